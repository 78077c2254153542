// Input of ../thread-exit-inline-asm.ll.
__global__ void child(int *p, int v) { p[threadIdx.x] = v; }

// Issue 21, item 20: a PTX `ret` in a kernel ends the thread without passing
// __dpagg_block_exit. n is the same in every thread, so the block reaches
// the launch together: only the way out keeps the kernel per warp.
__global__ void asm_ret(int *p, int n) {
  child<<<1, 32>>>(p + 32 * threadIdx.x, n);
  if (n < 0)
    asm volatile("ret;");
  p[threadIdx.x] = n;
}

// A guarded `ret` inside a scope with its own declarations.
__global__ void asm_guarded_ret(int *p, int n) {
  child<<<1, 32>>>(p + 32 * threadIdx.x, n);
  asm volatile("{\n\t.reg .pred p;\n\tsetp.lt.s32 p, %0, 0;\n\t@p ret;\n\t}"
               :
               : "r"(n));
  p[threadIdx.x] = n;
}

// A PTX call to a function the pass cannot see (declared in PTX by another
// asm statement of the program), which may end the thread: per warp.
__global__ void asm_call(int *p, int n) {
  child<<<1, 32>>>(p + 32 * threadIdx.x, n);
  asm volatile("call.uni leave_thread;");
  p[threadIdx.x] = n;
}

// An instruction the list does not know: per warp.
__global__ void asm_unknown(int *p, int n) {
  child<<<1, 32>>>(p + 32 * threadIdx.x, n);
  asm volatile("brkpt;");
  p[threadIdx.x] = n;
}

// `ret` in a function of this module (inlined or not, the asm is the same).
__device__ __noinline__ void leave_ret(int n) {
  if (n < 0)
    asm volatile("ret;");
}
__global__ void ret_in_callee(int *p, int n) {
  child<<<1, 32>>>(p + 32 * threadIdx.x, n);
  leave_ret(n);
  p[threadIdx.x] = n;
}

// A weak definition may be replaced by another unit's at link time.
__device__ __attribute__((weak, noinline)) void weak_hook(int *p) { p[0] = 1; }
__global__ __launch_bounds__(256) void calls_weak(int *p, int n) {
  child<<<1, 32>>>(p + 32 * threadIdx.x, n);
  weak_hook(p);
}

// Inline assembly that only computes, loads, stores and waits falls through:
// block scope stays. Comments and labels are not instructions.
__global__ void asm_falls_through(int *p, int n) {
  unsigned lane, v;
  asm volatile("mov.u32 %0, %%laneid; // ret;" : "=r"(lane));
  asm volatile("{\n\t.reg .u32 t;\n\tadd.u32 t, %1, 1;\n\tmov.u32 %0, t;\n\t}"
               : "=r"(v)
               : "r"(lane));
  asm volatile("membar.gl;\n\t/* exit; */" ::: "memory");
  asm volatile("" ::: "memory");
  child<<<1, 32>>>(p + 32 * threadIdx.x, n + (int)v);
}
