// By-value structs of more than 64 bytes, which NVPTX would copy a byte at a
// time: one the child only reads, two it writes (its private copy).
#include <cuda_runtime.h>
struct Big { int v[24]; };
struct Huge { int v[50]; };
__global__ void reader(int *out, Big b) {
  int i = threadIdx.x;
  out[i] = b.v[i % 24];
}
__global__ void writer(int *out, Big b) {
  int i = threadIdx.x;
  b.v[i % 24] += i;
  out[i] = b.v[(i + 1) % 24];
}
__global__ void writer_huge(int *out, Huge h) {
  int i = threadIdx.x;
  h.v[i % 50] += i;
  out[i] = h.v[(i + 1) % 50];
}
__global__ void parent(int *out, Big b, Huge h) {
  reader<<<1, 32>>>(out, b);
  writer<<<1, 32>>>(out + 32, b);
  writer_huge<<<1, 32>>>(out + 64, h);
}
