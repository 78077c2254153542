; Launch promotion's recognition (issue 24 item 1), one kernel per behaviour
; (chains.cu); the tests of this directory read it:
;  - scan_step, a prefix-sum step whose thread 0 launches the next step
;    <<<1,256>>> with the carry its block computed: a candidate; the carry
;    (#3) is postponed, the pointers and count (arithmetic on arguments) are
;    available at entry; the scan is its prologue, nothing follows.
;  - ping -> pong -> ping, a chain through two kernels: both candidates,
;    neither has a prologue, pong has an epilogue (its store after the launch).
;  - refused, one reason each: wide (a grid of n blocks), every_thread (no
;    threadIdx.x test), looped (the launch in a loop), foreign_stream (a
;    stream passed in), not_recursive (launches leaf, which launches nothing).
;
; Produced by (clang 22.1.8, CUDA 13.0):
;   clang++ -x cuda -std=c++17 --cuda-path=/usr/local/cuda
;     --cuda-gpu-arch=sm_90 -fgpu-rdc --cuda-device-only -D__CUDACC_RDC__
;     -Wno-unknown-cuda-version -S -emit-llvm -O2
;     Inputs/chains.cu

source_filename = "chains.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.dim3 = type { i32, i32, i32 }

@_ZZ9scan_stepPKiPiiiE1s = internal unnamed_addr addrspace(3) global [256 x i32] undef, align 4
@__clang_gpu_used_external = internal global [1 x ptr] [ptr @_Z4pongPii]
@llvm.compiler.used = appending global [1 x ptr] [ptr @__clang_gpu_used_external], section "llvm.metadata"

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z9scan_stepPKiPiii(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3) #0 {
  %5 = alloca %struct.dim3, align 8
  %6 = alloca %struct.dim3, align 8
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = zext nneg i32 %7 to i64
  %9 = getelementptr inbounds nuw i32, ptr %0, i64 %8
  %10 = load i32, ptr %9, align 4, !tbaa !6
  %11 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ9scan_stepPKiPiiiE1s to ptr), i64 %8
  store i32 %10, ptr %11, align 4, !tbaa !6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %12 = icmp eq i32 %7, 0
  br i1 %12, label %18, label %13

13:                                               ; preds = %4
  %14 = zext nneg i32 %7 to i64
  %15 = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @_ZZ9scan_stepPKiPiiiE1s to ptr), i64 %14
  %16 = getelementptr i8, ptr %15, i64 -4
  %17 = load i32, ptr %16, align 4, !tbaa !6
  br label %18

18:                                               ; preds = %4, %13
  %19 = phi i32 [ %17, %13 ], [ 0, %4 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %20 = load i32, ptr %11, align 4, !tbaa !6
  %21 = add nsw i32 %20, %19
  store i32 %21, ptr %11, align 4, !tbaa !6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %22 = icmp samesign ult i32 %7, 2
  br i1 %22, label %28, label %23

23:                                               ; preds = %18
  %24 = zext nneg i32 %7 to i64
  %25 = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @_ZZ9scan_stepPKiPiiiE1s to ptr), i64 %24
  %26 = getelementptr i8, ptr %25, i64 -8
  %27 = load i32, ptr %26, align 4, !tbaa !6
  br label %28

28:                                               ; preds = %23, %18
  %29 = phi i32 [ %27, %23 ], [ 0, %18 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %30 = load i32, ptr %11, align 4, !tbaa !6
  %31 = add nsw i32 %30, %29
  store i32 %31, ptr %11, align 4, !tbaa !6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %32 = icmp samesign ult i32 %7, 4
  br i1 %32, label %38, label %33

33:                                               ; preds = %28
  %34 = zext nneg i32 %7 to i64
  %35 = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @_ZZ9scan_stepPKiPiiiE1s to ptr), i64 %34
  %36 = getelementptr i8, ptr %35, i64 -16
  %37 = load i32, ptr %36, align 4, !tbaa !6
  br label %38

38:                                               ; preds = %33, %28
  %39 = phi i32 [ %37, %33 ], [ 0, %28 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %40 = load i32, ptr %11, align 4, !tbaa !6
  %41 = add nsw i32 %40, %39
  store i32 %41, ptr %11, align 4, !tbaa !6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %42 = icmp samesign ult i32 %7, 8
  br i1 %42, label %48, label %43

43:                                               ; preds = %38
  %44 = zext nneg i32 %7 to i64
  %45 = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @_ZZ9scan_stepPKiPiiiE1s to ptr), i64 %44
  %46 = getelementptr i8, ptr %45, i64 -32
  %47 = load i32, ptr %46, align 4, !tbaa !6
  br label %48

