; Input: clang 22 -O2 device IR of ../../Analysis/LaunchSites/Inputs/launch-forms.cu
; (the producing command is in ../../Analysis/LaunchSites/cdp2-after-inlining.ll).
; Each V1 launch becomes one call of @__dpagg_launch_v2(kernel, params, size,
; grid x/y/z, block x/y/z, shmem, stream, flags, name): the parameter buffer is
; replaced by a 64-byte aligned staging alloca %dpagg.params that the original
; stores now write, its null check folds to "not null", and grid/block are
; loaded from the launch's dim3 operands right before the call. Flags 0 by
; default; -dpagg-report-launch-errors (off by default: a compiler must not
; change what a program prints) makes them 2.
; REQUIRES: nvptx-registered-target
; RUN: opt -passes='dpagg-lower-v1-launches<all>' -S %s \
; RUN:   | FileCheck %s -DFLAGS=0 --implicit-check-not='call{{.*}}@__cudaCDP2'
; RUN: opt -passes='dpagg-lower-v1-launches<all>' -dpagg-report-launch-errors -S %s \
; RUN:   | FileCheck %s -DFLAGS=2 --implicit-check-not='call{{.*}}@__cudaCDP2'
; RUN: opt -passes='dpagg-lower-v1-launches<all>' -pass-remarks=dpagg -disable-output %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=REMARK

; REMARK:      remark: <unknown>:0:0: launch of child(int, float*) rewritten from V1 to V2
; REMARK-NEXT: remark: <unknown>:0:0: launch of noargs() rewritten from V1 to V2
; REMARK-NEXT: remark: <unknown>:0:0: launch of withstruct(Pair, char, float*) rewritten from V1 to V2
; REMARK-NOT:  remark

