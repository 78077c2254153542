; Produced by (clang 22.1.8, CUDA 13.0):
;   clang++ -x cuda --cuda-path=/usr/local/cuda
;     --cuda-gpu-arch=sm_90 -fgpu-rdc --cuda-device-only -D__CUDACC_RDC__
;     -Wno-unknown-cuda-version -I../../../include -S -emit-llvm -O2
;     Inputs/tail-chain-in-place.cu
; Chains that continue in their own block (InPlacePlan.cpp;
; the lowering: Aggregation/InPlace.cpp): scan_step's link, tail-chained,
; becomes a copy of its parameter buffer into its grid's record where the
; child is one block of the launching block's shape, and scan_step's body a
; loop that runs again with the record's parameters once every thread has
; left it. uniform_exit_step's early return is taken by every thread at
; once (a uniform branch), so it is in place too. The others keep the tail
; link, each with the rule it fails: early_step's threads past N leave
; before a barrier others reach (10), pair_step takes a struct (8),
; gridid_step reads %gridid (9), ping and pong are a chain of two kernels (7),
; ldg_callee_step calls a function that reads through the non-coherent path
; (11); ldg_step's own __ldg becomes a plain load in its loop. The last four
; are the red team's (test/RedTeam/ip_exit_conv, ip_wide_params, ip_alloca),
; each of which went wrong on an H200 in place: warps that leave after a
; __syncwarp (10), a callee whose threads may return past its barrier (10),
; 296 bytes of parameters for a record's 256 (8), a dynamic alloca (13);
; then a second red team's, by reading: leavers that full-mask shuffles of
; the others counted as exited (warp_reduce_exit_step, 10 b), threads that
; pass different numbers of barriers (barrier_count_step, 10 a), and
; __restrict__ parameters swapped at every link (restrict_step: noalias
; dropped).
; REQUIRES: nvptx-registered-target
; RUN: opt -passes='print<dpagg-plan><block;tail-chains;tail-in-place>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=PLAN
; RUN: opt -passes='dpagg-aggregate<block;tail-chains;tail-in-place>' -S %s | FileCheck %s
; RUN: opt -passes='dpagg-aggregate<block;tail-chains;tail-in-place>' -pass-remarks=dpagg-aggregate -pass-remarks-missed=dpagg-aggregate -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK
; Without the parameter (the pass's default) the links are tail links only.
; RUN: opt -passes='dpagg-aggregate<block;tail-chains>' -S %s | FileCheck %s --check-prefix=OFF

; PLAN:      scan_step(int const*, long long*, int, int, long long): launch of scan_step(int const*, long long*, int, int, long long): refused by rule tail-chain; in place when the child is the block's shape{{$}}
; PLAN-NEXT: early_step(int*, int, int, int): launch of early_step(int*, int, int, int): refused by rule tail-chain; not in place: threads of the block may pass different barriers (rule 10){{$}}
; PLAN-NEXT: uniform_exit_step(int*, int, int): launch of uniform_exit_step(int*, int, int): refused by rule tail-chain; in place when the child is the block's shape{{$}}
; PLAN-NEXT: pair_step(int*, Pair, int, int): launch of pair_step(int*, Pair, int, int): refused by rule tail-chain; not in place: its parameter 1 is not a plain value the loop can load back (rule 8){{$}}
; PLAN-NEXT: gridid_step(long long*, int, int): launch of gridid_step(long long*, int, int): refused by rule tail-chain; not in place: gridid_step(long long*, int, int) reads %gridid, which cannot read as in the child's own launch (rule 9){{$}}
; PLAN-NEXT: ping(int*, int, int): launch of pong(int*, int, int): refused by rule tail-chain; not in place: the chain goes through another kernel (rule 7){{$}}
; PLAN-NEXT: pong(int*, int, int): launch of ping(int*, int, int): refused by rule tail-chain; not in place: the chain goes through another kernel (rule 7){{$}}
; PLAN-NEXT: ldg_step(int*, int, int): launch of ldg_step(int*, int, int): refused by rule tail-chain; in place when the child is the block's shape{{$}}
; PLAN-NEXT: ldg_callee_step(int*, int, int): launch of ldg_callee_step(int*, int, int): refused by rule tail-chain; not in place: readNC(int const*) reads through the non-coherent path (rule 11){{$}}
; PLAN-NEXT: syncwarp_exit_step(int*, int, int): launch of syncwarp_exit_step(int*, int, int): refused by rule tail-chain; not in place: threads of the block may pass different barriers (rule 10){{$}}
; PLAN-NEXT: callee_barrier_step(int*, int, int): launch of callee_barrier_step(int*, int, int): refused by rule tail-chain; not in place: it calls halfBarrier(int*, int), which waits at a barrier some threads may return past (rule 10){{$}}
; PLAN-NEXT: wide_step({{.*}}): refused by rule tail-chain; not in place: its parameters take 296 bytes, more than a record's 256 (rule 8){{$}}
; PLAN-NEXT: alloca_step(int*, int, int, int): launch of alloca_step(int*, int, int, int): refused by rule tail-chain; not in place: it allocates stack memory of a size known only at run time, or outside its entry (rule 13){{$}}
; PLAN-NEXT: warp_reduce_exit_step(int*, int, int): launch of warp_reduce_exit_step(int*, int, int): refused by rule tail-chain; not in place: a thread may leave the kernel while others may still wait for it at a barrier or a warp collective (rule 10){{$}}
; PLAN-NEXT: barrier_count_step(int*, int, int): launch of barrier_count_step(int*, int, int): refused by rule tail-chain; not in place: threads of the block may pass different barriers (rule 10){{$}}
; PLAN-NEXT: restrict_step(int const*, int*, int, int): launch of restrict_step(int const*, int*, int, int): refused by rule tail-chain; in place when the child is the block's shape{{$}}

; REMARK: launch of scan_step(int const*, long long*, int, int, long long) continues in the launching block instead, when the child is one block of that block's shape and dynamic shared memory
; REMARK: launch of early_step(int*, int, int, int) not continued in its block: threads of the block may pass different barriers (rule 10)
; REMARK: launch of uniform_exit_step(int*, int, int) continues in the launching block instead
; REMARK: launch of pair_step(int*, Pair, int, int) not continued in its block: its parameter 1 is not a plain value the loop can load back (rule 8)

; The loop: static allocas at the new entry; a step counter, the record
; held (null: none yet), its allowance and one phi per parameter at the
; head, each carried from the check; every use of a parameter reads its phi.
; CHECK-LABEL: define dso_local ptx_kernel void @_Z9scan_stepPKiPxiix(
; CHECK:       dpagg.inplace.entry:
; CHECK-NEXT:    %dpagg.params = alloca [32 x i8], align 64
; CHECK:         br label %dpagg.inplace.head
; CHECK:       dpagg.inplace.head:
; CHECK-NEXT:    %dpagg.inplace.gen = phi i32 [ 0, %dpagg.inplace.entry ], [ %dpagg.inplace.step, %dpagg.inplace.check ]
; CHECK-NEXT:    %dpagg.inplace.held = phi ptr [ null, %dpagg.inplace.entry ], [ %dpagg.inplace.record, %dpagg.inplace.check ]
; CHECK-NEXT:    %dpagg.inplace.left = phi i32 [ 0, %dpagg.inplace.entry ], [ %dpagg.inplace.allowance, %dpagg.inplace.check ]
; CHECK-NEXT:    [[IN:%.*]] = phi ptr [ %0, %dpagg.inplace.entry ], [ [[IN_NEXT:%.*]], %dpagg.inplace.check ]
; CHECK-NEXT:    [[OUT:%.*]] = phi ptr [ %1, %dpagg.inplace.entry ], [ [[OUT_NEXT:%.*]], %dpagg.inplace.check ]
; CHECK-NEXT:    [[STEPS:%.*]] = phi i32 [ %2, %dpagg.inplace.entry ], [ [[STEPS_NEXT:%.*]], %dpagg.inplace.check ]
; CHECK-NEXT:    [[I:%.*]] = phi i32 [ %3, %dpagg.inplace.entry ], [ [[I_NEXT:%.*]], %dpagg.inplace.check ]
; CHECK-NEXT:    [[CARRY:%.*]] = phi i64 [ %4, %dpagg.inplace.entry ], [ [[CARRY_NEXT:%.*]], %dpagg.inplace.check ]
; CHECK:         getelementptr inbounds i32, ptr [[IN]],
; The link: the configuration is the block's own (one-block grid, 1-D block,
; child grid 1x1x1, child block the block's, the same dynamic shared memory);
; the runtime gets the record held, its allowance and the step the link
; starts.
; CHECK:         call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
; CHECK:         call i32 @llvm.nvvm.read.ptx.sreg.dynamic_smem_size()
; CHECK:         br i1 %{{.*}}, label %dpagg.inplace.take, label %dpagg.inplace.tail
; CHECK:       dpagg.inplace.take:
; CHECK-NEXT:    [[NEXT:%.*]] = add i32 %dpagg.inplace.gen, 1
; CHECK-NEXT:    %dpagg.inplace.record{{[0-9]+}} = call ptr @__dpagg_inplace_link(ptr %dpagg.inplace.held, i32 %dpagg.inplace.left, i32 [[NEXT]], ptr addrspacecast (ptr addrspace(1) @__dpagg_tail_chain_links to ptr), i64 16777216)
; CHECK:         br i1 %{{.*}}, label %dpagg.inplace.copy, label %dpagg.inplace.tail
; The parameter buffer goes to slot (step + 1) & 1, then that slot's flag.
; CHECK:       dpagg.inplace.copy:
; CHECK:         call void @llvm.memcpy.p0.p0.i64(ptr align 16 %{{.*}}, ptr align 16 %dpagg.params, i64 32, i1 false)
; CHECK:         store i32 [[NEXT]], ptr %{{.*}}, align 4
; CHECK-NEXT:    br label %dpagg.inplace.join
; Otherwise the tail link, as without in place.
; CHECK:       dpagg.inplace.tail:
; CHECK:         %dpagg.tail.stream = select i1 %dpagg.tail.ok, ptr inttoptr (i64 3 to ptr), ptr null
; CHECK-NEXT:    [[R:%.*]] = call i32 @__dpagg_launch_v2(ptr @_Z9scan_stepPKiPxiix, ptr %dpagg.params, i32 32,
; CHECK:       dpagg.inplace.join:
; CHECK-NEXT:    %dpagg.inplace.result = phi i32 [ 0, %dpagg.inplace.copy ], [ [[R]], %dpagg.inplace.tail ]
; Every return meets the others at a barrier (not .aligned: they come from
; different returns); the record held, else (once) a one-block grid's,
; found by %gridid.
; CHECK:       dpagg.inplace.meet:
; CHECK-NEXT:    call void @llvm.nvvm.barrier.cta.sync.all(i32 0)
; CHECK-NEXT:    %dpagg.inplace.step = add i32 %dpagg.inplace.gen, 1
; CHECK-NEXT:    [[HELD:%.*]] = icmp ne ptr %dpagg.inplace.held, null
; CHECK-NEXT:    br i1 [[HELD]], label %dpagg.inplace.check, label %dpagg.inplace.look
; CHECK:       dpagg.inplace.look:
; CHECK:         br i1 %{{.*}}, label %dpagg.inplace.find, label %dpagg.inplace.done
; CHECK:       dpagg.inplace.find:
; CHECK-NEXT:    %dpagg.inplace.found = call ptr @__dpagg_inplace_find()
; The flag, the allowance and the next step's parameters (at their offsets
; in the buffer), all loaded before the branch: one round trip a step.
; CHECK:       dpagg.inplace.check:
; CHECK-NEXT:    %dpagg.inplace.record = phi ptr [ %dpagg.inplace.held, %dpagg.inplace.meet ], [ %dpagg.inplace.found, %dpagg.inplace.find ]
; CHECK-NOT:     br
; CHECK:         %dpagg.inplace.flag = load volatile i32, ptr %{{.*}}, align 4
; CHECK-NOT:     br
; CHECK:         %dpagg.inplace.allowance = load volatile i32, ptr %{{.*}}, align 4
; CHECK-NOT:     br
; CHECK:         [[IN_NEXT]] = load volatile ptr, ptr %{{.*}}, align 8
; CHECK:         [[OUT_NEXT]] = load volatile ptr, ptr %{{.*}}, align 8
; CHECK:         [[STEPS_NEXT]] = load volatile i32, ptr %{{.*}}, align 4
; CHECK:         [[I_NEXT]] = load volatile i32, ptr %{{.*}}, align 4
; CHECK:         [[CARRY_NEXT]] = load volatile i64, ptr %{{.*}}, align 8
; CHECK-NEXT:    %dpagg.inplace.linked = icmp eq i32 %dpagg.inplace.flag, %dpagg.inplace.step
; CHECK-NEXT:    br i1 %dpagg.inplace.linked, label %dpagg.inplace.head, label %dpagg.inplace.free
; The chain ends here: after every thread's last read, thread 0 frees it.
; CHECK:       dpagg.inplace.free:
; CHECK-NEXT:    call void @llvm.nvvm.barrier.cta.sync.all(i32 0)
; CHECK:       dpagg.inplace.release:
; CHECK-NEXT:    call void @__dpagg_inplace_release(ptr %dpagg.inplace.record)
; CHECK:       dpagg.inplace.done:
; CHECK-NEXT:    ret void
; CHECK-LABEL: define dso_local ptx_kernel void @_Z10early_stepPiiii(
; CHECK-NOT:     dpagg.inplace
; CHECK:         %dpagg.tail.stream = select
; CHECK-LABEL: define dso_local ptx_kernel void @_Z17uniform_exit_stepPiii(
; CHECK:         @__dpagg_inplace_link(
; CHECK-LABEL: define dso_local ptx_kernel void @_Z9pair_stepPi4Pairii(
; CHECK-NOT:     dpagg.inplace
; CHECK:         %dpagg.tail.stream = select
; CHECK-LABEL: define {{.*}} @_Z11gridid_stepPxii(
; CHECK-NOT:     dpagg.inplace
; CHECK:         %dpagg.tail.stream = select
; CHECK-LABEL: define {{.*}} @_Z4pingPiii(
; CHECK-NOT:     dpagg.inplace
; CHECK:         %dpagg.tail.stream = select

; ldg_step's __ldg: a plain load once the kernel is a loop (rule 11).
; CHECK-LABEL: define dso_local ptx_kernel void @_Z8ldg_stepPiii(
; CHECK-NOT:     !invariant.load
; CHECK:         @__dpagg_inplace_link(
; CHECK-LABEL: define {{.*}} @_Z15ldg_callee_stepPiii(
; CHECK-NOT:     dpagg.inplace
; CHECK:         %dpagg.tail.stream = select

; restrict_step's __restrict__ holds for one step; the loop runs them all
; (and each link swaps the two): its parameters lose noalias.
; CHECK-LABEL: define dso_local ptx_kernel void @_Z13restrict_stepPKiPiii(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3)
; CHECK:         @__dpagg_inplace_link(

; OFF-NOT: dpagg.inplace
; OFF-NOT: __dpagg_inplace

; ModuleID = 'Inputs/tail-chain-in-place.cu'
source_filename = "Inputs/tail-chain-in-place.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.dim3 = type { i32, i32, i32 }
%struct.Pair = type { i32, i32 }

@_ZZ9scan_stepPKiPxiixE1S = internal unnamed_addr addrspace(3) global [256 x i64] undef, align 8
@_ZZ10early_stepPiiiiE1S = internal unnamed_addr addrspace(3) global [256 x i32] undef, align 4
@_ZZ17uniform_exit_stepPiiiE1S = internal unnamed_addr addrspace(3) global [128 x i32] undef, align 4
@_ZZ18syncwarp_exit_stepPiiiE1S = internal unnamed_addr addrspace(3) global [64 x i32] undef, align 4
@_ZZ19callee_barrier_stepPiiiE1S = internal addrspace(3) global [64 x i32] undef, align 4
@_ZZ18barrier_count_stepPiiiE1S = internal unnamed_addr addrspace(3) global [128 x i32] undef, align 4
@__clang_gpu_used_external = internal global [1 x ptr] [ptr @_Z4pongPiii]
@llvm.compiler.used = appending global [1 x ptr] [ptr @__clang_gpu_used_external], section "llvm.metadata"

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z9scan_stepPKiPxiix(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, i64 noundef %4) #0 {
  %6 = alloca %struct.dim3, align 8
  %7 = alloca %struct.dim3, align 8
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = shl nsw i32 %3, 8
  %10 = add nsw i32 %9, %8
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds i32, ptr %0, i64 %11
  %13 = load i32, ptr %12, align 4, !tbaa !6
  %14 = sext i32 %13 to i64
  %15 = zext nneg i32 %8 to i64
  %16 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(3) @_ZZ9scan_stepPKiPxiixE1S to ptr), i64 %15
  store i64 %14, ptr %16, align 8, !tbaa !11
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %17 = icmp eq i32 %8, 0
  br i1 %17, label %23, label %18

18:                                               ; preds = %5
  %19 = zext nneg i32 %8 to i64
  %20 = getelementptr i64, ptr addrspacecast (ptr addrspace(3) @_ZZ9scan_stepPKiPxiixE1S to ptr), i64 %19
  %21 = getelementptr i8, ptr %20, i64 -8
  %22 = load i64, ptr %21, align 8, !tbaa !11
  br label %23

23:                                               ; preds = %5, %18
  %24 = phi i64 [ %22, %18 ], [ 0, %5 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %25 = load i64, ptr %16, align 8, !tbaa !11
  %26 = add nsw i64 %25, %24
  store i64 %26, ptr %16, align 8, !tbaa !11
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %27 = icmp samesign ult i32 %8, 2
  br i1 %27, label %33, label %28

28:                                               ; preds = %23
  %29 = zext nneg i32 %8 to i64
  %30 = getelementptr i64, ptr addrspacecast (ptr addrspace(3) @_ZZ9scan_stepPKiPxiixE1S to ptr), i64 %29
  %31 = getelementptr i8, ptr %30, i64 -16
  %32 = load i64, ptr %31, align 8, !tbaa !11
  br label %33

33:                                               ; preds = %28, %23
  %34 = phi i64 [ %32, %28 ], [ 0, %23 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %35 = load i64, ptr %16, align 8, !tbaa !11
  %36 = add nsw i64 %35, %34
  store i64 %36, ptr %16, align 8, !tbaa !11
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %37 = icmp samesign ult i32 %8, 4
  br i1 %37, label %43, label %38

38:                                               ; preds = %33
  %39 = zext nneg i32 %8 to i64
  %40 = getelementptr i64, ptr addrspacecast (ptr addrspace(3) @_ZZ9scan_stepPKiPxiixE1S to ptr), i64 %39
  %41 = getelementptr i8, ptr %40, i64 -32
  %42 = load i64, ptr %41, align 8, !tbaa !11
  br label %43

43:                                               ; preds = %38, %33
  %44 = phi i64 [ %42, %38 ], [ 0, %33 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %45 = load i64, ptr %16, align 8, !tbaa !11
  %46 = add nsw i64 %45, %44
  store i64 %46, ptr %16, align 8, !tbaa !11
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %47 = icmp samesign ult i32 %8, 8
  br i1 %47, label %53, label %48

48:                                               ; preds = %43
  %49 = zext nneg i32 %8 to i64
  %50 = getelementptr i64, ptr addrspacecast (ptr addrspace(3) @_ZZ9scan_stepPKiPxiixE1S to ptr), i64 %49
  %51 = getelementptr i8, ptr %50, i64 -64
  %52 = load i64, ptr %51, align 8, !tbaa !11
  br label %53

53:                                               ; preds = %48, %43
  %54 = phi i64 [ %52, %48 ], [ 0, %43 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %55 = load i64, ptr %16, align 8, !tbaa !11
  %56 = add nsw i64 %55, %54
  store i64 %56, ptr %16, align 8, !tbaa !11
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %57 = icmp samesign ult i32 %8, 16
  br i1 %57, label %63, label %58

58:                                               ; preds = %53
  %59 = zext nneg i32 %8 to i64
  %60 = getelementptr i64, ptr addrspacecast (ptr addrspace(3) @_ZZ9scan_stepPKiPxiixE1S to ptr), i64 %59
  %61 = getelementptr i8, ptr %60, i64 -128
  %62 = load i64, ptr %61, align 8, !tbaa !11
  br label %63

63:                                               ; preds = %58, %53
  %64 = phi i64 [ %62, %58 ], [ 0, %53 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %65 = load i64, ptr %16, align 8, !tbaa !11
  %66 = add nsw i64 %65, %64
  store i64 %66, ptr %16, align 8, !tbaa !11
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %67 = icmp samesign ult i32 %8, 32
  br i1 %67, label %73, label %68

68:                                               ; preds = %63
  %69 = zext nneg i32 %8 to i64
  %70 = getelementptr i64, ptr addrspacecast (ptr addrspace(3) @_ZZ9scan_stepPKiPxiixE1S to ptr), i64 %69
  %71 = getelementptr i8, ptr %70, i64 -256
  %72 = load i64, ptr %71, align 8, !tbaa !11
  br label %73

73:                                               ; preds = %68, %63
  %74 = phi i64 [ %72, %68 ], [ 0, %63 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %75 = load i64, ptr %16, align 8, !tbaa !11
  %76 = add nsw i64 %75, %74
  store i64 %76, ptr %16, align 8, !tbaa !11
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %77 = icmp samesign ult i32 %8, 64
  br i1 %77, label %83, label %78

78:                                               ; preds = %73
  %79 = zext nneg i32 %8 to i64
  %80 = getelementptr i64, ptr addrspacecast (ptr addrspace(3) @_ZZ9scan_stepPKiPxiixE1S to ptr), i64 %79
  %81 = getelementptr i8, ptr %80, i64 -512
  %82 = load i64, ptr %81, align 8, !tbaa !11
  br label %83

83:                                               ; preds = %78, %73
  %84 = phi i64 [ %82, %78 ], [ 0, %73 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %85 = load i64, ptr %16, align 8, !tbaa !11
  %86 = add nsw i64 %85, %84
  store i64 %86, ptr %16, align 8, !tbaa !11
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %87 = icmp samesign ult i32 %8, 128
  br i1 %87, label %93, label %88

88:                                               ; preds = %83
  %89 = zext nneg i32 %8 to i64
  %90 = getelementptr i64, ptr addrspacecast (ptr addrspace(3) @_ZZ9scan_stepPKiPxiixE1S to ptr), i64 %89
  %91 = getelementptr i8, ptr %90, i64 -1024
  %92 = load i64, ptr %91, align 8, !tbaa !11
  br label %93

93:                                               ; preds = %88, %83
  %94 = phi i64 [ %92, %88 ], [ 0, %83 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %95 = load i64, ptr %16, align 8, !tbaa !11
  %96 = add nsw i64 %95, %94
  store i64 %96, ptr %16, align 8, !tbaa !11
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %97 = load i64, ptr %16, align 8, !tbaa !11
  %98 = add nsw i64 %97, %4
  %99 = getelementptr inbounds i64, ptr %1, i64 %11
  store i64 %98, ptr %99, align 8, !tbaa !11
  %100 = icmp eq i32 %8, 0
  br i1 %100, label %101, label %119

101:                                              ; preds = %93
  %102 = add nsw i32 %3, 1
  %103 = icmp slt i32 %102, %2
  br i1 %103, label %104, label %119

104:                                              ; preds = %101
  %105 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 32) #9
  %106 = icmp eq ptr %105, null
  br i1 %106, label %119, label %107

107:                                              ; preds = %104
  %108 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ9scan_stepPKiPxiixE1S to ptr), i64 2040), align 8, !tbaa !11
  %109 = add nsw i64 %108, %4
  store ptr %0, ptr %105, align 64, !tbaa !13
  %110 = getelementptr inbounds nuw i8, ptr %105, i64 8
  store ptr %1, ptr %110, align 8, !tbaa !16
  %111 = getelementptr inbounds nuw i8, ptr %105, i64 16
  store i32 %2, ptr %111, align 16, !tbaa !6
  %112 = getelementptr inbounds nuw i8, ptr %105, i64 20
  store i32 %102, ptr %112, align 4, !tbaa !6
  %113 = getelementptr inbounds nuw i8, ptr %105, i64 24
  store i64 %109, ptr %113, align 8, !tbaa !11
  call void @llvm.lifetime.start.p0(ptr nonnull %7)
  call void @llvm.lifetime.start.p0(ptr nonnull %6)
  store i32 256, ptr %6, align 8
  %114 = getelementptr inbounds nuw i8, ptr %6, i64 4
  store i32 1, ptr %114, align 4
  %115 = getelementptr inbounds nuw i8, ptr %6, i64 8
  store i32 1, ptr %115, align 8
  store i32 1, ptr %7, align 8
  %116 = getelementptr inbounds nuw i8, ptr %7, i64 4
  store i32 1, ptr %116, align 4
  %117 = getelementptr inbounds nuw i8, ptr %7, i64 8
  store i32 1, ptr %117, align 8
  %118 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z9scan_stepPKiPxiix, ptr noundef nonnull %105, ptr noundef nonnull byval(%struct.dim3) align 4 %7, ptr noundef nonnull byval(%struct.dim3) align 4 %6, i32 noundef 0, ptr noundef null) #9
  call void @llvm.lifetime.end.p0(ptr nonnull %7)
  call void @llvm.lifetime.end.p0(ptr nonnull %6)
  br label %119

119:                                              ; preds = %104, %107, %101, %93
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z10early_stepPiiii(ptr noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) #0 {
  %5 = alloca %struct.dim3, align 8
  %6 = alloca %struct.dim3, align 8
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = icmp slt i32 %7, %1
  br i1 %8, label %9, label %38

9:                                                ; preds = %4
  %10 = add nsw i32 %3, %7
  %11 = zext nneg i32 %7 to i64
  %12 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ10early_stepPiiiiE1S to ptr), i64 %11
  store i32 %10, ptr %12, align 4, !tbaa !6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %13 = xor i32 %7, -1
  %14 = add nsw i32 %1, %13
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ10early_stepPiiiiE1S to ptr), i64 %15
  %17 = load i32, ptr %16, align 4, !tbaa !6
  %18 = shl nsw i32 %3, 8
  %19 = add nsw i32 %18, %7
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds i32, ptr %0, i64 %20
  store i32 %17, ptr %21, align 4, !tbaa !6
  %22 = icmp eq i32 %7, 0
  br i1 %22, label %23, label %38

23:                                               ; preds = %9
  %24 = add nsw i32 %3, 1
  %25 = icmp slt i32 %24, %2
  br i1 %25, label %26, label %38

26:                                               ; preds = %23
  %27 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 20) #9
  %28 = icmp eq ptr %27, null
  br i1 %28, label %38, label %29

29:                                               ; preds = %26
  store ptr %0, ptr %27, align 64, !tbaa !13
  %30 = getelementptr inbounds nuw i8, ptr %27, i64 8
  store i32 %1, ptr %30, align 8, !tbaa !6
  %31 = getelementptr inbounds nuw i8, ptr %27, i64 12
  store i32 %2, ptr %31, align 4, !tbaa !6
  %32 = getelementptr inbounds nuw i8, ptr %27, i64 16
  store i32 %24, ptr %32, align 16, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %6)
  call void @llvm.lifetime.start.p0(ptr nonnull %5)
  store i32 256, ptr %5, align 8
  %33 = getelementptr inbounds nuw i8, ptr %5, i64 4
  store i32 1, ptr %33, align 4
  %34 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store i32 1, ptr %34, align 8
  store i32 1, ptr %6, align 8
  %35 = getelementptr inbounds nuw i8, ptr %6, i64 4
  store i32 1, ptr %35, align 4
  %36 = getelementptr inbounds nuw i8, ptr %6, i64 8
  store i32 1, ptr %36, align 8
  %37 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z10early_stepPiiii, ptr noundef nonnull %27, ptr noundef nonnull byval(%struct.dim3) align 4 %6, ptr noundef nonnull byval(%struct.dim3) align 4 %5, i32 noundef 0, ptr noundef null) #9
  call void @llvm.lifetime.end.p0(ptr nonnull %6)
  call void @llvm.lifetime.end.p0(ptr nonnull %5)
  br label %38

38:                                               ; preds = %9, %23, %29, %26, %4
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z17uniform_exit_stepPiii(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca %struct.dim3, align 8
  %5 = alloca %struct.dim3, align 8
  %6 = icmp eq i32 %1, 0
  br i1 %6, label %35, label %7

7:                                                ; preds = %3
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = mul nsw i32 %2, %8
  %10 = zext nneg i32 %8 to i64
  %11 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17uniform_exit_stepPiiiE1S to ptr), i64 %10
  store i32 %9, ptr %11, align 4, !tbaa !6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %12 = sub nsw i32 127, %8
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17uniform_exit_stepPiiiE1S to ptr), i64 %13
  %15 = load i32, ptr %14, align 4, !tbaa !6
  %16 = shl nsw i32 %2, 7
  %17 = add nsw i32 %16, %8
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds i32, ptr %0, i64 %18
  store i32 %15, ptr %19, align 4, !tbaa !6
  %20 = icmp eq i32 %8, 0
  br i1 %20, label %21, label %35

21:                                               ; preds = %7
  %22 = add nsw i32 %2, 1
  %23 = icmp slt i32 %22, %1
  br i1 %23, label %24, label %35

24:                                               ; preds = %21
  %25 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 16) #9
  %26 = icmp eq ptr %25, null
  br i1 %26, label %35, label %27

27:                                               ; preds = %24
  store ptr %0, ptr %25, align 64, !tbaa !13
  %28 = getelementptr inbounds nuw i8, ptr %25, i64 8
  store i32 %1, ptr %28, align 8, !tbaa !6
  %29 = getelementptr inbounds nuw i8, ptr %25, i64 12
  store i32 %22, ptr %29, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %5)
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  store i32 128, ptr %4, align 8
  %30 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %30, align 4
  %31 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %31, align 8
  store i32 1, ptr %5, align 8
  %32 = getelementptr inbounds nuw i8, ptr %5, i64 4
  store i32 1, ptr %32, align 4
  %33 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store i32 1, ptr %33, align 8
  %34 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z17uniform_exit_stepPiii, ptr noundef nonnull %25, ptr noundef nonnull byval(%struct.dim3) align 4 %5, ptr noundef nonnull byval(%struct.dim3) align 4 %4, i32 noundef 0, ptr noundef null) #9
  call void @llvm.lifetime.end.p0(ptr nonnull %5)
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  br label %35

35:                                               ; preds = %7, %21, %27, %24, %3
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z9pair_stepPi4Pairii(ptr noundef %0, ptr noundef readonly byval(%struct.Pair) align 4 captures(none) %1, i32 noundef %2, i32 noundef %3) #0 {
  %5 = alloca %struct.dim3, align 8
  %6 = alloca %struct.dim3, align 8
  %7 = load i32, ptr %1, align 4, !tbaa !18
  %8 = getelementptr inbounds nuw i8, ptr %1, i64 4
  %9 = load i32, ptr %8, align 4, !tbaa !20
  %10 = add nsw i32 %9, %7
  %11 = shl nsw i32 %3, 5
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = add i32 %11, %12
  %14 = zext i32 %13 to i64
  %15 = getelementptr inbounds nuw i32, ptr %0, i64 %14
  store i32 %10, ptr %15, align 4, !tbaa !6
  %16 = icmp eq i32 %12, 0
  br i1 %16, label %17, label %33

17:                                               ; preds = %4
  %18 = add nsw i32 %3, 1
  %19 = icmp slt i32 %18, %2
  br i1 %19, label %20, label %33

20:                                               ; preds = %17
  %21 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 24) #9
  %22 = icmp eq ptr %21, null
  br i1 %22, label %33, label %23

23:                                               ; preds = %20
  store ptr %0, ptr %21, align 64, !tbaa !13
  %24 = getelementptr inbounds nuw i8, ptr %21, i64 8
  store i32 %9, ptr %24, align 8, !tbaa !6
  %25 = getelementptr inbounds nuw i8, ptr %21, i64 12
  store i32 %10, ptr %25, align 4, !tbaa !6
  %26 = getelementptr inbounds nuw i8, ptr %21, i64 16
  store i32 %2, ptr %26, align 16, !tbaa !6
  %27 = getelementptr inbounds nuw i8, ptr %21, i64 20
  store i32 %18, ptr %27, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %6)
  call void @llvm.lifetime.start.p0(ptr nonnull %5)
  store i32 32, ptr %5, align 8
  %28 = getelementptr inbounds nuw i8, ptr %5, i64 4
  store i32 1, ptr %28, align 4
  %29 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store i32 1, ptr %29, align 8
  store i32 1, ptr %6, align 8
  %30 = getelementptr inbounds nuw i8, ptr %6, i64 4
  store i32 1, ptr %30, align 4
  %31 = getelementptr inbounds nuw i8, ptr %6, i64 8
  store i32 1, ptr %31, align 8
  %32 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z9pair_stepPi4Pairii, ptr noundef nonnull %21, ptr noundef nonnull byval(%struct.dim3) align 4 %6, ptr noundef nonnull byval(%struct.dim3) align 4 %5, i32 noundef 0, ptr noundef null) #9
  call void @llvm.lifetime.end.p0(ptr nonnull %6)
  call void @llvm.lifetime.end.p0(ptr nonnull %5)
  br label %33

33:                                               ; preds = %20, %23, %17, %4
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z11gridid_stepPxii(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca %struct.dim3, align 8
  %5 = alloca %struct.dim3, align 8
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.gridid()
  %7 = sext i32 %6 to i64
  %8 = shl nsw i32 %2, 5
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = zext i32 %10 to i64
  %12 = getelementptr inbounds nuw i64, ptr %0, i64 %11
  store i64 %7, ptr %12, align 8, !tbaa !11
  %13 = icmp eq i32 %9, 0
  br i1 %13, label %14, label %28

14:                                               ; preds = %3
  %15 = add nsw i32 %2, 1
  %16 = icmp slt i32 %15, %1
  br i1 %16, label %17, label %28

17:                                               ; preds = %14
  %18 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 16) #9
  %19 = icmp eq ptr %18, null
  br i1 %19, label %28, label %20

20:                                               ; preds = %17
  store ptr %0, ptr %18, align 64, !tbaa !16
  %21 = getelementptr inbounds nuw i8, ptr %18, i64 8
  store i32 %1, ptr %21, align 8, !tbaa !6
  %22 = getelementptr inbounds nuw i8, ptr %18, i64 12
  store i32 %15, ptr %22, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %5)
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  store i32 32, ptr %4, align 8
  %23 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %23, align 4
  %24 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %24, align 8
  store i32 1, ptr %5, align 8
  %25 = getelementptr inbounds nuw i8, ptr %5, i64 4
  store i32 1, ptr %25, align 4
  %26 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store i32 1, ptr %26, align 8
  %27 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z11gridid_stepPxii, ptr noundef nonnull %18, ptr noundef nonnull byval(%struct.dim3) align 4 %5, ptr noundef nonnull byval(%struct.dim3) align 4 %4, i32 noundef 0, ptr noundef null) #9
  call void @llvm.lifetime.end.p0(ptr nonnull %5)
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  br label %28

28:                                               ; preds = %17, %20, %14, %3
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.gridid() #2

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z4pingPiii(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca %struct.dim3, align 8
  %5 = alloca %struct.dim3, align 8
  %6 = sext i32 %2 to i64
  %7 = getelementptr inbounds i32, ptr %0, i64 %6
  store i32 %2, ptr %7, align 4, !tbaa !6
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %10, label %24

10:                                               ; preds = %3
  %11 = add nsw i32 %2, 1
  %12 = icmp slt i32 %11, %1
  br i1 %12, label %13, label %24

13:                                               ; preds = %10
  %14 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 16) #9
  %15 = icmp eq ptr %14, null
  br i1 %15, label %24, label %16

16:                                               ; preds = %13
  store ptr %0, ptr %14, align 64, !tbaa !13
  %17 = getelementptr inbounds nuw i8, ptr %14, i64 8
  store i32 %1, ptr %17, align 8, !tbaa !6
  %18 = getelementptr inbounds nuw i8, ptr %14, i64 12
  store i32 %11, ptr %18, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %5)
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  store i32 32, ptr %4, align 8
  %19 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %19, align 4
  %20 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %20, align 8
  store i32 1, ptr %5, align 8
  %21 = getelementptr inbounds nuw i8, ptr %5, i64 4
  store i32 1, ptr %21, align 4
  %22 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store i32 1, ptr %22, align 8
  %23 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z4pongPiii, ptr noundef nonnull %14, ptr noundef nonnull byval(%struct.dim3) align 4 %5, ptr noundef nonnull byval(%struct.dim3) align 4 %4, i32 noundef 0, ptr noundef null) #9
  call void @llvm.lifetime.end.p0(ptr nonnull %5)
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  br label %24

