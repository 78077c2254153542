// test/RedTeam/ap_xtu.cu (+ ap_xtu_b.cu): two translation units, both built
// in program mode. Unit A (this file) and unit B each allocate (malloc and
// cudaMalloc with the out-pointer in global memory: the pointers escape, so
// only program mode aggregates them) and each frees the other's buffers and
// some of its own, in later kernels, in a permuted order (lanes of a warp
// free sub-buffers of different blocks; partial warps). Live buffers are
// checked byte by byte before each free and after a heap probe. Built
// twice: ap_xtu.* without -fgpu-rdc (each unit its own device module, so
// its own "weak" pool) and ap_xtu_rdc.* with -fgpu-rdc (one pool).
// Claim: PASS in every build (sub-buffers of one unit freed in another are
// released exactly once, nothing overlaps, cudaFree returns cudaSuccess).
#include "ap_xtu.cuh"

struct UnitB {
  static void alloc(const XSet &S, unsigned long long *err);
  static void freeSome(const XSet &S, int sel, int mod,
                       unsigned long long *err);
  static void check(const XSet &S, unsigned long long *err);
  static void probe(void **pr, int n, unsigned idBase, int doFree,
                    unsigned long long *err);
};

int main(int argc, char **argv) {
  return xRun<XUnit<0>, UnitB>(argc, argv, "ap_xtu");
}
