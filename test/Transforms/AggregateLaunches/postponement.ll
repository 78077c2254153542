; Produced by (clang 22.1.8, CUDA 13.0):
;   clang++ -x cuda --cuda-path=/usr/local/cuda
;     --cuda-gpu-arch=sm_90 -fgpu-rdc --cuda-device-only -D__CUDACC_RDC__
;     -Wno-unknown-cuda-version -S -emit-llvm -O2 Inputs/postponement.cu
; Postponement at block scope: the launches of an if/else wait together at
; the join, a launch in a uniform loop waits at its iteration's barrier; a
; launch whose skipping threads synchronize elsewhere (__syncwarp), or a
; thread that launches twice before the meeting point, stays per warp;
; divergent code after the meeting point (a tree reduction) does not matter.
; REQUIRES: nvptx-registered-target
; RUN: opt -passes='dpagg-aggregate<block>' -S %s | FileCheck %s
; RUN: opt -passes='dpagg-aggregate<block>' -pass-remarks=dpagg -pass-remarks-missed=dpagg -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK

; REMARK:      launch of a(int*) aggregated per block, postponed to where the block's threads meet again;
; REMARK-NEXT: launch of b(int*) aggregated per block, postponed to where the block's threads meet again;
; REMARK-NEXT: launch of a(int*) aggregated per warp (not per block: a divergent branch lets threads skip it and reach another convergent operation (a barrier or launch));
; REMARK-NEXT: launch of a(int*) aggregated per block, postponed to where the block's threads meet again;
; REMARK-NEXT: launch of a(int*) aggregated per warp (not per block:
; REMARK-NEXT: launch of b(int*) aggregated per warp (not per block:
; REMARK-NEXT: launch of a(int*) aggregated per block, postponed to where the block's threads meet again;

; CHECK:         @_Z1aPi.dpagg.child = private unnamed_addr constant { ptr, i32, i32, i32, i32 } { ptr @_Z1aPi.dpagg,
; CHECK:         @[[IFELSE_A:dpagg.site._Z1aPi.[0-9]+]] = private unnamed_addr constant {{.*}} { ptr @_Z1aPi.dpagg.child,
; CHECK:         @_Z1bPi.dpagg.child = private unnamed_addr constant { ptr, i32, i32, i32, i32 } { ptr @_Z1bPi.dpagg,
; CHECK:         @[[IFELSE_B:dpagg.site._Z1bPi.[0-9]+]] = private unnamed_addr constant {{.*}} { ptr @_Z1bPi.dpagg.child,
; CHECK:         @[[MIXED_A:dpagg.site._Z1aPi.[0-9]+]] = private unnamed_addr constant {{.*}} { ptr @_Z1aPi.dpagg.child,
; CHECK:         @[[LOOP_A:dpagg.site._Z1aPi.[0-9]+]] = private unnamed_addr constant {{.*}} { ptr @_Z1aPi.dpagg.child,
; CHECK:         @[[TWICE_A:dpagg.site._Z1aPi.[0-9]+]] = private unnamed_addr constant {{.*}} { ptr @_Z1aPi.dpagg.child,
; CHECK:         @[[TWICE_B:dpagg.site._Z1bPi.[0-9]+]] = private unnamed_addr constant {{.*}} { ptr @_Z1bPi.dpagg.child,
; CHECK:         @[[TREE_A:dpagg.site._Z1aPi.[0-9]+]] = private unnamed_addr constant {{.*}} { ptr @_Z1aPi.dpagg.child,

; CHECK-LABEL: define dso_local ptx_kernel void @_Z6ifelsePiPKi(
; CHECK:         [[PB:%dpagg.postponed[0-9]+]] = alloca i32, align 4
; CHECK:         [[PA:%dpagg.postponed]] = alloca i32, align 4
; CHECK:         call void @__dpagg_block_init(ptr [[DPAGG_BLOCK_FRAME:%.*]], ptr addrspacecast (ptr addrspace(1) @dpagg.block.table to ptr), i32 8192)
; CHECK:         store i32 0, ptr [[PB]], align 4
; CHECK:         store i32 0, ptr [[PA]], align 4
; CHECK:         store i32 1, ptr [[PA]], align 4
; CHECK-NOT:     @__cudaCDP2LaunchDevice
; CHECK:         store i32 1, ptr [[PB]], align 4
; CHECK:         [[PENDB:%.*]] = load i32, ptr [[PB]], align 4
; CHECK-NEXT:    call i32 @__dpagg_aggregate_block_postponed(ptr @[[IFELSE_B]], {{.*}}, i32 [[PENDB]], ptr [[DPAGG_BLOCK_FRAME]], ptr addrspacecast (ptr addrspace(1) @dpagg.block.table to ptr))
; CHECK-NEXT:    store i32 0, ptr [[PB]], align 4
; CHECK:         [[PENDA:%.*]] = load i32, ptr [[PA]], align 4
; CHECK-NEXT:    call i32 @__dpagg_aggregate_block_postponed(ptr @[[IFELSE_A]], {{.*}}, i32 [[PENDA]], ptr [[DPAGG_BLOCK_FRAME]], ptr addrspacecast (ptr addrspace(1) @dpagg.block.table to ptr))
; CHECK-NEXT:    store i32 0, ptr [[PA]], align 4
; CHECK-NEXT:    tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)

; CHECK-LABEL: define dso_local ptx_kernel void @_Z5mixedPiPKi(
; CHECK-NOT:     __dpagg_block_init
; CHECK:         call i32 @__dpagg_aggregate_warp(ptr @[[MIXED_A]],
; CHECK:         call void @llvm.nvvm.bar.warp.sync(i32 -1)

; CHECK-LABEL: define dso_local ptx_kernel void @_Z4loopPiPKii(
; CHECK:         call void @__dpagg_block_init(ptr [[DPAGG_BLOCK_FRAME:%.*]], ptr addrspacecast (ptr addrspace(1) @dpagg.block.table to ptr), i32 8192)
; CHECK:         store i32 1, ptr %dpagg.postponed, align 4
; CHECK:         [[PEND:%.*]] = load i32, ptr %dpagg.postponed, align 4
; CHECK-NEXT:    call i32 @__dpagg_aggregate_block_postponed(ptr @[[LOOP_A]], {{.*}}, i32 [[PEND]], ptr [[DPAGG_BLOCK_FRAME]], ptr addrspacecast (ptr addrspace(1) @dpagg.block.table to ptr))
; CHECK-NEXT:    store i32 0, ptr %dpagg.postponed, align 4
; CHECK:         tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)

; CHECK-LABEL: define dso_local ptx_kernel void @_Z5twicePiPKi(
; CHECK-NOT:     __dpagg_aggregate_block
; CHECK:         call i32 @__dpagg_aggregate_warp(ptr @[[TWICE_A]],
; CHECK:         call i32 @__dpagg_aggregate_warp(ptr @[[TWICE_B]],

; CHECK-LABEL: define dso_local ptx_kernel void @_Z4treePiPKi(
; CHECK:         call void @__dpagg_block_init(ptr [[DPAGG_BLOCK_FRAME:%.*]], ptr addrspacecast (ptr addrspace(1) @dpagg.block.table to ptr), i32 8192)
; CHECK:         call i32 @__dpagg_aggregate_block_postponed(ptr @[[TREE_A]],

source_filename = "Inputs/postponement.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.dim3 = type { i32, i32, i32 }

@_ZZ4treePiPKiE1s = internal unnamed_addr addrspace(3) global [256 x i32] undef, align 4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write)
define dso_local ptx_kernel void @_Z1aPi(ptr noundef writeonly captures(none) %0) #0 {
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %3 = zext nneg i32 %2 to i64
  %4 = getelementptr inbounds nuw i32, ptr %0, i64 %3
  store i32 1, ptr %4, align 4, !tbaa !6
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write)
define dso_local ptx_kernel void @_Z1bPi(ptr noundef writeonly captures(none) %0) #0 {
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %3 = zext nneg i32 %2 to i64
  %4 = getelementptr inbounds nuw i32, ptr %0, i64 %3
  store i32 2, ptr %4, align 4, !tbaa !6
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z6ifelsePiPKi(ptr noundef %0, ptr noundef readonly captures(none) %1) local_unnamed_addr #1 {
  %3 = alloca %struct.dim3, align 8
  %4 = alloca %struct.dim3, align 8
  %5 = alloca %struct.dim3, align 8
  %6 = alloca %struct.dim3, align 8
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = zext nneg i32 %7 to i64
  %9 = getelementptr inbounds nuw i32, ptr %1, i64 %8
  %10 = load i32, ptr %9, align 4, !tbaa !6
  %11 = icmp sgt i32 %10, 0
  br i1 %11, label %12, label %24

12:                                               ; preds = %2
  %13 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 8) #6
  %14 = icmp eq ptr %13, null
  br i1 %14, label %36, label %15

15:                                               ; preds = %12
  %16 = shl nuw nsw i32 %7, 5
  %17 = zext nneg i32 %16 to i64
  %18 = getelementptr inbounds nuw i32, ptr %0, i64 %17
  store ptr %18, ptr %13, align 64, !tbaa !11
  call void @llvm.lifetime.start.p0(ptr nonnull %6)
  call void @llvm.lifetime.start.p0(ptr nonnull %5)
  store i32 32, ptr %5, align 8
  %19 = getelementptr inbounds nuw i8, ptr %5, i64 4
  store i32 1, ptr %19, align 4
  %20 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store i32 1, ptr %20, align 8
  store i32 1, ptr %6, align 8
  %21 = getelementptr inbounds nuw i8, ptr %6, i64 4
  store i32 1, ptr %21, align 4
  %22 = getelementptr inbounds nuw i8, ptr %6, i64 8
  store i32 1, ptr %22, align 8
  %23 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z1aPi, ptr noundef nonnull %13, ptr noundef nonnull byval(%struct.dim3) align 4 %6, ptr noundef nonnull byval(%struct.dim3) align 4 %5, i32 noundef 0, ptr noundef null) #6
  call void @llvm.lifetime.end.p0(ptr nonnull %6)
  call void @llvm.lifetime.end.p0(ptr nonnull %5)
  br label %36

24:                                               ; preds = %2
  %25 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 8) #6
  %26 = icmp eq ptr %25, null
  br i1 %26, label %36, label %27

27:                                               ; preds = %24
  %28 = shl nuw nsw i32 %7, 5
  %29 = zext nneg i32 %28 to i64
  %30 = getelementptr inbounds nuw i32, ptr %0, i64 %29
  store ptr %30, ptr %25, align 64, !tbaa !11
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  store i32 32, ptr %3, align 8
  %31 = getelementptr inbounds nuw i8, ptr %3, i64 4
  store i32 1, ptr %31, align 4
  %32 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store i32 1, ptr %32, align 8
  store i32 1, ptr %4, align 8
  %33 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %33, align 4
  %34 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %34, align 8
  %35 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z1bPi, ptr noundef nonnull %25, ptr noundef nonnull byval(%struct.dim3) align 4 %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, i32 noundef 0, ptr noundef null) #6
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  br label %36

36:                                               ; preds = %24, %27, %12, %15
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %37 = add nuw nsw i32 %7, 1
  %38 = and i32 %37, 31
  %39 = zext nneg i32 %38 to i64
  %40 = getelementptr inbounds nuw i32, ptr %1, i64 %39
  %41 = load i32, ptr %40, align 4, !tbaa !6
  %42 = getelementptr inbounds nuw i32, ptr %0, i64 %8
  store i32 %41, ptr %42, align 4, !tbaa !6
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z5mixedPiPKi(ptr noundef %0, ptr noundef readonly captures(none) %1) local_unnamed_addr #1 {
  %3 = alloca %struct.dim3, align 8
  %4 = alloca %struct.dim3, align 8
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = zext nneg i32 %5 to i64
  %7 = getelementptr inbounds nuw i32, ptr %1, i64 %6
  %8 = load i32, ptr %7, align 4, !tbaa !6
  %9 = icmp sgt i32 %8, 0
  br i1 %9, label %10, label %22

10:                                               ; preds = %2
  %11 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 8) #6
  %12 = icmp eq ptr %11, null
  br i1 %12, label %25, label %13

13:                                               ; preds = %10
  %14 = shl nuw nsw i32 %5, 5
  %15 = zext nneg i32 %14 to i64
  %16 = getelementptr inbounds nuw i32, ptr %0, i64 %15
  store ptr %16, ptr %11, align 64, !tbaa !11
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  store i32 32, ptr %3, align 8
  %17 = getelementptr inbounds nuw i8, ptr %3, i64 4
  store i32 1, ptr %17, align 4
  %18 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store i32 1, ptr %18, align 8
  store i32 1, ptr %4, align 8
  %19 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %19, align 4
  %20 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %20, align 8
  %21 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z1aPi, ptr noundef nonnull %11, ptr noundef nonnull byval(%struct.dim3) align 4 %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, i32 noundef 0, ptr noundef null) #6
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  br label %25

22:                                               ; preds = %2
  %23 = icmp slt i32 %8, 0
  br i1 %23, label %24, label %25

24:                                               ; preds = %22
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  br label %25

25:                                               ; preds = %22, %24, %10, %13
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z4loopPiPKii(ptr noundef %0, ptr noundef readonly captures(none) %1, i32 noundef %2) local_unnamed_addr #1 {
  %4 = alloca %struct.dim3, align 8
  %5 = alloca %struct.dim3, align 8
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = icmp sgt i32 %2, 0
  br i1 %7, label %8, label %13

8:                                                ; preds = %3
  %9 = getelementptr inbounds nuw i8, ptr %4, i64 4
  %10 = getelementptr inbounds nuw i8, ptr %4, i64 8
  %11 = getelementptr inbounds nuw i8, ptr %5, i64 4
  %12 = getelementptr inbounds nuw i8, ptr %5, i64 8
  br label %14

13:                                               ; preds = %30, %3
  ret void

14:                                               ; preds = %8, %30
  %15 = phi i32 [ 0, %8 ], [ %31, %30 ]
  %16 = shl nsw i32 %15, 8
  %17 = add nuw nsw i32 %16, %6
  %18 = zext nneg i32 %17 to i64
  %19 = getelementptr inbounds nuw i32, ptr %1, i64 %18
  %20 = load i32, ptr %19, align 4, !tbaa !6
  %21 = icmp sgt i32 %20, 0
  br i1 %21, label %22, label %30

22:                                               ; preds = %14
  %23 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 8) #6
  %24 = icmp eq ptr %23, null
  br i1 %24, label %30, label %25

25:                                               ; preds = %22
  %26 = shl nsw i32 %17, 5
  %27 = zext nneg i32 %26 to i64
  %28 = getelementptr inbounds nuw i32, ptr %0, i64 %27
  store ptr %28, ptr %23, align 64, !tbaa !11
  call void @llvm.lifetime.start.p0(ptr nonnull %5)
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  store i32 32, ptr %4, align 8
  store i32 1, ptr %9, align 4
  store i32 1, ptr %10, align 8
  store i32 1, ptr %5, align 8
  store i32 1, ptr %11, align 4
  store i32 1, ptr %12, align 8
  %29 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z1aPi, ptr noundef nonnull %23, ptr noundef nonnull byval(%struct.dim3) align 4 %5, ptr noundef nonnull byval(%struct.dim3) align 4 %4, i32 noundef 0, ptr noundef null) #6
  call void @llvm.lifetime.end.p0(ptr nonnull %5)
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  br label %30

30:                                               ; preds = %22, %25, %14
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %31 = add nuw nsw i32 %15, 1
  %32 = icmp eq i32 %31, %2
  br i1 %32, label %13, label %14, !llvm.loop !14
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z5twicePiPKi(ptr noundef %0, ptr noundef readonly captures(none) %1) local_unnamed_addr #1 {
  %3 = alloca %struct.dim3, align 8
  %4 = alloca %struct.dim3, align 8
  %5 = alloca %struct.dim3, align 8
  %6 = alloca %struct.dim3, align 8
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = zext nneg i32 %7 to i64
  %9 = getelementptr inbounds nuw i32, ptr %1, i64 %8
  %10 = load i32, ptr %9, align 4, !tbaa !6
  %11 = icmp sgt i32 %10, 0
  br i1 %11, label %12, label %30

12:                                               ; preds = %2
  %13 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 8) #6
  %14 = icmp eq ptr %13, null
  br i1 %14, label %21, label %15

15:                                               ; preds = %12
  store ptr %0, ptr %13, align 64, !tbaa !11
  call void @llvm.lifetime.start.p0(ptr nonnull %6)
  call void @llvm.lifetime.start.p0(ptr nonnull %5)
  store i32 32, ptr %5, align 8
  %16 = getelementptr inbounds nuw i8, ptr %5, i64 4
  store i32 1, ptr %16, align 4
  %17 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store i32 1, ptr %17, align 8
  store i32 1, ptr %6, align 8
  %18 = getelementptr inbounds nuw i8, ptr %6, i64 4
  store i32 1, ptr %18, align 4
  %19 = getelementptr inbounds nuw i8, ptr %6, i64 8
  store i32 1, ptr %19, align 8
  %20 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z1aPi, ptr noundef nonnull %13, ptr noundef nonnull byval(%struct.dim3) align 4 %6, ptr noundef nonnull byval(%struct.dim3) align 4 %5, i32 noundef 0, ptr noundef null) #6
  call void @llvm.lifetime.end.p0(ptr nonnull %6)
  call void @llvm.lifetime.end.p0(ptr nonnull %5)
  br label %21

21:                                               ; preds = %15, %12
  %22 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 8) #6
  %23 = icmp eq ptr %22, null
  br i1 %23, label %30, label %24

24:                                               ; preds = %21
  store ptr %0, ptr %22, align 64, !tbaa !11
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  store i32 32, ptr %3, align 8
  %25 = getelementptr inbounds nuw i8, ptr %3, i64 4
  store i32 1, ptr %25, align 4
  %26 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store i32 1, ptr %26, align 8
  store i32 1, ptr %4, align 8
  %27 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %27, align 4
  %28 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %28, align 8
  %29 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z1bPi, ptr noundef nonnull %22, ptr noundef nonnull byval(%struct.dim3) align 4 %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, i32 noundef 0, ptr noundef null) #6
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  br label %30

30:                                               ; preds = %21, %24, %2
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z4treePiPKi(ptr noundef %0, ptr noundef readonly captures(none) %1) local_unnamed_addr #1 {
  %3 = alloca %struct.dim3, align 8
  %4 = alloca %struct.dim3, align 8
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = zext nneg i32 %5 to i64
  %7 = getelementptr inbounds nuw i32, ptr %1, i64 %6
  %8 = load i32, ptr %7, align 4, !tbaa !6
  %9 = icmp sgt i32 %8, 0
  br i1 %9, label %10, label %22

10:                                               ; preds = %2
  %11 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 8) #6
  %12 = icmp eq ptr %11, null
  br i1 %12, label %22, label %13

13:                                               ; preds = %10
  %14 = shl nuw nsw i32 %5, 5
  %15 = zext nneg i32 %14 to i64
  %16 = getelementptr inbounds nuw i32, ptr %0, i64 %15
  store ptr %16, ptr %11, align 64, !tbaa !11
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  store i32 32, ptr %3, align 8
  %17 = getelementptr inbounds nuw i8, ptr %3, i64 4
  store i32 1, ptr %17, align 4
  %18 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store i32 1, ptr %18, align 8
  store i32 1, ptr %4, align 8
  %19 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %19, align 4
  %20 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %20, align 8
  %21 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z1aPi, ptr noundef nonnull %11, ptr noundef nonnull byval(%struct.dim3) align 4 %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, i32 noundef 0, ptr noundef null) #6
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  br label %22

22:                                               ; preds = %10, %13, %2
  %23 = load i32, ptr %7, align 4, !tbaa !6
  %24 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ4treePiPKiE1s to ptr), i64 %6
  store i32 %23, ptr %24, align 4, !tbaa !6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %25 = icmp samesign ult i32 %5, 128
  br i1 %25, label %26, label %33

26:                                               ; preds = %22
  %27 = zext nneg i32 %5 to i64
  %28 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ4treePiPKiE1s to ptr), i64 %27
  %29 = getelementptr inbounds nuw i8, ptr %28, i64 512
  %30 = load i32, ptr %29, align 4, !tbaa !6
  %31 = load i32, ptr %24, align 4, !tbaa !6
  %32 = add nsw i32 %31, %30
  store i32 %32, ptr %24, align 4, !tbaa !6
  br label %33

