#!/usr/bin/env bash
# A diagnostic runtime (never shipped): grid scope's index and its records
# released by a kernel the ticket tail-launches, instead of by the child
# blocks' drops (docs/grid-scope.md, "Next: a grid aggregate's records
# released by a tail launch"). Builds, on the build machine:
#   build.sh REPO BUILD_DIR OUT
# OUT/dpagg-runtime-tail.bc (the repo's runtime/ with tail-release.patch) and
# OUT/probe_shapes.{gridtail,grid} (-dpagg-scope=grid with that runtime, and
# with the shipped one), built as bench/CMakeLists.txt builds probe_shapes.
# Then on the GPU machine: probe_shapes.grid{,tail}
# --benchmark_filter='Probe/(dp|hand-grid)/', interleaved (bench/rounds.sh).
set -euo pipefail
repo=$(realpath "$1") build=$(realpath "$2") out=$(realpath -m "$3")
here=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d)
cp -r "$repo/runtime" "$tmp/runtime"
(cd "$tmp" && patch -p1 -s <"$here/tail-release.patch")
clang=/usr/lib/llvm-22/bin/clang++
mkdir -p "$out"
bcs=()
for src in launch warp join block grid child alloc promote inplace abi_layout; do
  "$clang" -x cuda -std=c++17 --cuda-path=/usr/local/cuda --cuda-gpu-arch=sm_80 \
    -fgpu-rdc -D__CUDACC_RDC__ -Wno-unknown-cuda-version --cuda-device-only \
    -nocudalib -O2 -emit-llvm -c -Wall -Werror -I"$repo/include" \
    "$tmp/runtime/$src.cu" -o "$tmp/$src.bc"
  bcs+=("$tmp/$src.bc")
done
/usr/lib/llvm-22/bin/llvm-link "${bcs[@]}" -o "$out/dpagg-runtime-tail.bc"
for v in grid gridtail; do
  rt=()
  [ $v = gridtail ] && rt=(-Xarch_device "-mllvm=-dpagg-runtime-bitcode=$out/dpagg-runtime-tail.bc")
  "$clang" -x cuda -std=c++17 --cuda-path=/usr/local/cuda --cuda-gpu-arch=sm_90 \
    -fgpu-rdc --offload-new-driver -D__CUDACC_RDC__ -Wno-unknown-cuda-version -O3 \
    -Xarch_device -fpass-plugin="$build/lib/libDPAgg.so" \
    -Xarch_device -mllvm=-dpagg-ptxas=/usr/local/cuda/bin/ptxas \
    -Xarch_device -mllvm=-dpagg-scope=grid "${rt[@]}" \
    -I"$repo/bench" -I"$repo/include" -DDPAGG_BENCH_VARIANT_NAME=$v -DDPAGG_BENCH_PLUGIN=1 \
    "$repo/bench/probe_shapes.cu" -o "$out/probe_shapes.$v" \
    -Xoffload-linker -L/usr/local/cuda/lib64 -Xoffload-linker -lcudadevrt \
    -L/usr/local/cuda/lib64 -lcudadevrt -lcudart_static -ldl -lrt -pthread \
    -lbenchmark "-Wl,-rpath,\$ORIGIN"
done
rm -rf "$tmp"
ls -la "$out"
