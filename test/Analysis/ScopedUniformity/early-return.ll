; Produced by (clang 22.1.8, CUDA 13.0):
;   clang++ -x cuda --cuda-path=/usr/local/cuda
;     --cuda-gpu-arch=sm_90 -fgpu-rdc --cuda-device-only -D__CUDACC_RDC__
;     -Wno-unknown-cuda-version -S -emit-llvm -O2
;     Inputs/early-return.cu
; Early returns: a thread-dependent return makes the merged return value
; divergent; a block-dependent return diverges only at grid scope. A call to
; a __device__ function is never uniform.
; REQUIRES: nvptx-registered-target
; RUN: opt -passes='print<dpagg-uniformity>' -disable-output %s 2>&1 | FileCheck %s

; CHECK-LABEL: DPAgg uniformity for function '_Z12clamp_threadPii':
; CHECK-NEXT:  DIVERGENT(warp): ptr %0
; CHECK-NEXT:  DIVERGENT(warp): i32 %1
; CHECK-NEXT:  DIVERGENT(warp): %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; CHECK-NEXT:  DIVERGENT(warp): %4 = icmp samesign ugt i32 %3, 6
; CHECK-NEXT:  DIVERGENT-BRANCH(warp): %2
; CHECK-NEXT:  DIVERGENT(warp): %6 = getelementptr inbounds nuw i8, ptr %0, i64 4
; CHECK-NEXT:  DIVERGENT(warp): %7 = load i32, ptr %0, align 4
; CHECK-NEXT:  DIVERGENT(warp): %8 = add nsw i32 %7, 1
; CHECK-NEXT:  DIVERGENT(warp): %10 = phi i32 [ %8, %5 ], [ %1, %2 ]
; CHECK-NEXT:  DIVERGENT-BRANCH(warp): %9
; CHECK-NEXT:  DIVERGENT(block): ptr %0
; CHECK-NEXT:  DIVERGENT(block): i32 %1
; CHECK-NEXT:  DIVERGENT(block): %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; CHECK-NEXT:  DIVERGENT(block): %4 = icmp samesign ugt i32 %3, 6
; CHECK-NEXT:  DIVERGENT-BRANCH(block): %2
; CHECK-NEXT:  DIVERGENT(block): %6 = getelementptr inbounds nuw i8, ptr %0, i64 4
; CHECK-NEXT:  DIVERGENT(block): %7 = load i32, ptr %0, align 4
; CHECK-NEXT:  DIVERGENT(block): %8 = add nsw i32 %7, 1
; CHECK-NEXT:  DIVERGENT(block): %10 = phi i32 [ %8, %5 ], [ %1, %2 ]
; CHECK-NEXT:  DIVERGENT-BRANCH(block): %9
; CHECK-NEXT:  DIVERGENT(grid): ptr %0
; CHECK-NEXT:  DIVERGENT(grid): i32 %1
; CHECK-NEXT:  DIVERGENT(grid): %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; CHECK-NEXT:  DIVERGENT(grid): %4 = icmp samesign ugt i32 %3, 6
; CHECK-NEXT:  DIVERGENT-BRANCH(grid): %2
; CHECK-NEXT:  DIVERGENT(grid): %6 = getelementptr inbounds nuw i8, ptr %0, i64 4
; CHECK-NEXT:  DIVERGENT(grid): %7 = load i32, ptr %0, align 4
; CHECK-NEXT:  DIVERGENT(grid): %8 = add nsw i32 %7, 1
; CHECK-NEXT:  DIVERGENT(grid): %10 = phi i32 [ %8, %5 ], [ %1, %2 ]
; CHECK-NEXT:  DIVERGENT-BRANCH(grid): %9
;
; CHECK-LABEL: DPAgg uniformity for function '_Z11thread_exitPii':
; CHECK-NEXT:  DIVERGENT(warp): %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; CHECK-NEXT:  DIVERGENT(warp): %4 = icmp ult i32 %3, %1
; CHECK-NEXT:  DIVERGENT-BRANCH(warp): %2
; CHECK-NEXT:  DIVERGENT(warp): %6 = zext nneg i32 %3 to i64
; CHECK-NEXT:  DIVERGENT(warp): %7 = getelementptr inbounds nuw i32, ptr %0, i64 %6
; CHECK-NEXT:  DIVERGENT(block): %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; CHECK-NEXT:  DIVERGENT(block): %4 = icmp ult i32 %3, %1
; CHECK-NEXT:  DIVERGENT-BRANCH(block): %2
; CHECK-NEXT:  DIVERGENT(block): %6 = zext nneg i32 %3 to i64
; CHECK-NEXT:  DIVERGENT(block): %7 = getelementptr inbounds nuw i32, ptr %0, i64 %6
; CHECK-NEXT:  DIVERGENT(grid): %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; CHECK-NEXT:  DIVERGENT(grid): %4 = icmp ult i32 %3, %1
; CHECK-NEXT:  DIVERGENT-BRANCH(grid): %2
; CHECK-NEXT:  DIVERGENT(grid): %6 = zext nneg i32 %3 to i64
; CHECK-NEXT:  DIVERGENT(grid): %7 = getelementptr inbounds nuw i32, ptr %0, i64 %6
;
; CHECK-LABEL: DPAgg uniformity for function '_Z10block_exitPii':
; CHECK-NEXT:  ALL UNIFORM(warp)
; CHECK-NEXT:  ALL UNIFORM(block)
; CHECK-NEXT:  DIVERGENT(grid): %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
; CHECK-NEXT:  DIVERGENT(grid): %4 = icmp ult i32 %3, %1
; CHECK-NEXT:  DIVERGENT-BRANCH(grid): %2
; CHECK-NEXT:  DIVERGENT(grid): %6 = zext nneg i32 %3 to i64
; CHECK-NEXT:  DIVERGENT(grid): %7 = getelementptr inbounds nuw i32, ptr %0, i64 %6
;
; CHECK-LABEL: DPAgg uniformity for function '_Z6callerPii':
; CHECK-NEXT:  DIVERGENT(warp): %3 = tail call noundef i32 @_Z12clamp_threadPii(ptr noundef %0, i32 noundef %1)
; CHECK-NEXT:  DIVERGENT(block): %3 = tail call noundef i32 @_Z12clamp_threadPii(ptr noundef %0, i32 noundef %1)
; CHECK-NEXT:  DIVERGENT(grid): %3 = tail call noundef i32 @_Z12clamp_threadPii(ptr noundef %0, i32 noundef %1)

