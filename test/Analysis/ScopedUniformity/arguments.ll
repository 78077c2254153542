; Produced by (clang 22.1.8, CUDA 13.0):
;   clang++ -x cuda --cuda-path=/usr/local/cuda
;     --cuda-gpu-arch=sm_90 -fgpu-rdc --cuda-device-only -D__CUDACC_RDC__
;     -Wno-unknown-cuda-version -S -emit-llvm -O2
;     Inputs/arguments.cu
; Kernel arguments are uniform at every scope; arguments of a __device__
; function are not (each thread passes its own), so the same branch on n is
; uniform in the kernel and divergent in the helper.
; REQUIRES: nvptx-registered-target
; RUN: opt -passes='print<dpagg-uniformity>' -disable-output %s 2>&1 | FileCheck %s

; CHECK-LABEL: DPAgg uniformity for function '_Z6helperPii':
; CHECK-NEXT:  DIVERGENT(warp): ptr %0
; CHECK-NEXT:  DIVERGENT(warp): i32 %1
; CHECK-NEXT:  DIVERGENT(warp): %3 = icmp sgt i32 %1, 0
; CHECK-NEXT:  DIVERGENT-BRANCH(warp): %2
; CHECK-NEXT:  DIVERGENT(block): ptr %0
; CHECK-NEXT:  DIVERGENT(block): i32 %1
; CHECK-NEXT:  DIVERGENT(block): %3 = icmp sgt i32 %1, 0
; CHECK-NEXT:  DIVERGENT-BRANCH(block): %2
; CHECK-NEXT:  DIVERGENT(grid): ptr %0
; CHECK-NEXT:  DIVERGENT(grid): i32 %1
; CHECK-NEXT:  DIVERGENT(grid): %3 = icmp sgt i32 %1, 0
; CHECK-NEXT:  DIVERGENT-BRANCH(grid): %2
;
; CHECK-LABEL: DPAgg uniformity for function '_Z6kernelPii':
; CHECK-NEXT:  ALL UNIFORM(warp)
; CHECK-NEXT:  ALL UNIFORM(block)
; CHECK-NEXT:  ALL UNIFORM(grid)

source_filename = "Inputs/arguments.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write)
define dso_local void @_Z6helperPii(ptr noundef writeonly captures(none) %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %5

4:                                                ; preds = %2
  store i32 %1, ptr %0, align 4, !tbaa !6
  br label %5

5:                                                ; preds = %4, %2
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write)
define dso_local ptx_kernel void @_Z6kernelPii(ptr noundef writeonly captures(none) %0, i32 noundef %1) local_unnamed_addr #1 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %6

4:                                                ; preds = %2
  %5 = getelementptr inbounds nuw i8, ptr %0, i64 4
  store i32 %1, ptr %5, align 4, !tbaa !6
  br label %6

6:                                                ; preds = %4, %2
  tail call void @_Z6helperPii(ptr noundef %0, i32 noundef %1) #2
  ret void
}

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #2 = { nounwind }

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
