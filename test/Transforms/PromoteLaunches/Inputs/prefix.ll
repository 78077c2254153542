; PO and PAO's acquire point (PromoteLaunches.h, "PO and PAO"), one kernel
; per behaviour (prefix.cu); prefix-*.test read it:
;  - scan: the whole block scan runs before the acquire (int loads, long
;    long stores: TBAA sets them apart);
;  - same_type, restricted: the load of `in` stays after the acquire (int
;    read and written; __restrict__ speaks of one instance only);
;  - stores: a global store ends the prefix;
;  - late_pointer: the load goes through a parameter the parent computes
;    late;
;  - early_return: the acquire goes before the early return's branch;
;  - loop_barrier: a loop with a barrier, uniform, runs before it;
;  - split_barrier: a barrier reached by different paths ends the prefix;
;  - counts: an atomic elsewhere keeps global loads after the acquire;
;  - spends: its guard reads a postponed parameter (PAO: nothing early).
;
; Produced by (clang 22.1.8, CUDA 13.0):
;   clang++ -x cuda -std=c++17 --cuda-path=/usr/local/cuda
;     --cuda-gpu-arch=sm_90 -fgpu-rdc --cuda-device-only -D__CUDACC_RDC__
;     -Wno-unknown-cuda-version -S -emit-llvm -O2
;     Inputs/prefix.cu

source_filename = "Inputs/prefix.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.dim3 = type { i32, i32, i32 }

@_ZZ4scanPKiPxiixE1s = internal unnamed_addr addrspace(3) global [256 x i64] undef, align 8
@_ZZ12loop_barrierPKiPxiixE1s = internal unnamed_addr addrspace(3) global [1024 x i64] undef, align 8
@_ZZ13split_barrierPKiPxiixE1s = internal unnamed_addr addrspace(3) global [64 x i64] undef, align 8

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z4scanPKiPxiix(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, i64 noundef %4) #0 {
  %6 = alloca %struct.dim3, align 8
  %7 = alloca %struct.dim3, align 8
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = shl nsw i32 %3, 8
  %10 = add nsw i32 %9, %8
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds i32, ptr %0, i64 %11
  %13 = load i32, ptr %12, align 4, !tbaa !6
  %14 = sext i32 %13 to i64
  %15 = zext nneg i32 %8 to i64
  %16 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanPKiPxiixE1s to ptr), i64 %15
  store i64 %14, ptr %16, align 8, !tbaa !11
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %17 = icmp eq i32 %8, 0
  br i1 %17, label %23, label %18

18:                                               ; preds = %5
  %19 = zext nneg i32 %8 to i64
  %20 = getelementptr i64, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanPKiPxiixE1s to ptr), i64 %19
  %21 = getelementptr i8, ptr %20, i64 -8
  %22 = load i64, ptr %21, align 8, !tbaa !11
  br label %23

23:                                               ; preds = %5, %18
  %24 = phi i64 [ %22, %18 ], [ 0, %5 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %25 = load i64, ptr %16, align 8, !tbaa !11
  %26 = add nsw i64 %25, %24
  store i64 %26, ptr %16, align 8, !tbaa !11
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %27 = icmp samesign ult i32 %8, 2
  br i1 %27, label %33, label %28

28:                                               ; preds = %23
  %29 = zext nneg i32 %8 to i64
  %30 = getelementptr i64, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanPKiPxiixE1s to ptr), i64 %29
  %31 = getelementptr i8, ptr %30, i64 -16
  %32 = load i64, ptr %31, align 8, !tbaa !11
  br label %33

33:                                               ; preds = %28, %23
  %34 = phi i64 [ %32, %28 ], [ 0, %23 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %35 = load i64, ptr %16, align 8, !tbaa !11
  %36 = add nsw i64 %35, %34
  store i64 %36, ptr %16, align 8, !tbaa !11
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %37 = icmp samesign ult i32 %8, 4
  br i1 %37, label %43, label %38

38:                                               ; preds = %33
  %39 = zext nneg i32 %8 to i64
  %40 = getelementptr i64, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanPKiPxiixE1s to ptr), i64 %39
  %41 = getelementptr i8, ptr %40, i64 -32
  %42 = load i64, ptr %41, align 8, !tbaa !11
  br label %43

43:                                               ; preds = %38, %33
  %44 = phi i64 [ %42, %38 ], [ 0, %33 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %45 = load i64, ptr %16, align 8, !tbaa !11
  %46 = add nsw i64 %45, %44
  store i64 %46, ptr %16, align 8, !tbaa !11
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %47 = icmp samesign ult i32 %8, 8
  br i1 %47, label %53, label %48

48:                                               ; preds = %43
  %49 = zext nneg i32 %8 to i64
  %50 = getelementptr i64, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanPKiPxiixE1s to ptr), i64 %49
  %51 = getelementptr i8, ptr %50, i64 -64
  %52 = load i64, ptr %51, align 8, !tbaa !11
  br label %53

