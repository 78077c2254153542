#!/bin/bash
# Builds the hang2 variants into .gpu/hang2/bin (here, not on the GPU machine). Needs build/lib/libDPAgg.so.
set -e
root=$(cd "$(dirname "$0")/../../.." && pwd); here=$(cd "$(dirname "$0")" && pwd); bin=${BIN:-$root/.gpu/hang2/bin}; cl=/usr/lib/llvm-22/bin/clang++
w=/tmp/hang2w; mkdir -p $bin $w
rtbc() { # VARIANT: runtime bitcode $w/rt-VARIANT.bc
  local d=$w/rt-$1; rm -rf $d; cp -r $root/runtime $d
  (cd $d && python3 $here/patch.py $1)
  for s in launch warp join block child abi_layout; do
    $cl -x cuda -std=c++17 --cuda-path=/usr/local/cuda --cuda-gpu-arch=sm_80 -fgpu-rdc -D__CUDACC_RDC__ -Wno-unknown-cuda-version --cuda-device-only -nocudalib -O2 -emit-llvm -c -Wall -Werror -I$root/include $d/$s.cu -o $d/$s.bc
  done
  /usr/lib/llvm-22/bin/llvm-link $d/*.bc -o $w/rt-$1.bc
}
exe() { # OUT extra-flags...
  local out=$1; shift
  $cl -x cuda -std=c++17 --cuda-path=/usr/local/cuda --cuda-gpu-arch=sm_90 -fgpu-rdc --offload-new-driver -D__CUDACC_RDC__ -Wno-unknown-cuda-version -O3 "$@" -I$root/test/GPU/Inputs -I$root/include $here/hang2_probe.cu -o $bin/$out --offload-new-driver -fgpu-rdc --cuda-path=/usr/local/cuda -Xoffload-linker -L/usr/local/cuda/lib64 -Xoffload-linker -lcudadevrt -L/usr/local/cuda/lib64 -lcudadevrt -lcudart_static -ldl -lrt -pthread
}
P="-Xarch_device -fpass-plugin=$root/build/lib/libDPAgg.so -Xarch_device -mllvm=-dpagg-ptxas=/usr/local/cuda/bin/ptxas -Xarch_device -mllvm=-dpagg-scope=warp"
VARS=${VARS:-stock phase skipagg noalone syncwarp ballot inline}
for v in $VARS; do rtbc $v; done
for v in $VARS; do exe warp.$v $P -Xarch_device -mllvm=-dpagg-runtime-bitcode=$w/rt-$v.bc; done
exe base
# The stock runtime with molding off: whether the occupancy query of a molded aggregate matters.
[ -z "${NO_NOMOLD:-}" ] && exe warp.nomold $P -Xarch_device -mllvm=-dpagg-moldable=off
cp $root/.gpu/hang/bin/hang.warp $bin/orig.hang.warp
strip $bin/* 2>/dev/null || true
ls -la $bin
