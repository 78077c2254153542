; %dynamic_smem_size read through the intrinsic, in the child and in a
; device function it calls (issue 9, class 4): the aggregated child reads
; its parent's launch's value from the DPAggChildContext (field 5, filled
; by __dpagg_child_enter from the record), not the aggregate's, which is the
; largest of its parents'. The callee is inlined into the clone for that.
; Written by hand: clang has no builtin for this register.
; REQUIRES: nvptx-registered-target
; RUN: opt -passes='dpagg-aggregate<warp>' -S %s | FileCheck %s

; CHECK-LABEL: define internal ptx_kernel void @child.dpagg(
; CHECK:       dpagg.prologue:
; CHECK:         [[FIELD:%.*]] = getelementptr inbounds { [3 x i32], [3 x i32], [3 x i32], i32, ptr, i32, ptr, ptr, i32 }, ptr %dpagg.ctx, i32 0, i32 5
; CHECK-NEXT:    [[SMEM:%dpagg.dynamic_smem_size]] = load i32, ptr [[FIELD]]
; CHECK:         br i1
; CHECK-NOT:     @llvm.nvvm.read.ptx.sreg.dynamic_smem_size
; CHECK:         store i32 [[SMEM]]
; CHECK-NOT:     @llvm.nvvm.read.ptx.sreg.dynamic_smem_size
; CHECK:         add i32 [[SMEM]], 1
; CHECK-NOT:     @llvm.nvvm.read.ptx.sreg.dynamic_smem_size
; CHECK:       ret void

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.dim3 = type { i32, i32, i32 }

@grid1 = private constant %struct.dim3 { i32 1, i32 1, i32 1 }
@block32 = private constant %struct.dim3 { i32 32, i32 1, i32 1 }

define internal i32 @size_plus_one() noinline #0 {
  %s = call i32 @llvm.nvvm.read.ptx.sreg.dynamic_smem_size()
  %r = add i32 %s, 1
  ret i32 %r
}

; p[0] = %dynamic_smem_size; p[1] = size_plus_one();
define ptx_kernel void @child(ptr %p) #0 {
  %s = call i32 @llvm.nvvm.read.ptx.sreg.dynamic_smem_size()
  store i32 %s, ptr %p, align 4
  %t = call i32 @size_plus_one()
  %q = getelementptr inbounds i32, ptr %p, i64 1
  store i32 %t, ptr %q, align 4
  ret void
}

; child<<<1, 32, threadIdx.x * 16>>>(p + threadIdx.x * 2)
define ptx_kernel void @parent(ptr %p) #0 {
entry:
  %buf = call ptr @__cudaCDP2GetParameterBuffer(i64 64, i64 8)
  %isnull = icmp eq ptr %buf, null
  br i1 %isnull, label %done, label %fill
fill:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %off = mul i32 %tid, 2
  %pp = getelementptr inbounds i32, ptr %p, i32 %off
  store ptr %pp, ptr %buf, align 64
  %shmem = mul i32 %tid, 16
  %err = call i32 @__cudaCDP2LaunchDevice(ptr @child, ptr %buf, ptr byval(%struct.dim3) align 4 @grid1, ptr byval(%struct.dim3) align 4 @block32, i32 %shmem, ptr null)
  br label %done
done:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.dynamic_smem_size()
declare ptr @__cudaCDP2GetParameterBuffer(i64, i64) convergent
declare i32 @__cudaCDP2LaunchDevice(ptr, ptr, ptr byval(%struct.dim3) align 4, ptr byval(%struct.dim3) align 4, i32, ptr) convergent

; Aggregation needs sm_80 or newer and reads it from "target-cpu".
attributes #0 = { "target-cpu"="sm_90" }
