#!/bin/bash
# build.sh OUT variant PLUGIN|none [device flags...]
set -e
OUT=$1; V=$2; P=$3; shift 3
PF=()
if [ "$P" != none ]; then
  PF=(-Xarch_device -fpass-plugin=$P -Xarch_device -mllvm=-dpagg-ptxas=/usr/local/cuda/bin/ptxas)
  for f in "$@"; do PF+=(-Xarch_device -mllvm=$f); done
fi
mkdir -p $OUT
/usr/lib/llvm-22/bin/clang++ -x cuda -std=c++17 --cuda-gpu-arch=sm_90 -fgpu-rdc --offload-new-driver -D__CUDACC_RDC__ -O3 \
  "${PF[@]}" -I/work/main/include /tmp/tl/probe_tl.cu -o $OUT/probe_tl.$V \
  -Xoffload-linker -L/usr/local/cuda/lib64 -Xoffload-linker -lcudadevrt -L/usr/local/cuda/lib64 -lcudadevrt -lcudart_static -ldl -lrt -pthread
