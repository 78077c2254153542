// A build that links without DPAgg must link with it (issue 9, class 15).
// DPAgg gives a kernel without __launch_bounds__ that gets its runtime a
// register bound (so that it stays launchable with 1024 threads per block).
// ptxas compiles a function that is not inlined and not internal to the
// unit (or whose address is taken) apart, without that bound, and the link
// then refuses the kernel:
//   nvlink error : entry function '_Z6parentPfPKfi' with max regcount of 64
//   calls function '_Z5heavyPKfi' with regcount of 126
// (ptxas says the same at compile time when both are in one unit). So a
// launch in a kernel without launch bounds that calls such a function
// (directly or through functions of the unit that stay calls) is not
// aggregated (rule calls-compiled-apart). A child whose body calls one gets
// no bound in its aggregated clone (only DPAgg's runtime launches it, and it
// checks the block); a call of another unit's function still keeps it from
// being cloned (child-code: that function may read the block geometry),
// while this unit's are called through internal copies. A function of external linkage of
// the same unit is called through an internal copy instead. heavy() below
// uses about 126
// registers (sm_90). Every program here builds with clang alone (checked
// for the two-unit and the one-unit program below; the others were checked
// by hand when this test was written).
// REQUIRES: nvptx-registered-target
// RUN: rm -rf %t && mkdir -p %t
// RUN: cd %t && cp %s t.cu

// The lead's reproducer: heavy() in another translation unit.
// RUN: env DPAGG_PLUGIN=%dpagg_plugin DPAGG_GPU_ARCH=sm_90 \
// RUN:   %dpagg_src/utils/dpagg-clang++ -O3 -c -DDEFINE_HEAVY -DHEAVY_ONLY \
// RUN:   t.cu -o heavy.o
// RUN: env DPAGG_PLUGIN=%dpagg_plugin DPAGG_GPU_ARCH=sm_90 \
// RUN:   %dpagg_src/utils/dpagg-clang++ -O3 -c -Rpass=dpagg -Rpass-missed=dpagg \
// RUN:   -Rpass-analysis=dpagg t.cu -o two.o 2> two.txt
// RUN: env DPAGG_PLUGIN=%dpagg_plugin DPAGG_GPU_ARCH=sm_90 \
// RUN:   %dpagg_src/utils/dpagg-clang++ two.o heavy.o -o two
// RUN: FileCheck %s --check-prefixes=REFUSED < two.txt
// RUN: FileCheck %s --check-prefixes=HEAVY-NAME < two.txt
// Without DPAgg it links (the premise).
// RUN: env DPAGG_PLUGIN=%dpagg_plugin DPAGG_GPU_ARCH=sm_90 \
// RUN:   %dpagg_src/utils/dpagg-clang++ --dpagg-disable -O3 -c t.cu -o two-plain.o
// RUN: env DPAGG_PLUGIN=%dpagg_plugin DPAGG_GPU_ARCH=sm_90 \
// RUN:   %dpagg_src/utils/dpagg-clang++ two-plain.o heavy.o -o two-plain
// The same with -foffload-lto (ptxas then runs at the link).
// RUN: env DPAGG_PLUGIN=%dpagg_plugin DPAGG_GPU_ARCH=sm_90 \
// RUN:   %dpagg_src/utils/dpagg-clang++ -O3 -foffload-lto -c -DDEFINE_HEAVY \
// RUN:   -DHEAVY_ONLY t.cu -o heavy-lto.o
// RUN: env DPAGG_PLUGIN=%dpagg_plugin DPAGG_GPU_ARCH=sm_90 \
// RUN:   %dpagg_src/utils/dpagg-clang++ -O3 -foffload-lto -c \
// RUN:   -Rpass-missed=dpagg t.cu -o two-lto.o 2> two-lto.txt
// RUN: env DPAGG_PLUGIN=%dpagg_plugin DPAGG_GPU_ARCH=sm_90 \
// RUN:   %dpagg_src/utils/dpagg-clang++ -foffload-lto two-lto.o heavy-lto.o \
// RUN:   -o two-lto
// RUN: FileCheck %s --check-prefixes=REFUSED-MISSED < two-lto.txt

