// Rule (6b) of PromoteLaunches.h (noncoherent-reads.test reads
// noncoherent.ll): reads through the non-coherent path.
#include <cuda_runtime.h>

// Promoted: its own __ldg of what the previous step wrote before the link
// becomes a plain load in K' and K'' (the host's kernel keeps it).
__global__ void own(const unsigned *w, unsigned *out, int i) {
  unsigned v = i ? __ldg(w + i - 1) : 0u;
  out[i] = v + 1;
  if (threadIdx.x == 0 && i < 8)
    own<<<1, 32>>>(out, out, i + 1);
}

// Refused: a callee reads through __ldg (it is not cloned).
__device__ __noinline__ unsigned peek(const unsigned *p) { return __ldg(p); }
__global__ void callee(const unsigned *w, unsigned *out, int i) {
  unsigned v = i ? peek(w + i - 1) : 0u;
  out[i] = v + 1;
  if (threadIdx.x == 0 && i < 8)
    callee<<<1, 32>>>(out, out, i + 1);
}
