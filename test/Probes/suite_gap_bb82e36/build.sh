#!/bin/bash
# Builds probe_shapes and spmv (default build) per variant: HEAD plugin (8dc8158) + HEAD runtime/
# patched by patch-NAME.sh, linked with -dpagg-runtime-bitcode; "bb82e36" = bb82e36's plugin (embedded runtime).
# -j1: one compile at a time.  Usage: bash build.sh head pool unmasked early nofast all bb82e36
# (SCOPE=warp bash build.sh ...: the warp-scope builds, SRC.warp-VARIANT)
set -e
root=$(cd "$(dirname "$0")/../../.." && pwd); export GAP=${GAP:-$root/.gpu/gap}; LL=/usr/lib/llvm-22/bin
bench() { # SRC PLUGIN OUT [extra device flags]; SCOPE=warp: the .warp build, named SRC.warp-VARIANT
  local src=$1 plugin=$2 out=$3; shift 3
  if [ "$SCOPE" = warp ]; then out=${out%.*}.warp-${out##*.}; set -- "$@" -Xarch_device -mllvm=-dpagg-scope=warp; fi
  (cd $root/build/bench && $LL/clang++ -x cuda -std=c++17 --cuda-path=/usr/local/cuda --cuda-gpu-arch=sm_90 -fgpu-rdc --offload-new-driver -D__CUDACC_RDC__ -Wno-unknown-cuda-version -O3 -Xarch_device -fpass-plugin=$plugin -Xarch_device -mllvm=-dpagg-ptxas=/usr/local/cuda/bin/ptxas "$@" -I$root/bench -I$root/include -I/usr/include -DDPAGG_BENCH_VARIANT_NAME=default -DDPAGG_BENCH_PLUGIN=1 $root/bench/$src.cu -o $out --offload-new-driver -fgpu-rdc --cuda-path=/usr/local/cuda -Xoffload-linker -L/usr/local/cuda/lib64 -Xoffload-linker -lcudadevrt -L/usr/local/cuda/lib64 -lcudadevrt -lcudart_static -ldl -lrt -pthread -L/usr/lib/x86_64-linux-gnu -lbenchmark '-Wl,-rpath,$ORIGIN')
  strip $out
}
variant() {
  local v=$1 d=/tmp/gapbuild/$1
  if [ $v = bb82e36-nomold ] || [ $v = head-nomold ]; then # either plugin, embedded runtime, -dpagg-moldable=off
    cp /work/old/libDPAgg-bb82e36.so /tmp/gapbuild/libDPAgg.so; [ $v = head-nomold ] && cp /work/plugins/libDPAgg-8dc8158.so /tmp/gapbuild/libDPAgg.so
    for s in probe_shapes spmv; do bench $s /tmp/gapbuild/libDPAgg.so $GAP/$s.$v -Xarch_device -mllvm=-dpagg-moldable=off; done; return
  fi
  if [ $v = bb82e36 ]; then
    cp /work/old/libDPAgg-bb82e36.so /tmp/gapbuild/libDPAgg.so
    for s in probe_shapes spmv; do bench $s /tmp/gapbuild/libDPAgg.so $GAP/$s.$v; done; return
  fi
  if [ $v = emb ]; then
    cp /work/plugins/libDPAgg-8dc8158.so /tmp/gapbuild/libDPAgg.so
    for s in probe_shapes spmv; do bench $s /tmp/gapbuild/libDPAgg.so $GAP/$s.$v; done; return
  fi
  rm -rf $d; mkdir -p $d; cp -r $root/runtime $d/runtime
  [ -f $GAP/patch-$v.sh ] && (cd $d/runtime && bash $GAP/patch-$v.sh)
  for s in launch warp join block child abi_layout; do
    $LL/clang++ -x cuda -std=c++17 --cuda-path=/usr/local/cuda --cuda-gpu-arch=sm_80 -fgpu-rdc -D__CUDACC_RDC__ -Wno-unknown-cuda-version --cuda-device-only -nocudalib -O2 -emit-llvm -c -Wall -Werror -I$root/include $d/runtime/$s.cu -o $d/$s.bc
  done
  $LL/llvm-link $d/*.bc -o $d/rt.bc
  cp /work/plugins/libDPAgg-8dc8158.so /tmp/gapbuild/libDPAgg.so
  for s in probe_shapes spmv; do bench $s /tmp/gapbuild/libDPAgg.so $GAP/$s.$v -Xarch_device -mllvm=-dpagg-runtime-bitcode=$d/rt.bc; done
}
mkdir -p /tmp/gapbuild
for v in "$@"; do variant $v; echo "built $v"; done
# (variant "emb": HEAD plugin with its embedded runtime, to check that "head"'s bitcode is the same runtime)
