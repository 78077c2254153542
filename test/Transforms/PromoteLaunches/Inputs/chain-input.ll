; DPAGG_CHAIN_INPUT under po/pao (chain-input.cu).
; Produced by (clang 22.1.8, CUDA 13.0):
;   clang++ -x cuda -std=c++17 --cuda-path=/usr/local/cuda
;     --cuda-gpu-arch=sm_90 -fgpu-rdc --cuda-device-only -D__CUDACC_RDC__
;     -Wno-unknown-cuda-version -S -emit-llvm -O2 -I include
;     Inputs/chain-input.cu

source_filename = "Inputs/chain-input.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.dim3 = type { i32, i32, i32 }

@.str = private unnamed_addr constant [20 x i8] c"dpagg.chain_input=0\00", section "llvm.metadata"
@.str1 = private unnamed_addr constant [15 x i8] c"chain-input.cu\00", section "llvm.metadata"
@llvm.global.annotations = appending global [5 x { ptr, ptr, ptr, i32, ptr }] [{ ptr, ptr, ptr, i32, ptr } { ptr @_Z6markedPKiPiiii, ptr @.str, ptr @.str1, i32 11, ptr null }, { ptr, ptr, ptr, i32, ptr } { ptr @_Z7refutedPiiii, ptr @.str, ptr @.str1, i32 29, ptr null }, { ptr, ptr, ptr, i32, ptr } { ptr @_Z13callee_writesPiS_iii, ptr @.str, ptr @.str1, i32 40, ptr null }, { ptr, ptr, ptr, i32, ptr } { ptr @_Z14callee_returnsPiS_iii, ptr @.str, ptr @.str1, i32 51, ptr null }, { ptr, ptr, ptr, i32, ptr } { ptr @_Z9ping_pongPiS_iii, ptr @.str, ptr @.str1, i32 62, ptr null }], section "llvm.metadata"

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z6markedPKiPiiii(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) #0 {
  %6 = alloca %struct.dim3, align 8
  %7 = alloca %struct.dim3, align 8
  %8 = shl nsw i32 %2, 6
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = zext i32 %10 to i64
  %12 = getelementptr inbounds nuw i32, ptr %0, i64 %11
  %13 = load i32, ptr %12, align 4, !tbaa !6
  %14 = add nsw i32 %13, %4
  %15 = getelementptr inbounds nuw i32, ptr %1, i64 %11
  store i32 %14, ptr %15, align 4, !tbaa !6
  %16 = icmp eq i32 %9, 0
  br i1 %16, label %17, label %33

17:                                               ; preds = %5
  %18 = add nsw i32 %2, 1
  %19 = icmp slt i32 %18, %3
  br i1 %19, label %20, label %33

20:                                               ; preds = %17
  %21 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 28) #6
  %22 = icmp eq ptr %21, null
  br i1 %22, label %33, label %23

23:                                               ; preds = %20
  store ptr %0, ptr %21, align 64, !tbaa !11
  %24 = getelementptr inbounds nuw i8, ptr %21, i64 8
  store ptr %1, ptr %24, align 8, !tbaa !11
  %25 = getelementptr inbounds nuw i8, ptr %21, i64 16
  store i32 %18, ptr %25, align 16, !tbaa !6
  %26 = getelementptr inbounds nuw i8, ptr %21, i64 20
  store i32 %3, ptr %26, align 4, !tbaa !6
  %27 = getelementptr inbounds nuw i8, ptr %21, i64 24
  store i32 %14, ptr %27, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %7)
  call void @llvm.lifetime.start.p0(ptr nonnull %6)
  store i32 64, ptr %6, align 8
  %28 = getelementptr inbounds nuw i8, ptr %6, i64 4
  store i32 1, ptr %28, align 4
  %29 = getelementptr inbounds nuw i8, ptr %6, i64 8
  store i32 1, ptr %29, align 8
  store i32 1, ptr %7, align 8
  %30 = getelementptr inbounds nuw i8, ptr %7, i64 4
  store i32 1, ptr %30, align 4
  %31 = getelementptr inbounds nuw i8, ptr %7, i64 8
  store i32 1, ptr %31, align 8
  %32 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z6markedPKiPiiii, ptr noundef nonnull %21, ptr noundef nonnull byval(%struct.dim3) align 4 %7, ptr noundef nonnull byval(%struct.dim3) align 4 %6, i32 noundef 0, ptr noundef null) #6
  call void @llvm.lifetime.end.p0(ptr nonnull %7)
  call void @llvm.lifetime.end.p0(ptr nonnull %6)
  br label %33

