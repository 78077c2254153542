; Produced by (clang 22.1.8, CUDA 13.0):
;   clang++ -x cuda --cuda-path=/usr/local/cuda
;     --cuda-gpu-arch=sm_90 -fgpu-rdc --cuda-device-only -D__CUDACC_RDC__
;     -Wno-unknown-cuda-version -S -emit-llvm -O2
;     Inputs/loads.cu
; A load is uniform only from memory that cannot change while the kernel runs
; (constant memory, __ldg / !invariant.load, a const __restrict__ kernel
; pointer, a byval parameter the kernel does not write), and then only at a
; uniform address. A load from global or shared memory is divergent at every
; scope even at a uniform address.
; REQUIRES: nvptx-registered-target
; RUN: opt -passes='print<dpagg-uniformity>' -disable-output %s 2>&1 | FileCheck %s

; CHECK-LABEL: DPAgg uniformity for function '_Z11global_loadPiS_':
; CHECK-NEXT:  DIVERGENT(warp): %3 = load i32, ptr %0, align 4
; CHECK-NEXT:  DIVERGENT(warp): %4 = icmp sgt i32 %3, 0
; CHECK-NEXT:  DIVERGENT-BRANCH(warp): %2
; CHECK-NEXT:  DIVERGENT(warp): %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; CHECK-NEXT:  DIVERGENT(warp): %7 = zext nneg i32 %6 to i64
; CHECK-NEXT:  DIVERGENT(warp): %8 = getelementptr inbounds nuw i32, ptr %1, i64 %7
; CHECK-NEXT:  DIVERGENT(block): %3 = load i32, ptr %0, align 4
; CHECK-NEXT:  DIVERGENT(block): %4 = icmp sgt i32 %3, 0
; CHECK-NEXT:  DIVERGENT-BRANCH(block): %2
; CHECK-NEXT:  DIVERGENT(block): %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; CHECK-NEXT:  DIVERGENT(block): %7 = zext nneg i32 %6 to i64
; CHECK-NEXT:  DIVERGENT(block): %8 = getelementptr inbounds nuw i32, ptr %1, i64 %7
; CHECK-NEXT:  DIVERGENT(grid): %3 = load i32, ptr %0, align 4
; CHECK-NEXT:  DIVERGENT(grid): %4 = icmp sgt i32 %3, 0
; CHECK-NEXT:  DIVERGENT-BRANCH(grid): %2
; CHECK-NEXT:  DIVERGENT(grid): %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; CHECK-NEXT:  DIVERGENT(grid): %7 = zext nneg i32 %6 to i64
; CHECK-NEXT:  DIVERGENT(grid): %8 = getelementptr inbounds nuw i32, ptr %1, i64 %7
;
; CHECK-LABEL: DPAgg uniformity for function '_Z8ldg_loadPKiPi':
; CHECK-NEXT:  DIVERGENT(warp): %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; CHECK-NEXT:  DIVERGENT(warp): %8 = zext nneg i32 %7 to i64
; CHECK-NEXT:  DIVERGENT(warp): %9 = getelementptr inbounds nuw i32, ptr %1, i64 %8
; CHECK-NEXT:  DIVERGENT(block): %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; CHECK-NEXT:  DIVERGENT(block): %8 = zext nneg i32 %7 to i64
; CHECK-NEXT:  DIVERGENT(block): %9 = getelementptr inbounds nuw i32, ptr %1, i64 %8
; CHECK-NEXT:  DIVERGENT(grid): %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; CHECK-NEXT:  DIVERGENT(grid): %8 = zext nneg i32 %7 to i64
; CHECK-NEXT:  DIVERGENT(grid): %9 = getelementptr inbounds nuw i32, ptr %1, i64 %8
;
; CHECK-LABEL: DPAgg uniformity for function '_Z13constant_loadPi':
; CHECK-NEXT:  DIVERGENT(warp): %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; CHECK-NEXT:  DIVERGENT(warp): %10 = zext nneg i32 %9 to i64
; CHECK-NEXT:  DIVERGENT(warp): %11 = getelementptr inbounds nuw i32, ptr %0, i64 %10
; CHECK-NEXT:  DIVERGENT(block): %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; CHECK-NEXT:  DIVERGENT(block): %10 = zext nneg i32 %9 to i64
; CHECK-NEXT:  DIVERGENT(block): %11 = getelementptr inbounds nuw i32, ptr %0, i64 %10
; CHECK-NEXT:  DIVERGENT(grid): %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
; CHECK-NEXT:  DIVERGENT(grid): %3 = and i32 %2, 15
; CHECK-NEXT:  DIVERGENT(grid): %4 = zext nneg i32 %3 to i64
; CHECK-NEXT:  DIVERGENT(grid): %5 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(4) @table to ptr), i64 %4
; CHECK-NEXT:  DIVERGENT(grid): %6 = load i32, ptr %5, align 4
; CHECK-NEXT:  DIVERGENT(grid): %7 = icmp sgt i32 %6, 0
; CHECK-NEXT:  DIVERGENT-BRANCH(grid): %1
; CHECK-NEXT:  DIVERGENT(grid): %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; CHECK-NEXT:  DIVERGENT(grid): %10 = zext nneg i32 %9 to i64
; CHECK-NEXT:  DIVERGENT(grid): %11 = getelementptr inbounds nuw i32, ptr %0, i64 %10
;
; CHECK-LABEL: DPAgg uniformity for function '_Z13restrict_loadPKiPi':
; CHECK-NEXT:  DIVERGENT(warp): %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; CHECK-NEXT:  DIVERGENT(warp): %10 = zext nneg i32 %9 to i64
; CHECK-NEXT:  DIVERGENT(warp): %11 = getelementptr inbounds nuw i32, ptr %1, i64 %10
; CHECK-NEXT:  DIVERGENT(block): %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; CHECK-NEXT:  DIVERGENT(block): %10 = zext nneg i32 %9 to i64
; CHECK-NEXT:  DIVERGENT(block): %11 = getelementptr inbounds nuw i32, ptr %1, i64 %10
; CHECK-NEXT:  DIVERGENT(grid): %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
; CHECK-NEXT:  DIVERGENT(grid): %4 = zext nneg i32 %3 to i64
; CHECK-NEXT:  DIVERGENT(grid): %5 = getelementptr inbounds nuw i32, ptr %0, i64 %4
; CHECK-NEXT:  DIVERGENT(grid): %6 = load i32, ptr %5, align 4
; CHECK-NEXT:  DIVERGENT(grid): %7 = icmp sgt i32 %6, 0
; CHECK-NEXT:  DIVERGENT-BRANCH(grid): %2
; CHECK-NEXT:  DIVERGENT(grid): %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; CHECK-NEXT:  DIVERGENT(grid): %10 = zext nneg i32 %9 to i64
; CHECK-NEXT:  DIVERGENT(grid): %11 = getelementptr inbounds nuw i32, ptr %1, i64 %10
;
; CHECK-LABEL: DPAgg uniformity for function '_Z11shared_loadPi':
; CHECK-NEXT:  DIVERGENT(warp): %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; CHECK-NEXT:  DIVERGENT(warp): %3 = and i32 %2, 31
; CHECK-NEXT:  DIVERGENT(warp): %4 = zext nneg i32 %3 to i64
; CHECK-NEXT:  DIVERGENT(warp): %5 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ11shared_loadPiE1s to ptr), i64 %4
; CHECK-NEXT:  DIVERGENT(warp): %6 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ11shared_loadPiE1s to ptr), align 4
; CHECK-NEXT:  DIVERGENT(warp): %7 = icmp sgt i32 %6, 0
; CHECK-NEXT:  DIVERGENT-BRANCH(warp): %1
; CHECK-NEXT:  DIVERGENT(warp): %9 = zext nneg i32 %2 to i64
; CHECK-NEXT:  DIVERGENT(warp): %10 = getelementptr inbounds nuw i32, ptr %0, i64 %9
; CHECK-NEXT:  DIVERGENT(block): %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; CHECK-NEXT:  DIVERGENT(block): %3 = and i32 %2, 31
; CHECK-NEXT:  DIVERGENT(block): %4 = zext nneg i32 %3 to i64
; CHECK-NEXT:  DIVERGENT(block): %5 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ11shared_loadPiE1s to ptr), i64 %4
; CHECK-NEXT:  DIVERGENT(block): %6 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ11shared_loadPiE1s to ptr), align 4
; CHECK-NEXT:  DIVERGENT(block): %7 = icmp sgt i32 %6, 0
; CHECK-NEXT:  DIVERGENT-BRANCH(block): %1
; CHECK-NEXT:  DIVERGENT(block): %9 = zext nneg i32 %2 to i64
; CHECK-NEXT:  DIVERGENT(block): %10 = getelementptr inbounds nuw i32, ptr %0, i64 %9
; CHECK-NEXT:  DIVERGENT(grid): %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; CHECK-NEXT:  DIVERGENT(grid): %3 = and i32 %2, 31
; CHECK-NEXT:  DIVERGENT(grid): %4 = zext nneg i32 %3 to i64
; CHECK-NEXT:  DIVERGENT(grid): %5 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ11shared_loadPiE1s to ptr), i64 %4
; CHECK-NEXT:  DIVERGENT(grid): %6 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ11shared_loadPiE1s to ptr), align 4
; CHECK-NEXT:  DIVERGENT(grid): %7 = icmp sgt i32 %6, 0
; CHECK-NEXT:  DIVERGENT-BRANCH(grid): %1
; CHECK-NEXT:  DIVERGENT(grid): %9 = zext nneg i32 %2 to i64
; CHECK-NEXT:  DIVERGENT(grid): %10 = getelementptr inbounds nuw i32, ptr %0, i64 %9
;
; CHECK-LABEL: DPAgg uniformity for function '_Z11byval_param6ParamsPi':
; CHECK-NEXT:  DIVERGENT(warp): %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; CHECK-NEXT:  DIVERGENT(warp): %9 = zext nneg i32 %8 to i64
; CHECK-NEXT:  DIVERGENT(warp): %10 = getelementptr inbounds nuw i32, ptr %1, i64 %9
; CHECK-NEXT:  DIVERGENT(block): %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; CHECK-NEXT:  DIVERGENT(block): %9 = zext nneg i32 %8 to i64
; CHECK-NEXT:  DIVERGENT(block): %10 = getelementptr inbounds nuw i32, ptr %1, i64 %9
; CHECK-NEXT:  DIVERGENT(grid): %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; CHECK-NEXT:  DIVERGENT(grid): %9 = zext nneg i32 %8 to i64
; CHECK-NEXT:  DIVERGENT(grid): %10 = getelementptr inbounds nuw i32, ptr %1, i64 %9
;
; CHECK-LABEL: DPAgg uniformity for function '_Z17divergent_addressPKiPi':
; CHECK-NEXT:  DIVERGENT(warp): %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; CHECK-NEXT:  DIVERGENT(warp): %4 = zext nneg i32 %3 to i64
; CHECK-NEXT:  DIVERGENT(warp): %5 = getelementptr inbounds nuw i32, ptr %0, i64 %4
; CHECK-NEXT:  DIVERGENT(warp): %6 = addrspacecast ptr %5 to ptr addrspace(1)
; CHECK-NEXT:  DIVERGENT(warp): %7 = load i32, ptr addrspace(1) %6, align 4
; CHECK-NEXT:  DIVERGENT(warp): %8 = getelementptr inbounds nuw i32, ptr %1, i64 %4
; CHECK-NEXT:  DIVERGENT(block): %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; CHECK-NEXT:  DIVERGENT(block): %4 = zext nneg i32 %3 to i64
; CHECK-NEXT:  DIVERGENT(block): %5 = getelementptr inbounds nuw i32, ptr %0, i64 %4
; CHECK-NEXT:  DIVERGENT(block): %6 = addrspacecast ptr %5 to ptr addrspace(1)
; CHECK-NEXT:  DIVERGENT(block): %7 = load i32, ptr addrspace(1) %6, align 4
; CHECK-NEXT:  DIVERGENT(block): %8 = getelementptr inbounds nuw i32, ptr %1, i64 %4
; CHECK-NEXT:  DIVERGENT(grid): %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; CHECK-NEXT:  DIVERGENT(grid): %4 = zext nneg i32 %3 to i64
; CHECK-NEXT:  DIVERGENT(grid): %5 = getelementptr inbounds nuw i32, ptr %0, i64 %4
; CHECK-NEXT:  DIVERGENT(grid): %6 = addrspacecast ptr %5 to ptr addrspace(1)
; CHECK-NEXT:  DIVERGENT(grid): %7 = load i32, ptr addrspace(1) %6, align 4
; CHECK-NEXT:  DIVERGENT(grid): %8 = getelementptr inbounds nuw i32, ptr %1, i64 %4

