#!/usr/bin/env bash
# test/RedTeam/hang_build.sh [OUT]: the hang kit for the open warp-scope hang
# of sw_prelude.warp (docs/reliability.md, "a rare hang ..."; session 17:
# 1 to 2 runs in 3 never end). Builds into OUT (default
# /work/main/.gpu/hang_kit), with no change to tracked files:
#   dpagg-runtime-hang.bc     runtime/ copied to a temp dir, hang_diag.cuh
#                             added as HangDiag.cuh, hang_patch.py's marks
#                             (a per-lane "where am I" word at each step of
#                             __dpagg_aggregate_warp and of the warp gate,
#                             st.relaxed.sys + fence.sc.sys into host-mapped
#                             memory), compiled as build2 compiles runtime/
#   dpagg-runtime-hang-nf.bc  the same without the fence (HANG_NO_FENCE:
#                             less perturbation, words may show up late)
#   sw_prelude.warp.hang      --dpagg-scope=warp, the probe runtime
#   sw_prelude.warp.hangnf    --dpagg-scope=warp, the no-fence probe runtime
#   sw_prelude.warp.watch     --dpagg-scope=warp, the STOCK runtime (the
#                             watchdog only: does the hang still happen
#                             without the probe's perturbation?)
#   sw_prelude.dflt.watch     DPAgg defaults, stock runtime (control)
#   sw_prelude.warp.gatefix   --dpagg-scope=warp, the stock runtime with
#                             hang_gatefix.diff (the candidate fix of the
#                             leading hypothesis: docs/reliability.md); no
#                             probe, the watchdog only. Fewer hangs than
#                             .warp.watch in the same run is the evidence
#   hang_run.sh               runs them (below)
# Every binary is sw_prelude.cu unchanged on the device side, plus
# hang_watch.cuh on the host: after each parent launch it polls
# cudaStreamQuery(0) and prints one line per kernel and round to stderr
# (time, gateWait calls, gate bypasses); past HANG_TIMEOUT_S (default 20)
# it prints the lanes' states (histograms, warps' signatures, HANG_SHOW=6
# warps lane by lane, twice 1 s apart: "moved" lanes mean a livelock) and
# exits 3 without waiting. HANG_OFF=1 turns the probe's writes off (the
# pointer stays null) but keeps the watchdog.
#
# On the GPU (the build needs this machine's plugin; copy OUT over):
#   bash test/RedTeam/hang_build.sh /work/main/.gpu/hang_kit
#   REPEAT=6 bash /work/main/.gpu/hang_kit/hang_run.sh     # all four
#   ONLY=warp.hang REPEAT=10 bash .../hang_run.sh          # one
# hang_run.sh: each binary REPEAT times (default 4) under timeout
# ${TIMEOUT_S:-150}; logs OUT/logs/BIN.N.{out,err}; one line per run (rc
# 0 PASS, 1 FAIL, 2 CUDAERR, 3 HANG (caught, dump in .err), 124 TIMEOUT)
# and, for a hang, the dump's summary lines. SW_ONLY=prelude/halves etc.
# narrows the kernels, as for sw_prelude itself.
# Env: DPAGG_PLUGIN (default /work/main/build2/lib/libDPAgg.so), JOBS (2).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
out=${1:-/work/main/.gpu/hang_kit}
mkdir -p "$out"
out=$(cd "$out" && pwd)
export DPAGG_PLUGIN=${DPAGG_PLUGIN:-/work/main/build2/lib/libDPAgg.so}
cxx=$root/utils/dpagg-clang++
clang=/usr/lib/llvm-22/bin/clang++
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# 1. The probe runtimes (the commands of build2's runtime/CMakeLists.txt).
rtcl=($clang -x cuda -std=c++17 --cuda-path=/usr/local/cuda
  --cuda-gpu-arch=sm_80 -fgpu-rdc -D__CUDACC_RDC__ -Wno-unknown-cuda-version
  --cuda-device-only -nocudalib -O2 -emit-llvm -c -Wall -Werror
  -I"$root/include")
