; Written by hand: dpagg-aggregate-allocations<warp;frees=program>
; (AggregateAllocations.h, "Program mode"; runtime/alloc.cu). The user
; states that every free that can receive this unit's pointers is made in
; a program-mode unit, so a site whose pointer escapes its kernel (stored,
; launched, passed, returned) is aggregated with the program mode's entry,
; and every free and cudaFree of the unit, in any function, direct or
; through a pointer, becomes the runtime's, which finds a sub-buffer from
; its address. A site outside a kernel stays as written. At scope off the
; frees are still replaced (a unit that only frees keeps its half of the
; statement) and no site is touched. Inline assembly that makes a call
; could free where nothing is rewritten: its unit's sites stay as written,
; and the unit warns, whatever it allocates.
; REQUIRES: nvptx-registered-target
; RUN: opt -passes='dpagg-aggregate-allocations<warp;frees=program>' -S %s \
; RUN:   | FileCheck %s
; RUN: opt -passes='dpagg-aggregate-allocations<warp;frees=program>' \
; RUN:   -disable-output -pass-remarks=dpagg -pass-remarks-missed=dpagg %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=REMARK
; RUN: opt -passes='dpagg-aggregate-allocations<off;frees=program>' -S %s \
; RUN:   | FileCheck %s --check-prefix=OFF
; RUN: opt -passes='dpagg-aggregate-allocations<warp;frees=program>' \
; RUN:   -print-pipeline-passes -disable-output %s \
; RUN:   | FileCheck %s --check-prefix=PIPE
; RUN: not opt -passes='dpagg-aggregate-allocations<warp;frees=unit>' \
; RUN:   -disable-output %s 2>&1 | FileCheck %s --check-prefix=BAD
; RUN: sed -e 's/;ASM //' %s \
; RUN:   | opt -passes='dpagg-aggregate-allocations<warp;frees=program>' -S \
; RUN:     -pass-remarks-missed=dpagg -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=ASM
; RUN: sed -e 's/;ASM //' %s \
; RUN:   | opt -passes='dpagg-aggregate-allocations<off;frees=program>' \
; RUN:     -disable-output 2>&1 | FileCheck %s --check-prefix=ASM-WARN
; RUN: opt -passes='dpagg-aggregate-allocations<warp;frees=kernel>' \
; RUN:   -disable-output -pass-remarks-missed=dpagg %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=KERNEL