// heavy() in the same unit, not static: ptxas -c compiles it for callers of
// any unit, so without the kernel's bound; the bounded kernel calls an
// internal copy instead (ptxas compiles that for the bound): aggregated,
// and it links.
// RUN: env DPAGG_PLUGIN=%dpagg_plugin DPAGG_GPU_ARCH=sm_90 \
// RUN:   %dpagg_src/utils/dpagg-clang++ -O3 -c -Rpass=dpagg -Rpass-missed=dpagg \
// RUN:   -Rpass-analysis=dpagg -DDEFINE_HEAVY t.cu -o same.o 2> same.txt
// RUN: env DPAGG_PLUGIN=%dpagg_plugin DPAGG_GPU_ARCH=sm_90 \
// RUN:   %dpagg_src/utils/dpagg-clang++ same.o -o same
// RUN: FileCheck %s --check-prefixes=AGGREGATED < same.txt
// RUN: env DPAGG_PLUGIN=%dpagg_plugin DPAGG_GPU_ARCH=sm_90 \
// RUN:   %dpagg_src/utils/dpagg-clang++ --dpagg-disable -O3 -DDEFINE_HEAVY \
// RUN:   t.cu -o same-plain

// Through a function of the unit that stays a call (static __noinline__
// mid() calls heavy() of another unit).
// RUN: env DPAGG_PLUGIN=%dpagg_plugin DPAGG_GPU_ARCH=sm_90 \
// RUN:   %dpagg_src/utils/dpagg-clang++ -O3 -c -Rpass=dpagg -Rpass-missed=dpagg \
// RUN:   -Rpass-analysis=dpagg -DCALL=mid t.cu -o mid.o 2> mid.txt
// RUN: env DPAGG_PLUGIN=%dpagg_plugin DPAGG_GPU_ARCH=sm_90 \
// RUN:   %dpagg_src/utils/dpagg-clang++ mid.o heavy.o -o mid
// RUN: FileCheck %s --check-prefixes=REFUSED < mid.txt
// RUN: FileCheck %s --check-prefixes=HEAVY-NAME < mid.txt

// Through a __device__ function pointer, to a static heavy() of this unit:
// a function whose address is taken is compiled apart even when static.
// RUN: env DPAGG_PLUGIN=%dpagg_plugin DPAGG_GPU_ARCH=sm_90 \
// RUN:   %dpagg_src/utils/dpagg-clang++ -O3 -c -Rpass=dpagg -Rpass-missed=dpagg \
// RUN:   -Rpass-analysis=dpagg -DDEFINE_HEAVY -DHEAVY_LINKAGE=static \
// RUN:   -DTAKE_ADDRESS -DCALL=heavy_ptr t.cu -o ptr.o 2> ptr.txt
// RUN: env DPAGG_PLUGIN=%dpagg_plugin DPAGG_GPU_ARCH=sm_90 \
// RUN:   %dpagg_src/utils/dpagg-clang++ ptr.o -o ptr
// RUN: FileCheck %s --check-prefixes=REFUSED < ptr.txt

// A direct call of a static heavy() whose address is also taken: ptxas
// compiles it apart too ("Entry function '_Z6parentPfPKfi' with max regcount
// of 64 calls function '_ZL5heavyPKfi' with regcount of 126").
// RUN: env DPAGG_PLUGIN=%dpagg_plugin DPAGG_GPU_ARCH=sm_90 \
// RUN:   %dpagg_src/utils/dpagg-clang++ -O3 -c -Rpass=dpagg -Rpass-missed=dpagg \
// RUN:   -Rpass-analysis=dpagg -DDEFINE_HEAVY -DHEAVY_LINKAGE=static \
// RUN:   -DTAKE_ADDRESS t.cu -o taken.o 2> taken.txt
// RUN: env DPAGG_PLUGIN=%dpagg_plugin DPAGG_GPU_ARCH=sm_90 \
// RUN:   %dpagg_src/utils/dpagg-clang++ taken.o -o taken
// RUN: FileCheck %s --check-prefixes=REFUSED < taken.txt
// RUN: FileCheck %s --check-prefixes=HEAVY-NAME < taken.txt

