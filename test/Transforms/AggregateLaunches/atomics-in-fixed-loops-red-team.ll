; Produced by (clang 22.1.8, CUDA 13.0):
;   clang++ -x cuda --cuda-path=/usr/local/cuda
;     --cuda-gpu-arch=sm_90 -fgpu-rdc --cuda-device-only -D__CUDACC_RDC__
;     -Wno-unknown-cuda-version -S -emit-llvm -O2 Inputs/atomics-in-fixed-loops-red-team.cu
; Red team of the fixed-trip exemption of InterThreadWaits (3ae3e46,
; branchesObserveMemory). Exempt, rightly: a bounded branch-free poll (its
; thread leaves after n reads whatever it reads; what it saw is timing, which
; CUDA does not bound: GPU red team waits_bounded_poll), an exit through a
; call of no memory, a branch to unreachable on the atomic (an assume). Not
; exempt: exits that read a warp vote (inaccessible memory), the clock, a
; switch on the atomic, a shuffle of a loaded value, __activemask(), and an
; irreducible cycle's branch on a volatile flag.
; REQUIRES: nvptx-registered-target
; RUN: opt -passes='print<dpagg-function-summaries>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=FACTS
; RUN: opt -passes='dpagg-aggregate<block>' -pass-remarks=dpagg -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK

