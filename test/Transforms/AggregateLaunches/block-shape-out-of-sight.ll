; Produced by (clang 22.1.8, CUDA 13.0):
;   clang++ -x cuda --cuda-path=/usr/local/cuda
;     --cuda-gpu-arch=sm_90 -fgpu-rdc --cuda-device-only -D__CUDACC_RDC__
;     -Wno-unknown-cuda-version -S -emit-llvm -O2 Inputs/block-shape-out-of-sight.cu
; Issue 21, item 17: a block is provably 1-D only from values the pass sees
; completely. Each parent writes dim3(32, 1, 1) where the pass sees it, then
; changes it out of sight: a __noinline__ helper taking dim3& (by_helper),
; inline PTX stores through its address (by_asm), a store at a variable
; index (by_index). The launch sites' block fields are then unknown, and the
; warp-collective child is not aggregated there. plain_1d's dim3 has no
; other user: aggregated, and DPAGG_CHILD_NEEDS_1D_BLOCK (1) in its child's
; descriptor has the runtime check each launch's block as well.
; Before the fix, every field with one store counted as known whatever else
; used the dim3: all four sites were aggregated.
; REQUIRES: nvptx-registered-target
; RUN: opt -passes='print<dpagg-launch-sites>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=SITES
; RUN: opt -passes='dpagg-aggregate<block>' -pass-remarks=dpagg -pass-remarks-missed=dpagg -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: opt -passes='dpagg-aggregate<warp>' -pass-remarks=dpagg -pass-remarks-missed=dpagg -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: opt -passes='dpagg-aggregate<block>' -S %s | FileCheck %s

; SITES-LABEL: launch in @_Z9by_helperPii of @_Z3sumPi
; SITES:         block: (?, ?, ?)
; SITES-LABEL: launch in @_Z6by_asmPi of @_Z3sumPi
; SITES:         block: (?, ?, ?)
; SITES-LABEL: launch in @_Z8by_indexPii of @_Z3sumPi
; SITES:         block: (?, ?, ?)
; SITES-LABEL: launch in @_Z8plain_1dPi of @_Z3sumPi
; SITES:         block: (32, 1, 1)

; REMARK:      launch of sum(int*) not aggregated: the child uses warp-level operations and its block shape is not provably one-dimensional
; REMARK-NEXT: launch of sum(int*) not aggregated: the child uses warp-level operations and its block shape is not provably one-dimensional
; REMARK-NEXT: launch of sum(int*) not aggregated: the child uses warp-level operations and its block shape is not provably one-dimensional
; REMARK-NEXT: launch of sum(int*) aggregated per {{block|warp}}

