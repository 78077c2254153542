; Written by hand: dpagg-aggregate-allocations<warp> (AggregateAllocations.h).
; An aggregable site calls the warp runtime with a header slot, and each of
; its frees receives the header its pointer came with: the slot's load
; right after malloc or after each load of cudaMalloc's out-pointer, carried
; through GEPs as is, through phis and selects by a phi or select of
; headers (null for a null operand or a pointer from elsewhere, which is
; never a sub-buffer). A refused site and its frees stay as written, with a
; missed remark saying why; so do frees of pointers from elsewhere.
; REQUIRES: nvptx-registered-target
; RUN: opt -passes='dpagg-aggregate-allocations<warp>' -S %s | FileCheck %s
; RUN: opt -passes='dpagg-aggregate-allocations<warp>' -disable-output \
; RUN:   -pass-remarks=dpagg -pass-remarks-missed=dpagg %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=REMARK
; RUN: opt -passes='dpagg-aggregate-allocations<off>' -S %s \
; RUN:   | FileCheck %s --check-prefix=OFF
; RUN: not opt -passes='dpagg-aggregate-allocations<block>' -disable-output \
; RUN:   %s 2>&1 | FileCheck %s --check-prefix=BAD
; RUN: opt -passes='dpagg-aggregate-allocations<warp>' -print-pipeline-passes \
; RUN:   -disable-output %s | FileCheck %s --check-prefix=PIPE