; PIPE: dpagg-aggregate-allocations<warp;frees=program>
; BAD: invalid dpagg-aggregate-allocations parameter 'frees=unit' (accepted: off, warp, frees=kernel|program)

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; The Bezier pattern: cudaMalloc into a field of global memory, the pointer
; then a launch parameter.
; CHECK-LABEL: define ptx_kernel void @tessellate(
; CHECK:         %r = call i32 @__dpagg_cuda_malloc_program(ptr %slot, i64 %n)
; CHECK-NOT:     @__cudaCDP2Malloc
; CHECK:         ret void
; REMARK: remark: <unknown>:0:0: cudaMalloc aggregated per warp (-dpagg-alloc-frees=program: every free of the program's program-mode units finds its sub-buffer; where the kernel's frees alone would refuse it: cudaMalloc's out-pointer is not a local variable that only this call writes (or null), and only loads read)
; KERNEL: remark: <unknown>:0:0: cudaMalloc not aggregated: cudaMalloc's out-pointer is not a local variable
; OFF-LABEL: define ptx_kernel void @tessellate(
; OFF:         call i32 @__cudaCDP2Malloc(ptr %slot, i64 %n)
define ptx_kernel void @tessellate(ptr %lines, i64 %n) {
  %slot = getelementptr inbounds ptr, ptr %lines, i64 1
  %r = call i32 @__cudaCDP2Malloc(ptr %slot, i64 %n)
  ret void
}

; malloc's pointer stored to memory.
; CHECK-LABEL: define ptx_kernel void @stored(
; CHECK:         %p = call ptr @__dpagg_malloc_program(i64 %n)
; CHECK:         store ptr %p, ptr %out
; REMARK: remark: <unknown>:0:0: malloc aggregated per warp (-dpagg-alloc-frees=program: every free of the program's program-mode units finds its sub-buffer; where the kernel's frees alone would refuse it: the pointer escapes: stored to memory)
define ptx_kernel void @stored(i64 %n, ptr %out) {
  %p = call ptr @malloc(i64 %n)
  store ptr %p, ptr %out
  ret void
}

; A site that keeps its pointer, freed in its kernel: the program mode's
; entry and free too (one layout per unit).
; CHECK-LABEL: define ptx_kernel void @scratch(
; CHECK:         %p = call ptr @__dpagg_malloc_program(i64 %n)
; CHECK:         call void @__dpagg_free_program(ptr %p)
; REMARK: remark: <unknown>:0:0: malloc aggregated per warp (-dpagg-alloc-frees=program: every free of the program's program-mode units finds its sub-buffer)
; OFF-LABEL: define ptx_kernel void @scratch(
; OFF:         %p = call ptr @malloc(i64 %n)
; OFF:         call void @__dpagg_free_program(ptr %p)
define ptx_kernel void @scratch(i64 %n) {
  %p = call ptr @malloc(i64 %n)
  store i8 1, ptr %p
  call void @free(ptr %p)
  ret void
}

; The frees of a later kernel, of pointers loaded from memory: replaced.
; CHECK-LABEL: define ptx_kernel void @release(
; CHECK:         call void @__dpagg_free_program(ptr %p)
; CHECK:         %e = call i32 @__dpagg_cuda_free_program(ptr %q)
; OFF-LABEL: define ptx_kernel void @release(
; OFF:         call void @__dpagg_free_program(ptr %p)
; OFF:         call i32 @__dpagg_cuda_free_program(ptr %q)
define ptx_kernel void @release(ptr %lines) {
  %p = load ptr, ptr %lines
  call void @free(ptr %p)
  %s = getelementptr inbounds ptr, ptr %lines, i64 1
  %q = load ptr, ptr %s
  %e = call i32 @__cudaCDP2Free(ptr %q)
  ret void
}

; free through a pointer: the declaration itself is replaced.
; CHECK-LABEL: define void @free_through(
; CHECK:         store ptr @__dpagg_free_program, ptr %fp
; CHECK-NOT:     @free
define void @free_through(ptr %fp) {
  store ptr @free, ptr %fp
  ret void
}

; A site outside a kernel stays as written.
; CHECK-LABEL: define ptr @helper(
; CHECK:         call ptr @malloc(i64 %n)
; REMARK: remark: <unknown>:0:0: malloc not aggregated: the allocation is in a function that is not a kernel
define ptr @helper(i64 %n) {
  %p = call ptr @malloc(i64 %n)
  ret ptr %p
}

; With inline assembly that makes a call, the unit may free where nothing
; is rewritten: every site stays as written, with the reason.
; ASM: remark: <unknown>:0:0: malloc not aggregated: this unit may free memory where -dpagg-alloc-frees=program cannot rewrite the free (a call in inline assembly, or a free declared with another type): inline assembly in asm_call makes a call
; ASM-NOT: aggregated per warp
; Even a unit that aggregates nothing warns: another unit's sub-buffer could
; reach its unrewritable free.
; ASM-WARN: warning: DPAgg: -dpagg-alloc-frees=program: inline assembly in asm_call makes a call, so this unit may free memory where DPAgg cannot rewrite the free
define void @asm_call(ptr %p) {
;ASM   call void asm sideeffect "call free, ($0);", "l"(ptr %p)
  ret void
}

declare ptr @malloc(i64)
declare void @free(ptr)
declare i32 @__cudaCDP2Malloc(ptr, i64)
declare i32 @__cudaCDP2Free(ptr)