24:                                               ; preds = %13, %16, %10, %3
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z4pongPiii(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca %struct.dim3, align 8
  %5 = alloca %struct.dim3, align 8
  %6 = sub nsw i32 0, %2
  %7 = sext i32 %2 to i64
  %8 = getelementptr inbounds i32, ptr %0, i64 %7
  store i32 %6, ptr %8, align 4, !tbaa !6
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = icmp eq i32 %9, 0
  br i1 %10, label %11, label %25

11:                                               ; preds = %3
  %12 = add nsw i32 %2, 1
  %13 = icmp slt i32 %12, %1
  br i1 %13, label %14, label %25

14:                                               ; preds = %11
  %15 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 16) #9
  %16 = icmp eq ptr %15, null
  br i1 %16, label %25, label %17

17:                                               ; preds = %14
  store ptr %0, ptr %15, align 64, !tbaa !13
  %18 = getelementptr inbounds nuw i8, ptr %15, i64 8
  store i32 %1, ptr %18, align 8, !tbaa !6
  %19 = getelementptr inbounds nuw i8, ptr %15, i64 12
  store i32 %12, ptr %19, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %5)
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  store i32 32, ptr %4, align 8
  %20 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %20, align 4
  %21 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %21, align 8
  store i32 1, ptr %5, align 8
  %22 = getelementptr inbounds nuw i8, ptr %5, i64 4
  store i32 1, ptr %22, align 4
  %23 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store i32 1, ptr %23, align 8
  %24 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z4pingPiii, ptr noundef nonnull %15, ptr noundef nonnull byval(%struct.dim3) align 4 %5, ptr noundef nonnull byval(%struct.dim3) align 4 %4, i32 noundef 0, ptr noundef null) #9
  call void @llvm.lifetime.end.p0(ptr nonnull %5)
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  br label %25

