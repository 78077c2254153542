; Written by hand: what print<dpagg-alloc-sites> finds (AllocationSites.h).
; A site is aggregable only when every use of its pointer is on the
; allow-list (an address, a GEP, cast, phi or select, a compare, a memory
; intrinsic's pointer, a free/cudaFree); each refusal below is one use off
; the list, and the printer names it and the instruction that shows it.
; REQUIRES: nvptx-registered-target
; RUN: opt -passes='print<dpagg-alloc-sites>' -disable-output %s 2>&1 \
; RUN:   | FileCheck %s

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; malloc: GEPs, a loop's phi, a select with null, a memset, a compare with
; null and with the site's own GEP, two frees.
; CHECK-LABEL: DPAgg allocation sites for function 'scratch':
; CHECK-NEXT:    malloc:  %p = call ptr @malloc(i64 %n)
; CHECK-NEXT:      aggregable
; CHECK-NEXT:      root:  %p = call ptr @malloc(i64 %n)
; CHECK-NEXT:      free:  call void @free(ptr %sel)
; CHECK-NEXT:      free:  call void @free(ptr %q)
define ptx_kernel void @scratch(i64 %n, i1 %c, ptr %out) {
entry:
  %p = call ptr @malloc(i64 %n)
  %isnull = icmp eq ptr %p, null
  br i1 %isnull, label %done, label %fill
fill:
  call void @llvm.memset.p0.i64(ptr %p, i8 0, i64 %n, i1 false)
  %end = getelementptr i8, ptr %p, i64 %n
  br label %loop
loop:
  %q = phi ptr [ %p, %fill ], [ %q.next, %loop ]
  store i8 1, ptr %q
  %v = load i8, ptr %q
  store i8 %v, ptr %out
  %q.next = getelementptr i8, ptr %q, i64 1
  %at.end = icmp eq ptr %q.next, %end
  br i1 %at.end, label %exit, label %loop
exit:
  call void @free(ptr %q)
  br label %done
done:
  %sel = select i1 %c, ptr %p, ptr null
  call void @free(ptr %sel)
  ret void
}

; cudaMalloc: the roots are the loads of its out-pointer.
; CHECK-LABEL: DPAgg allocation sites for function 'cuda_scratch':
; CHECK-NEXT:    cudaMalloc:  %e = call i32 @__cudaCDP2Malloc(ptr %slot, i64 %n)
; CHECK-NEXT:      aggregable
; CHECK-NEXT:      root:  %p = load ptr, ptr %slot
; CHECK-NEXT:      free:  %f = call i32 @__cudaCDP2Free(ptr %p)
define ptx_kernel void @cuda_scratch(i64 %n, ptr %out) {
  %slot = alloca ptr
  call void @llvm.lifetime.start.p0(ptr %slot)
  %e = call i32 @__cudaCDP2Malloc(ptr %slot, i64 %n)
  %p = load ptr, ptr %slot
  store i32 %e, ptr %p
  %f = call i32 @__cudaCDP2Free(ptr %p)
  store i32 %f, ptr %out
  call void @llvm.lifetime.end.p0(ptr %slot)
  ret void
}

; The Bezier pattern: the pointer stored to global memory for another
; kernel to free.
; CHECK-LABEL: DPAgg allocation sites for function 'stored':
; CHECK-NEXT:    cudaMalloc:
; CHECK-NEXT:      not aggregable (Stored): the pointer escapes: stored to memory
; CHECK-NEXT:      at:  store ptr %p, ptr %vertices
define ptx_kernel void @stored(i64 %n, ptr %vertices) {
  %slot = alloca ptr
  %e = call i32 @__cudaCDP2Malloc(ptr %slot, i64 %n)
  %p = load ptr, ptr %slot
  store ptr %p, ptr %vertices
  ret void
}

; CHECK-LABEL: DPAgg allocation sites for function 'passed_to_call':
; CHECK-NEXT:    malloc:
; CHECK-NEXT:      not aggregable (PassedToCall): the pointer escapes: passed to a call other than free/cudaFree
; CHECK-NEXT:      at:  call void @consume(ptr %g)
define ptx_kernel void @passed_to_call(i64 %n) {
  %p = call ptr @malloc(i64 %n)
  %g = getelementptr i8, ptr %p, i64 16
  call void @consume(ptr %g)
  call void @free(ptr %p)
  ret void
}

; delete is not free: the CUDA device library defines it, DPAgg does not
; rewrite it.
; CHECK-LABEL: DPAgg allocation sites for function 'deleted':
; CHECK-NEXT:    malloc:
; CHECK-NEXT:      not aggregable (PassedToCall)
; CHECK-NEXT:      at:  call void @_ZdlPv(ptr %p)
define ptx_kernel void @deleted(i64 %n) {
  %p = call ptr @malloc(i64 %n)
  call void @_ZdlPv(ptr %p)
  ret void
}

; A parameter of a device-side launch (V1: stored into the parameter
; buffer): the child could free it.
; CHECK-LABEL: DPAgg allocation sites for function 'launched':
; CHECK-NEXT:    malloc:
; CHECK-NEXT:      not aggregable (Launched): the pointer escapes: a parameter of a kernel launch
; CHECK-NEXT:      at:  store ptr %p, ptr %buf
define ptx_kernel void @launched(i64 %n) {
  %p = call ptr @malloc(i64 %n)
  %buf = call ptr @__cudaCDP2GetParameterBuffer(i64 8, i64 8)
  store ptr %p, ptr %buf
  %r = call i32 @__cudaCDP2LaunchDevice(ptr @child, ptr %buf, ptr byval(%struct.dim3) null, ptr byval(%struct.dim3) null, i32 0, ptr null)
  ret void
}

; A phi of the site's pointer and a pointer from elsewhere, and a compare
; with it: aggregable (the free there receives a null header for the other
; pointer; AggregateAllocations.cpp).
; CHECK-LABEL: DPAgg allocation sites for function 'merged':
; CHECK-NEXT:    malloc:
; CHECK-NEXT:      aggregable
; CHECK-NEXT:      root:  %p = call ptr @malloc(i64 %n)
; CHECK-NEXT:      free:  call void @free(ptr %m)
define ptx_kernel void @merged(i64 %n, i1 %c, ptr %other, ptr %out) {
entry:
  br i1 %c, label %own, label %join
own:
  %p = call ptr @malloc(i64 %n)
  %same = icmp eq ptr %p, %other
  store i1 %same, ptr %out
  br label %join
join:
  %m = phi ptr [ %p, %own ], [ %other, %entry ]
  call void @free(ptr %m)
  ret void
}

; CHECK-LABEL: DPAgg allocation sites for function 'inline_asm':
; CHECK-NEXT:    malloc:
; CHECK-NEXT:      not aggregable (InlineAsm): the pointer escapes: an operand of inline assembly
define ptx_kernel void @inline_asm(i64 %n) {
  %p = call ptr @malloc(i64 %n)
  call void asm sideeffect "st.u32 [$0], 0;", "l"(ptr %p)
  call void @free(ptr %p)
  ret void
}

; CHECK-LABEL: DPAgg allocation sites for function 'to_integer':
; CHECK-NEXT:    malloc:
; CHECK-NEXT:      not aggregable (ToInteger): the pointer escapes: converted to an integer
define ptx_kernel void @to_integer(i64 %n, ptr %out) {
  %p = call ptr @malloc(i64 %n)
  %i = ptrtoint ptr %p to i64
  store i64 %i, ptr %out
  call void @free(ptr %p)
  ret void
}

; cudaMalloc's out-pointer set to null first (`T *p = nullptr;`):
; aggregable, the null store is recorded (the rewrite mirrors it in the
; header slot).
; CHECK-LABEL: DPAgg allocation sites for function 'out_pointer_null_first':
; CHECK-NEXT:    cudaMalloc:
; CHECK-NEXT:      aggregable
define ptx_kernel void @out_pointer_null_first(i64 %n) {
  %slot = alloca ptr
  store ptr null, ptr %slot
  %e = call i32 @__cudaCDP2Malloc(ptr %slot, i64 %n)
  %p = load ptr, ptr %slot
  %f = call i32 @__cudaCDP2Free(ptr %p)
  ret void
}

; cudaMalloc's out-pointer written with another pointer, or handed to a
; call: a load may read a pointer the analysis does not follow.
; CHECK-LABEL: DPAgg allocation sites for function 'out_pointer_written':
; CHECK-NEXT:    cudaMalloc:
; CHECK-NEXT:      not aggregable (OutPointer): cudaMalloc's out-pointer is not a local variable that only this call writes (or null), and only loads read
; CHECK-NEXT:      at:  store ptr %other, ptr %slot
define ptx_kernel void @out_pointer_written(i64 %n, ptr %other) {
  %slot = alloca ptr
  store ptr %other, ptr %slot
  %e = call i32 @__cudaCDP2Malloc(ptr %slot, i64 %n)
  %p = load ptr, ptr %slot
  %f = call i32 @__cudaCDP2Free(ptr %p)
  ret void
}

; A device function (not inlined): returned, and otherwise not a kernel.
; CHECK-LABEL: DPAgg allocation sites for function 'returned':
; CHECK-NEXT:    malloc:
; CHECK-NEXT:      not aggregable (Returned): the pointer escapes: returned
define ptr @returned(i64 %n) {
  %p = call ptr @malloc(i64 %n)
  ret ptr %p
}

; CHECK-LABEL: DPAgg allocation sites for function 'helper':
; CHECK-NEXT:    malloc:
; CHECK-NEXT:      not aggregable (NotInKernel): the allocation is in a function that is not a kernel
define void @helper(i64 %n) {
  %p = call ptr @malloc(i64 %n)
  call void @free(ptr %p)
  ret void
}

; CHECK-NOT: DPAgg allocation sites

%struct.dim3 = type { i32, i32, i32 }

define ptx_kernel void @child(ptr %p) {
  ret void
}

declare ptr @malloc(i64)
declare void @free(ptr)
declare i32 @__cudaCDP2Malloc(ptr, i64)
declare i32 @__cudaCDP2Free(ptr)
declare void @consume(ptr)
declare void @_ZdlPv(ptr)
declare ptr @__cudaCDP2GetParameterBuffer(i64, i64)
declare i32 @__cudaCDP2LaunchDevice(ptr, ptr, ptr byval(%struct.dim3), ptr byval(%struct.dim3), i32, ptr)
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
declare void @llvm.lifetime.start.p0(ptr)
declare void @llvm.lifetime.end.p0(ptr)