33:                                               ; preds = %20, %23, %17, %5
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z8unmarkedPKiPiiii(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) #0 {
  %6 = alloca %struct.dim3, align 8
  %7 = alloca %struct.dim3, align 8
  %8 = shl nsw i32 %2, 6
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = zext i32 %10 to i64
  %12 = getelementptr inbounds nuw i32, ptr %0, i64 %11
  %13 = load i32, ptr %12, align 4, !tbaa !6
  %14 = add nsw i32 %13, %4
  %15 = getelementptr inbounds nuw i32, ptr %1, i64 %11
  store i32 %14, ptr %15, align 4, !tbaa !6
  %16 = icmp eq i32 %9, 0
  br i1 %16, label %17, label %33

17:                                               ; preds = %5
  %18 = add nsw i32 %2, 1
  %19 = icmp slt i32 %18, %3
  br i1 %19, label %20, label %33

20:                                               ; preds = %17
  %21 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 28) #6
  %22 = icmp eq ptr %21, null
  br i1 %22, label %33, label %23

23:                                               ; preds = %20
  store ptr %0, ptr %21, align 64, !tbaa !11
  %24 = getelementptr inbounds nuw i8, ptr %21, i64 8
  store ptr %1, ptr %24, align 8, !tbaa !11
  %25 = getelementptr inbounds nuw i8, ptr %21, i64 16
  store i32 %18, ptr %25, align 16, !tbaa !6
  %26 = getelementptr inbounds nuw i8, ptr %21, i64 20
  store i32 %3, ptr %26, align 4, !tbaa !6
  %27 = getelementptr inbounds nuw i8, ptr %21, i64 24
  store i32 %14, ptr %27, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %7)
  call void @llvm.lifetime.start.p0(ptr nonnull %6)
  store i32 64, ptr %6, align 8
  %28 = getelementptr inbounds nuw i8, ptr %6, i64 4
  store i32 1, ptr %28, align 4
  %29 = getelementptr inbounds nuw i8, ptr %6, i64 8
  store i32 1, ptr %29, align 8
  store i32 1, ptr %7, align 8
  %30 = getelementptr inbounds nuw i8, ptr %7, i64 4
  store i32 1, ptr %30, align 4
  %31 = getelementptr inbounds nuw i8, ptr %7, i64 8
  store i32 1, ptr %31, align 8
  %32 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z8unmarkedPKiPiiii, ptr noundef nonnull %21, ptr noundef nonnull byval(%struct.dim3) align 4 %7, ptr noundef nonnull byval(%struct.dim3) align 4 %6, i32 noundef 0, ptr noundef null) #6
  call void @llvm.lifetime.end.p0(ptr nonnull %7)
  call void @llvm.lifetime.end.p0(ptr nonnull %6)
  br label %33

33:                                               ; preds = %20, %23, %17, %5
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z7refutedPiiii(ptr noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) #0 {
  %5 = alloca %struct.dim3, align 8
  %6 = alloca %struct.dim3, align 8
  %7 = shl nsw i32 %1, 6
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = zext i32 %9 to i64
  %11 = getelementptr inbounds nuw i32, ptr %0, i64 %10
  %12 = load i32, ptr %11, align 4, !tbaa !6
  %13 = add nsw i32 %1, 1
  %14 = shl nsw i32 %13, 6
  %15 = add i32 %14, %8
  %16 = zext i32 %15 to i64
  %17 = getelementptr inbounds nuw i32, ptr %0, i64 %16
  %18 = load i32, ptr %17, align 4, !tbaa !6
  %19 = add nsw i32 %18, %12
  store i32 %19, ptr %17, align 4, !tbaa !6
  %20 = icmp eq i32 %8, 0
  %21 = icmp slt i32 %13, %2
  %22 = and i1 %20, %21
  br i1 %22, label %23, label %36

