; Produced by (clang 22.1.8, CUDA 13.0):
;   clang++ -x cuda --cuda-path=/usr/local/cuda 
;     --cuda-gpu-arch=sm_90 -fgpu-rdc --cuda-device-only -D__CUDACC_RDC__ 
;     -Wno-unknown-cuda-version -S -emit-llvm -O0 Inputs/launch-forms.cu
; At -O0 the launches call the CUDA header's internal wrappers
; (_ZL22cudaGetParameterBuffermm, _ZL16cudaLaunchDevice...), the buffer is
; spilled to nothing but dim3 is built by a dim3::dim3 call, and every value
; goes through an alloca.
; REQUIRES: nvptx-registered-target
; RUN: opt -passes='print<dpagg-launch-sites>' -disable-output %s 2>&1 | FileCheck %s

; CHECK-LABEL: DPAgg launch sites: 3
; CHECK-NEXT:  launch in @_Z6parentPf4Pairi of @_Z5childiPf via V1 (header wrapper)
; CHECK-NEXT:    grid: (%28, 1, 1) from %7{{$}}
; CHECK-NEXT:    block: (32, 1, 1) from %8{{$}}
; CHECK-NEXT:    shmem: 0
; CHECK-NEXT:    stream: null (NULL)
; CHECK-NEXT:    buffer: 16 bytes, align 8, null checks: 1
; CHECK-NEXT:    param 0: offset 0, size 4: [0, +4) store %22{{$}}
; CHECK-NEXT:    param 1: offset 8, size 8: [8, +8) store %23{{$}}
; CHECK-NEXT:    loop: none
; CHECK-NEXT:  launch in @_Z6parentPf4Pairi of @_Z6noargsv via V1 (header wrapper)
; CHECK-NEXT:    grid: (2, 3, 4) from %9{{$}}
; CHECK-NEXT:    block: (8, 8, 1) from %10{{$}}
; CHECK-NEXT:    shmem: 128
; CHECK-NEXT:    stream: null (NULL)
; CHECK-NEXT:    buffer: 0 bytes, align 1, null checks: 1
; CHECK-NEXT:    loop: none
; CHECK-NEXT:  launch in @_Z6parentPf4Pairi of @_Z10withstruct4PaircPf via V1 (header wrapper)
; CHECK-NEXT:    grid: (1, 1, 1) from %12{{$}}
; CHECK-NEXT:    block: (%47, 2, 1) from %13{{$}}
; CHECK-NEXT:    shmem: 0
; CHECK-NEXT:    stream: inttoptr (i64 3 to ptr) (tail-launch)
; CHECK-NEXT:    buffer: 32 bytes, align 8, null checks: 1
; CHECK-NEXT:    param 0: offset 0, size 16: [0, +16) copy of %11{{$}}
; CHECK-NEXT:    param 1: offset 16, size 1: [16, +1) store 120
; CHECK-NEXT:    param 2: offset 24, size 8: [24, +8) store %43{{$}}
; CHECK-NEXT:    loop: none

source_filename = "Inputs/launch-forms.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.Pair = type { i32, double }
%struct.dim3 = type { i32, i32, i32 }

$_ZN4dim3C1Ejjj = comdat any

$_ZN4dim3C2Ejjj = comdat any

