; Produced by (clang 22.1.8, CUDA 13.0):
;   clang++ -x cuda --cuda-path=/usr/local/cuda
;     --cuda-gpu-arch=sm_90 -fgpu-rdc --cuda-device-only -D__CUDACC_RDC__
;     -Wno-unknown-cuda-version -S -emit-llvm -O2 Inputs/block-barrier-cost.cu
; Cost rules for DPAgg's block barriers (issue 21, item 25): no block scope
; for a launch in a loop whose iterations do not end at a barrier of the
; source (it would make the warps run the loop in lockstep), postponement
; only to a meeting point that the source's own __syncthreads follows;
; block scope stays where the source's barrier already runs every iteration
; or right after the meeting point. -dpagg-barrier-cost=false (and
; DPAGG_SCOPE_BLOCK) show what the rules take away.
; REQUIRES: nvptx-registered-target
; RUN: opt -passes='dpagg-aggregate<block>' -pass-remarks=dpagg -disable-output %s 2>&1 | FileCheck %s --check-prefix=COST
; RUN: opt -passes='dpagg-aggregate<block>' -pass-remarks-analysis=dpagg -disable-output %s 2>&1 | FileCheck %s --check-prefix=RULE
; RUN: opt -passes='dpagg-aggregate<block>' -dpagg-barrier-cost=false -pass-remarks=dpagg -disable-output %s 2>&1 | FileCheck %s --check-prefix=NOCOST

