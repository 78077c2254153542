// Red team of serialization (issue 26 item 1): children the first rules let
// run in the launching thread although they must not (serial-redteam.ll).
// Every launch goes to cudaStreamFireAndForget, so only the child rules
// decide.

// A weak child: with -fgpu-rdc another unit's strong definition runs.
__global__ void __attribute__((weak)) weak_child(int *Out) {
  Out[threadIdx.x] = 1;
}
__global__ void p_weak(int *Out) {
  weak_child<<<1, 32, 0, cudaStreamFireAndForget>>>(Out);
}

// A malloc retry loop waits for another thread's free.
__global__ void retry(unsigned long long *Out, unsigned long Bytes) {
  char *P;
  while (!(P = (char *)malloc(Bytes))) {
  }
  Out[threadIdx.x] = (unsigned long long)P;
  free(P);
}
__global__ void p_retry(unsigned long long *Out) {
  retry<<<1, 32, 0, cudaStreamFireAndForget>>>(Out, 1 << 20);
}

// The same retry in a helper the child calls in a loop.
__device__ __noinline__ char *tryGet(unsigned long Bytes) {
  return (char *)malloc(Bytes);
}
__global__ void retry_helper(unsigned long long *Out, unsigned long Bytes) {
  char *P;
  while (!(P = tryGet(Bytes))) {
  }
  Out[threadIdx.x] = (unsigned long long)P;
  free(P);
}
__global__ void p_retry_helper(unsigned long long *Out) {
  retry_helper<<<1, 32, 0, cudaStreamFireAndForget>>>(Out, 1 << 20);
}

// One malloc, not in a loop: it waits for nobody.
__global__ void once(unsigned long long *Out, unsigned long Bytes) {
  char *P = (char *)malloc(Bytes);
  Out[threadIdx.x] = (unsigned long long)P;
  free(P);
}
__global__ void p_once(unsigned long long *Out) {
  once<<<1, 32, 0, cudaStreamFireAndForget>>>(Out, 1 << 20);
}

// A template child (linkonce_odr: every unit's definition is the same).
template <int N> __global__ void tmpl(int *Out) { Out[threadIdx.x] = N; }
__global__ void p_tmpl(int *Out) {
  tmpl<3><<<1, 32, 0, cudaStreamFireAndForget>>>(Out);
}
