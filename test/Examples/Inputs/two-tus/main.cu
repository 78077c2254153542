#include <cstdio>
void run_a(int*); void run_b(int*);
int main() { int *p; cudaMalloc(&p, 64*32*4); run_a(p); run_b(p); printf("%s\n", cudaGetErrorString(cudaDeviceSynchronize())); }
