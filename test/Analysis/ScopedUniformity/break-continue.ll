; Produced by (clang 22.1.8, CUDA 13.0):
;   clang++ -x cuda --cuda-path=/usr/local/cuda
;     --cuda-gpu-arch=sm_90 -fgpu-rdc --cuda-device-only -D__CUDACC_RDC__
;     -Wno-unknown-cuda-version -S -emit-llvm -O2
;     Inputs/break-continue.cu
; A thread-dependent break leaves a uniform-trip-count loop early (the loop's
; exit value is divergent); a thread-dependent continue makes the value
; carried around the loop divergent. A blockIdx break diverges only at grid
; scope.
; REQUIRES: nvptx-registered-target
; RUN: opt -passes='print<dpagg-uniformity>' -disable-output %s 2>&1 | FileCheck %s

; CHECK-LABEL: DPAgg uniformity for function '_Z12thread_breakPKiPii':
; CHECK-NEXT:  DIVERGENT(warp): %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; CHECK-NEXT:  DIVERGENT(warp): %11 = icmp eq i32 %10, %5
; CHECK-NEXT:  DIVERGENT-BRANCH(warp): %6
; CHECK-NEXT:  DIVERGENT(warp): %16 = phi i32 [ -1, %3 ], [ -1, %12 ], [ %7, %6 ]
; CHECK-NEXT:  DIVERGENT(warp): %17 = zext nneg i32 %5 to i64
; CHECK-NEXT:  DIVERGENT(warp): %18 = getelementptr inbounds nuw i32, ptr %1, i64 %17
; CHECK-NEXT:  DIVERGENT(block): %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; CHECK-NEXT:  DIVERGENT(block): %11 = icmp eq i32 %10, %5
; CHECK-NEXT:  DIVERGENT-BRANCH(block): %6
; CHECK-NEXT:  DIVERGENT(block): %16 = phi i32 [ -1, %3 ], [ -1, %12 ], [ %7, %6 ]
; CHECK-NEXT:  DIVERGENT(block): %17 = zext nneg i32 %5 to i64
; CHECK-NEXT:  DIVERGENT(block): %18 = getelementptr inbounds nuw i32, ptr %1, i64 %17
; CHECK-NEXT:  DIVERGENT(grid): %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; CHECK-NEXT:  DIVERGENT(grid): %11 = icmp eq i32 %10, %5
; CHECK-NEXT:  DIVERGENT-BRANCH(grid): %6
; CHECK-NEXT:  DIVERGENT(grid): %16 = phi i32 [ -1, %3 ], [ -1, %12 ], [ %7, %6 ]
; CHECK-NEXT:  DIVERGENT(grid): %17 = zext nneg i32 %5 to i64
; CHECK-NEXT:  DIVERGENT(grid): %18 = getelementptr inbounds nuw i32, ptr %1, i64 %17
;
; CHECK-LABEL: DPAgg uniformity for function '_Z15thread_continuePii':
; CHECK-NEXT:  DIVERGENT(warp): %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; CHECK-NEXT:  DIVERGENT(warp): %6 = phi i32 [ 0, %2 ], [ %22, %21 ]
; CHECK-NEXT:  DIVERGENT(warp): %7 = add i32 %1, %4
; CHECK-NEXT:  DIVERGENT(warp): %8 = zext i32 %7 to i64
; CHECK-NEXT:  DIVERGENT(warp): %9 = getelementptr inbounds nuw i32, ptr %0, i64 %8
; CHECK-NEXT:  DIVERGENT(warp): %12 = phi i32 [ %22, %21 ], [ 0, %2 ]
; CHECK-NEXT:  DIVERGENT(warp): %13 = add nuw nsw i32 %11, %4
; CHECK-NEXT:  DIVERGENT(warp): %14 = urem i32 %13, 3
; CHECK-NEXT:  DIVERGENT(warp): %15 = icmp eq i32 %14, 0
; CHECK-NEXT:  DIVERGENT-BRANCH(warp): %10
; CHECK-NEXT:  DIVERGENT(warp): %19 = mul nsw i32 %12, 5
; CHECK-NEXT:  DIVERGENT(warp): %20 = add nsw i32 %19, %11
; CHECK-NEXT:  DIVERGENT(warp): %22 = phi i32 [ %12, %10 ], [ %20, %16 ]
; CHECK-NEXT:  DIVERGENT(block): %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; CHECK-NEXT:  DIVERGENT(block): %6 = phi i32 [ 0, %2 ], [ %22, %21 ]
; CHECK-NEXT:  DIVERGENT(block): %7 = add i32 %1, %4
; CHECK-NEXT:  DIVERGENT(block): %8 = zext i32 %7 to i64
; CHECK-NEXT:  DIVERGENT(block): %9 = getelementptr inbounds nuw i32, ptr %0, i64 %8
; CHECK-NEXT:  DIVERGENT(block): %12 = phi i32 [ %22, %21 ], [ 0, %2 ]
; CHECK-NEXT:  DIVERGENT(block): %13 = add nuw nsw i32 %11, %4
; CHECK-NEXT:  DIVERGENT(block): %14 = urem i32 %13, 3
; CHECK-NEXT:  DIVERGENT(block): %15 = icmp eq i32 %14, 0
; CHECK-NEXT:  DIVERGENT-BRANCH(block): %10
; CHECK-NEXT:  DIVERGENT(block): %19 = mul nsw i32 %12, 5
; CHECK-NEXT:  DIVERGENT(block): %20 = add nsw i32 %19, %11
; CHECK-NEXT:  DIVERGENT(block): %22 = phi i32 [ %12, %10 ], [ %20, %16 ]
; CHECK-NEXT:  DIVERGENT(grid): %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; CHECK-NEXT:  DIVERGENT(grid): %6 = phi i32 [ 0, %2 ], [ %22, %21 ]
; CHECK-NEXT:  DIVERGENT(grid): %7 = add i32 %1, %4
; CHECK-NEXT:  DIVERGENT(grid): %8 = zext i32 %7 to i64
; CHECK-NEXT:  DIVERGENT(grid): %9 = getelementptr inbounds nuw i32, ptr %0, i64 %8
; CHECK-NEXT:  DIVERGENT(grid): %12 = phi i32 [ %22, %21 ], [ 0, %2 ]
; CHECK-NEXT:  DIVERGENT(grid): %13 = add nuw nsw i32 %11, %4
; CHECK-NEXT:  DIVERGENT(grid): %14 = urem i32 %13, 3
; CHECK-NEXT:  DIVERGENT(grid): %15 = icmp eq i32 %14, 0
; CHECK-NEXT:  DIVERGENT-BRANCH(grid): %10
; CHECK-NEXT:  DIVERGENT(grid): %19 = mul nsw i32 %12, 5
; CHECK-NEXT:  DIVERGENT(grid): %20 = add nsw i32 %19, %11
; CHECK-NEXT:  DIVERGENT(grid): %22 = phi i32 [ %12, %10 ], [ %20, %16 ]
;
; CHECK-LABEL: DPAgg uniformity for function '_Z11block_breakPKiPii':
; CHECK-NEXT:  ALL UNIFORM(warp)
; CHECK-NEXT:  ALL UNIFORM(block)
; CHECK-NEXT:  DIVERGENT(grid): %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
; CHECK-NEXT:  DIVERGENT(grid): %11 = icmp eq i32 %10, %5
; CHECK-NEXT:  DIVERGENT-BRANCH(grid): %6
; CHECK-NEXT:  DIVERGENT(grid): %16 = phi i32 [ -1, %3 ], [ -1, %12 ], [ %7, %6 ]
; CHECK-NEXT:  DIVERGENT(grid): %17 = zext nneg i32 %5 to i64
; CHECK-NEXT:  DIVERGENT(grid): %18 = getelementptr inbounds nuw i32, ptr %1, i64 %17

