; Produced by (clang 22.1.8, CUDA 13.0):
;   clang++ -x cuda --cuda-path=/usr/local/cuda
;     --cuda-gpu-arch=sm_90 -fgpu-rdc --cuda-device-only -D__CUDACC_RDC__
;     -Wno-unknown-cuda-version -S -emit-llvm -O2
;     Inputs/special-registers.cu
; threadIdx (%tid) diverges at every scope; blockIdx (%ctaid) is uniform in a
; warp and a block but not in the grid; blockDim/gridDim (%ntid, %nctaid) are
; uniform everywhere. %laneid, %lanemask_lt, %warpid, %smid, %clock64,
; %globaltimer and inline asm are never uniform.
; REQUIRES: nvptx-registered-target
; RUN: opt -passes='print<dpagg-uniformity>' -disable-output %s 2>&1 | FileCheck %s

; CHECK-LABEL: DPAgg uniformity for function '_Z12thread_indexPi':
; CHECK-NEXT:  DIVERGENT(warp): %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; CHECK-NEXT:  DIVERGENT(warp): %3 = icmp eq i32 %2, 3
; CHECK-NEXT:  DIVERGENT-BRANCH(warp): %1
; CHECK-NEXT:  DIVERGENT(block): %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; CHECK-NEXT:  DIVERGENT(block): %3 = icmp eq i32 %2, 3
; CHECK-NEXT:  DIVERGENT-BRANCH(block): %1
; CHECK-NEXT:  DIVERGENT(grid): %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; CHECK-NEXT:  DIVERGENT(grid): %3 = icmp eq i32 %2, 3
; CHECK-NEXT:  DIVERGENT-BRANCH(grid): %1
;
; CHECK-LABEL: DPAgg uniformity for function '_Z11block_indexPi':
; CHECK-NEXT:  ALL UNIFORM(warp)
; CHECK-NEXT:  ALL UNIFORM(block)
; CHECK-NEXT:  DIVERGENT(grid): %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
; CHECK-NEXT:  DIVERGENT(grid): %3 = icmp eq i32 %2, 3
; CHECK-NEXT:  DIVERGENT-BRANCH(grid): %1
;
; CHECK-LABEL: DPAgg uniformity for function '_Z9block_dimPi':
; CHECK-NEXT:  ALL UNIFORM(warp)
; CHECK-NEXT:  ALL UNIFORM(block)
; CHECK-NEXT:  ALL UNIFORM(grid)
;
; CHECK-LABEL: DPAgg uniformity for function '_Z20per_thread_registersPy':
; CHECK-NEXT:  DIVERGENT(warp): %2 = tail call i32 @llvm.nvvm.read.ptx.sreg.laneid()
; CHECK-NEXT:  DIVERGENT(warp): %3 = zext nneg i32 %2 to i64
; CHECK-NEXT:  DIVERGENT(warp): %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.lanemask.lt()
; CHECK-NEXT:  DIVERGENT(warp): %5 = sext i32 %4 to i64
; CHECK-NEXT:  DIVERGENT(warp): %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.warpid()
; CHECK-NEXT:  DIVERGENT(warp): %8 = sext i32 %7 to i64
; CHECK-NEXT:  DIVERGENT(warp): %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.smid()
; CHECK-NEXT:  DIVERGENT(warp): %11 = sext i32 %10 to i64
; CHECK-NEXT:  DIVERGENT(warp): %13 = tail call noundef i64 @llvm.nvvm.read.ptx.sreg.clock64()
; CHECK-NEXT:  DIVERGENT(warp): %15 = tail call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
; CHECK-NEXT:  DIVERGENT(warp): %17 = tail call i32 asm "mov.u32 $0, %laneid;", "=r"()
; CHECK-NEXT:  DIVERGENT(warp): %18 = zext i32 %17 to i64
; CHECK-NEXT:  DIVERGENT(block): %2 = tail call i32 @llvm.nvvm.read.ptx.sreg.laneid()
; CHECK-NEXT:  DIVERGENT(block): %3 = zext nneg i32 %2 to i64
; CHECK-NEXT:  DIVERGENT(block): %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.lanemask.lt()
; CHECK-NEXT:  DIVERGENT(block): %5 = sext i32 %4 to i64
; CHECK-NEXT:  DIVERGENT(block): %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.warpid()
; CHECK-NEXT:  DIVERGENT(block): %8 = sext i32 %7 to i64
; CHECK-NEXT:  DIVERGENT(block): %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.smid()
; CHECK-NEXT:  DIVERGENT(block): %11 = sext i32 %10 to i64
; CHECK-NEXT:  DIVERGENT(block): %13 = tail call noundef i64 @llvm.nvvm.read.ptx.sreg.clock64()
; CHECK-NEXT:  DIVERGENT(block): %15 = tail call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
; CHECK-NEXT:  DIVERGENT(block): %17 = tail call i32 asm "mov.u32 $0, %laneid;", "=r"()
; CHECK-NEXT:  DIVERGENT(block): %18 = zext i32 %17 to i64
; CHECK-NEXT:  DIVERGENT(grid): %2 = tail call i32 @llvm.nvvm.read.ptx.sreg.laneid()
; CHECK-NEXT:  DIVERGENT(grid): %3 = zext nneg i32 %2 to i64
; CHECK-NEXT:  DIVERGENT(grid): %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.lanemask.lt()
; CHECK-NEXT:  DIVERGENT(grid): %5 = sext i32 %4 to i64
; CHECK-NEXT:  DIVERGENT(grid): %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.warpid()
; CHECK-NEXT:  DIVERGENT(grid): %8 = sext i32 %7 to i64
; CHECK-NEXT:  DIVERGENT(grid): %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.smid()
; CHECK-NEXT:  DIVERGENT(grid): %11 = sext i32 %10 to i64
; CHECK-NEXT:  DIVERGENT(grid): %13 = tail call noundef i64 @llvm.nvvm.read.ptx.sreg.clock64()
; CHECK-NEXT:  DIVERGENT(grid): %15 = tail call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
; CHECK-NEXT:  DIVERGENT(grid): %17 = tail call i32 asm "mov.u32 $0, %laneid;", "=r"()
; CHECK-NEXT:  DIVERGENT(grid): %18 = zext i32 %17 to i64

