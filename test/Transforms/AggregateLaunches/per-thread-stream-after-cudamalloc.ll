; Produced by (clang 22.1.8, CUDA 13.0):
;   clang++ -x cuda --cuda-path=/usr/local/cuda
;     --cuda-gpu-arch=sm_90 -fgpu-rdc --cuda-device-only -D__CUDACC_RDC__
;     -Wno-unknown-cuda-version -S -emit-llvm -O2 -Xclang -fgpu-default-stream=per-thread Inputs/per-thread-stream-after-cudamalloc.cu
; Issue 23: the Bezier pattern built with the per-thread default stream. A
; device cudaMalloc or cudaFree before or after the launch only writes the
; thread's error state (KnownCalls.def STREAM 2), so the launch is still the
; thread's only launch and is aggregated (tessellate, refill); a read of the
; error state (checked) is not order-free, so that site stays as written.
; The function summaries print the difference: launch-free (no error-state
; access) against order-free (writes only).
; REQUIRES: nvptx-registered-target
; RUN: opt -passes='dpagg-aggregate<block>' -pass-remarks=dpagg -pass-remarks-missed=dpagg -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: opt -passes='dpagg-aggregate<block>' -S %s | FileCheck %s
; RUN: opt -passes='print<dpagg-function-summaries>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=SUMMARY
; RUN: opt -passes='print<dpagg-known-calls>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=KNOWN

