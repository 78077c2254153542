#!/usr/bin/env bash
# Builds the hang probe (README.md) into $O (default /work/main/.gpu/hang):
# the watchdog runtime (runtime/ + watch.patch) and the candidate
# lane-by-lane runtime (+ lane-by-lane.patch) as bitcode, passed to the
# plugin with -dpagg-runtime-bitcode, and the test with and without them.
# Env: PLUGIN (libDPAgg.so), TEST (ptds_loop_order.cu), O, W (work dir).
set -e
H=$(cd "$(dirname "$0")" && pwd)
R=$(cd "$H/../../.." && pwd)
W=${W:-$R/build-wd}; O=${O:-/work/main/.gpu/hang}
PLUGIN=${PLUGIN:-/work/main/build/lib/libDPAgg.so}
TEST=${TEST:-/work/wt/ptdsnull/test/GPU/ptds_loop_order.cu}
mkdir -p $W $O
RTCL="/usr/lib/llvm-22/bin/clang++ -x cuda -std=c++17 --cuda-path=/usr/local/cuda --cuda-gpu-arch=sm_80 -fgpu-rdc -D__CUDACC_RDC__ -Wno-unknown-cuda-version --cuda-device-only -nocudalib -O2 -emit-llvm -c -Wall -Werror -I$R/include"
runtime() { # dir patches...
  local d=$W/$1; shift; rm -rf $d; cp -r $R/runtime $d
  for p in "$@"; do (cd $d && patch -s -p1 < $H/$p); done
  for f in launch warp join block grid child alloc promote abi_layout; do
    $RTCL $d/$f.cu -o $d/$f.bc; done
  /usr/lib/llvm-22/bin/llvm-link $d/{launch,warp,join,block,grid,child,alloc,promote,abi_layout}.bc -o $d.bc
}
runtime rt watch.patch
runtime rt-lbl watch.patch lane-by-lane.patch
runtime rt-noagg watch.patch noagg.patch
runtime rt-fix # this tree's runtime as it is (the candidate fix, once committed)
CL="/usr/lib/llvm-22/bin/clang++ -x cuda -std=c++17 --cuda-path=/usr/local/cuda --cuda-gpu-arch=sm_90 -fgpu-rdc --offload-new-driver -D__CUDACC_RDC__ -Wno-unknown-cuda-version -O3"
LNK="-Xoffload-linker -L/usr/local/cuda/lib64 -Xoffload-linker -lcudadevrt -L/usr/local/cuda/lib64 -lcudadevrt -lcudart_static -ldl -lrt -pthread"
TD=$(dirname $TEST)
SRC="-I $TD/Inputs -I $TD -I $R/include $TEST $H/watchdog_host.cu"
P="-Xarch_device -fpass-plugin=$PLUGIN -DPTDS_IMPLICIT"
rb() { echo "-Xarch_device -mllvm=-dpagg-runtime-bitcode=$W/$1.bc"; }
pool() { echo "-Xarch_device -mllvm=-dpagg-pool-size=$1"; }
b() { local name=$1; shift; $CL "$@" $SRC -o $O/$name $LNK && echo built $name; }
b wd_1m $P $(rb rt) $(pool 1048576) & b wd_64k $P $(rb rt) $(pool 65536) & wait
b wd_tiny $P $(rb rt) $(pool 4096) &
b wd_tiny_warp $P $(rb rt) $(pool 4096) -Xarch_device -mllvm=-dpagg-scope=warp & wait
REP="-Xarch_device -mllvm=-dpagg-report-launch-errors"
b rep_1m $P $(pool 1048576) $REP & b rep_tiny $P $(pool 4096) $REP & wait
b fixed_lbl_tiny $P $(rb rt-lbl) $(pool 4096) &
b fixed_lbl_64k $P $(rb rt-lbl) $(pool 65536) & wait
b fixed_lbl_1m $P $(rb rt-lbl) $(pool 1048576) & b base -DPTDS_IMPLICIT & wait
b wd_noagg_1m $P $(rb rt-noagg) $(pool 1048576) &
b wd_noagg_64k $P $(rb rt-noagg) $(pool 65536) & wait
b fixed_rt_1m $P $(rb rt-fix) $(pool 1048576) &
b fixed_rt_64k $P $(rb rt-fix) $(pool 65536) & wait
b fixed_rt_tiny $P $(rb rt-fix) $(pool 4096) &
# The GPU test null_stream_pool_full, stock (main's runtime) and fixed.
NS="-I $R/test/GPU/Inputs -I $R/include $R/test/GPU/null_stream_pool_full.cu $H/watchdog_host.cu"
SRC=$NS; P="-Xarch_device -fpass-plugin=$PLUGIN"
b nspf_base & wait
b nspf_stock_pool1m $P $(pool 1048576) & b nspf_stock_tinypool $P $(pool 4096) & wait
b fixed_nspf_pool1m $P $(rb rt-fix) $(pool 1048576) &
b fixed_nspf_pool64k $P $(rb rt-fix) $(pool 65536) & wait
b fixed_nspf_tinypool $P $(rb rt-fix) $(pool 4096)
cp $H/run.sh $O/run.sh