53:                                               ; preds = %48, %43
  %54 = phi i64 [ %52, %48 ], [ 0, %43 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %55 = load i64, ptr %16, align 8, !tbaa !11
  %56 = add nsw i64 %55, %54
  store i64 %56, ptr %16, align 8, !tbaa !11
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %57 = icmp samesign ult i32 %8, 16
  br i1 %57, label %63, label %58

58:                                               ; preds = %53
  %59 = zext nneg i32 %8 to i64
  %60 = getelementptr i64, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanPKiPxiixE1s to ptr), i64 %59
  %61 = getelementptr i8, ptr %60, i64 -128
  %62 = load i64, ptr %61, align 8, !tbaa !11
  br label %63

63:                                               ; preds = %58, %53
  %64 = phi i64 [ %62, %58 ], [ 0, %53 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %65 = load i64, ptr %16, align 8, !tbaa !11
  %66 = add nsw i64 %65, %64
  store i64 %66, ptr %16, align 8, !tbaa !11
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %67 = icmp samesign ult i32 %8, 32
  br i1 %67, label %73, label %68

68:                                               ; preds = %63
  %69 = zext nneg i32 %8 to i64
  %70 = getelementptr i64, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanPKiPxiixE1s to ptr), i64 %69
  %71 = getelementptr i8, ptr %70, i64 -256
  %72 = load i64, ptr %71, align 8, !tbaa !11
  br label %73

73:                                               ; preds = %68, %63
  %74 = phi i64 [ %72, %68 ], [ 0, %63 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %75 = load i64, ptr %16, align 8, !tbaa !11
  %76 = add nsw i64 %75, %74
  store i64 %76, ptr %16, align 8, !tbaa !11
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %77 = icmp samesign ult i32 %8, 64
  br i1 %77, label %83, label %78

78:                                               ; preds = %73
  %79 = zext nneg i32 %8 to i64
  %80 = getelementptr i64, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanPKiPxiixE1s to ptr), i64 %79
  %81 = getelementptr i8, ptr %80, i64 -512
  %82 = load i64, ptr %81, align 8, !tbaa !11
  br label %83

83:                                               ; preds = %78, %73
  %84 = phi i64 [ %82, %78 ], [ 0, %73 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %85 = load i64, ptr %16, align 8, !tbaa !11
  %86 = add nsw i64 %85, %84
  store i64 %86, ptr %16, align 8, !tbaa !11
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %87 = icmp samesign ult i32 %8, 128
  br i1 %87, label %93, label %88

88:                                               ; preds = %83
  %89 = zext nneg i32 %8 to i64
  %90 = getelementptr i64, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanPKiPxiixE1s to ptr), i64 %89
  %91 = getelementptr i8, ptr %90, i64 -1024
  %92 = load i64, ptr %91, align 8, !tbaa !11
  br label %93

93:                                               ; preds = %88, %83
  %94 = phi i64 [ %92, %88 ], [ 0, %83 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %95 = load i64, ptr %16, align 8, !tbaa !11
  %96 = add nsw i64 %95, %94
  store i64 %96, ptr %16, align 8, !tbaa !11
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %97 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanPKiPxiixE1s to ptr), i64 2040), align 8, !tbaa !11
  %98 = add nsw i64 %97, %4
  %99 = icmp eq i32 %8, 0
  br i1 %99, label %100, label %116

100:                                              ; preds = %93
  %101 = add nsw i32 %3, 1
  %102 = icmp slt i32 %101, %2
  br i1 %102, label %103, label %116

103:                                              ; preds = %100
  %104 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 32) #5
  %105 = icmp eq ptr %104, null
  br i1 %105, label %116, label %106

106:                                              ; preds = %103
  store ptr %0, ptr %104, align 64, !tbaa !13
  %107 = getelementptr inbounds nuw i8, ptr %104, i64 8
  store ptr %1, ptr %107, align 8, !tbaa !16
  %108 = getelementptr inbounds nuw i8, ptr %104, i64 16
  store i32 %2, ptr %108, align 16, !tbaa !6
  %109 = getelementptr inbounds nuw i8, ptr %104, i64 20
  store i32 %101, ptr %109, align 4, !tbaa !6
  %110 = getelementptr inbounds nuw i8, ptr %104, i64 24
  store i64 %98, ptr %110, align 8, !tbaa !11
  call void @llvm.lifetime.start.p0(ptr nonnull %7)
  call void @llvm.lifetime.start.p0(ptr nonnull %6)
  store i32 256, ptr %6, align 8
  %111 = getelementptr inbounds nuw i8, ptr %6, i64 4
  store i32 1, ptr %111, align 4
  %112 = getelementptr inbounds nuw i8, ptr %6, i64 8
  store i32 1, ptr %112, align 8
  store i32 1, ptr %7, align 8
  %113 = getelementptr inbounds nuw i8, ptr %7, i64 4
  store i32 1, ptr %113, align 4
  %114 = getelementptr inbounds nuw i8, ptr %7, i64 8
  store i32 1, ptr %114, align 8
  %115 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z4scanPKiPxiix, ptr noundef nonnull %104, ptr noundef nonnull byval(%struct.dim3) align 4 %7, ptr noundef nonnull byval(%struct.dim3) align 4 %6, i32 noundef 0, ptr noundef null) #5
  call void @llvm.lifetime.end.p0(ptr nonnull %7)
  call void @llvm.lifetime.end.p0(ptr nonnull %6)
  br label %116