48:                                               ; preds = %43, %38
  %49 = phi i32 [ %47, %43 ], [ 0, %38 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %50 = load i32, ptr %11, align 4, !tbaa !6
  %51 = add nsw i32 %50, %49
  store i32 %51, ptr %11, align 4, !tbaa !6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %52 = icmp samesign ult i32 %7, 16
  br i1 %52, label %58, label %53

53:                                               ; preds = %48
  %54 = zext nneg i32 %7 to i64
  %55 = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @_ZZ9scan_stepPKiPiiiE1s to ptr), i64 %54
  %56 = getelementptr i8, ptr %55, i64 -64
  %57 = load i32, ptr %56, align 4, !tbaa !6
  br label %58

58:                                               ; preds = %53, %48
  %59 = phi i32 [ %57, %53 ], [ 0, %48 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %60 = load i32, ptr %11, align 4, !tbaa !6
  %61 = add nsw i32 %60, %59
  store i32 %61, ptr %11, align 4, !tbaa !6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %62 = icmp samesign ult i32 %7, 32
  br i1 %62, label %68, label %63

63:                                               ; preds = %58
  %64 = zext nneg i32 %7 to i64
  %65 = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @_ZZ9scan_stepPKiPiiiE1s to ptr), i64 %64
  %66 = getelementptr i8, ptr %65, i64 -128
  %67 = load i32, ptr %66, align 4, !tbaa !6
  br label %68

68:                                               ; preds = %63, %58
  %69 = phi i32 [ %67, %63 ], [ 0, %58 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %70 = load i32, ptr %11, align 4, !tbaa !6
  %71 = add nsw i32 %70, %69
  store i32 %71, ptr %11, align 4, !tbaa !6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %72 = icmp samesign ult i32 %7, 64
  br i1 %72, label %78, label %73

73:                                               ; preds = %68
  %74 = zext nneg i32 %7 to i64
  %75 = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @_ZZ9scan_stepPKiPiiiE1s to ptr), i64 %74
  %76 = getelementptr i8, ptr %75, i64 -256
  %77 = load i32, ptr %76, align 4, !tbaa !6
  br label %78

78:                                               ; preds = %73, %68
  %79 = phi i32 [ %77, %73 ], [ 0, %68 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %80 = load i32, ptr %11, align 4, !tbaa !6
  %81 = add nsw i32 %80, %79
  store i32 %81, ptr %11, align 4, !tbaa !6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %82 = icmp samesign ult i32 %7, 128
  br i1 %82, label %88, label %83

83:                                               ; preds = %78
  %84 = zext nneg i32 %7 to i64
  %85 = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @_ZZ9scan_stepPKiPiiiE1s to ptr), i64 %84
  %86 = getelementptr i8, ptr %85, i64 -512
  %87 = load i32, ptr %86, align 4, !tbaa !6
  br label %88

88:                                               ; preds = %83, %78
  %89 = phi i32 [ %87, %83 ], [ 0, %78 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %90 = load i32, ptr %11, align 4, !tbaa !6
  %91 = add nsw i32 %90, %89
  store i32 %91, ptr %11, align 4, !tbaa !6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %92 = load i32, ptr %11, align 4, !tbaa !6
  %93 = add nsw i32 %92, %3
  %94 = getelementptr inbounds nuw i32, ptr %1, i64 %8
  store i32 %93, ptr %94, align 4, !tbaa !6
  %95 = icmp eq i32 %7, 0
  %96 = icmp sgt i32 %2, 256
  %97 = and i1 %95, %96
  br i1 %97, label %98, label %115

98:                                               ; preds = %88
  %99 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 24) #6
  %100 = icmp eq ptr %99, null
  br i1 %100, label %115, label %101