; rareInLoop, everyInLoop, syncedLoop, noBarrierAfter, barrierAfter:
; COST:      launch of child(int*) aggregated per warp (not per block: the launch is in a loop, where a block barrier in every iteration would make the block's warps wait for the slowest one each iteration
; COST-NEXT: launch of child(int*) aggregated per warp (not per block: the launch is in a loop, where a block barrier in every iteration
; COST-NEXT: launch of child(int*) aggregated per block, postponed to where the block's threads meet again;
; COST-NEXT: launch of child(int*) aggregated per warp (not per block: a divergent branch lets threads skip it and reach another convergent operation (a barrier or launch); not postponed: the source has no block barrier right after the meeting point, so postponement would add one that makes early warps and their children wait for the slowest warp)
; COST-NEXT: launch of child(int*) aggregated per block, postponed to where the block's threads meet again;

; Each LaunchFacts remark is followed by the site's Decision: per warp, the
; runner-up per block refused by the cost rule.
; RULE:      launch of child(int*): scope asked block, chosen warp (rule barrier-in-loop)
; RULE-NEXT: launches of child(int*): chose per warp; runner-up per block, refused: rule barrier-in-loop (in a loop, where a block barrier would run every iteration)
; RULE-NEXT: launch of child(int*): scope asked block, chosen warp (rule barrier-in-loop)
; RULE-NEXT: launches of child(int*): chose per warp; runner-up per block, refused: rule barrier-in-loop
; RULE-NEXT: launch of child(int*): scope asked block, chosen block;
; RULE-NEXT: launches of child(int*): chose per block; runner-up per warp: rule asked
; RULE-NEXT: launch of child(int*): scope asked block, chosen warp (rule postpone-new-barrier)
; RULE-NEXT: launches of child(int*): chose per warp; runner-up per block, refused: rule postpone-new-barrier (postponement would add a block barrier the source does not have)
; RULE-NEXT: launch of child(int*): scope asked block, chosen block;
; RULE-NEXT: launches of child(int*): chose per block; runner-up per warp: rule asked

; NOCOST:      launch of child(int*) aggregated per block, postponed to where the block's threads meet again;
; NOCOST-NEXT: launch of child(int*) aggregated per block;
; NOCOST-NEXT: launch of child(int*) aggregated per block, postponed to where the block's threads meet again;
; NOCOST-NEXT: launch of child(int*) aggregated per block, postponed to where the block's threads meet again;
; NOCOST-NEXT: launch of child(int*) aggregated per block, postponed to where the block's threads meet again;

; ModuleID = 'Inputs/block-barrier-cost.cu'
source_filename = "Inputs/block-barrier-cost.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.dim3 = type { i32, i32, i32 }

@_ZZ12barrierAfterPiPKiE4sums = internal unnamed_addr addrspace(3) global [32 x i32] undef, align 4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z5childPi(ptr noundef captures(none) %0) #0 {
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %3 = zext nneg i32 %2 to i64
  %4 = getelementptr inbounds nuw i32, ptr %0, i64 %3
  %5 = load i32, ptr %4, align 4, !tbaa !6
  %6 = add nsw i32 %5, 1
  store i32 %6, ptr %4, align 4, !tbaa !6
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local noundef i32 @_Z4workPKii(ptr noundef readonly captures(none) %0, i32 noundef %1) local_unnamed_addr #1 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %27

4:                                                ; preds = %2
  %5 = and i32 %1, 3
  %6 = icmp ult i32 %1, 4
  br i1 %6, label %11, label %7

7:                                                ; preds = %4
  %8 = and i32 %1, 2147483644
  br label %29

9:                                                ; preds = %29
  %10 = icmp eq i32 %5, 0
  br i1 %10, label %27, label %11

11:                                               ; preds = %9, %4
  %12 = phi i32 [ 0, %4 ], [ %56, %9 ]
  %13 = phi i32 [ 0, %4 ], [ %55, %9 ]
  %14 = icmp ne i32 %5, 0
  tail call void @llvm.assume(i1 %14)
  br label %15

15:                                               ; preds = %15, %11
  %16 = phi i32 [ %24, %15 ], [ %12, %11 ]
  %17 = phi i32 [ %23, %15 ], [ %13, %11 ]
  %18 = phi i32 [ %25, %15 ], [ 0, %11 ]
  %19 = zext nneg i32 %16 to i64
  %20 = getelementptr inbounds nuw i32, ptr %0, i64 %19
  %21 = load i32, ptr %20, align 4, !tbaa !6
  %22 = mul nsw i32 %21, %16
  %23 = add nsw i32 %22, %17
  %24 = add nuw nsw i32 %16, 1
  %25 = add i32 %18, 1
  %26 = icmp eq i32 %25, %5
  br i1 %26, label %27, label %15, !llvm.loop !11

27:                                               ; preds = %9, %15, %2
  %28 = phi i32 [ 0, %2 ], [ %55, %9 ], [ %23, %15 ]
  ret i32 %28

29:                                               ; preds = %29, %7
  %30 = phi i32 [ 0, %7 ], [ %56, %29 ]
  %31 = phi i32 [ 0, %7 ], [ %55, %29 ]
  %32 = phi i32 [ 0, %7 ], [ %57, %29 ]
  %33 = zext nneg i32 %30 to i64
  %34 = getelementptr inbounds nuw i32, ptr %0, i64 %33
  %35 = load i32, ptr %34, align 4, !tbaa !6
  %36 = mul nsw i32 %35, %30
  %37 = add nsw i32 %36, %31
  %38 = or disjoint i32 %30, 1
  %39 = zext nneg i32 %38 to i64
  %40 = getelementptr inbounds nuw i32, ptr %0, i64 %39
  %41 = load i32, ptr %40, align 4, !tbaa !6
  %42 = mul nsw i32 %41, %38
  %43 = add nsw i32 %42, %37
  %44 = or disjoint i32 %30, 2
  %45 = zext nneg i32 %44 to i64
  %46 = getelementptr inbounds nuw i32, ptr %0, i64 %45
  %47 = load i32, ptr %46, align 4, !tbaa !6
  %48 = mul nsw i32 %47, %44
  %49 = add nsw i32 %48, %43
  %50 = or disjoint i32 %30, 3
  %51 = zext nneg i32 %50 to i64
  %52 = getelementptr inbounds nuw i32, ptr %0, i64 %51
  %53 = load i32, ptr %52, align 4, !tbaa !6
  %54 = mul nsw i32 %53, %50
  %55 = add nsw i32 %54, %49
  %56 = add nuw nsw i32 %30, 4
  %57 = add i32 %32, 4
  %58 = icmp eq i32 %57, %8
  br i1 %58, label %9, label %29, !llvm.loop !13
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z10rareInLoopPiPKii(ptr noundef %0, ptr noundef readonly captures(none) %1, i32 noundef %2) local_unnamed_addr #2 {
  %4 = alloca %struct.dim3, align 8
  %5 = alloca %struct.dim3, align 8
  %6 = icmp sgt i32 %2, 0
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br i1 %6, label %8, label %15

8:                                                ; preds = %3
  %9 = lshr i32 %7, 5
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %11 = getelementptr inbounds nuw i8, ptr %4, i64 4
  %12 = getelementptr inbounds nuw i8, ptr %4, i64 8
  %13 = getelementptr inbounds nuw i8, ptr %5, i64 4
  %14 = getelementptr inbounds nuw i8, ptr %5, i64 8
  br label %19

15:                                               ; preds = %75, %3
  %16 = phi i32 [ 0, %3 ], [ %61, %75 ]
  %17 = zext nneg i32 %7 to i64
  %18 = getelementptr inbounds nuw i32, ptr %0, i64 %17
  store i32 %16, ptr %18, align 4, !tbaa !6
  ret void

19:                                               ; preds = %8, %75
  %20 = phi i32 [ 0, %8 ], [ %76, %75 ]
  %21 = phi i32 [ 0, %8 ], [ %61, %75 ]
  %22 = and i32 %20, 7
  %23 = icmp eq i32 %9, %22
  br i1 %23, label %24, label %60

24:                                               ; preds = %19, %24
  %25 = phi i32 [ %56, %24 ], [ 0, %19 ]
  %26 = phi i32 [ %55, %24 ], [ 0, %19 ]
  %27 = zext nneg i32 %25 to i64
  %28 = getelementptr inbounds nuw i32, ptr %1, i64 %27
  %29 = load i32, ptr %28, align 4, !tbaa !6
  %30 = mul nsw i32 %29, %25
  %31 = add nsw i32 %30, %26
  %32 = add nuw nsw i32 %25, 1
  %33 = zext nneg i32 %32 to i64
  %34 = getelementptr inbounds nuw i32, ptr %1, i64 %33
  %35 = load i32, ptr %34, align 4, !tbaa !6
  %36 = mul nsw i32 %35, %32
  %37 = add nsw i32 %36, %31
  %38 = add nuw nsw i32 %25, 2
  %39 = zext nneg i32 %38 to i64
  %40 = getelementptr inbounds nuw i32, ptr %1, i64 %39
  %41 = load i32, ptr %40, align 4, !tbaa !6
  %42 = mul nsw i32 %41, %38
  %43 = add nsw i32 %42, %37
  %44 = add nuw nsw i32 %25, 3
  %45 = zext nneg i32 %44 to i64
  %46 = getelementptr inbounds nuw i32, ptr %1, i64 %45
  %47 = load i32, ptr %46, align 4, !tbaa !6
  %48 = mul nsw i32 %47, %44
  %49 = add nsw i32 %48, %43
  %50 = add nuw nsw i32 %25, 4
  %51 = zext nneg i32 %50 to i64
  %52 = getelementptr inbounds nuw i32, ptr %1, i64 %51
  %53 = load i32, ptr %52, align 4, !tbaa !6
  %54 = mul nsw i32 %53, %50
  %55 = add nsw i32 %54, %49
  %56 = add nuw nsw i32 %25, 5
  %57 = icmp eq i32 %56, 1000
  br i1 %57, label %58, label %24, !llvm.loop !13

58:                                               ; preds = %24
  %59 = add nsw i32 %55, %21
  br label %60

60:                                               ; preds = %58, %19
  %61 = phi i32 [ %59, %58 ], [ %21, %19 ]
  %62 = mul i32 %20, %10
  %63 = add i32 %62, %7
  %64 = zext i32 %63 to i64
  %65 = getelementptr inbounds nuw i32, ptr %0, i64 %64
  %66 = load i32, ptr %65, align 4, !tbaa !6
  %67 = icmp sgt i32 %66, 0
  br i1 %67, label %68, label %75

68:                                               ; preds = %60
  %69 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 8) #9
  %70 = icmp eq ptr %69, null
  br i1 %70, label %75, label %71

71:                                               ; preds = %68
  %72 = zext nneg i32 %20 to i64
  %73 = getelementptr inbounds nuw i32, ptr %0, i64 %72
  store ptr %73, ptr %69, align 64, !tbaa !15
  call void @llvm.lifetime.start.p0(ptr nonnull %5)
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  store i32 32, ptr %4, align 8
  store i32 1, ptr %11, align 4
  store i32 1, ptr %12, align 8
  store i32 1, ptr %5, align 8
  store i32 1, ptr %13, align 4
  store i32 1, ptr %14, align 8
  %74 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPi, ptr noundef nonnull %69, ptr noundef nonnull byval(%struct.dim3) align 4 %5, ptr noundef nonnull byval(%struct.dim3) align 4 %4, i32 noundef 0, ptr noundef null) #9
  call void @llvm.lifetime.end.p0(ptr nonnull %5)
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  br label %75