116:                                              ; preds = %103, %106, %100, %93
  %117 = load i64, ptr %16, align 8, !tbaa !11
  %118 = add nsw i64 %117, %4
  %119 = getelementptr inbounds i64, ptr %1, i64 %11
  store i64 %118, ptr %119, align 8, !tbaa !11
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z9same_typePKiPiiii(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) #0 {
  %6 = alloca %struct.dim3, align 8
  %7 = alloca %struct.dim3, align 8
  %8 = shl nsw i32 %3, 6
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = zext i32 %10 to i64
  %12 = getelementptr inbounds nuw i32, ptr %0, i64 %11
  %13 = load i32, ptr %12, align 4, !tbaa !6
  %14 = add nsw i32 %13, 1
  %15 = icmp eq i32 %9, 0
  br i1 %15, label %16, label %33

16:                                               ; preds = %5
  %17 = add nsw i32 %3, 1
  %18 = icmp slt i32 %17, %2
  br i1 %18, label %19, label %33

19:                                               ; preds = %16
  %20 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 28) #5
  %21 = icmp eq ptr %20, null
  br i1 %21, label %33, label %22

22:                                               ; preds = %19
  %23 = add nsw i32 %14, %4
  store ptr %0, ptr %20, align 64, !tbaa !13
  %24 = getelementptr inbounds nuw i8, ptr %20, i64 8
  store ptr %1, ptr %24, align 8, !tbaa !13
  %25 = getelementptr inbounds nuw i8, ptr %20, i64 16
  store i32 %2, ptr %25, align 16, !tbaa !6
  %26 = getelementptr inbounds nuw i8, ptr %20, i64 20
  store i32 %17, ptr %26, align 4, !tbaa !6
  %27 = getelementptr inbounds nuw i8, ptr %20, i64 24
  store i32 %23, ptr %27, align 8, !tbaa !6
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
  %32 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z9same_typePKiPiiii, ptr noundef nonnull %20, ptr noundef nonnull byval(%struct.dim3) align 4 %7, ptr noundef nonnull byval(%struct.dim3) align 4 %6, i32 noundef 0, ptr noundef null) #5
  call void @llvm.lifetime.end.p0(ptr nonnull %7)
  call void @llvm.lifetime.end.p0(ptr nonnull %6)
  br label %33

33:                                               ; preds = %19, %22, %16, %5
  %34 = add nsw i32 %14, %4
  %35 = add i32 %10, 64
  %36 = zext i32 %35 to i64
  %37 = getelementptr inbounds nuw i32, ptr %1, i64 %36
  store i32 %34, ptr %37, align 4, !tbaa !6
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z10restrictedPKiPiiii(ptr noalias noundef %0, ptr noalias noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) #0 {
  %6 = alloca %struct.dim3, align 8
  %7 = alloca %struct.dim3, align 8
  %8 = shl nsw i32 %3, 6
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = zext i32 %10 to i64
  %12 = getelementptr inbounds nuw i32, ptr %0, i64 %11
  %13 = load i32, ptr %12, align 4, !tbaa !6
  %14 = add nsw i32 %13, 1
  %15 = icmp eq i32 %9, 0
  br i1 %15, label %16, label %33

16:                                               ; preds = %5
  %17 = add nsw i32 %3, 1
  %18 = icmp slt i32 %17, %2
  br i1 %18, label %19, label %33

19:                                               ; preds = %16
  %20 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 28) #5
  %21 = icmp eq ptr %20, null
  br i1 %21, label %33, label %22

