#!/usr/bin/env bash
# Session 9's builds (README, "Session 9"), into $O (default .gpu/s9h):
# v2_mix (no DPAgg), null_stream_pool_full with the watchdog runtime
# (runtime/ + watch.patch, as of 26d6533: the patch predates the gate) at
# warp and block scope, pools of 32 and 512 MiB, and with this tree's
# runtime (the gate) at every pool size of the GPU test's variants.
# Env: PLUGIN (libDPAgg.so), O, W (work dir).
set -e
H=$(cd "$(dirname "$0")" && pwd); R=$(cd "$H/../../.." && pwd)
W=${W:-$R/build-wd}; O=${O:-$R/.gpu/s9h}
PLUGIN=${PLUGIN:-$R/build/lib/libDPAgg.so}
mkdir -p $W $O
RTCL="/usr/lib/llvm-22/bin/clang++ -x cuda -std=c++17 --cuda-path=/usr/local/cuda --cuda-gpu-arch=sm_80 -fgpu-rdc -D__CUDACC_RDC__ -Wno-unknown-cuda-version --cuda-device-only -nocudalib -O2 -emit-llvm -c -Wall -Werror -I$R/include"
runtime() { # name patches...
  local d=$W/$1; shift; rm -rf $d; cp -r $R/runtime $d
  for p in "$@"; do (cd $d && patch -s -p1 < $H/$p); done
  for f in launch warp join block grid child alloc promote abi_layout; do $RTCL $d/$f.cu -o $d/$f.bc; done
  /usr/lib/llvm-22/bin/llvm-link $d/{launch,warp,join,block,grid,child,alloc,promote,abi_layout}.bc -o $d.bc
}
# watch.patch applies to the runtime before the gate only (git stash or a
# worktree at 26d6533 for the wd_* builds); the gate builds need this tree.
if (cd $R/runtime && patch -s -p1 --dry-run < $H/watch.patch >/dev/null 2>&1); then
  runtime rt watch.patch; WD=1
fi
runtime rtgate
CL="/usr/lib/llvm-22/bin/clang++ -x cuda -std=c++17 --cuda-path=/usr/local/cuda --cuda-gpu-arch=sm_90 -fgpu-rdc --offload-new-driver -D__CUDACC_RDC__ -Wno-unknown-cuda-version -O3"
LNK="-Xoffload-linker -L/usr/local/cuda/lib64 -Xoffload-linker -lcudadevrt -L/usr/local/cuda/lib64 -lcudadevrt -lcudart_static -ldl -lrt -pthread"
P="-Xarch_device -fpass-plugin=$PLUGIN"
rb() { echo "-Xarch_device -mllvm=-dpagg-runtime-bitcode=$W/$1.bc"; }
pool() { echo "-Xarch_device -mllvm=-dpagg-pool-size=$1"; }
WARP="-Xarch_device -mllvm=-dpagg-scope=warp"
b() { local name=$1; shift; $CL "$@" $SRC -o $O/$name $LNK && strip $O/$name && echo built $name; }
$R/utils/dpagg-clang++ --dpagg-disable -O3 $H/v2_mix.cu -o $O/v2_mix
if [ -n "$WD" ]; then
  SRC="-I $R/test/GPU/Inputs -I $R/include $R/test/GPU/null_stream_pool_full.cu $H/watchdog_host.cu"
  b wd_warp_32m $P $(rb rt) $WARP & b wd_warp_512m $P $(rb rt) $WARP $(pool 536870912) & wait
  b wd_dpagg_32m $P $(rb rt)
fi
SRC="-I $R/test/GPU/Inputs -I $R/include $R/test/GPU/null_stream_pool_full.cu"
b gate_dpagg $P $(rb rtgate) & b gate_warp $P $(rb rtgate) $WARP & wait
b gate_pool1m $P $(rb rtgate) $(pool 1048576) & b gate_pool64k $P $(rb rtgate) $(pool 65536) & wait
b gate_tiny $P $(rb rtgate) $(pool 4096) & b gate_warp_tiny $P $(rb rtgate) $WARP $(pool 4096) & wait
cp $H/run-s9.sh $O/run.sh