75:                                               ; preds = %60, %71, %68
  %76 = add nuw nsw i32 %20, 1
  %77 = icmp eq i32 %76, %2
  br i1 %77, label %15, label %19, !llvm.loop !18
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z11everyInLoopPii(ptr noundef %0, i32 noundef %1) local_unnamed_addr #2 {
  %3 = alloca %struct.dim3, align 8
  %4 = alloca %struct.dim3, align 8
  %5 = icmp sgt i32 %1, 0
  br i1 %5, label %6, label %14

6:                                                ; preds = %2
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = zext nneg i32 %7 to i64
  %9 = getelementptr inbounds nuw i32, ptr %0, i64 %8
  %10 = getelementptr inbounds nuw i8, ptr %3, i64 4
  %11 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %12 = getelementptr inbounds nuw i8, ptr %4, i64 4
  %13 = getelementptr inbounds nuw i8, ptr %4, i64 8
  br label %15

14:                                               ; preds = %24, %2
  ret void

15:                                               ; preds = %6, %24
  %16 = phi i32 [ 0, %6 ], [ %25, %24 ]
  %17 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 8) #9
  %18 = icmp eq ptr %17, null
  br i1 %18, label %24, label %19

19:                                               ; preds = %15
  %20 = shl nsw i32 %16, 5
  %21 = zext nneg i32 %20 to i64
  %22 = getelementptr inbounds nuw i32, ptr %9, i64 %21
  store ptr %22, ptr %17, align 64, !tbaa !15
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  store i32 32, ptr %3, align 8
  store i32 1, ptr %10, align 4
  store i32 1, ptr %11, align 8
  store i32 1, ptr %4, align 8
  store i32 1, ptr %12, align 4
  store i32 1, ptr %13, align 8
  %23 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPi, ptr noundef nonnull %17, ptr noundef nonnull byval(%struct.dim3) align 4 %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, i32 noundef 0, ptr noundef null) #9
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  br label %24

