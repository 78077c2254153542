; Produced by (clang 22.1.8, CUDA 13.0):
;   clang++ -x cuda --cuda-path=/usr/local/cuda
;     --cuda-gpu-arch=sm_90 -fgpu-rdc --cuda-device-only -D__CUDACC_RDC__
;     -Wno-unknown-cuda-version -S -emit-llvm -O2 -I../../../include
;     Inputs/launch-verdicts.cu
; ModuleID = 'Inputs/launch-verdicts.cu'
source_filename = "Inputs/launch-verdicts.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Table = type { [64 x i32] }
%struct.dim3 = type { i32, i32, i32 }

@_ZZ12then_barrierPiE1s = internal unnamed_addr addrspace(3) global [32 x i32] undef, align 4
@.str = private unnamed_addr constant [19 x i8] c"dpagg.no_aggregate\00", section "llvm.metadata"
@.str1 = private unnamed_addr constant [26 x i8] c"Inputs/launch-verdicts.cu\00", section "llvm.metadata"
@llvm.global.annotations = appending global [1 x { ptr, ptr, ptr, i32, ptr }] [{ ptr, ptr, ptr, i32, ptr } { ptr @_Z9opted_outPi, ptr @.str, ptr @.str1, i32 8, ptr null }], section "llvm.metadata"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write)
define dso_local ptx_kernel void @_Z5childPii(ptr noundef writeonly captures(none) %0, i32 noundef %1) #0 {
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = zext nneg i32 %3 to i64
  %5 = getelementptr inbounds nuw i32, ptr %0, i64 %4
  store i32 %1, ptr %5, align 4, !tbaa !6
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write)
define dso_local ptx_kernel void @_Z9opted_outPi(ptr noundef writeonly captures(none) %0) #0 {
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %3 = zext nneg i32 %2 to i64
  %4 = getelementptr inbounds nuw i32, ptr %0, i64 %3
  store i32 0, ptr %4, align 4, !tbaa !6
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z14constant_table5TablePi(ptr noundef readonly byval(%struct.Table) align 4 captures(none) "nvvm.grid_constant" %0, ptr noundef writeonly captures(none) %1) #1 {
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = zext nneg i32 %3 to i64
  %5 = getelementptr inbounds nuw i32, ptr %0, i64 %4
  %6 = load i32, ptr %5, align 4, !tbaa !6
  %7 = getelementptr inbounds nuw i32, ptr %1, i64 %4
  store i32 %6, ptr %7, align 4, !tbaa !6
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z7uniformPii(ptr noundef %0, i32 noundef %1) local_unnamed_addr #2 {
  %3 = alloca %struct.dim3, align 8
  %4 = alloca %struct.dim3, align 8
  %5 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #9
  %6 = icmp eq ptr %5, null
  br i1 %6, label %14, label %7

7:                                                ; preds = %2
  store ptr %0, ptr %5, align 64, !tbaa !11
  %8 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store i32 %1, ptr %8, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  store i32 32, ptr %3, align 8
  %9 = getelementptr inbounds nuw i8, ptr %3, i64 4
  store i32 1, ptr %9, align 4
  %10 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store i32 1, ptr %10, align 8
  store i32 1, ptr %4, align 8
  %11 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %11, align 4
  %12 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %12, align 8
  %13 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPii, ptr noundef nonnull %5, ptr noundef nonnull byval(%struct.dim3) align 4 %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, i32 noundef 0, ptr noundef null) #9
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  br label %14

14:                                               ; preds = %7, %2
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z12then_barrierPi(ptr noundef %0) local_unnamed_addr #2 {
  %2 = alloca %struct.dim3, align 8
  %3 = alloca %struct.dim3, align 8
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = zext nneg i32 %4 to i64
  %6 = getelementptr inbounds nuw i32, ptr %0, i64 %5
  %7 = load i32, ptr %6, align 4, !tbaa !6
  %8 = icmp sgt i32 %7, 0
  br i1 %8, label %9, label %20