23:                                               ; preds = %4
  %24 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 20) #6
  %25 = icmp eq ptr %24, null
  br i1 %25, label %36, label %26

26:                                               ; preds = %23
  %27 = add nsw i32 %12, %3
  store ptr %0, ptr %24, align 64, !tbaa !11
  %28 = getelementptr inbounds nuw i8, ptr %24, i64 8
  store i32 %13, ptr %28, align 8, !tbaa !6
  %29 = getelementptr inbounds nuw i8, ptr %24, i64 12
  store i32 %2, ptr %29, align 4, !tbaa !6
  %30 = getelementptr inbounds nuw i8, ptr %24, i64 16
  store i32 %27, ptr %30, align 16, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %6)
  call void @llvm.lifetime.start.p0(ptr nonnull %5)
  store i32 64, ptr %5, align 8
  %31 = getelementptr inbounds nuw i8, ptr %5, i64 4
  store i32 1, ptr %31, align 4
  %32 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store i32 1, ptr %32, align 8
  store i32 1, ptr %6, align 8
  %33 = getelementptr inbounds nuw i8, ptr %6, i64 4
  store i32 1, ptr %33, align 4
  %34 = getelementptr inbounds nuw i8, ptr %6, i64 8
  store i32 1, ptr %34, align 8
  %35 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z7refutedPiiii, ptr noundef nonnull %24, ptr noundef nonnull byval(%struct.dim3) align 4 %6, ptr noundef nonnull byval(%struct.dim3) align 4 %5, i32 noundef 0, ptr noundef null) #6
  call void @llvm.lifetime.end.p0(ptr nonnull %6)
  call void @llvm.lifetime.end.p0(ptr nonnull %5)
  br label %36

36:                                               ; preds = %23, %26, %4
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write)
define dso_local void @_Z4pokePii(ptr noundef writeonly captures(none) %0, i32 noundef %1) local_unnamed_addr #1 {
  %3 = sext i32 %1 to i64
  %4 = getelementptr inbounds i32, ptr %0, i64 %3
  store i32 7, ptr %4, align 4, !tbaa !6
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z13callee_writesPiS_iii(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) #0 {
  %6 = alloca %struct.dim3, align 8
  %7 = alloca %struct.dim3, align 8
  %8 = shl nsw i32 %2, 6
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = zext i32 %10 to i64
  %12 = getelementptr inbounds nuw i32, ptr %0, i64 %11
  %13 = load i32, ptr %12, align 4, !tbaa !6
  %14 = add nsw i32 %13, %4
  %15 = getelementptr inbounds nuw i32, ptr %1, i64 %11
  store i32 %14, ptr %15, align 4, !tbaa !6
  tail call void @_Z4pokePii(ptr noundef %0, i32 noundef %2) #7
  %16 = icmp eq i32 %9, 0
  br i1 %16, label %17, label %33

17:                                               ; preds = %5
  %18 = add nsw i32 %2, 1
  %19 = icmp slt i32 %18, %3
  br i1 %19, label %20, label %33

20:                                               ; preds = %17
  %21 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 28) #6
  %22 = icmp eq ptr %21, null
  br i1 %22, label %33, label %23