101:                                              ; preds = %98
  %102 = getelementptr inbounds nuw i8, ptr %0, i64 1024
  %103 = getelementptr inbounds nuw i8, ptr %1, i64 1024
  %104 = add nsw i32 %2, -256
  %105 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ9scan_stepPKiPiiiE1s to ptr), i64 1020), align 4, !tbaa !6
  %106 = add nsw i32 %105, %3
  store ptr %102, ptr %99, align 64, !tbaa !11
  %107 = getelementptr inbounds nuw i8, ptr %99, i64 8
  store ptr %103, ptr %107, align 8, !tbaa !11
  %108 = getelementptr inbounds nuw i8, ptr %99, i64 16
  store i32 %104, ptr %108, align 16, !tbaa !6
  %109 = getelementptr inbounds nuw i8, ptr %99, i64 20
  store i32 %106, ptr %109, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %6)
  call void @llvm.lifetime.start.p0(ptr nonnull %5)
  store i32 256, ptr %5, align 8
  %110 = getelementptr inbounds nuw i8, ptr %5, i64 4
  store i32 1, ptr %110, align 4
  %111 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store i32 1, ptr %111, align 8
  store i32 1, ptr %6, align 8
  %112 = getelementptr inbounds nuw i8, ptr %6, i64 4
  store i32 1, ptr %112, align 4
  %113 = getelementptr inbounds nuw i8, ptr %6, i64 8
  store i32 1, ptr %113, align 8
  %114 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z9scan_stepPKiPiii, ptr noundef nonnull %99, ptr noundef nonnull byval(%struct.dim3) align 4 %6, ptr noundef nonnull byval(%struct.dim3) align 4 %5, i32 noundef 0, ptr noundef null) #6
  call void @llvm.lifetime.end.p0(ptr nonnull %6)
  call void @llvm.lifetime.end.p0(ptr nonnull %5)
  br label %115

115:                                              ; preds = %98, %101, %88
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

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
  store ptr %0, ptr %10, align 64, !tbaa !11
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
  store ptr %0, ptr %10, align 64, !tbaa !11
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
  %20 = zext nneg i32 %5 to i64
  %21 = getelementptr inbounds nuw i32, ptr %0, i64 %20
  store i32 %1, ptr %21, align 4, !tbaa !6
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z4widePii(ptr noundef %0, i32 noundef %1) #0 {
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
  store ptr %0, ptr %10, align 64, !tbaa !11
  %14 = getelementptr inbounds nuw i8, ptr %10, i64 8
  store i32 %13, ptr %14, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  store i32 256, ptr %3, align 8
  %15 = getelementptr inbounds nuw i8, ptr %3, i64 4
  store i32 1, ptr %15, align 4
  %16 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store i32 1, ptr %16, align 8
  store i32 %1, ptr %4, align 8
  %17 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %17, align 4
  %18 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %18, align 8
  %19 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z4widePii, ptr noundef nonnull %10, ptr noundef nonnull byval(%struct.dim3) align 4 %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, i32 noundef 0, ptr noundef null) #6
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  br label %20

20:                                               ; preds = %9, %12, %2
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z12every_threadPii(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca %struct.dim3, align 8
  %4 = alloca %struct.dim3, align 8
  %5 = icmp sgt i32 %1, 0
  br i1 %5, label %6, label %17

6:                                                ; preds = %2
  %7 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #6
  %8 = icmp eq ptr %7, null
  br i1 %8, label %17, label %9

9:                                                ; preds = %6
  %10 = add nsw i32 %1, -1
  store ptr %0, ptr %7, align 64, !tbaa !11
  %11 = getelementptr inbounds nuw i8, ptr %7, i64 8
  store i32 %10, ptr %11, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  store i32 256, ptr %3, align 8
  %12 = getelementptr inbounds nuw i8, ptr %3, i64 4
  store i32 1, ptr %12, align 4
  %13 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store i32 1, ptr %13, align 8
  store i32 1, ptr %4, align 8
  %14 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %14, align 4
  %15 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %15, align 8
  %16 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z12every_threadPii, ptr noundef nonnull %7, ptr noundef nonnull byval(%struct.dim3) align 4 %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, i32 noundef 0, ptr noundef null) #6
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  br label %17

17:                                               ; preds = %6, %9, %2
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z6loopedPii(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca %struct.dim3, align 8
  %4 = alloca %struct.dim3, align 8
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = icmp eq i32 %5, 0
  %7 = icmp sgt i32 %1, 0
  %8 = and i1 %6, %7
  br i1 %8, label %9, label %26

9:                                                ; preds = %2
  %10 = getelementptr inbounds nuw i8, ptr %3, i64 4
  %11 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %12 = getelementptr inbounds nuw i8, ptr %4, i64 4
  %13 = getelementptr inbounds nuw i8, ptr %4, i64 8
  br label %14

14:                                               ; preds = %9, %23
  %15 = phi i32 [ 0, %9 ], [ %24, %23 ]
  %16 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #6
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
  store i32 256, ptr %3, align 8
  store i32 1, ptr %10, align 4
  store i32 1, ptr %11, align 8
  store i32 1, ptr %4, align 8
  store i32 1, ptr %12, align 4
  store i32 1, ptr %13, align 8
  %22 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z6loopedPii, ptr noundef nonnull %16, ptr noundef nonnull byval(%struct.dim3) align 4 %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, i32 noundef 0, ptr noundef null) #6
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  br label %23

