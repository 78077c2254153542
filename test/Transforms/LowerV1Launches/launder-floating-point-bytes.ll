; Produced by (clang 22.1.8, CUDA 13.0):
;   clang++ -x cuda --cuda-path=/usr/local/cuda
;     --cuda-gpu-arch=sm_90 -fgpu-rdc --cuda-device-only -D__CUDACC_RDC__
;     -Wno-unknown-cuda-version -S -emit-llvm -O2 Inputs/launder-floating-point-bytes.cu
; Every value a rewritten launch puts into its parameter blob goes through an
; opaque `mov.bN` first (LaunchStaging.h, "Laundering"): the runtime copies
; the blob into the V2 buffer by bytes, and ptxas 13.0 compiles a byte store
; of a register a floating-point instruction wrote (`mul.f64 %rd3, ...;
; st.b8 [p], %rd3`) as a conversion (F2I.U8.F64.TRUNC), not as its low byte:
; children read 0xff (GPU test float_argument_bytes; fuzz seed 2126). The
; allow-list leaves alone what ptxas stores as it is: constants, kernel
; parameters, pointers made by address arithmetic. Integers computed in the
; kernel are laundered too (a demanded-bits fold can look through them).
; REQUIRES: nvptx-registered-target
; RUN: opt -passes=dpagg-lower-v1-launches -S %s | FileCheck %s