; CHECK: @_Z3sumPi.dpagg.child = private unnamed_addr constant { ptr, i32, i32, i32, i32 } { ptr @_Z3sumPi.dpagg, i32 256, i32 {{[0-9]+}}, i32 1, i32 0 }
; CHECK: @[[SITE1:dpagg.site._Z3sumPi.[0-9]+]] = private unnamed_addr constant {{.*}} { ptr @_Z3sumPi.dpagg.child, ptr @_Z3sumPi, ptr @dpagg.name._Z3sumPi, ptr {{[^,]*}}, ptr {{[^,]*}}, i32 {{20|36}},
; CHECK-LABEL: define dso_local ptx_kernel void @_Z9by_helperPii(
; CHECK-NOT:     @__dpagg_aggregate
; CHECK-LABEL: define dso_local ptx_kernel void @_Z6by_asmPi(
; CHECK-NOT:     @__dpagg_aggregate
; CHECK-LABEL: define dso_local ptx_kernel void @_Z8by_indexPii(
; CHECK-NOT:     @__dpagg_aggregate
; CHECK-LABEL: define dso_local ptx_kernel void @_Z8plain_1dPi(
; CHECK:         call i32 @__dpagg_aggregate_block(ptr @[[SITE1]],

source_filename = "Inputs/block-shape-out-of-sight.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.dim3 = type { i32, i32, i32 }

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @_Z3sumPi(ptr noundef captures(none) %0) #0 {
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %4 = mul nuw nsw i32 %2, %3
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = add nuw nsw i32 %4, %5
  %7 = zext nneg i32 %6 to i64
  %8 = getelementptr inbounds nuw i32, ptr %0, i64 %7
  %9 = load i32, ptr %8, align 4, !tbaa !6
  %10 = add nuw nsw i32 %5, 1
  %11 = and i32 %10, 31
  %12 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %9, i32 %11, i32 31)
  %13 = add nsw i32 %12, %9
  store i32 %13, ptr %8, align 4, !tbaa !6
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z7reshapeR4dim3i(ptr noundef nonnull align 4 captures(none) dereferenceable(12) %0, i32 noundef %1) local_unnamed_addr #2 {
  %3 = icmp sgt i32 %1, 1
  br i1 %3, label %4, label %8

4:                                                ; preds = %2
  %5 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %6 = load i32, ptr %0, align 4, !tbaa !11
  %7 = udiv i32 %6, %1
  store i32 %7, ptr %0, align 4, !tbaa !11
  store i32 %1, ptr %5, align 4, !tbaa !13
  br label %8

8:                                                ; preds = %4, %2
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z9by_helperPii(ptr noundef %0, i32 noundef %1) local_unnamed_addr #3 {
  %3 = alloca %struct.dim3, align 8
  %4 = alloca %struct.dim3, align 8
  store i32 32, ptr %4, align 8
  %5 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %5, align 4
  %6 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %6, align 8
  call void @_Z7reshapeR4dim3i(ptr noundef nonnull align 4 dereferenceable(12) %4, i32 noundef %1) #7
  %7 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 8) #8
  %8 = icmp eq ptr %7, null
  br i1 %8, label %17, label %9

9:                                                ; preds = %2
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = shl nuw nsw i32 %10, 6
  %12 = zext nneg i32 %11 to i64
  %13 = getelementptr inbounds nuw i32, ptr %0, i64 %12
  store ptr %13, ptr %7, align 64, !tbaa !14
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  store i32 1, ptr %3, align 8
  %14 = getelementptr inbounds nuw i8, ptr %3, i64 4
  store i32 1, ptr %14, align 4
  %15 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store i32 1, ptr %15, align 8
  %16 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z3sumPi, ptr noundef nonnull %7, ptr noundef nonnull byval(%struct.dim3) align 4 %3, ptr noundef nonnull byval(%struct.dim3) align 4 %4, i32 noundef 0, ptr noundef null) #8
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  br label %17

17:                                               ; preds = %9, %2
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z6by_asmPi(ptr noundef %0) local_unnamed_addr #3 {
  %2 = alloca %struct.dim3, align 8
  %3 = alloca %struct.dim3, align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %3) #7
  store i32 32, ptr %3, align 4, !tbaa !11
  %4 = getelementptr inbounds nuw i8, ptr %3, i64 4
  store i32 1, ptr %4, align 4, !tbaa !13
  %5 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store i32 1, ptr %5, align 4, !tbaa !17
  call void asm sideeffect "st.u32 [$0], 16;\0A\09st.u32 [$0+4], 2;", "l,~{memory}"(ptr nonnull %3) #8, !srcloc !18
  %6 = call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 8) #8
  %7 = icmp eq ptr %6, null
  br i1 %7, label %16, label %8

8:                                                ; preds = %1
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = shl nuw nsw i32 %9, 6
  %11 = zext nneg i32 %10 to i64
  %12 = getelementptr inbounds nuw i32, ptr %0, i64 %11
  store ptr %12, ptr %6, align 64, !tbaa !14
  call void @llvm.lifetime.start.p0(ptr nonnull %2)
  store i32 1, ptr %2, align 8
  %13 = getelementptr inbounds nuw i8, ptr %2, i64 4
  store i32 1, ptr %13, align 4
  %14 = getelementptr inbounds nuw i8, ptr %2, i64 8
  store i32 1, ptr %14, align 8
  %15 = call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z3sumPi, ptr noundef nonnull %6, ptr noundef nonnull byval(%struct.dim3) align 4 %2, ptr noundef nonnull byval(%struct.dim3) align 4 %3, i32 noundef 0, ptr noundef null) #8
  call void @llvm.lifetime.end.p0(ptr nonnull %2)
  br label %16