cp -r "$root/runtime" "$tmp/rt"
cp "$here/hang_diag.cuh" "$tmp/rt/HangDiag.cuh"
python3 "$here/hang_patch.py" "$tmp/rt"
for v in hang hang-nf; do
  extra=()
  [ $v = hang-nf ] && extra=(-DHANG_NO_FENCE)
  bcs=()
  for f in "$tmp"/rt/*.cu; do
    b=$tmp/$v.$(basename "$f" .cu).bc
    "${rtcl[@]}" "${extra[@]}" "$f" -o "$b"
    bcs+=("$b")
  done
  /usr/lib/llvm-22/bin/llvm-link "${bcs[@]}" -o "$out/dpagg-runtime-$v.bc"
  echo "built $out/dpagg-runtime-$v.bc"
done

# 1b. The candidate fix (hang_gatefix.diff, session 17: each lane's call into
# the device runtime inside the loop iteration in which its CAS took the
# gate's slot, runtime/DPAggRuntime.cuh gated()), on the stock runtime.
cp -r "$root/runtime" "$tmp/gf"
patch -s -p1 -d "$tmp/gf" < "$here/hang_gatefix.diff" ||
  { echo "hang_gatefix.diff does not apply to runtime/"; exit 1; }
bcs=()
for f in "$tmp"/gf/*.cu; do
  b=$tmp/gatefix.$(basename "$f" .cu).bc
  "${rtcl[@]}" "$f" -o "$b"
  bcs+=("$b")
done
/usr/lib/llvm-22/bin/llvm-link "${bcs[@]}" -o "$out/dpagg-runtime-gatefix.bc"
echo "built $out/dpagg-runtime-gatefix.bc"

# 2. The programs: sw_prelude.cu and sw_warpsites.cu with the watchdog on the
# host side (gen PROG INIT LAUNCH: the two lines it hooks, which must exist
# once).
gen() {
  local p=$1 init=$2 launch=$3 src=$tmp/hang_$1.cu
  sed -e 's|^#include "sw_common.cuh"$|#include "sw_common.cuh"\n#include "hang_watch.cuh"|' \
    -e "s|^\\($init\\)\$|\\1\\n  hangkit::init(E.Blocks, E.Threads);|" \
    -e "s|^\\($launch\\)\$|\\1\\n        hangkit::wait(Name, R);|" \
    "$here/$p.cu" > "$src"
  for a in 'hang_watch.cuh' 'hangkit::init' 'hangkit::wait'; do
    [ "$(grep -c "$a" "$src")" = 1 ] || { echo "$p.cu changed: $a"; exit 1; }
  done
  cp "$src" "$out/hang_$p.cu"
}
gen sw_prelude '  SwEnv E = swInit(1024, 256, "sw_prelude");' \
  '        Table\[K\]\[F\]<<<E.Blocks, E.Threads>>>(B.Out, B.Hits, Work, S);'
gen sw_warpsites '  SwEnv E = swInit(512, 256, "sw_warpsites");' \
  '        Table\[K\]\[F\]<<<E.Blocks, E.Threads>>>(B.Out, B.Hits, S);'

build() { # NAME RUNTIME(or -) FLAGS... (NAME = PROG.VARIANT)
  local n=$1 rt=$2 src=$tmp/hang_${1%%.*}.cu; shift 2
  local r=()
  [ "$rt" = - ] || r=(-Xarch_device "-mllvm=-dpagg-runtime-bitcode=$out/$rt")
  mkdir -p "$tmp/$n"
  (cd "$tmp/$n" &&
    "$cxx" -O3 "$@" "${r[@]}" -I"$here" -c "$src" -o "$n.o" &&
    "$cxx" "$@" "$n.o" -o "$out/$n") > "$out/$n.log" 2>&1 &&
    echo "built $out/$n" || { echo "FAILED $n (see $out/$n.log)"; return 1; }
}
fail=0
build sw_prelude.warp.hang dpagg-runtime-hang.bc --dpagg-scope=warp || fail=1
build sw_prelude.warp.hangnf dpagg-runtime-hang-nf.bc --dpagg-scope=warp || fail=1
build sw_prelude.warp.watch - --dpagg-scope=warp || fail=1
build sw_prelude.warp.gatefix dpagg-runtime-gatefix.bc --dpagg-scope=warp || fail=1
build sw_prelude.dflt.watch - || fail=1
build sw_warpsites.warp.hang dpagg-runtime-hang.bc --dpagg-scope=warp || fail=1
build sw_warpsites.warp.watch - --dpagg-scope=warp || fail=1
build sw_warpsites.warp.gatefix dpagg-runtime-gatefix.bc --dpagg-scope=warp || fail=1

cat > "$out/hang_run.sh" <<'RUN'
#!/usr/bin/env bash
# hang_run.sh (staged by test/RedTeam/hang_build.sh, whose header says what
# each binary is). REPEAT (default 4), ONLY (regex of binary names),
# TIMEOUT_S (default 150); HANG_TIMEOUT_S, HANG_SHOW, HANG_OFF, SW_ONLY,
# SW_ROUNDS, DPAGG_SEED reach the programs.
cd "$(dirname "$0")" || exit 1
mkdir -p logs
for i in $(seq "${REPEAT:-4}"); do
  for b in sw_*.*; do
    case $b in *.log | *.cu | *.bc | *.sh) continue ;; esac
    [[ $b =~ ${ONLY:-.} ]] || continue
    t0=$(date +%s.%N)
    timeout "${TIMEOUT_S:-150}" "./$b" > "logs/$b.$i.out" 2> "logs/$b.$i.err"
    rc=$?
    t=$(awk -v a="$(date +%s.%N)" -v b="$t0" 'BEGIN{printf "%.1f", a-b}')
    case $rc in 0) v=PASS ;; 1) v=FAIL ;; 2) v=CUDAERR ;; 3) v=HANG ;;
      124 | 137) v=TIMEOUT ;; *) v=RC$rc ;; esac
    slow=$(awk '/ done in /{t=$7+0; if (t>m) {m=t; k=$2" r"$4}} END{if (m) printf "slowest %s %.3f s", k, m}' "logs/$b.$i.err")
    byp=$(awk '/ done in /{s+=$14} END{printf "bypasses %d", s}' "logs/$b.$i.err")
    echo "$v $b run $i ${t}s; $slow; $byp"
    [ $rc = 3 ] && grep -E 'TIMEOUT|warps:|^hang:   [A-Za-z(]' "logs/$b.$i.err" | head -40
  done
done
RUN
chmod +x "$out/hang_run.sh"
exit $fail