; CHECK-LABEL: define dso_local ptx_kernel void @_Z6parentPKiPyd(
; CHECK:         [[D:%.*]] = fmul contract double {{%.*}}, 1.000000e-01
; CHECK:         [[S:%.*]] = trunc i32 {{%.*}} to i16
; CHECK:         [[D3:%.*]] = fmul contract double [[D]], 3.000000e+00
; The first launch: everything computed.
; CHECK:         [[F:%.*]] = fmul contract float
; CHECK:         [[D7:%.*]] = fmul contract double [[D]], 7.000000e+00
; CHECK:         [[C:%.*]] = trunc i32 {{%.*}} to i8
; CHECK:         store ptr {{%.*}}, ptr [[BLOB:%dpagg.params]], align 64
; CHECK:         [[DB:%.*]] = bitcast double [[D]] to i64
; CHECK-NEXT:    [[DL:%.*]] = call i64 asm "mov.b64 $0, $1;", "=l,l"(i64 [[DB]])
; CHECK-NEXT:    [[DD:%.*]] = bitcast i64 [[DL]] to double
; CHECK-NEXT:    store double [[DD]], ptr {{%.*}}, align 8
; CHECK:         [[FB:%.*]] = bitcast float [[F]] to i32
; CHECK-NEXT:    [[FL:%.*]] = call i32 asm "mov.b32 $0, $1;", "=r,r"(i32 [[FB]])
; CHECK-NEXT:    [[FF:%.*]] = bitcast i32 [[FL]] to float
; CHECK-NEXT:    store float [[FF]], ptr {{%.*}}, align 16
; CHECK:         [[SL:%.*]] = call i16 asm "mov.b16 $0, $1;", "=h,h"(i16 [[S]])
; CHECK-NEXT:    store i16 [[SL]], ptr {{%.*}}, align 8
; CHECK:         bitcast double [[D3]] to i64
; CHECK-NEXT:    call i64 asm "mov.b64 $0, $1;"
; CHECK:         bitcast double [[D7]] to i64
; CHECK-NEXT:    call i64 asm "mov.b64 $0, $1;"
; A byte goes through 16 bits (there is no 8-bit register constraint).
; CHECK:         [[CW:%.*]] = zext i8 [[C]] to i16
; CHECK-NEXT:    [[CL:%.*]] = call i16 asm "mov.b16 $0, $1;", "=h,h"(i16 [[CW]])
; CHECK-NEXT:    [[CB:%.*]] = trunc i16 [[CL]] to i8
; CHECK-NEXT:    store i8 [[CB]], ptr {{%.*}}, align 16
; CHECK:         call i32 @__dpagg_launch_v2(
; The second launch: a parameter, constants and the same struct fields.
; CHECK:         store ptr %1, ptr [[BLOB2:%dpagg.params[0-9]+]], align 64
; CHECK-NEXT:    getelementptr
; CHECK-NEXT:    store double %2, ptr
; CHECK-NEXT:    getelementptr
; CHECK-NEXT:    store float 1.500000e+00, ptr
; CHECK-NEXT:    getelementptr
; CHECK-NEXT:    call i16 asm "mov.b16 $0, $1;", "=h,h"(i16 [[S]])
; CHECK:         store i64 7, ptr
; CHECK-NEXT:    getelementptr
; CHECK-NEXT:    store i8 120, ptr
; CHECK:         call i32 @__dpagg_launch_v2(
; The inline asm touches no memory: it can be moved, merged or dropped.
; CHECK:         attributes #{{[0-9]+}} = { nounwind memory(none) }

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.dim3 = type { i32, i32, i32 }
%struct.Mixed = type { i16, double }

@__clang_gpu_used_external = internal global [1 x ptr] [ptr @_Z5childPydf5Mixedxc]
@llvm.compiler.used = appending global [1 x ptr] [ptr @__clang_gpu_used_external], section "llvm.metadata"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @_Z6parentPKiPyd(ptr noundef readonly captures(none) %0, ptr noundef %1, double noundef %2) local_unnamed_addr #0 {
  %4 = alloca %struct.dim3, align 8
  %5 = alloca %struct.dim3, align 8
  %6 = alloca %struct.dim3, align 8
  %7 = alloca %struct.dim3, align 8
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = zext nneg i32 %8 to i64
  %10 = getelementptr inbounds nuw i32, ptr %0, i64 %9
  %11 = load i32, ptr %10, align 4, !tbaa !6
  %12 = sitofp i32 %11 to double
  %13 = fmul contract double %12, 1.000000e-01
  %14 = trunc i32 %11 to i16
  %15 = fmul contract double %13, 3.000000e+00
  %16 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 49) #5
  %17 = icmp eq ptr %16, null
  br i1 %17, label %35, label %18

18:                                               ; preds = %3
  %19 = getelementptr inbounds nuw i64, ptr %1, i64 %9
  %20 = sitofp i32 %11 to float
  %21 = fmul contract float %20, 0x3FD3333340000000
  %22 = fmul contract double %13, 7.000000e+00
  %23 = trunc i32 %11 to i8
  store ptr %19, ptr %16, align 64, !tbaa !11
  %24 = getelementptr inbounds nuw i8, ptr %16, i64 8
  store double %13, ptr %24, align 8, !tbaa !14
  %25 = getelementptr inbounds nuw i8, ptr %16, i64 16
  store float %21, ptr %25, align 16, !tbaa !16
  %26 = getelementptr inbounds nuw i8, ptr %16, i64 24
  store i16 %14, ptr %26, align 8, !tbaa !18
  %27 = getelementptr inbounds nuw i8, ptr %16, i64 32
  store double %15, ptr %27, align 32, !tbaa !14
  %28 = getelementptr inbounds nuw i8, ptr %16, i64 40
  store double %22, ptr %28, align 8, !tbaa !20
  %29 = getelementptr inbounds nuw i8, ptr %16, i64 48
  store i8 %23, ptr %29, align 16, !tbaa !22
  call void @llvm.lifetime.start.p0(ptr nonnull %7)
  call void @llvm.lifetime.start.p0(ptr nonnull %6)
  store i32 1, ptr %6, align 8
  %30 = getelementptr inbounds nuw i8, ptr %6, i64 4
  store i32 1, ptr %30, align 4
  %31 = getelementptr inbounds nuw i8, ptr %6, i64 8
  store i32 1, ptr %31, align 8
  store i32 1, ptr %7, align 8
  %32 = getelementptr inbounds nuw i8, ptr %7, i64 4
  store i32 1, ptr %32, align 4
  %33 = getelementptr inbounds nuw i8, ptr %7, i64 8
  store i32 1, ptr %33, align 8
  %34 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPydf5Mixedxc, ptr noundef nonnull %16, ptr noundef nonnull byval(%struct.dim3) align 4 %7, ptr noundef nonnull byval(%struct.dim3) align 4 %6, i32 noundef 0, ptr noundef nonnull inttoptr (i64 4 to ptr)) #5
  call void @llvm.lifetime.end.p0(ptr nonnull %7)
  call void @llvm.lifetime.end.p0(ptr nonnull %6)
  br label %35

35:                                               ; preds = %18, %3
  %36 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 49) #5
  %37 = icmp eq ptr %36, null
  br i1 %37, label %50, label %38

