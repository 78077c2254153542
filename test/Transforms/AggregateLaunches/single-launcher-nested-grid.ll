; Produced by (clang 22.1.8, CUDA 13.0):
;   clang++ -x cuda --cuda-path=/usr/local/cuda --cuda-gpu-arch=sm_90
;     -fgpu-rdc --cuda-device-only -D__CUDACC_RDC__ -Wno-unknown-cuda-version
;     -I include -S -emit-llvm -O2 Inputs/single-launcher-nested.cu
; One launching thread per block in a kernel that launches itself (a nested
; level): the single-launcher rule leaves it as written unless the
; nested-grid rule takes it per grid, whose group is every block's launching
; thread (2.2x on the suite's Quadtree, bench/results/
; 2026-11-28-h100-nested-grid-keys.md). `wide`'s launch is unobserved, so
; grid scope's rules take it, in the kernel and in its aggregated clone;
; `observed`'s thread reads the error state after the launch, so grid scope
; cannot take it and it stays as written, refused before any child is built
; for it; `late`'s block loops after the launch, so the group's aggregate
; would wait for the slowest block's loop (the LateExit pattern): as written
; too. Without the nested-grid rule (or the auto rule) all three stay.
; REQUIRES: nvptx-registered-target
; RUN: opt -passes='print<dpagg-plan><block;auto-grid=256;nested-grid>' -disable-output %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=PLAN
; RUN: opt -passes='dpagg-aggregate<block;auto-grid=256;nested-grid>' -pass-remarks-missed=dpagg-aggregate \
; RUN:   -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: opt -passes='print<dpagg-plan><block;auto-grid=256>' -disable-output %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=OFF
; RUN: opt -passes='dpagg-aggregate<block;auto-grid=256;nested-grid>' -S %s | FileCheck %s

; PLAN:      wide(int*, int): launch of wide(int*, int): scope asked block, chosen grid in every parent grid (nested-grid: the child launches)
; PLAN-NEXT: observed(int*, int): launch of observed(int*, int): refused by rule single-launcher
; PLAN-NEXT: late(int*, int): launch of late(int*, int): refused by rule single-launcher
; PLAN-NEXT: wide(int*, int) (.dpagg): in the aggregated clone of wide(int*, int): launch of wide(int*, int): scope asked block, chosen grid in every parent grid (nested-grid: the child launches)
; PLAN-NOT:  {{observed|late}}(int*, int) (.dpagg)

; REMARK-DAG: launch of observed(int*, int) not aggregated: only threads with one value of threadIdx.x reach it: {{.*}}; the nested-grid rule did not take it per grid
; REMARK-DAG: launch of late(int*, int) not aggregated: only threads with one value of threadIdx.x reach it: {{.*}}; the nested-grid rule did not take it per grid

; OFF: wide(int*, int): launch of wide(int*, int): refused by rule single-launcher
; OFF: observed(int*, int): launch of observed(int*, int): refused by rule single-launcher
; OFF: late(int*, int): launch of late(int*, int): refused by rule single-launcher