25:                                               ; preds = %14, %17, %11, %3
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z8ldg_stepPiii(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca %struct.dim3, align 8
  %5 = alloca %struct.dim3, align 8
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = icmp eq i32 %2, 0
  br i1 %7, label %16, label %8

8:                                                ; preds = %3
  %9 = shl i32 %2, 5
  %10 = add nsw i32 %6, -32
  %11 = add i32 %10, %9
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds i32, ptr %0, i64 %12
  %14 = addrspacecast ptr %13 to ptr addrspace(1)
  %15 = load i32, ptr addrspace(1) %14, align 4, !invariant.load !21
  br label %16

16:                                               ; preds = %3, %8
  %17 = phi i32 [ %9, %8 ], [ 0, %3 ]
  %18 = phi i32 [ %15, %8 ], [ 0, %3 ]
  %19 = add nsw i32 %18, %6
  %20 = add nsw i32 %17, %6
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds i32, ptr %0, i64 %21
  store i32 %19, ptr %22, align 4, !tbaa !6
  %23 = icmp eq i32 %6, 0
  br i1 %23, label %24, label %38

24:                                               ; preds = %16
  %25 = add nsw i32 %2, 1
  %26 = icmp slt i32 %25, %1
  br i1 %26, label %27, label %38

27:                                               ; preds = %24
  %28 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 16) #9
  %29 = icmp eq ptr %28, null
  br i1 %29, label %38, label %30

