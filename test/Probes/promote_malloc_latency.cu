// Probe (issue 24): what one thread pays on the device for malloc, free and a
// fire-and-forget launch (cycles of clock64, 8 rounds per run, 3 runs).
// Pinned for runtime/promote.cu: launch promotion took its records and pools
// from the device heap on a chain's critical path.
// Build: utils/dpagg-clang++ --dpagg-disable -O2 test/Probes/promote_malloc_latency.cu -o mp
#include <cstdio>
#include <cuda_runtime.h>
__global__ void child(int *x) { if (threadIdx.x == 0) atomicAdd(x, 1); }
__global__ void probe(long long *T, int *x) {
  for (int i = 0; i < 8; ++i) {
    long long t0 = clock64();
    void *p = malloc(6160);
    long long t1 = clock64();
    ((volatile int *)p)[0] = 1;
    long long t2 = clock64();
    free(p);
    long long t3 = clock64();
    child<<<1, 32, 0, cudaStreamFireAndForget>>>(x);
    long long t4 = clock64();
    T[i * 4 + 0] = t1 - t0; T[i * 4 + 1] = t3 - t2; T[i * 4 + 2] = t4 - t3; T[i*4+3] = (long long)(p != nullptr);
  }
}
int main() {
  long long *T; int *x;
  cudaMalloc(&T, 8 * 4 * 8); cudaMalloc(&x, 4);
  for (int r = 0; r < 3; ++r) {
    probe<<<1, 1>>>(T, x);
    cudaError_t e = cudaDeviceSynchronize();
    long long H[32]; cudaMemcpy(H, T, sizeof H, cudaMemcpyDeviceToHost);
    int clk; cudaDeviceGetAttribute(&clk, cudaDevAttrClockRate, 0);
    printf("run %d err %d (clock %d kHz): malloc/free/launch cycles:", r, (int)e, clk);
    for (int i = 0; i < 8; ++i) printf(" [%lld %lld %lld ok%lld]", H[i*4], H[i*4+1], H[i*4+2], H[i*4+3]);
    printf("\n");
  }
}
