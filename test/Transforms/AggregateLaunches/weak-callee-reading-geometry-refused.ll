; A child that calls a weak function reading the block geometry is not
; aggregated: the aggregated clone inlines such callees to rewrite their
; %ctaid/%ntid/%nctaid reads, and a weak (interposable, not ODR) definition
; is one another translation unit's strong definition replaces at the link
; (-fgpu-rdc), so the clone would run this unit's body where the program
; runs the other's (red team: test/RedTeam/pk_weak_callee.cu, which failed
; in every DPAgg build before the rule). A weak callee that reads only
; %tid stays a call in the whole clone and is resolved by the linker; a
; linkonce_odr one (an inline function of a header) is the same in every
; unit and is inlined as before.
; REQUIRES: nvptx-registered-target
; RUN: opt -passes='dpagg-aggregate<block>' -pass-remarks-missed=dpagg -S %s 2>%t.remarks | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks

; REMARK: remark: <unknown>:0:0: launch of child_weak not aggregated: the child cannot be aggregated: child_weak calls where_weak, which reads the block geometry or waits at a barrier and which another unit's definition may replace

; CHECK-NOT: @child_weak.dpagg
; CHECK: @child_odr.dpagg.child =
; CHECK-LABEL: define ptx_kernel void @parent(
; CHECK: call i32 @__dpagg_launch_v2(ptr @child_weak,
; CHECK: call i32 @__dpagg_aggregate_block(
; CHECK-LABEL: define internal ptx_kernel void @child_odr.dpagg(
; CHECK-NOT: call {{.*}} @where_odr
; CHECK: ret void

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.dim3 = type { i32, i32, i32 }

@grid1 = private constant %struct.dim3 { i32 1, i32 1, i32 1 }

define weak i32 @where_weak() {
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  ret i32 %b
}

define linkonce_odr i32 @where_odr() {
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  ret i32 %b
}

define ptx_kernel void @child_weak(ptr %out) {
  %v = call i32 @where_weak()
  store i32 %v, ptr %out, align 4
  ret void
}

define ptx_kernel void @child_odr(ptr %out) {
  %v = call i32 @where_odr()
  store i32 %v, ptr %out, align 4
  ret void
}

define ptx_kernel void @parent(ptr %out) #90 {
entry:
  %buf0 = call ptr @__cudaCDP2GetParameterBuffer(i64 64, i64 8)
  %null0 = icmp eq ptr %buf0, null
  br i1 %null0, label %next0, label %fill0
fill0:
  store ptr %out, ptr %buf0, align 8
  %b0 = alloca %struct.dim3, align 4
  store i32 32, ptr %b0, align 4
  %b0y = getelementptr inbounds i8, ptr %b0, i64 4
  store i32 1, ptr %b0y, align 4
  %b0z = getelementptr inbounds i8, ptr %b0, i64 8
  store i32 1, ptr %b0z, align 4
  %err0 = call i32 @__cudaCDP2LaunchDevice(ptr @child_weak, ptr %buf0, ptr byval(%struct.dim3) align 4 @grid1, ptr byval(%struct.dim3) align 4 %b0, i32 0, ptr null)
  br label %next0
next0:
  %buf1 = call ptr @__cudaCDP2GetParameterBuffer(i64 64, i64 8)
  %null1 = icmp eq ptr %buf1, null
  br i1 %null1, label %next1, label %fill1
fill1:
  store ptr %out, ptr %buf1, align 8
  %b1 = alloca %struct.dim3, align 4
  store i32 32, ptr %b1, align 4
  %b1y = getelementptr inbounds i8, ptr %b1, i64 4
  store i32 1, ptr %b1y, align 4
  %b1z = getelementptr inbounds i8, ptr %b1, i64 8
  store i32 1, ptr %b1z, align 4
  %err1 = call i32 @__cudaCDP2LaunchDevice(ptr @child_odr, ptr %buf1, ptr byval(%struct.dim3) align 4 @grid1, ptr byval(%struct.dim3) align 4 %b1, i32 0, ptr null)
  br label %next1
next1:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare ptr @__cudaCDP2GetParameterBuffer(i64, i64) convergent
declare i32 @__cudaCDP2LaunchDevice(ptr, ptr, ptr byval(%struct.dim3) align 4, ptr byval(%struct.dim3) align 4, i32, ptr) convergent

attributes #90 = { "target-cpu"="sm_90" }