38:                                               ; preds = %35
  store ptr %1, ptr %36, align 64, !tbaa !11
  %39 = getelementptr inbounds nuw i8, ptr %36, i64 8
  store double %2, ptr %39, align 8, !tbaa !14
  %40 = getelementptr inbounds nuw i8, ptr %36, i64 16
  store float 1.500000e+00, ptr %40, align 16, !tbaa !16
  %41 = getelementptr inbounds nuw i8, ptr %36, i64 24
  store i16 %14, ptr %41, align 8, !tbaa !18
  %42 = getelementptr inbounds nuw i8, ptr %36, i64 32
  store double %15, ptr %42, align 32, !tbaa !14
  %43 = getelementptr inbounds nuw i8, ptr %36, i64 40
  store i64 7, ptr %43, align 8, !tbaa !20
  %44 = getelementptr inbounds nuw i8, ptr %36, i64 48
  store i8 120, ptr %44, align 16, !tbaa !22
  call void @llvm.lifetime.start.p0(ptr nonnull %5)
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  store i32 1, ptr %4, align 8
  %45 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %45, align 4
  %46 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %46, align 8
  store i32 1, ptr %5, align 8
  %47 = getelementptr inbounds nuw i8, ptr %5, i64 4
  store i32 1, ptr %47, align 4
  %48 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store i32 1, ptr %48, align 8
  %49 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPydf5Mixedxc, ptr noundef nonnull %36, ptr noundef nonnull byval(%struct.dim3) align 4 %5, ptr noundef nonnull byval(%struct.dim3) align 4 %4, i32 noundef 0, ptr noundef nonnull inttoptr (i64 4 to ptr)) #5
  call void @llvm.lifetime.end.p0(ptr nonnull %5)
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  br label %50

50:                                               ; preds = %38, %35
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: convergent nounwind
declare dso_local void @_Z5childPydf5Mixedxc(ptr noundef, double noundef, float noundef, ptr noundef byval(%struct.Mixed) align 8, i64 noundef, i8 noundef signext) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: convergent nounwind
declare dso_local ptr @__cudaCDP2GetParameterBuffer(i64 noundef, i64 noundef) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare dso_local i32 @__cudaCDP2LaunchDevice(ptr noundef, ptr noundef, ptr noundef byval(%struct.dim3) align 4, ptr noundef byval(%struct.dim3) align 4, i32 noundef, ptr noundef) local_unnamed_addr #4

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
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
!12 = !{!"p1 long long", !13, i64 0}
!13 = !{!"any pointer", !8, i64 0}
!14 = !{!15, !15, i64 0}
!15 = !{!"double", !8, i64 0}
!16 = !{!17, !17, i64 0}
!17 = !{!"float", !8, i64 0}
!18 = !{!19, !19, i64 0}
!19 = !{!"short", !8, i64 0}
!20 = !{!21, !21, i64 0}
!21 = !{!"long long", !8, i64 0}
!22 = !{!8, !8, i64 0}
