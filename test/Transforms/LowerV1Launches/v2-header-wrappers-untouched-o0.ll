; Input: clang 22 -O0 device IR of ../../Analysis/LaunchSites/Inputs/v2-hand-written.cu
; (command in ../../Analysis/LaunchSites/v2-hand-written-o0.ll): V2 launches
; through the CUDA header's internal wrappers. Nothing is rewritten, and the
; wrappers, still called, are not erased.
; REQUIRES: nvptx-registered-target
; RUN: opt -passes=verify -S %s -o %t.before.ll
; RUN: opt -passes='dpagg-lower-v1-launches<all>' -S %s -o %t.after.ll
; RUN: diff %t.before.ll %t.after.ll
; RUN: FileCheck %s --implicit-check-not=__dpagg < %t.after.ll

; CHECK-LABEL: @_Z6parentPfi(
; CHECK:       call noundef ptr @_ZL24cudaGetParameterBufferV2Pv4dim3S0_j(
; CHECK:       call noundef i32 @_ZL18cudaLaunchDeviceV2PvP11CUstream_st(
; CHECK:       call noundef ptr @_ZL24cudaGetParameterBufferV2Pv4dim3S0_j(
; CHECK:       call noundef i32 @_ZL23cudaLaunchDeviceV2_ptszPvP11CUstream_st(
; CHECK:       define internal noundef ptr @_ZL24cudaGetParameterBufferV2Pv4dim3S0_j(
; CHECK:       define internal noundef i32 @_ZL18cudaLaunchDeviceV2PvP11CUstream_st(
; CHECK:       define internal noundef i32 @_ZL23cudaLaunchDeviceV2_ptszPvP11CUstream_st(

source_filename = "Inputs/v2-hand-written.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.dim3 = type { i32, i32, i32 }

$_ZN4dim3C1Ejjj = comdat any

$_ZN4dim3C2Ejjj = comdat any

@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1

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
define dso_local ptx_kernel void @_Z6parentPfi(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca %struct.dim3, align 4
  %8 = alloca %struct.dim3, align 4
  %9 = alloca ptr, align 8
  %10 = alloca %struct.dim3, align 4
  %11 = alloca %struct.dim3, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %12 = call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store i32 %12, ptr %5, align 4
  %13 = load i32, ptr %4, align 4
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %7, i32 noundef %13, i32 noundef 1, i32 noundef 1) #5
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %8, i32 noundef 64, i32 noundef 1, i32 noundef 1) #5
  %14 = call noundef ptr @_ZL24cudaGetParameterBufferV2Pv4dim3S0_j(ptr noundef @_Z5childiPf, ptr noundef byval(%struct.dim3) align 4 %7, ptr noundef byval(%struct.dim3) align 4 %8, i32 noundef 32) #5
  store ptr %14, ptr %6, align 8
  %15 = load ptr, ptr %6, align 8
  %16 = icmp ne ptr %15, null
  br i1 %16, label %17, label %25

17:                                               ; preds = %2
  %18 = load i32, ptr %5, align 4
  %19 = load ptr, ptr %6, align 8
  store i32 %18, ptr %19, align 4
  %20 = load ptr, ptr %3, align 8
  %21 = load ptr, ptr %6, align 8
  %22 = getelementptr inbounds i8, ptr %21, i64 8
  store ptr %20, ptr %22, align 8
  %23 = load ptr, ptr %6, align 8
  %24 = call noundef i32 @_ZL18cudaLaunchDeviceV2PvP11CUstream_st(ptr noundef %23, ptr noundef inttoptr (i64 4 to ptr)) #5
  br label %25

25:                                               ; preds = %17, %2
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %10, i32 noundef 1, i32 noundef 1, i32 noundef 1) #5
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %11, i32 noundef 1, i32 noundef 1, i32 noundef 1) #5
  %26 = call noundef ptr @_ZL24cudaGetParameterBufferV2Pv4dim3S0_j(ptr noundef @_Z5childiPf, ptr noundef byval(%struct.dim3) align 4 %10, ptr noundef byval(%struct.dim3) align 4 %11, i32 noundef 0) #5
  store ptr %26, ptr %9, align 8
  %27 = load ptr, ptr %9, align 8
  %28 = icmp ne ptr %27, null
  br i1 %28, label %29, label %38

29:                                               ; preds = %25
  %30 = load i32, ptr %5, align 4
  %31 = add nsw i32 %30, 1
  %32 = load ptr, ptr %9, align 8
  store i32 %31, ptr %32, align 4
  %33 = load ptr, ptr %3, align 8
  %34 = load ptr, ptr %9, align 8
  %35 = getelementptr inbounds i8, ptr %34, i64 8
  store ptr %33, ptr %35, align 8
  %36 = load ptr, ptr %9, align 8
  %37 = call noundef i32 @_ZL23cudaLaunchDeviceV2_ptszPvP11CUstream_st(ptr noundef %36, ptr noundef null) #5
  br label %38

38:                                               ; preds = %29, %25
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef ptr @_ZL24cudaGetParameterBufferV2Pv4dim3S0_j(ptr noundef %0, ptr noundef byval(%struct.dim3) align 4 %1, ptr noundef byval(%struct.dim3) align 4 %2, i32 noundef %3) #1 {
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca %struct.dim3, align 4
  %8 = alloca %struct.dim3, align 4
  store ptr %0, ptr %5, align 8
  store i32 %3, ptr %6, align 4
  %9 = load ptr, ptr %5, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %7, ptr align 4 %1, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %8, ptr align 4 %2, i64 12, i1 false)
  %10 = load i32, ptr %6, align 4
  %11 = call ptr @__cudaCDP2GetParameterBufferV2(ptr noundef %9, ptr noundef byval(%struct.dim3) align 4 %7, ptr noundef byval(%struct.dim3) align 4 %8, i32 noundef %10) #5
  ret ptr %11
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

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL18cudaLaunchDeviceV2PvP11CUstream_st(ptr noundef %0, ptr noundef %1) #1 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = call i32 @__cudaCDP2LaunchDeviceV2(ptr noundef %5, ptr noundef %6) #5
  ret i32 %7
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL23cudaLaunchDeviceV2_ptszPvP11CUstream_st(ptr noundef %0, ptr noundef %1) #1 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = call i32 @__cudaCDP2LaunchDeviceV2_ptsz(ptr noundef %5, ptr noundef %6) #5
  ret i32 %7
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: convergent nounwind
declare dso_local ptr @__cudaCDP2GetParameterBufferV2(ptr noundef, ptr noundef byval(%struct.dim3) align 4, ptr noundef byval(%struct.dim3) align 4, i32 noundef) #3

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #4

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

; Function Attrs: convergent nounwind
declare dso_local i32 @__cudaCDP2LaunchDeviceV2(ptr noundef, ptr noundef) #3

; Function Attrs: convergent nounwind
declare dso_local i32 @__cudaCDP2LaunchDeviceV2_ptsz(ptr noundef, ptr noundef) #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
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
