; Produced by (clang 22.1.8, CUDA 13.0):
;   clang++ -x cuda --cuda-path=/usr/local/cuda
;     --cuda-gpu-arch=sm_90 -fgpu-rdc --cuda-device-only -D__CUDACC_RDC__
;     -Wno-unknown-cuda-version -S -emit-llvm -O2
;     Inputs/warp-ops.cu
; Votes and redux with a constant mask are warp-uniform whatever their operand
; (and divergent at block and grid scope); with a non-constant mask
; (__activemask()) they are not trusted. A branch on __any_sync is uniform in
; the warp only. Shuffles and match are never uniform. __syncthreads_count
; and __syncthreads_or are uniform in the block.
; REQUIRES: nvptx-registered-target
; RUN: opt -passes='print<dpagg-uniformity>' -disable-output %s 2>&1 | FileCheck %s

; CHECK-LABEL: DPAgg uniformity for function '_Z5votesPi':
; CHECK-NEXT:  DIVERGENT(warp): %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; CHECK-NEXT:  DIVERGENT(warp): %3 = icmp samesign ugt i32 %2, 3
; CHECK-NEXT:  DIVERGENT(warp): %16 = tail call noundef i32 @llvm.nvvm.activemask()
; CHECK-NEXT:  DIVERGENT(warp): %17 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 %16, i1 %3)
; CHECK-NEXT:  DIVERGENT(block): %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; CHECK-NEXT:  DIVERGENT(block): %3 = icmp samesign ugt i32 %2, 3
; CHECK-NEXT:  DIVERGENT(block): %4 = tail call i1 @llvm.nvvm.vote.all.sync(i32 -1, i1 %3)
; CHECK-NEXT:  DIVERGENT(block): %5 = zext i1 %4 to i32
; CHECK-NEXT:  DIVERGENT(block): %6 = tail call i1 @llvm.nvvm.vote.any.sync(i32 -1, i1 %3)
; CHECK-NEXT:  DIVERGENT(block): %7 = zext i1 %6 to i32
; CHECK-NEXT:  DIVERGENT(block): %9 = tail call i1 @llvm.nvvm.vote.uni.sync(i32 -1, i1 %3)
; CHECK-NEXT:  DIVERGENT(block): %10 = zext i1 %9 to i32
; CHECK-NEXT:  DIVERGENT(block): %12 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %3)
; CHECK-NEXT:  DIVERGENT(block): %14 = tail call noundef i32 @llvm.nvvm.redux.sync.add(i32 %2, i32 -1)
; CHECK-NEXT:  DIVERGENT(block): %16 = tail call noundef i32 @llvm.nvvm.activemask()
; CHECK-NEXT:  DIVERGENT(block): %17 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 %16, i1 %3)
; CHECK-NEXT:  DIVERGENT(grid): %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; CHECK-NEXT:  DIVERGENT(grid): %3 = icmp samesign ugt i32 %2, 3
; CHECK-NEXT:  DIVERGENT(grid): %4 = tail call i1 @llvm.nvvm.vote.all.sync(i32 -1, i1 %3)
; CHECK-NEXT:  DIVERGENT(grid): %5 = zext i1 %4 to i32
; CHECK-NEXT:  DIVERGENT(grid): %6 = tail call i1 @llvm.nvvm.vote.any.sync(i32 -1, i1 %3)
; CHECK-NEXT:  DIVERGENT(grid): %7 = zext i1 %6 to i32
; CHECK-NEXT:  DIVERGENT(grid): %9 = tail call i1 @llvm.nvvm.vote.uni.sync(i32 -1, i1 %3)
; CHECK-NEXT:  DIVERGENT(grid): %10 = zext i1 %9 to i32
; CHECK-NEXT:  DIVERGENT(grid): %12 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %3)
; CHECK-NEXT:  DIVERGENT(grid): %14 = tail call noundef i32 @llvm.nvvm.redux.sync.add(i32 %2, i32 -1)
; CHECK-NEXT:  DIVERGENT(grid): %16 = tail call noundef i32 @llvm.nvvm.activemask()
; CHECK-NEXT:  DIVERGENT(grid): %17 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 %16, i1 %3)
;
; CHECK-LABEL: DPAgg uniformity for function '_Z11vote_branchPi':
; CHECK-NEXT:  DIVERGENT(warp): %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; CHECK-NEXT:  DIVERGENT(warp): %3 = icmp eq i32 %2, 5
; CHECK-NEXT:  DIVERGENT(warp): %6 = zext nneg i32 %2 to i64
; CHECK-NEXT:  DIVERGENT(warp): %7 = getelementptr inbounds nuw i32, ptr %0, i64 %6
; CHECK-NEXT:  DIVERGENT(block): %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; CHECK-NEXT:  DIVERGENT(block): %3 = icmp eq i32 %2, 5
; CHECK-NEXT:  DIVERGENT(block): %4 = tail call i1 @llvm.nvvm.vote.any.sync(i32 -1, i1 %3)
; CHECK-NEXT:  DIVERGENT-BRANCH(block): %1
; CHECK-NEXT:  DIVERGENT(block): %6 = zext nneg i32 %2 to i64
; CHECK-NEXT:  DIVERGENT(block): %7 = getelementptr inbounds nuw i32, ptr %0, i64 %6
; CHECK-NEXT:  DIVERGENT(grid): %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; CHECK-NEXT:  DIVERGENT(grid): %3 = icmp eq i32 %2, 5
; CHECK-NEXT:  DIVERGENT(grid): %4 = tail call i1 @llvm.nvvm.vote.any.sync(i32 -1, i1 %3)
; CHECK-NEXT:  DIVERGENT-BRANCH(grid): %1
; CHECK-NEXT:  DIVERGENT(grid): %6 = zext nneg i32 %2 to i64
; CHECK-NEXT:  DIVERGENT(grid): %7 = getelementptr inbounds nuw i32, ptr %0, i64 %6
;
; CHECK-LABEL: DPAgg uniformity for function '_Z8shufflesPii':
; CHECK-NEXT:  DIVERGENT(warp): %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; CHECK-NEXT:  DIVERGENT(warp): %4 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1, i32 0, i32 31)
; CHECK-NEXT:  DIVERGENT(warp): %5 = zext nneg i32 %3 to i64
; CHECK-NEXT:  DIVERGENT(warp): %6 = getelementptr inbounds nuw i32, ptr %0, i64 %5
; CHECK-NEXT:  DIVERGENT(warp): %7 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %3, i32 1, i32 31)
; CHECK-NEXT:  DIVERGENT(warp): %8 = getelementptr i8, ptr %6, i64 128
; CHECK-NEXT:  DIVERGENT(warp): %9 = and i32 %3, 1
; CHECK-NEXT:  DIVERGENT(warp): %10 = tail call noundef i32 @llvm.nvvm.match.any.sync.i32(i32 -1, i32 range(i32 0, 2) %9)
; CHECK-NEXT:  DIVERGENT(warp): %11 = getelementptr i8, ptr %6, i64 256
; CHECK-NEXT:  DIVERGENT(warp): %12 = tail call { i32, i1 } @llvm.nvvm.match.all.sync.i32p(i32 -1, i32 %1)
; CHECK-NEXT:  DIVERGENT(warp): %13 = extractvalue { i32, i1 } %12, 0
; CHECK-NEXT:  DIVERGENT(warp): %14 = getelementptr i8, ptr %6, i64 384
; CHECK-NEXT:  DIVERGENT(block): %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; CHECK-NEXT:  DIVERGENT(block): %4 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1, i32 0, i32 31)
; CHECK-NEXT:  DIVERGENT(block): %5 = zext nneg i32 %3 to i64
; CHECK-NEXT:  DIVERGENT(block): %6 = getelementptr inbounds nuw i32, ptr %0, i64 %5
; CHECK-NEXT:  DIVERGENT(block): %7 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %3, i32 1, i32 31)
; CHECK-NEXT:  DIVERGENT(block): %8 = getelementptr i8, ptr %6, i64 128
; CHECK-NEXT:  DIVERGENT(block): %9 = and i32 %3, 1
; CHECK-NEXT:  DIVERGENT(block): %10 = tail call noundef i32 @llvm.nvvm.match.any.sync.i32(i32 -1, i32 range(i32 0, 2) %9)
; CHECK-NEXT:  DIVERGENT(block): %11 = getelementptr i8, ptr %6, i64 256
; CHECK-NEXT:  DIVERGENT(block): %12 = tail call { i32, i1 } @llvm.nvvm.match.all.sync.i32p(i32 -1, i32 %1)
; CHECK-NEXT:  DIVERGENT(block): %13 = extractvalue { i32, i1 } %12, 0
; CHECK-NEXT:  DIVERGENT(block): %14 = getelementptr i8, ptr %6, i64 384
; CHECK-NEXT:  DIVERGENT(grid): %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; CHECK-NEXT:  DIVERGENT(grid): %4 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1, i32 0, i32 31)
; CHECK-NEXT:  DIVERGENT(grid): %5 = zext nneg i32 %3 to i64
; CHECK-NEXT:  DIVERGENT(grid): %6 = getelementptr inbounds nuw i32, ptr %0, i64 %5
; CHECK-NEXT:  DIVERGENT(grid): %7 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %3, i32 1, i32 31)
; CHECK-NEXT:  DIVERGENT(grid): %8 = getelementptr i8, ptr %6, i64 128
; CHECK-NEXT:  DIVERGENT(grid): %9 = and i32 %3, 1
; CHECK-NEXT:  DIVERGENT(grid): %10 = tail call noundef i32 @llvm.nvvm.match.any.sync.i32(i32 -1, i32 range(i32 0, 2) %9)
; CHECK-NEXT:  DIVERGENT(grid): %11 = getelementptr i8, ptr %6, i64 256
; CHECK-NEXT:  DIVERGENT(grid): %12 = tail call { i32, i1 } @llvm.nvvm.match.all.sync.i32p(i32 -1, i32 %1)
; CHECK-NEXT:  DIVERGENT(grid): %13 = extractvalue { i32, i1 } %12, 0
; CHECK-NEXT:  DIVERGENT(grid): %14 = getelementptr i8, ptr %6, i64 384
;
; CHECK-LABEL: DPAgg uniformity for function '_Z16block_reductionsPi':
; CHECK-NEXT:  DIVERGENT(warp): %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; CHECK-NEXT:  DIVERGENT(warp): %3 = icmp samesign ugt i32 %2, 3
; CHECK-NEXT:  DIVERGENT(block): %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; CHECK-NEXT:  DIVERGENT(block): %3 = icmp samesign ugt i32 %2, 3
; CHECK-NEXT:  DIVERGENT(grid): %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; CHECK-NEXT:  DIVERGENT(grid): %3 = icmp samesign ugt i32 %2, 3
; CHECK-NEXT:  DIVERGENT(grid): %4 = tail call noundef i32 @llvm.nvvm.barrier.cta.red.popc.aligned.all(i32 0, i1 %3)
; CHECK-NEXT:  DIVERGENT(grid): %5 = tail call i1 @llvm.nvvm.barrier.cta.red.or.aligned.all(i32 0, i1 %3)
; CHECK-NEXT:  DIVERGENT(grid): %6 = zext i1 %5 to i32

