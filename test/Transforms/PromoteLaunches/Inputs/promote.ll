; Launch promotion's rewrite (PromoteLaunches.h), one kernel per behaviour
; (promote.cu); the tests of this directory read it:
;  - scan: promoted (a prefix-sum step: carry computed by the prologue,
;    launch condition known at entry, output written after the launch,
;    block = blockDim.x);
;  - scan_if_sum: refused, its launch condition reads the prologue's sum;
;  - refused, one rule each: ping/pong (a chain through another kernel),
;    own_stream (not the NULL stream), weak_step (interposable), by_value
;    (an aggregate passed by value), block_from_memory (block size read
;    from memory), reads_error (cudaGetLastError), waits (a spin).
;
; Produced by (clang 22.1.8, CUDA 13.0):
;   clang++ -x cuda -std=c++17 --cuda-path=/usr/local/cuda
;     --cuda-gpu-arch=sm_90 -fgpu-rdc --cuda-device-only -D__CUDACC_RDC__
;     -Wno-unknown-cuda-version -S -emit-llvm -O2
;     Inputs/promote.cu

source_filename = "Inputs/promote.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.dim3 = type { i32, i32, i32 }
%struct.Pair = type { i32, i32 }

@_ZZ4scanPKiPiiiE1s = internal unnamed_addr addrspace(3) global [1024 x i32] undef, align 4
@__clang_gpu_used_external = internal global [1 x ptr] [ptr @_Z4pongPii]
@llvm.compiler.used = appending global [1 x ptr] [ptr @__clang_gpu_used_external], section "llvm.metadata"

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z4scanPKiPiii(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3) #0 {
  %5 = alloca %struct.dim3, align 8
  %6 = alloca %struct.dim3, align 8
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = zext nneg i32 %7 to i64
  %9 = getelementptr inbounds nuw i32, ptr %0, i64 %8
  %10 = load i32, ptr %9, align 4, !tbaa !6
  %11 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanPKiPiiiE1s to ptr), i64 %8
  store i32 %10, ptr %11, align 4, !tbaa !6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %13 = icmp samesign ugt i32 %12, 1
  br i1 %13, label %23, label %14

14:                                               ; preds = %31, %4
  %15 = zext nneg i32 %12 to i64
  %16 = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanPKiPiiiE1s to ptr), i64 %15
  %17 = getelementptr i8, ptr %16, i64 -4
  %18 = load i32, ptr %17, align 4, !tbaa !6
  %19 = add nsw i32 %18, %3
  %20 = icmp eq i32 %7, 0
  %21 = icmp sgt i32 %2, %12
  %22 = and i1 %20, %21
  br i1 %22, label %37, label %52

23:                                               ; preds = %4, %31
  %24 = phi i32 [ %35, %31 ], [ 1, %4 ]
  %25 = icmp samesign ult i32 %7, %24
  br i1 %25, label %31, label %26

26:                                               ; preds = %23
  %27 = sub nuw nsw i32 %7, %24
  %28 = zext nneg i32 %27 to i64
  %29 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanPKiPiiiE1s to ptr), i64 %28
  %30 = load i32, ptr %29, align 4, !tbaa !6
  br label %31

31:                                               ; preds = %23, %26
  %32 = phi i32 [ %30, %26 ], [ 0, %23 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %33 = load i32, ptr %11, align 4, !tbaa !6
  %34 = add nsw i32 %33, %32
  store i32 %34, ptr %11, align 4, !tbaa !6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %35 = shl nuw nsw i32 %24, 1
  %36 = icmp samesign ult i32 %35, %12
  br i1 %36, label %23, label %14, !llvm.loop !11

37:                                               ; preds = %14
  %38 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 24) #6
  %39 = icmp eq ptr %38, null
  br i1 %39, label %52, label %40

