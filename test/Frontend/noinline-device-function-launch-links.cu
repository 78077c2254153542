// A build that links without DPAgg must link with it: a launch in a
// __noinline__ __device__ function (clang leaves it out of line, so ptxas
// compiles it apart) is not aggregated, with a missed remark at the <<<>>>.
// Aggregating it inlined the runtime there, which raised the function's
// registers (68) above what its kernel's launch bounds allow (64 for 1024
// threads), and ptxas refused the build: "Entry function '_Z6parentPi' with
// max regcount of 64 calls function '_Z5spawnPi' with regcount of 68". The
// same with the user's own __launch_bounds__(1024) on the kernel. The device
// object then goes through the device link (nvlink, with cudadevrt).
// REQUIRES: nvptx-registered-target
// RUN: env DPAGG_PLUGIN=%dpagg_plugin DPAGG_GPU_ARCH=sm_90 \
// RUN:   %dpagg_src/utils/dpagg-clang++ -O3 -c -Rpass-missed=dpagg %s \
// RUN:   -o %t.o 2>&1 | FileCheck %s
// RUN: env DPAGG_PLUGIN=%dpagg_plugin DPAGG_GPU_ARCH=sm_90 \
// RUN:   %dpagg_src/utils/dpagg-clang++ -O3 -c -Rpass-missed=dpagg \
// RUN:   -DBOUNDS='__launch_bounds__(1024)' %s -o %t.bounds.o 2>&1 \
// RUN:   | FileCheck %s
// RUN: env DPAGG_PLUGIN=%dpagg_plugin DPAGG_GPU_ARCH=sm_90 \
// RUN:   %dpagg_src/utils/dpagg-clang++ -O3 -c --cuda-device-only \
// RUN:   -DBOUNDS='__launch_bounds__(1024)' %s -o %t.dev.o
// RUN: %nvlink -v %t.dev.o -o %t.cubin 2>&1 \
// RUN:   | FileCheck %s --check-prefix=LINK

// CHECK: noinline-device-function-launch-links.cu:[[@LINE+8]]:{{[0-9]+}}: remark: launch of child(int*, int) not aggregated: the launch is in spawn(int*), a device function not inlined into a kernel
// CHECK-NOT: error
// LINK: Function properties for '_Z6parentPi':

#ifndef BOUNDS
#define BOUNDS
#endif
__global__ void child(int *p, int n) { p[threadIdx.x] = n; }
__device__ __noinline__ void spawn(int *p) { child<<<1, 32>>>(p, 1); }
__global__ void BOUNDS parent(int *p) { spawn(p + threadIdx.x); }
