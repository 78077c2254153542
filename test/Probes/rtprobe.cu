// test/Probes/rtprobe.cu - CDP2 device-runtime facts DPAgg relies on (sticky
// errors, invalid configurations, device-side cudaFuncGetAttributes, costs).
// Build: utils/dpagg-clang++ --dpagg-disable -O2 test/Probes/rtprobe.cu -o rtprobe
// Results: test/GPU/results/2026-11-24-h100-rtprobe.md

#include <cstdio>
#include <cuda_runtime.h>
__global__ void child(int *C) { if (threadIdx.x == 0 && blockIdx.x == 0) atomicAdd(C, 1); }
__global__ __launch_bounds__(128) void lb128(int *C) { if (threadIdx.x == 0) atomicAdd(C, 1); }
__global__ void heavy(int *C, float *F) {
  // lots of registers
  float a[64];
#pragma unroll
  for (int i = 0; i < 64; ++i) a[i] = F[i * threadIdx.x % 97];
  float s = 0;
#pragma unroll
  for (int i = 0; i < 64; ++i) for (int j = 0; j < 64; ++j) s += a[i] * a[j] * (i ^ j);
  if (s == 12345.f) atomicAdd(C, 1);
  if (threadIdx.x == 0) atomicAdd(C, 1);
}
__device__ void show(const char *w, cudaError_t e) { printf("  %-48s -> %d (%s)\n", w, (int)e, cudaGetErrorName(e)); }
__global__ void parent(int *C, float *F, unsigned long long *T) {
  cudaError_t e;
  printf("1. sticky error after success\n");
  child<<<1, 2048>>>(C);
  show("launch block 2048, peek", cudaPeekAtLastError());
  child<<<1, 32>>>(C);
  show("then valid launch, peek", cudaPeekAtLastError());
  show("getlast", cudaGetLastError());
  show("getlast again", cudaGetLastError());
  printf("2. invalid configs\n");
  child<<<dim3(1), dim3(1, 1, 128)>>>(C); show("block z 128", cudaGetLastError());
  child<<<dim3(1, 70000), dim3(32)>>>(C); show("grid y 70000", cudaGetLastError());
  child<<<dim3(0), dim3(32)>>>(C); show("grid 0", cudaGetLastError());
  child<<<dim3(1), dim3(1024, 2)>>>(C); show("block 1024x2", cudaGetLastError());
  child<<<dim3(1), dim3(32), 49153>>>(C); show("shmem 49153", cudaGetLastError());
  child<<<dim3(1), dim3(32), 49152>>>(C); show("shmem 49152", cudaGetLastError());
  lb128<<<1, 256>>>(C); show("launch_bounds(128) with 256", cudaGetLastError());
  heavy<<<1, 1024>>>(C, F); show("heavy with 1024", cudaGetLastError());
  heavy<<<1, 256>>>(C, F); show("heavy with 256", cudaGetLastError());
  printf("3. GetParameterBufferV2 with invalid config\n");
  void *b = cudaGetParameterBufferV2((void *)child, dim3(1), dim3(2048), 0);
  printf("  buf %p\n", b); show("after getparambuf(2048) getlast", cudaGetLastError());
  if (b) { e = cudaLaunchDeviceV2(b, 0); show("launchV2 of that", e); show("getlast", cudaGetLastError()); }
  printf("4. cudaFuncGetAttributes\n");
  cudaFuncAttributes a;
  unsigned long long t0 = clock64();
  e = cudaFuncGetAttributes(&a, (const void *)heavy);
  unsigned long long t1 = clock64();
  show("funcattr heavy", e);
  printf("  heavy: maxThreads %d regs %d shared %zu maxDynShared %d, %llu cycles\n", a.maxThreadsPerBlock, a.numRegs, a.sharedSizeBytes, a.maxDynamicSharedSizeBytes, t1 - t0);
  t0 = clock64(); e = cudaFuncGetAttributes(&a, (const void *)lb128); t1 = clock64();
  printf("  lb128: maxThreads %d regs %d maxDyn %d, %llu cycles\n", a.maxThreadsPerBlock, a.numRegs, a.maxDynamicSharedSizeBytes, t1 - t0);
  t0 = clock64(); e = cudaFuncGetAttributes(&a, (const void *)child); t1 = clock64();
  printf("  child: maxThreads %d regs %d maxDyn %d, %llu cycles (2nd call)\n", a.maxThreadsPerBlock, a.numRegs, a.maxDynamicSharedSizeBytes, t1 - t0);
  t0 = clock64(); e = cudaPeekAtLastError(); t1 = clock64();
  printf("  peek: %llu cycles\n", t1 - t0);
  t0 = clock64(); child<<<1, 32>>>(C); t1 = clock64();
  printf("  one launch: %llu cycles\n", t1 - t0);
}
__global__ void gridid(unsigned long long *G) {
  unsigned long long g; asm volatile("mov.u64 %0, %%gridid;" : "=l"(g));
  if (threadIdx.x == 0) G[blockIdx.x] = g;
}
int main() {
  int *C; float *F; unsigned long long *G, *T;
  cudaMalloc(&C, 4); cudaMalloc(&F, 4096 * 4); cudaMemset(F, 0, 4096 * 4); cudaMalloc(&G, 64 * 8); cudaMalloc(&T, 64);
  cudaMemset(C, 0, 4);
  cudaFuncSetAttribute(child, cudaFuncAttributeMaxDynamicSharedMemorySize, 49152);
  parent<<<1, 1>>>(C, F, T);
  printf("parent: %s\n", cudaGetErrorString(cudaDeviceSynchronize()));
  int c; cudaMemcpy(&c, C, 4, cudaMemcpyDeviceToHost); printf("children ran: %d\n", c);
  cudaStream_t s[4]; for (int i = 0; i < 4; ++i) cudaStreamCreate(&s[i]);
  for (int i = 0; i < 4; ++i) gridid<<<1, 32, 0, s[i]>>>(G + i);
  gridid<<<1, 32>>>(G + 4); cudaDeviceSynchronize();
  unsigned long long h[5]; cudaMemcpy(h, G, 40, cudaMemcpyDeviceToHost);
  for (int i = 0; i < 5; ++i) printf("gridid[%d] = %llu\n", i, h[i]);
  return 0;
}
