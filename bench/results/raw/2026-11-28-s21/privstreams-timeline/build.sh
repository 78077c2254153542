#!/usr/bin/env bash
# Builds privstreams_timeline.cu with DPAgg (the default pipeline):
#   build.sh REPO BUILD_DIR OUT
# Then on the GPU machine: OUT/privstreams_timeline 262144 9 (and 65536 9).
set -euo pipefail
repo=$(realpath "$1") build=$(realpath "$2") out=$(realpath -m "$3")
here=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$out"
/usr/lib/llvm-22/bin/clang++ -x cuda -std=c++17 --cuda-path=/usr/local/cuda \
  --cuda-gpu-arch=sm_90 -fgpu-rdc --offload-new-driver -D__CUDACC_RDC__ \
  -Wno-unknown-cuda-version -O3 \
  -Xarch_device -fpass-plugin="$build/lib/libDPAgg.so" \
  -Xarch_device -mllvm=-dpagg-ptxas=/usr/local/cuda/bin/ptxas \
  -I"$repo/bench" -I"$repo/include" "$here/privstreams_timeline.cu" \
  -o "$out/privstreams_timeline" \
  -Xoffload-linker -L/usr/local/cuda/lib64 -Xoffload-linker -lcudadevrt \
  -L/usr/local/cuda/lib64 -lcudadevrt -lcudart_static -ldl -lrt -pthread \
  -lbenchmark "-Wl,-rpath,\$ORIGIN"
ls -la "$out/privstreams_timeline"
