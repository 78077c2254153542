#include <cstdio>
__global__ void child_b(int *p) { p[threadIdx.x] += 1; }
__global__ void parent_b(int *p) { child_b<<<1, 32>>>(p + 32 * threadIdx.x); }
void run_b(int *p) { parent_b<<<1, 64>>>(p); }
