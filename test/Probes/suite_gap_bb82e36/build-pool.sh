#!/bin/bash
# The pool helper's variants (session 5, branch s5-pool): probe_shapes and spmv built like build.sh's
# bb82e36 variant (a plugin with its embedded runtime, no -dpagg-runtime-bitcode), from s5-pool's bench sources.
#   tip      = 97714da (s5-pool's base: main at the gap probe's RESULTS.md), plugin $PD/libDPAgg-97714da.so
#   new-lane = 55dbc70 (undo and unused block record released by dropLive; first chunk hint + lane everywhere)
#   new      = c865600 (new-lane + a block-scope record's one allocator starts at the hint)
# Plugins: $PLUGIN_DIR/libDPAgg-<commit>.so, each built (ninja DPAgg) at its commit.
# SCOPE=warp: the -dpagg-scope=warp builds, named SRC.warp-VARIANT.  Usage: bash build-pool.sh tip new-lane new
set -e
src=$(cd "$(dirname "$0")/../../.." && pwd); GAP=${GAP:-$src/.gpu/gap}; LL=/usr/lib/llvm-22/bin; PD=${PLUGIN_DIR:-/tmp/pool}
declare -A PLUGIN=([tip]=$PD/libDPAgg-97714da.so [new-lane]=$PD/libDPAgg-55dbc70.so [new]=$PD/libDPAgg-c865600.so)
for v in "$@"; do
  p=${PLUGIN[$v]}; [ -f "$p" ] || { echo "no plugin for $v"; exit 1; }
  mkdir -p /tmp/gapbuild; cp $p /tmp/gapbuild/libDPAgg.so  # one name: -fpass-plugin's path does not reach the binary
  for s in probe_shapes spmv; do
    out=$GAP/$s.$v; extra=()
    if [ "$SCOPE" = warp ]; then out=$GAP/$s.warp-$v; extra=(-Xarch_device -mllvm=-dpagg-scope=warp); fi
    (cd /tmp/gapbuild && $LL/clang++ -x cuda -std=c++17 --cuda-path=/usr/local/cuda --cuda-gpu-arch=sm_90 -fgpu-rdc --offload-new-driver -D__CUDACC_RDC__ -Wno-unknown-cuda-version -O3 -Xarch_device -fpass-plugin=/tmp/gapbuild/libDPAgg.so -Xarch_device -mllvm=-dpagg-ptxas=/usr/local/cuda/bin/ptxas "${extra[@]}" -I$src/bench -I$src/include -I/usr/include -DDPAGG_BENCH_VARIANT_NAME=default -DDPAGG_BENCH_PLUGIN=1 $src/bench/$s.cu -o $out --offload-new-driver -fgpu-rdc --cuda-path=/usr/local/cuda -Xoffload-linker -L/usr/local/cuda/lib64 -Xoffload-linker -lcudadevrt -L/usr/local/cuda/lib64 -lcudadevrt -lcudart_static -ldl -lrt -pthread -L/usr/lib/x86_64-linux-gnu -lbenchmark '-Wl,-rpath,$ORIGIN')
    strip $out; echo "built $out"
  done
done
