; Children with __syncthreads keep one block per logical block under
; -dpagg-moldable, with a missed remark: in a molded block, threads that
; finished the logical block wait at the latch while the others wait at the
; body's barrier, lanes of one warp at two barrier instructions at once, and
; that computed wrong values on an H100 (GPU test moldable_children,
; exchange). Both ways a thread finishes are refused: a return before the
; barrier (early_return, the shape that failed), and a body every thread
; runs through (no_return), where the threads outside a smaller parent's
; block are the ones in the latch. The clone is the one-block-per-logical-
; block one, whose barriers stay as they were.
; REQUIRES: nvptx-registered-target
; RUN: opt -passes='dpagg-aggregate<warp;moldable=on>' -pass-remarks-missed=dpagg -pass-remarks-analysis=dpagg -S %s 2>%t.remarks | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
; RUN: opt -passes='dpagg-aggregate<block;moldable=auto>' -pass-remarks-missed=dpagg -pass-remarks-analysis=dpagg -S %s 2>%t.block | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK < %t.block

; REMARK-DAG: remark: <unknown>:0:0: aggregated child of early_return keeps one block per logical block: it uses __syncthreads, at which threads would wait while others of their warp wait at the latch for the next logical block{{$}}
; REMARK-DAG: remark: <unknown>:0:0: aggregated child of no_return keeps one block per logical block: it uses __syncthreads, at which threads would wait while others of their warp wait at the latch for the next logical block{{$}}
; REMARK-NOT: loops over logical blocks

