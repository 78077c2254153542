// Jacobi-style ping-pong: step I reads In (restrict const) and writes Out;
// the next step swaps them. Valid per step (In is not written in a step).
constexpr int B = 128;
__global__ void kPP(const float *__restrict__ In, float *__restrict__ Out,
                    int I, int Steps) {
  int T = threadIdx.x;
  float L = In[(T + B - 1) % B], R = In[(T + 1) % B];
  Out[T] = 0.5f * (L + R) + In[T] * 0.0f + 1.0f;
  if (T == 0 && I + 1 < Steps)
    kPP<<<1, B>>>(Out, (float *)In, I + 1, Steps);
}