; CHECK: @dpagg.name._Z5childiPf = private unnamed_addr constant [19 x i8] c"child(int, float*)\00", align 1
; CHECK: @dpagg.name._Z6noargsv = private unnamed_addr constant [9 x i8] c"noargs()\00", align 1
; CHECK: @dpagg.name._Z10withstruct4PaircPf = private unnamed_addr constant [31 x i8] c"withstruct(Pair, char, float*)\00", align 1
;
; CHECK-LABEL: @_Z6parentPf4Pairi(
; CHECK-NEXT:  [[DPAGG_PARAMS14:%.*]] = alloca [32 x i8], align 64
; CHECK-NEXT:  [[DPAGG_PARAMS7:%.*]] = alloca [1 x i8], align 64
; CHECK-NEXT:  [[DPAGG_PARAMS:%.*]] = alloca [16 x i8], align 64
; CHECK-NEXT:  [[TMP4:%.*]] = alloca %struct.dim3, align 8
; CHECK-NEXT:  [[TMP5:%.*]] = alloca %struct.dim3, align 8
; CHECK-NEXT:  [[TMP6:%.*]] = alloca %struct.dim3, align 8
; CHECK-NEXT:  [[TMP7:%.*]] = alloca %struct.dim3, align 8
; CHECK-NEXT:  [[TMP8:%.*]] = alloca %struct.dim3, align 8
; CHECK-NEXT:  [[TMP9:%.*]] = alloca %struct.dim3, align 8
; CHECK-NEXT:  [[TMP10:%.*]] = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; CHECK-NEXT:  [[TMP11:%.*]] = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
; CHECK-NEXT:  [[TMP12:%.*]] = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
; CHECK-NEXT:  [[TMP13:%.*]] = mul i32 [[TMP11]], [[TMP12]]
; CHECK-NEXT:  [[TMP14:%.*]] = add i32 [[TMP13]], [[TMP10]]
; CHECK-NEXT:  br i1 false, label %[[BB30:.*]], label %[[BB15:.*]]
; CHECK:       [[BB15]]:
; CHECK-NEXT:  [[LAUNDERED:%.*]] = call i32 asm "mov.b32 $0, $1;", "=r,r"(i32 [[TMP14]])
; CHECK-NEXT:    call void @llvm.lifetime.start.p0(ptr [[DPAGG_PARAMS]])
; CHECK-NEXT:  store i32 [[LAUNDERED]], ptr [[DPAGG_PARAMS]], align 64, !tbaa {{![0-9]+}}
; CHECK-NEXT:  [[TMP16:%.*]] = getelementptr inbounds nuw i8, ptr [[DPAGG_PARAMS]], i64 8
; CHECK-NEXT:  store ptr %0, ptr [[TMP16]], align 8, !tbaa {{![0-9]+}}
; CHECK-NEXT:  [[TMP17:%.*]] = add nsw i32 %2, 31
; CHECK-NEXT:  [[TMP18:%.*]] = sdiv i32 [[TMP17]], 32
; CHECK-NEXT:  call void @llvm.lifetime.start.p0(ptr nonnull [[TMP9]])
; CHECK-NEXT:  call void @llvm.lifetime.start.p0(ptr nonnull [[TMP8]])
; CHECK-NEXT:  store i32 32, ptr [[TMP8]], align 8
; CHECK-NEXT:  [[TMP19:%.*]] = getelementptr inbounds nuw i8, ptr [[TMP8]], i64 4
; CHECK-NEXT:  store i32 1, ptr [[TMP19]], align 4
; CHECK-NEXT:  [[TMP20:%.*]] = getelementptr inbounds nuw i8, ptr [[TMP8]], i64 8
; CHECK-NEXT:  store i32 1, ptr [[TMP20]], align 8
; CHECK-NEXT:  store i32 [[TMP18]], ptr [[TMP9]], align 8
; CHECK-NEXT:  [[TMP21:%.*]] = getelementptr inbounds nuw i8, ptr [[TMP9]], i64 4
; CHECK-NEXT:  store i32 1, ptr [[TMP21]], align 4
; CHECK-NEXT:  [[TMP22:%.*]] = getelementptr inbounds nuw i8, ptr [[TMP9]], i64 8
; CHECK-NEXT:  store i32 1, ptr [[TMP22]], align 8
; CHECK-NEXT:  [[TMP23:%.*]] = getelementptr inbounds i8, ptr [[TMP9]], i64 0
; CHECK-NEXT:  [[DPAGG_GRID_X:%.*]] = load i32, ptr [[TMP23]], align 4
; CHECK-NEXT:  [[TMP24:%.*]] = getelementptr inbounds i8, ptr [[TMP9]], i64 4
; CHECK-NEXT:  [[DPAGG_GRID_Y:%.*]] = load i32, ptr [[TMP24]], align 4
; CHECK-NEXT:  [[TMP25:%.*]] = getelementptr inbounds i8, ptr [[TMP9]], i64 8
; CHECK-NEXT:  [[DPAGG_GRID_Z:%.*]] = load i32, ptr [[TMP25]], align 4
; CHECK-NEXT:  [[TMP26:%.*]] = getelementptr inbounds i8, ptr [[TMP8]], i64 0
; CHECK-NEXT:  [[DPAGG_BLOCK_X:%.*]] = load i32, ptr [[TMP26]], align 4
; CHECK-NEXT:  [[TMP27:%.*]] = getelementptr inbounds i8, ptr [[TMP8]], i64 4
; CHECK-NEXT:  [[DPAGG_BLOCK_Y:%.*]] = load i32, ptr [[TMP27]], align 4
; CHECK-NEXT:  [[TMP28:%.*]] = getelementptr inbounds i8, ptr [[TMP8]], i64 8
; CHECK-NEXT:  [[DPAGG_BLOCK_Z:%.*]] = load i32, ptr [[TMP28]], align 4
; CHECK-NEXT:  [[TMP29:%.*]] = call i32 @__dpagg_launch_v2(ptr @_Z5childiPf, ptr [[DPAGG_PARAMS]], i32 16, i32 [[DPAGG_GRID_X]], i32 [[DPAGG_GRID_Y]], i32 [[DPAGG_GRID_Z]], i32 [[DPAGG_BLOCK_X]], i32 [[DPAGG_BLOCK_Y]], i32 [[DPAGG_BLOCK_Z]], i32 0, ptr null, i32 [[FLAGS]], ptr @dpagg.name._Z5childiPf)
; CHECK-NEXT:    call void @llvm.lifetime.end.p0(ptr [[DPAGG_PARAMS]])
; CHECK-NEXT:  call void @llvm.lifetime.end.p0(ptr nonnull [[TMP9]])
; CHECK-NEXT:  call void @llvm.lifetime.end.p0(ptr nonnull [[TMP8]])
; CHECK-NEXT:  br label %[[BB30]]
; CHECK:       [[BB30]]:
; CHECK-NEXT:  br i1 false, label %[[BB43:.*]], label %[[BB31:.*]]
; CHECK:       [[BB31]]:
; CHECK-NEXT:  call void @llvm.lifetime.start.p0(ptr nonnull [[TMP7]])
; CHECK-NEXT:  call void @llvm.lifetime.start.p0(ptr nonnull [[TMP6]])
; CHECK-NEXT:  store i32 8, ptr [[TMP6]], align 8
; CHECK-NEXT:  [[TMP32:%.*]] = getelementptr inbounds nuw i8, ptr [[TMP6]], i64 4
; CHECK-NEXT:  store i32 8, ptr [[TMP32]], align 4
; CHECK-NEXT:  [[TMP33:%.*]] = getelementptr inbounds nuw i8, ptr [[TMP6]], i64 8
; CHECK-NEXT:  store i32 1, ptr [[TMP33]], align 8
; CHECK-NEXT:  store i32 2, ptr [[TMP7]], align 8
; CHECK-NEXT:  [[TMP34:%.*]] = getelementptr inbounds nuw i8, ptr [[TMP7]], i64 4
; CHECK-NEXT:  store i32 3, ptr [[TMP34]], align 4
; CHECK-NEXT:  [[TMP35:%.*]] = getelementptr inbounds nuw i8, ptr [[TMP7]], i64 8
; CHECK-NEXT:  store i32 4, ptr [[TMP35]], align 8
; CHECK-NEXT:  [[TMP36:%.*]] = getelementptr inbounds i8, ptr [[TMP7]], i64 0
; CHECK-NEXT:  [[DPAGG_GRID_X1:%.*]] = load i32, ptr [[TMP36]], align 4
; CHECK-NEXT:  [[TMP37:%.*]] = getelementptr inbounds i8, ptr [[TMP7]], i64 4
; CHECK-NEXT:  [[DPAGG_GRID_Y2:%.*]] = load i32, ptr [[TMP37]], align 4
; CHECK-NEXT:  [[TMP38:%.*]] = getelementptr inbounds i8, ptr [[TMP7]], i64 8
; CHECK-NEXT:  [[DPAGG_GRID_Z3:%.*]] = load i32, ptr [[TMP38]], align 4
; CHECK-NEXT:  [[TMP39:%.*]] = getelementptr inbounds i8, ptr [[TMP6]], i64 0
; CHECK-NEXT:  [[DPAGG_BLOCK_X4:%.*]] = load i32, ptr [[TMP39]], align 4
; CHECK-NEXT:  [[TMP40:%.*]] = getelementptr inbounds i8, ptr [[TMP6]], i64 4
; CHECK-NEXT:  [[DPAGG_BLOCK_Y5:%.*]] = load i32, ptr [[TMP40]], align 4
; CHECK-NEXT:  [[TMP41:%.*]] = getelementptr inbounds i8, ptr [[TMP6]], i64 8
; CHECK-NEXT:  [[DPAGG_BLOCK_Z6:%.*]] = load i32, ptr [[TMP41]], align 4
; CHECK-NEXT:    call void @llvm.lifetime.start.p0(ptr [[DPAGG_PARAMS7]])
; CHECK-NEXT:  [[TMP42:%.*]] = call i32 @__dpagg_launch_v2(ptr @_Z6noargsv, ptr [[DPAGG_PARAMS7]], i32 0, i32 [[DPAGG_GRID_X1]], i32 [[DPAGG_GRID_Y2]], i32 [[DPAGG_GRID_Z3]], i32 [[DPAGG_BLOCK_X4]], i32 [[DPAGG_BLOCK_Y5]], i32 [[DPAGG_BLOCK_Z6]], i32 128, ptr null, i32 [[FLAGS]], ptr @dpagg.name._Z6noargsv)
; CHECK-NEXT:    call void @llvm.lifetime.end.p0(ptr [[DPAGG_PARAMS7]])
; CHECK-NEXT:  call void @llvm.lifetime.end.p0(ptr nonnull [[TMP7]])
; CHECK-NEXT:  call void @llvm.lifetime.end.p0(ptr nonnull [[TMP6]])
; CHECK-NEXT:  br label %[[BB43]]
; CHECK:       [[BB43]]:
; CHECK-NEXT:  [[TMP44:%.*]] = icmp slt i32 [[TMP14]], %2
; CHECK-NEXT:  br i1 [[TMP44]], label %[[BB45:.*]], label %[[BB60:.*]]
; CHECK:       [[BB45]]:
; CHECK-NEXT:  br i1 false, label %[[BB60]], label %[[BB46:.*]]
; CHECK:       [[BB46]]:
; CHECK-NEXT:    call void @llvm.lifetime.start.p0(ptr [[DPAGG_PARAMS14]])
; CHECK-NEXT:  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 64 dereferenceable(16) [[DPAGG_PARAMS14]], ptr noundef nonnull align 8 dereferenceable(16) %1, i64 16, i1 false)
; CHECK-NEXT:  [[TMP47:%.*]] = getelementptr inbounds nuw i8, ptr [[DPAGG_PARAMS14]], i64 16
; CHECK-NEXT:  store i8 120, ptr [[TMP47]], align 16, !tbaa {{![0-9]+}}
; CHECK-NEXT:  [[TMP48:%.*]] = getelementptr inbounds nuw i8, ptr [[DPAGG_PARAMS14]], i64 24
; CHECK-NEXT:  store ptr %0, ptr [[TMP48]], align 8, !tbaa {{![0-9]+}}
; CHECK-NEXT:  call void @llvm.lifetime.start.p0(ptr nonnull [[TMP5]])
; CHECK-NEXT:  call void @llvm.lifetime.start.p0(ptr nonnull [[TMP4]])
; CHECK-NEXT:  store i32 [[TMP14]], ptr [[TMP4]], align 8
; CHECK-NEXT:  [[TMP49:%.*]] = getelementptr inbounds nuw i8, ptr [[TMP4]], i64 4
; CHECK-NEXT:  store i32 2, ptr [[TMP49]], align 4
; CHECK-NEXT:  [[TMP50:%.*]] = getelementptr inbounds nuw i8, ptr [[TMP4]], i64 8
; CHECK-NEXT:  store i32 1, ptr [[TMP50]], align 8
; CHECK-NEXT:  store i32 1, ptr [[TMP5]], align 8
; CHECK-NEXT:  [[TMP51:%.*]] = getelementptr inbounds nuw i8, ptr [[TMP5]], i64 4
; CHECK-NEXT:  store i32 1, ptr [[TMP51]], align 4
; CHECK-NEXT:  [[TMP52:%.*]] = getelementptr inbounds nuw i8, ptr [[TMP5]], i64 8
; CHECK-NEXT:  store i32 1, ptr [[TMP52]], align 8
; CHECK-NEXT:  [[TMP53:%.*]] = getelementptr inbounds i8, ptr [[TMP5]], i64 0
; CHECK-NEXT:  [[DPAGG_GRID_X8:%.*]] = load i32, ptr [[TMP53]], align 4
; CHECK-NEXT:  [[TMP54:%.*]] = getelementptr inbounds i8, ptr [[TMP5]], i64 4
; CHECK-NEXT:  [[DPAGG_GRID_Y9:%.*]] = load i32, ptr [[TMP54]], align 4
; CHECK-NEXT:  [[TMP55:%.*]] = getelementptr inbounds i8, ptr [[TMP5]], i64 8
; CHECK-NEXT:  [[DPAGG_GRID_Z10:%.*]] = load i32, ptr [[TMP55]], align 4
; CHECK-NEXT:  [[TMP56:%.*]] = getelementptr inbounds i8, ptr [[TMP4]], i64 0
; CHECK-NEXT:  [[DPAGG_BLOCK_X11:%.*]] = load i32, ptr [[TMP56]], align 4
; CHECK-NEXT:  [[TMP57:%.*]] = getelementptr inbounds i8, ptr [[TMP4]], i64 4
; CHECK-NEXT:  [[DPAGG_BLOCK_Y12:%.*]] = load i32, ptr [[TMP57]], align 4
; CHECK-NEXT:  [[TMP58:%.*]] = getelementptr inbounds i8, ptr [[TMP4]], i64 8
; CHECK-NEXT:  [[DPAGG_BLOCK_Z13:%.*]] = load i32, ptr [[TMP58]], align 4
; CHECK-NEXT:  [[TMP59:%.*]] = call i32 @__dpagg_launch_v2(ptr @_Z10withstruct4PaircPf, ptr [[DPAGG_PARAMS14]], i32 32, i32 [[DPAGG_GRID_X8]], i32 [[DPAGG_GRID_Y9]], i32 [[DPAGG_GRID_Z10]], i32 [[DPAGG_BLOCK_X11]], i32 [[DPAGG_BLOCK_Y12]], i32 [[DPAGG_BLOCK_Z13]], i32 0, ptr inttoptr (i64 3 to ptr), i32 [[FLAGS]], ptr @dpagg.name._Z10withstruct4PaircPf)
; CHECK-NEXT:    call void @llvm.lifetime.end.p0(ptr [[DPAGG_PARAMS14]])
; CHECK-NEXT:  call void @llvm.lifetime.end.p0(ptr nonnull [[TMP5]])
; CHECK-NEXT:  call void @llvm.lifetime.end.p0(ptr nonnull [[TMP4]])
; CHECK-NEXT:  br label %[[BB60]]
; CHECK:       [[BB60]]:
; CHECK-NEXT:  ret void
;
; CHECK: declare i32 @__dpagg_launch_v2(ptr, ptr, i32, i32, i32, i32, i32, i32, i32, i32, ptr, i32, ptr) [[RTATTR:#[0-9]+]]
; CHECK: attributes [[RTATTR]] = { convergent }

source_filename = "Inputs/launch-forms.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Pair = type { i32, double }
%struct.dim3 = type { i32, i32, i32 }

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write)
define dso_local ptx_kernel void @_Z5childiPf(i32 noundef %0, ptr noundef writeonly captures(none) %1) #0 {
  %3 = sitofp i32 %0 to float
  %4 = sext i32 %0 to i64
  %5 = getelementptr inbounds float, ptr %1, i64 %4
  store float %3, ptr %5, align 4, !tbaa !11
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define dso_local ptx_kernel void @_Z6noargsv() #1 {
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z10withstruct4PaircPf(ptr noundef readonly byval(%struct.Pair) align 8 captures(none) %0, i8 noundef signext %1, ptr noundef writeonly captures(none) initializes((0, 4)) %2) #2 {
  %4 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %5 = load double, ptr %4, align 8, !tbaa !13
  %6 = sitofp i8 %1 to double
  %7 = fadd contract double %5, %6
  %8 = fptrunc contract double %7 to float
  store float %8, ptr %2, align 4, !tbaa !11
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z6parentPf4Pairi(ptr noundef %0, ptr noundef readonly byval(%struct.Pair) align 8 captures(none) %1, i32 noundef %2) local_unnamed_addr #3 {
  %4 = alloca %struct.dim3, align 8
  %5 = alloca %struct.dim3, align 8
  %6 = alloca %struct.dim3, align 8
  %7 = alloca %struct.dim3, align 8
  %8 = alloca %struct.dim3, align 8
  %9 = alloca %struct.dim3, align 8
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %13 = mul i32 %11, %12
  %14 = add i32 %13, %10
  %15 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 16) #8
  %16 = icmp eq ptr %15, null
  br i1 %16, label %26, label %17

