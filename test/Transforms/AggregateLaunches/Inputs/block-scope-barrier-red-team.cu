// Input of ../block-scope-barrier-red-team.ll.
__global__ void child(int *p, int v) { p[threadIdx.x] = v; }

// Barriers that wait for some threads, not for the block: a thread held at
// one before the launch may wait for a thread's arrival after it, which at
// block scope waits at the launch's barrier first. Every thread reaches
// every statement here (no branch), so the block-convergence rule, which
// looks at branches, sees nothing; only the barriers' operands (or guards
// inside inline assembly) tell the threads apart.

// Named barrier 1 of 64 threads: warp 1 waits there before its launch for
// warp 0, which arrives after its own (the other warps pass barriers of 32
// threads of their own). Terminates as written.
__global__ void named_barrier_count(int *p, int n) {
  unsigned w = threadIdx.x / 32;
  __barrier_sync_count(w == 1 ? 1 : 2 + w, w == 1 ? 64 : 32);
  child<<<1, 32>>>(p + 32 * threadIdx.x, n);
  __barrier_sync_count(w == 0 ? 1 : 2 + w, w == 0 ? 64 : 32);
  p[threadIdx.x] = n;
}

// The same barrier with constant operands, in a block of 96 threads: the
// first two warps to arrive fill barrier 1 and go on, the third waits there
// for two more warps, which come only after their launch.
__global__ void named_barrier_uniform(int *p, int n) {
  __barrier_sync_count(1, 64);
  child<<<1, 32>>>(p + 32 * threadIdx.x, n);
  __barrier_sync_count(1, 64);
  p[threadIdx.x] = n;
}

// named_barrier_count in inline PTX, with register operands.
__global__ void asm_barrier_operands(int *p, int n) {
  unsigned w = threadIdx.x / 32;
  asm volatile("bar.sync %0, %1;" ::"r"(w == 1 ? 1u : 2 + w),
               "r"(w == 1 ? 64u : 32u));
  child<<<1, 32>>>(p + 32 * threadIdx.x, n);
  asm volatile("bar.sync %0, %1;" ::"r"(w == 0 ? 1u : 2 + w),
               "r"(w == 0 ? 64u : 32u));
  p[threadIdx.x] = n;
}

// Guarded barriers in inline PTX: warp 1 waits at barrier 1, warp 0
// arrives there (bar.arrive) after its launch.
__global__ void asm_guarded_barrier(int *p, int n) {
  unsigned w = threadIdx.x / 32;
  asm volatile(
      "{ .reg .pred q; setp.eq.u32 q, %0, 1; @q bar.sync 1, 64; }" ::"r"(w));
  child<<<1, 32>>>(p + 32 * threadIdx.x, n);
  asm volatile(
      "{ .reg .pred q; setp.eq.u32 q, %0, 0; @q bar.arrive 1, 64; }" ::"r"(w));
  p[threadIdx.x] = n;
}

// The warp-level form: lane 0 waits in bar.warp.sync for lane 1, which
// comes there after its launch.
__global__ void asm_guarded_warp_sync(int *p, int n) {
  unsigned l = threadIdx.x % 32;
  asm volatile(
      "{ .reg .pred q; setp.eq.u32 q, %0, 0; @q bar.warp.sync 3; }" ::"r"(l));
  child<<<1, 32>>>(p + 32 * threadIdx.x, n);
  asm volatile(
      "{ .reg .pred q; setp.eq.u32 q, %0, 1; @q bar.warp.sync 3; }" ::"r"(l));
  p[threadIdx.x] = n;
}

// Block barriers of the whole block with constant ids, at a point every
// thread reaches, keep block scope. (Inline PTX `bar.sync 0;` does not: the
// pass does not read operands.)
__global__ void whole_block_barriers(int *p, int n) {
  __syncthreads();
  __barrier_sync(1);
  child<<<1, 32>>>(p + 32 * threadIdx.x, n);
}