source_filename = "Inputs/early-return.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local noundef i32 @_Z12clamp_threadPii(ptr noundef captures(none) %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = icmp samesign ugt i32 %3, 6
  br i1 %4, label %9, label %5

5:                                                ; preds = %2
  %6 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %7 = load i32, ptr %0, align 4, !tbaa !6
  %8 = add nsw i32 %7, 1
  store i32 %8, ptr %6, align 4, !tbaa !6
  br label %9

9:                                                ; preds = %2, %5
  %10 = phi i32 [ %8, %5 ], [ %1, %2 ]
  ret i32 %10
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write)
define dso_local ptx_kernel void @_Z11thread_exitPii(ptr noundef writeonly captures(none) %0, i32 noundef %1) local_unnamed_addr #1 {
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = icmp ult i32 %3, %1
  br i1 %4, label %5, label %8

5:                                                ; preds = %2
  %6 = zext nneg i32 %3 to i64
  %7 = getelementptr inbounds nuw i32, ptr %0, i64 %6
  store i32 1, ptr %7, align 4, !tbaa !6
  br label %8

8:                                                ; preds = %2, %5
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write)
define dso_local ptx_kernel void @_Z10block_exitPii(ptr noundef writeonly captures(none) %0, i32 noundef %1) local_unnamed_addr #1 {
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %4 = icmp ult i32 %3, %1
  br i1 %4, label %5, label %11

5:                                                ; preds = %2
  %6 = zext nneg i32 %3 to i64
  %7 = getelementptr inbounds nuw i32, ptr %0, i64 %6
  %8 = icmp sgt i32 %1, 4
  %9 = zext i1 %8 to i32
  %10 = shl nuw nsw i32 %1, %9
  store i32 %10, ptr %7, align 4, !tbaa !6
  br label %11

11:                                               ; preds = %2, %5
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z6callerPii(ptr noundef captures(none) %0, i32 noundef %1) local_unnamed_addr #2 {
  %3 = tail call noundef i32 @_Z12clamp_threadPii(ptr noundef %0, i32 noundef %1) #4
  %4 = getelementptr inbounds nuw i8, ptr %0, i64 8
  store i32 %3, ptr %4, align 4, !tbaa !6
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind }

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