source_filename = "Inputs/break-continue.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z12thread_breakPKiPii(ptr noalias noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %2, 0
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br i1 %4, label %6, label %15

6:                                                ; preds = %3, %12
  %7 = phi i32 [ %13, %12 ], [ 0, %3 ]
  %8 = zext nneg i32 %7 to i64
  %9 = getelementptr inbounds nuw i32, ptr %0, i64 %8
  %10 = load i32, ptr %9, align 4, !tbaa !6
  %11 = icmp eq i32 %10, %5
  br i1 %11, label %15, label %12

12:                                               ; preds = %6
  %13 = add nuw nsw i32 %7, 1
  %14 = icmp eq i32 %13, %2
  br i1 %14, label %15, label %6, !llvm.loop !11

15:                                               ; preds = %12, %6, %3
  %16 = phi i32 [ -1, %3 ], [ -1, %12 ], [ %7, %6 ]
  %17 = zext nneg i32 %5 to i64
  %18 = getelementptr inbounds nuw i32, ptr %1, i64 %17
  store i32 %16, ptr %18, align 4, !tbaa !6
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: write)
define dso_local ptx_kernel void @_Z15thread_continuePii(ptr noundef writeonly captures(none) %0, i32 noundef %1) local_unnamed_addr #1 {
  %3 = icmp sgt i32 %1, 0
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br i1 %3, label %10, label %5

