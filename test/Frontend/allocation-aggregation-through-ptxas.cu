// End to end through clang -O3 with the plugin and
// -dpagg-aggregate-allocations=warp (issue 25, first slice): a scratch
// buffer freed in its kernel is aggregated (with a launch in the same
// kernel aggregated too), the Bezier pattern (the pointer stored to memory
// for a later kernel to free, and launched to a child) is refused with the
// reason, and ptxas accepts the PTX of the linked runtime. On by default
// (session 12): the default build is the same; with =off, no allocation
// remark and no runtime call.
// REQUIRES: nvptx-registered-target
// RUN: %clang_cuda --cuda-device-only -O3 -Xarch_device -fpass-plugin=%dpagg_plugin \
// RUN:   -Xarch_device -mllvm=-dpagg-aggregate-allocations=warp \
// RUN:   -Rpass=dpagg-aggregate-allocations -Rpass-missed=dpagg-aggregate-allocations \
// RUN:   -Xclang -verify -S -o %t.ptx %s
// RUN: FileCheck %s < %t.ptx
// RUN: %ptxas -c %t.ptx -o %t.o
// RUN: %clang_cuda --cuda-device-only -O3 -Xarch_device -fpass-plugin=%dpagg_plugin \
// RUN:   -Rpass=dpagg-aggregate-allocations -Rpass-missed=dpagg-aggregate-allocations \
// RUN:   -Xclang -verify -S -o %t.default.ptx %s
// RUN: FileCheck %s < %t.default.ptx
// RUN: %clang_cuda --cuda-device-only -O3 -Xarch_device -fpass-plugin=%dpagg_plugin \
// RUN:   -Xarch_device -mllvm=-dpagg-aggregate-allocations=off \
// RUN:   -Rpass=dpagg-aggregate-allocations -Rpass-missed=dpagg-aggregate-allocations \
// RUN:   -Xclang -verify=off -S -o %t.off.ptx %s
// RUN: FileCheck %s --check-prefix=OFF < %t.off.ptx
// RUN: not %clang_cuda --cuda-device-only -O3 -Xarch_device -fpass-plugin=%dpagg_plugin \
// RUN:   -Xarch_device -mllvm=-dpagg-aggregate-allocations=block -S -o /dev/null %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=BAD
// off-no-diagnostics
#include <cuda_runtime.h>

// The scratch kernel's group block comes from the allocation pool only,
// never the heap (red team ra_heap_pin); lanes alone (and the fallback)
// call the device runtime as written.
// CHECK-LABEL: .visible .entry _Z7scratchPKiPi(
// CHECK-NOT:   malloc,
// CHECK-NOT:   free,
// CHECK-DAG:   call.uni (retval0), __cudaCDP2Malloc, (param0, param1);
// CHECK-DAG:   call.uni (retval0), __cudaCDP2Free, (param0);
// CHECK-NOT:   malloc,
// CHECK-NOT:   free,
// CHECK-LABEL: .visible .entry _Z11bezier_likeP4Linei(
// CHECK-NOT:   malloc,
// CHECK:       call.uni (retval0), __cudaCDP2Malloc, (param0, param1);
// CHECK-NOT:   malloc,
// CHECK-LABEL: .visible .entry _Z10free_linesP4Linei(
// OFF-LABEL:   .visible .entry _Z7scratchPKiPi(
// OFF-NOT:     malloc,
// OFF:         call.uni (retval0), __cudaCDP2Malloc, (param0, param1);
// OFF-NOT:     malloc,
// OFF-LABEL:   .visible .entry _Z11bezier_likeP4Linei(
// BAD: invalid value 'block' (accepted: off, warp)

__global__ void child(float *v, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    v[i] = i;
}

__global__ void scratch(const int *sizes, int *out) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  int n = sizes[t];
  int *p = nullptr;
  int sum = 0;
  if (cudaMalloc((void **)&p, n * sizeof(int)) == cudaSuccess) { // expected-remark {{cudaMalloc aggregated per warp (1 free(s) rewritten)}}
    for (int i = 0; i < n; ++i)
      p[i] = i * t;
    for (int i = 0; i < n; ++i)
      sum += p[i];
    cudaFree(p);
  }
  out[t] = sum;
  if (t == 0)
    child<<<1, 32>>>(nullptr, 0);
}

struct Line {
  float *verts;
  int n;
};

__global__ void bezier_like(Line *lines, int nl) {
  int l = blockIdx.x * blockDim.x + threadIdx.x;
  if (l < nl) {
    int n = 16 + l % 32;
    float *v = nullptr;
    if (cudaMalloc((void **)&v, sizeof(float) * n) != cudaSuccess) // expected-remark {{cudaMalloc not aggregated: the pointer escapes: stored to memory}}
      v = nullptr;
    lines[l].verts = v;
    lines[l].n = v ? n : 0;
    if (v)
      child<<<(n + 31) / 32, 32>>>(v, n);
  }
}

__global__ void free_lines(Line *lines, int nl) {
  int l = blockIdx.x * blockDim.x + threadIdx.x;
  if (l < nl)
    cudaFree(lines[l].verts);
}