source_filename = "Inputs/loads.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Params = type { i32, i32 }

@table = dso_local addrspace(4) externally_initialized constant [16 x i32] zeroinitializer, align 4
@_ZZ11shared_loadPiE1s = internal unnamed_addr addrspace(3) global [32 x i32] undef, align 4
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(4) @table to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z11global_loadPiS_(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1) local_unnamed_addr #0 {
  %3 = load i32, ptr %0, align 4, !tbaa !6
  %4 = icmp sgt i32 %3, 0
  br i1 %4, label %5, label %9

5:                                                ; preds = %2
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = zext nneg i32 %6 to i64
  %8 = getelementptr inbounds nuw i32, ptr %1, i64 %7
  store i32 1, ptr %8, align 4, !tbaa !6
  br label %9

9:                                                ; preds = %5, %2
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z8ldg_loadPKiPi(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1) local_unnamed_addr #0 {
  %3 = addrspacecast ptr %0 to ptr addrspace(1)
  %4 = load i32, ptr addrspace(1) %3, align 4, !invariant.load !11
  %5 = icmp sgt i32 %4, 0
  br i1 %5, label %6, label %10

6:                                                ; preds = %2
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = zext nneg i32 %7 to i64
  %9 = getelementptr inbounds nuw i32, ptr %1, i64 %8
  store i32 1, ptr %9, align 4, !tbaa !6
  br label %10