source_filename = "Inputs/special-registers.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write)
define dso_local ptx_kernel void @_Z12thread_indexPi(ptr noundef writeonly captures(none) %0) local_unnamed_addr #0 {
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %3 = icmp eq i32 %2, 3
  br i1 %3, label %4, label %5

4:                                                ; preds = %1
  store i32 3, ptr %0, align 4, !tbaa !6
  br label %5

5:                                                ; preds = %4, %1
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write)
define dso_local ptx_kernel void @_Z11block_indexPi(ptr noundef writeonly captures(none) %0) local_unnamed_addr #0 {
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %3 = icmp eq i32 %2, 3
  br i1 %3, label %4, label %5

4:                                                ; preds = %1
  store i32 3, ptr %0, align 4, !tbaa !6
  br label %5

5:                                                ; preds = %4, %1
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write)
define dso_local ptx_kernel void @_Z9block_dimPi(ptr noundef writeonly captures(none) %0) local_unnamed_addr #0 {
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.y()
  %4 = mul nuw nsw i32 %2, %3
  %5 = icmp eq i32 %4, 3
  br i1 %5, label %6, label %7

6:                                                ; preds = %1
  store i32 3, ptr %0, align 4, !tbaa !6
  br label %7

7:                                                ; preds = %6, %1
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(argmem: write, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @_Z20per_thread_registersPy(ptr noundef writeonly captures(none) initializes((0, 56)) %0) local_unnamed_addr #1 {
  %2 = tail call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %3 = zext nneg i32 %2 to i64
  store i64 %3, ptr %0, align 8, !tbaa !11
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.lanemask.lt()
  %5 = sext i32 %4 to i64
  %6 = getelementptr inbounds nuw i8, ptr %0, i64 8
  store i64 %5, ptr %6, align 8, !tbaa !11
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.warpid()
  %8 = sext i32 %7 to i64
  %9 = getelementptr inbounds nuw i8, ptr %0, i64 16
  store i64 %8, ptr %9, align 8, !tbaa !11
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.smid()
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds nuw i8, ptr %0, i64 24
  store i64 %11, ptr %12, align 8, !tbaa !11
  %13 = tail call noundef i64 @llvm.nvvm.read.ptx.sreg.clock64()
  %14 = getelementptr inbounds nuw i8, ptr %0, i64 32
  store i64 %13, ptr %14, align 8, !tbaa !11
  %15 = tail call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  %16 = getelementptr inbounds nuw i8, ptr %0, i64 40
  store i64 %15, ptr %16, align 8, !tbaa !11
  %17 = tail call i32 asm "mov.u32 $0, %laneid;", "=r"() #4, !srcloc !13
  %18 = zext i32 %17 to i64
  %19 = getelementptr inbounds nuw i8, ptr %0, i64 48
  store i64 %18, ptr %19, align 8, !tbaa !11
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 32) i32 @llvm.nvvm.read.ptx.sreg.laneid() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.lanemask.lt() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.warpid() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.smid() #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(inaccessiblemem: readwrite)
declare noundef i64 @llvm.nvvm.read.ptx.sreg.globaltimer() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 65536) i32 @llvm.nvvm.read.ptx.sreg.nctaid.y() #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(inaccessiblemem: readwrite)
declare noundef i64 @llvm.nvvm.read.ptx.sreg.clock64() #3

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind memory(argmem: write, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #4 = { convergent nounwind memory(none) }

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
!12 = !{!"long long", !8, i64 0}
!13 = !{i64 925}
