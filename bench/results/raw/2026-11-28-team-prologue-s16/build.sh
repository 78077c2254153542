#!/bin/bash
# build.sh OUT: bench binaries with the current runtime (old) and the warp-wide prologue runtime (new)
out=$1; mkdir -p $out
for w in postpone_bfs default_losses coloring probe_shapes; do
 for v in old new; do
  extra=""; [ $v = new ] && extra="-Xarch_device -mllvm=-dpagg-runtime-bitcode=/tmp/tp16/rt.bc"
  /usr/lib/llvm-22/bin/clang++ -x cuda -std=c++17 --cuda-path=/usr/local/cuda --cuda-gpu-arch=sm_90 -fgpu-rdc --offload-new-driver -D__CUDACC_RDC__ -Wno-unknown-cuda-version -O3 -Xarch_device -fpass-plugin=/work/main/build2/lib/libDPAgg.so -Xarch_device -mllvm=-dpagg-ptxas=/usr/local/cuda/bin/ptxas $extra -I/work/main/bench -I/work/main/include -I/usr/include -DDPAGG_BENCH_VARIANT_NAME=default -DDPAGG_BENCH_PLUGIN=1 /work/main/bench/$w.cu -o $out/$w.$v --offload-new-driver -fgpu-rdc --cuda-path=/usr/local/cuda -Xoffload-linker -L/usr/local/cuda/lib64 -Xoffload-linker -lcudadevrt -L/usr/local/cuda/lib64 -lcudadevrt -lcudart_static -ldl -lrt -pthread -L/usr/lib/x86_64-linux-gnu -lbenchmark '-Wl,-rpath,$ORIGIN' && strip $out/$w.$v || echo FAIL $w.$v
 done
done
echo BUILT