22:                                               ; preds = %19
  %23 = add nsw i32 %14, %4
  store ptr %0, ptr %20, align 64, !tbaa !13
  %24 = getelementptr inbounds nuw i8, ptr %20, i64 8
  store ptr %1, ptr %24, align 8, !tbaa !13
  %25 = getelementptr inbounds nuw i8, ptr %20, i64 16
  store i32 %2, ptr %25, align 16, !tbaa !6
  %26 = getelementptr inbounds nuw i8, ptr %20, i64 20
  store i32 %17, ptr %26, align 4, !tbaa !6
  %27 = getelementptr inbounds nuw i8, ptr %20, i64 24
  store i32 %23, ptr %27, align 8, !tbaa !6
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
  %32 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z10restrictedPKiPiiii, ptr noundef nonnull %20, ptr noundef nonnull byval(%struct.dim3) align 4 %7, ptr noundef nonnull byval(%struct.dim3) align 4 %6, i32 noundef 0, ptr noundef null) #5
  call void @llvm.lifetime.end.p0(ptr nonnull %7)
  call void @llvm.lifetime.end.p0(ptr nonnull %6)
  br label %33

33:                                               ; preds = %19, %22, %16, %5
  %34 = add nsw i32 %14, %4
  %35 = add i32 %10, 64
  %36 = zext i32 %35 to i64
  %37 = getelementptr inbounds nuw i32, ptr %1, i64 %36
  store i32 %34, ptr %37, align 4, !tbaa !6
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z6storesPKiPfiii(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) #0 {
  %6 = alloca %struct.dim3, align 8
  %7 = alloca %struct.dim3, align 8
  %8 = shl nsw i32 %3, 6
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = zext i32 %10 to i64
  %12 = getelementptr inbounds nuw i32, ptr %0, i64 %11
  %13 = load i32, ptr %12, align 4, !tbaa !6
  %14 = mul nsw i32 %13, 3
  %15 = sitofp i32 %14 to float
  %16 = getelementptr inbounds nuw float, ptr %1, i64 %11
  store float %15, ptr %16, align 4, !tbaa !18
  %17 = icmp eq i32 %9, 0
  br i1 %17, label %18, label %35

18:                                               ; preds = %5
  %19 = add nsw i32 %3, 1
  %20 = icmp slt i32 %19, %2
  br i1 %20, label %21, label %35

21:                                               ; preds = %18
  %22 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 28) #5
  %23 = icmp eq ptr %22, null
  br i1 %23, label %35, label %24

24:                                               ; preds = %21
  %25 = add nsw i32 %14, %4
  store ptr %0, ptr %22, align 64, !tbaa !13
  %26 = getelementptr inbounds nuw i8, ptr %22, i64 8
  store ptr %1, ptr %26, align 8, !tbaa !20
  %27 = getelementptr inbounds nuw i8, ptr %22, i64 16
  store i32 %2, ptr %27, align 16, !tbaa !6
  %28 = getelementptr inbounds nuw i8, ptr %22, i64 20
  store i32 %19, ptr %28, align 4, !tbaa !6
  %29 = getelementptr inbounds nuw i8, ptr %22, i64 24
  store i32 %25, ptr %29, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %7)
  call void @llvm.lifetime.start.p0(ptr nonnull %6)
  store i32 64, ptr %6, align 8
  %30 = getelementptr inbounds nuw i8, ptr %6, i64 4
  store i32 1, ptr %30, align 4
  %31 = getelementptr inbounds nuw i8, ptr %6, i64 8
  store i32 1, ptr %31, align 8
  store i32 1, ptr %7, align 8
  %32 = getelementptr inbounds nuw i8, ptr %7, i64 4
  store i32 1, ptr %32, align 4
  %33 = getelementptr inbounds nuw i8, ptr %7, i64 8
  store i32 1, ptr %33, align 8
  %34 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z6storesPKiPfiii, ptr noundef nonnull %22, ptr noundef nonnull byval(%struct.dim3) align 4 %7, ptr noundef nonnull byval(%struct.dim3) align 4 %6, i32 noundef 0, ptr noundef null) #5
  call void @llvm.lifetime.end.p0(ptr nonnull %7)
  call void @llvm.lifetime.end.p0(ptr nonnull %6)
  br label %35

35:                                               ; preds = %21, %24, %18, %5
  %36 = sitofp i32 %4 to float
  %37 = add i32 %10, 1
  %38 = zext i32 %37 to i64
  %39 = getelementptr inbounds nuw float, ptr %1, i64 %38
  store float %36, ptr %39, align 4, !tbaa !18
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z12late_pointerPKiPxii(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3) #0 {
  %5 = alloca %struct.dim3, align 8
  %6 = alloca %struct.dim3, align 8
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = zext nneg i32 %7 to i64
  %9 = getelementptr inbounds nuw i32, ptr %0, i64 %8
  %10 = load i32, ptr %9, align 4, !tbaa !6
  %11 = icmp eq i32 %7, 0
  br i1 %11, label %12, label %30

12:                                               ; preds = %4
  %13 = add nsw i32 %3, 1
  %14 = icmp slt i32 %13, %2
  br i1 %14, label %15, label %30

15:                                               ; preds = %12
  %16 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 24) #5
  %17 = icmp eq ptr %16, null
  br i1 %17, label %30, label %18

