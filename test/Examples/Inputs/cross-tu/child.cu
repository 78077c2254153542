// The child kernel, defined here and launched from parent.cu.
__global__ void scale_child(float *p, int n, float s) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    p[i] *= s;
}