9:                                                ; preds = %1
  %10 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #9
  %11 = icmp eq ptr %10, null
  br i1 %11, label %20, label %12

12:                                               ; preds = %9
  store ptr %0, ptr %10, align 64, !tbaa !11
  %13 = getelementptr inbounds nuw i8, ptr %10, i64 8
  store i32 1, ptr %13, align 8, !tbaa !6
  %14 = load i32, ptr %6, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  call void @llvm.lifetime.start.p0(ptr nonnull %2)
  store i32 32, ptr %2, align 8
  %15 = getelementptr inbounds nuw i8, ptr %2, i64 4
  store i32 1, ptr %15, align 4
  %16 = getelementptr inbounds nuw i8, ptr %2, i64 8
  store i32 1, ptr %16, align 8
  store i32 %14, ptr %3, align 8
  %17 = getelementptr inbounds nuw i8, ptr %3, i64 4
  store i32 1, ptr %17, align 4
  %18 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store i32 1, ptr %18, align 8
  %19 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPii, ptr noundef nonnull %10, ptr noundef nonnull byval(%struct.dim3) align 4 %3, ptr noundef nonnull byval(%struct.dim3) align 4 %2, i32 noundef 0, ptr noundef null) #9
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  call void @llvm.lifetime.end.p0(ptr nonnull %2)
  br label %20

20:                                               ; preds = %9, %12, %1
  %21 = and i32 %4, 31
  %22 = zext nneg i32 %21 to i64
  %23 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ12then_barrierPiE1s to ptr), i64 %22
  store i32 1, ptr %23, align 4, !tbaa !6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %24 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ12then_barrierPiE1s to ptr), align 4, !tbaa !6
  store i32 %24, ptr %6, align 4, !tbaa !6
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z16spin_then_launchPiPVi(ptr noundef %0, ptr noundef %1) local_unnamed_addr #2 {
  %3 = alloca %struct.dim3, align 8
  %4 = alloca %struct.dim3, align 8
  br label %5

5:                                                ; preds = %5, %2
  %6 = load volatile i32, ptr %1, align 4, !tbaa !6
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %5, label %8, !llvm.loop !14

8:                                                ; preds = %5
  %9 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #9
  %10 = icmp eq ptr %9, null
  br i1 %10, label %21, label %11

11:                                               ; preds = %8
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = zext nneg i32 %12 to i64
  %14 = getelementptr inbounds nuw i32, ptr %0, i64 %13
  store ptr %14, ptr %9, align 64, !tbaa !11
  %15 = getelementptr inbounds nuw i8, ptr %9, i64 8
  store i32 2, ptr %15, align 8, !tbaa !6
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
  %20 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPii, ptr noundef nonnull %9, ptr noundef nonnull byval(%struct.dim3) align 4 %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, i32 noundef 0, ptr noundef null) #9
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  br label %21

21:                                               ; preds = %11, %8
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind
define dso_local void @_Z5spawnPi(ptr noundef %0) local_unnamed_addr #4 {
  %2 = alloca %struct.dim3, align 8
  %3 = alloca %struct.dim3, align 8
  %4 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #9
  %5 = icmp eq ptr %4, null
  br i1 %5, label %13, label %6

6:                                                ; preds = %1
  store ptr %0, ptr %4, align 64, !tbaa !11
  %7 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 2, ptr %7, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  call void @llvm.lifetime.start.p0(ptr nonnull %2)
  store i32 32, ptr %2, align 8
  %8 = getelementptr inbounds nuw i8, ptr %2, i64 4
  store i32 1, ptr %8, align 4
  %9 = getelementptr inbounds nuw i8, ptr %2, i64 8
  store i32 1, ptr %9, align 8
  store i32 1, ptr %3, align 8
  %10 = getelementptr inbounds nuw i8, ptr %3, i64 4
  store i32 1, ptr %10, align 4
  %11 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store i32 1, ptr %11, align 8
  %12 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPii, ptr noundef nonnull %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, ptr noundef nonnull byval(%struct.dim3) align 4 %2, i32 noundef 0, ptr noundef null) #9
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  call void @llvm.lifetime.end.p0(ptr nonnull %2)
  br label %13

