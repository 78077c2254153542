; Input: clang 22 -O0 device IR of ../../Analysis/LaunchSites/Inputs/launch-forms.cu
; (command in ../../Analysis/LaunchSites/header-wrapper-o0.ll): launches call
; the CUDA header's internal wrappers _ZL22cudaGetParameterBuffermm and
; _ZL16cudaLaunchDevicePvS_4dim3S0_jP11CUstream_st, dim3 is built by calls to
; dim3::dim3, and the null check is "icmp ne". The rewrite stages the
; parameters in %dpagg.params, folds the check to true, loads the dims after
; the dim3 constructors, calls @__dpagg_launch_v2, and erases the wrappers,
; now dead, so that no V1 entry point is referenced any more.
; REQUIRES: nvptx-registered-target
; RUN: opt -passes='dpagg-lower-v1-launches<all>' -S %s | FileCheck %s \
; RUN:   --implicit-check-not=_ZL22cudaGetParameterBuffermm \
; RUN:   --implicit-check-not=_ZL16cudaLaunchDevice \
; RUN:   --implicit-check-not='call{{.*}}@__cudaCDP2'

; CHECK-LABEL: @_Z6parentPf4Pairi(
; CHECK-NEXT:  [[DPAGG_PARAMS14:%.*]] = alloca [32 x i8], align 64
; CHECK-NEXT:  [[DPAGG_PARAMS7:%.*]] = alloca [1 x i8], align 64
; CHECK-NEXT:  [[DPAGG_PARAMS:%.*]] = alloca [16 x i8], align 64
; CHECK-NEXT:  [[TMP4:%.*]] = alloca ptr, align 8
; CHECK-NEXT:  [[TMP5:%.*]] = alloca i32, align 4
; CHECK-NEXT:  [[TMP6:%.*]] = alloca i32, align 4
; CHECK-NEXT:  [[TMP7:%.*]] = alloca %struct.dim3, align 4
; CHECK-NEXT:  [[TMP8:%.*]] = alloca %struct.dim3, align 4
; CHECK-NEXT:  [[TMP9:%.*]] = alloca %struct.dim3, align 4
; CHECK-NEXT:  [[TMP10:%.*]] = alloca %struct.dim3, align 4
; CHECK-NEXT:  [[TMP11:%.*]] = alloca %struct.Pair, align 8
; CHECK-NEXT:  [[TMP12:%.*]] = alloca %struct.dim3, align 4
; CHECK-NEXT:  [[TMP13:%.*]] = alloca %struct.dim3, align 4
; CHECK-NEXT:  store ptr %0, ptr [[TMP4]], align 8
; CHECK-NEXT:  store i32 %2, ptr [[TMP5]], align 4
; CHECK-NEXT:  [[TMP14:%.*]] = call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; CHECK-NEXT:  [[TMP15:%.*]] = call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
; CHECK-NEXT:  [[TMP16:%.*]] = call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
; CHECK-NEXT:  [[TMP17:%.*]] = mul i32 [[TMP15]], [[TMP16]]
; CHECK-NEXT:  [[TMP18:%.*]] = add i32 [[TMP14]], [[TMP17]]
; CHECK-NEXT:  store i32 [[TMP18]], ptr [[TMP6]], align 4
; CHECK-NEXT:  br i1 true, label %[[BB19:.*]], label %[[BB34:.*]]
; CHECK:       [[BB19]]:
; CHECK-NEXT:  [[TMP20:%.*]] = load i32, ptr [[TMP6]], align 4
; CHECK-NEXT:  [[TMP21:%.*]] = load ptr, ptr [[TMP4]], align 8
; CHECK-NEXT:    call void @llvm.lifetime.start.p0(ptr [[DPAGG_PARAMS]])
; CHECK-NEXT:  [[TMP22:%.*]] = getelementptr inbounds i8, ptr [[DPAGG_PARAMS]], i64 0
; CHECK-NEXT:  [[LAUNDER101:%.*]] = call i32 asm "mov.b32 $0, $1;", "=r,r"(i32 [[TMP20]])
; CHECK-NEXT:  store i32 [[LAUNDER101]], ptr [[TMP22]], align 64
; CHECK-NEXT:  [[TMP23:%.*]] = getelementptr inbounds i8, ptr [[DPAGG_PARAMS]], i64 8
; CHECK-NEXT:  [[LAUNDER101I:%.*]] = ptrtoint ptr [[TMP21]] to i64
; CHECK-NEXT:  [[LAUNDER101L:%.*]] = call i64 asm "mov.b64 $0, $1;", "=l,l"(i64 [[LAUNDER101I]])
; CHECK-NEXT:  [[LAUNDER101:%.*]] = inttoptr i64 [[LAUNDER101L]] to ptr
; CHECK-NEXT:  store ptr [[LAUNDER101]], ptr [[TMP23]], align 8
; CHECK-NEXT:  [[TMP24:%.*]] = load i32, ptr [[TMP5]], align 4
; CHECK-NEXT:  [[TMP25:%.*]] = add nsw i32 [[TMP24]], 31
; CHECK-NEXT:  [[TMP26:%.*]] = sdiv i32 [[TMP25]], 32
; CHECK-NEXT:  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) [[TMP7]], i32 noundef [[TMP26]], i32 noundef 1, i32 noundef 1) {{#[0-9]+}}
; CHECK-NEXT:  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) [[TMP8]], i32 noundef 32, i32 noundef 1, i32 noundef 1) {{#[0-9]+}}
; CHECK-NEXT:  [[TMP27:%.*]] = getelementptr inbounds i8, ptr [[TMP7]], i64 0
; CHECK-NEXT:  [[DPAGG_GRID_X:%.*]] = load i32, ptr [[TMP27]], align 4
; CHECK-NEXT:  [[TMP28:%.*]] = getelementptr inbounds i8, ptr [[TMP7]], i64 4
; CHECK-NEXT:  [[DPAGG_GRID_Y:%.*]] = load i32, ptr [[TMP28]], align 4
; CHECK-NEXT:  [[TMP29:%.*]] = getelementptr inbounds i8, ptr [[TMP7]], i64 8
; CHECK-NEXT:  [[DPAGG_GRID_Z:%.*]] = load i32, ptr [[TMP29]], align 4
; CHECK-NEXT:  [[TMP30:%.*]] = getelementptr inbounds i8, ptr [[TMP8]], i64 0
; CHECK-NEXT:  [[DPAGG_BLOCK_X:%.*]] = load i32, ptr [[TMP30]], align 4
; CHECK-NEXT:  [[TMP31:%.*]] = getelementptr inbounds i8, ptr [[TMP8]], i64 4
; CHECK-NEXT:  [[DPAGG_BLOCK_Y:%.*]] = load i32, ptr [[TMP31]], align 4
; CHECK-NEXT:  [[TMP32:%.*]] = getelementptr inbounds i8, ptr [[TMP8]], i64 8
; CHECK-NEXT:  [[DPAGG_BLOCK_Z:%.*]] = load i32, ptr [[TMP32]], align 4
; CHECK-NEXT:  [[TMP33:%.*]] = call i32 @__dpagg_launch_v2(ptr @_Z5childiPf, ptr [[DPAGG_PARAMS]], i32 16, i32 [[DPAGG_GRID_X]], i32 [[DPAGG_GRID_Y]], i32 [[DPAGG_GRID_Z]], i32 [[DPAGG_BLOCK_X]], i32 [[DPAGG_BLOCK_Y]], i32 [[DPAGG_BLOCK_Z]], i32 0, ptr null, i32 0, ptr @dpagg.name._Z5childiPf)
; CHECK-NEXT:    call void @llvm.lifetime.end.p0(ptr [[DPAGG_PARAMS]])
; CHECK-NEXT:  br label %[[BB34]]
; CHECK:       [[BB34]]:
; CHECK-NEXT:  br i1 true, label %[[BB35:.*]], label %[[BB43:.*]]
; CHECK:       [[BB35]]:
; CHECK-NEXT:  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) [[TMP9]], i32 noundef 2, i32 noundef 3, i32 noundef 4) {{#[0-9]+}}
; CHECK-NEXT:  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) [[TMP10]], i32 noundef 8, i32 noundef 8, i32 noundef 1) {{#[0-9]+}}
; CHECK-NEXT:  [[TMP36:%.*]] = getelementptr inbounds i8, ptr [[TMP9]], i64 0
; CHECK-NEXT:  [[DPAGG_GRID_X1:%.*]] = load i32, ptr [[TMP36]], align 4
; CHECK-NEXT:  [[TMP37:%.*]] = getelementptr inbounds i8, ptr [[TMP9]], i64 4
; CHECK-NEXT:  [[DPAGG_GRID_Y2:%.*]] = load i32, ptr [[TMP37]], align 4
; CHECK-NEXT:  [[TMP38:%.*]] = getelementptr inbounds i8, ptr [[TMP9]], i64 8
; CHECK-NEXT:  [[DPAGG_GRID_Z3:%.*]] = load i32, ptr [[TMP38]], align 4
; CHECK-NEXT:  [[TMP39:%.*]] = getelementptr inbounds i8, ptr [[TMP10]], i64 0
; CHECK-NEXT:  [[DPAGG_BLOCK_X4:%.*]] = load i32, ptr [[TMP39]], align 4
; CHECK-NEXT:  [[TMP40:%.*]] = getelementptr inbounds i8, ptr [[TMP10]], i64 4
; CHECK-NEXT:  [[DPAGG_BLOCK_Y5:%.*]] = load i32, ptr [[TMP40]], align 4
; CHECK-NEXT:  [[TMP41:%.*]] = getelementptr inbounds i8, ptr [[TMP10]], i64 8
; CHECK-NEXT:  [[DPAGG_BLOCK_Z6:%.*]] = load i32, ptr [[TMP41]], align 4
; CHECK-NEXT:    call void @llvm.lifetime.start.p0(ptr [[DPAGG_PARAMS7]])
; CHECK-NEXT:  [[TMP42:%.*]] = call i32 @__dpagg_launch_v2(ptr @_Z6noargsv, ptr [[DPAGG_PARAMS7]], i32 0, i32 [[DPAGG_GRID_X1]], i32 [[DPAGG_GRID_Y2]], i32 [[DPAGG_GRID_Z3]], i32 [[DPAGG_BLOCK_X4]], i32 [[DPAGG_BLOCK_Y5]], i32 [[DPAGG_BLOCK_Z6]], i32 128, ptr null, i32 0, ptr @dpagg.name._Z6noargsv)
; CHECK-NEXT:    call void @llvm.lifetime.end.p0(ptr [[DPAGG_PARAMS7]])
; CHECK-NEXT:  br label %[[BB43]]
; CHECK:       [[BB43]]:
; CHECK-NEXT:  [[TMP44:%.*]] = load i32, ptr [[TMP6]], align 4
; CHECK-NEXT:  [[TMP45:%.*]] = load i32, ptr [[TMP5]], align 4
; CHECK-NEXT:  [[TMP46:%.*]] = icmp slt i32 [[TMP44]], [[TMP45]]
; CHECK-NEXT:  br i1 [[TMP46]], label %[[BB47:.*]], label %[[BB62:.*]]
; CHECK:       [[BB47]]:
; CHECK-NEXT:  br i1 true, label %[[BB48:.*]], label %[[BB61:.*]]
; CHECK:       [[BB48]]:
; CHECK-NEXT:  call void @llvm.memcpy.p0.p0.i64(ptr align 8 [[TMP11]], ptr align 8 %1, i64 16, i1 false)
; CHECK-NEXT:  [[TMP49:%.*]] = load ptr, ptr [[TMP4]], align 8
; CHECK-NEXT:    call void @llvm.lifetime.start.p0(ptr [[DPAGG_PARAMS14]])
; CHECK-NEXT:  [[TMP50:%.*]] = getelementptr inbounds i8, ptr [[DPAGG_PARAMS14]], i64 0
; CHECK-NEXT:  [[SRC0:%.*]] = getelementptr inbounds i8, ptr [[TMP11]], i64 0
; CHECK-NEXT:  [[W0:%.*]] = load i64, ptr [[SRC0]], align 8
; CHECK-NEXT:  [[L0:%.*]] = call i64 asm "mov.b64 $0, $1;", "=l,l"(i64 [[W0]])
; CHECK-NEXT:  [[DST0:%.*]] = getelementptr inbounds i8, ptr [[TMP50]], i64 0
; CHECK-NEXT:  store i64 [[L0]], ptr [[DST0]], align 64
; CHECK-NEXT:  [[SRC8:%.*]] = getelementptr inbounds i8, ptr [[TMP11]], i64 8
; CHECK-NEXT:  [[W8:%.*]] = load i64, ptr [[SRC8]], align 8
; CHECK-NEXT:  [[L8:%.*]] = call i64 asm "mov.b64 $0, $1;", "=l,l"(i64 [[W8]])
; CHECK-NEXT:  [[DST8:%.*]] = getelementptr inbounds i8, ptr [[TMP50]], i64 8
; CHECK-NEXT:  store i64 [[L8]], ptr [[DST8]], align 8
; CHECK-NEXT:  [[TMP51:%.*]] = getelementptr inbounds i8, ptr [[DPAGG_PARAMS14]], i64 16
; CHECK-NEXT:  store i8 120, ptr [[TMP51]], align 16
; CHECK-NEXT:  [[TMP52:%.*]] = getelementptr inbounds i8, ptr [[DPAGG_PARAMS14]], i64 24
; CHECK-NEXT:  [[LAUNDER102I:%.*]] = ptrtoint ptr [[TMP49]] to i64
; CHECK-NEXT:  [[LAUNDER102L:%.*]] = call i64 asm "mov.b64 $0, $1;", "=l,l"(i64 [[LAUNDER102I]])
; CHECK-NEXT:  [[LAUNDER102:%.*]] = inttoptr i64 [[LAUNDER102L]] to ptr
; CHECK-NEXT:  store ptr [[LAUNDER102]], ptr [[TMP52]], align 8
; CHECK-NEXT:  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) [[TMP12]], i32 noundef 1, i32 noundef 1, i32 noundef 1) {{#[0-9]+}}
; CHECK-NEXT:  [[TMP53:%.*]] = load i32, ptr [[TMP6]], align 4
; CHECK-NEXT:  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) [[TMP13]], i32 noundef [[TMP53]], i32 noundef 2, i32 noundef 1) {{#[0-9]+}}
; CHECK-NEXT:  [[TMP54:%.*]] = getelementptr inbounds i8, ptr [[TMP12]], i64 0
; CHECK-NEXT:  [[DPAGG_GRID_X8:%.*]] = load i32, ptr [[TMP54]], align 4
; CHECK-NEXT:  [[TMP55:%.*]] = getelementptr inbounds i8, ptr [[TMP12]], i64 4
; CHECK-NEXT:  [[DPAGG_GRID_Y9:%.*]] = load i32, ptr [[TMP55]], align 4
; CHECK-NEXT:  [[TMP56:%.*]] = getelementptr inbounds i8, ptr [[TMP12]], i64 8
; CHECK-NEXT:  [[DPAGG_GRID_Z10:%.*]] = load i32, ptr [[TMP56]], align 4
; CHECK-NEXT:  [[TMP57:%.*]] = getelementptr inbounds i8, ptr [[TMP13]], i64 0
; CHECK-NEXT:  [[DPAGG_BLOCK_X11:%.*]] = load i32, ptr [[TMP57]], align 4
; CHECK-NEXT:  [[TMP58:%.*]] = getelementptr inbounds i8, ptr [[TMP13]], i64 4
; CHECK-NEXT:  [[DPAGG_BLOCK_Y12:%.*]] = load i32, ptr [[TMP58]], align 4
; CHECK-NEXT:  [[TMP59:%.*]] = getelementptr inbounds i8, ptr [[TMP13]], i64 8
; CHECK-NEXT:  [[DPAGG_BLOCK_Z13:%.*]] = load i32, ptr [[TMP59]], align 4
; CHECK-NEXT:  [[TMP60:%.*]] = call i32 @__dpagg_launch_v2(ptr @_Z10withstruct4PaircPf, ptr [[DPAGG_PARAMS14]], i32 32, i32 [[DPAGG_GRID_X8]], i32 [[DPAGG_GRID_Y9]], i32 [[DPAGG_GRID_Z10]], i32 [[DPAGG_BLOCK_X11]], i32 [[DPAGG_BLOCK_Y12]], i32 [[DPAGG_BLOCK_Z13]], i32 0, ptr inttoptr (i64 3 to ptr), i32 0, ptr @dpagg.name._Z10withstruct4PaircPf)
; CHECK-NEXT:    call void @llvm.lifetime.end.p0(ptr [[DPAGG_PARAMS14]])
; CHECK-NEXT:  br label %[[BB61]]
; CHECK:       [[BB61]]:
; CHECK-NEXT:  br label %[[BB62]]
; CHECK:       [[BB62]]:
; CHECK-NEXT:  ret void
;
; CHECK: declare i32 @__dpagg_launch_v2(ptr, ptr, i32, i32, i32, i32, i32, i32, i32, i32, ptr, i32, ptr)

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
