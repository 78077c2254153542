; Packed children (issue 26, item 2; runtime/child.cu, "Packed children"):
; a child with no barrier, no shared memory and no inline assembly gets,
; besides K.dpagg, K.dpagg.packed, whose blocks of 256 threads run one
; logical block per warp. Its prologue is __dpagg_child_enter_packed; every
; %tid read of the body becomes the thread's place in its logical block,
; computed from the physical lane (%tid.x & 31, the only %tid read left) and
; the logical block's dimensions (x fastest, CUDA's order of threads into
; warps); it takes blocks of 256 threads whatever K's launch bounds said
; (maxntid 256, no minctasm). The site passes the DPAggChildClones with the
; packed clone and DPAGG_LAUNCH_PACKED (16384). Warp-level operations do not
; refuse it (a logical block is one warp); __syncthreads, a shared variable,
; inline assembly, a weak callee (the clone would inline this unit's body
; of a %tid reader that another unit's strong definition replaces) and a
; possible assert failure (its message prints the physical thread index;
; red team: test/RedTeam/pk_weak_callee.cu, pk_assert_where.cu) do, each
; with a missed remark. The packed clone's copies of the parameters do not
; lower the dynamic shared memory every launch may ask for (SafeShmem, the
; descriptor's third field: the same with and without `pack`; red team:
; pk_safe_shmem.cu). Without `pack` nothing
; changes.
; REQUIRES: nvptx-registered-target
; RUN: opt -passes='dpagg-aggregate<warp;pack>' -pass-remarks-missed=dpagg -pass-remarks-analysis=dpagg -S %s 2>%t.remarks | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
; RUN: opt -passes='dpagg-aggregate<warp>' -S %s | FileCheck %s --check-prefix=OFF
; RUN: opt -passes='print<dpagg-plan><warp;pack>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=PLAN

; REMARK-DAG: remark: <unknown>:0:0: aggregated child of reduce is packed: an aggregate whose blocks all have at most 32 threads runs 8 logical blocks per block, one per warp{{$}}
; REMARK-DAG: remark: <unknown>:0:0: aggregated child of with_barrier is not packed (a logical block per warp): it uses __syncthreads, which would wait for the other logical blocks of the physical block{{$}}
; REMARK-DAG: remark: <unknown>:0:0: aggregated child of with_shared is not packed (a logical block per warp): it uses shared memory, which the logical blocks of one physical block would share{{$}}
; REMARK-DAG: remark: <unknown>:0:0: aggregated child of with_asm is not packed (a logical block per warp): inline assembly in with_asm could read the physical thread index{{$}}
; REMARK-DAG: remark: <unknown>:0:0: aggregated child of with_weak is not packed (a logical block per warp): with_weak calls lane_weak, which another unit's definition may replace{{$}}
; REMARK-DAG: remark: <unknown>:0:0: aggregated child of with_assert is not packed (a logical block per warp): with_assert may fail an assert, whose message names the physical thread{{$}}

; CHECK: @reduce.dpagg.clones = internal addrspace(1) constant { ptr, ptr, ptr } { ptr @reduce.dpagg, ptr null, ptr @reduce.dpagg.packed }
; CHECK: @reduce.dpagg.child = private unnamed_addr constant { ptr, i32, i32, i32, i32 } { ptr addrspacecast (ptr addrspace(1) @reduce.dpagg.clones to ptr), i32 32, i32 47616,
; CHECK: @{{dpagg.site.reduce.[0-9]+}} = private unnamed_addr constant {{.*}} { ptr @reduce.dpagg.child, ptr @reduce, ptr @dpagg.name.reduce, ptr {{[^,]*}}, ptr {{[^,]*}}, i32 16384,
; CHECK: @with_barrier.dpagg.child = private unnamed_addr constant { ptr, i32, i32, i32, i32 } { ptr @with_barrier.dpagg,
; CHECK: @with_shared.dpagg.child = private unnamed_addr constant { ptr, i32, i32, i32, i32 } { ptr @with_shared.dpagg,
; CHECK: @with_asm.dpagg.child = private unnamed_addr constant { ptr, i32, i32, i32, i32 } { ptr @with_asm.dpagg,

; The packed clone: the prologue, the lane, the logical thread index.
; CHECK-LABEL: define internal ptx_kernel void @reduce.dpagg.packed(ptr %dpagg.record)
; CHECK-SAME:    [[ATTRS:#[0-9]+]]
; CHECK:         call void @__dpagg_child_enter_packed(ptr %dpagg.record, ptr %dpagg.ctx, ptr addrspacecast (ptr addrspace(3) @reduce.dpagg.packed.args to ptr), i32 20)
; CHECK:         %dpagg.blockDim.x = load i32
; CHECK:         %dpagg.blockDim.y = load i32
; CHECK:         %dpagg.tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; CHECK-NEXT:    %dpagg.lane = and i32 %dpagg.tid, 31
; CHECK-NEXT:    [[ROW:%.*]] = udiv i32 %dpagg.lane, %dpagg.blockDim.x
; CHECK-NEXT:    %dpagg.threadIdx.x = urem i32 %dpagg.lane, %dpagg.blockDim.x
; CHECK-NEXT:    %dpagg.threadIdx.y = urem i32 [[ROW]], %dpagg.blockDim.y
; CHECK-NEXT:    %dpagg.threadIdx.z = udiv i32 [[ROW]], %dpagg.blockDim.y
; CHECK:         %dpagg.active = load i32
; The body reads the logical index, and the warp reduction stays.
; CHECK-NOT:     @llvm.nvvm.read.ptx.sreg.tid
; CHECK:         mul i32 %dpagg.blockIdx.x, %dpagg.blockDim.x
; CHECK-NEXT:    add i32 {{.*}}, %dpagg.threadIdx.x
; CHECK:         call i32 @llvm.nvvm.redux.sync.add(
; CHECK:         icmp eq i32 %dpagg.threadIdx.x, 0
; CHECK-NOT:     @llvm.nvvm.read.ptx.sreg.tid
; CHECK:       }
; CHECK: attributes [[ATTRS]] = {{.*}}"nvvm.maxntid"="256"
; CHECK-NOT: "nvvm.minctasm"

; OFF: @reduce.dpagg.child = private unnamed_addr constant { ptr, i32, i32, i32, i32 } { ptr @reduce.dpagg, i32 32, i32 47616,
; OFF-NOT: dpagg.packed
; OFF-NOT: __dpagg_child_enter_packed

; PLAN: reduce{{.*}}; not molded; packed
; PLAN-NOT: ; packed

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.dim3 = type { i32, i32, i32 }

@grid1 = private constant %struct.dim3 { i32 1, i32 1, i32 1 }
@tile = internal addrspace(3) global [32 x i32] undef, align 4

; i = blockIdx.x * blockDim.x + threadIdx.x; v = i < n ? in[i] : 0;
; v = __reduce_add_sync(~0u, v); if (threadIdx.x == 0) atomicAdd(out, v);
define ptx_kernel void @reduce(ptr %in, ptr %out, i32 %n) #1 {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in.range = icmp slt i32 %i, %n
  br i1 %in.range, label %load, label %sum
load:
  %p = getelementptr inbounds i32, ptr %in, i32 %i
  %x = load i32, ptr %p, align 4
  br label %sum
sum:
  %v = phi i32 [ %x, %load ], [ 0, %entry ]
  %s = call i32 @llvm.nvvm.redux.sync.add(i32 %v, i32 -1)
  %first = icmp eq i32 %t, 0
  br i1 %first, label %add, label %done
add:
  %old = atomicrmw add ptr %out, i32 %s monotonic, align 4
  br label %done
done:
  ret void
}

define ptx_kernel void @with_barrier(ptr %out) {
entry:
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store i32 1, ptr %out, align 4
  ret void
}

define ptx_kernel void @with_shared(ptr %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p = getelementptr inbounds [32 x i32], ptr addrspace(3) @tile, i32 0, i32 %t
  store i32 %t, ptr addrspace(3) %p, align 4
  ret void
}

define ptx_kernel void @with_asm(ptr %out) {
entry:
  %t = call i32 asm "mov.u32 $0, %tid.x;", "=r"()
  store i32 %t, ptr %out, align 4
  ret void
}

define weak i32 @lane_weak() {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  ret i32 %t
}

define ptx_kernel void @with_weak(ptr %out) {
entry:
  %t = call i32 @lane_weak()
  store i32 %t, ptr %out, align 4
  ret void
}

define ptx_kernel void @with_assert(ptr %out) {
entry:
  %v = load i32, ptr %out, align 4
  %ok = icmp ne i32 %v, 0
  br i1 %ok, label %done, label %fail
fail:
  call void @__assertfail(ptr null, ptr null, i32 1, ptr null, i64 1)
  unreachable
done:
  ret void
}

define ptx_kernel void @parent(ptr %in, ptr %out, i32 %n) #90 {
entry:
  %buf0 = call ptr @__cudaCDP2GetParameterBuffer(i64 64, i64 20)
  %null0 = icmp eq ptr %buf0, null
  br i1 %null0, label %next0, label %fill0
fill0:
  store ptr %in, ptr %buf0, align 8
  %a0 = getelementptr inbounds i8, ptr %buf0, i64 8
  store ptr %out, ptr %a0, align 8
  %a1 = getelementptr inbounds i8, ptr %buf0, i64 16
  store i32 %n, ptr %a1, align 8
  %b0 = alloca %struct.dim3, align 4
  store i32 32, ptr %b0, align 4
  %b0y = getelementptr inbounds i8, ptr %b0, i64 4
  store i32 1, ptr %b0y, align 4
  %b0z = getelementptr inbounds i8, ptr %b0, i64 8
  store i32 1, ptr %b0z, align 4
  %err0 = call i32 @__cudaCDP2LaunchDevice(ptr @reduce, ptr %buf0, ptr byval(%struct.dim3) align 4 @grid1, ptr byval(%struct.dim3) align 4 %b0, i32 0, ptr null)
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
  %err1 = call i32 @__cudaCDP2LaunchDevice(ptr @with_barrier, ptr %buf1, ptr byval(%struct.dim3) align 4 @grid1, ptr byval(%struct.dim3) align 4 %b1, i32 0, ptr null)
  br label %next1
next1:
  %buf2 = call ptr @__cudaCDP2GetParameterBuffer(i64 64, i64 8)
  %null2 = icmp eq ptr %buf2, null
  br i1 %null2, label %next2, label %fill2
fill2:
  store ptr %out, ptr %buf2, align 8
  %b2 = alloca %struct.dim3, align 4
  store i32 32, ptr %b2, align 4
  %b2y = getelementptr inbounds i8, ptr %b2, i64 4
  store i32 1, ptr %b2y, align 4
  %b2z = getelementptr inbounds i8, ptr %b2, i64 8
  store i32 1, ptr %b2z, align 4
  %err2 = call i32 @__cudaCDP2LaunchDevice(ptr @with_shared, ptr %buf2, ptr byval(%struct.dim3) align 4 @grid1, ptr byval(%struct.dim3) align 4 %b2, i32 0, ptr null)
  br label %next2
next2:
  %buf3 = call ptr @__cudaCDP2GetParameterBuffer(i64 64, i64 8)
  %null3 = icmp eq ptr %buf3, null
  br i1 %null3, label %next3, label %fill3
fill3:
  store ptr %out, ptr %buf3, align 8
  %b3 = alloca %struct.dim3, align 4
  store i32 32, ptr %b3, align 4
  %b3y = getelementptr inbounds i8, ptr %b3, i64 4
  store i32 1, ptr %b3y, align 4
  %b3z = getelementptr inbounds i8, ptr %b3, i64 8
  store i32 1, ptr %b3z, align 4
  %err3 = call i32 @__cudaCDP2LaunchDevice(ptr @with_asm, ptr %buf3, ptr byval(%struct.dim3) align 4 @grid1, ptr byval(%struct.dim3) align 4 %b3, i32 0, ptr null)
  br label %next3
next3:
  %buf4 = call ptr @__cudaCDP2GetParameterBuffer(i64 64, i64 8)
  %null4 = icmp eq ptr %buf4, null
  br i1 %null4, label %next4, label %fill4
fill4:
  store ptr %out, ptr %buf4, align 8
  %b4 = alloca %struct.dim3, align 4
  store i32 32, ptr %b4, align 4
  %b4y = getelementptr inbounds i8, ptr %b4, i64 4
  store i32 1, ptr %b4y, align 4
  %b4z = getelementptr inbounds i8, ptr %b4, i64 8
  store i32 1, ptr %b4z, align 4
  %err4 = call i32 @__cudaCDP2LaunchDevice(ptr @with_weak, ptr %buf4, ptr byval(%struct.dim3) align 4 @grid1, ptr byval(%struct.dim3) align 4 %b4, i32 0, ptr null)
  br label %next4
next4:
  %buf5 = call ptr @__cudaCDP2GetParameterBuffer(i64 64, i64 8)
  %null5 = icmp eq ptr %buf5, null
  br i1 %null5, label %next5, label %fill5
fill5:
  store ptr %out, ptr %buf5, align 8
  %b5 = alloca %struct.dim3, align 4
  store i32 32, ptr %b5, align 4
  %b5y = getelementptr inbounds i8, ptr %b5, i64 4
  store i32 1, ptr %b5y, align 4
  %b5z = getelementptr inbounds i8, ptr %b5, i64 8
  store i32 1, ptr %b5z, align 4
  %err5 = call i32 @__cudaCDP2LaunchDevice(ptr @with_assert, ptr %buf5, ptr byval(%struct.dim3) align 4 @grid1, ptr byval(%struct.dim3) align 4 %b5, i32 0, ptr null)
  br label %next5
next5:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.redux.sync.add(i32, i32)
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)
declare void @__assertfail(ptr, ptr, i32, ptr, i64)
declare ptr @__cudaCDP2GetParameterBuffer(i64, i64) convergent
declare i32 @__cudaCDP2LaunchDevice(ptr, ptr, ptr byval(%struct.dim3) align 4, ptr byval(%struct.dim3) align 4, i32, ptr) convergent

attributes #1 = { "nvvm.maxntid"="32" "nvvm.minctasm"="16" }
attributes #90 = { "target-cpu"="sm_90" }
