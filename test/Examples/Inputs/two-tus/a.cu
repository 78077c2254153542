#include <cstdio>
__global__ void child_a(int *p) { p[threadIdx.x] += 1; }
__global__ void parent_a(int *p) { child_a<<<1, 32>>>(p + 32 * threadIdx.x); }
void run_a(int *p) { parent_a<<<1, 64>>>(p); }