30:                                               ; preds = %27
  store ptr %0, ptr %28, align 64, !tbaa !13
  %31 = getelementptr inbounds nuw i8, ptr %28, i64 8
  store i32 %1, ptr %31, align 8, !tbaa !6
  %32 = getelementptr inbounds nuw i8, ptr %28, i64 12
  store i32 %25, ptr %32, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %5)
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  store i32 32, ptr %4, align 8
  %33 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %33, align 4
  %34 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %34, align 8
  store i32 1, ptr %5, align 8
  %35 = getelementptr inbounds nuw i8, ptr %5, i64 4
  store i32 1, ptr %35, align 4
  %36 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store i32 1, ptr %36, align 8
  %37 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z8ldg_stepPiii, ptr noundef nonnull %28, ptr noundef nonnull byval(%struct.dim3) align 4 %5, ptr noundef nonnull byval(%struct.dim3) align 4 %4, i32 noundef 0, ptr noundef null) #9
  call void @llvm.lifetime.end.p0(ptr nonnull %5)
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  br label %38

38:                                               ; preds = %27, %30, %24, %16
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local noundef i32 @_Z6readNCPKi(ptr noundef readonly captures(none) %0) local_unnamed_addr #3 {
  %2 = addrspacecast ptr %0 to ptr addrspace(1)
  %3 = load i32, ptr addrspace(1) %2, align 4, !invariant.load !21
  ret i32 %3
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z15ldg_callee_stepPiii(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca %struct.dim3, align 8
  %5 = alloca %struct.dim3, align 8
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = icmp eq i32 %2, 0
  br i1 %7, label %15, label %8

8:                                                ; preds = %3
  %9 = shl i32 %2, 5
  %10 = add nsw i32 %6, -32
  %11 = add i32 %10, %9
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds i32, ptr %0, i64 %12
  %14 = tail call noundef i32 @_Z6readNCPKi(ptr noundef %13) #10
  br label %15

15:                                               ; preds = %3, %8
  %16 = phi i32 [ %9, %8 ], [ 0, %3 ]
  %17 = phi i32 [ %14, %8 ], [ 0, %3 ]
  %18 = add nsw i32 %17, %6
  %19 = add nsw i32 %16, %6
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds i32, ptr %0, i64 %20
  store i32 %18, ptr %21, align 4, !tbaa !6
  %22 = icmp eq i32 %6, 0
  br i1 %22, label %23, label %37

23:                                               ; preds = %15
  %24 = add nsw i32 %2, 1
  %25 = icmp slt i32 %24, %1
  br i1 %25, label %26, label %37

26:                                               ; preds = %23
  %27 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 16) #9
  %28 = icmp eq ptr %27, null
  br i1 %28, label %37, label %29

