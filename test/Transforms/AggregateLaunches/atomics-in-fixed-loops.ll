; Produced by (clang 22.1.8, CUDA 13.0):
;   clang++ -x cuda --cuda-path=/usr/local/cuda
;     --cuda-gpu-arch=sm_90 -fgpu-rdc --cuda-device-only -D__CUDACC_RDC__
;     -Wno-unknown-cuda-version -S -emit-llvm -O2 Inputs/atomics-in-fixed-loops.cu
; Inter-thread waits (FunctionFacts.cpp, InterThreadWaits): an atomic or
; volatile access in a loop is not a wait when no branch of the loop, nor of
; any loop around it, reads memory (branchesObserveMemory): the loop runs the
; iterations its values from before it fix, whatever other threads do. The
; histogram's and the scatter's atomics (the quadtree's count and scatter)
; and a volatile load that only feeds a select are no longer waits; a loop
; whose exit or any branch reads memory still is: the atomic's result as
; the exit, a branch on a volatile flag (conservative), a value chosen by a
; branch on the atomic, an inner spin in a loop of fixed trips, a spin on a
; plain load. Called from a loop (the "in a loop" line), a function keeps
; the rule without the exception.
; REQUIRES: nvptx-registered-target
; RUN: opt -passes='print<dpagg-function-summaries>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=FACTS
; RUN: opt -passes='dpagg-aggregate<block>' -pass-remarks=dpagg -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK

; FACTS-LABEL: facts of @_Z9histogramPiPKiS_i:
; FACTS-NOT:     inter-thread waits:
; FACTS:         inter-thread waits in a loop: an atomic operation in a loop in histogram(
; FACTS-LABEL: facts of @_Z7scatterPiPKiS_S_i:
; FACTS-NOT:     inter-thread waits:
; FACTS:         inter-thread waits in a loop: an atomic operation in a loop in scatter(
; FACTS-LABEL: facts of @_Z14select_on_flagPiPViS_i:
; FACTS-NOT:     inter-thread waits:
; FACTS:         inter-thread waits in a loop: a volatile or atomic load in a loop in select_on_flag(
; FACTS-LABEL: facts of @_Z12counter_exitPiS_i:
; FACTS-NEXT:    inter-thread waits: an atomic operation in a loop in counter_exit(
; FACTS-LABEL: facts of @_Z14steered_branchPiPViS_i:
; FACTS-NEXT:    inter-thread waits: a volatile or atomic load in a loop in steered_branch(
; FACTS-LABEL: facts of @_Z11chosen_exitPiS_:
; FACTS-NEXT:    inter-thread waits: an atomic operation in a loop in chosen_exit(
; FACTS-LABEL: facts of @_Z10inner_spinPiS_i:
; FACTS-NEXT:    inter-thread waits: an atomic operation in a loop in inner_spin(
; FACTS-LABEL: facts of @_Z10plain_spinPiS_S_:
; FACTS-NEXT:    inter-thread waits: an atomic operation in a loop in plain_spin(

; The histogram and the scatter now fail only the block-convergence rule (a
; divergent loop before the launch), not the waits rule.
; REMARK:      launch of child(int*) aggregated per warp (not per block: a divergent branch lets threads skip it
; REMARK-NEXT: launch of child(int*) aggregated per warp (not per block: a divergent branch lets threads skip it
; REMARK-NEXT: launch of child(int*) aggregated per block;
; REMARK-NEXT: launch of child(int*) aggregated per warp (not per block: threads of the block may wait for one another outside barriers (an atomic operation in a loop in counter_exit(
; REMARK-NEXT: launch of child(int*) aggregated per warp (not per block: threads of the block may wait for one another outside barriers (a volatile or atomic load in a loop in steered_branch(
; REMARK-NEXT: launch of child(int*) aggregated per warp (not per block: threads of the block may wait for one another outside barriers (an atomic operation in a loop in chosen_exit(
; REMARK-NEXT: launch of child(int*) aggregated per warp (not per block: threads of the block may wait for one another outside barriers (an atomic operation in a loop in inner_spin(
; REMARK-NEXT: launch of child(int*) aggregated per warp (not per block: threads of the block may wait for one another outside barriers (an atomic operation in a loop in plain_spin(

; ModuleID = 'Inputs/atomics-in-fixed-loops.cu'
source_filename = "Inputs/atomics-in-fixed-loops.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.dim3 = type { i32, i32, i32 }

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write)
define dso_local ptx_kernel void @_Z5childPi(ptr noundef writeonly captures(none) %0) #0 {
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %3 = zext nneg i32 %2 to i64
  %4 = getelementptr inbounds nuw i32, ptr %0, i64 %3
  store i32 1, ptr %4, align 4, !tbaa !6
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z9histogramPiPKiS_i(ptr noundef %0, ptr noundef readonly captures(none) %1, ptr noundef captures(none) %2, i32 noundef %3) local_unnamed_addr #1 {
  %5 = alloca %struct.dim3, align 8
  %6 = alloca %struct.dim3, align 8
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = icmp slt i32 %11, %3
  br i1 %12, label %13, label %16

13:                                               ; preds = %4
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %15 = mul i32 %14, %8
  br label %19

16:                                               ; preds = %19, %4
  %17 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 8) #6
  %18 = icmp eq ptr %17, null
  br i1 %18, label %39, label %30

19:                                               ; preds = %13, %19
  %20 = phi i32 [ %11, %13 ], [ %28, %19 ]
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds i32, ptr %1, i64 %21
  %23 = load i32, ptr %22, align 4, !tbaa !6
  %24 = and i32 %23, 15
  %25 = zext nneg i32 %24 to i64
  %26 = getelementptr inbounds nuw i32, ptr %2, i64 %25
  %27 = atomicrmw add ptr %26, i32 1 seq_cst, align 4
  %28 = add i32 %20, %15
  %29 = icmp slt i32 %28, %3
  br i1 %29, label %19, label %16, !llvm.loop !11

30:                                               ; preds = %16
  %31 = shl nuw nsw i32 %10, 5
  %32 = zext nneg i32 %31 to i64
  %33 = getelementptr inbounds nuw i32, ptr %0, i64 %32
  store ptr %33, ptr %17, align 64, !tbaa !13
  call void @llvm.lifetime.start.p0(ptr nonnull %6)
  call void @llvm.lifetime.start.p0(ptr nonnull %5)
  store i32 32, ptr %5, align 8
  %34 = getelementptr inbounds nuw i8, ptr %5, i64 4
  store i32 1, ptr %34, align 4
  %35 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store i32 1, ptr %35, align 8
  store i32 1, ptr %6, align 8
  %36 = getelementptr inbounds nuw i8, ptr %6, i64 4
  store i32 1, ptr %36, align 4
  %37 = getelementptr inbounds nuw i8, ptr %6, i64 8
  store i32 1, ptr %37, align 8
  %38 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPi, ptr noundef nonnull %17, ptr noundef nonnull byval(%struct.dim3) align 4 %6, ptr noundef nonnull byval(%struct.dim3) align 4 %5, i32 noundef 0, ptr noundef null) #6
  call void @llvm.lifetime.end.p0(ptr nonnull %6)
  call void @llvm.lifetime.end.p0(ptr nonnull %5)
  br label %39

39:                                               ; preds = %30, %16
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z7scatterPiPKiS_S_i(ptr noundef %0, ptr noundef readonly captures(none) %1, ptr noundef captures(none) %2, ptr noundef writeonly captures(none) %3, i32 noundef %4) local_unnamed_addr #1 {
  %6 = alloca %struct.dim3, align 8
  %7 = alloca %struct.dim3, align 8
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = icmp slt i32 %8, %4
  br i1 %9, label %10, label %12

10:                                               ; preds = %5
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %15

12:                                               ; preds = %15, %5
  %13 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 8) #6
  %14 = icmp eq ptr %13, null
  br i1 %14, label %37, label %28

15:                                               ; preds = %10, %15
  %16 = phi i32 [ %8, %10 ], [ %26, %15 ]
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds i32, ptr %1, i64 %17
  %19 = load i32, ptr %18, align 4, !tbaa !6
  %20 = and i32 %19, 3
  %21 = zext nneg i32 %20 to i64
  %22 = getelementptr inbounds nuw i32, ptr %2, i64 %21
  %23 = atomicrmw add ptr %22, i32 1 seq_cst, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds i32, ptr %3, i64 %24
  store i32 %19, ptr %25, align 4, !tbaa !6
  %26 = add i32 %16, %11
  %27 = icmp slt i32 %26, %4
  br i1 %27, label %15, label %12, !llvm.loop !16

28:                                               ; preds = %12
  %29 = shl nuw nsw i32 %8, 5
  %30 = zext nneg i32 %29 to i64
  %31 = getelementptr inbounds nuw i32, ptr %0, i64 %30
  store ptr %31, ptr %13, align 64, !tbaa !13
  call void @llvm.lifetime.start.p0(ptr nonnull %7)
  call void @llvm.lifetime.start.p0(ptr nonnull %6)
  store i32 32, ptr %6, align 8
  %32 = getelementptr inbounds nuw i8, ptr %6, i64 4
  store i32 1, ptr %32, align 4
  %33 = getelementptr inbounds nuw i8, ptr %6, i64 8
  store i32 1, ptr %33, align 8
  store i32 1, ptr %7, align 8
  %34 = getelementptr inbounds nuw i8, ptr %7, i64 4
  store i32 1, ptr %34, align 4
  %35 = getelementptr inbounds nuw i8, ptr %7, i64 8
  store i32 1, ptr %35, align 8
  %36 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPi, ptr noundef nonnull %13, ptr noundef nonnull byval(%struct.dim3) align 4 %7, ptr noundef nonnull byval(%struct.dim3) align 4 %6, i32 noundef 0, ptr noundef null) #6
  call void @llvm.lifetime.end.p0(ptr nonnull %7)
  call void @llvm.lifetime.end.p0(ptr nonnull %6)
  br label %37

37:                                               ; preds = %28, %12
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z14select_on_flagPiPViS_i(ptr noundef %0, ptr noundef %1, ptr noundef captures(none) %2, i32 noundef %3) local_unnamed_addr #1 {
  %5 = alloca %struct.dim3, align 8
  %6 = alloca %struct.dim3, align 8
  %7 = icmp sgt i32 %3, 0
  br i1 %7, label %8, label %34

8:                                                ; preds = %4
  %9 = and i32 %3, 3
  %10 = icmp ult i32 %3, 4
  br i1 %10, label %15, label %11

11:                                               ; preds = %8
  %12 = and i32 %3, 2147483644
  br label %38

13:                                               ; preds = %38
  %14 = icmp eq i32 %9, 0
  br i1 %14, label %31, label %15

15:                                               ; preds = %13, %8
  %16 = phi i32 [ 0, %8 ], [ %65, %13 ]
  %17 = phi i32 [ 0, %8 ], [ %63, %13 ]
  %18 = icmp ne i32 %9, 0
  tail call void @llvm.assume(i1 %18)
  br label %19

19:                                               ; preds = %19, %15
  %20 = phi i32 [ %28, %19 ], [ %16, %15 ]
  %21 = phi i32 [ %26, %19 ], [ %17, %15 ]
  %22 = phi i32 [ %29, %19 ], [ 0, %15 ]
  %23 = load volatile i32, ptr %1, align 4, !tbaa !6
  %24 = icmp eq i32 %23, 0
  %25 = select i1 %24, i32 0, i32 %20
  %26 = add nuw nsw i32 %25, %21
  %27 = atomicrmw add ptr %2, i32 %26 seq_cst, align 4
  %28 = add nuw nsw i32 %20, 1
  %29 = add i32 %22, 1
  %30 = icmp eq i32 %29, %9
  br i1 %30, label %31, label %19, !llvm.loop !17

31:                                               ; preds = %19, %13
  %32 = phi i32 [ %63, %13 ], [ %26, %19 ]
  %33 = zext nneg i32 %32 to i64
  br label %34

34:                                               ; preds = %31, %4
  %35 = phi i64 [ 0, %4 ], [ %33, %31 ]
  %36 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 8) #6
  %37 = icmp eq ptr %36, null
  br i1 %37, label %79, label %68

38:                                               ; preds = %38, %11
  %39 = phi i32 [ 0, %11 ], [ %65, %38 ]
  %40 = phi i32 [ 0, %11 ], [ %63, %38 ]
  %41 = phi i32 [ 0, %11 ], [ %66, %38 ]
  %42 = load volatile i32, ptr %1, align 4, !tbaa !6
  %43 = icmp eq i32 %42, 0
  %44 = select i1 %43, i32 0, i32 %39
  %45 = add nuw nsw i32 %44, %40
  %46 = atomicrmw add ptr %2, i32 %45 seq_cst, align 4
  %47 = or disjoint i32 %39, 1
  %48 = load volatile i32, ptr %1, align 4, !tbaa !6
  %49 = icmp eq i32 %48, 0
  %50 = select i1 %49, i32 0, i32 %47
  %51 = add nuw nsw i32 %50, %45
  %52 = atomicrmw add ptr %2, i32 %51 seq_cst, align 4
  %53 = or disjoint i32 %39, 2
  %54 = load volatile i32, ptr %1, align 4, !tbaa !6
  %55 = icmp eq i32 %54, 0
  %56 = select i1 %55, i32 0, i32 %53
  %57 = add nuw nsw i32 %56, %51
  %58 = atomicrmw add ptr %2, i32 %57 seq_cst, align 4
  %59 = or disjoint i32 %39, 3
  %60 = load volatile i32, ptr %1, align 4, !tbaa !6
  %61 = icmp eq i32 %60, 0
  %62 = select i1 %61, i32 0, i32 %59
  %63 = add nuw nsw i32 %62, %57
  %64 = atomicrmw add ptr %2, i32 %63 seq_cst, align 4
  %65 = add nuw nsw i32 %39, 4
  %66 = add i32 %41, 4
  %67 = icmp eq i32 %66, %12
  br i1 %67, label %13, label %38, !llvm.loop !19

68:                                               ; preds = %34
  %69 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %70 = shl nuw nsw i32 %69, 5
  %71 = zext nneg i32 %70 to i64
  %72 = getelementptr inbounds nuw i32, ptr %0, i64 %71
  %73 = getelementptr inbounds nuw i32, ptr %72, i64 %35
  store ptr %73, ptr %36, align 64, !tbaa !13
  call void @llvm.lifetime.start.p0(ptr nonnull %6)
  call void @llvm.lifetime.start.p0(ptr nonnull %5)
  store i32 32, ptr %5, align 8
  %74 = getelementptr inbounds nuw i8, ptr %5, i64 4
  store i32 1, ptr %74, align 4
  %75 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store i32 1, ptr %75, align 8
  store i32 1, ptr %6, align 8
  %76 = getelementptr inbounds nuw i8, ptr %6, i64 4
  store i32 1, ptr %76, align 4
  %77 = getelementptr inbounds nuw i8, ptr %6, i64 8
  store i32 1, ptr %77, align 8
  %78 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPi, ptr noundef nonnull %36, ptr noundef nonnull byval(%struct.dim3) align 4 %6, ptr noundef nonnull byval(%struct.dim3) align 4 %5, i32 noundef 0, ptr noundef null) #6
  call void @llvm.lifetime.end.p0(ptr nonnull %6)
  call void @llvm.lifetime.end.p0(ptr nonnull %5)
  br label %79

79:                                               ; preds = %68, %34
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z12counter_exitPiS_i(ptr noundef %0, ptr noundef captures(none) %1, i32 noundef %2) local_unnamed_addr #1 {
  %4 = alloca %struct.dim3, align 8
  %5 = alloca %struct.dim3, align 8
  br label %6

6:                                                ; preds = %6, %3
  %7 = atomicrmw add ptr %1, i32 1 seq_cst, align 4
  %8 = icmp slt i32 %7, %2
  br i1 %8, label %6, label %9, !llvm.loop !20

9:                                                ; preds = %6
  %10 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 8) #6
  %11 = icmp eq ptr %10, null
  br i1 %11, label %22, label %12

12:                                               ; preds = %9
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %14 = shl nuw nsw i32 %13, 5
  %15 = zext nneg i32 %14 to i64
  %16 = getelementptr inbounds nuw i32, ptr %0, i64 %15
  store ptr %16, ptr %10, align 64, !tbaa !13
  call void @llvm.lifetime.start.p0(ptr nonnull %5)
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  store i32 32, ptr %4, align 8
  %17 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %17, align 4
  %18 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %18, align 8
  store i32 1, ptr %5, align 8
  %19 = getelementptr inbounds nuw i8, ptr %5, i64 4
  store i32 1, ptr %19, align 4
  %20 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store i32 1, ptr %20, align 8
  %21 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPi, ptr noundef nonnull %10, ptr noundef nonnull byval(%struct.dim3) align 4 %5, ptr noundef nonnull byval(%struct.dim3) align 4 %4, i32 noundef 0, ptr noundef null) #6
  call void @llvm.lifetime.end.p0(ptr nonnull %5)
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  br label %22

22:                                               ; preds = %12, %9
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z14steered_branchPiPViS_i(ptr noundef %0, ptr noundef %1, ptr noundef captures(none) %2, i32 noundef %3) local_unnamed_addr #1 {
  %5 = alloca %struct.dim3, align 8
  %6 = alloca %struct.dim3, align 8
  %7 = icmp sgt i32 %3, 0
  br i1 %7, label %8, label %25

8:                                                ; preds = %4
  %9 = and i32 %3, 1
  %10 = icmp eq i32 %3, 1
  br i1 %10, label %15, label %11

11:                                               ; preds = %8
  %12 = and i32 %3, 2147483646
  br label %28

13:                                               ; preds = %44
  %14 = icmp eq i32 %9, 0
  br i1 %14, label %25, label %15

15:                                               ; preds = %13, %8
  %16 = phi i32 [ 0, %8 ], [ %46, %13 ]
  %17 = icmp ne i32 %9, 0
  tail call void @llvm.assume(i1 %17)
  %18 = load volatile i32, ptr %1, align 4, !tbaa !6
  %19 = icmp eq i32 %18, 0
  br i1 %19, label %23, label %20

20:                                               ; preds = %15
  %21 = zext nneg i32 %16 to i64
  %22 = getelementptr inbounds nuw i32, ptr %0, i64 %21
  store i32 %16, ptr %22, align 4, !tbaa !6
  br label %23

23:                                               ; preds = %20, %15
  %24 = atomicrmw add ptr %2, i32 1 seq_cst, align 4
  br label %25

25:                                               ; preds = %23, %13, %4
  %26 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 8) #6
  %27 = icmp eq ptr %26, null
  br i1 %27, label %59, label %49

28:                                               ; preds = %44, %11
  %29 = phi i32 [ 0, %11 ], [ %46, %44 ]
  %30 = phi i32 [ 0, %11 ], [ %47, %44 ]
  %31 = load volatile i32, ptr %1, align 4, !tbaa !6
  %32 = icmp eq i32 %31, 0
  br i1 %32, label %36, label %33

33:                                               ; preds = %28
  %34 = zext nneg i32 %29 to i64
  %35 = getelementptr inbounds nuw i32, ptr %0, i64 %34
  store i32 %29, ptr %35, align 4, !tbaa !6
  br label %36

36:                                               ; preds = %33, %28
  %37 = atomicrmw add ptr %2, i32 1 seq_cst, align 4
  %38 = load volatile i32, ptr %1, align 4, !tbaa !6
  %39 = icmp eq i32 %38, 0
  br i1 %39, label %44, label %40

40:                                               ; preds = %36
  %41 = or disjoint i32 %29, 1
  %42 = zext nneg i32 %41 to i64
  %43 = getelementptr inbounds nuw i32, ptr %0, i64 %42
  store i32 %41, ptr %43, align 4, !tbaa !6
  br label %44

44:                                               ; preds = %40, %36
  %45 = atomicrmw add ptr %2, i32 1 seq_cst, align 4
  %46 = add nuw nsw i32 %29, 2
  %47 = add i32 %30, 2
  %48 = icmp eq i32 %47, %12
  br i1 %48, label %13, label %28, !llvm.loop !21

49:                                               ; preds = %25
  %50 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %51 = shl nuw nsw i32 %50, 5
  %52 = zext nneg i32 %51 to i64
  %53 = getelementptr inbounds nuw i32, ptr %0, i64 %52
  store ptr %53, ptr %26, align 64, !tbaa !13
  call void @llvm.lifetime.start.p0(ptr nonnull %6)
  call void @llvm.lifetime.start.p0(ptr nonnull %5)
  store i32 32, ptr %5, align 8
  %54 = getelementptr inbounds nuw i8, ptr %5, i64 4
  store i32 1, ptr %54, align 4
  %55 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store i32 1, ptr %55, align 8
  store i32 1, ptr %6, align 8
  %56 = getelementptr inbounds nuw i8, ptr %6, i64 4
  store i32 1, ptr %56, align 4
  %57 = getelementptr inbounds nuw i8, ptr %6, i64 8
  store i32 1, ptr %57, align 8
  %58 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPi, ptr noundef nonnull %26, ptr noundef nonnull byval(%struct.dim3) align 4 %6, ptr noundef nonnull byval(%struct.dim3) align 4 %5, i32 noundef 0, ptr noundef null) #6
  call void @llvm.lifetime.end.p0(ptr nonnull %6)
  call void @llvm.lifetime.end.p0(ptr nonnull %5)
  br label %59

59:                                               ; preds = %49, %25
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z11chosen_exitPiS_(ptr noundef %0, ptr noundef captures(none) %1) local_unnamed_addr #1 {
  %3 = alloca %struct.dim3, align 8
  %4 = alloca %struct.dim3, align 8
  br label %5

5:                                                ; preds = %5, %2
  %6 = atomicrmw add ptr %1, i32 1 seq_cst, align 4
  %7 = icmp slt i32 %6, 6
  br i1 %7, label %5, label %8, !llvm.loop !22

8:                                                ; preds = %5
  %9 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 8) #6
  %10 = icmp eq ptr %9, null
  br i1 %10, label %21, label %11

11:                                               ; preds = %8
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = shl nuw nsw i32 %12, 5
  %14 = zext nneg i32 %13 to i64
  %15 = getelementptr inbounds nuw i32, ptr %0, i64 %14
  store ptr %15, ptr %9, align 64, !tbaa !13
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  store i32 32, ptr %3, align 8
  %16 = getelementptr inbounds nuw i8, ptr %3, i64 4
  store i32 1, ptr %16, align 4
  %17 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store i32 1, ptr %17, align 8
  store i32 1, ptr %4, align 8
  %18 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %18, align 4
  %19 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %19, align 8
  %20 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPi, ptr noundef nonnull %9, ptr noundef nonnull byval(%struct.dim3) align 4 %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, i32 noundef 0, ptr noundef null) #6
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  br label %21

21:                                               ; preds = %11, %8
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z10inner_spinPiS_i(ptr noundef %0, ptr noundef captures(none) %1, i32 noundef %2) local_unnamed_addr #1 {
  %4 = alloca %struct.dim3, align 8
  %5 = alloca %struct.dim3, align 8
  %6 = icmp sgt i32 %2, 0
  br i1 %6, label %7, label %30

7:                                                ; preds = %3
  %8 = and i32 %2, 3
  %9 = icmp ult i32 %2, 4
  br i1 %9, label %17, label %10

10:                                               ; preds = %7
  %11 = and i32 %2, 2147483644
  br label %12

12:                                               ; preds = %51, %10
  %13 = phi i32 [ 0, %10 ], [ %52, %51 ]
  %14 = phi i32 [ 0, %10 ], [ %53, %51 ]
  br label %33

15:                                               ; preds = %51
  %16 = icmp eq i32 %8, 0
  br i1 %16, label %30, label %17

17:                                               ; preds = %15, %7
  %18 = phi i32 [ 0, %7 ], [ %52, %15 ]
  %19 = icmp ne i32 %8, 0
  tail call void @llvm.assume(i1 %19)
  br label %20

20:                                               ; preds = %26, %17
  %21 = phi i32 [ %27, %26 ], [ %18, %17 ]
  %22 = phi i32 [ %28, %26 ], [ 0, %17 ]
  br label %23

23:                                               ; preds = %23, %20
  %24 = atomicrmw or ptr %1, i32 0 seq_cst, align 4
  %25 = icmp eq i32 %24, %21
  br i1 %25, label %23, label %26, !llvm.loop !23

26:                                               ; preds = %23
  %27 = add nuw nsw i32 %21, 1
  %28 = add i32 %22, 1
  %29 = icmp eq i32 %28, %8
  br i1 %29, label %30, label %20, !llvm.loop !24

30:                                               ; preds = %15, %26, %3
  %31 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 8) #6
  %32 = icmp eq ptr %31, null
  br i1 %32, label %65, label %55

33:                                               ; preds = %12, %33
  %34 = atomicrmw or ptr %1, i32 0 seq_cst, align 4
  %35 = icmp eq i32 %34, %13
  br i1 %35, label %33, label %36, !llvm.loop !23

36:                                               ; preds = %33
  %37 = or disjoint i32 %13, 1
  br label %38

38:                                               ; preds = %38, %36
  %39 = atomicrmw or ptr %1, i32 0 seq_cst, align 4
  %40 = icmp eq i32 %39, %37
  br i1 %40, label %38, label %41, !llvm.loop !23

41:                                               ; preds = %38
  %42 = or disjoint i32 %13, 2
  br label %43

43:                                               ; preds = %43, %41
  %44 = atomicrmw or ptr %1, i32 0 seq_cst, align 4
  %45 = icmp eq i32 %44, %42
  br i1 %45, label %43, label %46, !llvm.loop !23

46:                                               ; preds = %43
  %47 = or disjoint i32 %13, 3
  br label %48

48:                                               ; preds = %48, %46
  %49 = atomicrmw or ptr %1, i32 0 seq_cst, align 4
  %50 = icmp eq i32 %49, %47
  br i1 %50, label %48, label %51, !llvm.loop !23

51:                                               ; preds = %48
  %52 = add nuw nsw i32 %13, 4
  %53 = add i32 %14, 4
  %54 = icmp eq i32 %53, %11
  br i1 %54, label %15, label %12, !llvm.loop !25

55:                                               ; preds = %30
  %56 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %57 = shl nuw nsw i32 %56, 5
  %58 = zext nneg i32 %57 to i64
  %59 = getelementptr inbounds nuw i32, ptr %0, i64 %58
  store ptr %59, ptr %31, align 64, !tbaa !13
  call void @llvm.lifetime.start.p0(ptr nonnull %5)
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  store i32 32, ptr %4, align 8
  %60 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %60, align 4
  %61 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %61, align 8
  store i32 1, ptr %5, align 8
  %62 = getelementptr inbounds nuw i8, ptr %5, i64 4
  store i32 1, ptr %62, align 4
  %63 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store i32 1, ptr %63, align 8
  %64 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPi, ptr noundef nonnull %31, ptr noundef nonnull byval(%struct.dim3) align 4 %5, ptr noundef nonnull byval(%struct.dim3) align 4 %4, i32 noundef 0, ptr noundef null) #6
  call void @llvm.lifetime.end.p0(ptr nonnull %5)
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  br label %65

65:                                               ; preds = %55, %30
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z10plain_spinPiS_S_(ptr noundef %0, ptr noundef readonly captures(none) %1, ptr noundef captures(none) %2) local_unnamed_addr #1 {
  %4 = alloca %struct.dim3, align 8
  %5 = alloca %struct.dim3, align 8
  %6 = load i32, ptr %1, align 4, !tbaa !6
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %8, label %12

8:                                                ; preds = %3, %8
  %9 = atomicrmw or ptr %2, i32 0 seq_cst, align 4
  %10 = load i32, ptr %1, align 4, !tbaa !6
  %11 = icmp eq i32 %10, 0
  br i1 %11, label %8, label %12, !llvm.loop !26

12:                                               ; preds = %8, %3
  %13 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 8) #6
  %14 = icmp eq ptr %13, null
  br i1 %14, label %25, label %15

15:                                               ; preds = %12
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %17 = shl nuw nsw i32 %16, 5
  %18 = zext nneg i32 %17 to i64
  %19 = getelementptr inbounds nuw i32, ptr %0, i64 %18
  store ptr %19, ptr %13, align 64, !tbaa !13
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
  %24 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPi, ptr noundef nonnull %13, ptr noundef nonnull byval(%struct.dim3) align 4 %5, ptr noundef nonnull byval(%struct.dim3) align 4 %4, i32 noundef 0, ptr noundef null) #6
  call void @llvm.lifetime.end.p0(ptr nonnull %5)
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  br label %25

25:                                               ; preds = %15, %12
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

; Function Attrs: convergent nounwind
declare dso_local ptr @__cudaCDP2GetParameterBuffer(i64 noundef, i64 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local i32 @__cudaCDP2LaunchDevice(ptr noundef, ptr noundef, ptr noundef byval(%struct.dim3) align 4, ptr noundef byval(%struct.dim3) align 4, i32 noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #5

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
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
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!14, !14, i64 0}
!14 = !{!"p1 int", !15, i64 0}
!15 = !{!"any pointer", !8, i64 0}
!16 = distinct !{!16, !12}
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.unroll.disable"}
!19 = distinct !{!19, !12}
!20 = distinct !{!20, !12}
!21 = distinct !{!21, !12}
!22 = distinct !{!22, !12}
!23 = distinct !{!23, !12}
!24 = distinct !{!24, !18}
!25 = distinct !{!25, !12}
!26 = distinct !{!26, !12}