; Not flagged DPAGG_LAUNCH_MOLDED (32), nor anything else (two launches per
; thread).
; CHECK: @early_return.dpagg.child = private unnamed_addr constant { ptr, i32, i32, i32, i32 } { ptr @early_return.dpagg,
; CHECK: @[[SITE1:dpagg.site.early_return.[0-9]+]] = private unnamed_addr constant {{.*}} { ptr @early_return.dpagg.child, ptr @early_return, ptr @dpagg.name.early_return, ptr {{[^,]*}}, ptr {{[^,]*}}, i32 0,
; CHECK: @no_return.dpagg.child = private unnamed_addr constant { ptr, i32, i32, i32, i32 } { ptr @no_return.dpagg,
; CHECK: @[[SITE2:dpagg.site.no_return.[0-9]+]] = private unnamed_addr constant {{.*}} { ptr @no_return.dpagg.child, ptr @no_return, ptr @dpagg.name.no_return, ptr {{[^,]*}}, ptr {{[^,]*}}, i32 0,
; CHECK:       call i32 @__dpagg_aggregate_{{warp|block}}(ptr @[[SITE1]],
; CHECK:       call i32 @__dpagg_aggregate_{{warp|block}}(ptr @[[SITE2]],
; CHECK-LABEL: define internal ptx_kernel void @early_return.dpagg(
; CHECK:         call void @__dpagg_child_enter(
; CHECK-NOT:     __dpagg_child_latch
; CHECK:         call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
; CHECK-NOT:     __dpagg_child_latch
; CHECK:       }
; CHECK-LABEL: define internal ptx_kernel void @no_return.dpagg(
; CHECK:         call void @__dpagg_child_enter(
; CHECK-NOT:     __dpagg_child_latch
; CHECK:         call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
; CHECK-NOT:     __dpagg_child_latch
; CHECK:       }
; CHECK-NOT:   __dpagg_child_enter_at

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.dim3 = type { i32, i32, i32 }

@block32 = private constant %struct.dim3 { i32 32, i32 1, i32 1 }
@tile = internal addrspace(3) global [32 x i32] undef, align 4

; int i = blockIdx.x * blockDim.x + threadIdx.x;
; if (i >= n) return;
; tile[tid] = in[i]; __syncthreads(); out[i] = tile[31 - tid];
define ptx_kernel void @early_return(ptr %in, ptr %out, i32 %n) {
entry:
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %base = mul i32 %ctaid, %ntid
  %i = add i32 %base, %tid
  %past = icmp uge i32 %i, %n
  br i1 %past, label %early, label %work
early:
  ret void
work:
  %src = getelementptr inbounds i32, ptr %in, i32 %i
  %v = load i32, ptr %src, align 4
  %slot = getelementptr inbounds [32 x i32], ptr addrspace(3) @tile, i32 0, i32 %tid
  store i32 %v, ptr addrspace(3) %slot, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %rev = sub i32 31, %tid
  %rslot = getelementptr inbounds [32 x i32], ptr addrspace(3) @tile, i32 0, i32 %rev
  %w = load i32, ptr addrspace(3) %rslot, align 4
  %dst = getelementptr inbounds i32, ptr %out, i32 %i
  store i32 %w, ptr %dst, align 4
  ret void
}

; tile[tid] = in[tid]; __syncthreads(); out[tid] = tile[31 - tid];
define ptx_kernel void @no_return(ptr %in, ptr %out, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %src = getelementptr inbounds i32, ptr %in, i32 %tid
  %v = load i32, ptr %src, align 4
  %slot = getelementptr inbounds [32 x i32], ptr addrspace(3) @tile, i32 0, i32 %tid
  store i32 %v, ptr addrspace(3) %slot, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %rev = sub i32 31, %tid
  %rslot = getelementptr inbounds [32 x i32], ptr addrspace(3) @tile, i32 0, i32 %rev
  %w = load i32, ptr addrspace(3) %rslot, align 4
  %dst = getelementptr inbounds i32, ptr %out, i32 %tid
  store i32 %w, ptr %dst, align 4
  ret void
}

; early_return<<<threadIdx.x + 1, 32>>>(in, out, threadIdx.x * 7);
; no_return<<<threadIdx.x + 1, 32>>>(in, out, 0);
define ptx_kernel void @parent(ptr %in, ptr %out) #90 {
entry:
  %grid = alloca %struct.dim3, align 4
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %gx = add i32 %tid, 1
  store i32 %gx, ptr %grid, align 4
  %gy = getelementptr inbounds i8, ptr %grid, i64 4
  store i32 1, ptr %gy, align 4
  %gz = getelementptr inbounds i8, ptr %grid, i64 8
  store i32 1, ptr %gz, align 4
  %buf = call ptr @__cudaCDP2GetParameterBuffer(i64 64, i64 20)
  %isnull = icmp eq ptr %buf, null
  br i1 %isnull, label %second, label %fill
fill:
  store ptr %in, ptr %buf, align 8
  %p1 = getelementptr inbounds i8, ptr %buf, i64 8
  store ptr %out, ptr %p1, align 8
  %n = mul i32 %tid, 7
  %p2 = getelementptr inbounds i8, ptr %buf, i64 16
  store i32 %n, ptr %p2, align 4
  %err = call i32 @__cudaCDP2LaunchDevice(ptr @early_return, ptr %buf, ptr byval(%struct.dim3) align 4 %grid, ptr byval(%struct.dim3) align 4 @block32, i32 0, ptr null)
  br label %second
second:
  %buf2 = call ptr @__cudaCDP2GetParameterBuffer(i64 64, i64 20)
  %isnull2 = icmp eq ptr %buf2, null
  br i1 %isnull2, label %done, label %fill2
fill2:
  store ptr %in, ptr %buf2, align 8
  %q1 = getelementptr inbounds i8, ptr %buf2, i64 8
  store ptr %out, ptr %q1, align 8
  %q2 = getelementptr inbounds i8, ptr %buf2, i64 16
  store i32 0, ptr %q2, align 4
  %err2 = call i32 @__cudaCDP2LaunchDevice(ptr @no_return, ptr %buf2, ptr byval(%struct.dim3) align 4 %grid, ptr byval(%struct.dim3) align 4 @block32, i32 0, ptr null)
  br label %done
done:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)
declare ptr @__cudaCDP2GetParameterBuffer(i64, i64) convergent
declare i32 @__cudaCDP2LaunchDevice(ptr, ptr, ptr byval(%struct.dim3) align 4, ptr byval(%struct.dim3) align 4, i32, ptr) convergent

; Aggregation needs a known sm_80+ target (below-sm80-not-aggregated.ll).
attributes #90 = { "target-cpu"="sm_90" }