13:                                               ; preds = %6, %1
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z19via_device_functionPi(ptr noundef %0) local_unnamed_addr #2 {
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %3 = zext nneg i32 %2 to i64
  %4 = getelementptr inbounds nuw i32, ptr %0, i64 %3
  tail call void @_Z5spawnPi(ptr noundef %4) #9
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z7in_loopPii(ptr noundef %0, i32 noundef %1) local_unnamed_addr #2 {
  %3 = alloca %struct.dim3, align 8
  %4 = alloca %struct.dim3, align 8
  %5 = icmp sgt i32 %1, 0
  br i1 %5, label %6, label %13

6:                                                ; preds = %2
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add nuw nsw i32 %7, 1
  %9 = getelementptr inbounds nuw i8, ptr %3, i64 4
  %10 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %11 = getelementptr inbounds nuw i8, ptr %4, i64 4
  %12 = getelementptr inbounds nuw i8, ptr %4, i64 8
  br label %14

13:                                               ; preds = %23, %2
  ret void

14:                                               ; preds = %6, %23
  %15 = phi i32 [ 0, %6 ], [ %24, %23 ]
  %16 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #9
  %17 = icmp eq ptr %16, null
  br i1 %17, label %23, label %18

18:                                               ; preds = %14
  %19 = zext nneg i32 %15 to i64
  %20 = getelementptr inbounds nuw i32, ptr %0, i64 %19
  store ptr %20, ptr %16, align 64, !tbaa !11
  %21 = getelementptr inbounds nuw i8, ptr %16, i64 8
  store i32 %15, ptr %21, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  store i32 32, ptr %3, align 8
  store i32 1, ptr %9, align 4
  store i32 1, ptr %10, align 8
  store i32 %8, ptr %4, align 8
  store i32 1, ptr %11, align 4
  store i32 1, ptr %12, align 8
  %22 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPii, ptr noundef nonnull %16, ptr noundef nonnull byval(%struct.dim3) align 4 %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, i32 noundef 0, ptr noundef null) #9
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  br label %23

23:                                               ; preds = %14, %18
  %24 = add nuw nsw i32 %15, 1
  %25 = icmp eq i32 %24, %1
  br i1 %25, label %13, label %14, !llvm.loop !16
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z7refused5TablePi(ptr noundef readonly byval(%struct.Table) align 4 captures(none) "nvvm.grid_constant" %0, ptr noundef %1) local_unnamed_addr #2 {
  %3 = alloca %struct.dim3, align 8
  %4 = alloca %struct.dim3, align 8
  %5 = alloca %struct.dim3, align 8
  %6 = alloca %struct.dim3, align 8
  %7 = alloca %struct.dim3, align 8
  %8 = alloca %struct.dim3, align 8
  %9 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 8) #9
  %10 = icmp eq ptr %9, null
  br i1 %10, label %17, label %11

11:                                               ; preds = %2
  store ptr %1, ptr %9, align 64, !tbaa !11
  call void @llvm.lifetime.start.p0(ptr nonnull %8)
  call void @llvm.lifetime.start.p0(ptr nonnull %7)
  store i32 32, ptr %7, align 8
  %12 = getelementptr inbounds nuw i8, ptr %7, i64 4
  store i32 1, ptr %12, align 4
  %13 = getelementptr inbounds nuw i8, ptr %7, i64 8
  store i32 1, ptr %13, align 8
  store i32 1, ptr %8, align 8
  %14 = getelementptr inbounds nuw i8, ptr %8, i64 4
  store i32 1, ptr %14, align 4
  %15 = getelementptr inbounds nuw i8, ptr %8, i64 8
  store i32 1, ptr %15, align 8
  %16 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z9opted_outPi, ptr noundef nonnull %9, ptr noundef nonnull byval(%struct.dim3) align 4 %8, ptr noundef nonnull byval(%struct.dim3) align 4 %7, i32 noundef 0, ptr noundef null) #9
  call void @llvm.lifetime.end.p0(ptr nonnull %8)
  call void @llvm.lifetime.end.p0(ptr nonnull %7)
  br label %17

