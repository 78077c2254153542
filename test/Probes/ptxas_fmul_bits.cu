// ptxas_fmul_bits: does ptxas drop a float multiply whose result's bits feed
// integer arithmetic? (issue 26, found by fuzz seed 2131 at the serialization
// default; SerialChild.h). Each kernel computes, per element, an integer hash
// of the bits of floats made as (float)(x & 0xffff) * c; the host computes
// the same. A row "WRONG ... N equal to the product dropped" means the GPU's
// value is that of the expression without its multiply.
//
// Build (no DPAgg; clang and nvcc give the same verdicts):
//   utils/dpagg-clang++ --dpagg-disable -O3 test/Probes/ptxas_fmul_bits.cu -o pb
//   nvcc -O3 -arch=sm_90 -rdc=true test/Probes/ptxas_fmul_bits.cu -o pb.nvcc -lcudadevrt
//   nvcc -O3 -arch=sm_90 -Xptxas -O0 test/Probes/ptxas_fmul_bits.cu -o pb.nvcc0
// Results: ptxas_fmul_bits-results.md.
#include <cstdio>
#include <cstdint>
#include <cstring>
#include <cuda_runtime.h>
__host__ __device__ inline uint32_t bitsf(float f) { uint32_t u; memcpy(&u, &f, 4); return u; }
__host__ __device__ inline uint32_t mix(uint32_t H, uint32_t V) { H ^= V * 0xcc9e2d51u; H = (H << 15) | (H >> 17); return H * 0x1b873593u + 0xe6546b64u; }
#define K(name, expr) \
  __host__ __device__ uint32_t name##_f(unsigned w) { return expr; } \
  __global__ void name(const unsigned *in, uint32_t *out, int n) { int i = blockIdx.x * blockDim.x + threadIdx.x; if (i < n) out[i] = name##_f(in[i]); }
K(k_mul, bitsf((float)((w * 3) & 0xffff) * 0.25f) * 0xcc9e2d51u)
K(k_mix, mix(0x23c9c9d7u, bitsf((float)((w * 3) & 0xffff) * 0.25f)))
K(k_mix2, mix(mix(0x23c9c9d7u, bitsf((float)((w * 3) & 0xffff) * 0.25f)), bitsf((float)((w * 6 + 3) & 0xffff) * 0.25f)))
K(k_mix_half, mix(0x23c9c9d7u, bitsf((float)((w * 3) & 0xffff) * 0.5f)))
K(k_mix_three, mix(0x23c9c9d7u, bitsf((float)((w * 3) & 0xffff) * 3.0f)))
K(k_xor, bitsf((float)((w * 3) & 0xffff) * 0.25f) ^ 0x23c9c9d7u)
K(k_add, bitsf((float)((w * 3) & 0xffff) * 0.25f) + 0x23c9c9d7u)
K(k_two, mix(0x23c9c9d7u, bitsf((float)((w * 3) & 0xffff) * 0.25f)) ^ mix(0x11u, bitsf((float)((w * 3) & 0xffff) * 0.25f)))
__host__ __device__ inline float vol(float f) {
#ifdef __CUDA_ARCH__
  volatile float t[1]; t[0] = f; return t[0];
#else
  return f;
#endif
}
K(k_mix2_vol, mix(mix(0x23c9c9d7u, bitsf(vol((float)((w * 3) & 0xffff) * 0.25f))), bitsf(vol((float)((w * 6 + 3) & 0xffff) * 0.25f))))
K(k_mix2_b, mix(mix(0x23c9c9d7u, bitsf((float)((w * 3) & 0xffff) * 0.5f)), bitsf((float)((w * 6 + 3) & 0xffff) * 0.5f)))
K(k_mix2_c, mix(mix(0x23c9c9d7u, bitsf((float)((w * 3) & 0xffff) * 3.0f)), bitsf((float)((w * 6 + 3) & 0xffff) * 3.0f)))
K(k_mix2_d, mix(mix(0x23c9c9d7u, bitsf((float)((w * 3) & 0xffff))), bitsf((float)((w * 6 + 3) & 0xffff))))
__device__ __attribute__((weak)) unsigned opaque_zero_probe = 0;
__host__ __device__ inline float opq(float f) {
#ifdef __CUDA_ARCH__
  unsigned z, u = __float_as_uint(f), r;
  asm("ld.global.u32 %0, [%1];" : "=r"(z) : "l"(&opaque_zero_probe));
  asm("xor.b32 %0, %1, %2;" : "=r"(r) : "r"(u), "r"(z));
  return __uint_as_float(r);
#else
  return f;
#endif
}
K(k_mix2_opq, mix(mix(0x23c9c9d7u, bitsf(opq((float)((w * 3) & 0xffff) * 0.25f))), bitsf(opq((float)((w * 6 + 3) & 0xffff) * 0.25f))))
K(k_mix2_c_opq, mix(mix(0x23c9c9d7u, bitsf(opq((float)((w * 3) & 0xffff) * 3.0f))), bitsf(opq((float)((w * 6 + 3) & 0xffff) * 3.0f))))
#define CK(x) do { cudaError_t e = (x); if (e != cudaSuccess) { printf("%s: %s\n", #x, cudaGetErrorString(e)); return 2; } } while (0)
typedef uint32_t (*HF)(unsigned);
typedef void (*KF)(const unsigned *, uint32_t *, int);
int main() {
  const int n = 1 << 16; unsigned *in; uint32_t *out; static unsigned h_in[n]; static uint32_t h_out[n];
  for (int i = 0; i < n; ++i) h_in[i] = (unsigned)i * 2654435761u + 12345u;
  CK(cudaMalloc(&in, n * 4)); CK(cudaMalloc(&out, n * 4)); CK(cudaMemcpy(in, h_in, n * 4, cudaMemcpyHostToDevice));
  struct { const char *name; KF k; HF h; } T[] = {
#define E(name) {#name, name, name##_f}
    E(k_mul), E(k_mix), E(k_mix2), E(k_mix_half), E(k_mix_three), E(k_xor), E(k_add), E(k_two), E(k_mix2_vol), E(k_mix2_b), E(k_mix2_c), E(k_mix2_d), E(k_mix2_opq), E(k_mix2_c_opq)};
  int fails = 0;
  for (auto &t : T) {
    CK(cudaMemset(out, 0xff, n * 4)); t.k<<<n / 256, 256>>>(in, out, n); CK(cudaGetLastError()); CK(cudaDeviceSynchronize());
    CK(cudaMemcpy(h_out, out, n * 4, cudaMemcpyDeviceToHost));
    int bad = 0, asD = 0; for (int i = 0; i < n; ++i) { bad += h_out[i] != t.h(h_in[i]); asD += h_out[i] == k_mix2_d_f(h_in[i]); }
    printf("%-12s %s (%d of %d wrong; %d equal to the product dropped) out[1] %08x want %08x\n", t.name, bad ? "WRONG" : "ok", bad, n, asD, h_out[1], t.h(h_in[1])); fails += bad != 0;
  }
  return fails ? 1 : 0;
}
