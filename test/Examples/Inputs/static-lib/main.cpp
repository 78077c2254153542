// Host-only driver of the static-lib and cuda-lang examples: random input,
// CPU reference, exit status 0 only if the GPU result matches it everywhere.
#include "rows.h"

#include <cstdio>
#include <random>
#include <vector>

int main() {
  const int Rows = 3000, Cols = 77;
  unsigned Seed = std::random_device{}();
  std::mt19937 Gen(Seed);
  std::uniform_int_distribution<int> Dist(-1000, 1000);
  std::vector<int> In(size_t(Rows) * Cols), Out(In.size());
  for (int &V : In)
    V = Dist(Gen);
  if (scaleRowsOnGPU(In.data(), Out.data(), Rows, Cols))
    return 1;
  for (int R = 0; R < Rows; ++R)
    for (int C = 0; C < Cols; ++C) {
      int Want = In[size_t(R) * Cols + C] * (R + 1);
      int Got = Out[size_t(R) * Cols + C];
      if (Got != Want) {
        std::printf("FAIL (seed %u): row %d column %d: %d, want %d\n", Seed,
                    R, C, Got, Want);
        return 1;
      }
    }
  std::printf("PASS: %d rows of %d (seed %u)\n", Rows, Cols, Seed);
  return 0;
}