17:                                               ; preds = %3
  store i32 %14, ptr %15, align 64, !tbaa !6
  %18 = getelementptr inbounds nuw i8, ptr %15, i64 8
  store ptr %0, ptr %18, align 8, !tbaa !16
  %19 = add nsw i32 %2, 31
  %20 = sdiv i32 %19, 32
  call void @llvm.lifetime.start.p0(ptr nonnull %9)
  call void @llvm.lifetime.start.p0(ptr nonnull %8)
  store i32 32, ptr %8, align 8
  %21 = getelementptr inbounds nuw i8, ptr %8, i64 4
  store i32 1, ptr %21, align 4
  %22 = getelementptr inbounds nuw i8, ptr %8, i64 8
  store i32 1, ptr %22, align 8
  store i32 %20, ptr %9, align 8
  %23 = getelementptr inbounds nuw i8, ptr %9, i64 4
  store i32 1, ptr %23, align 4
  %24 = getelementptr inbounds nuw i8, ptr %9, i64 8
  store i32 1, ptr %24, align 8
  %25 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childiPf, ptr noundef nonnull %15, ptr noundef nonnull byval(%struct.dim3) align 4 %9, ptr noundef nonnull byval(%struct.dim3) align 4 %8, i32 noundef 0, ptr noundef null) #8
  call void @llvm.lifetime.end.p0(ptr nonnull %9)
  call void @llvm.lifetime.end.p0(ptr nonnull %8)
  br label %26

