// Probe: does a device-side launch of a kernel whose registers do not fit
// the block size fail synchronously (an error from the launch call, the
// child never runs), as DPAgg's fallback for an aggregated child without a
// register bound assumes? Build: utils/dpagg-clang++ --dpagg-disable -O3
// test/Probes/heavy_child_launch.cu -o heavy; run on the GPU.
#include <cstdio>
#include <cuda_runtime.h>

__global__ void heavy(float *out, const float *in, int n) {
  float a[64];
#pragma unroll
  for (int i = 0; i < 64; ++i)
    a[i] = in[(threadIdx.x * 64 + i) % n];
  float s = 0;
#pragma unroll
  for (int j = 0; j < 8; ++j)
#pragma unroll
    for (int i = 0; i < 64; ++i)
      s += a[i] * a[(i * 7 + j) % 64];
  out[threadIdx.x] = s;
}

__device__ int g_err[3];
__device__ int g_ran;

__global__ void countRan(float *out) { atomicAdd(&g_ran, 1); }

__global__ void parent(float *out, const float *in, int n) {
  heavy<<<1, 1024>>>(out, in, n);
  g_err[0] = (int)cudaGetLastError();
  heavy<<<1, 256>>>(out, in, n);
  g_err[1] = (int)cudaGetLastError();
  cudaFuncAttributes A;
  g_err[2] = cudaFuncGetAttributes(&A, (const void *)heavy) == cudaSuccess
                 ? A.maxThreadsPerBlock
                 : -1;
}

int main() {
  float *out, *in;
  cudaMalloc(&out, 4096 * 4);
  cudaMalloc(&in, 4096 * 4);
  cudaMemset(in, 0, 4096 * 4);
  cudaMemset(out, 0xff, 4096 * 4);
  parent<<<1, 1>>>(out, in, 4096);
  cudaError_t E = cudaDeviceSynchronize();
  int err[3];
  cudaMemcpyFromSymbol(err, g_err, sizeof err);
  float o[1024];
  cudaMemcpy(o, out, sizeof o, cudaMemcpyDeviceToHost);
  cudaFuncAttributes A;
  cudaFuncGetAttributes(&A, heavy);
  printf("sync %d; heavy: %d registers, maxThreadsPerBlock host %d device %d\n",
         (int)E, A.numRegs, A.maxThreadsPerBlock, err[2]);
  printf("device launch with 1024 threads: error %d (%s); with 256: error %d\n",
         err[0], cudaGetErrorString((cudaError_t)err[0]), err[1]);
  printf("out[300] after the runs: %g (0 if the 256-thread launch ran; "
         "out[300] is only written by a 1024-thread block: %s)\n",
         o[300], o[300] == 0 ? "?" : "not written");
  return 0;
}
