// A launch whose child takes a pointer, a scalar and a by-value struct.
#include <cuda_runtime.h>
struct Tile { int x0, y0, w, h; float scale; };
__global__ void child(float *out, int n, Tile t) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n && i < t.w * t.h)
    out[t.x0 + i] = t.scale * (float)(t.y0 + i);
}
__global__ void parent(float *out, int n) {
  Tile t = {int(threadIdx.x), 2, n, 4, 0.5f};
  child<<<(n + 127) / 128, 128>>>(out, n, t);
}
