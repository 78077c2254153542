// Input of ../block-state-no-shared-memory.ll.
__global__ void child(int *p, int v) { p[threadIdx.x] = v; }

// Threads past n return early, the others launch: block scope, and both
// returns give back the block's state slot.
__global__ void two_returns(int *p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  p[i] = 0;
  child<<<1, 32>>>(p + 32 * i, i);
}

// A PTX exit ends a thread without returning (n is the same in every
// thread, so the block still reaches the launch together): warp scope.
__global__ void asm_exit(int *p, int n) {
  if (n < 0)
    asm volatile("exit;");
  child<<<1, 32>>>(p + 32 * threadIdx.x, n);
}

// A trap ends the whole grid, not one thread: block scope stays.
__global__ void asm_trap(int *p, int n) {
  if (n < 0)
    asm volatile("trap;");
  child<<<1, 32>>>(p + 32 * threadIdx.x, n);
}

// llvm.nvvm.exit ends the calling thread: warp scope.
__global__ void nvvm_exit(int *p, int n) {
  if (n < 0)
    __nvvm_exit();
  child<<<1, 32>>>(p + 32 * threadIdx.x, n);
}

// A function of another translation unit may end the thread: warp scope.
extern __device__ void elsewhere(int *p);
__global__ void calls_elsewhere(int *p, int n) {
  elsewhere(p);
  child<<<1, 32>>>(p + 32 * threadIdx.x, n);
}

// The same through a function of this module: warp scope.
__device__ __noinline__ void leave(int n) {
  if (n < 0)
    asm volatile("exit;");
}
__global__ void exit_in_callee(int *p, int n) {
  leave(n);
  child<<<1, 32>>>(p + 32 * threadIdx.x, n);
}
