#!/usr/bin/env bash
# test/RedTeam/prom_build.sh [OUT] [NAME...]: builds the red team of launch
# promotion P and of the tail-chain budget (prom_*.cu, tcb_*.cu, or NAME...)
# into OUT (default .gpu-red/redp) as NAME.base (--dpagg-disable), NAME.p
# (-dpagg-promote=p), NAME.pa (=pa), NAME.dpagg (default DPAgg: tail chains) and, per
# "// VARIANT sfx: flags" line, NAME.sfx (DPAgg default plus the flags),
# then writes OUT/run.sh, which runs every binary under a 60 s timeout and
# prints one line per binary: its expectation (the EXPECT table below) and
# the verdict (PASS exit 0, FAIL 1, CUDAERR 2, TIMEOUT 124).
set -u
here=$(cd "$(dirname "$0")" && pwd)
root=$here/../..
out=${1:-$root/.gpu-red/redp}; shift || true
mkdir -p "$out"
cxx=$root/utils/dpagg-clang++
names=("$@")
if [ ${#names[@]} -eq 0 ]; then
  for f in "$here"/prom_*.cu "$here"/tcb_*.cu; do names+=("$(basename "$f" .cu)"); done
fi
fail=0
build() { # name suffix flags...
  local n=$1 sfx=$2; shift 2
  if "$cxx" -O3 "$@" "$here/$n.cu" -o "$out/$n.$sfx" > "$out/$n.$sfx.log" 2>&1; then
    echo "built $n.$sfx"
  else
    echo "FAILED $n.$sfx (see $out/$n.$sfx.log)"; fail=1
  fi
}
for n in "${names[@]}"; do
  build "$n" base --dpagg-disable
  build "$n" p -Xarch_device -mllvm=-dpagg-promote=p -Rpass=dpagg-promote -Rpass-missed=dpagg-promote
  build "$n" pa -Xarch_device -mllvm=-dpagg-promote=pa -Rpass=dpagg-promote -Rpass-missed=dpagg-promote
  build "$n" dpagg
  while IFS= read -r line; do
    sfx=${line%%:*}; vflags=${line#*: }
    # shellcheck disable=SC2086
    build "$n" "$sfx" $vflags
  done < <(sed -n 's|^// VARIANT \([a-z0-9_-]*\): |\1: |p' "$here/$n.cu")
done
cat > "$out/run.sh" <<'RUN'
#!/usr/bin/env bash
# Runs every red-team binary here under a 60 s timeout (TIMEOUT_S), prints
# NAME, the expectation, the verdict; a line "MISMATCH" where they differ.
cd "$(dirname "$0")"
expect() {
  case $1 in
    prom_host_limits.pa) echo "FAIL-if-enforced" ;;
    prom_host_limits.p) echo "FAIL-if-enforced" ;;
    *) echo PASS ;;
  esac
}
for b in *; do
  case $b in *.log|*.sh|*.txt) continue ;; esac
  [ -x "$b" ] || continue
  timeout "${TIMEOUT_S:-60}" "./$b" > "$b.out.txt" 2>&1; rc=$?
  case $rc in 0) r=PASS ;; 1) r=FAIL ;; 2) r=CUDAERR ;; 124) r=TIMEOUT ;; *) r="rc=$rc" ;; esac
  e=$(expect "$b")
  m=""; case $e in "$r") ;; FAIL-if-enforced) ;; *) m="  MISMATCH" ;; esac
  printf '%-28s expect %-17s got %-8s%s\n' "$b" "$e" "$r" "$m"
  grep -E "^(FAIL|ok  |mode|chains cut|links made)" "$b.out.txt" | head -n 6 | sed 's/^/    /'
done
RUN
chmod +x "$out/run.sh"
exit $fail