26:                                               ; preds = %17, %3
  %27 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 0) #8
  %28 = icmp eq ptr %27, null
  br i1 %28, label %35, label %29

29:                                               ; preds = %26
  call void @llvm.lifetime.start.p0(ptr nonnull %7)
  call void @llvm.lifetime.start.p0(ptr nonnull %6)
  store i32 8, ptr %6, align 8
  %30 = getelementptr inbounds nuw i8, ptr %6, i64 4
  store i32 8, ptr %30, align 4
  %31 = getelementptr inbounds nuw i8, ptr %6, i64 8
  store i32 1, ptr %31, align 8
  store i32 2, ptr %7, align 8
  %32 = getelementptr inbounds nuw i8, ptr %7, i64 4
  store i32 3, ptr %32, align 4
  %33 = getelementptr inbounds nuw i8, ptr %7, i64 8
  store i32 4, ptr %33, align 8
  %34 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z6noargsv, ptr noundef nonnull %27, ptr noundef nonnull byval(%struct.dim3) align 4 %7, ptr noundef nonnull byval(%struct.dim3) align 4 %6, i32 noundef 128, ptr noundef null) #8
  call void @llvm.lifetime.end.p0(ptr nonnull %7)
  call void @llvm.lifetime.end.p0(ptr nonnull %6)
  br label %35