@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @_Z5childiPf(i32 noundef %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  store i32 %0, ptr %3, align 4
  store ptr %1, ptr %4, align 8
  %5 = load i32, ptr %3, align 4
  %6 = sitofp i32 %5 to float
  %7 = load ptr, ptr %4, align 8
  %8 = load i32, ptr %3, align 4
  %9 = sext i32 %8 to i64
  %10 = getelementptr inbounds float, ptr %7, i64 %9
  store float %6, ptr %10, align 4
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @_Z6noargsv() #0 {
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @_Z10withstruct4PaircPf(ptr noundef byval(%struct.Pair) align 8 %0, i8 noundef signext %1, ptr noundef %2) #0 {
  %4 = alloca i8, align 1
  %5 = alloca ptr, align 8
  store i8 %1, ptr %4, align 1
  store ptr %2, ptr %5, align 8
  %6 = getelementptr inbounds nuw %struct.Pair, ptr %0, i32 0, i32 1
  %7 = load double, ptr %6, align 8
  %8 = load i8, ptr %4, align 1
  %9 = sext i8 %8 to i32
  %10 = sitofp i32 %9 to double
  %11 = fadd contract double %7, %10
  %12 = fptrunc contract double %11 to float
  %13 = load ptr, ptr %5, align 8
  %14 = getelementptr inbounds float, ptr %13, i64 0
  store float %12, ptr %14, align 4
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @_Z6parentPf4Pairi(ptr noundef %0, ptr noundef byval(%struct.Pair) align 8 %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca %struct.dim3, align 4
  %8 = alloca %struct.dim3, align 4
  %9 = alloca %struct.dim3, align 4
  %10 = alloca %struct.dim3, align 4
  %11 = alloca %struct.Pair, align 8
  %12 = alloca %struct.dim3, align 4
  %13 = alloca %struct.dim3, align 4
  store ptr %0, ptr %4, align 8
  store i32 %2, ptr %5, align 4
  %14 = call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %15 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %16 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %17 = mul i32 %15, %16
  %18 = add i32 %14, %17
  store i32 %18, ptr %6, align 4
  %19 = call noundef ptr @_ZL22cudaGetParameterBuffermm(i64 noundef 64, i64 noundef 16) #5
  %20 = icmp ne ptr %19, null
  br i1 %20, label %21, label %30

21:                                               ; preds = %3
  %22 = load i32, ptr %6, align 4
  %23 = load ptr, ptr %4, align 8
  %24 = getelementptr inbounds i8, ptr %19, i64 0
  store i32 %22, ptr %24, align 64
  %25 = getelementptr inbounds i8, ptr %19, i64 8
  store ptr %23, ptr %25, align 8
  %26 = load i32, ptr %5, align 4
  %27 = add nsw i32 %26, 31
  %28 = sdiv i32 %27, 32
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %7, i32 noundef %28, i32 noundef 1, i32 noundef 1) #5
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %8, i32 noundef 32, i32 noundef 1, i32 noundef 1) #5
  %29 = call noundef i32 @_ZL16cudaLaunchDevicePvS_4dim3S0_jP11CUstream_st(ptr noundef @_Z5childiPf, ptr noundef %19, ptr noundef byval(%struct.dim3) align 4 %7, ptr noundef byval(%struct.dim3) align 4 %8, i32 noundef 0, ptr noundef null) #5
  br label %30

30:                                               ; preds = %21, %3
  %31 = call noundef ptr @_ZL22cudaGetParameterBuffermm(i64 noundef 64, i64 noundef 0) #5
  %32 = icmp ne ptr %31, null
  br i1 %32, label %33, label %35

33:                                               ; preds = %30
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %9, i32 noundef 2, i32 noundef 3, i32 noundef 4) #5
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %10, i32 noundef 8, i32 noundef 8, i32 noundef 1) #5
  %34 = call noundef i32 @_ZL16cudaLaunchDevicePvS_4dim3S0_jP11CUstream_st(ptr noundef @_Z6noargsv, ptr noundef %31, ptr noundef byval(%struct.dim3) align 4 %9, ptr noundef byval(%struct.dim3) align 4 %10, i32 noundef 128, ptr noundef null) #5
  br label %35

35:                                               ; preds = %33, %30
  %36 = load i32, ptr %6, align 4
  %37 = load i32, ptr %5, align 4
  %38 = icmp slt i32 %36, %37
  br i1 %38, label %39, label %50

39:                                               ; preds = %35
  %40 = call noundef ptr @_ZL22cudaGetParameterBuffermm(i64 noundef 64, i64 noundef 32) #5
  %41 = icmp ne ptr %40, null
  br i1 %41, label %42, label %49