33:                                               ; preds = %26, %22
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %34 = icmp samesign ult i32 %5, 64
  br i1 %34, label %35, label %42

35:                                               ; preds = %33
  %36 = zext nneg i32 %5 to i64
  %37 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ4treePiPKiE1s to ptr), i64 %36
  %38 = getelementptr inbounds nuw i8, ptr %37, i64 256
  %39 = load i32, ptr %38, align 4, !tbaa !6
  %40 = load i32, ptr %24, align 4, !tbaa !6
  %41 = add nsw i32 %40, %39
  store i32 %41, ptr %24, align 4, !tbaa !6
  br label %42

42:                                               ; preds = %35, %33
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %43 = icmp samesign ult i32 %5, 32
  br i1 %43, label %44, label %51

44:                                               ; preds = %42
  %45 = zext nneg i32 %5 to i64
  %46 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ4treePiPKiE1s to ptr), i64 %45
  %47 = getelementptr inbounds nuw i8, ptr %46, i64 128
  %48 = load i32, ptr %47, align 4, !tbaa !6
  %49 = load i32, ptr %24, align 4, !tbaa !6
  %50 = add nsw i32 %49, %48
  store i32 %50, ptr %24, align 4, !tbaa !6
  br label %51

51:                                               ; preds = %44, %42
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %52 = icmp samesign ult i32 %5, 16
  br i1 %52, label %53, label %60

