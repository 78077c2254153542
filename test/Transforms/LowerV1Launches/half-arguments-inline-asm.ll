; Produced by (clang 22.1.8, CUDA 13.0):
;   clang++ -x cuda --cuda-path=/usr/local/cuda
;     --cuda-gpu-arch=sm_90 -fgpu-rdc --cuda-device-only -D__CUDACC_RDC__
;     -Wno-unknown-cuda-version -S -emit-llvm -O2 Inputs/half-arguments-inline-asm.cu
; cuda_fp16.h's __hmul and __hadd are inline assembly (`mul.f16`,
; `add.f16`), and clang sinks them under the parameter buffer's null check
; with the stores of the arguments. Folding the check runs them in threads
; that had no buffer too; they compute registers and nothing else
; (observablePtxAsmCall, Support/PtxAsm.cpp), so the launch is rewritten
; (before: left as a V1 launch because of the asm; fuzz seed 2127).
; REQUIRES: nvptx-registered-target
; RUN: opt -passes=dpagg-lower-v1-launches -pass-remarks=dpagg \
; RUN:   -pass-remarks-missed=dpagg -S %s -o %t.ll 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: FileCheck %s < %t.ll

; REMARK:     remark: {{.*}}launch of child(unsigned short*, __half, __half) rewritten from V1 to V2
; REMARK-NOT: V1 launch

; CHECK-LABEL: define dso_local ptx_kernel void @_Z6parentPKfPt(
; CHECK:         br i1 false,
; CHECK:         [[M:%.*]] = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(
; CHECK-NEXT:    [[A:%.*]] = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(
; CHECK:         call i16 asm "mov.b16 $0, $1;", "=h,h"(i16 [[M]])
; CHECK:         call i16 asm "mov.b16 $0, $1;", "=h,h"(i16 [[A]])
; CHECK:         call i32 @__dpagg_launch_v2(ptr @_Z5childPt6__halfS0_,
; CHECK-NOT:     call {{.*}}@__cudaCDP2LaunchDevice(
; CHECK:         ret void

source_filename = "Inputs/half-arguments-inline-asm.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.dim3 = type { i32, i32, i32 }
%struct.__half = type { i16 }

@__clang_gpu_used_external = internal global [1 x ptr] [ptr @_Z5childPt6__halfS0_]
@llvm.compiler.used = appending global [1 x ptr] [ptr @__clang_gpu_used_external], section "llvm.metadata"

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z6parentPKfPt(ptr noundef readonly captures(none) %0, ptr noundef %1) local_unnamed_addr #0 {
  %3 = alloca %struct.dim3, align 8
  %4 = alloca %struct.dim3, align 8
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = zext nneg i32 %5 to i64
  %7 = getelementptr inbounds nuw float, ptr %0, i64 %6
  %8 = load float, ptr %7, align 4, !tbaa !11
  %9 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %8) #5, !srcloc !13
  %10 = fcmp contract ogt float %8, 0.000000e+00
  br i1 %10, label %11, label %25

11:                                               ; preds = %2
  %12 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #6
  %13 = icmp eq ptr %12, null
  br i1 %13, label %25, label %14

14:                                               ; preds = %11
  %15 = getelementptr inbounds nuw i16, ptr %1, i64 %6
  %16 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %9, i16 %9) #5, !srcloc !14
  %17 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %9, i16 %9) #5, !srcloc !15
  store ptr %15, ptr %12, align 64, !tbaa !16
  %18 = getelementptr inbounds nuw i8, ptr %12, i64 8
  store i16 %16, ptr %18, align 8, !tbaa !19
  %19 = getelementptr inbounds nuw i8, ptr %12, i64 10
  store i16 %17, ptr %19, align 2, !tbaa !19
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  store i32 1, ptr %3, align 8
  %20 = getelementptr inbounds nuw i8, ptr %3, i64 4
  store i32 1, ptr %20, align 4
  %21 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store i32 1, ptr %21, align 8
  store i32 1, ptr %4, align 8
  %22 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %22, align 4
  %23 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %23, align 8
  %24 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPt6__halfS0_, ptr noundef nonnull %12, ptr noundef nonnull byval(%struct.dim3) align 4 %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, i32 noundef 0, ptr noundef nonnull inttoptr (i64 3 to ptr)) #6
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  br label %25

25:                                               ; preds = %11, %14, %2
  ret void
}

; Function Attrs: convergent nounwind
declare dso_local void @_Z5childPt6__halfS0_(ptr noundef, ptr noundef byval(%struct.__half) align 2, ptr noundef byval(%struct.__half) align 2) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: convergent nounwind
declare dso_local ptr @__cudaCDP2GetParameterBuffer(i64 noundef, i64 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local i32 @__cudaCDP2LaunchDevice(ptr noundef, ptr noundef, ptr noundef byval(%struct.dim3) align 4, ptr noundef byval(%struct.dim3) align 4, i32 noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #4

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { convergent nounwind memory(none) }
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
!12 = !{!"float", !8, i64 0}
!13 = !{i64 2156121304}
!14 = !{i64 2157537320, i64 2157537347}
!15 = !{i64 2157506984, i64 2157507011}
!16 = !{!17, !17, i64 0}
!17 = !{!"p1 short", !18, i64 0}
!18 = !{!"any pointer", !8, i64 0}
!19 = !{!20, !20, i64 0}
!20 = !{!"short", !8, i64 0}
