; -dpagg-moldable: the aggregated child loops over logical blocks, from the
; physical block index in steps of the physical grid, and runs the body once
; per logical block with every thread: the prologue is per logical block
; (__dpagg_child_enter_at, which returns the aggregate's total), inactive
; threads and the body's returns branch to the latch, which waits for all of
; the block's threads (__dpagg_child_latch) when the block has another
; logical block and exits otherwise. (Children with __syncthreads are not
; molded: moldable-child-refused-with-syncthreads.ll.)
; The body's geometry reads are the logical block's (loaded per iteration);
; only the loop's own two reads are physical. The site's flags ask the runtime
; to cut the grid (DPAGG_LAUNCH_MOLDED = 32, with auto also
; DPAGG_LAUNCH_MOLD_AUTO = 64, on top of fire-and-forget 4 and unobserved 16;
; mold-coarsen=8 puts log2(8) in bits 8-11: 52 + 768), and the site's child
; descriptor holds a DPAggChildClones { whole, molded }: with moldable=on the
; molded clone is both; with auto the whole clone is the one-block-per-
; logical-block child (what the runtime launches when it does not cut the
; grid) and the molded one is @child.dpagg.molded. Without the option the
; clone keeps its shape and the child descriptor holds it directly.
; REQUIRES: nvptx-registered-target
; RUN: opt -passes='dpagg-aggregate<warp;moldable=on>' -pass-remarks-analysis=dpagg -S %s 2>%t.remarks | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
; RUN: opt -passes='dpagg-aggregate<block;moldable=on>' -S %s | FileCheck %s
; RUN: opt -passes='dpagg-aggregate<warp;moldable=auto>' -pass-remarks-analysis=dpagg -S %s 2>%t.auto | FileCheck %s --check-prefix=AUTO
; RUN: FileCheck %s --check-prefix=AUTO-REMARK < %t.auto
; RUN: opt -passes='dpagg-aggregate<warp;moldable=on;mold-coarsen=8>' -S %s | FileCheck %s --check-prefix=COARSEN
; RUN: opt -passes='dpagg-aggregate<warp>' -pass-remarks-analysis=dpagg -pass-remarks-missed=dpagg -S %s 2>%t.off | FileCheck %s --check-prefix=OFF
; RUN: FileCheck %s --check-prefix=OFF-REMARK < %t.off

; REMARK: remark: <unknown>:0:0: aggregated child of child loops over logical blocks: launched with at most the blocks that can be resident{{$}}
; AUTO-REMARK: remark: <unknown>:0:0: aggregated child of child is moldable: an aggregate with more than 4 times the blocks that can be resident runs with at most that many, each looping over logical blocks; a smaller one runs one block per logical block{{$}}

; CHECK:       @child.dpagg.clones = internal addrspace(1) constant { ptr, ptr, ptr } { ptr @child.dpagg, ptr @child.dpagg, ptr null }, align 8
; CHECK:       @child.dpagg.child = private unnamed_addr constant { ptr, i32, i32, i32, i32 } { ptr addrspacecast (ptr addrspace(1) @child.dpagg.clones to ptr),
; CHECK:       @[[SITE:dpagg.site.child.[0-9]+]] = private unnamed_addr constant {{.*}} { ptr @child.dpagg.child, ptr @child, ptr @dpagg.name.child, ptr {{[^,]*}}, ptr {{[^,]*}}, i32 52,
; CHECK:       call i32 @__dpagg_aggregate_{{warp|block}}(ptr @[[SITE]],

; CHECK-LABEL: define internal ptx_kernel void @child.dpagg(ptr %dpagg.record)
; CHECK:       dpagg.prologue:
; CHECK:         %dpagg.first = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
; CHECK-NEXT:    %dpagg.stride = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
; CHECK-NEXT:    br label %dpagg.enter
; CHECK:       dpagg.enter:
; CHECK-NEXT:    %dpagg.logical = phi i32 [ %dpagg.first, %dpagg.prologue ], [ %dpagg.next, %dpagg.wait ]
; CHECK-NEXT:    %dpagg.total = call i32 @__dpagg_child_enter_at(ptr %dpagg.record, ptr %dpagg.ctx, ptr addrspacecast (ptr addrspace(3) @child.dpagg.args to ptr), i32 20, i32 %dpagg.logical)
; CHECK:         %dpagg.blockIdx.x = load i32
; CHECK:         %dpagg.blockDim.x = load i32
; CHECK:         %dpagg.gridDim.x = load i32
; CHECK:         %dpagg.param.n = load i32
; CHECK:         br i1 %{{.*}}, label %entry.dpagg, label %dpagg.latch
; CHECK:       entry.dpagg:
; CHECK-NOT:     @llvm.nvvm.read.ptx.sreg.ctaid
; CHECK:         %base.dpagg = mul i32 %dpagg.blockIdx.x, %dpagg.blockDim.x
; CHECK:       early.dpagg:
; CHECK-NEXT:    br label %dpagg.latch
; CHECK:       work.dpagg:
; CHECK-NOT:     @llvm.nvvm.barrier
; CHECK:         %sum.dpagg = add i32 %v.dpagg, %dpagg.gridDim.x
; CHECK:         br label %dpagg.latch
; CHECK:       dpagg.latch:
; CHECK-NEXT:    %dpagg.next = add nuw i32 %dpagg.logical, %dpagg.stride
; CHECK-NEXT:    [[MORE:%.*]] = icmp ult i32 %dpagg.next, %dpagg.total
; CHECK-NEXT:    br i1 [[MORE]], label %dpagg.wait, label %dpagg.done
; CHECK:       dpagg.wait:
; CHECK-NEXT:    call void @__dpagg_child_latch()
; CHECK-NEXT:    br label %dpagg.enter
; CHECK:       dpagg.done:
; CHECK-NEXT:    ret void
; CHECK-NEXT:  }
; CHECK-DAG:   declare i32 @__dpagg_child_enter_at(ptr, ptr, ptr, i32, i32) #[[CONV:[0-9]+]]
; CHECK-DAG:   declare void @__dpagg_child_latch() #[[CONV]]
; CHECK-DAG:   attributes #[[CONV]] = { convergent }

; AUTO:        @child.dpagg.clones = internal addrspace(1) constant { ptr, ptr, ptr } { ptr @child.dpagg, ptr @child.dpagg.molded, ptr null }, align 8
; AUTO:        @child.dpagg.child = private unnamed_addr constant { ptr, i32, i32, i32, i32 } { ptr addrspacecast (ptr addrspace(1) @child.dpagg.clones to ptr),
; AUTO:        @[[SITE:dpagg.site.child.[0-9]+]] = private unnamed_addr constant {{.*}} { ptr @child.dpagg.child, ptr @child, ptr @dpagg.name.child, ptr {{[^,]*}}, ptr {{[^,]*}}, i32 116,
; AUTO:        call i32 @__dpagg_aggregate_warp(ptr @[[SITE]],
; AUTO-LABEL:  define internal ptx_kernel void @child.dpagg(
; AUTO-NOT:      @llvm.nvvm.read.ptx.sreg.nctaid.x
; AUTO:          call void @__dpagg_child_enter(
; AUTO-NOT:      __dpagg_child_latch
; AUTO:        }
; AUTO-LABEL:  define internal ptx_kernel void @child.dpagg.molded(
; AUTO:          %dpagg.stride = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
; AUTO:          call i32 @__dpagg_child_enter_at(
; AUTO:          call void @__dpagg_child_latch()
; AUTO:        }

; COARSEN:     @child.dpagg.child = private unnamed_addr constant { ptr, i32, i32, i32, i32 } { ptr addrspacecast (ptr addrspace(1) @child.dpagg.clones to ptr),
; COARSEN:     @[[SITE:dpagg.site.child.[0-9]+]] = private unnamed_addr constant {{.*}} { ptr @child.dpagg.child, ptr @child, ptr @dpagg.name.child, ptr {{[^,]*}}, ptr {{[^,]*}}, i32 820,
; COARSEN:     call i32 @__dpagg_aggregate_warp(ptr @[[SITE]],

; OFF:         @child.dpagg.child = private unnamed_addr constant { ptr, i32, i32, i32, i32 } { ptr @child.dpagg,
; OFF:         @[[SITE:dpagg.site.child.[0-9]+]] = private unnamed_addr constant {{.*}} { ptr @child.dpagg.child, ptr @child, ptr @dpagg.name.child, ptr {{[^,]*}}, ptr {{[^,]*}}, i32 20,
; OFF:         call i32 @__dpagg_aggregate_warp(ptr @[[SITE]],
; OFF-LABEL:   define internal ptx_kernel void @child.dpagg(
; OFF:           call void @__dpagg_child_enter(
; OFF-NOT:       __dpagg_child_latch
; OFF:         }
; OFF-REMARK-NOT: logical block

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.dim3 = type { i32, i32, i32 }

@block32 = private constant %struct.dim3 { i32 32, i32 1, i32 1 }
; int i = blockIdx.x * blockDim.x + threadIdx.x;
; if (i >= n) return;
; out[i] = in[i] + gridDim.x;
define ptx_kernel void @child(ptr %in, ptr %out, i32 %n) {
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
  %grid = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %sum = add i32 %v, %grid
  %dst = getelementptr inbounds i32, ptr %out, i32 %i
  store i32 %sum, ptr %dst, align 4
  ret void
}

; child<<<threadIdx.x + 1, 32>>>(in, out + threadIdx.x * 1024, threadIdx.x * 7)
define ptx_kernel void @parent(ptr %in, ptr %out) #90 {
entry:
  %grid = alloca %struct.dim3, align 4
  %buf = call ptr @__cudaCDP2GetParameterBuffer(i64 64, i64 20)
  %isnull = icmp eq ptr %buf, null
  br i1 %isnull, label %done, label %fill
fill:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store ptr %in, ptr %buf, align 8
  %off = mul i32 %tid, 1024
  %o = getelementptr inbounds i32, ptr %out, i32 %off
  %p1 = getelementptr inbounds i8, ptr %buf, i64 8
  store ptr %o, ptr %p1, align 8
  %n = mul i32 %tid, 7
  %p2 = getelementptr inbounds i8, ptr %buf, i64 16
  store i32 %n, ptr %p2, align 4
  %gx = add i32 %tid, 1
  store i32 %gx, ptr %grid, align 4
  %gy = getelementptr inbounds i8, ptr %grid, i64 4
  store i32 1, ptr %gy, align 4
  %gz = getelementptr inbounds i8, ptr %grid, i64 8
  store i32 1, ptr %gz, align 4
  %err = call i32 @__cudaCDP2LaunchDevice(ptr @child, ptr %buf, ptr byval(%struct.dim3) align 4 %grid, ptr byval(%struct.dim3) align 4 @block32, i32 0, ptr null)
  br label %done
done:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
declare ptr @__cudaCDP2GetParameterBuffer(i64, i64) convergent
declare i32 @__cudaCDP2LaunchDevice(ptr, ptr, ptr byval(%struct.dim3) align 4, ptr byval(%struct.dim3) align 4, i32, ptr) convergent

; Aggregation needs a known sm_80+ target (below-sm80-not-aggregated.ll).
attributes #90 = { "target-cpu"="sm_90" }