53:                                               ; preds = %51
  %54 = zext nneg i32 %5 to i64
  %55 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ4treePiPKiE1s to ptr), i64 %54
  %56 = getelementptr inbounds nuw i8, ptr %55, i64 64
  %57 = load i32, ptr %56, align 4, !tbaa !6
  %58 = load i32, ptr %24, align 4, !tbaa !6
  %59 = add nsw i32 %58, %57
  store i32 %59, ptr %24, align 4, !tbaa !6
  br label %60

60:                                               ; preds = %53, %51
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %61 = icmp samesign ult i32 %5, 8
  br i1 %61, label %62, label %69

62:                                               ; preds = %60
  %63 = zext nneg i32 %5 to i64
  %64 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ4treePiPKiE1s to ptr), i64 %63
  %65 = getelementptr inbounds nuw i8, ptr %64, i64 32
  %66 = load i32, ptr %65, align 4, !tbaa !6
  %67 = load i32, ptr %24, align 4, !tbaa !6
  %68 = add nsw i32 %67, %66
  store i32 %68, ptr %24, align 4, !tbaa !6
  br label %69

69:                                               ; preds = %62, %60
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %70 = icmp samesign ult i32 %5, 4
  br i1 %70, label %71, label %78

71:                                               ; preds = %69
  %72 = zext nneg i32 %5 to i64
  %73 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ4treePiPKiE1s to ptr), i64 %72
  %74 = getelementptr inbounds nuw i8, ptr %73, i64 16
  %75 = load i32, ptr %74, align 4, !tbaa !6
  %76 = load i32, ptr %24, align 4, !tbaa !6
  %77 = add nsw i32 %76, %75
  store i32 %77, ptr %24, align 4, !tbaa !6
  br label %78

