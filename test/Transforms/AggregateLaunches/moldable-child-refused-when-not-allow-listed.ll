; Children that keep one block per logical block under -dpagg-moldable, each
; with the missed remark naming the rule (moldBlocker's allow-list): warp-level
; operations, __syncthreads_count, a named barrier, a launch inside the
; child, a variable-length array, and a __syncthreads in a helper the child
; calls (moldable-child-refused-with-syncthreads.ll has why).
; REQUIRES: nvptx-registered-target
; RUN: opt -passes='dpagg-aggregate<warp;moldable=on>' -pass-remarks-missed=dpagg -pass-remarks-analysis=dpagg -S %s 2>%t.remarks | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks

; REMARK-DAG: remark: <unknown>:0:0: aggregated child of shuffle keeps one block per logical block: it uses warp-level operations or inline assembly, which could see threads that finished a logical block waiting for the next one{{$}}
; REMARK-DAG: remark: <unknown>:0:0: aggregated child of count keeps one block per logical block: count uses __syncthreads_count, _and or _or, which would count the threads waiting for the next logical block{{$}}
; REMARK-DAG: remark: <unknown>:0:0: aggregated child of named keeps one block per logical block: named uses a barrier other than __syncthreads' barrier 0{{$}}
; REMARK-DAG: remark: <unknown>:0:0: aggregated child of launcher keeps one block per logical block: launcher launches kernels or calls the device runtime{{$}}
; REMARK-DAG: remark: <unknown>:0:0: aggregated child of dynamic_alloca keeps one block per logical block: it has a dynamically sized stack allocation{{$}}
; REMARK-DAG: remark: <unknown>:0:0: aggregated child of helper_barrier keeps one block per logical block: it uses __syncthreads, at which threads would wait while others of their warp wait at the latch for the next logical block{{$}}

; CHECK-LABEL: define internal ptx_kernel void @shuffle.dpagg(
; CHECK:         call void @__dpagg_child_enter(
; CHECK-NOT:     __dpagg_child_latch
; CHECK:       }
; CHECK-LABEL: define internal ptx_kernel void @count.dpagg(
; CHECK:         call void @__dpagg_child_enter(
; CHECK-NOT:     __dpagg_child_latch
; CHECK:       }
; CHECK-LABEL: define internal ptx_kernel void @named.dpagg(
; CHECK:         call void @__dpagg_child_enter(
; CHECK-NOT:     __dpagg_child_latch
; CHECK:       }
; CHECK-LABEL: define internal ptx_kernel void @launcher.dpagg(
; CHECK:         call void @__dpagg_child_enter(
; CHECK-NOT:     __dpagg_child_latch
; CHECK:       }
; CHECK-LABEL: define internal ptx_kernel void @dynamic_alloca.dpagg(
; CHECK:         call void @__dpagg_child_enter(
; CHECK-NOT:     __dpagg_child_latch
; CHECK:       }
; CHECK-LABEL: define internal ptx_kernel void @helper_barrier.dpagg(
; CHECK:         call void @__dpagg_child_enter(
; CHECK-NOT:     __dpagg_child_latch
; CHECK:       }

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.dim3 = type { i32, i32, i32 }

@grid1 = private constant %struct.dim3 { i32 1, i32 1, i32 1 }

; p[tid] = __shfl_sync(~0, tid, 0)
define ptx_kernel void @shuffle(ptr %p) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %tid, i32 0, i32 31)
  %q = getelementptr inbounds i32, ptr %p, i32 %tid
  store i32 %v, ptr %q, align 4
  ret void
}

; p[tid] = __syncthreads_count(tid & 1)
define ptx_kernel void @count(ptr %p) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %odd = trunc i32 %tid to i1
  %n = call i32 @llvm.nvvm.barrier.cta.red.popc.aligned.all(i32 0, i1 %odd)
  %q = getelementptr inbounds i32, ptr %p, i32 %tid
  store i32 %n, ptr %q, align 4
  ret void
}

; bar.sync 1 for every thread
define ptx_kernel void @named(ptr %p) {
entry:
  store i32 1, ptr %p, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 1)
  ret void
}

; leaf<<<1, 32>>>(p): a launch inside the child
define ptx_kernel void @launcher(ptr %p) {
entry:
  %buf9 = call ptr @__cudaCDP2GetParameterBuffer(i64 64, i64 8)
  %null9 = icmp eq ptr %buf9, null
  br i1 %null9, label %next9, label %fill9
fill9:
  store ptr %p, ptr %buf9, align 8
  %b9 = alloca %struct.dim3, align 4
  store i32 32, ptr %b9, align 4
  %b9y = getelementptr inbounds i8, ptr %b9, i64 4
  store i32 1, ptr %b9y, align 4
  %b9z = getelementptr inbounds i8, ptr %b9, i64 8
  store i32 1, ptr %b9z, align 4
  %err9 = call i32 @__cudaCDP2LaunchDevice(ptr @leaf, ptr %buf9, ptr byval(%struct.dim3) align 4 @grid1, ptr byval(%struct.dim3) align 4 %b9, i32 0, ptr null)
  br label %next9
next9:
  ret void
}

define ptx_kernel void @leaf(ptr %p) {
  store i32 1, ptr %p, align 4
  ret void
}

; A variable-length array: one per logical block would grow the stack.
define ptx_kernel void @dynamic_alloca(ptr %p) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %vla = alloca i32, i32 %tid, align 4
  store i32 1, ptr %vla, align 4
  %v = load volatile i32, ptr %vla, align 4
  store i32 %v, ptr %p, align 4
  ret void
}

; __syncthreads in a helper: inlined into the moldable clone and rewritten.
define internal void @sync_helper(ptr %p) noinline {
  store i32 1, ptr %p, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  ret void
}

define ptx_kernel void @helper_barrier(ptr %p) {
entry:
  call void @sync_helper(ptr %p)
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
  %err0 = call i32 @__cudaCDP2LaunchDevice(ptr @shuffle, ptr %buf0, ptr byval(%struct.dim3) align 4 @grid1, ptr byval(%struct.dim3) align 4 %b0, i32 0, ptr null)
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
  %err1 = call i32 @__cudaCDP2LaunchDevice(ptr @count, ptr %buf1, ptr byval(%struct.dim3) align 4 @grid1, ptr byval(%struct.dim3) align 4 %b1, i32 0, ptr null)
  br label %next1
next1:
  %buf2 = call ptr @__cudaCDP2GetParameterBuffer(i64 64, i64 8)
  %null2 = icmp eq ptr %buf2, null
  br i1 %null2, label %next2, label %fill2
fill2:
  store ptr %p, ptr %buf2, align 8
  %b2 = alloca %struct.dim3, align 4
  store i32 32, ptr %b2, align 4
  %b2y = getelementptr inbounds i8, ptr %b2, i64 4
  store i32 1, ptr %b2y, align 4
  %b2z = getelementptr inbounds i8, ptr %b2, i64 8
  store i32 1, ptr %b2z, align 4
  %err2 = call i32 @__cudaCDP2LaunchDevice(ptr @named, ptr %buf2, ptr byval(%struct.dim3) align 4 @grid1, ptr byval(%struct.dim3) align 4 %b2, i32 0, ptr null)
  br label %next2
next2:
  %buf3 = call ptr @__cudaCDP2GetParameterBuffer(i64 64, i64 8)
  %null3 = icmp eq ptr %buf3, null
  br i1 %null3, label %next3, label %fill3
fill3:
  store ptr %p, ptr %buf3, align 8
  %b3 = alloca %struct.dim3, align 4
  store i32 32, ptr %b3, align 4
  %b3y = getelementptr inbounds i8, ptr %b3, i64 4
  store i32 1, ptr %b3y, align 4
  %b3z = getelementptr inbounds i8, ptr %b3, i64 8
  store i32 1, ptr %b3z, align 4
  %err3 = call i32 @__cudaCDP2LaunchDevice(ptr @launcher, ptr %buf3, ptr byval(%struct.dim3) align 4 @grid1, ptr byval(%struct.dim3) align 4 %b3, i32 0, ptr null)
  br label %next3
next3:
  %buf4 = call ptr @__cudaCDP2GetParameterBuffer(i64 64, i64 8)
  %null4 = icmp eq ptr %buf4, null
  br i1 %null4, label %next4, label %fill4
fill4:
  store ptr %p, ptr %buf4, align 8
  %b4 = alloca %struct.dim3, align 4
  store i32 32, ptr %b4, align 4
  %b4y = getelementptr inbounds i8, ptr %b4, i64 4
  store i32 1, ptr %b4y, align 4
  %b4z = getelementptr inbounds i8, ptr %b4, i64 8
  store i32 1, ptr %b4z, align 4
  %err4 = call i32 @__cudaCDP2LaunchDevice(ptr @dynamic_alloca, ptr %buf4, ptr byval(%struct.dim3) align 4 @grid1, ptr byval(%struct.dim3) align 4 %b4, i32 0, ptr null)
  br label %next4
next4:
  %buf5 = call ptr @__cudaCDP2GetParameterBuffer(i64 64, i64 8)
  %null5 = icmp eq ptr %buf5, null
  br i1 %null5, label %next5, label %fill5
fill5:
  store ptr %p, ptr %buf5, align 8
  %b5 = alloca %struct.dim3, align 4
  store i32 32, ptr %b5, align 4
  %b5y = getelementptr inbounds i8, ptr %b5, i64 4
  store i32 1, ptr %b5y, align 4
  %b5z = getelementptr inbounds i8, ptr %b5, i64 8
  store i32 1, ptr %b5z, align 4
  %err5 = call i32 @__cudaCDP2LaunchDevice(ptr @helper_barrier, ptr %buf5, ptr byval(%struct.dim3) align 4 @grid1, ptr byval(%struct.dim3) align 4 %b5, i32 0, ptr null)
  br label %next5
next5:
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