40:                                               ; preds = %37
  %41 = getelementptr inbounds nuw i32, ptr %0, i64 %15
  %42 = getelementptr inbounds nuw i32, ptr %1, i64 %15
  %43 = sub nsw i32 %2, %12
  store ptr %41, ptr %38, align 64, !tbaa !13
  %44 = getelementptr inbounds nuw i8, ptr %38, i64 8
  store ptr %42, ptr %44, align 8, !tbaa !13
  %45 = getelementptr inbounds nuw i8, ptr %38, i64 16
  store i32 %43, ptr %45, align 16, !tbaa !6
  %46 = getelementptr inbounds nuw i8, ptr %38, i64 20
  store i32 %19, ptr %46, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %6)
  call void @llvm.lifetime.start.p0(ptr nonnull %5)
  store i32 %12, ptr %5, align 8
  %47 = getelementptr inbounds nuw i8, ptr %5, i64 4
  store i32 1, ptr %47, align 4
  %48 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store i32 1, ptr %48, align 8
  store i32 1, ptr %6, align 8
  %49 = getelementptr inbounds nuw i8, ptr %6, i64 4
  store i32 1, ptr %49, align 4
  %50 = getelementptr inbounds nuw i8, ptr %6, i64 8
  store i32 1, ptr %50, align 8
  %51 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z4scanPKiPiii, ptr noundef nonnull %38, ptr noundef nonnull byval(%struct.dim3) align 4 %6, ptr noundef nonnull byval(%struct.dim3) align 4 %5, i32 noundef 0, ptr noundef null) #6
  call void @llvm.lifetime.end.p0(ptr nonnull %6)
  call void @llvm.lifetime.end.p0(ptr nonnull %5)
  br label %52

52:                                               ; preds = %37, %40, %14
  %53 = load i32, ptr %11, align 4, !tbaa !6
  %54 = add nsw i32 %53, %3
  %55 = getelementptr inbounds nuw i32, ptr %1, i64 %8
  store i32 %54, ptr %55, align 4, !tbaa !6
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z11scan_if_sumPKiPiii(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3) #0 {
  %5 = alloca %struct.dim3, align 8
  %6 = alloca %struct.dim3, align 8
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = zext nneg i32 %7 to i64
  %9 = getelementptr inbounds nuw i32, ptr %0, i64 %8
  %10 = load i32, ptr %9, align 4, !tbaa !6
  %11 = add nsw i32 %10, %3
  %12 = icmp eq i32 %7, 0
  %13 = icmp sgt i32 %2, 1
  %14 = and i1 %12, %13
  %15 = icmp sgt i32 %11, -1
  %16 = select i1 %14, i1 %15, i1 false
  br i1 %16, label %17, label %33

17:                                               ; preds = %4
  %18 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 24) #6
  %19 = icmp eq ptr %18, null
  br i1 %19, label %33, label %20

20:                                               ; preds = %17
  %21 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %22 = getelementptr inbounds nuw i8, ptr %1, i64 4
  %23 = add nsw i32 %2, -1
  store ptr %21, ptr %18, align 64, !tbaa !13
  %24 = getelementptr inbounds nuw i8, ptr %18, i64 8
  store ptr %22, ptr %24, align 8, !tbaa !13
  %25 = getelementptr inbounds nuw i8, ptr %18, i64 16
  store i32 %23, ptr %25, align 16, !tbaa !6
  %26 = getelementptr inbounds nuw i8, ptr %18, i64 20
  store i32 %11, ptr %26, align 4, !tbaa !6
  %27 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  call void @llvm.lifetime.start.p0(ptr nonnull %6)
  call void @llvm.lifetime.start.p0(ptr nonnull %5)
  store i32 %27, ptr %5, align 8
  %28 = getelementptr inbounds nuw i8, ptr %5, i64 4
  store i32 1, ptr %28, align 4
  %29 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store i32 1, ptr %29, align 8
  store i32 1, ptr %6, align 8
  %30 = getelementptr inbounds nuw i8, ptr %6, i64 4
  store i32 1, ptr %30, align 4
  %31 = getelementptr inbounds nuw i8, ptr %6, i64 8
  store i32 1, ptr %31, align 8
  %32 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z11scan_if_sumPKiPiii, ptr noundef nonnull %18, ptr noundef nonnull byval(%struct.dim3) align 4 %6, ptr noundef nonnull byval(%struct.dim3) align 4 %5, i32 noundef 0, ptr noundef null) #6
  call void @llvm.lifetime.end.p0(ptr nonnull %6)
  call void @llvm.lifetime.end.p0(ptr nonnull %5)
  br label %33

