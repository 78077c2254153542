; Produced by (clang 22.1.8, CUDA 13.0):
;   clang++ -x cuda --cuda-path=/usr/local/cuda
;     --cuda-gpu-arch=sm_90 -fgpu-rdc --cuda-device-only -D__CUDACC_RDC__
;     -Wno-unknown-cuda-version -S -emit-llvm -O2 Inputs/postponement.cu
; Postponement at block scope: the launches of an if/else wait together at
; the join, a launch in a uniform loop waits at its iteration's barrier; a
; launch whose skipping threads synchronize elsewhere (__syncwarp), or a
; thread that launches twice before the meeting point, stays per warp.
; REQUIRES: nvptx-registered-target
; RUN: opt -passes='dpagg-aggregate<block>' -S %s | FileCheck %s
; RUN: opt -passes='dpagg-aggregate<block>' -pass-remarks=dpagg -pass-remarks-missed=dpagg -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK

; REMARK:      launch of a(int*) aggregated per block, postponed to where the block's threads meet again;
; REMARK-NEXT: launch of b(int*) aggregated per block, postponed to where the block's threads meet again;
; REMARK-NEXT: launch of a(int*) aggregated per warp (not per block: a divergent branch lets threads skip it and reach another convergent operation (a barrier or launch));
; REMARK-NEXT: launch of a(int*) aggregated per block, postponed to where the block's threads meet again;
; REMARK-NEXT: launch of a(int*) aggregated per warp (not per block:
; REMARK-NEXT: launch of b(int*) aggregated per warp (not per block:

; CHECK-LABEL: define dso_local ptx_kernel void @_Z6ifelsePiPKi(
; CHECK:         [[PB:%dpagg.postponed[0-9]+]] = alloca i32, align 4
; CHECK:         [[PA:%dpagg.postponed]] = alloca i32, align 4
; CHECK:         call void @__dpagg_block_init()
; CHECK:         store i32 0, ptr [[PB]], align 4
; CHECK:         store i32 0, ptr [[PA]], align 4
; CHECK:         store i32 1, ptr [[PA]], align 4
; CHECK-NOT:     @__cudaCDP2LaunchDevice
; CHECK:         store i32 1, ptr [[PB]], align 4
; CHECK:         [[PENDB:%.*]] = load i32, ptr [[PB]], align 4
; CHECK-NEXT:    call i32 @__dpagg_aggregate_block_postponed(ptr @_Z1bPi.dpagg, {{.*}}, i32 [[PENDB]])
; CHECK-NEXT:    store i32 0, ptr [[PB]], align 4
; CHECK:         [[PENDA:%.*]] = load i32, ptr [[PA]], align 4
; CHECK-NEXT:    call i32 @__dpagg_aggregate_block_postponed(ptr @_Z1aPi.dpagg, {{.*}}, i32 [[PENDA]])
; CHECK-NEXT:    store i32 0, ptr [[PA]], align 4
; CHECK-NEXT:    tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)

; CHECK-LABEL: define dso_local ptx_kernel void @_Z5mixedPiPKi(
; CHECK-NOT:     __dpagg_block_init
; CHECK:         call i32 @__dpagg_aggregate_warp(ptr @_Z1aPi.dpagg,
; CHECK:         call void @llvm.nvvm.bar.warp.sync(i32 -1)

; CHECK-LABEL: define dso_local ptx_kernel void @_Z4loopPiPKii(
; CHECK:         call void @__dpagg_block_init()
; CHECK:         store i32 1, ptr %dpagg.postponed, align 4
; CHECK:         [[PEND:%.*]] = load i32, ptr %dpagg.postponed, align 4
; CHECK-NEXT:    call i32 @__dpagg_aggregate_block_postponed(ptr @_Z1aPi.dpagg, {{.*}}, i32 [[PEND]])
; CHECK-NEXT:    store i32 0, ptr %dpagg.postponed, align 4
; CHECK:         tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)

; CHECK-LABEL: define dso_local ptx_kernel void @_Z5twicePiPKi(
; CHECK-NOT:     __dpagg_aggregate_block
; CHECK:         call i32 @__dpagg_aggregate_warp(ptr @_Z1aPi.dpagg,
; CHECK:         call i32 @__dpagg_aggregate_warp(ptr @_Z1bPi.dpagg,

source_filename = "Inputs/postponement.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.dim3 = type { i32, i32, i32 }

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