29:                                               ; preds = %26
  store ptr %0, ptr %27, align 64, !tbaa !13
  %30 = getelementptr inbounds nuw i8, ptr %27, i64 8
  store i32 %1, ptr %30, align 8, !tbaa !6
  %31 = getelementptr inbounds nuw i8, ptr %27, i64 12
  store i32 %24, ptr %31, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %5)
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  store i32 32, ptr %4, align 8
  %32 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %32, align 4
  %33 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %33, align 8
  store i32 1, ptr %5, align 8
  %34 = getelementptr inbounds nuw i8, ptr %5, i64 4
  store i32 1, ptr %34, align 4
  %35 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store i32 1, ptr %35, align 8
  %36 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z15ldg_callee_stepPiii, ptr noundef nonnull %27, ptr noundef nonnull byval(%struct.dim3) align 4 %5, ptr noundef nonnull byval(%struct.dim3) align 4 %4, i32 noundef 0, ptr noundef null) #9
  call void @llvm.lifetime.end.p0(ptr nonnull %5)
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  br label %37

37:                                               ; preds = %26, %29, %23, %15
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z18syncwarp_exit_stepPiii(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca %struct.dim3, align 8
  %5 = alloca %struct.dim3, align 8
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = icmp samesign ugt i32 %6, 63
  br i1 %7, label %8, label %13

8:                                                ; preds = %3
  %9 = shl nsw i32 %2, 7
  %10 = add nsw i32 %9, %6
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds i32, ptr %0, i64 %11
  store i32 %2, ptr %12, align 4, !tbaa !6
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  br label %40

13:                                               ; preds = %3
  %14 = add nsw i32 %2, %6
  %15 = zext nneg i32 %6 to i64
  %16 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ18syncwarp_exit_stepPiiiE1S to ptr), i64 %15
  store i32 %14, ptr %16, align 4, !tbaa !6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %17 = sub nuw nsw i32 63, %6
  %18 = zext nneg i32 %17 to i64
  %19 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ18syncwarp_exit_stepPiiiE1S to ptr), i64 %18
  %20 = load i32, ptr %19, align 4, !tbaa !6
  %21 = shl nsw i32 %2, 7
  %22 = or disjoint i32 %21, %6
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds i32, ptr %0, i64 %23
  store i32 %20, ptr %24, align 4, !tbaa !6
  %25 = icmp eq i32 %6, 0
  br i1 %25, label %26, label %40

