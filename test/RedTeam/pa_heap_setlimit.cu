// Red team of launch promotion P and PA (runtime/promote.cu): the runtime
// calls malloc and free (its heap fallback) in every module that promotes,
// in a program that itself never calls them. The CUDA runtime API says of
// cudaDeviceSetLimit: "Setting cudaLimitMallocHeapSize must not be
// performed after launching any kernel that uses the malloc() or free()
// device system calls - in such case cudaErrorInvalidValue will be
// returned."
//
// The program runs a promotable chain (`step`, no malloc anywhere in the
// program), then sets the heap size to 64 MiB, as it may: no kernel it
// launched uses malloc. It checks cudaDeviceSetLimit's result and that
// cudaDeviceGetLimit then reads at least 64 MiB, then checks the chain's
// values.
// Expected (not run here; no GPU): .base, .dpagg PASS; .p and .pa FAIL
// ("set limit after the chain: cudaErrorInvalidValue") if the driver
// enforces the documented rule for kernels whose code calls malloc/free
// (the promoted step reaches the runtime's fallback); PASS if it does not
// (then nothing differs). A fix: no heap fallback (records and pools only
// from the slabs, the link as written past them), so the promoted code
// calls neither.
// Exit 0 right, 1 wrong, 2 CUDA error (before the limit).
#include "../../test/GPU/Inputs/GPUTest.cuh"

constexpr int Steps = 30;

__global__ void step(unsigned *Values, int I, unsigned Prev) {
  __shared__ unsigned S[64];
  S[threadIdx.x] = gputest::hash(Prev, I, threadIdx.x);
  __syncthreads();
  unsigned Sum = 0;
  for (int K = 0; K < 64; ++K)
    Sum += S[K];
  if (threadIdx.x == 0 && I + 1 < Steps)
    step<<<1, 64>>>(Values, I + 1, Sum);
  if (threadIdx.x == 0)
    Values[I] = Sum;
}

int main() {
  gputest::Test T("pa_heap_setlimit");
  std::vector<unsigned> Want(Steps);
  unsigned Prev = 0;
  for (int I = 0; I < Steps; ++I) {
    unsigned Sum = 0;
    for (unsigned K = 0; K < 64; ++K)
      Sum += gputest::hash(Prev, I, K);
    Want[I] = Prev = Sum;
  }
  unsigned *DValues = gputest::alloc<unsigned>(Steps);
  gputest::poison(DValues, Steps);
  step<<<1, 64>>>(DValues, 0, 0u);
  CK_SYNC();
  size_t Want64 = size_t(64) << 20, Got = 0;
  cudaError_t Set = cudaDeviceSetLimit(cudaLimitMallocHeapSize, Want64);
  cudaError_t Get = cudaDeviceGetLimit(&Got, cudaLimitMallocHeapSize);
  cudaGetLastError(); // the limit's error is not sticky; clear it anyway
  printf("set limit after the chain: %s; get: %s, %zu bytes\n",
         cudaGetErrorName(Set), cudaGetErrorName(Get), Got);
  std::vector<int> Codes = {(int)Set, (int)Get, Got >= Want64 ? 1 : 0};
  T.compare("limit (set, get, >= 64 MiB)", Codes, std::vector<int>{0, 0, 1});
  T.compare("values", gputest::download(DValues, Steps), Want);
  return T.finish();
}
