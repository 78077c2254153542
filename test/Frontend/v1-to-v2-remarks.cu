// The V1-to-V2 rewrite reports each launch at the user's <<<>>>, not inside
// the CUDA header the launch call came from, with the kernel's name as
// written, at -O0 (header wrappers, never inlined) and -O2 (__cudaCDP2 calls
// after inlining). -dpagg-scope=none keeps aggregation and its remarks out.
// RUN: %clang_cuda --cuda-device-only -O0 -S -o /dev/null %s \
// RUN:   -Xarch_device -fpass-plugin=%dpagg_plugin \
// RUN:   -Xarch_device -mllvm=-dpagg-scope=none -Rpass=dpagg -Xclang -verify
// RUN: %clang_cuda --cuda-device-only -O2 -S -o /dev/null %s \
// RUN:   -Xarch_device -fpass-plugin=%dpagg_plugin \
// RUN:   -Xarch_device -mllvm=-dpagg-scope=none -Rpass=dpagg -Xclang -verify
// REQUIRES: nvptx-registered-target
#include <cuda_runtime.h>

struct Pair { int a; double b; };
__global__ void child(int t, float *p) { p[t] = t; }
__global__ void noargs() {}
__global__ void withstruct(Pair s, char c, float *out) { out[0] = s.b + c; }

__global__ void parent(float *p, Pair s, int n) {
  int t = threadIdx.x + blockIdx.x * blockDim.x;
  child<<<(n + 31) / 32, 32>>>(t, p); // into the NULL stream: stays V1 (LowerV1Launches/null-stream-stays-v1.ll)
  noargs<<<dim3(2, 3, 4), dim3(8, 8), 128, cudaStreamFireAndForget>>>(); // expected-remark {{launch of noargs() rewritten from V1 to V2}}
  if (t < n)
    withstruct<<<1, dim3(t, 2), 0, cudaStreamTailLaunch>>>(s, 'x', p); // expected-remark {{launch of withstruct(Pair, char, float*) rewritten from V1 to V2}}
}

// Hand-written V2 launches are already right: no remark.
__global__ void v2parent(float *p) {
  void *buf = cudaGetParameterBufferV2((void *)child, dim3(1), dim3(1), 0);
  if (buf) {
    *(int *)buf = 0;
    *(float **)((char *)buf + 8) = p;
    cudaLaunchDeviceV2(buf, cudaStreamFireAndForget);
  }
}
