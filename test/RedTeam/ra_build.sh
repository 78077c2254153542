#!/usr/bin/env bash
# test/RedTeam/ra_build.sh [OUT] [PRE_PLUGIN]: builds the red team of
# allocation aggregation and of the order-free rule (ra_*.cu) into OUT
# (default /work/main/.gpu/redalloc): NAME.base (--dpagg-disable), NAME.dpagg
# (DPAgg default) and, per "// VARIANT sfx: flags" line, NAME.sfx (DPAgg
# default plus the flags); "// FLAGS: ..." goes to every build. With
# PRE_PLUGIN (a libDPAgg.so before this branch's fixes), the DPAgg builds
# again as NAME.pre.sfx. Writes OUT/run.sh: every binary under a 60 s
# timeout, one line each: expectation, verdict, MISMATCH where they differ.
set -u
here=$(cd "$(dirname "$0")" && pwd)
root=$here/../..
out=${1:-/work/main/.gpu/redalloc}
pre=${2:-}
mkdir -p "$out"
cxx=$root/utils/dpagg-clang++
fail=0
build() { # name suffix flags...
  local n=$1 sfx=$2; shift 2
  if "$cxx" -O3 "$@" -Rpass=dpagg -Rpass-missed=dpagg \
       "$here/$n.cu" -o "$out/$n.$sfx" > "$out/$n.$sfx.log" 2>&1; then
    echo "built $n.$sfx"
  else
    echo "FAILED $n.$sfx (see $out/$n.$sfx.log)"; fail=1
  fi
}
for f in "$here"/ra_*.cu; do
  n=$(basename "$f" .cu)
  flags=$(sed -n 's|^// FLAGS: ||p' "$f" | head -1)
  # shellcheck disable=SC2086
  build "$n" base --dpagg-disable $flags
  for p in "" ${pre:+pre}; do
    # shellcheck disable=SC2086
    DPAGG_PLUGIN=${p:+$pre} build "$n" "${p:+pre.}dpagg" $flags
    while IFS= read -r line; do
      sfx=${line%%:*}; vflags=${line#*: }
      # shellcheck disable=SC2086
      DPAGG_PLUGIN=${p:+$pre} build "$n" "${p:+pre.}$sfx" $flags $vflags
    done < <(sed -n 's|^// VARIANT \([a-z0-9_-]*\): |\1: |p' "$f")
  done
done
cat > "$out/run.sh" <<'RUN'
#!/usr/bin/env bash
# Runs every binary here under a 60 s timeout (TIMEOUT_S); prints NAME, the
# expectation, the verdict, "MISMATCH" where they differ, and the lines that
# say why (fact:, keeper, round, FAIL, ok).
cd "$(dirname "$0")"
expect() {
  case $1 in
    ra_heap_pin.pre.alloc) echo FAIL ;; # the heap block pinned (the hole)
    *) echo PASS ;;
  esac
}
for b in ra_*; do
  case $b in *.log|*.sh|*.txt|*.so) continue ;; esac
  [ -x "$b" ] || continue
  timeout "${TIMEOUT_S:-60}" "./$b" > "$b.out.txt" 2>&1; rc=$?
  case $rc in 0) r=PASS ;; 1) r=FAIL ;; 2) r=CUDAERR ;; 124) r=TIMEOUT ;; *) r="rc=$rc" ;; esac
  e=$(expect "$b")
  m=""; [ "$e" = "$r" ] || m="  MISMATCH"
  printf '%-34s expect %-5s got %-8s%s\n' "$b" "$e" "$r" "$m"
  grep -E "^(FAIL|ok  |fact:|keeper|round|sanity)" "$b.out.txt" | head -n 12 | sed 's/^/    /'
done
RUN
chmod +x "$out/run.sh"
exit $fail