24:                                               ; preds = %15, %19
  %25 = add nuw nsw i32 %16, 1
  %26 = icmp eq i32 %25, %1
  br i1 %26, label %14, label %15, !llvm.loop !19
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z10syncedLoopPii(ptr noundef %0, i32 noundef %1) local_unnamed_addr #2 {
  %3 = alloca %struct.dim3, align 8
  %4 = alloca %struct.dim3, align 8
  %5 = icmp sgt i32 %1, 0
  br i1 %5, label %6, label %13

6:                                                ; preds = %2
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = getelementptr inbounds nuw i8, ptr %3, i64 4
  %10 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %11 = getelementptr inbounds nuw i8, ptr %4, i64 4
  %12 = getelementptr inbounds nuw i8, ptr %4, i64 8
  br label %14

13:                                               ; preds = %29, %2
  ret void

14:                                               ; preds = %6, %29
  %15 = phi i32 [ 0, %6 ], [ %30, %29 ]
  %16 = mul i32 %15, %7
  %17 = add i32 %16, %8
  %18 = zext i32 %17 to i64
  %19 = getelementptr inbounds nuw i32, ptr %0, i64 %18
  %20 = load i32, ptr %19, align 4, !tbaa !6
  %21 = icmp sgt i32 %20, 0
  br i1 %21, label %22, label %29

22:                                               ; preds = %14
  %23 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 8) #9
  %24 = icmp eq ptr %23, null
  br i1 %24, label %29, label %25

25:                                               ; preds = %22
  %26 = zext nneg i32 %15 to i64
  %27 = getelementptr inbounds nuw i32, ptr %0, i64 %26
  store ptr %27, ptr %23, align 64, !tbaa !15
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  store i32 32, ptr %3, align 8
  store i32 1, ptr %9, align 4
  store i32 1, ptr %10, align 8
  store i32 1, ptr %4, align 8
  store i32 1, ptr %11, align 4
  store i32 1, ptr %12, align 8
  %28 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPi, ptr noundef nonnull %23, ptr noundef nonnull byval(%struct.dim3) align 4 %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, i32 noundef 0, ptr noundef null) #9
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  br label %29

29:                                               ; preds = %22, %25, %14
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %30 = add nuw nsw i32 %15, 1
  %31 = icmp eq i32 %30, %1
  br i1 %31, label %13, label %14, !llvm.loop !20
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z14noBarrierAfterPiPKi(ptr noundef %0, ptr noundef readonly captures(none) %1) local_unnamed_addr #2 {
  %3 = alloca %struct.dim3, align 8
  %4 = alloca %struct.dim3, align 8
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = icmp samesign ult i32 %5, 32
  br i1 %6, label %7, label %41