42:                                               ; preds = %39
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %11, ptr align 8 %1, i64 16, i1 false)
  %43 = load ptr, ptr %4, align 8
  %44 = getelementptr inbounds i8, ptr %40, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 64 %44, ptr align 8 %11, i64 16, i1 false)
  %45 = getelementptr inbounds i8, ptr %40, i64 16
  store i8 120, ptr %45, align 16
  %46 = getelementptr inbounds i8, ptr %40, i64 24
  store ptr %43, ptr %46, align 8
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %12, i32 noundef 1, i32 noundef 1, i32 noundef 1) #5
  %47 = load i32, ptr %6, align 4
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %13, i32 noundef %47, i32 noundef 2, i32 noundef 1) #5
  %48 = call noundef i32 @_ZL16cudaLaunchDevicePvS_4dim3S0_jP11CUstream_st(ptr noundef @_Z10withstruct4PaircPf, ptr noundef %40, ptr noundef byval(%struct.dim3) align 4 %12, ptr noundef byval(%struct.dim3) align 4 %13, i32 noundef 0, ptr noundef inttoptr (i64 3 to ptr)) #5
  br label %49

49:                                               ; preds = %42, %39
  br label %50

50:                                               ; preds = %49, %35
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef ptr @_ZL22cudaGetParameterBuffermm(i64 noundef %0, i64 noundef %1) #1 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %3, align 8
  %6 = load i64, ptr %4, align 8
  %7 = call ptr @__cudaCDP2GetParameterBuffer(i64 noundef %5, i64 noundef %6) #5
  ret ptr %7
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL16cudaLaunchDevicePvS_4dim3S0_jP11CUstream_st(ptr noundef %0, ptr noundef %1, ptr noundef byval(%struct.dim3) align 4 %2, ptr noundef byval(%struct.dim3) align 4 %3, i32 noundef %4, ptr noundef %5) #1 {
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca ptr, align 8
  %11 = alloca %struct.dim3, align 4
  %12 = alloca %struct.dim3, align 4
  store ptr %0, ptr %7, align 8
  store ptr %1, ptr %8, align 8
  store i32 %4, ptr %9, align 4
  store ptr %5, ptr %10, align 8
  %13 = load ptr, ptr %7, align 8
  %14 = load ptr, ptr %8, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %11, ptr align 4 %2, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %12, ptr align 4 %3, i64 12, i1 false)
  %15 = load i32, ptr %9, align 4
  %16 = load ptr, ptr %10, align 8
  %17 = call i32 @__cudaCDP2LaunchDevice(ptr noundef %13, ptr noundef %14, ptr noundef byval(%struct.dim3) align 4 %11, ptr noundef byval(%struct.dim3) align 4 %12, i32 noundef %15, ptr noundef %16) #5
  ret i32 %17
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) unnamed_addr #1 comdat align 2 {
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  store i32 %2, ptr %7, align 4
  store i32 %3, ptr %8, align 4
  %9 = load ptr, ptr %5, align 8
  %10 = load i32, ptr %6, align 4
  %11 = load i32, ptr %7, align 4
  %12 = load i32, ptr %8, align 4
  call void @_ZN4dim3C2Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %9, i32 noundef %10, i32 noundef %11, i32 noundef %12) #5
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: convergent nounwind
declare dso_local ptr @__cudaCDP2GetParameterBuffer(i64 noundef, i64 noundef) #4

; Function Attrs: convergent nounwind
declare dso_local i32 @__cudaCDP2LaunchDevice(ptr noundef, ptr noundef, ptr noundef byval(%struct.dim3) align 4, ptr noundef byval(%struct.dim3) align 4, i32 noundef, ptr noundef) #4

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN4dim3C2Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) unnamed_addr #1 comdat align 2 {
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  store i32 %2, ptr %7, align 4
  store i32 %3, ptr %8, align 4
  %9 = load ptr, ptr %5, align 8
  %10 = getelementptr inbounds nuw %struct.dim3, ptr %9, i32 0, i32 0
  %11 = load i32, ptr %6, align 4
  store i32 %11, ptr %10, align 4
  %12 = getelementptr inbounds nuw %struct.dim3, ptr %9, i32 0, i32 1
  %13 = load i32, ptr %7, align 4
  store i32 %13, ptr %12, align 4
  %14 = getelementptr inbounds nuw %struct.dim3, ptr %9, i32 0, i32 2
  %15 = load i32, ptr %8, align 4
  store i32 %15, ptr %14, align 4
  ret void
}

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #5 = { convergent nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4, !5}
!nvvmir.version = !{!6}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 12, i32 9]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!5 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!6 = !{i32 2, i32 0}
