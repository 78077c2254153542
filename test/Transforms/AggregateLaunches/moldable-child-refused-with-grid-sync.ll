; A hand-written grid barrier in a child: every block counts itself in and
; spins until all gridDim.x blocks have (what cooperative groups' grid.sync()
; does). Run in series, a logical block would wait for one queued behind it
; in the same physical block: molding could hang a program that terminates.
; Such children keep one block per logical block (the rule is
; InterThreadWaits: a loop with an atomic or volatile access), with a missed
; remark; the site keeps its aggregation and its flags do not ask the
; runtime for a smaller grid (no 32) and pass the clone itself, not a
; DPAggChildClones. A child that only counts itself in, without waiting,
; molds.
; REQUIRES: nvptx-registered-target
; RUN: opt -passes='dpagg-aggregate<warp;moldable=on>' -pass-remarks-missed=dpagg -pass-remarks-analysis=dpagg -S %s 2>%t.remarks | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks

; REMARK-DAG: remark: <unknown>:0:0: aggregated child of grid_sync keeps one block per logical block: its threads may wait for other threads or blocks (a volatile or atomic load in a loop in grid_sync){{$}}
; REMARK-DAG: remark: <unknown>:0:0: aggregated child of count_in loops over logical blocks: launched with at most the blocks that can be resident{{$}}

; CHECK: @count_in.dpagg.clones = internal addrspace(1) constant { ptr, ptr, ptr } { ptr @count_in.dpagg, ptr @count_in.dpagg, ptr null }
; CHECK: @grid_sync.dpagg.child = private unnamed_addr constant { ptr, i32, i32, i32, i32 } { ptr @grid_sync.dpagg,
; CHECK: @[[SITE1:dpagg.site.grid_sync.[0-9]+]] = private unnamed_addr constant {{.*}} { ptr @grid_sync.dpagg.child, ptr @grid_sync, ptr @dpagg.name.grid_sync, ptr {{[^,]*}}, ptr {{[^,]*}}, i32 0,
; CHECK: @count_in.dpagg.child = private unnamed_addr constant { ptr, i32, i32, i32, i32 } { ptr addrspacecast (ptr addrspace(1) @count_in.dpagg.clones to ptr),
; CHECK: @[[SITE2:dpagg.site.count_in.[0-9]+]] = private unnamed_addr constant {{.*}} { ptr @count_in.dpagg.child, ptr @count_in, ptr @dpagg.name.count_in, ptr {{[^,]*}}, ptr {{[^,]*}}, i32 32,
; CHECK: call i32 @__dpagg_aggregate_warp(ptr @[[SITE1]],
; CHECK: call i32 @__dpagg_aggregate_warp(ptr @[[SITE2]],
; CHECK-LABEL: define internal ptx_kernel void @grid_sync.dpagg(
; CHECK:         call void @__dpagg_child_enter(
; CHECK-NOT:     __dpagg_child_latch
; CHECK:       }
; CHECK-LABEL: define internal ptx_kernel void @count_in.dpagg(
; CHECK:         call i32 @__dpagg_child_enter_at(
; CHECK:         call void @__dpagg_child_latch()

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.dim3 = type { i32, i32, i32 }

@grid1 = private constant %struct.dim3 { i32 1, i32 1, i32 1 }

; atomicAdd(count, 1); while (atomic_load(count) < gridDim.x) {}
define ptx_kernel void @grid_sync(ptr %count) {
entry:
  %old = atomicrmw add ptr %count, i32 1 seq_cst, align 4
  %n = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  br label %spin
spin:
  %v = load atomic i32, ptr %count acquire, align 4
  %done = icmp uge i32 %v, %n
  br i1 %done, label %exit, label %spin
exit:
  ret void
}

; atomicAdd(count, 1): no wait.
define ptx_kernel void @count_in(ptr %count) {
entry:
  %old = atomicrmw add ptr %count, i32 1 seq_cst, align 4
  ret void
}

define ptx_kernel void @parent(ptr %p) #90 {
entry:
  %buf0 = call ptr @__cudaCDP2GetParameterBuffer(i64 64, i64 8)
  %null0 = icmp eq ptr %buf0, null
  br i1 %null0, label %next0, label %fill0
fill0:
  store ptr %p, ptr %buf0, align 8
  %b0 = alloca %struct.dim3, align 4
  store i32 32, ptr %b0, align 4
  %b0y = getelementptr inbounds i8, ptr %b0, i64 4
  store i32 1, ptr %b0y, align 4
  %b0z = getelementptr inbounds i8, ptr %b0, i64 8
  store i32 1, ptr %b0z, align 4
  %err0 = call i32 @__cudaCDP2LaunchDevice(ptr @grid_sync, ptr %buf0, ptr byval(%struct.dim3) align 4 @grid1, ptr byval(%struct.dim3) align 4 %b0, i32 0, ptr null)
  br label %next0
next0:
  %buf1 = call ptr @__cudaCDP2GetParameterBuffer(i64 64, i64 8)
  %null1 = icmp eq ptr %buf1, null
  br i1 %null1, label %next1, label %fill1
fill1:
  store ptr %p, ptr %buf1, align 8
  %b1 = alloca %struct.dim3, align 4
  store i32 32, ptr %b1, align 4
  %b1y = getelementptr inbounds i8, ptr %b1, i64 4
  store i32 1, ptr %b1y, align 4
  %b1z = getelementptr inbounds i8, ptr %b1, i64 8
  store i32 1, ptr %b1z, align 4
  %err1 = call i32 @__cudaCDP2LaunchDevice(ptr @count_in, ptr %buf1, ptr byval(%struct.dim3) align 4 @grid1, ptr byval(%struct.dim3) align 4 %b1, i32 0, ptr null)
  br label %next1
next1:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32)
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)
declare i32 @llvm.nvvm.barrier.cta.red.popc.aligned.all(i32, i1)
declare ptr @__cudaCDP2GetParameterBuffer(i64, i64) convergent
declare i32 @__cudaCDP2LaunchDevice(ptr, ptr, ptr byval(%struct.dim3) align 4, ptr byval(%struct.dim3) align 4, i32, ptr) convergent

; Aggregation needs a known sm_80+ target (below-sm80-not-aggregated.ll).
attributes #90 = { "target-cpu"="sm_90" }
