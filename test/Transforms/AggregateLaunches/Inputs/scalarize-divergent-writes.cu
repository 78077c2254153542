// Scalarization of parameters written on divergent paths (issue 9, class 10):
// which writes a thread executed decides its bytes.
#include <cuda_runtime.h>
__global__ void child(int v, int *out) { out[threadIdx.x] = v; }
// Two paths, two stores: per thread, though each stored value is uniform.
__global__ void two_paths(int *out, int a, int b) {
  void *buf = cudaGetParameterBufferV2((void *)child, dim3(1), dim3(32), 0);
  int **o = (int **)((char *)buf + 8);
  *o = out + threadIdx.x * 32;
  if (threadIdx.x & 1) {
    *(volatile int *)buf = a;
  } else {
    *(volatile int *)buf = b;
  }
  cudaLaunchDeviceV2(buf, 0);
}
// A store of a, overwritten by b on some threads: per thread.
__global__ void overwritten(int *out, int a, int b) {
  void *buf = cudaGetParameterBufferV2((void *)child, dim3(1), dim3(32), 0);
  int **o = (int **)((char *)buf + 8);
  *o = out + threadIdx.x * 32;
  *(int *)buf = a;
  if (threadIdx.x & 1)
    *(volatile int *)buf = b;
  cudaLaunchDeviceV2(buf, 0);
}
// The select form: one store of a divergent value, per thread too.
__global__ void select_form(int *out, int a, int b) {
  child<<<1, 32>>>((threadIdx.x & 1) ? a : b, out + threadIdx.x * 32);
}
// One store on every path: uniform.
__global__ void one_store(int *out, int a) {
  child<<<1, 32>>>(a, out + threadIdx.x * 32);
}