35:                                               ; preds = %29, %26
  %36 = icmp slt i32 %14, %2
  br i1 %36, label %37, label %48

37:                                               ; preds = %35
  %38 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 32) #8
  %39 = icmp eq ptr %38, null
  br i1 %39, label %48, label %40

40:                                               ; preds = %37
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 64 dereferenceable(16) %38, ptr noundef nonnull align 8 dereferenceable(16) %1, i64 16, i1 false)
  %41 = getelementptr inbounds nuw i8, ptr %38, i64 16
  store i8 120, ptr %41, align 16, !tbaa !19
  %42 = getelementptr inbounds nuw i8, ptr %38, i64 24
  store ptr %0, ptr %42, align 8, !tbaa !16
  call void @llvm.lifetime.start.p0(ptr nonnull %5)
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  store i32 %14, ptr %4, align 8
  %43 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 2, ptr %43, align 4
  %44 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %44, align 8
  store i32 1, ptr %5, align 8
  %45 = getelementptr inbounds nuw i8, ptr %5, i64 4
  store i32 1, ptr %45, align 4
  %46 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store i32 1, ptr %46, align 8
  %47 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z10withstruct4PaircPf, ptr noundef nonnull %38, ptr noundef nonnull byval(%struct.dim3) align 4 %5, ptr noundef nonnull byval(%struct.dim3) align 4 %4, i32 noundef 0, ptr noundef nonnull inttoptr (i64 3 to ptr)) #8
  call void @llvm.lifetime.end.p0(ptr nonnull %5)
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  br label %48

48:                                               ; preds = %37, %40, %35
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5

; Function Attrs: convergent nounwind
declare dso_local ptr @__cudaCDP2GetParameterBuffer(i64 noundef, i64 noundef) local_unnamed_addr #6

; Function Attrs: convergent nounwind
declare dso_local i32 @__cudaCDP2LaunchDevice(ptr noundef, ptr noundef, ptr noundef byval(%struct.dim3) align 4, ptr noundef byval(%struct.dim3) align 4, i32 noundef, ptr noundef) local_unnamed_addr #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #7

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #7

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #3 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #7 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #8 = { convergent nounwind }

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
!12 = !{!"float", !8, i64 0}
!13 = !{!14, !15, i64 8}
!14 = !{!"_ZTS4Pair", !7, i64 0, !15, i64 8}
!15 = !{!"double", !8, i64 0}
!16 = !{!17, !17, i64 0}
!17 = !{!"p1 float", !18, i64 0}
!18 = !{!"any pointer", !8, i64 0}
!19 = !{!8, !8, i64 0}
