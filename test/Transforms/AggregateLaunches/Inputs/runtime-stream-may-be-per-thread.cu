__global__ void child(int *p) { p[threadIdx.x] += 1; }
// Two launches into a stream known only at run time, which may be the
// thread's per-thread stream: the runtime must check it (flags without 8).
__global__ void twice(int *p, cudaStream_t s) {
  child<<<1, 32, 0, s>>>(p);
  child<<<1, 32, 0, s>>>(p + 32);
}
// The thread's only launch, once: flags carry 8 (DPAGG_LAUNCH_ONLY_LAUNCH).
__global__ void once(int *p, cudaStream_t s) { child<<<1, 32, 0, s>>>(p); }
