#!/usr/bin/env bash
#===- utils/demo.sh - build DPAgg, compile and run the BFS example ---------===#
#
# Part of DPAgg. README command (1), for a fresh machine:
#   1. installs what is missing (utils/setup.sh),
#   2. configures and builds libDPAgg.so into ${DPAGG_BUILD_DIR:-build}
#      (the build folder of utils/test.sh),
#   3. compiles examples/bfs/bfs.cu with DPAgg through utils/dpagg-clang++,
#      printing the optimization remark of every launch site, and without
#      DPAgg with plain clang flags,
#   4. where a GPU is present (nvidia-smi -L), runs both and checks that both
#      pass and print the same checksum; without a GPU it says the run was
#      skipped.
# Exits non-zero on any failure. DPAGG_GPU_ARCH picks the architecture
# (default: the GPU's own, else sm_90); DPAGG_FORCE_NO_GPU=1 skips the run.
#
#===------------------------------------------------------------------------===#
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${DPAGG_BUILD_DIR:-$root/build}
cuda=${CUDA_PATH:-/usr/local/cuda}
clang=/usr/lib/llvm-22/bin/clang++
src=$root/examples/bfs/bfs.cu

step() { printf '\n== demo: %s\n' "$*"; }
fail() { echo "demo: FAILED: $*" >&2; exit 1; }
show() { printf '$'; printf ' %q' "$@"; echo; "$@"; }

step "setup"
bash "$root/utils/setup.sh"
# Linking a program with device code needs clang-linker-wrapper (clang's
# new offload driver; Debian package clang-tools-22, which setup.sh installs).
[ -x /usr/lib/llvm-22/bin/clang-linker-wrapper ] ||
  fail "clang-linker-wrapper missing: install clang-tools-22"

step "configure and build libDPAgg.so in $build"
cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release \
  -DLLVM_EXTERNAL_LIT=/usr/lib/llvm-22/bin/lit >"$build.cmake.log" 2>&1 || {
  cat "$build.cmake.log"; fail "cmake configure (log: $build.cmake.log)"; }
cmake --build "$build" --target DPAgg || fail "building libDPAgg.so"
plugin=$build/lib/libDPAgg.so
[ -f "$plugin" ] || fail "$plugin was not built"

# The GPU, if any, decides the architecture.
gpu=0
if [ -z "${DPAGG_FORCE_NO_GPU:-}" ] && command -v nvidia-smi >/dev/null &&
   nvidia-smi -L 2>/dev/null | grep -q GPU; then
  gpu=1
fi
arch=${DPAGG_GPU_ARCH:-}
if [ -z "$arch" ] && ((gpu)); then
  cc=$(nvidia-smi --query-gpu=compute_cap --format=csv,noheader 2>/dev/null | head -1 | tr -d ' .')
  [[ "$cc" =~ ^[0-9]+$ ]] && arch=sm_$cc
fi
arch=${arch:-sm_90}

out=$build/examples/bfs
mkdir -p "$out"
step "compile examples/bfs/bfs.cu with DPAgg ($arch); one remark per launch site"
show env DPAGG_PLUGIN="$plugin" DPAGG_GPU_ARCH="$arch" \
  "$root/utils/dpagg-clang++" -O3 -std=c++17 -Rpass=dpagg -Rpass-missed=dpagg \
  "$src" -o "$out/bfs.dpagg" 2>&1 | tee "$out/bfs.dpagg.log" ||
  fail "compiling bfs.cu with DPAgg"
site=$(grep -n 'expandEdges<<<' "$src" | cut -d: -f1)
grep -q "bfs.cu:$site:[0-9]*: remark: .*\[-Rpass\(-missed\)\?=dpagg" "$out/bfs.dpagg.log" ||
  fail "no DPAgg remark for the launch at bfs.cu:$site"

step "compile examples/bfs/bfs.cu without DPAgg (plain clang 22)"
# dpagg-clang++'s CUDA flags (cmake/cuda-flags.txt); one command compiles
# and links, so the link adds only the flags the compile does not have.
read -r -a cflags < <(DPAGG_CUDA_PATH="$cuda" DPAGG_GPU_ARCH="$arch" \
  "$root/utils/dpagg-clang++" --print-cuda-flags)
read -r -a lflags < <(DPAGG_CUDA_PATH="$cuda" DPAGG_GPU_ARCH="$arch" \
  "$root/utils/dpagg-clang++" --print-cuda-link-flags)
((${#cflags[@]} && ${#lflags[@]})) || fail "dpagg-clang++ --print-cuda-flags"
link=()
for f in "${lflags[@]}"; do
  [[ " ${cflags[*]} " == *" $f "* ]] || link+=("$f")
done
show "$clang" "${cflags[@]}" -O3 "$src" -o "$out/bfs.base" "${link[@]}" ||
  fail "compiling bfs.cu without DPAgg"

if ((!gpu)); then
  step "no GPU (nvidia-smi -L lists none): run skipped"
  echo "demo: built $out/bfs.dpagg and $out/bfs.base; run them on a machine with a GPU"
  echo "demo: OK (run skipped)"
  exit 0
fi

step "run both on $(nvidia-smi -L | head -1)"
for v in base dpagg; do
  echo "\$ $out/bfs.$v"
  "$out/bfs.$v" | tee "$out/bfs.$v.out" || fail "bfs.$v exited with ${PIPESTATUS[0]}"
  grep -q '^bfs: PASS$' "$out/bfs.$v.out" || fail "bfs.$v did not print PASS"
done
sum_base=$(grep 'checksum' "$out/bfs.base.out")
sum_dpagg=$(grep 'checksum' "$out/bfs.dpagg.out")
[ -n "$sum_base" ] && [ "$sum_base" = "$sum_dpagg" ] ||
  fail "checksums differ: base '$sum_base', dpagg '$sum_dpagg'"
t_base=$(sed -n 's/^bfs: best of 3: \([0-9.]*\) ms$/\1/p' "$out/bfs.base.out")
t_dpagg=$(sed -n 's/^bfs: best of 3: \([0-9.]*\) ms$/\1/p' "$out/bfs.dpagg.out")
echo
echo "demo: same checksum with and without DPAgg: ${sum_dpagg##*checksum }"
awk -v b="$t_base" -v d="$t_dpagg" 'BEGIN {
  printf "demo: GPU time %.3f ms without DPAgg, %.3f ms with DPAgg (%.1fx)\n", b, d, (d > 0 ? b / d : 0) }'
echo "demo: OK"
