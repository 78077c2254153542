// Input of ../asm-loc-directive-red-team.ll.
__global__ void child(int *p, int v) { p[threadIdx.x] = v; }

// PTX's `.loc` directive ends at no `;`: ptxas reads `.loc 1 1 1 ret;` as
// the directive and then `ret` (ptxas 13.0 only warns that no `.file`
// names file 1). A statement that starts with a directive must not be
// skipped whole: the `ret` after it ends the thread without passing
// __dpagg_block_exit, and the block's state slot leaks.
__global__ void loc_ret(int *p, int n) {
  child<<<1, 32>>>(p + 32 * threadIdx.x, n);
  if (n < 0)
    asm volatile(".loc 1 1 1 ret;");
  p[threadIdx.x] = n;
}

// The same on two lines.
__global__ void loc_newline_ret(int *p, int n) {
  child<<<1, 32>>>(p + 32 * threadIdx.x, n);
  if (n < 0)
    asm volatile(".loc 1 1 1\n\tret;");
  p[threadIdx.x] = n;
}

// A spin-wait the pass cannot see: a PTX call, hidden behind `.loc`, to a
// function that waits on a flag (InterThreadWaits follows IR calls only,
// and finds no `bra` in the asm). Warp 1 waits for warp 0, which sets the
// flag after its launch: at block scope warp 0 waits at the launch's
// barrier for warp 1, which never comes.
extern "C" __device__ __noinline__ void spin_until(volatile int *f) {
  if (threadIdx.x / 32 == 1)
    while (*f == 0)
      ;
}
__device__ void *keep_spin = (void *)spin_until;
__global__ void loc_call_spin(int *p, int *flag, int n) {
  asm volatile("{\n\t.param .b64 a;\n\tst.param.b64 [a], %0;\n\t"
                 ".loc 1 1 1 call.uni spin_until, (a);\n\t}" ::"l"(flag)
                 : "memory");
  child<<<1, 32>>>(p + 32 * threadIdx.x, n);
  if (threadIdx.x == 0)
    *(volatile int *)flag = 1;
}
