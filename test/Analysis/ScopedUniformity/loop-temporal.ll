; Produced by (clang 22.1.8, CUDA 13.0):
;   clang++ -x cuda --cuda-path=/usr/local/cuda
;     --cuda-gpu-arch=sm_90 -fgpu-rdc --cuda-device-only -D__CUDACC_RDC__
;     -Wno-unknown-cuda-version -S -emit-llvm -O2
;     Inputs/loop-temporal.cu
; Loops with a divergent exit: values defined in the loop are uniform in each
; iteration but divergent after it (temporal divergence: TEMPORAL-DIVERGENT
; lines, and the divergent exit phi). A blockIdx trip count diverges only at
; grid scope; a kernel-argument trip count nowhere.
; REQUIRES: nvptx-registered-target
; RUN: opt -passes='print<dpagg-uniformity>' -disable-output %s 2>&1 | FileCheck %s

; CHECK-LABEL: DPAgg uniformity for function '_Z11thread_tripPii':
; CHECK-NEXT:  DIVERGENT(warp): %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; CHECK-NEXT:  DIVERGENT(warp): %4 = icmp eq i32 %3, 0
; CHECK-NEXT:  DIVERGENT-BRANCH(warp): %2
; CHECK-NEXT:  DIVERGENT(warp): %11 = icmp eq i32 %10, %3
; CHECK-NEXT:  DIVERGENT-BRANCH(warp): %5
; CHECK-NEXT:  DIVERGENT(warp): %13 = phi i32 [ %1, %2 ], [ %9, %5 ]
; CHECK-NEXT:  DIVERGENT(warp): %14 = add nsw i32 %13, %3
; CHECK-NEXT:  DIVERGENT(block): %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; CHECK-NEXT:  DIVERGENT(block): %4 = icmp eq i32 %3, 0
; CHECK-NEXT:  DIVERGENT-BRANCH(block): %2
; CHECK-NEXT:  DIVERGENT(block): %11 = icmp eq i32 %10, %3
; CHECK-NEXT:  DIVERGENT-BRANCH(block): %5
; CHECK-NEXT:  DIVERGENT(block): %13 = phi i32 [ %1, %2 ], [ %9, %5 ]
; CHECK-NEXT:  DIVERGENT(block): %14 = add nsw i32 %13, %3
; CHECK-NEXT:  DIVERGENT(grid): %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; CHECK-NEXT:  DIVERGENT(grid): %4 = icmp eq i32 %3, 0
; CHECK-NEXT:  DIVERGENT-BRANCH(grid): %2
; CHECK-NEXT:  DIVERGENT(grid): %11 = icmp eq i32 %10, %3
; CHECK-NEXT:  DIVERGENT-BRANCH(grid): %5
; CHECK-NEXT:  DIVERGENT(grid): %13 = phi i32 [ %1, %2 ], [ %9, %5 ]
; CHECK-NEXT:  DIVERGENT(grid): %14 = add nsw i32 %13, %3
;
; CHECK-LABEL: DPAgg uniformity for function '_Z13thread_searchPKiPi':
; CHECK-NEXT:  DIVERGENT(warp): %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; CHECK-NEXT:  DIVERGENT(warp): %9 = icmp slt i32 %8, %3
; CHECK-NEXT:  DIVERGENT-BRANCH(warp): %4
; CHECK-NEXT:  DIVERGENT(warp): %12 = mul nuw nsw i32 %5, 7
; CHECK-NEXT:  DIVERGENT(warp): %13 = zext nneg i32 %3 to i64
; CHECK-NEXT:  DIVERGENT(warp): %14 = getelementptr inbounds nuw i32, ptr %1, i64 %13
; CHECK-NEXT:  TEMPORAL-DIVERGENT(warp): %5 in cycle %4 used by %12 = mul nuw nsw i32 %5, 7
; CHECK-NEXT:  DIVERGENT(block): %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; CHECK-NEXT:  DIVERGENT(block): %9 = icmp slt i32 %8, %3
; CHECK-NEXT:  DIVERGENT-BRANCH(block): %4
; CHECK-NEXT:  DIVERGENT(block): %12 = mul nuw nsw i32 %5, 7
; CHECK-NEXT:  DIVERGENT(block): %13 = zext nneg i32 %3 to i64
; CHECK-NEXT:  DIVERGENT(block): %14 = getelementptr inbounds nuw i32, ptr %1, i64 %13
; CHECK-NEXT:  TEMPORAL-DIVERGENT(block): %5 in cycle %4 used by %12 = mul nuw nsw i32 %5, 7
; CHECK-NEXT:  DIVERGENT(grid): %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; CHECK-NEXT:  DIVERGENT(grid): %9 = icmp slt i32 %8, %3
; CHECK-NEXT:  DIVERGENT-BRANCH(grid): %4
; CHECK-NEXT:  DIVERGENT(grid): %12 = mul nuw nsw i32 %5, 7
; CHECK-NEXT:  DIVERGENT(grid): %13 = zext nneg i32 %3 to i64
; CHECK-NEXT:  DIVERGENT(grid): %14 = getelementptr inbounds nuw i32, ptr %1, i64 %13
; CHECK-NEXT:  TEMPORAL-DIVERGENT(grid): %5 in cycle %4 used by %12 = mul nuw nsw i32 %5, 7
;
; CHECK-LABEL: DPAgg uniformity for function '_Z10block_tripPii':
; CHECK-NEXT:  ALL UNIFORM(warp)
; CHECK-NEXT:  ALL UNIFORM(block)
; CHECK-NEXT:  DIVERGENT(grid): %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
; CHECK-NEXT:  DIVERGENT(grid): %4 = icmp eq i32 %3, 0
; CHECK-NEXT:  DIVERGENT-BRANCH(grid): %2
; CHECK-NEXT:  DIVERGENT(grid): %11 = icmp eq i32 %10, %3
; CHECK-NEXT:  DIVERGENT-BRANCH(grid): %5
; CHECK-NEXT:  DIVERGENT(grid): %13 = phi i32 [ %1, %2 ], [ %9, %5 ]
; CHECK-NEXT:  DIVERGENT(grid): %14 = add nsw i32 %13, %3
;
; CHECK-LABEL: DPAgg uniformity for function '_Z12uniform_tripPii':
; CHECK-NEXT:  DIVERGENT(warp): %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; CHECK-NEXT:  DIVERGENT(warp): %7 = zext nneg i32 %6 to i64
; CHECK-NEXT:  DIVERGENT(warp): %8 = getelementptr inbounds nuw i32, ptr %0, i64 %7
; CHECK-NEXT:  DIVERGENT(block): %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; CHECK-NEXT:  DIVERGENT(block): %7 = zext nneg i32 %6 to i64
; CHECK-NEXT:  DIVERGENT(block): %8 = getelementptr inbounds nuw i32, ptr %0, i64 %7
; CHECK-NEXT:  DIVERGENT(grid): %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; CHECK-NEXT:  DIVERGENT(grid): %7 = zext nneg i32 %6 to i64
; CHECK-NEXT:  DIVERGENT(grid): %8 = getelementptr inbounds nuw i32, ptr %0, i64 %7

