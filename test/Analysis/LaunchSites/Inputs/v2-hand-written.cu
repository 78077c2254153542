// V2 launches written by hand, the way nvcc expands <<<>>>: one into
// cudaStreamFireAndForget, one through the per-thread default stream entry.
#include <cuda_runtime.h>
__global__ void child(int t, float *p) { p[t] = t; }
__global__ void parent(float *p, int g) {
  int t = threadIdx.x;
  void *buf = cudaGetParameterBufferV2((void *)child, dim3(g), dim3(64), 32);
  if (buf) {
    *(int *)buf = t;
    *(float **)((char *)buf + 8) = p;
    cudaLaunchDeviceV2(buf, cudaStreamFireAndForget);
  }
  void *buf2 = cudaGetParameterBufferV2((void *)child, dim3(1), dim3(1), 0);
  if (buf2) {
    *(int *)buf2 = t + 1;
    *(float **)((char *)buf2 + 8) = p;
    cudaLaunchDeviceV2_ptsz(buf2, 0);
  }
}