23:                                               ; preds = %14, %18
  %24 = add nuw nsw i32 %15, 1
  %25 = icmp eq i32 %24, %1
  br i1 %25, label %26, label %14, !llvm.loop !14

26:                                               ; preds = %23, %2
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z14foreign_streamPiiP11CUstream_st(ptr noundef %0, i32 noundef %1, ptr noundef %2) #0 {
  %4 = alloca %struct.dim3, align 8
  %5 = alloca %struct.dim3, align 8
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = icmp eq i32 %6, 0
  %8 = icmp sgt i32 %1, 0
  %9 = and i1 %7, %8
  br i1 %9, label %10, label %22

10:                                               ; preds = %3
  %11 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 24) #6
  %12 = icmp eq ptr %11, null
  br i1 %12, label %22, label %13

13:                                               ; preds = %10
  %14 = add nsw i32 %1, -1
  store ptr %0, ptr %11, align 64, !tbaa !11
  %15 = getelementptr inbounds nuw i8, ptr %11, i64 8
  store i32 %14, ptr %15, align 8, !tbaa !6
  %16 = getelementptr inbounds nuw i8, ptr %11, i64 16
  store ptr %2, ptr %16, align 16, !tbaa !16
  call void @llvm.lifetime.start.p0(ptr nonnull %5)
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  store i32 256, ptr %4, align 8
  %17 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %17, align 4
  %18 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %18, align 8
  store i32 1, ptr %5, align 8
  %19 = getelementptr inbounds nuw i8, ptr %5, i64 4
  store i32 1, ptr %19, align 4
  %20 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store i32 1, ptr %20, align 8
  %21 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z14foreign_streamPiiP11CUstream_st, ptr noundef nonnull %11, ptr noundef nonnull byval(%struct.dim3) align 4 %5, ptr noundef nonnull byval(%struct.dim3) align 4 %4, i32 noundef 0, ptr noundef %2) #6
  call void @llvm.lifetime.end.p0(ptr nonnull %5)
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  br label %22

22:                                               ; preds = %10, %13, %3
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write)
define dso_local ptx_kernel void @_Z4leafPi(ptr noundef writeonly captures(none) %0) #2 {
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %3 = zext nneg i32 %2 to i64
  %4 = getelementptr inbounds nuw i32, ptr %0, i64 %3
  store i32 1, ptr %4, align 4, !tbaa !6
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z13not_recursivePi(ptr noundef %0) local_unnamed_addr #0 {
  %2 = alloca %struct.dim3, align 8
  %3 = alloca %struct.dim3, align 8
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %6, label %15

6:                                                ; preds = %1
  %7 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 8) #6
  %8 = icmp eq ptr %7, null
  br i1 %8, label %15, label %9

9:                                                ; preds = %6
  store ptr %0, ptr %7, align 64, !tbaa !11
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  call void @llvm.lifetime.start.p0(ptr nonnull %2)
  store i32 256, ptr %2, align 8
  %10 = getelementptr inbounds nuw i8, ptr %2, i64 4
  store i32 1, ptr %10, align 4
  %11 = getelementptr inbounds nuw i8, ptr %2, i64 8
  store i32 1, ptr %11, align 8
  store i32 1, ptr %3, align 8
  %12 = getelementptr inbounds nuw i8, ptr %3, i64 4
  store i32 1, ptr %12, align 4
  %13 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store i32 1, ptr %13, align 8
  %14 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z4leafPi, ptr noundef nonnull %7, ptr noundef nonnull byval(%struct.dim3) align 4 %3, ptr noundef nonnull byval(%struct.dim3) align 4 %2, i32 noundef 0, ptr noundef null) #6
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  call void @llvm.lifetime.end.p0(ptr nonnull %2)
  br label %15

15:                                               ; preds = %6, %9, %1
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
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
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
!16 = !{!17, !17, i64 0}
!17 = !{!"p1 _ZTS11CUstream_st", !13, i64 0}