; The thread's only launch into its own per-thread stream orders nothing
; (other threads' launches were never ordered with it: the remark claims no
; lost sibling order), and the aggregate goes to fire-and-forget, as from
; the NULL stream.
; REMARK:      launch of fill(float*, int) aggregated per warp
; REMARK-NOT:  sibling launches
; REMARK-SAME: the aggregate goes to cudaStreamFireAndForget (the kernel's only launch, once per thread)
; REMARK-NEXT: launch of fill(float*, int) aggregated per warp
; REMARK-NEXT: launch of fill(float*, int) not aggregated: it launches into the thread's per-thread default stream and is not the thread's only launch: {{.*}} (another launch, a stream or event call or a read of the error state anywhere the thread runs, or a cycle around the launch)

; CHECK-LABEL: define {{.*}} @_Z10tessellatePPfPKii(
; CHECK:         @__cudaCDP2Malloc(
; CHECK:         call {{.*}}@__dpagg_aggregate_warp(
; CHECK-NOT:     @__cudaCDP2LaunchDevice_ptsz(
; CHECK-LABEL: define {{.*}} @_Z6refillPPfS0_PKii(
; CHECK:         call {{.*}}@__dpagg_aggregate_warp(
; CHECK:         @__cudaCDP2Free(
; CHECK-LABEL: define {{.*}} @_Z7checkedPPfPKiPii(
; CHECK-NOT:     @__dpagg_aggregate_warp(
; CHECK:         @__cudaCDP2LaunchDevice_ptsz(
; CHECK:         @__cudaCDP2GetLastError()

; SUMMARY-DAG: @_Z4fillPfi: launch-free
; SUMMARY-DAG: @_Z8allocatei: order-free

; KNOWN-DAG: __cudaCDP2Malloc: "__cudaCDP2Malloc" returns waits-in-loop error-write
; KNOWN-DAG: __cudaCDP2Free: "__cudaCDP2Free" returns error-write
; KNOWN-DAG: __cudaCDP2GetLastError: "__cudaCDP2"* returns stream

source_filename = "Inputs/per-thread-stream-after-cudamalloc.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.dim3 = type { i32, i32, i32 }

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write)
define dso_local ptx_kernel void @_Z4fillPfi(ptr noundef writeonly captures(none) %0, i32 noundef %1) #0 {
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %5 = mul i32 %3, %4
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = add i32 %5, %6
  %8 = icmp slt i32 %7, %1
  br i1 %8, label %9, label %13

9:                                                ; preds = %2
  %10 = sext i32 %7 to i64
  %11 = getelementptr inbounds float, ptr %0, i64 %10
  %12 = sitofp i32 %7 to float
  store float %12, ptr %11, align 4, !tbaa !11
  br label %13

13:                                               ; preds = %9, %2
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z10tessellatePPfPKii(ptr noundef writeonly captures(none) %0, ptr noundef readonly captures(none) %1, i32 noundef %2) local_unnamed_addr #2 {
  %4 = alloca %struct.dim3, align 8
  %5 = alloca %struct.dim3, align 8
  %6 = alloca ptr, align 8
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = icmp slt i32 %11, %2
  br i1 %12, label %13, label %41

13:                                               ; preds = %3
  %14 = sext i32 %11 to i64
  %15 = getelementptr inbounds i32, ptr %1, i64 %14
  %16 = load i32, ptr %15, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %6) #6
  store ptr null, ptr %6, align 8, !tbaa !13
  %17 = icmp sgt i32 %16, 0
  br i1 %17, label %18, label %23

18:                                               ; preds = %13
  %19 = zext nneg i32 %16 to i64
  %20 = shl nuw nsw i64 %19, 2
  %21 = call noundef i32 @__cudaCDP2Malloc(ptr noundef nonnull %6, i64 noundef range(i64 -8589934592, 8589934589) %20) #7
  %22 = load ptr, ptr %6, align 8, !tbaa !13
  br label %23

23:                                               ; preds = %18, %13
  %24 = phi ptr [ %22, %18 ], [ null, %13 ]
  %25 = getelementptr inbounds ptr, ptr %0, i64 %14
  store ptr %24, ptr %25, align 8, !tbaa !13
  %26 = icmp eq ptr %24, null
  br i1 %26, label %40, label %27

27:                                               ; preds = %23
  %28 = call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #7
  %29 = icmp eq ptr %28, null
  br i1 %29, label %40, label %30

30:                                               ; preds = %27
  %31 = load ptr, ptr %6, align 8, !tbaa !13
  store ptr %31, ptr %28, align 64, !tbaa !13
  %32 = getelementptr inbounds nuw i8, ptr %28, i64 8
  store i32 %16, ptr %32, align 8, !tbaa !6
  %33 = add nsw i32 %16, 31
  %34 = sdiv i32 %33, 32
  call void @llvm.lifetime.start.p0(ptr nonnull %5)
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  store i32 32, ptr %4, align 8
  %35 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %35, align 4
  %36 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %36, align 8
  store i32 %34, ptr %5, align 8
  %37 = getelementptr inbounds nuw i8, ptr %5, i64 4
  store i32 1, ptr %37, align 4
  %38 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store i32 1, ptr %38, align 8
  %39 = call noundef i32 @__cudaCDP2LaunchDevice_ptsz(ptr noundef nonnull @_Z4fillPfi, ptr noundef nonnull %28, ptr noundef nonnull byval(%struct.dim3) align 4 %5, ptr noundef nonnull byval(%struct.dim3) align 4 %4, i32 noundef 0, ptr noundef null) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %5)
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  br label %40

40:                                               ; preds = %27, %30, %23
  call void @llvm.lifetime.end.p0(ptr nonnull %6) #6
  br label %41

41:                                               ; preds = %3, %40
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind
define dso_local noundef ptr @_Z8allocatei(i32 noundef %0) local_unnamed_addr #3 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %2) #6
  store ptr null, ptr %2, align 8, !tbaa !13
  %3 = sext i32 %0 to i64
  %4 = shl nsw i64 %3, 2
  %5 = call noundef i32 @__cudaCDP2Malloc(ptr noundef nonnull %2, i64 noundef range(i64 -8589934592, 8589934589) %4) #7
  %6 = load ptr, ptr %2, align 8, !tbaa !13
  call void @llvm.lifetime.end.p0(ptr nonnull %2) #6
  ret ptr %6
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z6refillPPfS0_PKii(ptr noundef writeonly captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef readonly captures(none) %2, i32 noundef %3) local_unnamed_addr #2 {
  %5 = alloca %struct.dim3, align 8
  %6 = alloca %struct.dim3, align 8
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = icmp slt i32 %11, %3
  br i1 %12, label %13, label %37

13:                                               ; preds = %4
  %14 = sext i32 %11 to i64
  %15 = getelementptr inbounds i32, ptr %2, i64 %14
  %16 = load i32, ptr %15, align 4, !tbaa !6
  %17 = tail call noundef ptr @_Z8allocatei(i32 noundef %16) #7
  %18 = getelementptr inbounds ptr, ptr %0, i64 %14
  store ptr %17, ptr %18, align 8, !tbaa !13
  %19 = icmp eq ptr %17, null
  br i1 %19, label %33, label %20

20:                                               ; preds = %13
  %21 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #7
  %22 = icmp eq ptr %21, null
  br i1 %22, label %33, label %23

23:                                               ; preds = %20
  %24 = load i32, ptr %15, align 4, !tbaa !6
  store ptr %17, ptr %21, align 64, !tbaa !13
  %25 = getelementptr inbounds nuw i8, ptr %21, i64 8
  store i32 %24, ptr %25, align 8, !tbaa !6
  %26 = add nsw i32 %24, 31
  %27 = sdiv i32 %26, 32
  call void @llvm.lifetime.start.p0(ptr nonnull %6)
  call void @llvm.lifetime.start.p0(ptr nonnull %5)
  store i32 32, ptr %5, align 8
  %28 = getelementptr inbounds nuw i8, ptr %5, i64 4
  store i32 1, ptr %28, align 4
  %29 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store i32 1, ptr %29, align 8
  store i32 %27, ptr %6, align 8
  %30 = getelementptr inbounds nuw i8, ptr %6, i64 4
  store i32 1, ptr %30, align 4
  %31 = getelementptr inbounds nuw i8, ptr %6, i64 8
  store i32 1, ptr %31, align 8
  %32 = tail call noundef i32 @__cudaCDP2LaunchDevice_ptsz(ptr noundef nonnull @_Z4fillPfi, ptr noundef nonnull %21, ptr noundef nonnull byval(%struct.dim3) align 4 %6, ptr noundef nonnull byval(%struct.dim3) align 4 %5, i32 noundef 0, ptr noundef null) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %6)
  call void @llvm.lifetime.end.p0(ptr nonnull %5)
  br label %33

33:                                               ; preds = %20, %23, %13
  %34 = getelementptr inbounds ptr, ptr %1, i64 %14
  %35 = load ptr, ptr %34, align 8, !tbaa !13
  %36 = tail call noundef i32 @__cudaCDP2Free(ptr noundef %35) #7
  br label %37

37:                                               ; preds = %4, %33
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z7checkedPPfPKiPii(ptr noundef writeonly captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef writeonly captures(none) %2, i32 noundef %3) local_unnamed_addr #2 {
  %5 = alloca %struct.dim3, align 8
  %6 = alloca %struct.dim3, align 8
  %7 = alloca ptr, align 8
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = mul i32 %8, %9
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = add i32 %10, %11
  %13 = icmp slt i32 %12, %3
  br i1 %13, label %14, label %41

14:                                               ; preds = %4
  call void @llvm.lifetime.start.p0(ptr nonnull %7) #6
  store ptr null, ptr %7, align 8, !tbaa !13
  %15 = sext i32 %12 to i64
  %16 = getelementptr inbounds i32, ptr %1, i64 %15
  %17 = load i32, ptr %16, align 4, !tbaa !6
  %18 = sext i32 %17 to i64
  %19 = shl nsw i64 %18, 2
  %20 = call noundef i32 @__cudaCDP2Malloc(ptr noundef nonnull %7, i64 noundef range(i64 -8589934592, 8589934589) %19) #7
  %21 = load ptr, ptr %7, align 8, !tbaa !13
  %22 = getelementptr inbounds ptr, ptr %0, i64 %15
  store ptr %21, ptr %22, align 8, !tbaa !13
  %23 = icmp eq ptr %21, null
  br i1 %23, label %38, label %24

24:                                               ; preds = %14
  %25 = call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #7
  %26 = icmp eq ptr %25, null
  br i1 %26, label %38, label %27

27:                                               ; preds = %24
  %28 = load ptr, ptr %7, align 8, !tbaa !13
  %29 = load i32, ptr %16, align 4, !tbaa !6
  store ptr %28, ptr %25, align 64, !tbaa !13
  %30 = getelementptr inbounds nuw i8, ptr %25, i64 8
  store i32 %29, ptr %30, align 8, !tbaa !6
  %31 = add nsw i32 %29, 31
  %32 = sdiv i32 %31, 32
  call void @llvm.lifetime.start.p0(ptr nonnull %6)
  call void @llvm.lifetime.start.p0(ptr nonnull %5)
  store i32 32, ptr %5, align 8
  %33 = getelementptr inbounds nuw i8, ptr %5, i64 4
  store i32 1, ptr %33, align 4
  %34 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store i32 1, ptr %34, align 8
  store i32 %32, ptr %6, align 8
  %35 = getelementptr inbounds nuw i8, ptr %6, i64 4
  store i32 1, ptr %35, align 4
  %36 = getelementptr inbounds nuw i8, ptr %6, i64 8
  store i32 1, ptr %36, align 8
  %37 = call noundef i32 @__cudaCDP2LaunchDevice_ptsz(ptr noundef nonnull @_Z4fillPfi, ptr noundef nonnull %25, ptr noundef nonnull byval(%struct.dim3) align 4 %6, ptr noundef nonnull byval(%struct.dim3) align 4 %5, i32 noundef 0, ptr noundef null) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %6)
  call void @llvm.lifetime.end.p0(ptr nonnull %5)
  br label %38

38:                                               ; preds = %24, %27, %14
  %39 = call noundef i32 @__cudaCDP2GetLastError() #7
  %40 = getelementptr inbounds i32, ptr %2, i64 %15
  store i32 %39, ptr %40, align 4, !tbaa !6
  call void @llvm.lifetime.end.p0(ptr nonnull %7) #6
  br label %41

41:                                               ; preds = %4, %38
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: convergent nounwind
declare dso_local i32 @__cudaCDP2Malloc(ptr noundef, i64 noundef) local_unnamed_addr #5

; Function Attrs: convergent nounwind
declare dso_local ptr @__cudaCDP2GetParameterBuffer(i64 noundef, i64 noundef) local_unnamed_addr #5

; Function Attrs: convergent nounwind
declare dso_local i32 @__cudaCDP2LaunchDevice_ptsz(ptr noundef, ptr noundef, ptr noundef byval(%struct.dim3) align 4, ptr noundef byval(%struct.dim3) align 4, i32 noundef, ptr noundef) local_unnamed_addr #5

; Function Attrs: convergent nounwind
declare dso_local i32 @__cudaCDP2Free(ptr noundef) local_unnamed_addr #5

; Function Attrs: convergent nounwind
declare dso_local i32 @__cudaCDP2GetLastError() local_unnamed_addr #5

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #3 = { convergent mustprogress noinline nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #6 = { nounwind }
attributes #7 = { convergent nounwind }

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
!12 = !{!"float", !8, i64 0}
!13 = !{!14, !14, i64 0}
!14 = !{!"p1 float", !15, i64 0}
!15 = !{!"any pointer", !8, i64 0}