26:                                               ; preds = %13
  %27 = add nsw i32 %2, 1
  %28 = icmp slt i32 %27, %1
  br i1 %28, label %29, label %40

29:                                               ; preds = %26
  %30 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 16) #9
  %31 = icmp eq ptr %30, null
  br i1 %31, label %40, label %32

32:                                               ; preds = %29
  store ptr %0, ptr %30, align 64, !tbaa !13
  %33 = getelementptr inbounds nuw i8, ptr %30, i64 8
  store i32 %1, ptr %33, align 8, !tbaa !6
  %34 = getelementptr inbounds nuw i8, ptr %30, i64 12
  store i32 %27, ptr %34, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %5)
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  store i32 128, ptr %4, align 8
  %35 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %35, align 4
  %36 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %36, align 8
  store i32 1, ptr %5, align 8
  %37 = getelementptr inbounds nuw i8, ptr %5, i64 4
  store i32 1, ptr %37, align 4
  %38 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store i32 1, ptr %38, align 8
  %39 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z18syncwarp_exit_stepPiii, ptr noundef nonnull %30, ptr noundef nonnull byval(%struct.dim3) align 4 %5, ptr noundef nonnull byval(%struct.dim3) align 4 %4, i32 noundef 0, ptr noundef null) #9
  call void @llvm.lifetime.end.p0(ptr nonnull %5)
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  br label %40

40:                                               ; preds = %13, %26, %32, %29, %8
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local void @_Z11halfBarrierPii(ptr noundef writeonly captures(none) %0, i32 noundef %1) local_unnamed_addr #4 {
  %3 = icmp sgt i32 %1, 63
  br i1 %3, label %7, label %4

4:                                                ; preds = %2
  %5 = sext i32 %1 to i64
  %6 = getelementptr inbounds i32, ptr %0, i64 %5
  store i32 %1, ptr %6, align 4, !tbaa !6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %7

7:                                                ; preds = %2, %4
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z19callee_barrier_stepPiii(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca %struct.dim3, align 8
  %5 = alloca %struct.dim3, align 8
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  tail call void @_Z11halfBarrierPii(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ19callee_barrier_stepPiiiE1S to ptr), i32 noundef %6) #9
  %7 = icmp samesign ult i32 %6, 64
  br i1 %7, label %8, label %13

8:                                                ; preds = %3
  %9 = sub nuw nsw i32 63, %6
  %10 = zext nneg i32 %9 to i64
  %11 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ19callee_barrier_stepPiiiE1S to ptr), i64 %10
  %12 = load i32, ptr %11, align 4, !tbaa !6
  br label %13

13:                                               ; preds = %3, %8
  %14 = phi i32 [ %12, %8 ], [ %2, %3 ]
  %15 = shl nsw i32 %2, 7
  %16 = add nsw i32 %15, %6
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds i32, ptr %0, i64 %17
  store i32 %14, ptr %18, align 4, !tbaa !6
  %19 = icmp eq i32 %6, 0
  br i1 %19, label %20, label %34

20:                                               ; preds = %13
  %21 = add nsw i32 %2, 1
  %22 = icmp slt i32 %21, %1
  br i1 %22, label %23, label %34

23:                                               ; preds = %20
  %24 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 16) #9
  %25 = icmp eq ptr %24, null
  br i1 %25, label %34, label %26

26:                                               ; preds = %23
  store ptr %0, ptr %24, align 64, !tbaa !13
  %27 = getelementptr inbounds nuw i8, ptr %24, i64 8
  store i32 %1, ptr %27, align 8, !tbaa !6
  %28 = getelementptr inbounds nuw i8, ptr %24, i64 12
  store i32 %21, ptr %28, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %5)
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  store i32 128, ptr %4, align 8
  %29 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %29, align 4
  %30 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %30, align 8
  store i32 1, ptr %5, align 8
  %31 = getelementptr inbounds nuw i8, ptr %5, i64 4
  store i32 1, ptr %31, align 4
  %32 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store i32 1, ptr %32, align 8
  %33 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z19callee_barrier_stepPiii, ptr noundef nonnull %24, ptr noundef nonnull byval(%struct.dim3) align 4 %5, ptr noundef nonnull byval(%struct.dim3) align 4 %4, i32 noundef 0, ptr noundef null) #9
  call void @llvm.lifetime.end.p0(ptr nonnull %5)
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  br label %34

34:                                               ; preds = %23, %26, %20, %13
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z9wide_stepPixxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxii(ptr noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7, i64 noundef %8, i64 noundef %9, i64 noundef %10, i64 noundef %11, i64 noundef %12, i64 noundef %13, i64 noundef %14, i64 noundef %15, i64 noundef %16, i64 noundef %17, i64 noundef %18, i64 noundef %19, i64 noundef %20, i64 noundef %21, i64 noundef %22, i64 noundef %23, i64 noundef %24, i64 noundef %25, i64 noundef %26, i64 noundef %27, i64 noundef %28, i64 noundef %29, i64 noundef %30, i64 noundef %31, i64 noundef %32, i64 noundef %33, i64 noundef %34, i64 noundef %35, i32 noundef %36, i32 noundef %37) #0 {
  %39 = alloca %struct.dim3, align 8
  %40 = alloca %struct.dim3, align 8
  %41 = add nsw i64 %35, %1
  %42 = trunc i64 %41 to i32
  %43 = sext i32 %37 to i64
  %44 = getelementptr inbounds i32, ptr %0, i64 %43
  store i32 %42, ptr %44, align 4, !tbaa !6
  %45 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %46 = icmp eq i32 %45, 0
  br i1 %46, label %47, label %96

47:                                               ; preds = %38
  %48 = add nsw i32 %37, 1
  %49 = icmp slt i32 %48, %36
  br i1 %49, label %50, label %96

50:                                               ; preds = %47
  %51 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 296) #9
  %52 = icmp eq ptr %51, null
  br i1 %52, label %96, label %53