23:                                               ; preds = %20
  store ptr %0, ptr %21, align 64, !tbaa !11
  %24 = getelementptr inbounds nuw i8, ptr %21, i64 8
  store ptr %1, ptr %24, align 8, !tbaa !11
  %25 = getelementptr inbounds nuw i8, ptr %21, i64 16
  store i32 %18, ptr %25, align 16, !tbaa !6
  %26 = getelementptr inbounds nuw i8, ptr %21, i64 20
  store i32 %3, ptr %26, align 4, !tbaa !6
  %27 = getelementptr inbounds nuw i8, ptr %21, i64 24
  store i32 %14, ptr %27, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %7)
  call void @llvm.lifetime.start.p0(ptr nonnull %6)
  store i32 64, ptr %6, align 8
  %28 = getelementptr inbounds nuw i8, ptr %6, i64 4
  store i32 1, ptr %28, align 4
  %29 = getelementptr inbounds nuw i8, ptr %6, i64 8
  store i32 1, ptr %29, align 8
  store i32 1, ptr %7, align 8
  %30 = getelementptr inbounds nuw i8, ptr %7, i64 4
  store i32 1, ptr %30, align 4
  %31 = getelementptr inbounds nuw i8, ptr %7, i64 8
  store i32 1, ptr %31, align 8
  %32 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z13callee_writesPiS_iii, ptr noundef nonnull %21, ptr noundef nonnull byval(%struct.dim3) align 4 %7, ptr noundef nonnull byval(%struct.dim3) align 4 %6, i32 noundef 0, ptr noundef null) #6
  call void @llvm.lifetime.end.p0(ptr nonnull %7)
  call void @llvm.lifetime.end.p0(ptr nonnull %6)
  br label %33

33:                                               ; preds = %20, %23, %17, %5
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define dso_local noundef ptr @_Z4pickPii(ptr noundef readnone captures(ret: address, provenance) %0, i32 noundef %1) local_unnamed_addr #2 {
  %3 = sext i32 %1 to i64
  %4 = getelementptr inbounds i32, ptr %0, i64 %3
  ret ptr %4
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z14callee_returnsPiS_iii(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) #0 {
  %6 = alloca %struct.dim3, align 8
  %7 = alloca %struct.dim3, align 8
  %8 = shl nsw i32 %2, 6
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = zext i32 %10 to i64
  %12 = getelementptr inbounds nuw i32, ptr %0, i64 %11
  %13 = load i32, ptr %12, align 4, !tbaa !6
  %14 = add nsw i32 %13, %4
  %15 = getelementptr inbounds nuw i32, ptr %1, i64 %11
  store i32 %14, ptr %15, align 4, !tbaa !6
  %16 = tail call noundef ptr @_Z4pickPii(ptr noundef %0, i32 noundef %2) #7
  store i32 7, ptr %16, align 4, !tbaa !6
  %17 = icmp eq i32 %9, 0
  br i1 %17, label %18, label %34

18:                                               ; preds = %5
  %19 = add nsw i32 %2, 1
  %20 = icmp slt i32 %19, %3
  br i1 %20, label %21, label %34

21:                                               ; preds = %18
  %22 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 28) #6
  %23 = icmp eq ptr %22, null
  br i1 %23, label %34, label %24

24:                                               ; preds = %21
  store ptr %0, ptr %22, align 64, !tbaa !11
  %25 = getelementptr inbounds nuw i8, ptr %22, i64 8
  store ptr %1, ptr %25, align 8, !tbaa !11
  %26 = getelementptr inbounds nuw i8, ptr %22, i64 16
  store i32 %19, ptr %26, align 16, !tbaa !6
  %27 = getelementptr inbounds nuw i8, ptr %22, i64 20
  store i32 %3, ptr %27, align 4, !tbaa !6
  %28 = getelementptr inbounds nuw i8, ptr %22, i64 24
  store i32 %14, ptr %28, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %7)
  call void @llvm.lifetime.start.p0(ptr nonnull %6)
  store i32 64, ptr %6, align 8
  %29 = getelementptr inbounds nuw i8, ptr %6, i64 4
  store i32 1, ptr %29, align 4
  %30 = getelementptr inbounds nuw i8, ptr %6, i64 8
  store i32 1, ptr %30, align 8
  store i32 1, ptr %7, align 8
  %31 = getelementptr inbounds nuw i8, ptr %7, i64 4
  store i32 1, ptr %31, align 4
  %32 = getelementptr inbounds nuw i8, ptr %7, i64 8
  store i32 1, ptr %32, align 8
  %33 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z14callee_returnsPiS_iii, ptr noundef nonnull %22, ptr noundef nonnull byval(%struct.dim3) align 4 %7, ptr noundef nonnull byval(%struct.dim3) align 4 %6, i32 noundef 0, ptr noundef null) #6
  call void @llvm.lifetime.end.p0(ptr nonnull %7)
  call void @llvm.lifetime.end.p0(ptr nonnull %6)
  br label %34