16:                                               ; preds = %8, %1
  call void @llvm.lifetime.end.p0(ptr nonnull %3) #7
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z8by_indexPii(ptr noundef %0, i32 noundef %1) local_unnamed_addr #3 {
  %3 = alloca %struct.dim3, align 8
  %4 = alloca %struct.dim3, align 8
  store i32 32, ptr %4, align 8
  %5 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %5, align 4
  %6 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %6, align 8
  %7 = sext i32 %1 to i64
  %8 = getelementptr inbounds i32, ptr %4, i64 %7
  store i32 2, ptr %8, align 4
  %9 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 8) #8
  %10 = icmp eq ptr %9, null
  br i1 %10, label %19, label %11

11:                                               ; preds = %2
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = shl nuw nsw i32 %12, 6
  %14 = zext nneg i32 %13 to i64
  %15 = getelementptr inbounds nuw i32, ptr %0, i64 %14
  store ptr %15, ptr %9, align 64, !tbaa !14
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  store i32 1, ptr %3, align 8
  %16 = getelementptr inbounds nuw i8, ptr %3, i64 4
  store i32 1, ptr %16, align 4
  %17 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store i32 1, ptr %17, align 8
  %18 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z3sumPi, ptr noundef nonnull %9, ptr noundef nonnull byval(%struct.dim3) align 4 %3, ptr noundef nonnull byval(%struct.dim3) align 4 %4, i32 noundef 0, ptr noundef null) #8
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  br label %19

19:                                               ; preds = %11, %2
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z8plain_1dPi(ptr noundef %0) local_unnamed_addr #3 {
  %2 = alloca %struct.dim3, align 8
  %3 = alloca %struct.dim3, align 8
  %4 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 8) #8
  %5 = icmp eq ptr %4, null
  br i1 %5, label %16, label %6

6:                                                ; preds = %1
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = shl nuw nsw i32 %7, 6
  %9 = zext nneg i32 %8 to i64
  %10 = getelementptr inbounds nuw i32, ptr %0, i64 %9
  store ptr %10, ptr %4, align 64, !tbaa !14
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  call void @llvm.lifetime.start.p0(ptr nonnull %2)
  store i32 32, ptr %2, align 8
  %11 = getelementptr inbounds nuw i8, ptr %2, i64 4
  store i32 1, ptr %11, align 4
  %12 = getelementptr inbounds nuw i8, ptr %2, i64 8
  store i32 1, ptr %12, align 8
  store i32 1, ptr %3, align 8
  %13 = getelementptr inbounds nuw i8, ptr %3, i64 4
  store i32 1, ptr %13, align 4
  %14 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store i32 1, ptr %14, align 8
  %15 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z3sumPi, ptr noundef nonnull %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, ptr noundef nonnull byval(%struct.dim3) align 4 %2, i32 noundef 0, ptr noundef null) #8
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  call void @llvm.lifetime.end.p0(ptr nonnull %2)
  br label %16

16:                                               ; preds = %6, %1
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #5

; Function Attrs: convergent nounwind
declare dso_local ptr @__cudaCDP2GetParameterBuffer(i64 noundef, i64 noundef) local_unnamed_addr #6

; Function Attrs: convergent nounwind
declare dso_local i32 @__cudaCDP2LaunchDevice(ptr noundef, ptr noundef, ptr noundef byval(%struct.dim3) align 4, ptr noundef byval(%struct.dim3) align 4, i32 noundef, ptr noundef) local_unnamed_addr #6

attributes #0 = { convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #3 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #6 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #7 = { nounwind }
attributes #8 = { convergent nounwind }

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
!11 = !{!12, !7, i64 0}
!12 = !{!"_ZTS4dim3", !7, i64 0, !7, i64 4, !7, i64 8}
!13 = !{!12, !7, i64 4}
!14 = !{!15, !15, i64 0}
!15 = !{!"p1 int", !16, i64 0}
!16 = !{!"any pointer", !8, i64 0}
!17 = !{!12, !7, i64 8}
!18 = !{i64 834, i64 853}