10:                                               ; preds = %6, %2
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write)
define dso_local ptx_kernel void @_Z13constant_loadPi(ptr noundef writeonly captures(none) %0) local_unnamed_addr #1 {
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %3 = and i32 %2, 15
  %4 = zext nneg i32 %3 to i64
  %5 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(4) @table to ptr), i64 %4
  %6 = load i32, ptr %5, align 4, !tbaa !6
  %7 = icmp sgt i32 %6, 0
  br i1 %7, label %8, label %12

8:                                                ; preds = %1
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = zext nneg i32 %9 to i64
  %11 = getelementptr inbounds nuw i32, ptr %0, i64 %10
  store i32 1, ptr %11, align 4, !tbaa !6
  br label %12

12:                                               ; preds = %8, %1
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z13restrict_loadPKiPi(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1) local_unnamed_addr #0 {
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %4 = zext nneg i32 %3 to i64
  %5 = getelementptr inbounds nuw i32, ptr %0, i64 %4
  %6 = load i32, ptr %5, align 4, !tbaa !6
  %7 = icmp sgt i32 %6, 0
  br i1 %7, label %8, label %12

8:                                                ; preds = %2
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = zext nneg i32 %9 to i64
  %11 = getelementptr inbounds nuw i32, ptr %1, i64 %10
  store i32 1, ptr %11, align 4, !tbaa !6
  br label %12

