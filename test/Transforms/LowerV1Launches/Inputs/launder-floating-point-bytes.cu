#include <cuda_runtime.h>

struct Mixed {
  short S;
  double D;
};

__global__ void child(unsigned long long *Out, double A, float B, Mixed M,
                      long long Bits, char C);

// Every kind of value a launch stores: computed doubles and floats, a struct
// copied in with a memcpy, an integer made from a double's bits, a byte, a
// kernel parameter (left as it is) and a constant.
__global__ void parent(const int *In, unsigned long long *Out, double P) {
  int V = In[threadIdx.x];
  double D = (double)V * 0.1;
  Mixed M;
  M.S = (short)V;
  M.D = D * 3.0;
  child<<<1, 1, 0, cudaStreamFireAndForget>>>(
      Out + threadIdx.x, D, (float)V * 0.3f, M, __double_as_longlong(D * 7.0),
      (char)V);
  child<<<1, 1, 0, cudaStreamFireAndForget>>>(Out, P, 1.5f, M, 7, 'x');
}