18:                                               ; preds = %15
  %19 = and i32 %10, 7
  %20 = zext nneg i32 %19 to i64
  %21 = getelementptr inbounds nuw i32, ptr %0, i64 %20
  store ptr %21, ptr %16, align 64, !tbaa !13
  %22 = getelementptr inbounds nuw i8, ptr %16, i64 8
  store ptr %1, ptr %22, align 8, !tbaa !16
  %23 = getelementptr inbounds nuw i8, ptr %16, i64 16
  store i32 %2, ptr %23, align 16, !tbaa !6
  %24 = getelementptr inbounds nuw i8, ptr %16, i64 20
  store i32 %13, ptr %24, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %6)
  call void @llvm.lifetime.start.p0(ptr nonnull %5)
  store i32 64, ptr %5, align 8
  %25 = getelementptr inbounds nuw i8, ptr %5, i64 4
  store i32 1, ptr %25, align 4
  %26 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store i32 1, ptr %26, align 8
  store i32 1, ptr %6, align 8
  %27 = getelementptr inbounds nuw i8, ptr %6, i64 4
  store i32 1, ptr %27, align 4
  %28 = getelementptr inbounds nuw i8, ptr %6, i64 8
  store i32 1, ptr %28, align 8
  %29 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z12late_pointerPKiPxii, ptr noundef nonnull %16, ptr noundef nonnull byval(%struct.dim3) align 4 %6, ptr noundef nonnull byval(%struct.dim3) align 4 %5, i32 noundef 0, ptr noundef null) #5
  call void @llvm.lifetime.end.p0(ptr nonnull %6)
  call void @llvm.lifetime.end.p0(ptr nonnull %5)
  br label %30

30:                                               ; preds = %15, %18, %12, %4
  %31 = sext i32 %10 to i64
  %32 = shl nsw i32 %3, 6
  %33 = add i32 %32, %7
  %34 = zext i32 %33 to i64
  %35 = getelementptr inbounds nuw i64, ptr %1, i64 %34
  store i64 %31, ptr %35, align 8, !tbaa !11
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z12early_returnPKiPxiiix(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i64 noundef %5) #0 {
  %7 = alloca %struct.dim3, align 8
  %8 = alloca %struct.dim3, align 8
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = icmp slt i32 %9, %4
  br i1 %10, label %11, label %38

11:                                               ; preds = %6
  %12 = icmp eq i32 %9, 0
  br i1 %12, label %13, label %33

13:                                               ; preds = %11
  %14 = add nsw i32 %3, 1
  %15 = icmp slt i32 %14, %2
  br i1 %15, label %16, label %33

16:                                               ; preds = %13
  %17 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 40) #5
  %18 = icmp eq ptr %17, null
  br i1 %18, label %33, label %19

19:                                               ; preds = %16
  %20 = load i32, ptr %0, align 4, !tbaa !6
  %21 = sext i32 %20 to i64
  %22 = add nsw i64 %5, %21
  store ptr %0, ptr %17, align 64, !tbaa !13
  %23 = getelementptr inbounds nuw i8, ptr %17, i64 8
  store ptr %1, ptr %23, align 8, !tbaa !16
  %24 = getelementptr inbounds nuw i8, ptr %17, i64 16
  store i32 %2, ptr %24, align 16, !tbaa !6
  %25 = getelementptr inbounds nuw i8, ptr %17, i64 20
  store i32 %14, ptr %25, align 4, !tbaa !6
  %26 = getelementptr inbounds nuw i8, ptr %17, i64 24
  store i32 %4, ptr %26, align 8, !tbaa !6
  %27 = getelementptr inbounds nuw i8, ptr %17, i64 32
  store i64 %22, ptr %27, align 32, !tbaa !11
  call void @llvm.lifetime.start.p0(ptr nonnull %8)
  call void @llvm.lifetime.start.p0(ptr nonnull %7)
  store i32 64, ptr %7, align 8
  %28 = getelementptr inbounds nuw i8, ptr %7, i64 4
  store i32 1, ptr %28, align 4
  %29 = getelementptr inbounds nuw i8, ptr %7, i64 8
  store i32 1, ptr %29, align 8
  store i32 1, ptr %8, align 8
  %30 = getelementptr inbounds nuw i8, ptr %8, i64 4
  store i32 1, ptr %30, align 4
  %31 = getelementptr inbounds nuw i8, ptr %8, i64 8
  store i32 1, ptr %31, align 8
  %32 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z12early_returnPKiPxiiix, ptr noundef nonnull %17, ptr noundef nonnull byval(%struct.dim3) align 4 %8, ptr noundef nonnull byval(%struct.dim3) align 4 %7, i32 noundef 0, ptr noundef null) #5
  call void @llvm.lifetime.end.p0(ptr nonnull %8)
  call void @llvm.lifetime.end.p0(ptr nonnull %7)
  br label %33

