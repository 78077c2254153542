; Produced by (clang 22.1.8, CUDA 13.0):
;   clang++ -x cuda --cuda-path=/usr/local/cuda
;     --cuda-gpu-arch=sm_90 -fgpu-rdc --cuda-device-only -D__CUDACC_RDC__
;     -Wno-unknown-cuda-version -S -emit-llvm -O2
;     Inputs/switch.cu
; A switch on threadIdx diverges at every scope, and so does the phi that
; merges its cases; a switch on blockIdx only at grid scope.
; REQUIRES: nvptx-registered-target
; RUN: opt -passes='print<dpagg-uniformity>' -disable-output %s 2>&1 | FileCheck %s

; CHECK-LABEL: DPAgg uniformity for function '_Z13switch_threadPii':
; CHECK-NEXT:  DIVERGENT(warp): %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; CHECK-NEXT:  DIVERGENT(warp): %4 = and i32 %3, 3
; CHECK-NEXT:  DIVERGENT-BRANCH(warp): %2
; CHECK-NEXT:  DIVERGENT(warp): %12 = phi i32 [ 0, %10 ], [ %6, %5 ], [ %8, %7 ], [ %1, %2 ]
; CHECK-NEXT:  DIVERGENT(block): %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; CHECK-NEXT:  DIVERGENT(block): %4 = and i32 %3, 3
; CHECK-NEXT:  DIVERGENT-BRANCH(block): %2
; CHECK-NEXT:  DIVERGENT(block): %12 = phi i32 [ 0, %10 ], [ %6, %5 ], [ %8, %7 ], [ %1, %2 ]
; CHECK-NEXT:  DIVERGENT(grid): %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; CHECK-NEXT:  DIVERGENT(grid): %4 = and i32 %3, 3
; CHECK-NEXT:  DIVERGENT-BRANCH(grid): %2
; CHECK-NEXT:  DIVERGENT(grid): %12 = phi i32 [ 0, %10 ], [ %6, %5 ], [ %8, %7 ], [ %1, %2 ]
; CHECK-NEXT:  DIVERGENT(grid): %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
; CHECK-NEXT:  DIVERGENT(grid): %14 = zext nneg i32 %13 to i64
; CHECK-NEXT:  DIVERGENT(grid): %15 = getelementptr inbounds nuw i32, ptr %0, i64 %14
;
; CHECK-LABEL: DPAgg uniformity for function '_Z12switch_blockPii':
; CHECK-NEXT:  ALL UNIFORM(warp)
; CHECK-NEXT:  ALL UNIFORM(block)
; CHECK-NEXT:  DIVERGENT(grid): %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
; CHECK-NEXT:  DIVERGENT(grid): %4 = and i32 %3, 3
; CHECK-NEXT:  DIVERGENT-BRANCH(grid): %2
; CHECK-NEXT:  DIVERGENT(grid): %12 = phi i32 [ 0, %10 ], [ %6, %5 ], [ %8, %7 ], [ %1, %2 ]
; CHECK-NEXT:  DIVERGENT(grid): %13 = zext nneg i32 %3 to i64
; CHECK-NEXT:  DIVERGENT(grid): %14 = getelementptr inbounds nuw i32, ptr %0, i64 %13

source_filename = "Inputs/switch.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write)
define dso_local ptx_kernel void @_Z13switch_threadPii(ptr noundef writeonly captures(none) %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = and i32 %3, 3
  switch i32 %4, label %9 [
    i32 0, label %11
    i32 1, label %5
    i32 2, label %7
    i32 3, label %10
  ]

5:                                                ; preds = %2
  %6 = mul nsw i32 %1, 7
  br label %11

7:                                                ; preds = %2
  %8 = add nsw i32 %1, 9
  br label %11

9:                                                ; preds = %2
  unreachable

10:                                               ; preds = %2
  br label %11

11:                                               ; preds = %2, %10, %7, %5
  %12 = phi i32 [ 0, %10 ], [ %6, %5 ], [ %8, %7 ], [ %1, %2 ]
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %14 = zext nneg i32 %13 to i64
  %15 = getelementptr inbounds nuw i32, ptr %0, i64 %14
  store i32 %12, ptr %15, align 4, !tbaa !6
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write)
define dso_local ptx_kernel void @_Z12switch_blockPii(ptr noundef writeonly captures(none) %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %4 = and i32 %3, 3
  switch i32 %4, label %9 [
    i32 0, label %11
    i32 1, label %5
    i32 2, label %7
    i32 3, label %10
  ]

5:                                                ; preds = %2
  %6 = mul nsw i32 %1, 7
  br label %11

7:                                                ; preds = %2
  %8 = add nsw i32 %1, 9
  br label %11

9:                                                ; preds = %2
  unreachable

10:                                               ; preds = %2
  br label %11

11:                                               ; preds = %2, %10, %7, %5
  %12 = phi i32 [ 0, %10 ], [ %6, %5 ], [ %8, %7 ], [ %1, %2 ]
  %13 = zext nneg i32 %3 to i64
  %14 = getelementptr inbounds nuw i32, ptr %0, i64 %13
  store i32 %12, ptr %14, align 4, !tbaa !6
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
