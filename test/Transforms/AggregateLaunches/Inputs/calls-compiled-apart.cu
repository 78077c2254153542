// Input of calls-compiled-apart.ll.
#include <cuda_runtime.h>
extern __device__ int elsewhere(int);                          // another unit
__device__ __noinline__ int here(int x) { return x * 3 + 1; } // external
__device__ __noinline__ __attribute__((weak)) int replaceable(int x) {
  return x + 7;
}
static __device__ __noinline__ int internal_helper(int x) { return x - 1; }

__global__ void child(int *p, int v) { p[threadIdx.x] = v; }
__global__ void child_calls_elsewhere(int *p, int v) {
  p[threadIdx.x] = elsewhere(v);
}

__global__ void calls_elsewhere(int *p) {
  int v = elsewhere(threadIdx.x);
  child<<<1, 32>>>(p + 32 * threadIdx.x, v);
}
__global__ void __launch_bounds__(256) bounded_calls_elsewhere(int *p) {
  int v = elsewhere(threadIdx.x);
  child<<<1, 32>>>(p + 32 * threadIdx.x, v);
}
__global__ void calls_here(int *p) {
  int v = here(threadIdx.x);
  child<<<1, 32>>>(p + 32 * threadIdx.x, v);
}
__global__ void calls_replaceable(int *p) {
  int v = replaceable(threadIdx.x);
  child<<<1, 32>>>(p + 32 * threadIdx.x, v);
}
__global__ void calls_pointer(int *p, int (*f)(int)) {
  int v = f(threadIdx.x);
  child<<<1, 32>>>(p + 32 * threadIdx.x, v);
}
__global__ void calls_internal(int *p) {
  int v = internal_helper(threadIdx.x);
  child<<<1, 32>>>(p + 32 * threadIdx.x, v);
}
__global__ void launches_child_calling_elsewhere(int *p) {
  child_calls_elsewhere<<<1, 32>>>(p + 32 * threadIdx.x, threadIdx.x);
}