source_filename = "Inputs/warp-ops.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(argmem: write, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @_Z5votesPi(ptr noundef writeonly captures(none) initializes((0, 24)) %0) local_unnamed_addr #0 {
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %3 = icmp samesign ugt i32 %2, 3
  %4 = tail call i1 @llvm.nvvm.vote.all.sync(i32 -1, i1 %3)
  %5 = zext i1 %4 to i32
  store i32 %5, ptr %0, align 4, !tbaa !6
  %6 = tail call i1 @llvm.nvvm.vote.any.sync(i32 -1, i1 %3)
  %7 = zext i1 %6 to i32
  %8 = getelementptr inbounds nuw i8, ptr %0, i64 4
  store i32 %7, ptr %8, align 4, !tbaa !6
  %9 = tail call i1 @llvm.nvvm.vote.uni.sync(i32 -1, i1 %3)
  %10 = zext i1 %9 to i32
  %11 = getelementptr inbounds nuw i8, ptr %0, i64 8
  store i32 %10, ptr %11, align 4, !tbaa !6
  %12 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %3)
  %13 = getelementptr inbounds nuw i8, ptr %0, i64 12
  store i32 %12, ptr %13, align 4, !tbaa !6
  %14 = tail call noundef i32 @llvm.nvvm.redux.sync.add(i32 %2, i32 -1)
  %15 = getelementptr inbounds nuw i8, ptr %0, i64 16
  store i32 %14, ptr %15, align 4, !tbaa !6
  %16 = tail call noundef i32 @llvm.nvvm.activemask()
  %17 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 %16, i1 %3)
  %18 = getelementptr inbounds nuw i8, ptr %0, i64 20
  store i32 %17, ptr %18, align 4, !tbaa !6
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(argmem: write, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @_Z11vote_branchPi(ptr noundef writeonly captures(none) %0) local_unnamed_addr #0 {
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %3 = icmp eq i32 %2, 5
  %4 = tail call i1 @llvm.nvvm.vote.any.sync(i32 -1, i1 %3)
  br i1 %4, label %5, label %8

5:                                                ; preds = %1
  %6 = zext nneg i32 %2 to i64
  %7 = getelementptr inbounds nuw i32, ptr %0, i64 %6
  store i32 1, ptr %7, align 4, !tbaa !6
  br label %8

8:                                                ; preds = %5, %1
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(argmem: write, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @_Z8shufflesPii(ptr noundef writeonly captures(none) %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1, i32 0, i32 31)
  %5 = zext nneg i32 %3 to i64
  %6 = getelementptr inbounds nuw i32, ptr %0, i64 %5
  store i32 %4, ptr %6, align 4, !tbaa !6
  %7 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %3, i32 1, i32 31)
  %8 = getelementptr i8, ptr %6, i64 128
  store i32 %7, ptr %8, align 4, !tbaa !6
  %9 = and i32 %3, 1
  %10 = tail call noundef i32 @llvm.nvvm.match.any.sync.i32(i32 -1, i32 range(i32 0, 2) %9)
  %11 = getelementptr i8, ptr %6, i64 256
  store i32 %10, ptr %11, align 4, !tbaa !6
  %12 = tail call { i32, i1 } @llvm.nvvm.match.all.sync.i32p(i32 -1, i32 %1)
  %13 = extractvalue { i32, i1 } %12, 0
  %14 = getelementptr i8, ptr %6, i64 384
  store i32 %13, ptr %14, align 4, !tbaa !6
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z16block_reductionsPi(ptr noundef writeonly captures(none) initializes((0, 8)) %0) local_unnamed_addr #1 {
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %3 = icmp samesign ugt i32 %2, 3
  %4 = tail call noundef i32 @llvm.nvvm.barrier.cta.red.popc.aligned.all(i32 0, i1 %3)
  store i32 %4, ptr %0, align 4, !tbaa !6
  %5 = tail call i1 @llvm.nvvm.barrier.cta.red.or.aligned.all(i32 0, i1 %3)
  %6 = zext i1 %5 to i32
  %7 = getelementptr inbounds nuw i8, ptr %0, i64 4
  store i32 %6, ptr %7, align 4, !tbaa !6
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i1 @llvm.nvvm.vote.all.sync(i32, i1) #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i1 @llvm.nvvm.vote.any.sync(i32, i1) #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i1 @llvm.nvvm.vote.uni.sync(i32, i1) #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.redux.sync.add(i32, i32) #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.activemask() #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.match.any.sync.i32(i32, i32) #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare { i32, i1 } @llvm.nvvm.match.all.sync.i32p(i32, i32) #3

; Function Attrs: convergent nocallback nounwind
declare i32 @llvm.nvvm.barrier.cta.red.popc.aligned.all(i32, i1) #4

; Function Attrs: convergent nocallback nounwind
declare i1 @llvm.nvvm.barrier.cta.red.or.aligned.all(i32, i1) #4

attributes #0 = { convergent mustprogress noinline norecurse nounwind memory(argmem: write, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #4 = { convergent nocallback nounwind }

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
