; Produced by (clang 22.1.8, CUDA 13.0):
;   clang++ -x cuda --cuda-path=/usr/local/cuda
;     --cuda-gpu-arch=sm_90 -fgpu-rdc --cuda-device-only -D__CUDACC_RDC__
;     -Wno-unknown-cuda-version -S -emit-llvm -O2
;     Inputs/block-scope-barrier-red-team.cu
;
; Red team (issue 21, item 20; block barriers): block scope puts barrier 0
; of the whole block at the launch, and the block-convergence rule checks
; branches. A barrier that waits for some threads of the block only (a
; named barrier with a thread count, __barrier_sync_count or PTX
; `bar.sync a, b`, `bar.arrive`) or whose guard (`@p`) or operands differ
; between threads, lets a thread wait before the launch for another
; thread's arrival after it: as written that terminates, at block scope the
; other thread waits at the launch's barrier first, and the block hangs.
; Such barriers are inter-thread waits (InterThreadWaits): counted and
; arrive-only CTA barriers, a whole-block barrier with an id that is not a
; constant, and inline assembly with any barrier or warp-synchronous
; instruction keep the kernel per warp. Whole-block barriers with constant
; ids keep block scope.
; REQUIRES: nvptx-registered-target
; RUN: opt -passes='dpagg-aggregate<block>' -S %s | FileCheck %s
; RUN: opt -passes='dpagg-aggregate<block>' -pass-remarks=dpagg -disable-output %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=REMARK
; REMARK: remark: <unknown>:0:0: launch of child(int*, int) aggregated per warp (not per block: threads of the block may wait for one another outside barriers (a call to llvm.nvvm.barrier.cta.sync.count in named_barrier_count(int*, int), a barrier of some threads of the block only, or with an id that is not a constant), where a block barrier could deadlock)
; REMARK-NEXT: remark: <unknown>:0:0: launch of child(int*, int) aggregated per warp (not per block: threads of the block may wait for one another outside barriers (a call to llvm.nvvm.barrier.cta.sync.count in named_barrier_uniform(int*, int), a barrier of some threads of the block only, or with an id that is not a constant), where a block barrier could deadlock)
; REMARK-NEXT: remark: <unknown>:0:0: launch of child(int*, int) aggregated per warp (not per block: threads of the block may wait for one another outside barriers (inline assembly with `bar` in asm_barrier_operands(int*, int), a barrier or warp-synchronous instruction whose guard or operands may hold some threads for others), where a block barrier could deadlock)
; REMARK-NEXT: remark: <unknown>:0:0: launch of child(int*, int) aggregated per warp (not per block: threads of the block may wait for one another outside barriers (inline assembly with `bar` in asm_guarded_barrier(int*, int), a barrier or warp-synchronous instruction whose guard or operands may hold some threads for others), where a block barrier could deadlock)
; REMARK-NEXT: remark: <unknown>:0:0: launch of child(int*, int) aggregated per warp (not per block: threads of the block may wait for one another outside barriers (inline assembly with `bar` in asm_guarded_warp_sync(int*, int), a barrier or warp-synchronous instruction whose guard or operands may hold some threads for others), where a block barrier could deadlock)
; REMARK-NEXT: remark: <unknown>:0:0: launch of child(int*, int) aggregated per block;
;
; CHECK-LABEL: define dso_local ptx_kernel void @_Z19named_barrier_countPii(
; CHECK-NOT:     @__dpagg_block_init
; CHECK:         call i32 @__dpagg_aggregate_warp(
; CHECK-LABEL: define dso_local ptx_kernel void @_Z21named_barrier_uniformPii(
; CHECK-NOT:     @__dpagg_block_init
; CHECK:         call i32 @__dpagg_aggregate_warp(
; CHECK-LABEL: define dso_local ptx_kernel void @_Z20asm_barrier_operandsPii(
; CHECK-NOT:     @__dpagg_block_init
; CHECK:         call i32 @__dpagg_aggregate_warp(
; CHECK-LABEL: define dso_local ptx_kernel void @_Z19asm_guarded_barrierPii(
; CHECK-NOT:     @__dpagg_block_init
; CHECK:         call i32 @__dpagg_aggregate_warp(
; CHECK-LABEL: define dso_local ptx_kernel void @_Z21asm_guarded_warp_syncPii(
; CHECK-NOT:     @__dpagg_block_init
; CHECK:         call i32 @__dpagg_aggregate_warp(
; CHECK-LABEL: define dso_local ptx_kernel void @_Z20whole_block_barriersPii(
; CHECK:         call void @__dpagg_block_init(
; CHECK:         call i32 @__dpagg_aggregate_block(

; ModuleID = 'block-scope-barrier-red-team.cu'
source_filename = "block-scope-barrier-red-team.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.dim3 = type { i32, i32, i32 }

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write)
define dso_local ptx_kernel void @_Z5childPii(ptr noundef writeonly captures(none) %0, i32 noundef %1) #0 {
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = zext nneg i32 %3 to i64
  %5 = getelementptr inbounds nuw i32, ptr %0, i64 %4
  store i32 %1, ptr %5, align 4, !tbaa !6
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z19named_barrier_countPii(ptr noundef %0, i32 noundef %1) local_unnamed_addr #1 {
  %3 = alloca %struct.dim3, align 8
  %4 = alloca %struct.dim3, align 8
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = lshr i32 %5, 5
  %7 = icmp eq i32 %6, 1
  %8 = add nuw nsw i32 %6, 2
  %9 = select i1 %7, i32 1, i32 %8
  %10 = select i1 %7, i32 64, i32 32
  tail call void @llvm.nvvm.barrier.cta.sync.count(i32 %9, i32 %10)
  %11 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #6
  %12 = icmp eq ptr %11, null
  br i1 %12, label %23, label %13

13:                                               ; preds = %2
  %14 = shl nuw nsw i32 %5, 5
  %15 = zext nneg i32 %14 to i64
  %16 = getelementptr inbounds nuw i32, ptr %0, i64 %15
  store ptr %16, ptr %11, align 64, !tbaa !11
  %17 = getelementptr inbounds nuw i8, ptr %11, i64 8
  store i32 %1, ptr %17, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  store i32 32, ptr %3, align 8
  %18 = getelementptr inbounds nuw i8, ptr %3, i64 4
  store i32 1, ptr %18, align 4
  %19 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store i32 1, ptr %19, align 8
  store i32 1, ptr %4, align 8
  %20 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %20, align 4
  %21 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %21, align 8
  %22 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPii, ptr noundef nonnull %11, ptr noundef nonnull byval(%struct.dim3) align 4 %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, i32 noundef 0, ptr noundef null) #6
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  br label %23

23:                                               ; preds = %13, %2
  %24 = icmp eq i32 %6, 0
  %25 = select i1 %24, i32 1, i32 %8
  %26 = select i1 %24, i32 64, i32 32
  tail call void @llvm.nvvm.barrier.cta.sync.count(i32 %25, i32 %26)
  %27 = zext nneg i32 %5 to i64
  %28 = getelementptr inbounds nuw i32, ptr %0, i64 %27
  store i32 %1, ptr %28, align 4, !tbaa !6
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z21named_barrier_uniformPii(ptr noundef %0, i32 noundef %1) local_unnamed_addr #1 {
  %3 = alloca %struct.dim3, align 8
  %4 = alloca %struct.dim3, align 8
  tail call void @llvm.nvvm.barrier.cta.sync.count(i32 1, i32 64)
  %5 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #6
  %6 = icmp eq ptr %5, null
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br i1 %6, label %18, label %8

8:                                                ; preds = %2
  %9 = shl nuw nsw i32 %7, 5
  %10 = zext nneg i32 %9 to i64
  %11 = getelementptr inbounds nuw i32, ptr %0, i64 %10
  store ptr %11, ptr %5, align 64, !tbaa !11
  %12 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store i32 %1, ptr %12, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  store i32 32, ptr %3, align 8
  %13 = getelementptr inbounds nuw i8, ptr %3, i64 4
  store i32 1, ptr %13, align 4
  %14 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store i32 1, ptr %14, align 8
  store i32 1, ptr %4, align 8
  %15 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %15, align 4
  %16 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %16, align 8
  %17 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPii, ptr noundef nonnull %5, ptr noundef nonnull byval(%struct.dim3) align 4 %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, i32 noundef 0, ptr noundef null) #6
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  br label %18

18:                                               ; preds = %2, %8
  tail call void @llvm.nvvm.barrier.cta.sync.count(i32 1, i32 64)
  %19 = zext nneg i32 %7 to i64
  %20 = getelementptr inbounds nuw i32, ptr %0, i64 %19
  store i32 %1, ptr %20, align 4, !tbaa !6
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z20asm_barrier_operandsPii(ptr noundef %0, i32 noundef %1) local_unnamed_addr #1 {
  %3 = alloca %struct.dim3, align 8
  %4 = alloca %struct.dim3, align 8
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = lshr i32 %5, 5
  %7 = icmp eq i32 %6, 1
  %8 = add nuw nsw i32 %6, 2
  %9 = select i1 %7, i32 1, i32 %8
  %10 = select i1 %7, i32 64, i32 32
  tail call void asm sideeffect "bar.sync $0, $1;", "r,r"(i32 %9, i32 %10) #6, !srcloc !14
  %11 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #6
  %12 = icmp eq ptr %11, null
  br i1 %12, label %23, label %13

13:                                               ; preds = %2
  %14 = shl nuw nsw i32 %5, 5
  %15 = zext nneg i32 %14 to i64
  %16 = getelementptr inbounds nuw i32, ptr %0, i64 %15
  store ptr %16, ptr %11, align 64, !tbaa !11
  %17 = getelementptr inbounds nuw i8, ptr %11, i64 8
  store i32 %1, ptr %17, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  store i32 32, ptr %3, align 8
  %18 = getelementptr inbounds nuw i8, ptr %3, i64 4
  store i32 1, ptr %18, align 4
  %19 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store i32 1, ptr %19, align 8
  store i32 1, ptr %4, align 8
  %20 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %20, align 4
  %21 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %21, align 8
  %22 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPii, ptr noundef nonnull %11, ptr noundef nonnull byval(%struct.dim3) align 4 %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, i32 noundef 0, ptr noundef null) #6
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  br label %23

23:                                               ; preds = %13, %2
  %24 = icmp eq i32 %6, 0
  %25 = select i1 %24, i32 1, i32 %8
  %26 = select i1 %24, i32 64, i32 32
  tail call void asm sideeffect "bar.sync $0, $1;", "r,r"(i32 %25, i32 %26) #6, !srcloc !15
  %27 = zext nneg i32 %5 to i64
  %28 = getelementptr inbounds nuw i32, ptr %0, i64 %27
  store i32 %1, ptr %28, align 4, !tbaa !6
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z19asm_guarded_barrierPii(ptr noundef %0, i32 noundef %1) local_unnamed_addr #1 {
  %3 = alloca %struct.dim3, align 8
  %4 = alloca %struct.dim3, align 8
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = lshr i32 %5, 5
  tail call void asm sideeffect "{ .reg .pred q; setp.eq.u32 q, $0, 1; @q bar.sync 1, 64; }", "r"(i32 %6) #6, !srcloc !16
  %7 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #6
  %8 = icmp eq ptr %7, null
  br i1 %8, label %19, label %9

9:                                                ; preds = %2
  %10 = shl nuw nsw i32 %5, 5
  %11 = zext nneg i32 %10 to i64
  %12 = getelementptr inbounds nuw i32, ptr %0, i64 %11
  store ptr %12, ptr %7, align 64, !tbaa !11
  %13 = getelementptr inbounds nuw i8, ptr %7, i64 8
  store i32 %1, ptr %13, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  store i32 32, ptr %3, align 8
  %14 = getelementptr inbounds nuw i8, ptr %3, i64 4
  store i32 1, ptr %14, align 4
  %15 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store i32 1, ptr %15, align 8
  store i32 1, ptr %4, align 8
  %16 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %16, align 4
  %17 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %17, align 8
  %18 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPii, ptr noundef nonnull %7, ptr noundef nonnull byval(%struct.dim3) align 4 %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, i32 noundef 0, ptr noundef null) #6
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  br label %19

19:                                               ; preds = %9, %2
  tail call void asm sideeffect "{ .reg .pred q; setp.eq.u32 q, $0, 0; @q bar.arrive 1, 64; }", "r"(i32 %6) #6, !srcloc !17
  %20 = zext nneg i32 %5 to i64
  %21 = getelementptr inbounds nuw i32, ptr %0, i64 %20
  store i32 %1, ptr %21, align 4, !tbaa !6
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z21asm_guarded_warp_syncPii(ptr noundef %0, i32 noundef %1) local_unnamed_addr #1 {
  %3 = alloca %struct.dim3, align 8
  %4 = alloca %struct.dim3, align 8
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = and i32 %5, 31
  tail call void asm sideeffect "{ .reg .pred q; setp.eq.u32 q, $0, 0; @q bar.warp.sync 3; }", "r"(i32 %6) #6, !srcloc !18
  %7 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #6
  %8 = icmp eq ptr %7, null
  br i1 %8, label %19, label %9

9:                                                ; preds = %2
  %10 = shl nuw nsw i32 %5, 5
  %11 = zext nneg i32 %10 to i64
  %12 = getelementptr inbounds nuw i32, ptr %0, i64 %11
  store ptr %12, ptr %7, align 64, !tbaa !11
  %13 = getelementptr inbounds nuw i8, ptr %7, i64 8
  store i32 %1, ptr %13, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  store i32 32, ptr %3, align 8
  %14 = getelementptr inbounds nuw i8, ptr %3, i64 4
  store i32 1, ptr %14, align 4
  %15 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store i32 1, ptr %15, align 8
  store i32 1, ptr %4, align 8
  %16 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %16, align 4
  %17 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %17, align 8
  %18 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPii, ptr noundef nonnull %7, ptr noundef nonnull byval(%struct.dim3) align 4 %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, i32 noundef 0, ptr noundef null) #6
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  br label %19

19:                                               ; preds = %9, %2
  tail call void asm sideeffect "{ .reg .pred q; setp.eq.u32 q, $0, 1; @q bar.warp.sync 3; }", "r"(i32 %6) #6, !srcloc !19
  %20 = zext nneg i32 %5 to i64
  %21 = getelementptr inbounds nuw i32, ptr %0, i64 %20
  store i32 %1, ptr %21, align 4, !tbaa !6
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z20whole_block_barriersPii(ptr noundef %0, i32 noundef %1) local_unnamed_addr #1 {
  %3 = alloca %struct.dim3, align 8
  %4 = alloca %struct.dim3, align 8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 1)
  %5 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #6
  %6 = icmp eq ptr %5, null
  br i1 %6, label %18, label %7

7:                                                ; preds = %2
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = shl nuw nsw i32 %8, 5
  %10 = zext nneg i32 %9 to i64
  %11 = getelementptr inbounds nuw i32, ptr %0, i64 %10
  store ptr %11, ptr %5, align 64, !tbaa !11
  %12 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store i32 %1, ptr %12, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  store i32 32, ptr %3, align 8
  %13 = getelementptr inbounds nuw i8, ptr %3, i64 4
  store i32 1, ptr %13, align 4
  %14 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store i32 1, ptr %14, align 8
  store i32 1, ptr %4, align 8
  %15 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %15, align 4
  %16 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %16, align 8
  %17 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPii, ptr noundef nonnull %5, ptr noundef nonnull byval(%struct.dim3) align 4 %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, i32 noundef 0, ptr noundef null) #6
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  br label %18

18:                                               ; preds = %7, %2
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.count(i32, i32) #2

; Function Attrs: convergent nounwind
declare dso_local ptr @__cudaCDP2GetParameterBuffer(i64 noundef, i64 noundef) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare dso_local i32 @__cudaCDP2LaunchDevice(ptr noundef, ptr noundef, ptr noundef byval(%struct.dim3) align 4, ptr noundef byval(%struct.dim3) align 4, i32 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.all(i32) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #5

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { convergent nounwind }

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
!12 = !{!"p1 int", !13, i64 0}
!13 = !{!"any pointer", !8, i64 0}
!14 = !{i64 1579}
!15 = !{i64 1727}
!16 = !{i64 2065}
!17 = !{i64 2204}
!18 = !{i64 2518}
!19 = !{i64 2658}