7:                                                ; preds = %2, %7
  %8 = phi i32 [ %39, %7 ], [ 0, %2 ]
  %9 = phi i32 [ %38, %7 ], [ 0, %2 ]
  %10 = zext nneg i32 %8 to i64
  %11 = getelementptr inbounds nuw i32, ptr %1, i64 %10
  %12 = load i32, ptr %11, align 4, !tbaa !6
  %13 = mul nsw i32 %12, %8
  %14 = add nsw i32 %13, %9
  %15 = add nuw nsw i32 %8, 1
  %16 = zext nneg i32 %15 to i64
  %17 = getelementptr inbounds nuw i32, ptr %1, i64 %16
  %18 = load i32, ptr %17, align 4, !tbaa !6
  %19 = mul nsw i32 %18, %15
  %20 = add nsw i32 %19, %14
  %21 = add nuw nsw i32 %8, 2
  %22 = zext nneg i32 %21 to i64
  %23 = getelementptr inbounds nuw i32, ptr %1, i64 %22
  %24 = load i32, ptr %23, align 4, !tbaa !6
  %25 = mul nsw i32 %24, %21
  %26 = add nsw i32 %25, %20
  %27 = add nuw nsw i32 %8, 3
  %28 = zext nneg i32 %27 to i64
  %29 = getelementptr inbounds nuw i32, ptr %1, i64 %28
  %30 = load i32, ptr %29, align 4, !tbaa !6
  %31 = mul nsw i32 %30, %27
  %32 = add nsw i32 %31, %26
  %33 = add nuw nsw i32 %8, 4
  %34 = zext nneg i32 %33 to i64
  %35 = getelementptr inbounds nuw i32, ptr %1, i64 %34
  %36 = load i32, ptr %35, align 4, !tbaa !6
  %37 = mul nsw i32 %36, %33
  %38 = add nsw i32 %37, %32
  %39 = add nuw nsw i32 %8, 5
  %40 = icmp eq i32 %39, 1000
  br i1 %40, label %41, label %7, !llvm.loop !13

41:                                               ; preds = %7, %2
  %42 = phi i32 [ 0, %2 ], [ %38, %7 ]
  %43 = zext nneg i32 %5 to i64
  %44 = getelementptr inbounds nuw i32, ptr %1, i64 %43
  %45 = load i32, ptr %44, align 4, !tbaa !6
  %46 = icmp sgt i32 %45, 0
  br i1 %46, label %47, label %57

47:                                               ; preds = %41
  %48 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 8) #9
  %49 = icmp eq ptr %48, null
  br i1 %49, label %57, label %50

50:                                               ; preds = %47
  %51 = getelementptr inbounds nuw i32, ptr %0, i64 %43
  store ptr %51, ptr %48, align 64, !tbaa !15
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  store i32 32, ptr %3, align 8
  %52 = getelementptr inbounds nuw i8, ptr %3, i64 4
  store i32 1, ptr %52, align 4
  %53 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store i32 1, ptr %53, align 8
  store i32 1, ptr %4, align 8
  %54 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %54, align 4
  %55 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %55, align 8
  %56 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPi, ptr noundef nonnull %48, ptr noundef nonnull byval(%struct.dim3) align 4 %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, i32 noundef 0, ptr noundef null) #9
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  br label %57

57:                                               ; preds = %47, %50, %41
  %58 = tail call noundef i32 @llvm.nvvm.redux.sync.add(i32 %42, i32 -1)
  %59 = getelementptr inbounds nuw i32, ptr %0, i64 %43
  store i32 %58, ptr %59, align 4, !tbaa !6
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z12barrierAfterPiPKi(ptr noundef %0, ptr noundef readonly captures(none) %1) local_unnamed_addr #2 {
  %3 = alloca %struct.dim3, align 8
  %4 = alloca %struct.dim3, align 8
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = icmp samesign ult i32 %5, 32
  br i1 %6, label %7, label %41