33:                                               ; preds = %16, %19, %13, %11
  %34 = shl nsw i32 %3, 6
  %35 = add nsw i32 %34, %9
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds i64, ptr %1, i64 %36
  store i64 %5, ptr %37, align 8, !tbaa !11
  br label %38

38:                                               ; preds = %6, %33
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z12loop_barrierPKiPxiix(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, i64 noundef %4) #0 {
  %6 = alloca %struct.dim3, align 8
  %7 = alloca %struct.dim3, align 8
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = shl nsw i32 %3, 10
  %10 = or disjoint i32 %9, %8
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds i32, ptr %0, i64 %11
  %13 = load i32, ptr %12, align 4, !tbaa !6
  %14 = sext i32 %13 to i64
  %15 = zext nneg i32 %8 to i64
  %16 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(3) @_ZZ12loop_barrierPKiPxiixE1s to ptr), i64 %15
  store i64 %14, ptr %16, align 8, !tbaa !11
  %17 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %18 = icmp samesign ugt i32 %17, 1
  br i1 %18, label %21, label %19

19:                                               ; preds = %21, %5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %20 = icmp eq i32 %8, 0
  br i1 %20, label %31, label %49

21:                                               ; preds = %5, %21
  %22 = phi i32 [ %29, %21 ], [ 1, %5 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %23 = xor i32 %22, %8
  %24 = zext nneg i32 %23 to i64
  %25 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(3) @_ZZ12loop_barrierPKiPxiixE1s to ptr), i64 %24
  %26 = load i64, ptr %25, align 8, !tbaa !11
  %27 = load i64, ptr %16, align 8, !tbaa !11
  %28 = add nsw i64 %27, %26
  store i64 %28, ptr %16, align 8, !tbaa !11
  %29 = shl nuw nsw i32 %22, 1
  %30 = icmp samesign ult i32 %29, %17
  br i1 %30, label %21, label %19, !llvm.loop !22

31:                                               ; preds = %19
  %32 = add nsw i32 %3, 1
  %33 = icmp slt i32 %32, %2
  br i1 %33, label %34, label %49

34:                                               ; preds = %31
  %35 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 32) #5
  %36 = icmp eq ptr %35, null
  br i1 %36, label %49, label %37

37:                                               ; preds = %34
  %38 = load i64, ptr addrspacecast (ptr addrspace(3) @_ZZ12loop_barrierPKiPxiixE1s to ptr), align 8, !tbaa !11
  %39 = add nsw i64 %38, %4
  store ptr %0, ptr %35, align 64, !tbaa !13
  %40 = getelementptr inbounds nuw i8, ptr %35, i64 8
  store ptr %1, ptr %40, align 8, !tbaa !16
  %41 = getelementptr inbounds nuw i8, ptr %35, i64 16
  store i32 %2, ptr %41, align 16, !tbaa !6
  %42 = getelementptr inbounds nuw i8, ptr %35, i64 20
  store i32 %32, ptr %42, align 4, !tbaa !6
  %43 = getelementptr inbounds nuw i8, ptr %35, i64 24
  store i64 %39, ptr %43, align 8, !tbaa !11
  call void @llvm.lifetime.start.p0(ptr nonnull %7)
  call void @llvm.lifetime.start.p0(ptr nonnull %6)
  store i32 %17, ptr %6, align 8
  %44 = getelementptr inbounds nuw i8, ptr %6, i64 4
  store i32 1, ptr %44, align 4
  %45 = getelementptr inbounds nuw i8, ptr %6, i64 8
  store i32 1, ptr %45, align 8
  store i32 1, ptr %7, align 8
  %46 = getelementptr inbounds nuw i8, ptr %7, i64 4
  store i32 1, ptr %46, align 4
  %47 = getelementptr inbounds nuw i8, ptr %7, i64 8
  store i32 1, ptr %47, align 8
  %48 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z12loop_barrierPKiPxiix, ptr noundef nonnull %35, ptr noundef nonnull byval(%struct.dim3) align 4 %7, ptr noundef nonnull byval(%struct.dim3) align 4 %6, i32 noundef 0, ptr noundef null) #5
  call void @llvm.lifetime.end.p0(ptr nonnull %7)
  call void @llvm.lifetime.end.p0(ptr nonnull %6)
  br label %49

49:                                               ; preds = %34, %37, %31, %19
  %50 = load i64, ptr %16, align 8, !tbaa !11
  %51 = add nsw i64 %50, %4
  %52 = getelementptr inbounds i64, ptr %1, i64 %11
  store i64 %51, ptr %52, align 8, !tbaa !11
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z13split_barrierPKiPxiix(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, i64 noundef %4) #0 {
  %6 = alloca %struct.dim3, align 8
  %7 = alloca %struct.dim3, align 8
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = icmp samesign ult i32 %8, 16
  %10 = zext nneg i32 %8 to i64
  %11 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(3) @_ZZ13split_barrierPKiPxiixE1s to ptr), i64 %10
  br i1 %9, label %12, label %13