17:                                               ; preds = %11, %2
  %18 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 264) #9
  %19 = icmp eq ptr %18, null
  br i1 %19, label %27, label %20

20:                                               ; preds = %17
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 64 dereferenceable(256) %18, ptr noundef nonnull align 4 dereferenceable(256) %0, i64 256, i1 false)
  %21 = getelementptr inbounds nuw i8, ptr %18, i64 256
  store ptr %1, ptr %21, align 64, !tbaa !11
  call void @llvm.lifetime.start.p0(ptr nonnull %6)
  call void @llvm.lifetime.start.p0(ptr nonnull %5)
  store i32 32, ptr %5, align 8
  %22 = getelementptr inbounds nuw i8, ptr %5, i64 4
  store i32 1, ptr %22, align 4
  %23 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store i32 1, ptr %23, align 8
  store i32 1, ptr %6, align 8
  %24 = getelementptr inbounds nuw i8, ptr %6, i64 4
  store i32 1, ptr %24, align 4
  %25 = getelementptr inbounds nuw i8, ptr %6, i64 8
  store i32 1, ptr %25, align 8
  %26 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z14constant_table5TablePi, ptr noundef nonnull %18, ptr noundef nonnull byval(%struct.dim3) align 4 %6, ptr noundef nonnull byval(%struct.dim3) align 4 %5, i32 noundef 0, ptr noundef null) #9
  call void @llvm.lifetime.end.p0(ptr nonnull %6)
  call void @llvm.lifetime.end.p0(ptr nonnull %5)
  br label %27

27:                                               ; preds = %20, %17
  %28 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #9
  %29 = icmp eq ptr %28, null
  br i1 %29, label %37, label %30

30:                                               ; preds = %27
  store ptr %1, ptr %28, align 64, !tbaa !11
  %31 = getelementptr inbounds nuw i8, ptr %28, i64 8
  store i32 3, ptr %31, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  store i32 32, ptr %3, align 8
  %32 = getelementptr inbounds nuw i8, ptr %3, i64 4
  store i32 1, ptr %32, align 4
  %33 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store i32 1, ptr %33, align 8
  store i32 1, ptr %4, align 8
  %34 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %34, align 4
  %35 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %35, align 8
  %36 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPii, ptr noundef nonnull %28, ptr noundef nonnull byval(%struct.dim3) align 4 %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, i32 noundef 0, ptr noundef nonnull inttoptr (i64 2 to ptr)) #9
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  br label %37

37:                                               ; preds = %30, %27
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #6

; Function Attrs: convergent nounwind
declare dso_local ptr @__cudaCDP2GetParameterBuffer(i64 noundef, i64 noundef) local_unnamed_addr #7

; Function Attrs: convergent nounwind
declare dso_local i32 @__cudaCDP2LaunchDevice(ptr noundef, ptr noundef, ptr noundef byval(%struct.dim3) align 4, ptr noundef byval(%struct.dim3) align 4, i32 noundef, ptr noundef) local_unnamed_addr #7

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #8

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #8

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #2 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { convergent mustprogress noinline nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #8 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
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
!11 = !{!12, !12, i64 0}
!12 = !{!"p1 int", !13, i64 0}
!13 = !{!"any pointer", !8, i64 0}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
!16 = distinct !{!16, !15}
