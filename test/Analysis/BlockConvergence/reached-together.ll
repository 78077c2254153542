; Hand-written: which blocks of a kernel every live thread of the block
; reaches together (the rule of block scope and postponement,
; BlockConvergence.h), block by block, with nothing staged and nothing moved.
;  - @exit_other_side: threads that fail the test only exit, so the
;    barrier's block is reached together: exit-only blocks count as arrived.
;    Not so the exit: a block that gets barriers is never exit-only, and
;    threads reach it with and without the barrier. (The exit-only line is
;    the function's with no such block.)
;  - @barrier_both_sides: a thread-dependent branch whose other side reaches
;    another barrier.
;  - @uniform_branch: a branch on a kernel argument splits no block.
;  - @skip_in_loop: a thread-dependent branch in a loop lets threads skip
;    the block and come back to the branch; the other blocks of the loop and
;    the exit are reached with and without the barrier.
;  - @exit_after_barrier: a side that exits only after a barrier is no
;    exit-only block.
;  - @helper: not a kernel, so nothing is reached together.
; REQUIRES: nvptx-registered-target
; RUN: opt -passes='print<dpagg-block-convergence>' -disable-output %s 2>&1 | FileCheck %s
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)

; CHECK-LABEL: DPAgg block convergence for function 'exit_other_side':
; CHECK-NEXT:    exit-only: %done{{$}}
; CHECK-NEXT:    %entry: together
; CHECK-NEXT:    %work: together
; CHECK-NEXT:    %done: not together: a divergent branch lets threads skip it and reach another convergent operation (a barrier or launch)
define ptx_kernel void @exit_other_side(i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %t, %n
  br i1 %c, label %work, label %done
work:
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %done
done:
  ret void
}

; CHECK-LABEL: DPAgg block convergence for function 'barrier_both_sides':
; CHECK-NEXT:    exit-only: %join{{$}}
; CHECK-NEXT:    %entry: together
; CHECK-NEXT:    %then: not together: a divergent branch lets threads skip it and reach another convergent operation (a barrier or launch)
; CHECK-NEXT:    %else: not together: a divergent branch lets threads skip it and reach another convergent operation (a barrier or launch)
; CHECK-NEXT:    %join: not together: a divergent branch lets threads skip it and reach another convergent operation (a barrier or launch)
define ptx_kernel void @barrier_both_sides(i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %t, %n
  br i1 %c, label %then, label %else
then:
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %join
else:
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %join
join:
  ret void
}

; CHECK-LABEL: DPAgg block convergence for function 'uniform_branch':
; CHECK-NEXT:    exit-only: %join{{$}}
; CHECK-NEXT:    %entry: together
; CHECK-NEXT:    %then: together
; CHECK-NEXT:    %else: together
; CHECK-NEXT:    %join: together
define ptx_kernel void @uniform_branch(i1 %c) {
entry:
  br i1 %c, label %then, label %else
then:
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %join
else:
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %join
join:
  ret void
}

; CHECK-LABEL: DPAgg block convergence for function 'skip_in_loop':
; CHECK-NEXT:    exit-only: %exit{{$}}
; CHECK-NEXT:    %entry: together
; CHECK-NEXT:    %loop: not together: a divergent branch lets threads skip it and reach another convergent operation (a barrier or launch)
; CHECK-NEXT:    %body: not together: a divergent branch lets threads skip it in a loop
; CHECK-NEXT:    %latch: not together: a divergent branch lets threads skip it and reach another convergent operation (a barrier or launch)
; CHECK-NEXT:    %exit: not together: a divergent branch lets threads skip it in a loop
define ptx_kernel void @skip_in_loop(i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %next, %latch ]
  %c = icmp ult i32 %t, %i
  br i1 %c, label %body, label %latch
body:
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %latch
latch:
  %next = add i32 %i, 1
  %again = icmp ult i32 %next, %n
  br i1 %again, label %loop, label %exit
exit:
  ret void
}

; CHECK-LABEL: DPAgg block convergence for function 'exit_after_barrier':
; CHECK-NEXT:    exit-only: %done{{$}}
; CHECK-NEXT:    %entry: together
; CHECK-NEXT:    %work: not together: a divergent branch lets threads skip it and reach another convergent operation (a barrier or launch)
; CHECK-NEXT:    %leave: not together: a divergent branch lets threads skip it and reach another convergent operation (a barrier or launch)
; CHECK-NEXT:    %done: not together: a divergent branch lets threads skip it and reach another convergent operation (a barrier or launch)
define ptx_kernel void @exit_after_barrier(i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %t, %n
  br i1 %c, label %work, label %leave
work:
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %done
leave:
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  ret void
done:
  ret void
}

; CHECK-LABEL: DPAgg block convergence for function 'helper': not a kernel
define void @helper() {
  ret void
}