12:                                               ; preds = %5
  store i64 1, ptr %11, align 8, !tbaa !11
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %14

13:                                               ; preds = %5
  store i64 2, ptr %11, align 8, !tbaa !11
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %14

14:                                               ; preds = %13, %12
  %15 = icmp eq i32 %8, 0
  br i1 %15, label %16, label %34

16:                                               ; preds = %14
  %17 = add nsw i32 %3, 1
  %18 = icmp slt i32 %17, %2
  br i1 %18, label %19, label %34

19:                                               ; preds = %16
  %20 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 32) #5
  %21 = icmp eq ptr %20, null
  br i1 %21, label %34, label %22

22:                                               ; preds = %19
  %23 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13split_barrierPKiPxiixE1s to ptr), i64 8), align 8, !tbaa !11
  %24 = add nsw i64 %23, %4
  store ptr %0, ptr %20, align 64, !tbaa !13
  %25 = getelementptr inbounds nuw i8, ptr %20, i64 8
  store ptr %1, ptr %25, align 8, !tbaa !16
  %26 = getelementptr inbounds nuw i8, ptr %20, i64 16
  store i32 %2, ptr %26, align 16, !tbaa !6
  %27 = getelementptr inbounds nuw i8, ptr %20, i64 20
  store i32 %17, ptr %27, align 4, !tbaa !6
  %28 = getelementptr inbounds nuw i8, ptr %20, i64 24
  store i64 %24, ptr %28, align 8, !tbaa !11
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
  %33 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z13split_barrierPKiPxiix, ptr noundef nonnull %20, ptr noundef nonnull byval(%struct.dim3) align 4 %7, ptr noundef nonnull byval(%struct.dim3) align 4 %6, i32 noundef 0, ptr noundef null) #5
  call void @llvm.lifetime.end.p0(ptr nonnull %7)
  call void @llvm.lifetime.end.p0(ptr nonnull %6)
  br label %34

34:                                               ; preds = %19, %22, %16, %14
  %35 = zext nneg i32 %8 to i64
  %36 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(3) @_ZZ13split_barrierPKiPxiixE1s to ptr), i64 %35
  %37 = load i64, ptr %36, align 8, !tbaa !11
  %38 = add nsw i64 %37, %4
  %39 = shl nsw i32 %3, 6
  %40 = add nsw i32 %39, %8
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds i64, ptr %1, i64 %41
  store i64 %38, ptr %42, align 8, !tbaa !11
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z6countsPKiPxPiiix(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4, i64 noundef %5) #0 {
  %7 = alloca %struct.dim3, align 8
  %8 = alloca %struct.dim3, align 8
  %9 = shl nsw i32 %4, 6
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = zext i32 %11 to i64
  %13 = getelementptr inbounds nuw i32, ptr %0, i64 %12
  %14 = load i32, ptr %13, align 4, !tbaa !6
  %15 = icmp eq i32 %10, 0
  br i1 %15, label %16, label %35

16:                                               ; preds = %6
  %17 = add nsw i32 %4, 1
  %18 = icmp slt i32 %17, %3
  br i1 %18, label %19, label %35

19:                                               ; preds = %16
  %20 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 40) #5
  %21 = icmp eq ptr %20, null
  br i1 %21, label %35, label %22

22:                                               ; preds = %19
  %23 = sext i32 %14 to i64
  %24 = add nsw i64 %5, %23
  store ptr %0, ptr %20, align 64, !tbaa !13
  %25 = getelementptr inbounds nuw i8, ptr %20, i64 8
  store ptr %1, ptr %25, align 8, !tbaa !16
  %26 = getelementptr inbounds nuw i8, ptr %20, i64 16
  store ptr %2, ptr %26, align 16, !tbaa !13
  %27 = getelementptr inbounds nuw i8, ptr %20, i64 24
  store i32 %3, ptr %27, align 8, !tbaa !6
  %28 = getelementptr inbounds nuw i8, ptr %20, i64 28
  store i32 %17, ptr %28, align 4, !tbaa !6
  %29 = getelementptr inbounds nuw i8, ptr %20, i64 32
  store i64 %24, ptr %29, align 32, !tbaa !11
  call void @llvm.lifetime.start.p0(ptr nonnull %8)
  call void @llvm.lifetime.start.p0(ptr nonnull %7)
  store i32 64, ptr %7, align 8
  %30 = getelementptr inbounds nuw i8, ptr %7, i64 4
  store i32 1, ptr %30, align 4
  %31 = getelementptr inbounds nuw i8, ptr %7, i64 8
  store i32 1, ptr %31, align 8
  store i32 1, ptr %8, align 8
  %32 = getelementptr inbounds nuw i8, ptr %8, i64 4
  store i32 1, ptr %32, align 4
  %33 = getelementptr inbounds nuw i8, ptr %8, i64 8
  store i32 1, ptr %33, align 8
  %34 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z6countsPKiPxPiiix, ptr noundef nonnull %20, ptr noundef nonnull byval(%struct.dim3) align 4 %8, ptr noundef nonnull byval(%struct.dim3) align 4 %7, i32 noundef 0, ptr noundef null) #5
  call void @llvm.lifetime.end.p0(ptr nonnull %8)
  call void @llvm.lifetime.end.p0(ptr nonnull %7)
  br label %35