7:                                                ; preds = %2, %7
  %8 = phi i32 [ %39, %7 ], [ 0, %2 ]
  %9 = phi i32 [ %38, %7 ], [ 0, %2 ]
  %10 = zext nneg i32 %8 to i64
  %11 = getelementptr inbounds nuw i32, ptr %1, i64 %10
  %12 = load i32, ptr %11, align 4, !tbaa !6
  %13 = mul nsw i32 %12, %8
  %14 = add nsw i32 %13, %9
  %15 = add nuw nsw i32 %8, 1
  %16 = zext nneg i32 %15 to i64
  %17 = getelementptr inbounds nuw i32, ptr %1, i64 %16
  %18 = load i32, ptr %17, align 4, !tbaa !6
  %19 = mul nsw i32 %18, %15
  %20 = add nsw i32 %19, %14
  %21 = add nuw nsw i32 %8, 2
  %22 = zext nneg i32 %21 to i64
  %23 = getelementptr inbounds nuw i32, ptr %1, i64 %22
  %24 = load i32, ptr %23, align 4, !tbaa !6
  %25 = mul nsw i32 %24, %21
  %26 = add nsw i32 %25, %20
  %27 = add nuw nsw i32 %8, 3
  %28 = zext nneg i32 %27 to i64
  %29 = getelementptr inbounds nuw i32, ptr %1, i64 %28
  %30 = load i32, ptr %29, align 4, !tbaa !6
  %31 = mul nsw i32 %30, %27
  %32 = add nsw i32 %31, %26
  %33 = add nuw nsw i32 %8, 4
  %34 = zext nneg i32 %33 to i64
  %35 = getelementptr inbounds nuw i32, ptr %1, i64 %34
  %36 = load i32, ptr %35, align 4, !tbaa !6
  %37 = mul nsw i32 %36, %33
  %38 = add nsw i32 %37, %32
  %39 = add nuw nsw i32 %8, 5
  %40 = icmp eq i32 %39, 1000
  br i1 %40, label %41, label %7, !llvm.loop !13

41:                                               ; preds = %7, %2
  %42 = phi i32 [ 0, %2 ], [ %38, %7 ]
  %43 = zext nneg i32 %5 to i64
  %44 = getelementptr inbounds nuw i32, ptr %1, i64 %43
  %45 = load i32, ptr %44, align 4, !tbaa !6
  %46 = icmp sgt i32 %45, 0
  br i1 %46, label %47, label %57

47:                                               ; preds = %41
  %48 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 8) #9
  %49 = icmp eq ptr %48, null
  br i1 %49, label %57, label %50

50:                                               ; preds = %47
  %51 = getelementptr inbounds nuw i32, ptr %0, i64 %43
  store ptr %51, ptr %48, align 64, !tbaa !15
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  store i32 32, ptr %3, align 8
  %52 = getelementptr inbounds nuw i8, ptr %3, i64 4
  store i32 1, ptr %52, align 4
  %53 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store i32 1, ptr %53, align 8
  store i32 1, ptr %4, align 8
  %54 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %54, align 4
  %55 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %55, align 8
  %56 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPi, ptr noundef nonnull %48, ptr noundef nonnull byval(%struct.dim3) align 4 %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, i32 noundef 0, ptr noundef null) #9
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  br label %57

57:                                               ; preds = %47, %50, %41
  %58 = tail call noundef i32 @llvm.nvvm.redux.sync.add(i32 %42, i32 -1)
  %59 = lshr i32 %5, 5
  %60 = zext nneg i32 %59 to i64
  %61 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ12barrierAfterPiPKiE4sums to ptr), i64 %60
  store i32 %58, ptr %61, align 4, !tbaa !6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %62 = icmp eq i32 %5, 0
  br i1 %62, label %63, label %67

63:                                               ; preds = %57
  %64 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ12barrierAfterPiPKiE4sums to ptr), align 4, !tbaa !6
  %65 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ12barrierAfterPiPKiE4sums to ptr), i64 4), align 4, !tbaa !6
  %66 = add nsw i32 %65, %64
  store i32 %66, ptr %0, align 4, !tbaa !6
  br label %67

67:                                               ; preds = %63, %57
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: convergent nounwind
declare dso_local ptr @__cudaCDP2GetParameterBuffer(i64 noundef, i64 noundef) local_unnamed_addr #5

; Function Attrs: convergent nounwind
declare dso_local i32 @__cudaCDP2LaunchDevice(ptr noundef, ptr noundef, ptr noundef byval(%struct.dim3) align 4, ptr noundef byval(%struct.dim3) align 4, i32 noundef, ptr noundef) local_unnamed_addr #5

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.redux.sync.add(i32, i32) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #7

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #7

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #8

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #2 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #6 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #7 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #8 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #9 = { convergent nounwind }

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
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.unroll.disable"}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!16, !16, i64 0}
!16 = !{!"p1 int", !17, i64 0}
!17 = !{!"any pointer", !8, i64 0}
!18 = distinct !{!18, !14}
!19 = distinct !{!19, !14}
!20 = distinct !{!20, !14}