78:                                               ; preds = %71, %69
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %79 = icmp samesign ult i32 %5, 2
  br i1 %79, label %80, label %87

80:                                               ; preds = %78
  %81 = zext nneg i32 %5 to i64
  %82 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ4treePiPKiE1s to ptr), i64 %81
  %83 = getelementptr inbounds nuw i8, ptr %82, i64 8
  %84 = load i32, ptr %83, align 4, !tbaa !6
  %85 = load i32, ptr %24, align 4, !tbaa !6
  %86 = add nsw i32 %85, %84
  store i32 %86, ptr %24, align 4, !tbaa !6
  br label %87

87:                                               ; preds = %80, %78
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %88 = icmp eq i32 %5, 0
  br i1 %88, label %89, label %93

89:                                               ; preds = %87
  %90 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ4treePiPKiE1s to ptr), i64 4), align 4, !tbaa !6
  %91 = load i32, ptr %24, align 4, !tbaa !6
  %92 = add nsw i32 %91, %90
  store i32 %92, ptr %24, align 4, !tbaa !6
  br label %93

93:                                               ; preds = %89, %87
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %94 = icmp eq i32 %5, 0
  br i1 %94, label %95, label %97

95:                                               ; preds = %93
  %96 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ4treePiPKiE1s to ptr), align 4, !tbaa !6
  store i32 %96, ptr %0, align 4, !tbaa !6
  br label %97

97:                                               ; preds = %95, %93
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: convergent nounwind
declare dso_local ptr @__cudaCDP2GetParameterBuffer(i64 noundef, i64 noundef) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare dso_local i32 @__cudaCDP2LaunchDevice(ptr noundef, ptr noundef, ptr noundef byval(%struct.dim3) align 4, ptr noundef byval(%struct.dim3) align 4, i32 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #2

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
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