33:                                               ; preds = %17, %20, %4
  %34 = getelementptr inbounds nuw i32, ptr %1, i64 %8
  store i32 %11, ptr %34, align 4, !tbaa !6
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z4pingPii(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca %struct.dim3, align 8
  %4 = alloca %struct.dim3, align 8
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = icmp eq i32 %5, 0
  %7 = icmp sgt i32 %1, 0
  %8 = and i1 %6, %7
  br i1 %8, label %9, label %20

9:                                                ; preds = %2
  %10 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #6
  %11 = icmp eq ptr %10, null
  br i1 %11, label %20, label %12

12:                                               ; preds = %9
  %13 = add nsw i32 %1, -1
  store ptr %0, ptr %10, align 64, !tbaa !13
  %14 = getelementptr inbounds nuw i8, ptr %10, i64 8
  store i32 %13, ptr %14, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  store i32 128, ptr %3, align 8
  %15 = getelementptr inbounds nuw i8, ptr %3, i64 4
  store i32 1, ptr %15, align 4
  %16 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store i32 1, ptr %16, align 8
  store i32 1, ptr %4, align 8
  %17 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %17, align 4
  %18 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %18, align 8
  %19 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z4pongPii, ptr noundef nonnull %10, ptr noundef nonnull byval(%struct.dim3) align 4 %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, i32 noundef 0, ptr noundef null) #6
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  br label %20

20:                                               ; preds = %9, %12, %2
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z4pongPii(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca %struct.dim3, align 8
  %4 = alloca %struct.dim3, align 8
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = icmp eq i32 %5, 0
  %7 = icmp sgt i32 %1, 0
  %8 = and i1 %6, %7
  br i1 %8, label %9, label %19

9:                                                ; preds = %2
  %10 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #6
  %11 = icmp eq ptr %10, null
  br i1 %11, label %19, label %12

12:                                               ; preds = %9
  store ptr %0, ptr %10, align 64, !tbaa !13
  %13 = getelementptr inbounds nuw i8, ptr %10, i64 8
  store i32 %1, ptr %13, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  store i32 128, ptr %3, align 8
  %14 = getelementptr inbounds nuw i8, ptr %3, i64 4
  store i32 1, ptr %14, align 4
  %15 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store i32 1, ptr %15, align 8
  store i32 1, ptr %4, align 8
  %16 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %16, align 4
  %17 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %17, align 8
  %18 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z4pingPii, ptr noundef nonnull %10, ptr noundef nonnull byval(%struct.dim3) align 4 %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, i32 noundef 0, ptr noundef null) #6
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  br label %19

19:                                               ; preds = %9, %12, %2
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z10own_streamPii(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca %struct.dim3, align 8
  %4 = alloca %struct.dim3, align 8
  %5 = alloca ptr, align 8
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = icmp eq i32 %6, 0
  %8 = icmp sgt i32 %1, 0
  %9 = and i1 %7, %8
  br i1 %9, label %10, label %24

10:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #7
  %11 = call noundef i32 @__cudaCDP2StreamCreateWithFlags(ptr noundef nonnull %5, i32 noundef 1) #6
  %12 = call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #6
  %13 = icmp eq ptr %12, null
  br i1 %13, label %23, label %14

14:                                               ; preds = %10
  %15 = add nsw i32 %1, -1
  store ptr %0, ptr %12, align 64, !tbaa !13
  %16 = getelementptr inbounds nuw i8, ptr %12, i64 8
  store i32 %15, ptr %16, align 8, !tbaa !6
  %17 = load ptr, ptr %5, align 8, !tbaa !16
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  store i32 64, ptr %3, align 8
  %18 = getelementptr inbounds nuw i8, ptr %3, i64 4
  store i32 1, ptr %18, align 4
  %19 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store i32 1, ptr %19, align 8
  store i32 1, ptr %4, align 8
  %20 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %20, align 4
  %21 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %21, align 8
  %22 = call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z10own_streamPii, ptr noundef nonnull %12, ptr noundef nonnull byval(%struct.dim3) align 4 %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, i32 noundef 0, ptr noundef %17) #6
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  br label %23