// A child without launch bounds that calls heavy() of another unit: not
// cloned (heavy() may read the block geometry the clone rewrites); links.
// RUN: env DPAGG_PLUGIN=%dpagg_plugin DPAGG_GPU_ARCH=sm_90 \
// RUN:   %dpagg_src/utils/dpagg-clang++ -O3 -c -Rpass=dpagg -Rpass-missed=dpagg \
// RUN:   -Rpass-analysis=dpagg -DCHILD_CALLS t.cu -o child.o \
// RUN:   2> child.txt
// RUN: env DPAGG_PLUGIN=%dpagg_plugin DPAGG_GPU_ARCH=sm_90 \
// RUN:   %dpagg_src/utils/dpagg-clang++ child.o heavy.o -o child
// RUN: FileCheck %s --check-prefixes=CHILD < child.txt
// The same child calling a non-static heavy() of its own unit: its clone
// calls an internal copy: aggregated, and it links.
// RUN: env DPAGG_PLUGIN=%dpagg_plugin DPAGG_GPU_ARCH=sm_90 \
// RUN:   %dpagg_src/utils/dpagg-clang++ -O3 -c -Rpass=dpagg -Rpass-missed=dpagg \
// RUN:   -Rpass-analysis=dpagg -DDEFINE_HEAVY -DCHILD_CALLS t.cu \
// RUN:   -o child-same.o 2> child-same.txt
// RUN: env DPAGG_PLUGIN=%dpagg_plugin DPAGG_GPU_ARCH=sm_90 \
// RUN:   %dpagg_src/utils/dpagg-clang++ child-same.o -o child-same
// RUN: FileCheck %s --check-prefixes=CHILD-AGGREGATED < child-same.txt
// The child of another unit's heavy() alone in its unit: it publishes no
// aggregated child for launches from other units (the same reason).
// RUN: env DPAGG_PLUGIN=%dpagg_plugin DPAGG_GPU_ARCH=sm_90 \
// RUN:   %dpagg_src/utils/dpagg-clang++ -O3 -c -Rpass-analysis=dpagg \
// RUN:   -DCHILD_CALLS -DCHILD_ONLY t.cu -o child-only.o \
// RUN:   2> child-only.txt
// RUN: FileCheck %s --allow-empty --check-prefixes=NOT-PUBLISHED \
// RUN:   < child-only.txt

// Controls. A static heavy() (internal: ptxas compiles it under the
// kernel's bound), called directly, with calls of the device runtime's own
// functions (printf, malloc, free): aggregated, links.
// RUN: env DPAGG_PLUGIN=%dpagg_plugin DPAGG_GPU_ARCH=sm_90 \
// RUN:   %dpagg_src/utils/dpagg-clang++ -O3 -c -Rpass=dpagg -Rpass-missed=dpagg \
// RUN:   -Rpass-analysis=dpagg -DDEFINE_HEAVY -DHEAVY_LINKAGE=static \
// RUN:   -DRUNTIME_CALLS t.cu -o static.o 2> static.txt
// RUN: env DPAGG_PLUGIN=%dpagg_plugin DPAGG_GPU_ARCH=sm_90 \
// RUN:   %dpagg_src/utils/dpagg-clang++ static.o -o static
// RUN: FileCheck %s --check-prefixes=AGGREGATED < static.txt
// The same child calling a static heavy(): aggregated.
// RUN: env DPAGG_PLUGIN=%dpagg_plugin DPAGG_GPU_ARCH=sm_90 \
// RUN:   %dpagg_src/utils/dpagg-clang++ -O3 -c -Rpass=dpagg -Rpass-missed=dpagg \
// RUN:   -Rpass-analysis=dpagg -DDEFINE_HEAVY -DHEAVY_LINKAGE=static \
// RUN:   -DCHILD_CALLS t.cu -o child-static.o 2> child-static.txt
// RUN: env DPAGG_PLUGIN=%dpagg_plugin DPAGG_GPU_ARCH=sm_90 \
// RUN:   %dpagg_src/utils/dpagg-clang++ child-static.o -o child-static
// RUN: FileCheck %s --check-prefixes=CHILD-AGGREGATED < child-static.txt
// A parent with the user's __launch_bounds__(1024) calling a light function
// of another unit: DPAgg adds no bound there, so nothing to refuse. (With
// the heavy one it fails to link without DPAgg too.)
// RUN: env DPAGG_PLUGIN=%dpagg_plugin DPAGG_GPU_ARCH=sm_90 \
// RUN:   %dpagg_src/utils/dpagg-clang++ -O3 -c -DDEFINE_HEAVY -DHEAVY_ONLY \
// RUN:   -DLIGHT t.cu -o light.o
// RUN: env DPAGG_PLUGIN=%dpagg_plugin DPAGG_GPU_ARCH=sm_90 \
// RUN:   %dpagg_src/utils/dpagg-clang++ -O3 -c -Rpass=dpagg -Rpass-missed=dpagg \
// RUN:   -Rpass-analysis=dpagg '-DBOUNDS=__launch_bounds__(1024)' t.cu \
// RUN:   -o bounds.o 2> bounds.txt
// RUN: env DPAGG_PLUGIN=%dpagg_plugin DPAGG_GPU_ARCH=sm_90 \
// RUN:   %dpagg_src/utils/dpagg-clang++ bounds.o light.o -o bounds
// RUN: FileCheck %s --check-prefixes=AGGREGATED < bounds.txt

