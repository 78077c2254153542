; Red team of allocation aggregation (redalloc, test/RedTeam/ra_heap_pin.cu):
; a group's block never comes from the device heap. A block is given back
; only with its last sub-buffer, so a heap block would let one lane that
; keeps its buffer pin its neighbours' heap bytes, which as written their
; frees gave back (a lane keeping 1.5 MiB of a 48 MiB block made a 24 MiB
; malloc fail on a 64 MiB heap). So the runtime's only malloc/cudaMalloc is
; the lane's own, with its own size, and its only free/cudaFree the pointer
; as written (runtime/alloc.cu, "Where the block comes from").
; REQUIRES: nvptx-registered-target
; RUN: opt -passes=dpagg-link-runtime -S %s | FileCheck %s

; CHECK-LABEL: define internal ptr @__dpagg_malloc_warp(i64 {{.*}}%0,
; CHECK-NOT:     @malloc(
; CHECK:         call {{.*}}ptr @malloc(i64 noundef %0)
; CHECK-NOT:     @malloc(
; CHECK:       {{^}$}}
; CHECK-LABEL: define internal {{.*}}i32 @__dpagg_cuda_malloc_warp(ptr {{.*}}%0, i64 {{.*}}%1,
; CHECK-NOT:     @malloc(
; CHECK-NOT:     @__cudaCDP2Malloc(
; CHECK:         call {{.*}}i32 @__cudaCDP2Malloc(ptr noundef %0, i64 noundef %1)
; CHECK-NOT:     @malloc(
; CHECK-NOT:     @__cudaCDP2Malloc(
; CHECK:       {{^}$}}
; CHECK-LABEL: define internal void @__dpagg_free(ptr {{.*}}%0,
; CHECK-NOT:     @free(
; CHECK:         call void @free(ptr noundef %0)
; CHECK-NOT:     @free(
; CHECK:       {{^}$}}
; CHECK-LABEL: define internal {{.*}}i32 @__dpagg_cuda_free(ptr {{.*}}%0,
; CHECK-NOT:     @free(
; CHECK:         call {{.*}}i32 @__cudaCDP2Free(ptr noundef %0)
; CHECK-NOT:     @free(
; CHECK:       {{^}$}}

target triple = "nvptx64-nvidia-cuda"

declare ptr @__dpagg_malloc_warp(i64, ptr)
declare i32 @__dpagg_cuda_malloc_warp(ptr, i64, ptr)
declare void @__dpagg_free(ptr, ptr)
declare i32 @__dpagg_cuda_free(ptr, ptr)

define ptx_kernel void @k(i64 %n, ptr %h, ptr %out) {
  %p = call ptr @__dpagg_malloc_warp(i64 %n, ptr %h)
  call void @__dpagg_free(ptr %p, ptr %h)
  %r = call i32 @__dpagg_cuda_malloc_warp(ptr %out, i64 %n, ptr %h)
  %q = load ptr, ptr %out
  %f = call i32 @__dpagg_cuda_free(ptr %q, ptr %h)
  ret void
}
