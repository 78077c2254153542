// The strong definitions of pk_weak_callee.cu's weak device functions
// (another translation unit, linked with it by pk_build.sh; no main).
#include "../GPU/Inputs/GPUTest.cuh"

__device__ unsigned whereB() { return gputest::hash(2u, blockIdx.x, threadIdx.x); }
__device__ unsigned whereT() { return gputest::hash(2u, threadIdx.x); }