23:                                               ; preds = %14, %10
  call void @llvm.lifetime.end.p0(ptr nonnull %5) #7
  br label %24

24:                                               ; preds = %23, %2
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define weak dso_local ptx_kernel void @_Z9weak_stepPii(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca %struct.dim3, align 8
  %4 = alloca %struct.dim3, align 8
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = icmp eq i32 %5, 0
  %7 = icmp sgt i32 %1, 0
  %8 = and i1 %6, %7
  br i1 %8, label %9, label %20

9:                                                ; preds = %2
  %10 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #6
  %11 = icmp eq ptr %10, null
  br i1 %11, label %20, label %12

12:                                               ; preds = %9
  %13 = add nsw i32 %1, -1
  store ptr %0, ptr %10, align 64, !tbaa !13
  %14 = getelementptr inbounds nuw i8, ptr %10, i64 8
  store i32 %13, ptr %14, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  store i32 64, ptr %3, align 8
  %15 = getelementptr inbounds nuw i8, ptr %3, i64 4
  store i32 1, ptr %15, align 4
  %16 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store i32 1, ptr %16, align 8
  store i32 1, ptr %4, align 8
  %17 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %17, align 4
  %18 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %18, align 8
  %19 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z9weak_stepPii, ptr noundef nonnull %10, ptr noundef nonnull byval(%struct.dim3) align 4 %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, i32 noundef 0, ptr noundef null) #6
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  br label %20

20:                                               ; preds = %9, %12, %2
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z8by_value4Pairi(ptr noundef readonly byval(%struct.Pair) align 4 captures(none) %0, i32 noundef %1) #0 {
  %3 = alloca %struct.dim3, align 8
  %4 = alloca %struct.dim3, align 8
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = icmp eq i32 %5, 0
  %7 = icmp sgt i32 %1, 0
  %8 = and i1 %6, %7
  br i1 %8, label %9, label %24

9:                                                ; preds = %2
  %10 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #6
  %11 = icmp eq ptr %10, null
  br i1 %11, label %24, label %12

12:                                               ; preds = %9
  %13 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %14 = load i32, ptr %13, align 4, !tbaa !18
  %15 = load i32, ptr %0, align 4, !tbaa !20
  %16 = add nsw i32 %1, -1
  store i32 %14, ptr %10, align 64, !tbaa !6
  %17 = getelementptr inbounds nuw i8, ptr %10, i64 4
  store i32 %15, ptr %17, align 4, !tbaa !6
  %18 = getelementptr inbounds nuw i8, ptr %10, i64 8
  store i32 %16, ptr %18, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  store i32 64, ptr %3, align 8
  %19 = getelementptr inbounds nuw i8, ptr %3, i64 4
  store i32 1, ptr %19, align 4
  %20 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store i32 1, ptr %20, align 8
  store i32 1, ptr %4, align 8
  %21 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %21, align 4
  %22 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %22, align 8
  %23 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z8by_value4Pairi, ptr noundef nonnull %10, ptr noundef nonnull byval(%struct.dim3) align 4 %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, i32 noundef 0, ptr noundef null) #6
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  br label %24

24:                                               ; preds = %9, %12, %2
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define dso_local ptx_kernel void @_Z12far_launcherPii(ptr noundef readnone captures(none) %0, i32 noundef %1) local_unnamed_addr #3 {
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z17block_from_memoryPii(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca %struct.dim3, align 8
  %4 = alloca %struct.dim3, align 8
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = icmp eq i32 %5, 0
  %7 = icmp sgt i32 %1, 0
  %8 = and i1 %6, %7
  br i1 %8, label %9, label %21

9:                                                ; preds = %2
  %10 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #6
  %11 = icmp eq ptr %10, null
  br i1 %11, label %21, label %12

12:                                               ; preds = %9
  %13 = add nsw i32 %1, -1
  store ptr %0, ptr %10, align 64, !tbaa !13
  %14 = getelementptr inbounds nuw i8, ptr %10, i64 8
  store i32 %13, ptr %14, align 8, !tbaa !6
  %15 = load i32, ptr %0, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  store i32 %15, ptr %3, align 8
  %16 = getelementptr inbounds nuw i8, ptr %3, i64 4
  store i32 1, ptr %16, align 4
  %17 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store i32 1, ptr %17, align 8
  store i32 1, ptr %4, align 8
  %18 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %18, align 4
  %19 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %19, align 8
  %20 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z17block_from_memoryPii, ptr noundef nonnull %10, ptr noundef nonnull byval(%struct.dim3) align 4 %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, i32 noundef 0, ptr noundef null) #6
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  br label %21