34:                                               ; preds = %21, %24, %18, %5
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z9ping_pongPiS_iii(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) #0 {
  %6 = alloca %struct.dim3, align 8
  %7 = alloca %struct.dim3, align 8
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = zext nneg i32 %8 to i64
  %10 = getelementptr inbounds nuw i32, ptr %0, i64 %9
  %11 = load i32, ptr %10, align 4, !tbaa !6
  %12 = add nsw i32 %11, %4
  %13 = getelementptr inbounds nuw i32, ptr %1, i64 %9
  store i32 %12, ptr %13, align 4, !tbaa !6
  %14 = icmp eq i32 %8, 0
  br i1 %14, label %15, label %31

15:                                               ; preds = %5
  %16 = add nsw i32 %2, 1
  %17 = icmp slt i32 %16, %3
  br i1 %17, label %18, label %31

18:                                               ; preds = %15
  %19 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 28) #6
  %20 = icmp eq ptr %19, null
  br i1 %20, label %31, label %21

21:                                               ; preds = %18
  store ptr %1, ptr %19, align 64, !tbaa !11
  %22 = getelementptr inbounds nuw i8, ptr %19, i64 8
  store ptr %0, ptr %22, align 8, !tbaa !11
  %23 = getelementptr inbounds nuw i8, ptr %19, i64 16
  store i32 %16, ptr %23, align 16, !tbaa !6
  %24 = getelementptr inbounds nuw i8, ptr %19, i64 20
  store i32 %3, ptr %24, align 4, !tbaa !6
  %25 = getelementptr inbounds nuw i8, ptr %19, i64 24
  store i32 %12, ptr %25, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %7)
  call void @llvm.lifetime.start.p0(ptr nonnull %6)
  store i32 64, ptr %6, align 8
  %26 = getelementptr inbounds nuw i8, ptr %6, i64 4
  store i32 1, ptr %26, align 4
  %27 = getelementptr inbounds nuw i8, ptr %6, i64 8
  store i32 1, ptr %27, align 8
  store i32 1, ptr %7, align 8
  %28 = getelementptr inbounds nuw i8, ptr %7, i64 4
  store i32 1, ptr %28, align 4
  %29 = getelementptr inbounds nuw i8, ptr %7, i64 8
  store i32 1, ptr %29, align 8
  %30 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z9ping_pongPiS_iii, ptr noundef nonnull %19, ptr noundef nonnull byval(%struct.dim3) align 4 %7, ptr noundef nonnull byval(%struct.dim3) align 4 %6, i32 noundef 0, ptr noundef null) #6
  call void @llvm.lifetime.end.p0(ptr nonnull %7)
  call void @llvm.lifetime.end.p0(ptr nonnull %6)
  br label %31

31:                                               ; preds = %18, %21, %15, %5
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: convergent nounwind
declare dso_local ptr @__cudaCDP2GetParameterBuffer(i64 noundef, i64 noundef) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare dso_local i32 @__cudaCDP2LaunchDevice(ptr noundef, ptr noundef, ptr noundef byval(%struct.dim3) align 4, ptr noundef byval(%struct.dim3) align 4, i32 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #5

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { convergent nounwind }
attributes #7 = { nounwind }

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
