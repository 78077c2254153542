// Three V1 launches (clang's <<<>>>) in one kernel: an int dim3 grid, dim3
// configs with dynamic shared memory and no parameters, and a struct, char
// and pointer argument into the tail-launch stream under a divergent
// condition. Compiled at -O0 (header wrappers), -O2 (__cudaCDP2* after
// inlining) and with -fgpu-default-stream=per-thread (_ptsz).
#include <cuda_runtime.h>
struct Pair { int a; double b; };
__global__ void child(int t, float *p) { p[t] = t; }
__global__ void noargs() {}
__global__ void withstruct(Pair s, char c, float *out) { out[0] = s.b + c; }
__global__ void parent(float *p, Pair s, int n) {
  int t = threadIdx.x + blockIdx.x * blockDim.x;
  child<<<(n + 31) / 32, 32>>>(t, p);
  noargs<<<dim3(2, 3, 4), dim3(8, 8), 128>>>();
  if (t < n)
    withstruct<<<1, dim3(t, 2), 0, cudaStreamTailLaunch>>>(s, 'x', p);
}
