#!/bin/bash
# Builds the diagnostic binaries into .gpu/hang/bin (run here, not on the GPU machine).
set -e
root=$(cd "$(dirname "$0")/../../.." && pwd); here=$(cd "$(dirname "$0")" && pwd); bin=${BIN:-$root/.gpu/hang/bin}; cl=/usr/lib/llvm-22/bin/clang++
mkdir -p $bin /tmp/hangw
rtbc() { # NAME [patch]: runtime bitcode /tmp/hangw/rt-NAME.bc
  local d=/tmp/hangw/rt-$1; rm -rf $d; cp -r $root/runtime $d; cp $here/Trace.cuh $d/
  [ -n "$2" ] && (cd $d && python3 $here/$2)
  for s in launch warp join block child abi_layout; do
    $cl -x cuda -std=c++17 --cuda-path=/usr/local/cuda --cuda-gpu-arch=sm_80 -fgpu-rdc -D__CUDACC_RDC__ -Wno-unknown-cuda-version --cuda-device-only -nocudalib -O2 -emit-llvm -c -Wall -Werror -I$root/include $d/$s.cu -o $d/$s.bc
  done
  /usr/lib/llvm-22/bin/llvm-link $d/*.bc -o /tmp/hangw/rt-$1.bc
}
exe() { # OUT SRC extra-flags...
  local out=$1 src=$2; shift 2
  $cl -x cuda -std=c++17 --cuda-path=/usr/local/cuda --cuda-gpu-arch=sm_90 -fgpu-rdc --offload-new-driver -D__CUDACC_RDC__ -Wno-unknown-cuda-version -O3 "$@" -I$root/test/GPU/Inputs -I$root/include $src -o $bin/$out --offload-new-driver -fgpu-rdc --cuda-path=/usr/local/cuda -Xoffload-linker -L/usr/local/cuda/lib64 -Xoffload-linker -lcudadevrt -L/usr/local/cuda/lib64 -lcudadevrt -lcudart_static -ldl -lrt -pthread
}
P="-Xarch_device -fpass-plugin=$root/build/lib/libDPAgg.so -Xarch_device -mllvm=-dpagg-ptxas=/usr/local/cuda/bin/ptxas"
W="-Xarch_device -mllvm=-dpagg-scope=warp"
rtbc trace patch-trace.py & rtbc stock & wait
cp $root/build/test/GPU/bin/inline_ret_slots.{warp,base,dpagg} $bin/
exe hang.warp $here/hang_probe.cu $P $W &
exe hang.warp.trace $here/hang_probe.cu $P $W -Xarch_device -mllvm=-dpagg-runtime-bitcode=/tmp/hangw/rt-trace.bc & wait
exe hang.warp.stockbc $here/hang_probe.cu $P $W -Xarch_device -mllvm=-dpagg-runtime-bitcode=/tmp/hangw/rt-stock.bc &
exe hang.warp.nomold $here/hang_probe.cu $P $W -Xarch_device -mllvm=-dpagg-moldable=off & wait
exe hang.base $here/hang_probe.cu &
exe hang.block $here/hang_probe.cu $P & wait
strip $bin/* 2>/dev/null || true
ls -la $bin
