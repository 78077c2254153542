// Red team, issue 21 items 18 and 19: cuda_fp16.hpp writes `.reg.b32 f;`
// (no space before the type) inside braces, in hsqrt, hrsqrt, hexp, hlog,
// hsin, hcos and more (34 statements). inlineAsmDeclaration took
// `.reg.b32` for a directive other than .reg and refused every child that
// uses them: aggregation lost, nothing wrong.
#include <cuda_fp16.h>
__global__ void half_sqrt(float *o) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  o[i] = __half2float(hsqrt(__float2half(o[i])));
}
__global__ void parent(float *o) { half_sqrt<<<1, 32>>>(o + threadIdx.x * 32); }