5:                                                ; preds = %21, %2
  %6 = phi i32 [ 0, %2 ], [ %22, %21 ]
  %7 = add i32 %1, %4
  %8 = zext i32 %7 to i64
  %9 = getelementptr inbounds nuw i32, ptr %0, i64 %8
  store i32 %6, ptr %9, align 4, !tbaa !6
  ret void

10:                                               ; preds = %2, %21
  %11 = phi i32 [ %23, %21 ], [ 0, %2 ]
  %12 = phi i32 [ %22, %21 ], [ 0, %2 ]
  %13 = add nuw nsw i32 %11, %4
  %14 = urem i32 %13, 3
  %15 = icmp eq i32 %14, 0
  br i1 %15, label %21, label %16

16:                                               ; preds = %10
  %17 = zext nneg i32 %11 to i64
  %18 = getelementptr inbounds nuw i32, ptr %0, i64 %17
  %19 = mul nsw i32 %12, 5
  %20 = add nsw i32 %19, %11
  store i32 %20, ptr %18, align 4, !tbaa !6
  br label %21

21:                                               ; preds = %10, %16
  %22 = phi i32 [ %12, %10 ], [ %20, %16 ]
  %23 = add nuw nsw i32 %11, 1
  %24 = icmp eq i32 %23, %1
  br i1 %24, label %5, label %10, !llvm.loop !14
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z11block_breakPKiPii(ptr noalias noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %2, 0
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  br i1 %4, label %6, label %15

6:                                                ; preds = %3, %12
  %7 = phi i32 [ %13, %12 ], [ 0, %3 ]
  %8 = zext nneg i32 %7 to i64
  %9 = getelementptr inbounds nuw i32, ptr %0, i64 %8
  %10 = load i32, ptr %9, align 4, !tbaa !6
  %11 = icmp eq i32 %10, %5
  br i1 %11, label %15, label %12

12:                                               ; preds = %6
  %13 = add nuw nsw i32 %7, 1
  %14 = icmp eq i32 %13, %2
  br i1 %14, label %15, label %6, !llvm.loop !15

15:                                               ; preds = %12, %6, %3
  %16 = phi i32 [ -1, %3 ], [ -1, %12 ], [ %7, %6 ]
  %17 = zext nneg i32 %5 to i64
  %18 = getelementptr inbounds nuw i32, ptr %1, i64 %17
  store i32 %16, ptr %18, align 4, !tbaa !6
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!11 = distinct !{!11, !12, !13}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!"llvm.loop.unroll.disable"}
!14 = distinct !{!14, !12, !13}
!15 = distinct !{!15, !12, !13}