// REFUSED-NOT: error
// REFUSED: t.cu:{{[0-9]+}}:{{[0-9]+}}: remark: launch of child(float*, float): refused by rule calls-compiled-apart
// REFUSED: t.cu:{{[0-9]+}}:{{[0-9]+}}: remark: launch of child(float*, float) not aggregated: {{.*}}compiled apart
// REFUSED-NOT: error
// REFUSED-MISSED: t.cu:{{[0-9]+}}:{{[0-9]+}}: remark: launch of child(float*, float) not aggregated: {{.*}}compiled apart
// HEAVY-NAME: remark: launch of child(float*, float) not aggregated: {{.*}}heavy(float const*, int)
// CHILD-NOT: error
// CHILD: t.cu:{{[0-9]+}}:{{[0-9]+}}: remark: launch of child(float*, float const*, int): refused by rule child-code
// CHILD: t.cu:{{[0-9]+}}:{{[0-9]+}}: remark: launch of child(float*, float const*, int) not aggregated: the child cannot be aggregated: it calls heavy(float const*, int), defined elsewhere
// CHILD-NOT: error
// NOT-PUBLISHED-NOT: gets an aggregated child for launches from other translation units
// NOT-PUBLISHED-NOT: error
// AGGREGATED-NOT: compiled apart
// AGGREGATED: t.cu:{{[0-9]+}}:{{[0-9]+}}: remark: launch of child(float*, float) aggregated per {{warp|block|grid}}
// AGGREGATED-NOT: compiled apart
// CHILD-AGGREGATED-NOT: compiled apart
// CHILD-AGGREGATED: t.cu:{{[0-9]+}}:{{[0-9]+}}: remark: launch of child(float*, float const*, int) aggregated per {{warp|block|grid}}
// CHILD-AGGREGATED-NOT: compiled apart

#include <cstdio>

#ifndef HEAVY_LINKAGE
#define HEAVY_LINKAGE
#endif
#ifndef BOUNDS
#define BOUNDS
#endif
#ifndef CALL
#define CALL heavy
#endif

#ifdef DEFINE_HEAVY
// 48 values live across an 8 x 48 product: about 126 registers.
HEAVY_LINKAGE __device__ __noinline__ float heavy(const float *p, int n) {
#ifdef LIGHT
  return p[0] * n;
#else
  float a[48];
#pragma unroll
  for (int i = 0; i < 48; ++i)
    a[i] = p[i * n];
  float s = 0;
#pragma unroll
  for (int j = 0; j < 8; ++j)
#pragma unroll
    for (int i = 0; i < 48; ++i)
      s += a[i] * a[(i + j) % 48] * (j + 1);
  return s;
#endif
}
#else
extern __device__ float heavy(const float *p, int n);
#endif

#ifndef HEAVY_ONLY
#ifdef TAKE_ADDRESS
__device__ float (*heavy_ptr)(const float *, int) = heavy;
#endif
static __device__ __noinline__ float mid(const float *p, int n) {
  return heavy(p, n) + 1.0f;
}

#ifdef CHILD_CALLS
__global__ void child(float *o, const float *p, int n) {
  o[threadIdx.x] = heavy(p + threadIdx.x, n);
}
#ifndef CHILD_ONLY
__global__ void parent(float *o, const float *p, int n) {
  if (p[threadIdx.x] > 0)
    child<<<1, 32>>>(o + 32 * threadIdx.x, p, n);
}
#endif
#else
__global__ void child(float *o, float v) { o[threadIdx.x] = v * threadIdx.x; }
__global__ void BOUNDS parent(float *o, const float *p, int n) {
  float v = CALL(p + threadIdx.x, n);
#ifdef RUNTIME_CALLS
  if (n < 0) {
    float *q = (float *)malloc(sizeof(float));
    printf("%p\n", q);
    free(q);
  }
#endif
  if (v > 0)
    child<<<1, 32>>>(o + 32 * threadIdx.x, v);
}
#endif

#ifndef CHILD_ONLY
int main() { return 0; }
#endif
#endif