53:                                               ; preds = %50
  store ptr %0, ptr %51, align 64, !tbaa !13
  %54 = getelementptr inbounds nuw i8, ptr %51, i64 8
  store i64 %2, ptr %54, align 8, !tbaa !11
  %55 = getelementptr inbounds nuw i8, ptr %51, i64 16
  store i64 %3, ptr %55, align 16, !tbaa !11
  %56 = getelementptr inbounds nuw i8, ptr %51, i64 24
  store i64 %4, ptr %56, align 8, !tbaa !11
  %57 = getelementptr inbounds nuw i8, ptr %51, i64 32
  store i64 %5, ptr %57, align 32, !tbaa !11
  %58 = getelementptr inbounds nuw i8, ptr %51, i64 40
  store i64 %6, ptr %58, align 8, !tbaa !11
  %59 = getelementptr inbounds nuw i8, ptr %51, i64 48
  store i64 %7, ptr %59, align 16, !tbaa !11
  %60 = getelementptr inbounds nuw i8, ptr %51, i64 56
  store i64 %8, ptr %60, align 8, !tbaa !11
  %61 = getelementptr inbounds nuw i8, ptr %51, i64 64
  store i64 %9, ptr %61, align 64, !tbaa !11
  %62 = getelementptr inbounds nuw i8, ptr %51, i64 72
  store i64 %10, ptr %62, align 8, !tbaa !11
  %63 = getelementptr inbounds nuw i8, ptr %51, i64 80
  store i64 %11, ptr %63, align 16, !tbaa !11
  %64 = getelementptr inbounds nuw i8, ptr %51, i64 88
  store i64 %12, ptr %64, align 8, !tbaa !11
  %65 = getelementptr inbounds nuw i8, ptr %51, i64 96
  store i64 %13, ptr %65, align 32, !tbaa !11
  %66 = getelementptr inbounds nuw i8, ptr %51, i64 104
  store i64 %14, ptr %66, align 8, !tbaa !11
  %67 = getelementptr inbounds nuw i8, ptr %51, i64 112
  store i64 %15, ptr %67, align 16, !tbaa !11
  %68 = getelementptr inbounds nuw i8, ptr %51, i64 120
  store i64 %16, ptr %68, align 8, !tbaa !11
  %69 = getelementptr inbounds nuw i8, ptr %51, i64 128
  store i64 %17, ptr %69, align 64, !tbaa !11
  %70 = getelementptr inbounds nuw i8, ptr %51, i64 136
  store i64 %18, ptr %70, align 8, !tbaa !11
  %71 = getelementptr inbounds nuw i8, ptr %51, i64 144
  store i64 %19, ptr %71, align 16, !tbaa !11
  %72 = getelementptr inbounds nuw i8, ptr %51, i64 152
  store i64 %20, ptr %72, align 8, !tbaa !11
  %73 = getelementptr inbounds nuw i8, ptr %51, i64 160
  store i64 %21, ptr %73, align 32, !tbaa !11
  %74 = getelementptr inbounds nuw i8, ptr %51, i64 168
  store i64 %22, ptr %74, align 8, !tbaa !11
  %75 = getelementptr inbounds nuw i8, ptr %51, i64 176
  store i64 %23, ptr %75, align 16, !tbaa !11
  %76 = getelementptr inbounds nuw i8, ptr %51, i64 184
  store i64 %24, ptr %76, align 8, !tbaa !11
  %77 = getelementptr inbounds nuw i8, ptr %51, i64 192
  store i64 %25, ptr %77, align 64, !tbaa !11
  %78 = getelementptr inbounds nuw i8, ptr %51, i64 200
  store i64 %26, ptr %78, align 8, !tbaa !11
  %79 = getelementptr inbounds nuw i8, ptr %51, i64 208
  store i64 %27, ptr %79, align 16, !tbaa !11
  %80 = getelementptr inbounds nuw i8, ptr %51, i64 216
  store i64 %28, ptr %80, align 8, !tbaa !11
  %81 = getelementptr inbounds nuw i8, ptr %51, i64 224
  store i64 %29, ptr %81, align 32, !tbaa !11
  %82 = getelementptr inbounds nuw i8, ptr %51, i64 232
  store i64 %30, ptr %82, align 8, !tbaa !11
  %83 = getelementptr inbounds nuw i8, ptr %51, i64 240
  store i64 %31, ptr %83, align 16, !tbaa !11
  %84 = getelementptr inbounds nuw i8, ptr %51, i64 248
  store i64 %32, ptr %84, align 8, !tbaa !11
  %85 = getelementptr inbounds nuw i8, ptr %51, i64 256
  store i64 %33, ptr %85, align 64, !tbaa !11
  %86 = getelementptr inbounds nuw i8, ptr %51, i64 264
  store i64 %34, ptr %86, align 8, !tbaa !11
  %87 = getelementptr inbounds nuw i8, ptr %51, i64 272
  store i64 %35, ptr %87, align 16, !tbaa !11
  %88 = getelementptr inbounds nuw i8, ptr %51, i64 280
  store i64 %1, ptr %88, align 8, !tbaa !11
  %89 = getelementptr inbounds nuw i8, ptr %51, i64 288
  store i32 %36, ptr %89, align 32, !tbaa !6
  %90 = getelementptr inbounds nuw i8, ptr %51, i64 292
  store i32 %48, ptr %90, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %40)
  call void @llvm.lifetime.start.p0(ptr nonnull %39)
  store i32 32, ptr %39, align 8
  %91 = getelementptr inbounds nuw i8, ptr %39, i64 4
  store i32 1, ptr %91, align 4
  %92 = getelementptr inbounds nuw i8, ptr %39, i64 8
  store i32 1, ptr %92, align 8
  store i32 1, ptr %40, align 8
  %93 = getelementptr inbounds nuw i8, ptr %40, i64 4
  store i32 1, ptr %93, align 4
  %94 = getelementptr inbounds nuw i8, ptr %40, i64 8
  store i32 1, ptr %94, align 8
  %95 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z9wide_stepPixxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxii, ptr noundef nonnull %51, ptr noundef nonnull byval(%struct.dim3) align 4 %40, ptr noundef nonnull byval(%struct.dim3) align 4 %39, i32 noundef 0, ptr noundef null) #9
  call void @llvm.lifetime.end.p0(ptr nonnull %40)
  call void @llvm.lifetime.end.p0(ptr nonnull %39)
  br label %96

96:                                               ; preds = %50, %53, %47, %38
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z11alloca_stepPiiii(ptr noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) #0 {
  %5 = alloca %struct.dim3, align 8
  %6 = alloca %struct.dim3, align 8
  %7 = sext i32 %1 to i64
  %8 = shl nsw i64 %7, 2
  %9 = alloca i8, i64 %8, align 8
  %10 = icmp sgt i32 %1, 0
  br i1 %10, label %11, label %30

11:                                               ; preds = %4
  %12 = and i32 %1, 3
  %13 = icmp ult i32 %1, 4
  br i1 %13, label %18, label %14

14:                                               ; preds = %11
  %15 = and i32 %1, 2147483644
  br label %41

16:                                               ; preds = %41
  %17 = icmp eq i32 %12, 0
  br i1 %17, label %30, label %18

18:                                               ; preds = %16, %11
  %19 = phi i32 [ 0, %11 ], [ %59, %16 ]
  %20 = icmp ne i32 %12, 0
  tail call void @llvm.assume(i1 %20)
  br label %21

21:                                               ; preds = %21, %18
  %22 = phi i32 [ %27, %21 ], [ %19, %18 ]
  %23 = phi i32 [ %28, %21 ], [ 0, %18 ]
  %24 = mul nsw i32 %22, %3
  %25 = zext nneg i32 %22 to i64
  %26 = getelementptr inbounds nuw i32, ptr %9, i64 %25
  store i32 %24, ptr %26, align 4, !tbaa !6
  %27 = add nuw nsw i32 %22, 1
  %28 = add i32 %23, 1
  %29 = icmp eq i32 %28, %12
  br i1 %29, label %30, label %21, !llvm.loop !22

30:                                               ; preds = %16, %21, %4
  %31 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %32 = urem i32 %31, %1
  %33 = zext nneg i32 %32 to i64
  %34 = getelementptr inbounds nuw i32, ptr %9, i64 %33
  %35 = load i32, ptr %34, align 4, !tbaa !6
  %36 = shl nsw i32 %3, 5
  %37 = add i32 %36, %31
  %38 = zext i32 %37 to i64
  %39 = getelementptr inbounds nuw i32, ptr %0, i64 %38
  store i32 %35, ptr %39, align 4, !tbaa !6
  %40 = icmp eq i32 %31, 0
  br i1 %40, label %62, label %77

41:                                               ; preds = %41, %14
  %42 = phi i32 [ 0, %14 ], [ %59, %41 ]
  %43 = phi i32 [ 0, %14 ], [ %60, %41 ]
  %44 = mul nsw i32 %42, %3
  %45 = zext nneg i32 %42 to i64
  %46 = getelementptr inbounds nuw i32, ptr %9, i64 %45
  store i32 %44, ptr %46, align 8, !tbaa !6
  %47 = or disjoint i32 %42, 1
  %48 = mul nsw i32 %47, %3
  %49 = zext nneg i32 %47 to i64
  %50 = getelementptr inbounds nuw i32, ptr %9, i64 %49
  store i32 %48, ptr %50, align 4, !tbaa !6
  %51 = or disjoint i32 %42, 2
  %52 = mul nsw i32 %51, %3
  %53 = zext nneg i32 %51 to i64
  %54 = getelementptr inbounds nuw i32, ptr %9, i64 %53
  store i32 %52, ptr %54, align 8, !tbaa !6
  %55 = or disjoint i32 %42, 3
  %56 = mul nsw i32 %55, %3
  %57 = zext nneg i32 %55 to i64
  %58 = getelementptr inbounds nuw i32, ptr %9, i64 %57
  store i32 %56, ptr %58, align 4, !tbaa !6
  %59 = add nuw nsw i32 %42, 4
  %60 = add i32 %43, 4
  %61 = icmp eq i32 %60, %15
  br i1 %61, label %16, label %41, !llvm.loop !24

62:                                               ; preds = %30
  %63 = add nsw i32 %3, 1
  %64 = icmp slt i32 %63, %2
  br i1 %64, label %65, label %77

65:                                               ; preds = %62
  %66 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 20) #9
  %67 = icmp eq ptr %66, null
  br i1 %67, label %77, label %68

68:                                               ; preds = %65
  store ptr %0, ptr %66, align 64, !tbaa !13
  %69 = getelementptr inbounds nuw i8, ptr %66, i64 8
  store i32 %1, ptr %69, align 8, !tbaa !6
  %70 = getelementptr inbounds nuw i8, ptr %66, i64 12
  store i32 %2, ptr %70, align 4, !tbaa !6
  %71 = getelementptr inbounds nuw i8, ptr %66, i64 16
  store i32 %63, ptr %71, align 16, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %6)
  call void @llvm.lifetime.start.p0(ptr nonnull %5)
  store i32 32, ptr %5, align 8
  %72 = getelementptr inbounds nuw i8, ptr %5, i64 4
  store i32 1, ptr %72, align 4
  %73 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store i32 1, ptr %73, align 8
  store i32 1, ptr %6, align 8
  %74 = getelementptr inbounds nuw i8, ptr %6, i64 4
  store i32 1, ptr %74, align 4
  %75 = getelementptr inbounds nuw i8, ptr %6, i64 8
  store i32 1, ptr %75, align 8
  %76 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z11alloca_stepPiiii, ptr noundef nonnull %66, ptr noundef nonnull byval(%struct.dim3) align 4 %6, ptr noundef nonnull byval(%struct.dim3) align 4 %5, i32 noundef 0, ptr noundef null) #9
  call void @llvm.lifetime.end.p0(ptr nonnull %6)
  call void @llvm.lifetime.end.p0(ptr nonnull %5)
  br label %77

