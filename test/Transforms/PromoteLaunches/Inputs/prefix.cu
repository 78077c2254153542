// PO and PAO (PromoteLaunches.h, "PO and PAO"; test/Transforms/
// PromoteLaunches/prefix-*.test read prefix.ll): one kernel per behaviour of
// the acquire point, each a chain step launched by thread 0 while i + 1 < n
// with a carry its prologue computed (postponed).
#include <cuda_runtime.h>

// The whole block scan runs before the acquire: it reads `in` (int) through
// a parameter the link computes at entry, and every store of the kernel is
// of long long (TBAA sets them apart) or to shared memory; the acquire goes
// before the first use of the carry.
__global__ void scan(const int *in, long long *out, int n, int i,
                     long long carry) {
  __shared__ long long s[256];
  int t = threadIdx.x;
  s[t] = in[i * 256 + t];
  __syncthreads();
  for (int d = 1; d < 256; d *= 2) {
    long long v = t >= d ? s[t - d] : 0;
    __syncthreads();
    s[t] += v;
    __syncthreads();
  }
  long long next = s[255] + carry;
  if (t == 0 && i + 1 < n)
    scan<<<1, 256>>>(in, out, n, i + 1, next);
  out[i * 256 + t] = s[t] + carry;
}

// The same types read and written (int): TBAA cannot set the load apart
// from the store, and an in-place chain (out == in, step i writing what
// step i + 1 reads) would break: the load stays after the acquire.
__global__ void same_type(const int *in, int *out, int n, int i, int carry) {
  int x = in[i * 64 + threadIdx.x] + 1;
  if (threadIdx.x == 0 && i + 1 < n)
    same_type<<<1, 64>>>(in, out, n, i + 1, carry + x);
  out[(i + 1) * 64 + threadIdx.x] = x + carry;
}

// __restrict__ does not help: it speaks of one instance of the kernel, and
// step i may write (through out) what step i + 1 reads (through in) without
// breaking it. The load stays after the acquire.
__global__ void restricted(const int *__restrict__ in, int *__restrict__ out,
                           int n, int i, int carry) {
  int x = in[i * 64 + threadIdx.x] + 1;
  if (threadIdx.x == 0 && i + 1 < n)
    restricted<<<1, 64>>>(in, out, n, i + 1, carry + x);
  out[(i + 1) * 64 + threadIdx.x] = x + carry;
}

// A global store (of float, apart from the int load) ends the prefix.
__global__ void stores(const int *in, float *f, int n, int i, int carry) {
  int x = in[i * 64 + threadIdx.x] * 3;
  f[i * 64 + threadIdx.x] = x;
  if (threadIdx.x == 0 && i + 1 < n)
    stores<<<1, 64>>>(in, f, n, i + 1, carry + x);
  f[i * 64 + threadIdx.x + 1] = carry;
}

// The pointer is a parameter the parent computes late (its prologue's
// value): the load stays after the acquire.
__global__ void late_pointer(const int *in, long long *out, int n, int i) {
  int x = in[threadIdx.x];
  if (threadIdx.x == 0 && i + 1 < n)
    late_pointer<<<1, 64>>>(in + (x & 7), out, n, i + 1);
  out[i * 64 + threadIdx.x] = x;
}

// An early return before the link: the acquire cannot follow it (not every
// thread passes a later point before the link), so it goes before the
// branch.
__global__ void early_return(const int *in, long long *out, int n, int i,
                             int width, long long carry) {
  int t = threadIdx.x;
  if (t >= width)
    return;
  if (t == 0 && i + 1 < n)
    early_return<<<1, 64>>>(in, out, n, i + 1, width, carry + in[t]);
  out[i * 64 + t] = carry;
}

// A loop with a barrier whose trip count is the same for every thread
// (blockDim.x) runs before the acquire.
__global__ void loop_barrier(const int *in, long long *out, int n, int i,
                             long long carry) {
  __shared__ long long s[1024];
  int t = threadIdx.x;
  s[t] = in[i * 1024 + t];
  for (int d = 1; d < blockDim.x; d *= 2) {
    __syncthreads();
    s[t] += s[t ^ d];
  }
  __syncthreads();
  if (t == 0 && i + 1 < n)
    loop_barrier<<<1, blockDim.x>>>(in, out, n, i + 1, carry + s[0]);
  out[i * 1024 + t] = s[t] + carry;
}

// Threads reach a barrier by different paths (valid on sm_70 and later:
// every thread arrives once): the prefix ends before the branch.
__global__ void split_barrier(const int *in, long long *out, int n, int i,
                              long long carry) {
  __shared__ long long s[64];
  int t = threadIdx.x;
  if (t < 16) {
    s[t] = 1;
    __syncthreads();
  } else {
    s[t] = 2;
    __syncthreads();
  }
  if (t == 0 && i + 1 < n)
    split_barrier<<<1, 64>>>(in, out, n, i + 1, carry + s[1]);
  out[i * 64 + t] = s[t] + carry;
}

// An atomic elsewhere in the kernel: it could order another grid's write
// of `in` before the parent's launch, so no global load runs early.
__global__ void counts(const int *in, long long *out, int *hits, int n, int i,
                       long long carry) {
  int x = in[i * 64 + threadIdx.x];
  if (threadIdx.x == 0 && i + 1 < n)
    counts<<<1, 64>>>(in, out, hits, n, i + 1, carry + x);
  out[i * 64 + threadIdx.x] = x + carry;
  if (x == 0)
    atomicAdd(hits, 1);
}

// The guard reads a postponed parameter (the budget the prologue spends):
// PO runs the prefix early (the parent knows every argument when it
// launches), PAO does not (block d publishes block d+1's parameters before
// its own acquire).
__global__ void spends(const int *in, long long *out, int i, int budget) {
  int x = in[i * 64 + threadIdx.x] & 1;
  if (threadIdx.x == 0 && budget > 0)
    spends<<<1, 64>>>(in, out, i + 1, budget - 1 - x);
  out[i * 64 + threadIdx.x] = x;
}
