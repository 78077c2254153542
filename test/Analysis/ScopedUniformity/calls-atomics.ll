; Produced by (clang 22.1.8, CUDA 13.0):
;   clang++ -x cuda --cuda-path=/usr/local/cuda
;     --cuda-gpu-arch=sm_90 -fgpu-rdc --cuda-device-only -D__CUDACC_RDC__
;     -Wno-unknown-cuda-version -S -emit-llvm -O2
;     Inputs/calls-atomics.cu
; Atomics (atomicrmw, atomic loads) and calls to functions are never uniform;
; pure intrinsics (smin, fma, ctlz) follow their operands.
; REQUIRES: nvptx-registered-target
; RUN: opt -passes='print<dpagg-uniformity>' -disable-output %s 2>&1 | FileCheck %s

; CHECK-LABEL: DPAgg uniformity for function '_Z7atomicsPiS_':
; CHECK-NEXT:  DIVERGENT(warp): %3 = atomicrmw add ptr %0, i32 1 seq_cst, align 4
; CHECK-NEXT:  DIVERGENT(warp): %4 = icmp eq i32 %3, 0
; CHECK-NEXT:  DIVERGENT-BRANCH(warp): %2
; CHECK-NEXT:  DIVERGENT(block): %3 = atomicrmw add ptr %0, i32 1 seq_cst, align 4
; CHECK-NEXT:  DIVERGENT(block): %4 = icmp eq i32 %3, 0
; CHECK-NEXT:  DIVERGENT-BRANCH(block): %2
; CHECK-NEXT:  DIVERGENT(grid): %3 = atomicrmw add ptr %0, i32 1 seq_cst, align 4
; CHECK-NEXT:  DIVERGENT(grid): %4 = icmp eq i32 %3, 0
; CHECK-NEXT:  DIVERGENT-BRANCH(grid): %2
;
; CHECK-LABEL: DPAgg uniformity for function '_Z5callsPiif':
; CHECK-NEXT:  DIVERGENT(warp): %4 = tail call noundef i32 @_Z6opaquei(i32 noundef %1)
; CHECK-NEXT:  DIVERGENT(warp): %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; CHECK-NEXT:  DIVERGENT(warp): %13 = tail call noundef i32 @llvm.smin.i32(i32 %1, i32 %12)
; CHECK-NEXT:  DIVERGENT(block): %4 = tail call noundef i32 @_Z6opaquei(i32 noundef %1)
; CHECK-NEXT:  DIVERGENT(block): %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; CHECK-NEXT:  DIVERGENT(block): %13 = tail call noundef i32 @llvm.smin.i32(i32 %1, i32 %12)
; CHECK-NEXT:  DIVERGENT(grid): %4 = tail call noundef i32 @_Z6opaquei(i32 noundef %1)
; CHECK-NEXT:  DIVERGENT(grid): %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; CHECK-NEXT:  DIVERGENT(grid): %13 = tail call noundef i32 @llvm.smin.i32(i32 %1, i32 %12)
;
; CHECK-LABEL: DPAgg uniformity for function '_Z11atomic_loadPiS_':
; CHECK-NEXT:  DIVERGENT(warp): %3 = load atomic i32, ptr %0 acquire, align 4
; CHECK-NEXT:  DIVERGENT(warp): %4 = icmp eq i32 %3, 0
; CHECK-NEXT:  DIVERGENT-BRANCH(warp): %2
; CHECK-NEXT:  DIVERGENT(block): %3 = load atomic i32, ptr %0 acquire, align 4
; CHECK-NEXT:  DIVERGENT(block): %4 = icmp eq i32 %3, 0
; CHECK-NEXT:  DIVERGENT-BRANCH(block): %2
; CHECK-NEXT:  DIVERGENT(grid): %3 = load atomic i32, ptr %0 acquire, align 4
; CHECK-NEXT:  DIVERGENT(grid): %4 = icmp eq i32 %3, 0
; CHECK-NEXT:  DIVERGENT-BRANCH(grid): %2

source_filename = "Inputs/calls-atomics.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z7atomicsPiS_(ptr noundef captures(none) %0, ptr noundef writeonly captures(none) %1) local_unnamed_addr #0 {
  %3 = atomicrmw add ptr %0, i32 1 seq_cst, align 4
  %4 = icmp eq i32 %3, 0
  br i1 %4, label %5, label %6

5:                                                ; preds = %2
  store i32 1, ptr %1, align 4, !tbaa !6
  br label %6

6:                                                ; preds = %5, %2
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @_Z5callsPiif(ptr noundef writeonly captures(none) initializes((0, 20)) %0, i32 noundef %1, float noundef %2) local_unnamed_addr #1 {
  %4 = tail call noundef i32 @_Z6opaquei(i32 noundef %1) #6
  store i32 %4, ptr %0, align 4, !tbaa !6
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = tail call noundef i32 @llvm.smin.i32(i32 %1, i32 %5)
  %7 = getelementptr inbounds nuw i8, ptr %0, i64 4
  store i32 %6, ptr %7, align 4, !tbaa !6
  %8 = tail call noundef float @llvm.fma.f32(float %2, float %2, float 1.000000e+00)
  %9 = getelementptr inbounds nuw i8, ptr %0, i64 8
  store float %8, ptr %9, align 4, !tbaa !6
  %10 = tail call noundef range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %1, i1 false)
  %11 = getelementptr inbounds nuw i8, ptr %0, i64 12
  store i32 %10, ptr %11, align 4, !tbaa !6
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = tail call noundef i32 @llvm.smin.i32(i32 %1, i32 %12)
  %14 = getelementptr inbounds nuw i8, ptr %0, i64 16
  store i32 %13, ptr %14, align 4, !tbaa !6
  ret void
}

; Function Attrs: convergent nounwind
declare dso_local noundef i32 @_Z6opaquei(i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z11atomic_loadPiS_(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1) local_unnamed_addr #0 {
  %3 = load atomic i32, ptr %0 acquire, align 4
  %4 = icmp eq i32 %3, 0
  br i1 %4, label %6, label %5

5:                                                ; preds = %2
  store i32 1, ptr %1, align 4, !tbaa !6
  br label %6

6:                                                ; preds = %5, %2
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #5

attributes #0 = { mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #2 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
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
