// A tree walk: the kernel launches itself, and a noinline __device__ helper
// launches it too.
#include <cuda_runtime.h>
struct Node { int left, right; float val; };
__global__ void visit(const Node *tree, int node, int depth);
__device__ __noinline__ void spawn(const Node *tree, int node, int depth) {
  visit<<<1, 1, 0, cudaStreamFireAndForget>>>(tree, node, depth + 1);
}
__global__ void visit(const Node *tree, int node, int depth) {
  if (node < 0)
    return;
  if (threadIdx.x == 0 && depth < 16) {
    visit<<<1, 1>>>(tree, tree[node].left, depth + 1);
    spawn(tree, tree[node].right, depth);
  }
}
