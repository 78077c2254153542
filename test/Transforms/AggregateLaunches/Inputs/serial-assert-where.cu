// A failing assert in a child reports the child's block and thread, read by
// __assertfail itself (serial-assert-where.ll).
#include <cassert>
__global__ void child(int *Out, int Bad) {
  assert(threadIdx.x != (unsigned)Bad);
  Out[threadIdx.x] = threadIdx.x;
}
__global__ void parent(int *Out, int Bad) {
  child<<<1, 32, 0, cudaStreamFireAndForget>>>(Out, Bad);
}
