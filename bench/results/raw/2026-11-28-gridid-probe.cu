#include <cstdio>
__device__ unsigned long long gid() { unsigned long long g; asm volatile("mov.u64 %0, %%gridid;" : "=l"(g)); return g; }
__global__ void leaf(int d) { if (threadIdx.x == 0) printf("depth %d block %d gridid %llx\n", d, blockIdx.x, gid()); }
__global__ void mid(int d) {
  if (threadIdx.x == 0) printf("depth %d block %d gridid %llx\n", d, blockIdx.x, gid());
  if (threadIdx.x == 0 && d < 4) mid<<<2, 32>>>(d + 1);
  if (threadIdx.x == 0 && d == 4) leaf<<<1, 32, 0, cudaStreamFireAndForget>>>(d + 1);
}
int main() {
  for (int r = 0; r < 2; ++r) { mid<<<2, 32>>>(0); printf("sync %d\n", (int)cudaDeviceSynchronize()); }
  return 0;
}
