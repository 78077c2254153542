#include <cuda_runtime.h>
#include <cstdint>
__global__ void child(uint32_t *o, int j, char a0, float a1, char a2) { o[threadIdx.x] = j + a0 + a2 + (int)a1; }
__global__ void parent(const int *in, uint32_t *out) {
  const unsigned lin = blockIdx.x * blockDim.x + threadIdx.x;
  const unsigned v = (unsigned)in[lin];
#pragma unroll 3
  for (int i = 0; i < 3; ++i) {
    const int j = i;
    const char a0 = (char)((v ^ 1637631105u) + (unsigned)j * 3u);
    const float a1 = 1.0f;
    const char a2 = (char)((v ^ 1637633059u) + (unsigned)j * 7u);
    child<<<dim3(3u, 1u, 1u), dim3(2u, 1u, 2u), 0, cudaStreamFireAndForget>>>(out + ((size_t)lin * 3u + (unsigned)j) * 13u + 1, j, a0, a1, a2);
    out[((size_t)lin * 3u + (unsigned)j) * 13u] = (uint32_t)cudaGetLastError();
  }
}