77:                                               ; preds = %65, %68, %62, %30
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z21warp_reduce_exit_stepPiii(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca %struct.dim3, align 8
  %5 = alloca %struct.dim3, align 8
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = icmp samesign ugt i32 %6, 47
  br i1 %7, label %36, label %8

8:                                                ; preds = %3
  %9 = add nsw i32 %2, %6
  %10 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %9, i32 8, i32 31)
  %11 = add nsw i32 %10, %9
  %12 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %11, i32 4, i32 31)
  %13 = add nsw i32 %12, %11
  %14 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %13, i32 2, i32 31)
  %15 = add nsw i32 %14, %13
  %16 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %15, i32 1, i32 31)
  %17 = add nsw i32 %16, %15
  %18 = sext i32 %2 to i64
  %19 = getelementptr inbounds i32, ptr %0, i64 %18
  %20 = atomicrmw add ptr %19, i32 %17 seq_cst, align 4
  %21 = icmp eq i32 %6, 0
  br i1 %21, label %22, label %36

22:                                               ; preds = %8
  %23 = add nsw i32 %2, 1
  %24 = icmp slt i32 %23, %1
  br i1 %24, label %25, label %36

25:                                               ; preds = %22
  %26 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 16) #9
  %27 = icmp eq ptr %26, null
  br i1 %27, label %36, label %28

28:                                               ; preds = %25
  store ptr %0, ptr %26, align 64, !tbaa !13
  %29 = getelementptr inbounds nuw i8, ptr %26, i64 8
  store i32 %1, ptr %29, align 8, !tbaa !6
  %30 = getelementptr inbounds nuw i8, ptr %26, i64 12
  store i32 %23, ptr %30, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %5)
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  store i32 64, ptr %4, align 8
  %31 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %31, align 4
  %32 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %32, align 8
  store i32 1, ptr %5, align 8
  %33 = getelementptr inbounds nuw i8, ptr %5, i64 4
  store i32 1, ptr %33, align 4
  %34 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store i32 1, ptr %34, align 8
  %35 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z21warp_reduce_exit_stepPiii, ptr noundef nonnull %26, ptr noundef nonnull byval(%struct.dim3) align 4 %5, ptr noundef nonnull byval(%struct.dim3) align 4 %4, i32 noundef 0, ptr noundef null) #9
  call void @llvm.lifetime.end.p0(ptr nonnull %5)
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  br label %36

36:                                               ; preds = %8, %22, %28, %25, %3
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z18barrier_count_stepPiii(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca %struct.dim3, align 8
  %5 = alloca %struct.dim3, align 8
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = icmp samesign ult i32 %6, 64
  %8 = add i32 %2, %6
  %9 = zext nneg i32 %6 to i64
  %10 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ18barrier_count_stepPiiiE1S to ptr), i64 %9
  store i32 %8, ptr %10, align 4, !tbaa !6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %7, label %11, label %13

11:                                               ; preds = %3
  %12 = add i32 %8, 1
  store i32 %12, ptr %10, align 4, !tbaa !6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %13

13:                                               ; preds = %11, %3
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %14 = sub nsw i32 127, %6
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ18barrier_count_stepPiiiE1S to ptr), i64 %15
  %17 = load i32, ptr %16, align 4, !tbaa !6
  %18 = shl nsw i32 %2, 7
  %19 = add nsw i32 %18, %6
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds i32, ptr %0, i64 %20
  store i32 %17, ptr %21, align 4, !tbaa !6
  %22 = icmp eq i32 %6, 0
  br i1 %22, label %23, label %37

23:                                               ; preds = %13
  %24 = add nsw i32 %2, 1
  %25 = icmp slt i32 %24, %1
  br i1 %25, label %26, label %37

26:                                               ; preds = %23
  %27 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 16) #9
  %28 = icmp eq ptr %27, null
  br i1 %28, label %37, label %29

29:                                               ; preds = %26
  store ptr %0, ptr %27, align 64, !tbaa !13
  %30 = getelementptr inbounds nuw i8, ptr %27, i64 8
  store i32 %1, ptr %30, align 8, !tbaa !6
  %31 = getelementptr inbounds nuw i8, ptr %27, i64 12
  store i32 %24, ptr %31, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %5)
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  store i32 128, ptr %4, align 8
  %32 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %32, align 4
  %33 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %33, align 8
  store i32 1, ptr %5, align 8
  %34 = getelementptr inbounds nuw i8, ptr %5, i64 4
  store i32 1, ptr %34, align 4
  %35 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store i32 1, ptr %35, align 8
  %36 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z18barrier_count_stepPiii, ptr noundef nonnull %27, ptr noundef nonnull byval(%struct.dim3) align 4 %5, ptr noundef nonnull byval(%struct.dim3) align 4 %4, i32 noundef 0, ptr noundef null) #9
  call void @llvm.lifetime.end.p0(ptr nonnull %5)
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  br label %37

37:                                               ; preds = %26, %29, %23, %13
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z13restrict_stepPKiPiii(ptr noalias noundef %0, ptr noalias noundef %1, i32 noundef %2, i32 noundef %3) #0 {
  %5 = alloca %struct.dim3, align 8
  %6 = alloca %struct.dim3, align 8
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = zext nneg i32 %7 to i64
  %9 = getelementptr inbounds nuw i32, ptr %0, i64 %8
  %10 = load i32, ptr %9, align 4, !tbaa !6
  %11 = add nsw i32 %10, 1
  %12 = getelementptr inbounds nuw i32, ptr %1, i64 %8
  store i32 %11, ptr %12, align 4, !tbaa !6
  %13 = icmp eq i32 %7, 0
  br i1 %13, label %14, label %29

14:                                               ; preds = %4
  %15 = add nsw i32 %3, 1
  %16 = icmp slt i32 %15, %2
  br i1 %16, label %17, label %29

17:                                               ; preds = %14
  %18 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 24) #9
  %19 = icmp eq ptr %18, null
  br i1 %19, label %29, label %20

20:                                               ; preds = %17
  store ptr %1, ptr %18, align 64, !tbaa !13
  %21 = getelementptr inbounds nuw i8, ptr %18, i64 8
  store ptr %0, ptr %21, align 8, !tbaa !13
  %22 = getelementptr inbounds nuw i8, ptr %18, i64 16
  store i32 %2, ptr %22, align 16, !tbaa !6
  %23 = getelementptr inbounds nuw i8, ptr %18, i64 20
  store i32 %15, ptr %23, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %6)
  call void @llvm.lifetime.start.p0(ptr nonnull %5)
  store i32 32, ptr %5, align 8
  %24 = getelementptr inbounds nuw i8, ptr %5, i64 4
  store i32 1, ptr %24, align 4
  %25 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store i32 1, ptr %25, align 8
  store i32 1, ptr %6, align 8
  %26 = getelementptr inbounds nuw i8, ptr %6, i64 4
  store i32 1, ptr %26, align 4
  %27 = getelementptr inbounds nuw i8, ptr %6, i64 8
  store i32 1, ptr %27, align 8
  %28 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z13restrict_stepPKiPiii, ptr noundef nonnull %18, ptr noundef nonnull byval(%struct.dim3) align 4 %6, ptr noundef nonnull byval(%struct.dim3) align 4 %5, i32 noundef 0, ptr noundef null) #9
  call void @llvm.lifetime.end.p0(ptr nonnull %6)
  call void @llvm.lifetime.end.p0(ptr nonnull %5)
  br label %29

29:                                               ; preds = %17, %20, %14, %4
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: convergent nounwind
declare dso_local ptr @__cudaCDP2GetParameterBuffer(i64 noundef, i64 noundef) local_unnamed_addr #5

; Function Attrs: convergent nounwind
declare dso_local i32 @__cudaCDP2LaunchDevice(ptr noundef, ptr noundef, ptr noundef byval(%struct.dim3) align 4, ptr noundef byval(%struct.dim3) align 4, i32 noundef, ptr noundef) local_unnamed_addr #5

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #7

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #7

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #8

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #4 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #5 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #6 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #7 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #8 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #9 = { convergent nounwind }
attributes #10 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4, !5}
!llvm.errno.tbaa = !{!6}
!nvvmir.version = !{!10}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 12, i32 9]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!5 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{i32 2, i32 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"long long", !8, i64 0}
!13 = !{!14, !14, i64 0}
!14 = !{!"p1 int", !15, i64 0}
!15 = !{!"any pointer", !8, i64 0}
!16 = !{!17, !17, i64 0}
!17 = !{!"p1 long long", !15, i64 0}
!18 = !{!19, !7, i64 0}
!19 = !{!"_ZTS4Pair", !7, i64 0, !7, i64 4}
!20 = !{!19, !7, i64 4}
!21 = !{}
!22 = distinct !{!22, !23}
!23 = !{!"llvm.loop.unroll.disable"}
!24 = distinct !{!24, !25}
!25 = !{!"llvm.loop.mustprogress"}
