; Written by hand (the red team's, for d415519's lifetime markers): where the
; lowered launch's staging blob gets lifetime markers.
;  - loop_reuse: the launch in a loop writes and consumes its blob every trip,
;    all in the loop's block: lifetime.start before the first write and
;    lifetime.end right after __dpagg_launch_v2, both in the loop, so the
;    blob is live only within each trip.
;  - split_store: one parameter is written in another block than the launch
;    (a branch between): no markers, the blob keeps its slot.
; REQUIRES: nvptx-registered-target
; RUN: opt -passes='dpagg-lower-v1-launches<all>' -S %s | FileCheck %s

; CHECK-LABEL: define ptx_kernel void @loop_reuse(
; CHECK:       loop:
; CHECK-NEXT:    %i = phi i32
; CHECK-NEXT:    call void @llvm.lifetime.start.p0(ptr %dpagg.params)
; CHECK-NEXT:    store ptr %out, ptr %dpagg.params, align 8
; CHECK:         call i32 @__dpagg_launch_v2(ptr @child, ptr %dpagg.params, i32 12,
; CHECK-NEXT:    call void @llvm.lifetime.end.p0(ptr %dpagg.params)
; CHECK-NEXT:    %i1 = add i32 %i, 1
; CHECK-LABEL: define ptx_kernel void @split_store(
; CHECK-NOT:     @llvm.lifetime
; CHECK:         call i32 @__dpagg_launch_v2(ptr @child, ptr %dpagg.params, i32 12,
; CHECK-NOT:     @llvm.lifetime
; CHECK:         ret void

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
%struct.dim3 = type { i32, i32, i32 }

define ptx_kernel void @child(ptr %out, i32 %v) #0 {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %t to i64
  %p = getelementptr i32, ptr %out, i64 %i
  store i32 %v, ptr %p
  ret void
}

; launch in a self-loop: blob written and consumed every trip
define ptx_kernel void @loop_reuse(ptr %out, i32 %n) #0 {
entry:
  %g = alloca %struct.dim3, align 4
  %b = alloca %struct.dim3, align 4
  store i32 1, ptr %g
  %g1 = getelementptr i8, ptr %g, i64 4
  store i32 1, ptr %g1
  %g2 = getelementptr i8, ptr %g, i64 8
  store i32 1, ptr %g2
  store i32 32, ptr %b
  %b1 = getelementptr i8, ptr %b, i64 4
  store i32 1, ptr %b1
  %b2 = getelementptr i8, ptr %b, i64 8
  store i32 1, ptr %b2
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %buf = call ptr @__cudaCDP2GetParameterBuffer(i64 64, i64 12)
  store ptr %out, ptr %buf, align 8
  %f = getelementptr i8, ptr %buf, i64 8
  store i32 %i, ptr %f, align 4
  %r = call i32 @__cudaCDP2LaunchDevice(ptr @child, ptr %buf, ptr byval(%struct.dim3) align 4 %g, ptr byval(%struct.dim3) align 4 %b, i32 0, ptr null)
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; parameter written in one block, launched in the next (after a uniform branch)
define ptx_kernel void @split_store(ptr %out, i32 %n) #0 {
entry:
  %g = alloca %struct.dim3, align 4
  %b = alloca %struct.dim3, align 4
  store i32 1, ptr %g
  %g1 = getelementptr i8, ptr %g, i64 4
  store i32 1, ptr %g1
  %g2 = getelementptr i8, ptr %g, i64 8
  store i32 1, ptr %g2
  store i32 32, ptr %b
  %b1 = getelementptr i8, ptr %b, i64 4
  store i32 1, ptr %b1
  %b2 = getelementptr i8, ptr %b, i64 8
  store i32 1, ptr %b2
  %buf = call ptr @__cudaCDP2GetParameterBuffer(i64 64, i64 12)
  store ptr %out, ptr %buf, align 8
  %c = icmp sgt i32 %n, 5
  br i1 %c, label %a, label %l
a:
  %f = getelementptr i8, ptr %buf, i64 8
  store i32 %n, ptr %f, align 4
  br label %l
l:
  %r = call i32 @__cudaCDP2LaunchDevice(ptr @child, ptr %buf, ptr byval(%struct.dim3) align 4 %g, ptr byval(%struct.dim3) align 4 %b, i32 0, ptr null)
  ret void
}

declare ptr @__cudaCDP2GetParameterBuffer(i64, i64)
declare i32 @__cudaCDP2LaunchDevice(ptr, ptr, ptr byval(%struct.dim3) align 4, ptr byval(%struct.dim3) align 4, i32, ptr)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
attributes #0 = { "target-cpu"="sm_90" "target-features"="+ptx86,+sm_90" }