source_filename = "Inputs/loop-temporal.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: write)
define dso_local ptx_kernel void @_Z11thread_tripPii(ptr noundef writeonly captures(none) %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = icmp eq i32 %3, 0
  br i1 %4, label %12, label %5

5:                                                ; preds = %2, %5
  %6 = phi i32 [ %9, %5 ], [ %1, %2 ]
  %7 = phi i32 [ %10, %5 ], [ 0, %2 ]
  %8 = mul nsw i32 %6, 3
  %9 = add nsw i32 %8, %1
  %10 = add nuw nsw i32 %7, 1
  %11 = icmp eq i32 %10, %3
  br i1 %11, label %12, label %5, !llvm.loop !11

12:                                               ; preds = %5, %2
  %13 = phi i32 [ %1, %2 ], [ %9, %5 ]
  %14 = add nsw i32 %13, %3
  store i32 %14, ptr %0, align 4, !tbaa !6
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z13thread_searchPKiPi(ptr noalias noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1) local_unnamed_addr #1 {
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %4

4:                                                ; preds = %4, %2
  %5 = phi i32 [ 0, %2 ], [ %10, %4 ]
  %6 = zext nneg i32 %5 to i64
  %7 = getelementptr inbounds nuw i32, ptr %0, i64 %6
  %8 = load i32, ptr %7, align 4, !tbaa !6
  %9 = icmp slt i32 %8, %3
  %10 = add nuw nsw i32 %5, 1
  br i1 %9, label %4, label %11, !llvm.loop !14

11:                                               ; preds = %4
  %12 = mul nuw nsw i32 %5, 7
  %13 = zext nneg i32 %3 to i64
  %14 = getelementptr inbounds nuw i32, ptr %1, i64 %13
  store i32 %12, ptr %14, align 4, !tbaa !6
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: write)
define dso_local ptx_kernel void @_Z10block_tripPii(ptr noundef writeonly captures(none) %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %4 = icmp eq i32 %3, 0
  br i1 %4, label %12, label %5

5:                                                ; preds = %2, %5
  %6 = phi i32 [ %9, %5 ], [ %1, %2 ]
  %7 = phi i32 [ %10, %5 ], [ 0, %2 ]
  %8 = mul nsw i32 %6, 3
  %9 = add nsw i32 %8, %1
  %10 = add nuw nsw i32 %7, 1
  %11 = icmp eq i32 %10, %3
  br i1 %11, label %12, label %5, !llvm.loop !15

12:                                               ; preds = %5, %2
  %13 = phi i32 [ %1, %2 ], [ %9, %5 ]
  %14 = add nsw i32 %13, %3
  store i32 %14, ptr %0, align 4, !tbaa !6
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: write)
define dso_local ptx_kernel void @_Z12uniform_tripPii(ptr noundef writeonly captures(none) %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %9, label %4

4:                                                ; preds = %9, %2
  %5 = phi i32 [ 0, %2 ], [ %13, %9 ]
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = zext nneg i32 %6 to i64
  %8 = getelementptr inbounds nuw i32, ptr %0, i64 %7
  store i32 %5, ptr %8, align 4, !tbaa !6
  ret void

9:                                                ; preds = %2, %9
  %10 = phi i32 [ %14, %9 ], [ 0, %2 ]
  %11 = phi i32 [ %13, %9 ], [ 0, %2 ]
  %12 = mul nsw i32 %11, 3
  %13 = add nsw i32 %12, %10
  %14 = add nuw nsw i32 %10, 1
  %15 = icmp eq i32 %14, %1
  br i1 %15, label %4, label %9, !llvm.loop !16
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
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
!16 = distinct !{!16, !12, !13}