12:                                               ; preds = %8, %2
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z11shared_loadPi(ptr noundef writeonly captures(none) %0) local_unnamed_addr #2 {
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %3 = and i32 %2, 31
  %4 = zext nneg i32 %3 to i64
  %5 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ11shared_loadPiE1s to ptr), i64 %4
  store i32 %2, ptr %5, align 4, !tbaa !6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %6 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ11shared_loadPiE1s to ptr), align 4, !tbaa !6
  %7 = icmp sgt i32 %6, 0
  br i1 %7, label %8, label %11

8:                                                ; preds = %1
  %9 = zext nneg i32 %2 to i64
  %10 = getelementptr inbounds nuw i32, ptr %0, i64 %9
  store i32 1, ptr %10, align 4, !tbaa !6
  br label %11

11:                                               ; preds = %8, %1
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z11byval_param6ParamsPi(ptr noundef readonly byval(%struct.Params) align 4 captures(none) %0, ptr noundef writeonly captures(none) %1) local_unnamed_addr #0 {
  %3 = load i32, ptr %0, align 4, !tbaa !12
  %4 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %5 = load i32, ptr %4, align 4, !tbaa !14
  %6 = icmp sgt i32 %3, %5
  br i1 %6, label %7, label %11

7:                                                ; preds = %2
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = zext nneg i32 %8 to i64
  %10 = getelementptr inbounds nuw i32, ptr %1, i64 %9
  store i32 1, ptr %10, align 4, !tbaa !6
  br label %11

11:                                               ; preds = %7, %2
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z17divergent_addressPKiPi(ptr noalias noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1) local_unnamed_addr #0 {
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = zext nneg i32 %3 to i64
  %5 = getelementptr inbounds nuw i32, ptr %0, i64 %4
  %6 = addrspacecast ptr %5 to ptr addrspace(1)
  %7 = load i32, ptr addrspace(1) %6, align 4, !invariant.load !11
  %8 = getelementptr inbounds nuw i32, ptr %1, i64 %4
  store i32 %7, ptr %8, align 4, !tbaa !6
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #2 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!11 = !{}
!12 = !{!13, !7, i64 0}
!13 = !{!"_ZTS6Params", !7, i64 0, !7, i64 4}
!14 = !{!13, !7, i64 4}
