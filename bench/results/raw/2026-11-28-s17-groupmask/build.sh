#!/bin/bash
# bench binaries of session 17 call 2: base = a8fb1cf (rule on, its runtime /tmp/rt17/old.bc); fix2/opq2/both = no planner rule (DPAGG_NORULE17, a temporary switch) with that runtime bitcode (see test/RedTeam/results/2026-11-28-h200-cp-isolate-groupmask.txt for what each is)
out=/work/main/.gpu/s17/bench; mkdir -p $out
for w in triangles quicksort quadtree_build bezier default_losses; do
 for v in base fix2 opq2 both; do
  extra=""; envs=""
  if [ $v = base ]; then extra="-Xarch_device -mllvm=-dpagg-runtime-bitcode=/tmp/rt17/old.bc"; else extra="-Xarch_device -mllvm=-dpagg-runtime-bitcode=/tmp/rt17/$v.bc"; envs="DPAGG_NORULE17=1"; fi
  env $envs /usr/lib/llvm-22/bin/clang++ -x cuda -std=c++17 --cuda-path=/usr/local/cuda --cuda-gpu-arch=sm_90 -fgpu-rdc --offload-new-driver -D__CUDACC_RDC__ -Wno-unknown-cuda-version -O3 -Xarch_device -fpass-plugin=/work/plugin17-norule/libDPAgg.so -Xarch_device -mllvm=-dpagg-ptxas=/usr/local/cuda/bin/ptxas $extra -I/work/main/bench -I/work/main/include -I/usr/include -DDPAGG_BENCH_VARIANT_NAME=default -DDPAGG_BENCH_PLUGIN=1 /work/main/bench/$w.cu -o $out/$w.$v --offload-new-driver -fgpu-rdc --cuda-path=/usr/local/cuda -Xoffload-linker -L/usr/local/cuda/lib64 -Xoffload-linker -lcudadevrt -L/usr/local/cuda/lib64 -lcudadevrt -lcudart_static -ldl -lrt -pthread -L/usr/lib/x86_64-linux-gnu -lbenchmark '-Wl,-rpath,$ORIGIN' && strip $out/$w.$v || echo FAIL $w.$v &
  [ $(jobs -r | wc -l) -ge 2 ] && wait -n
 done
done
wait
echo BUILT
