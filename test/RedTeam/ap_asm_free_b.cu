// test/RedTeam/ap_asm_free_b.cu: unit B of ap_asm_free (see there).
#include "ap_common.cuh"

__device__ __forceinline__ int asmCudaFree(void *p) {
  int rc;
  asm volatile("{\n\t"
               ".param .b64 ap_a;\n\t"
               ".param .b32 ap_r;\n\t"
               "st.param.b64 [ap_a], %1;\n\t"
               "call.uni (ap_r), __cudaCDP2Free, (ap_a);\n\t"
               "ld.param.b32 %0, [ap_r];\n\t"
               "}"
               : "=r"(rc)
               : "l"(p)
               : "memory");
  return rc;
}

__global__ void bFreeAsmK(void **ptrs, const unsigned *sizes, int n, int sel,
                          unsigned idBase, unsigned long long *err) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n || (i & 1) != sel || !ptrs[i])
    return;
  if (!apCheck(ptrs[i], sizes[i], idBase + i))
    atomicAdd(&err[ERR_PATTERN], 1ull);
  if (asmCudaFree(ptrs[i]) != 0)
    atomicAdd(&err[ERR_RC], 1ull);
  ptrs[i] = nullptr;
}

// B's ordinary frees (never given A's pointers): they also keep
// __cudaCDP2Free declared in B's PTX for the assembly above.
__global__ void bFreePlain(void *p, int *rc) { *rc = cudaFree(p); }

void bFreeAsm(void **ptrs, const unsigned *sizes, int n, int sel,
              unsigned idBase, unsigned long long *err) {
  bFreeAsmK<<<n / 256, 256>>>(ptrs, sizes, n, sel, idBase, err);
  bFreePlain<<<1, 1>>>(nullptr, reinterpret_cast<int *>(err + ERR_OTHER));
  CK(cudaGetLastError());
  CK(cudaDeviceSynchronize());
}