35:                                               ; preds = %19, %22, %16, %6
  %36 = sext i32 %14 to i64
  %37 = add nsw i64 %5, %36
  %38 = getelementptr inbounds nuw i64, ptr %1, i64 %12
  store i64 %37, ptr %38, align 8, !tbaa !11
  %39 = icmp eq i32 %14, 0
  br i1 %39, label %40, label %42

40:                                               ; preds = %35
  %41 = atomicrmw add ptr %2, i32 1 seq_cst, align 4
  br label %42

42:                                               ; preds = %40, %35
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z6spendsPKiPxii(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3) #0 {
  %5 = alloca %struct.dim3, align 8
  %6 = alloca %struct.dim3, align 8
  %7 = shl nsw i32 %2, 6
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = zext i32 %9 to i64
  %11 = getelementptr inbounds nuw i32, ptr %0, i64 %10
  %12 = load i32, ptr %11, align 4, !tbaa !6
  %13 = and i32 %12, 1
  %14 = icmp eq i32 %8, 0
  %15 = icmp sgt i32 %3, 0
  %16 = and i1 %14, %15
  br i1 %16, label %17, label %32

17:                                               ; preds = %4
  %18 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 24) #5
  %19 = icmp eq ptr %18, null
  br i1 %19, label %32, label %20

20:                                               ; preds = %17
  %21 = add nsw i32 %2, 1
  %22 = xor i32 %13, -1
  %23 = add nsw i32 %3, %22
  store ptr %0, ptr %18, align 64, !tbaa !13
  %24 = getelementptr inbounds nuw i8, ptr %18, i64 8
  store ptr %1, ptr %24, align 8, !tbaa !16
  %25 = getelementptr inbounds nuw i8, ptr %18, i64 16
  store i32 %21, ptr %25, align 16, !tbaa !6
  %26 = getelementptr inbounds nuw i8, ptr %18, i64 20
  store i32 %23, ptr %26, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %6)
  call void @llvm.lifetime.start.p0(ptr nonnull %5)
  store i32 64, ptr %5, align 8
  %27 = getelementptr inbounds nuw i8, ptr %5, i64 4
  store i32 1, ptr %27, align 4
  %28 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store i32 1, ptr %28, align 8
  store i32 1, ptr %6, align 8
  %29 = getelementptr inbounds nuw i8, ptr %6, i64 4
  store i32 1, ptr %29, align 4
  %30 = getelementptr inbounds nuw i8, ptr %6, i64 8
  store i32 1, ptr %30, align 8
  %31 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z6spendsPKiPxii, ptr noundef nonnull %18, ptr noundef nonnull byval(%struct.dim3) align 4 %6, ptr noundef nonnull byval(%struct.dim3) align 4 %5, i32 noundef 0, ptr noundef null) #5
  call void @llvm.lifetime.end.p0(ptr nonnull %6)
  call void @llvm.lifetime.end.p0(ptr nonnull %5)
  br label %32

32:                                               ; preds = %17, %20, %4
  %33 = zext nneg i32 %13 to i64
  %34 = getelementptr inbounds nuw i64, ptr %1, i64 %10
  store i64 %33, ptr %34, align 8, !tbaa !11
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: convergent nounwind
declare dso_local ptr @__cudaCDP2GetParameterBuffer(i64 noundef, i64 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local i32 @__cudaCDP2LaunchDevice(ptr noundef, ptr noundef, ptr noundef byval(%struct.dim3) align 4, ptr noundef byval(%struct.dim3) align 4, i32 noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #4

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { convergent nounwind }

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
!12 = !{!"long long", !8, i64 0}
!13 = !{!14, !14, i64 0}
!14 = !{!"p1 int", !15, i64 0}
!15 = !{!"any pointer", !8, i64 0}
!16 = !{!17, !17, i64 0}
!17 = !{!"p1 long long", !15, i64 0}
!18 = !{!19, !19, i64 0}
!19 = !{!"float", !8, i64 0}
!20 = !{!21, !21, i64 0}
!21 = !{!"p1 float", !15, i64 0}
!22 = distinct !{!22, !23}
!23 = !{!"llvm.loop.mustprogress"}