; FACTS-LABEL: facts of @_Z12bounded_pollPiPVii:
; FACTS-NOT:     inter-thread waits:
; FACTS:         inter-thread waits in a loop: a volatile or atomic load in a loop in bounded_poll(
; FACTS-LABEL: facts of @_Z9pure_exitPiS_i:
; FACTS-NOT:     inter-thread waits:
; FACTS:         inter-thread waits in a loop: an atomic operation in a loop in pure_exit(
; FACTS-LABEL: facts of @_Z7unreachPiS_i:
; FACTS-NOT:     inter-thread waits:
; FACTS:         inter-thread waits in a loop: an atomic operation in a loop in unreach(
; FACTS-LABEL: facts of @_Z8any_exitPiS_i:
; FACTS-NEXT:    inter-thread waits: an atomic operation in a loop in any_exit(
; FACTS-LABEL: facts of @_Z10clock_exitPiS_x:
; FACTS-NEXT:    inter-thread waits: an atomic operation in a loop in clock_exit(
; FACTS-LABEL: facts of @_Z11switch_exitPiS_i:
; FACTS-NEXT:    inter-thread waits: an atomic operation in a loop in switch_exit(
; FACTS-LABEL: facts of @_Z9shfl_exitPiPVii:
; FACTS-NEXT:    inter-thread waits: a volatile or atomic load in a loop in shfl_exit(
; FACTS-LABEL: facts of @_Z5amaskPiS_i:
; FACTS-NEXT:    inter-thread waits: an atomic operation in a loop in amask(
; FACTS-LABEL: facts of @_Z11irreduciblePiPViii:
; FACTS-NEXT:    inter-thread waits: an atomic operation in a loop in irreducible(

; pure_exit fails only the block-convergence rule (a loop of divergent trips).
; REMARK:      launch of child(int*) aggregated per block;
; REMARK-NEXT: launch of child(int*) aggregated per warp (not per block: a divergent branch lets threads skip it
; REMARK-NEXT: launch of child(int*) aggregated per block;
; REMARK-NEXT: launch of child(int*) aggregated per warp (not per block: threads of the block may wait for one another outside barriers (an atomic operation in a loop in any_exit(
; REMARK-NEXT: launch of child(int*) aggregated per warp (not per block: threads of the block may wait for one another outside barriers (an atomic operation in a loop in clock_exit(
; REMARK-NEXT: launch of child(int*) aggregated per warp (not per block: threads of the block may wait for one another outside barriers (an atomic operation in a loop in switch_exit(
; REMARK-NEXT: launch of child(int*) aggregated per warp (not per block: threads of the block may wait for one another outside barriers (a volatile or atomic load in a loop in shfl_exit(
; REMARK-NEXT: launch of child(int*) aggregated per warp (not per block: threads of the block may wait for one another outside barriers (an atomic operation in a loop in amask(
; REMARK-NEXT: launch of child(int*) aggregated per warp (not per block: threads of the block may wait for one another outside barriers (an atomic operation in a loop in irreducible(

; ModuleID = 'Inputs/atomics-in-fixed-loops-red-team.cu'
source_filename = "Inputs/atomics-in-fixed-loops-red-team.cu"
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
define dso_local ptx_kernel void @_Z12bounded_pollPiPVii(ptr noundef %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #1 {
  %4 = alloca %struct.dim3, align 8
  %5 = alloca %struct.dim3, align 8
  %6 = icmp sgt i32 %2, 0
  br i1 %6, label %7, label %27

7:                                                ; preds = %3
  %8 = and i32 %2, 7
  %9 = icmp ult i32 %2, 8
  br i1 %9, label %14, label %10

10:                                               ; preds = %7
  %11 = and i32 %2, 2147483640
  br label %31

12:                                               ; preds = %31
  %13 = icmp eq i32 %8, 0
  br i1 %13, label %24, label %14

14:                                               ; preds = %12, %7
  %15 = phi i32 [ 0, %7 ], [ %49, %12 ]
  %16 = icmp ne i32 %8, 0
  tail call void @llvm.assume(i1 %16)
  br label %17

17:                                               ; preds = %17, %14
  %18 = phi i32 [ %21, %17 ], [ %15, %14 ]
  %19 = phi i32 [ %22, %17 ], [ 0, %14 ]
  %20 = load volatile i32, ptr %1, align 4, !tbaa !6
  %21 = or i32 %20, %18
  %22 = add i32 %19, 1
  %23 = icmp eq i32 %22, %8
  br i1 %23, label %24, label %17, !llvm.loop !11

24:                                               ; preds = %17, %12
  %25 = phi i32 [ %49, %12 ], [ %21, %17 ]
  %26 = sext i32 %25 to i64
  br label %27

27:                                               ; preds = %24, %3
  %28 = phi i64 [ 0, %3 ], [ %26, %24 ]
  %29 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 8) #9
  %30 = icmp eq ptr %29, null
  br i1 %30, label %63, label %52

31:                                               ; preds = %31, %10
  %32 = phi i32 [ 0, %10 ], [ %49, %31 ]
  %33 = phi i32 [ 0, %10 ], [ %50, %31 ]
  %34 = load volatile i32, ptr %1, align 4, !tbaa !6
  %35 = or i32 %34, %32
  %36 = load volatile i32, ptr %1, align 4, !tbaa !6
  %37 = or i32 %36, %35
  %38 = load volatile i32, ptr %1, align 4, !tbaa !6
  %39 = or i32 %38, %37
  %40 = load volatile i32, ptr %1, align 4, !tbaa !6
  %41 = or i32 %40, %39
  %42 = load volatile i32, ptr %1, align 4, !tbaa !6
  %43 = or i32 %42, %41
  %44 = load volatile i32, ptr %1, align 4, !tbaa !6
  %45 = or i32 %44, %43
  %46 = load volatile i32, ptr %1, align 4, !tbaa !6
  %47 = or i32 %46, %45
  %48 = load volatile i32, ptr %1, align 4, !tbaa !6
  %49 = or i32 %48, %47
  %50 = add i32 %33, 8
  %51 = icmp eq i32 %50, %11
  br i1 %51, label %12, label %31, !llvm.loop !13

52:                                               ; preds = %27
  %53 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %54 = shl nuw nsw i32 %53, 5
  %55 = zext nneg i32 %54 to i64
  %56 = getelementptr inbounds nuw i32, ptr %0, i64 %55
  %57 = getelementptr inbounds i32, ptr %56, i64 %28
  store ptr %57, ptr %29, align 64, !tbaa !15
  call void @llvm.lifetime.start.p0(ptr nonnull %5)
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  store i32 32, ptr %4, align 8
  %58 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %58, align 4
  %59 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %59, align 8
  store i32 1, ptr %5, align 8
  %60 = getelementptr inbounds nuw i8, ptr %5, i64 4
  store i32 1, ptr %60, align 4
  %61 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store i32 1, ptr %61, align 8
  %62 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPi, ptr noundef nonnull %29, ptr noundef nonnull byval(%struct.dim3) align 4 %5, ptr noundef nonnull byval(%struct.dim3) align 4 %4, i32 noundef 0, ptr noundef null) #9
  call void @llvm.lifetime.end.p0(ptr nonnull %5)
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  br label %63

63:                                               ; preds = %52, %27
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define dso_local noundef range(i32 0, 2) i32 @_Z4purei(i32 noundef %0) local_unnamed_addr #2 {
  %2 = and i32 %0, 1
  ret i32 %2
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z9pure_exitPiS_i(ptr noundef %0, ptr noundef captures(none) %1, i32 noundef %2) local_unnamed_addr #1 {
  %4 = alloca %struct.dim3, align 8
  %5 = alloca %struct.dim3, align 8
  br label %6

6:                                                ; preds = %6, %3
  %7 = phi i32 [ 0, %3 ], [ %9, %6 ]
  %8 = atomicrmw add ptr %1, i32 1 seq_cst, align 4
  %9 = add nuw nsw i32 %7, 1
  %10 = tail call noundef i32 @_Z4purei(i32 noundef %9) #10
  %11 = icmp ne i32 %10, 0
  %12 = icmp slt i32 %9, %2
  %13 = or i1 %12, %11
  br i1 %13, label %6, label %14, !llvm.loop !18

14:                                               ; preds = %6
  %15 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 8) #9
  %16 = icmp eq ptr %15, null
  br i1 %16, label %27, label %17

17:                                               ; preds = %14
  %18 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %19 = shl nuw nsw i32 %18, 5
  %20 = zext nneg i32 %19 to i64
  %21 = getelementptr inbounds nuw i32, ptr %0, i64 %20
  store ptr %21, ptr %15, align 64, !tbaa !15
  call void @llvm.lifetime.start.p0(ptr nonnull %5)
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  store i32 32, ptr %4, align 8
  %22 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %22, align 4
  %23 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %23, align 8
  store i32 1, ptr %5, align 8
  %24 = getelementptr inbounds nuw i8, ptr %5, i64 4
  store i32 1, ptr %24, align 4
  %25 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store i32 1, ptr %25, align 8
  %26 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPi, ptr noundef nonnull %15, ptr noundef nonnull byval(%struct.dim3) align 4 %5, ptr noundef nonnull byval(%struct.dim3) align 4 %4, i32 noundef 0, ptr noundef null) #9
  call void @llvm.lifetime.end.p0(ptr nonnull %5)
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  br label %27

27:                                               ; preds = %17, %14
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z7unreachPiS_i(ptr noundef %0, ptr noundef captures(none) %1, i32 noundef %2) local_unnamed_addr #1 {
  %4 = alloca %struct.dim3, align 8
  %5 = alloca %struct.dim3, align 8
  %6 = icmp sgt i32 %2, 0
  br i1 %6, label %7, label %21

7:                                                ; preds = %3
  %8 = and i32 %2, 7
  %9 = icmp ult i32 %2, 8
  br i1 %9, label %14, label %10

10:                                               ; preds = %7
  %11 = and i32 %2, 2147483640
  br label %24

12:                                               ; preds = %24
  %13 = icmp eq i32 %8, 0
  br i1 %13, label %21, label %14

14:                                               ; preds = %12, %7
  %15 = icmp ne i32 %8, 0
  tail call void @llvm.assume(i1 %15)
  br label %16

16:                                               ; preds = %16, %14
  %17 = phi i32 [ 0, %14 ], [ %19, %16 ]
  %18 = atomicrmw add ptr %1, i32 1 seq_cst, align 4
  %19 = add i32 %17, 1
  %20 = icmp eq i32 %19, %8
  br i1 %20, label %21, label %16, !llvm.loop !19

21:                                               ; preds = %12, %16, %3
  %22 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 8) #9
  %23 = icmp eq ptr %22, null
  br i1 %23, label %46, label %36

24:                                               ; preds = %24, %10
  %25 = phi i32 [ 0, %10 ], [ %34, %24 ]
  %26 = atomicrmw add ptr %1, i32 1 seq_cst, align 4
  %27 = atomicrmw add ptr %1, i32 1 seq_cst, align 4
  %28 = atomicrmw add ptr %1, i32 1 seq_cst, align 4
  %29 = atomicrmw add ptr %1, i32 1 seq_cst, align 4
  %30 = atomicrmw add ptr %1, i32 1 seq_cst, align 4
  %31 = atomicrmw add ptr %1, i32 1 seq_cst, align 4
  %32 = atomicrmw add ptr %1, i32 1 seq_cst, align 4
  %33 = atomicrmw add ptr %1, i32 1 seq_cst, align 4
  %34 = add i32 %25, 8
  %35 = icmp eq i32 %34, %11
  br i1 %35, label %12, label %24, !llvm.loop !20

36:                                               ; preds = %21
  %37 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %38 = shl nuw nsw i32 %37, 5
  %39 = zext nneg i32 %38 to i64
  %40 = getelementptr inbounds nuw i32, ptr %0, i64 %39
  store ptr %40, ptr %22, align 64, !tbaa !15
  call void @llvm.lifetime.start.p0(ptr nonnull %5)
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  store i32 32, ptr %4, align 8
  %41 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %41, align 4
  %42 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %42, align 8
  store i32 1, ptr %5, align 8
  %43 = getelementptr inbounds nuw i8, ptr %5, i64 4
  store i32 1, ptr %43, align 4
  %44 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store i32 1, ptr %44, align 8
  %45 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPi, ptr noundef nonnull %22, ptr noundef nonnull byval(%struct.dim3) align 4 %5, ptr noundef nonnull byval(%struct.dim3) align 4 %4, i32 noundef 0, ptr noundef null) #9
  call void @llvm.lifetime.end.p0(ptr nonnull %5)
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  br label %46

46:                                               ; preds = %36, %21
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z8any_exitPiS_i(ptr noundef %0, ptr noundef captures(none) %1, i32 noundef %2) local_unnamed_addr #1 {
  %4 = alloca %struct.dim3, align 8
  %5 = alloca %struct.dim3, align 8
  br label %6

6:                                                ; preds = %6, %3
  %7 = phi i32 [ 0, %3 ], [ %9, %6 ]
  %8 = atomicrmw add ptr %1, i32 1 seq_cst, align 4
  %9 = add nuw nsw i32 %7, 1
  %10 = icmp slt i32 %9, %2
  %11 = tail call i1 @llvm.nvvm.vote.any.sync(i32 -1, i1 %10)
  br i1 %11, label %6, label %12, !llvm.loop !21

12:                                               ; preds = %6
  %13 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 8) #9
  %14 = icmp eq ptr %13, null
  br i1 %14, label %25, label %15

15:                                               ; preds = %12
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %17 = shl nuw nsw i32 %16, 5
  %18 = zext nneg i32 %17 to i64
  %19 = getelementptr inbounds nuw i32, ptr %0, i64 %18
  store ptr %19, ptr %13, align 64, !tbaa !15
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
  %24 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPi, ptr noundef nonnull %13, ptr noundef nonnull byval(%struct.dim3) align 4 %5, ptr noundef nonnull byval(%struct.dim3) align 4 %4, i32 noundef 0, ptr noundef null) #9
  call void @llvm.lifetime.end.p0(ptr nonnull %5)
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  br label %25

25:                                               ; preds = %15, %12
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z10clock_exitPiS_x(ptr noundef %0, ptr noundef captures(none) %1, i64 noundef %2) local_unnamed_addr #1 {
  %4 = alloca %struct.dim3, align 8
  %5 = alloca %struct.dim3, align 8
  %6 = tail call noundef i64 @llvm.nvvm.read.ptx.sreg.clock64()
  %7 = tail call noundef i64 @llvm.nvvm.read.ptx.sreg.clock64()
  %8 = sub nsw i64 %7, %6
  %9 = icmp slt i64 %8, %2
  br i1 %9, label %10, label %15

10:                                               ; preds = %3, %10
  %11 = atomicrmw add ptr %1, i32 1 seq_cst, align 4
  %12 = tail call noundef i64 @llvm.nvvm.read.ptx.sreg.clock64()
  %13 = sub nsw i64 %12, %6
  %14 = icmp slt i64 %13, %2
  br i1 %14, label %10, label %15, !llvm.loop !22

15:                                               ; preds = %10, %3
  %16 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 8) #9
  %17 = icmp eq ptr %16, null
  br i1 %17, label %28, label %18

18:                                               ; preds = %15
  %19 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %20 = shl nuw nsw i32 %19, 5
  %21 = zext nneg i32 %20 to i64
  %22 = getelementptr inbounds nuw i32, ptr %0, i64 %21
  store ptr %22, ptr %16, align 64, !tbaa !15
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
  %27 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPi, ptr noundef nonnull %16, ptr noundef nonnull byval(%struct.dim3) align 4 %5, ptr noundef nonnull byval(%struct.dim3) align 4 %4, i32 noundef 0, ptr noundef null) #9
  call void @llvm.lifetime.end.p0(ptr nonnull %5)
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  br label %28

28:                                               ; preds = %18, %15
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z11switch_exitPiS_i(ptr noundef %0, ptr noundef captures(none) %1, i32 noundef %2) local_unnamed_addr #1 {
  %4 = alloca %struct.dim3, align 8
  %5 = alloca %struct.dim3, align 8
  %6 = icmp sgt i32 %2, 0
  br i1 %6, label %7, label %12

7:                                                ; preds = %3
  %8 = getelementptr inbounds nuw i8, ptr %0, i64 20
  %9 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %10 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %11 = getelementptr inbounds nuw i8, ptr %0, i64 4
  br label %15

12:                                               ; preds = %24, %3
  %13 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 8) #9
  %14 = icmp eq ptr %13, null
  br i1 %14, label %37, label %27

15:                                               ; preds = %7, %24
  %16 = phi i32 [ 0, %7 ], [ %25, %24 ]
  %17 = atomicrmw add ptr %1, i32 1 seq_cst, align 4
  %18 = and i32 %17, 3
  switch i32 %18, label %22 [
    i32 0, label %19
    i32 1, label %20
    i32 2, label %21
    i32 3, label %23
  ]

19:                                               ; preds = %15
  store i32 %16, ptr %11, align 4, !tbaa !6
  br label %24

20:                                               ; preds = %15
  store i32 %16, ptr %10, align 4, !tbaa !6
  br label %24

21:                                               ; preds = %15
  store i32 2, ptr %9, align 4, !tbaa !6
  br label %24

22:                                               ; preds = %15
  unreachable

23:                                               ; preds = %15
  store i32 0, ptr %8, align 4, !tbaa !6
  br label %24

24:                                               ; preds = %19, %20, %21, %23
  %25 = add nuw nsw i32 %16, 1
  %26 = icmp eq i32 %25, %2
  br i1 %26, label %12, label %15, !llvm.loop !23

27:                                               ; preds = %12
  %28 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %29 = shl nuw nsw i32 %28, 5
  %30 = zext nneg i32 %29 to i64
  %31 = getelementptr inbounds nuw i32, ptr %0, i64 %30
  store ptr %31, ptr %13, align 64, !tbaa !15
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
  %36 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPi, ptr noundef nonnull %13, ptr noundef nonnull byval(%struct.dim3) align 4 %5, ptr noundef nonnull byval(%struct.dim3) align 4 %4, i32 noundef 0, ptr noundef null) #9
  call void @llvm.lifetime.end.p0(ptr nonnull %5)
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  br label %37

37:                                               ; preds = %27, %12
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z9shfl_exitPiPVii(ptr noundef %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #1 {
  %4 = alloca %struct.dim3, align 8
  %5 = alloca %struct.dim3, align 8
  br label %6

6:                                                ; preds = %6, %3
  %7 = phi i32 [ 0, %3 ], [ %9, %6 ]
  %8 = load volatile i32, ptr %1, align 4, !tbaa !6
  %9 = add nuw nsw i32 %7, 1
  %10 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %8, i32 0, i32 31)
  %11 = icmp eq i32 %10, 0
  %12 = icmp slt i32 %9, %2
  %13 = select i1 %11, i1 %12, i1 false
  br i1 %13, label %6, label %14, !llvm.loop !24

14:                                               ; preds = %6
  %15 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 8) #9
  %16 = icmp eq ptr %15, null
  br i1 %16, label %27, label %17

17:                                               ; preds = %14
  %18 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %19 = shl nuw nsw i32 %18, 5
  %20 = zext nneg i32 %19 to i64
  %21 = getelementptr inbounds nuw i32, ptr %0, i64 %20
  store ptr %21, ptr %15, align 64, !tbaa !15
  call void @llvm.lifetime.start.p0(ptr nonnull %5)
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  store i32 32, ptr %4, align 8
  %22 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %22, align 4
  %23 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %23, align 8
  store i32 1, ptr %5, align 8
  %24 = getelementptr inbounds nuw i8, ptr %5, i64 4
  store i32 1, ptr %24, align 4
  %25 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store i32 1, ptr %25, align 8
  %26 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPi, ptr noundef nonnull %15, ptr noundef nonnull byval(%struct.dim3) align 4 %5, ptr noundef nonnull byval(%struct.dim3) align 4 %4, i32 noundef 0, ptr noundef null) #9
  call void @llvm.lifetime.end.p0(ptr nonnull %5)
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  br label %27

27:                                               ; preds = %17, %14
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z5amaskPiS_i(ptr noundef %0, ptr noundef captures(none) %1, i32 noundef %2) local_unnamed_addr #1 {
  %4 = alloca %struct.dim3, align 8
  %5 = alloca %struct.dim3, align 8
  br label %6

6:                                                ; preds = %6, %3
  %7 = phi i32 [ 0, %3 ], [ %9, %6 ]
  %8 = atomicrmw add ptr %1, i32 1 seq_cst, align 4
  %9 = add nuw nsw i32 %7, 1
  %10 = tail call noundef i32 @llvm.nvvm.activemask()
  %11 = icmp ne i32 %10, -1
  %12 = icmp slt i32 %9, %2
  %13 = select i1 %11, i1 true, i1 %12
  br i1 %13, label %6, label %14, !llvm.loop !25

14:                                               ; preds = %6
  %15 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 8) #9
  %16 = icmp eq ptr %15, null
  br i1 %16, label %27, label %17

17:                                               ; preds = %14
  %18 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %19 = shl nuw nsw i32 %18, 5
  %20 = zext nneg i32 %19 to i64
  %21 = getelementptr inbounds nuw i32, ptr %0, i64 %20
  store ptr %21, ptr %15, align 64, !tbaa !15
  call void @llvm.lifetime.start.p0(ptr nonnull %5)
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  store i32 32, ptr %4, align 8
  %22 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %22, align 4
  %23 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %23, align 8
  store i32 1, ptr %5, align 8
  %24 = getelementptr inbounds nuw i8, ptr %5, i64 4
  store i32 1, ptr %24, align 4
  %25 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store i32 1, ptr %25, align 8
  %26 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPi, ptr noundef nonnull %15, ptr noundef nonnull byval(%struct.dim3) align 4 %5, ptr noundef nonnull byval(%struct.dim3) align 4 %4, i32 noundef 0, ptr noundef null) #9
  call void @llvm.lifetime.end.p0(ptr nonnull %5)
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  br label %27

27:                                               ; preds = %17, %14
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z11irreduciblePiPViii(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #1 {
  %5 = alloca %struct.dim3, align 8
  %6 = alloca %struct.dim3, align 8
  %7 = icmp eq i32 %3, 0
  br i1 %7, label %8, label %12

8:                                                ; preds = %4, %16
  %9 = phi i32 [ %17, %16 ], [ 1, %4 ]
  %10 = atomicrmw add ptr %0, i32 1 seq_cst, align 4
  %11 = icmp sgt i32 %9, %2
  br i1 %11, label %18, label %12

12:                                               ; preds = %8, %4
  %13 = phi i32 [ 0, %4 ], [ %9, %8 ]
  %14 = load volatile i32, ptr %1, align 4, !tbaa !6
  %15 = icmp eq i32 %14, 7
  br i1 %15, label %18, label %16

16:                                               ; preds = %12
  %17 = add nsw i32 %13, 2
  br label %8

18:                                               ; preds = %12, %8
  %19 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 8) #9
  %20 = icmp eq ptr %19, null
  br i1 %20, label %31, label %21

21:                                               ; preds = %18
  %22 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %23 = shl nuw nsw i32 %22, 5
  %24 = zext nneg i32 %23 to i64
  %25 = getelementptr inbounds nuw i32, ptr %0, i64 %24
  store ptr %25, ptr %19, align 64, !tbaa !15
  call void @llvm.lifetime.start.p0(ptr nonnull %6)
  call void @llvm.lifetime.start.p0(ptr nonnull %5)
  store i32 32, ptr %5, align 8
  %26 = getelementptr inbounds nuw i8, ptr %5, i64 4
  store i32 1, ptr %26, align 4
  %27 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store i32 1, ptr %27, align 8
  store i32 1, ptr %6, align 8
  %28 = getelementptr inbounds nuw i8, ptr %6, i64 4
  store i32 1, ptr %28, align 4
  %29 = getelementptr inbounds nuw i8, ptr %6, i64 8
  store i32 1, ptr %29, align 8
  %30 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPi, ptr noundef nonnull %19, ptr noundef nonnull byval(%struct.dim3) align 4 %6, ptr noundef nonnull byval(%struct.dim3) align 4 %5, i32 noundef 0, ptr noundef null) #9
  call void @llvm.lifetime.end.p0(ptr nonnull %6)
  call void @llvm.lifetime.end.p0(ptr nonnull %5)
  br label %31

31:                                               ; preds = %21, %18
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: convergent nounwind
declare dso_local ptr @__cudaCDP2GetParameterBuffer(i64 noundef, i64 noundef) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare dso_local i32 @__cudaCDP2LaunchDevice(ptr noundef, ptr noundef, ptr noundef byval(%struct.dim3) align 4, ptr noundef byval(%struct.dim3) align 4, i32 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i1 @llvm.nvvm.vote.any.sync(i32, i1) #5

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(inaccessiblemem: readwrite)
declare noundef i64 @llvm.nvvm.read.ptx.sreg.clock64() #6

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #5

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.activemask() #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #7

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #8

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #8

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #5 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #7 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #8 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
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
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.unroll.disable"}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!16, !16, i64 0}
!16 = !{!"p1 int", !17, i64 0}
!17 = !{!"any pointer", !8, i64 0}
!18 = distinct !{!18, !14}
!19 = distinct !{!19, !12}
!20 = distinct !{!20, !14}
!21 = distinct !{!21, !14}
!22 = distinct !{!22, !14}
!23 = distinct !{!23, !14}
!24 = distinct !{!24, !14}
!25 = distinct !{!25, !14}
