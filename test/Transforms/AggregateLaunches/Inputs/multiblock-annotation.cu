// Multiblock scope asked by the kernel: DPAGG_SCOPE_MULTIBLOCK(N) names the
// scope and its group's blocks; an N out of range is ignored (the option's
// is used). multiblock-scope-groups-consecutive-blocks.ll.
#include "dpagg/dpagg.h"

__global__ DPAGG_SCOPE_MULTIBLOCK(4) void child4(int *Out) {
  Out[blockIdx.x * blockDim.x + threadIdx.x] = 1;
}
__global__ DPAGG_SCOPE_MULTIBLOCK(0) void child_bad(int *Out) {
  Out[blockIdx.x * blockDim.x + threadIdx.x] = 2;
}
__global__ void child(int *Out) {
  Out[blockIdx.x * blockDim.x + threadIdx.x] = 3;
}

__global__ void launch4(int *Out) {
  child4<<<1, 32>>>(Out + 32 * (blockIdx.x * blockDim.x + threadIdx.x));
}
__global__ void launch_bad(int *Out) {
  child_bad<<<1, 32>>>(Out + 32 * (blockIdx.x * blockDim.x + threadIdx.x));
}
__global__ void launch_plain(int *Out) {
  child<<<1, 32>>>(Out + 32 * (blockIdx.x * blockDim.x + threadIdx.x));
}
