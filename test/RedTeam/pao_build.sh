#!/usr/bin/env bash
# test/RedTeam/pao_build.sh [OUT] [NAME...]: builds the red team of PO and
# PAO (pao_*.cu, or NAME...) into OUT (default .gpu-red/redpao) as
# NAME.base (--dpagg-disable), NAME.p, NAME.pa, NAME.po, NAME.pao
# (-dpagg-promote=...), NAME.pao_p2 (pao, pools of 2) and NAME.pao_big
# (pao, pools of 100,000), NAME.pao_fh (pao, the head launches the first
# pool: -dpagg-promote-from-head), each with -Rpass=dpagg-promote (NAME.SFX.log
# keeps the remarks: every promoted kernel's prefix), stripped; then writes
# OUT/run.sh, which runs every binary (with the arguments ARGS below) under
# a TIMEOUT_S (default 120) second timeout and prints one line per binary:
# its expectation and the verdict (PASS exit 0, FAIL 1, CUDAERR 2, TIMEOUT
# 124), "MISMATCH" where they differ.
set -u
here=$(cd "$(dirname "$0")" && pwd)
root=$here/../..
out=${1:-$root/.gpu-red/redpao}; shift || true
mkdir -p "$out"
cxx=$root/utils/dpagg-clang++
names=("$@")
if [ ${#names[@]} -eq 0 ]; then
  for f in "$here"/pao_*.cu; do names+=("$(basename "$f" .cu)"); done
fi
fail=0
promote="-Xarch_device -mllvm=-dpagg-promote"
pool="-Xarch_device -mllvm=-dpagg-promote-pool"
remarks="-Rpass=dpagg-promote -Rpass-missed=dpagg-promote"
build() { # name suffix flags...
  local n=$1 sfx=$2; shift 2
  # shellcheck disable=SC2086,SC2068
  if "$cxx" -O3 $@ "$here/$n.cu" -o "$out/$n.$sfx" > "$out/$n.$sfx.log" 2>&1 &&
     strip "$out/$n.$sfx"; then
    echo "built $n.$sfx"
  else
    echo "FAILED $n.$sfx (see $out/$n.$sfx.log)"; fail=1
  fi
}
for n in "${names[@]}"; do
  build "$n" base --dpagg-disable
  build "$n" p "$promote=p $remarks"
  build "$n" pa "$promote=pa $remarks"
  build "$n" po "$promote=po $remarks"
  build "$n" pao "$promote=pao $remarks"
  build "$n" pao_p2 "$promote=pao $pool=2 $remarks"
  build "$n" pao_big "$promote=pao $pool=100000 $remarks"
  build "$n" pao_fh "$promote=pao -Xarch_device -mllvm=-dpagg-promote-from-head $remarks"
done
cat > "$out/run.sh" <<'RUN'
#!/usr/bin/env bash
# Runs every red-team binary of PO and PAO here (pao_build.sh), each under
# a TIMEOUT_S (default 120) second timeout; one line per binary: NAME, the
# expectation, the verdict, "MISMATCH" where they differ; then the lines of
# its output that say what failed. Exits 0 only if nothing mismatched.
cd "$(dirname "$0")"
expect() {
  case $1 in
    # A probe: PASS if the acquire's CCTL.IVALL also drops what the
    # non-coherent path cached (pao_nc.cu says what a FAIL means).
    pao_nc.po|pao_nc.pao*) echo "PASS?" ;;
    *) echo PASS ;;
  esac
}
args() {
  case $1 in
    # 100,000-block pools: 4 chains (a pool per chain, most blocks aborted).
    pao_shapes.pao_big) echo 4 ;;
    *) echo "" ;;
  esac
}
bad=0
for b in *; do
  case $b in *.log|*.sh|*.txt) continue ;; esac
  [ -x "$b" ] || continue
  # shellcheck disable=SC2046
  timeout "${TIMEOUT_S:-120}" "./$b" $(args "$b") > "$b.out.txt" 2>&1; rc=$?
  case $rc in 0) r=PASS ;; 1) r=FAIL ;; 2) r=CUDAERR ;; 124) r=TIMEOUT ;; *) r="rc=$rc" ;; esac
  e=$(expect "$b")
  m=""; case $e in "$r"|"$r?") ;; *) m="  MISMATCH"; bad=1 ;; esac
  printf '%-22s expect %-6s got %-8s%s\n' "$b" "$e" "$r" "$m"
  grep -E "^(FAIL|  |.*cuda)" "$b.out.txt" | head -n 6 | sed 's/^/    /'
done
exit $bad
RUN
chmod +x "$out/run.sh"
exit $fail