; REMARK: remark: <unknown>:0:0: malloc aggregated per warp (2 free(s) rewritten)
; REMARK: remark: <unknown>:0:0: cudaMalloc aggregated per warp (1 free(s) rewritten)
; REMARK: remark: <unknown>:0:0: malloc aggregated per warp (1 free(s) rewritten)
; REMARK: remark: <unknown>:0:0: cudaMalloc aggregated per warp (1 free(s) rewritten)
; REMARK: remark: <unknown>:0:0: cudaMalloc not aggregated: the pointer escapes: stored to memory
; OFF-NOT: __dpagg
; BAD: invalid dpagg-aggregate-allocations parameter 'block' (accepted: off, warp, frees=kernel|program)
; PIPE: dpagg-aggregate-allocations<warp;frees=kernel>

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: define ptx_kernel void @scratch(
; CHECK:       entry:
; CHECK-NEXT:    %dpagg.alloc.header = alloca ptr
; CHECK-NEXT:    store ptr null, ptr %dpagg.alloc.header
; CHECK-NEXT:    %p = call ptr @__dpagg_malloc_warp(i64 %n, ptr %dpagg.alloc.header)
; CHECK-NEXT:    %p.header = load ptr, ptr %dpagg.alloc.header
; CHECK:       loop:
; CHECK-NEXT:    %q.header = phi ptr [ %p.header, %fill ], [ %q.header, %loop ]
; CHECK-NEXT:    %q = phi ptr [ %p, %fill ], [ %q.next, %loop ]
; CHECK:       exit:
; CHECK-NEXT:    call void @__dpagg_free(ptr %q, ptr %q.header)
; CHECK:       done:
; CHECK-NEXT:    %sel.header = select i1 %c, ptr %p.header, ptr null
; CHECK-NEXT:    %sel = select i1 %c, ptr %p, ptr null
; CHECK-NEXT:    call void @__dpagg_free(ptr %sel, ptr %sel.header)
; CHECK-NEXT:    call void @free(ptr %other)
; CHECK-NOT:   @malloc(
define ptx_kernel void @scratch(i64 %n, i1 %c, ptr %other) {
entry:
  %p = call ptr @malloc(i64 %n)
  %isnull = icmp eq ptr %p, null
  br i1 %isnull, label %done, label %fill
fill:
  %end = getelementptr i8, ptr %p, i64 %n
  br label %loop
loop:
  %q = phi ptr [ %p, %fill ], [ %q.next, %loop ]
  store i8 1, ptr %q
  %q.next = getelementptr i8, ptr %q, i64 1
  %at.end = icmp eq ptr %q.next, %end
  br i1 %at.end, label %exit, label %loop
exit:
  call void @free(ptr %q)
  br label %done
done:
  %sel = select i1 %c, ptr %p, ptr null
  call void @free(ptr %sel)
  call void @free(ptr %other)
  ret void
}

; cudaMalloc: the out-pointer and the error code as the runtime gives them;
; cudaFree's result replaced by __dpagg_cuda_free's.
; CHECK-LABEL: define ptx_kernel void @cuda_scratch(
; CHECK-NEXT:    %dpagg.alloc.header = alloca ptr
; CHECK-NEXT:    store ptr null, ptr %dpagg.alloc.header
; CHECK-NEXT:    %slot = alloca ptr
; CHECK-NEXT:    %e = call i32 @__dpagg_cuda_malloc_warp(ptr %slot, i64 %n, ptr %dpagg.alloc.header)
; CHECK-NEXT:    %p = load ptr, ptr %slot
; CHECK-NEXT:    %p.header = load ptr, ptr %dpagg.alloc.header
; CHECK-NEXT:    store i32 %e, ptr %p
; CHECK-NEXT:    %f = call i32 @__dpagg_cuda_free(ptr %p, ptr %p.header)
; CHECK-NEXT:    store i32 %f, ptr %out
define ptx_kernel void @cuda_scratch(i64 %n, ptr %out) {
  %slot = alloca ptr
  %e = call i32 @__cudaCDP2Malloc(ptr %slot, i64 %n)
  %p = load ptr, ptr %slot
  store i32 %e, ptr %p
  %f = call i32 @__cudaCDP2Free(ptr %p)
  store i32 %f, ptr %out
  ret void
}

; A phi of the site's pointer and a parameter: the free receives a null
; header (a plain free) for the parameter. `T *p = nullptr;` before
; cudaMalloc: the slot is set to null where the out-pointer is.
; CHECK-LABEL: define ptx_kernel void @merged(
; CHECK:       own:
; CHECK-NEXT:    %p = call ptr @__dpagg_malloc_warp(i64 %n, ptr %dpagg.alloc.header)
; CHECK-NEXT:    %p.header = load ptr, ptr %dpagg.alloc.header
; CHECK:       join:
; CHECK-NEXT:    %m.header = phi ptr [ %p.header, %own ], [ null, %entry ]
; CHECK-NEXT:    %m = phi ptr [ %p, %own ], [ %other, %entry ]
; CHECK-NEXT:    call void @__dpagg_free(ptr %m, ptr %m.header)
define ptx_kernel void @merged(i64 %n, i1 %c, ptr %other) {
entry:
  br i1 %c, label %own, label %join
own:
  %p = call ptr @malloc(i64 %n)
  br label %join
join:
  %m = phi ptr [ %p, %own ], [ %other, %entry ]
  call void @free(ptr %m)
  ret void
}

; CHECK-LABEL: define ptx_kernel void @null_first(
; CHECK:         store ptr null, ptr %slot
; CHECK-NEXT:    store ptr null, ptr %dpagg.alloc.header
; CHECK-NEXT:    br i1 %c
; CHECK:         call i32 @__dpagg_cuda_malloc_warp(ptr %slot, i64 %n, ptr %dpagg.alloc.header)
; CHECK:       join:
; CHECK-NEXT:    %p = load ptr, ptr %slot
; CHECK-NEXT:    %p.header = load ptr, ptr %dpagg.alloc.header
; CHECK-NEXT:    call i32 @__dpagg_cuda_free(ptr %p, ptr %p.header)
define ptx_kernel void @null_first(i64 %n, i1 %c) {
entry:
  %slot = alloca ptr
  store ptr null, ptr %slot
  br i1 %c, label %alloc, label %join
alloc:
  %e = call i32 @__cudaCDP2Malloc(ptr %slot, i64 %n)
  br label %join
join:
  %p = load ptr, ptr %slot
  %f = call i32 @__cudaCDP2Free(ptr %p)
  ret void
}

; The Bezier pattern stays as written.
; CHECK-LABEL: define ptx_kernel void @stored(
; CHECK-NOT:     __dpagg
; CHECK:         call i32 @__cudaCDP2Malloc(ptr %slot, i64 %n)
; CHECK-NOT:     __dpagg
; CHECK:         ret void
define ptx_kernel void @stored(i64 %n, ptr %vertices) {
  %slot = alloca ptr
  %e = call i32 @__cudaCDP2Malloc(ptr %slot, i64 %n)
  %p = load ptr, ptr %slot
  store ptr %p, ptr %vertices
  ret void
}

declare ptr @malloc(i64)
declare void @free(ptr)
declare i32 @__cudaCDP2Malloc(ptr, i64)
declare i32 @__cudaCDP2Free(ptr)
