// Runs parent.cu's kernel and checks every element: prints "cross-tu: ok"
// and exits 0 when each was scaled exactly once.
#include <cstdio>
#include <cuda_runtime.h>
#include <vector>

cudaError_t run_parent(float *p, int n);

static int check(cudaError_t e, const char *what) {
  if (e == cudaSuccess)
    return 0;
  printf("cross-tu: %s: %s\n", what, cudaGetErrorString(e));
  return 1;
}

int main() {
  const int n = 64 * 32 * 8;
  std::vector<float> h(n);
  for (int i = 0; i < n; ++i)
    h[i] = float(i % 1000);
  float *d = nullptr;
  if (check(cudaMalloc(&d, n * sizeof(float)), "cudaMalloc") ||
      check(cudaMemcpy(d, h.data(), n * sizeof(float), cudaMemcpyHostToDevice),
            "cudaMemcpy") ||
      check(run_parent(d, n), "parent launch") ||
      check(cudaDeviceSynchronize(), "cudaDeviceSynchronize") ||
      check(cudaMemcpy(h.data(), d, n * sizeof(float), cudaMemcpyDeviceToHost),
            "cudaMemcpy back"))
    return 1;
  int wrong = 0;
  for (int i = 0; i < n; ++i)
    wrong += h[i] != 2.0f * float(i % 1000);
  if (wrong)
    printf("cross-tu: FAIL, %d of %d wrong\n", wrong, n);
  else
    printf("cross-tu: ok\n");
  return wrong != 0;
}