21:                                               ; preds = %9, %12, %2
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z11reads_errorPii(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca %struct.dim3, align 8
  %4 = alloca %struct.dim3, align 8
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = icmp eq i32 %5, 0
  %7 = icmp sgt i32 %1, 0
  %8 = and i1 %6, %7
  br i1 %8, label %9, label %23

9:                                                ; preds = %2
  %10 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #6
  %11 = icmp eq ptr %10, null
  br i1 %11, label %20, label %12

12:                                               ; preds = %9
  %13 = add nsw i32 %1, -1
  store ptr %0, ptr %10, align 64, !tbaa !13
  %14 = getelementptr inbounds nuw i8, ptr %10, i64 8
  store i32 %13, ptr %14, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  store i32 64, ptr %3, align 8
  %15 = getelementptr inbounds nuw i8, ptr %3, i64 4
  store i32 1, ptr %15, align 4
  %16 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store i32 1, ptr %16, align 8
  store i32 1, ptr %4, align 8
  %17 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %17, align 4
  %18 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %18, align 8
  %19 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z11reads_errorPii, ptr noundef nonnull %10, ptr noundef nonnull byval(%struct.dim3) align 4 %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, i32 noundef 0, ptr noundef null) #6
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  br label %20

20:                                               ; preds = %12, %9
  %21 = tail call noundef i32 @__cudaCDP2GetLastError() #6
  %22 = getelementptr inbounds nuw i8, ptr %0, i64 4
  store i32 %21, ptr %22, align 4, !tbaa !6
  br label %23

23:                                               ; preds = %20, %2
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z5waitsPii(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca %struct.dim3, align 8
  %4 = alloca %struct.dim3, align 8
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %7, label %23

7:                                                ; preds = %2, %7
  %8 = atomicrmw or ptr %0, i32 0 seq_cst, align 4
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %7, label %10, !llvm.loop !21

10:                                               ; preds = %7
  %11 = icmp sgt i32 %1, 0
  br i1 %11, label %12, label %23

12:                                               ; preds = %10
  %13 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #6
  %14 = icmp eq ptr %13, null
  br i1 %14, label %23, label %15

15:                                               ; preds = %12
  %16 = add nsw i32 %1, -1
  store ptr %0, ptr %13, align 64, !tbaa !13
  %17 = getelementptr inbounds nuw i8, ptr %13, i64 8
  store i32 %16, ptr %17, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  store i32 64, ptr %3, align 8
  %18 = getelementptr inbounds nuw i8, ptr %3, i64 4
  store i32 1, ptr %18, align 4
  %19 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store i32 1, ptr %19, align 8
  store i32 1, ptr %4, align 8
  %20 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %20, align 4
  %21 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %21, align 8
  %22 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5waitsPii, ptr noundef nonnull %13, ptr noundef nonnull byval(%struct.dim3) align 4 %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, i32 noundef 0, ptr noundef null) #6
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  br label %23

23:                                               ; preds = %10, %15, %12, %2
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

; Function Attrs: convergent nounwind
declare dso_local i32 @__cudaCDP2StreamCreateWithFlags(ptr noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: convergent nounwind
declare dso_local i32 @__cudaCDP2GetLastError() local_unnamed_addr #5

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
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
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!14, !14, i64 0}
!14 = !{!"p1 int", !15, i64 0}
!15 = !{!"any pointer", !8, i64 0}
!16 = !{!17, !17, i64 0}
!17 = !{!"p1 _ZTS11CUstream_st", !15, i64 0}
!18 = !{!19, !7, i64 4}
!19 = !{!"_ZTS4Pair", !7, i64 0, !7, i64 4}
!20 = !{!19, !7, i64 0}
!21 = distinct !{!21, !12}