; The kernel's site calls the group entry; observed keeps its launch as written.
; CHECK-LABEL: define {{.*}}@_Z4widePii(
; CHECK:       call {{.*}}@__dpagg_aggregate_grid
; CHECK-LABEL: define {{.*}}@_Z8observedPii(
; CHECK-NOT:   @__dpagg_aggregate
; CHECK:       call {{.*}}@__cudaCDP2LaunchDevice
; CHECK-LABEL: define {{.*}}@_Z4latePii(
; CHECK-NOT:   @__dpagg_aggregate
; CHECK:       call {{.*}}@__cudaCDP2LaunchDevice
; CHECK-NOT:   define {{.*}}@_Z8observedPii.dpagg(
; CHECK-NOT:   define {{.*}}@_Z4latePii.dpagg(

; ModuleID = 'Inputs/single-launcher-nested.cu'
source_filename = "Inputs/single-launcher-nested.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.dim3 = type { i32, i32, i32 }

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z4widePii(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca %struct.dim3, align 8
  %4 = alloca %struct.dim3, align 8
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = icmp eq i32 %5, 0
  %7 = icmp sgt i32 %1, 0
  %8 = and i1 %6, %7
  br i1 %8, label %9, label %20

9:                                                ; preds = %2
  %10 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #4
  %11 = icmp eq ptr %10, null
  br i1 %11, label %20, label %12

12:                                               ; preds = %9
  %13 = add nsw i32 %1, -1
  store ptr %0, ptr %10, align 64, !tbaa !11
  %14 = getelementptr inbounds nuw i8, ptr %10, i64 8
  store i32 %13, ptr %14, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  store i32 256, ptr %3, align 8
  %15 = getelementptr inbounds nuw i8, ptr %3, i64 4
  store i32 1, ptr %15, align 4
  %16 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store i32 1, ptr %16, align 8
  store i32 %1, ptr %4, align 8
  %17 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %17, align 4
  %18 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %18, align 8
  %19 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z4widePii, ptr noundef nonnull %10, ptr noundef nonnull byval(%struct.dim3) align 4 %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, i32 noundef 0, ptr noundef null) #4
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  br label %20

20:                                               ; preds = %9, %12, %2
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z8observedPii(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca %struct.dim3, align 8
  %4 = alloca %struct.dim3, align 8
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = icmp eq i32 %5, 0
  %7 = icmp sgt i32 %1, 0
  %8 = and i1 %6, %7
  br i1 %8, label %9, label %22

9:                                                ; preds = %2
  %10 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #4
  %11 = icmp eq ptr %10, null
  br i1 %11, label %20, label %12

12:                                               ; preds = %9
  %13 = add nsw i32 %1, -1
  store ptr %0, ptr %10, align 64, !tbaa !11
  %14 = getelementptr inbounds nuw i8, ptr %10, i64 8
  store i32 %13, ptr %14, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  store i32 256, ptr %3, align 8
  %15 = getelementptr inbounds nuw i8, ptr %3, i64 4
  store i32 1, ptr %15, align 4
  %16 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store i32 1, ptr %16, align 8
  store i32 %1, ptr %4, align 8
  %17 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %17, align 4
  %18 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %18, align 8
  %19 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z8observedPii, ptr noundef nonnull %10, ptr noundef nonnull byval(%struct.dim3) align 4 %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, i32 noundef 0, ptr noundef null) #4
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  br label %20

20:                                               ; preds = %12, %9
  %21 = tail call noundef i32 @__cudaCDP2GetLastError() #4
  store i32 %21, ptr %0, align 4, !tbaa !6
  br label %22

22:                                               ; preds = %20, %2
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z4latePii(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca %struct.dim3, align 8
  %4 = alloca %struct.dim3, align 8
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = icmp eq i32 %5, 0
  %7 = icmp sgt i32 %1, 0
  %8 = and i1 %6, %7
  br i1 %8, label %9, label %20

9:                                                ; preds = %2
  %10 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #4
  %11 = icmp eq ptr %10, null
  br i1 %11, label %20, label %12

12:                                               ; preds = %9
  %13 = add nsw i32 %1, -1
  store ptr %0, ptr %10, align 64, !tbaa !11
  %14 = getelementptr inbounds nuw i8, ptr %10, i64 8
  store i32 %13, ptr %14, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  store i32 256, ptr %3, align 8
  %15 = getelementptr inbounds nuw i8, ptr %3, i64 4
  store i32 1, ptr %15, align 4
  %16 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store i32 1, ptr %16, align 8
  store i32 %1, ptr %4, align 8
  %17 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %17, align 4
  %18 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %18, align 8
  %19 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z4latePii, ptr noundef nonnull %10, ptr noundef nonnull byval(%struct.dim3) align 4 %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, i32 noundef 0, ptr noundef null) #4
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  br label %20

20:                                               ; preds = %9, %12, %2
  %21 = shl nsw i32 %1, 10
  %22 = icmp slt i32 %5, %21
  br i1 %22, label %23, label %25

23:                                               ; preds = %20
  %24 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %26

25:                                               ; preds = %26, %20
  ret void

26:                                               ; preds = %23, %26
  %27 = phi i32 [ %5, %23 ], [ %32, %26 ]
  %28 = and i32 %27, 63
  %29 = zext nneg i32 %28 to i64
  %30 = getelementptr inbounds nuw i32, ptr %0, i64 %29
  %31 = atomicrmw add ptr %30, i32 1 seq_cst, align 4
  %32 = add nuw nsw i32 %27, %24
  %33 = icmp slt i32 %32, %21
  br i1 %33, label %26, label %25, !llvm.loop !14
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nounwind
declare dso_local ptr @__cudaCDP2GetParameterBuffer(i64 noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local i32 @__cudaCDP2LaunchDevice(ptr noundef, ptr noundef, ptr noundef byval(%struct.dim3) align 4, ptr noundef byval(%struct.dim3) align 4, i32 noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local i32 @__cudaCDP2GetLastError() local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { convergent nounwind }

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
!12 = !{!"p1 int", !13, i64 0}
!13 = !{!"any pointer", !8, i64 0}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
