; Input: clang 22 -O2 sm_90 device IR of ../../Analysis/LaunchSites/Inputs/streams.cu
; (command in ../../Analysis/LaunchSites/streams.ll). After the V1 rewrite,
; dpagg-link-runtime links the embedded runtime's @__dpagg_launch_v2: defined
; here with internal linkage, launching through __cudaCDP2GetParameterBufferV2
; and __cudaCDP2LaunchDeviceV2[_ptsz], free of __nvvm_reflect (nvvm-reflect ran
; before the plugin), and retargeted to the module's target-cpu and
; target-features (the runtime is built for sm_80, the module is sm_90). With
; <inline> every call is inlined into the kernel.
; REQUIRES: nvptx-registered-target
; RUN: opt -passes='dpagg-lower-v1-launches<all>,dpagg-link-runtime' -S %s \
; RUN:   | FileCheck %s --implicit-check-not=__nvvm_reflect \
; RUN:       --implicit-check-not='declare{{.*}}@__dpagg'
; RUN: opt -passes='dpagg-lower-v1-launches<all>,dpagg-link-runtime<inline>' -S %s \
; RUN:   | FileCheck %s --check-prefix=INLINE --implicit-check-not=__nvvm_reflect

; CHECK-LABEL: define dso_local ptx_kernel void @_Z6parentPi(
; CHECK-SAME:  [[KATTR:#[0-9]+]] {
; CHECK-COUNT-5: call i32 @__dpagg_launch_v2(ptr @_Z5childPi,
; CHECK-LABEL: define internal noundef i32 @__dpagg_launch_v2(
; CHECK-SAME:  [[RTATTR:#[0-9]+]] {
; CHECK:       call noundef ptr @__cudaCDP2GetParameterBufferV2(
; CHECK:       call noundef i32 @__cudaCDP2LaunchDeviceV2_ptsz(
; CHECK:       call noundef i32 @__cudaCDP2LaunchDeviceV2(
; CHECK:       attributes [[KATTR]] = { {{.*}}"target-cpu"=[[CPU:"sm_[0-9]+"]] "target-features"=[[FEATURES:"[^"]*"]]
; CHECK:       attributes [[RTATTR]] = { {{.*}}"target-cpu"=[[CPU]] "target-features"=[[FEATURES]]

; INLINE-LABEL:   define dso_local ptx_kernel void @_Z6parentPi(
; INLINE-NOT:     call {{.*}}@__dpagg_launch_v2(
; INLINE-COUNT-5: call noundef ptr @__cudaCDP2GetParameterBufferV2(ptr noundef @_Z5childPi,
; INLINE-NOT:     call {{.*}}@__dpagg_launch_v2(
; INLINE:         define internal noundef i32 @__dpagg_launch_v2(

source_filename = "Inputs/streams.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.dim3 = type { i32, i32, i32 }

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write)
define dso_local ptx_kernel void @_Z5childPi(ptr noundef writeonly captures(none) %0) #0 {
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %3 = zext nneg i32 %2 to i64
  %4 = getelementptr inbounds nuw i32, ptr %0, i64 %3
  store i32 1, ptr %4, align 4, !tbaa !6
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z6parentPi(ptr noundef %0) local_unnamed_addr #1 {
  %2 = alloca %struct.dim3, align 8
  %3 = alloca %struct.dim3, align 8
  %4 = alloca %struct.dim3, align 8
  %5 = alloca %struct.dim3, align 8
  %6 = alloca %struct.dim3, align 8
  %7 = alloca %struct.dim3, align 8
  %8 = alloca %struct.dim3, align 8
  %9 = alloca %struct.dim3, align 8
  %10 = alloca %struct.dim3, align 8
  %11 = alloca %struct.dim3, align 8
  %12 = alloca ptr, align 8
  %13 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 8) #5
  %14 = icmp eq ptr %13, null
  br i1 %14, label %21, label %15

15:                                               ; preds = %1
  store ptr %0, ptr %13, align 64, !tbaa !11
  call void @llvm.lifetime.start.p0(ptr nonnull %11)
  call void @llvm.lifetime.start.p0(ptr nonnull %10)
  store i32 32, ptr %10, align 8
  %16 = getelementptr inbounds nuw i8, ptr %10, i64 4
  store i32 1, ptr %16, align 4
  %17 = getelementptr inbounds nuw i8, ptr %10, i64 8
  store i32 1, ptr %17, align 8
  store i32 1, ptr %11, align 8
  %18 = getelementptr inbounds nuw i8, ptr %11, i64 4
  store i32 1, ptr %18, align 4
  %19 = getelementptr inbounds nuw i8, ptr %11, i64 8
  store i32 1, ptr %19, align 8
  %20 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPi, ptr noundef nonnull %13, ptr noundef nonnull byval(%struct.dim3) align 4 %11, ptr noundef nonnull byval(%struct.dim3) align 4 %10, i32 noundef 0, ptr noundef null) #5
  call void @llvm.lifetime.end.p0(ptr nonnull %11)
  call void @llvm.lifetime.end.p0(ptr nonnull %10)
  br label %21

21:                                               ; preds = %15, %1
  %22 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 8) #5
  %23 = icmp eq ptr %22, null
  br i1 %23, label %30, label %24

24:                                               ; preds = %21
  store ptr %0, ptr %22, align 64, !tbaa !11
  call void @llvm.lifetime.start.p0(ptr nonnull %9)
  call void @llvm.lifetime.start.p0(ptr nonnull %8)
  store i32 32, ptr %8, align 8
  %25 = getelementptr inbounds nuw i8, ptr %8, i64 4
  store i32 1, ptr %25, align 4
  %26 = getelementptr inbounds nuw i8, ptr %8, i64 8
  store i32 1, ptr %26, align 8
  store i32 1, ptr %9, align 8
  %27 = getelementptr inbounds nuw i8, ptr %9, i64 4
  store i32 1, ptr %27, align 4
  %28 = getelementptr inbounds nuw i8, ptr %9, i64 8
  store i32 1, ptr %28, align 8
  %29 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPi, ptr noundef nonnull %22, ptr noundef nonnull byval(%struct.dim3) align 4 %9, ptr noundef nonnull byval(%struct.dim3) align 4 %8, i32 noundef 0, ptr noundef nonnull inttoptr (i64 4 to ptr)) #5
  call void @llvm.lifetime.end.p0(ptr nonnull %9)
  call void @llvm.lifetime.end.p0(ptr nonnull %8)
  br label %30

30:                                               ; preds = %24, %21
  %31 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 8) #5
  %32 = icmp eq ptr %31, null
  br i1 %32, label %39, label %33

33:                                               ; preds = %30
  store ptr %0, ptr %31, align 64, !tbaa !11
  call void @llvm.lifetime.start.p0(ptr nonnull %7)
  call void @llvm.lifetime.start.p0(ptr nonnull %6)
  store i32 32, ptr %6, align 8
  %34 = getelementptr inbounds nuw i8, ptr %6, i64 4
  store i32 1, ptr %34, align 4
  %35 = getelementptr inbounds nuw i8, ptr %6, i64 8
  store i32 1, ptr %35, align 8
  store i32 1, ptr %7, align 8
  %36 = getelementptr inbounds nuw i8, ptr %7, i64 4
  store i32 1, ptr %36, align 4
  %37 = getelementptr inbounds nuw i8, ptr %7, i64 8
  store i32 1, ptr %37, align 8
  %38 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPi, ptr noundef nonnull %31, ptr noundef nonnull byval(%struct.dim3) align 4 %7, ptr noundef nonnull byval(%struct.dim3) align 4 %6, i32 noundef 0, ptr noundef nonnull inttoptr (i64 3 to ptr)) #5
  call void @llvm.lifetime.end.p0(ptr nonnull %7)
  call void @llvm.lifetime.end.p0(ptr nonnull %6)
  br label %39

39:                                               ; preds = %33, %30
  %40 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 8) #5
  %41 = icmp eq ptr %40, null
  br i1 %41, label %48, label %42

42:                                               ; preds = %39
  store ptr %0, ptr %40, align 64, !tbaa !11
  call void @llvm.lifetime.start.p0(ptr nonnull %5)
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  store i32 32, ptr %4, align 8
  %43 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %43, align 4
  %44 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %44, align 8
  store i32 1, ptr %5, align 8
  %45 = getelementptr inbounds nuw i8, ptr %5, i64 4
  store i32 1, ptr %45, align 4
  %46 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store i32 1, ptr %46, align 8
  %47 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPi, ptr noundef nonnull %40, ptr noundef nonnull byval(%struct.dim3) align 4 %5, ptr noundef nonnull byval(%struct.dim3) align 4 %4, i32 noundef 0, ptr noundef nonnull inttoptr (i64 2 to ptr)) #5
  call void @llvm.lifetime.end.p0(ptr nonnull %5)
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  br label %48

48:                                               ; preds = %42, %39
  call void @llvm.lifetime.start.p0(ptr nonnull %12) #6
  %49 = call noundef i32 @__cudaCDP2StreamCreateWithFlags(ptr noundef nonnull %12, i32 noundef 1) #5
  %50 = call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 8) #5
  %51 = icmp eq ptr %50, null
  br i1 %51, label %59, label %52

52:                                               ; preds = %48
  store ptr %0, ptr %50, align 64, !tbaa !11
  %53 = load ptr, ptr %12, align 8, !tbaa !14
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  call void @llvm.lifetime.start.p0(ptr nonnull %2)
  store i32 32, ptr %2, align 8
  %54 = getelementptr inbounds nuw i8, ptr %2, i64 4
  store i32 1, ptr %54, align 4
  %55 = getelementptr inbounds nuw i8, ptr %2, i64 8
  store i32 1, ptr %55, align 8
  store i32 1, ptr %3, align 8
  %56 = getelementptr inbounds nuw i8, ptr %3, i64 4
  store i32 1, ptr %56, align 4
  %57 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store i32 1, ptr %57, align 8
  %58 = call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPi, ptr noundef nonnull %50, ptr noundef nonnull byval(%struct.dim3) align 4 %3, ptr noundef nonnull byval(%struct.dim3) align 4 %2, i32 noundef 0, ptr noundef %53) #5
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  call void @llvm.lifetime.end.p0(ptr nonnull %2)
  br label %59

59:                                               ; preds = %52, %48
  %60 = load ptr, ptr %12, align 8, !tbaa !14
  %61 = call noundef i32 @__cudaCDP2StreamDestroy(ptr noundef %60) #5
  call void @llvm.lifetime.end.p0(ptr nonnull %12) #6
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: convergent nounwind
declare dso_local ptr @__cudaCDP2GetParameterBuffer(i64 noundef, i64 noundef) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare dso_local i32 @__cudaCDP2LaunchDevice(ptr noundef, ptr noundef, ptr noundef byval(%struct.dim3) align 4, ptr noundef byval(%struct.dim3) align 4, i32 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare dso_local i32 @__cudaCDP2StreamCreateWithFlags(ptr noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare dso_local i32 @__cudaCDP2StreamDestroy(ptr noundef) local_unnamed_addr #4

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #5 = { convergent nounwind }
attributes #6 = { nounwind }

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
!14 = !{!15, !15, i64 0}
!15 = !{!"p1 _ZTS11CUstream_st", !13, i64 0}
