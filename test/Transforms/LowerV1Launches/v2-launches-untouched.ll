; Input: clang 22 device IR of ../../Analysis/LaunchSites/Inputs/v2-hand-written.cu
; at -O2 (command in ../../Analysis/LaunchSites/v2-hand-written.ll): launches
; already written as V2 (__cudaCDP2GetParameterBufferV2 +
; __cudaCDP2LaunchDeviceV2[_ptsz]) work into every stream, so the V1 rewrite
; must leave the module byte-for-byte as it was.
; REQUIRES: nvptx-registered-target
; RUN: opt -passes=verify -S %s -o %t.before.ll
; RUN: opt -passes='dpagg-lower-v1-launches<all>' -S %s -o %t.after.ll
; RUN: diff %t.before.ll %t.after.ll
; RUN: FileCheck %s --implicit-check-not=__dpagg < %t.after.ll

; CHECK-LABEL: @_Z6parentPfi(
; CHECK:       [[BUF:%.*]] = tail call noundef ptr @__cudaCDP2GetParameterBufferV2(ptr noundef nonnull @_Z5childiPf,
; CHECK:       call noundef i32 @__cudaCDP2LaunchDeviceV2(ptr noundef nonnull [[BUF]], ptr noundef nonnull inttoptr (i64 4 to ptr))
; CHECK:       [[BUF2:%.*]] = tail call noundef ptr @__cudaCDP2GetParameterBufferV2(ptr noundef nonnull @_Z5childiPf,
; CHECK:       call noundef i32 @__cudaCDP2LaunchDeviceV2_ptsz(ptr noundef nonnull [[BUF2]], ptr noundef null)

source_filename = "Inputs/v2-hand-written.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.dim3 = type { i32, i32, i32 }

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write)
define dso_local ptx_kernel void @_Z5childiPf(i32 noundef %0, ptr noundef writeonly captures(none) %1) #0 {
  %3 = sitofp i32 %0 to float
  %4 = sext i32 %0 to i64
  %5 = getelementptr inbounds float, ptr %1, i64 %4
  store float %3, ptr %5, align 4, !tbaa !11
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z6parentPfi(ptr noundef %0, i32 noundef %1) local_unnamed_addr #1 {
  %3 = alloca %struct.dim3, align 8
  %4 = alloca %struct.dim3, align 8
  %5 = alloca %struct.dim3, align 8
  %6 = alloca %struct.dim3, align 8
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  call void @llvm.lifetime.start.p0(ptr nonnull %6)
  call void @llvm.lifetime.start.p0(ptr nonnull %5)
  store i32 64, ptr %5, align 8
  %8 = getelementptr inbounds nuw i8, ptr %5, i64 4
  store i32 1, ptr %8, align 4
  %9 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store i32 1, ptr %9, align 8
  store i32 %1, ptr %6, align 8
  %10 = getelementptr inbounds nuw i8, ptr %6, i64 4
  store i32 1, ptr %10, align 4
  %11 = getelementptr inbounds nuw i8, ptr %6, i64 8
  store i32 1, ptr %11, align 8
  %12 = tail call noundef ptr @__cudaCDP2GetParameterBufferV2(ptr noundef nonnull @_Z5childiPf, ptr noundef nonnull byval(%struct.dim3) align 4 %6, ptr noundef nonnull byval(%struct.dim3) align 4 %5, i32 noundef 32) #5
  call void @llvm.lifetime.end.p0(ptr nonnull %6)
  call void @llvm.lifetime.end.p0(ptr nonnull %5)
  %13 = icmp eq ptr %12, null
  br i1 %13, label %17, label %14

14:                                               ; preds = %2
  %15 = getelementptr inbounds nuw i8, ptr %12, i64 8
  store i32 %7, ptr %12, align 4, !tbaa !6
  store ptr %0, ptr %15, align 8, !tbaa !13
  %16 = tail call noundef i32 @__cudaCDP2LaunchDeviceV2(ptr noundef nonnull %12, ptr noundef nonnull inttoptr (i64 4 to ptr)) #5
  br label %17

17:                                               ; preds = %14, %2
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  store i32 1, ptr %3, align 8
  %18 = getelementptr inbounds nuw i8, ptr %3, i64 4
  store i32 1, ptr %18, align 4
  %19 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store i32 1, ptr %19, align 8
  store i32 1, ptr %4, align 8
  %20 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %20, align 4
  %21 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %21, align 8
  %22 = tail call noundef ptr @__cudaCDP2GetParameterBufferV2(ptr noundef nonnull @_Z5childiPf, ptr noundef nonnull byval(%struct.dim3) align 4 %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, i32 noundef 0) #5
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  %23 = icmp eq ptr %22, null
  br i1 %23, label %28, label %24

24:                                               ; preds = %17
  %25 = getelementptr inbounds nuw i8, ptr %22, i64 8
  %26 = add nuw nsw i32 %7, 1
  store i32 %26, ptr %22, align 4, !tbaa !6
  store ptr %0, ptr %25, align 8, !tbaa !13
  %27 = tail call noundef i32 @__cudaCDP2LaunchDeviceV2_ptsz(ptr noundef nonnull %22, ptr noundef null) #5
  br label %28

28:                                               ; preds = %24, %17
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: convergent nounwind
declare dso_local ptr @__cudaCDP2GetParameterBufferV2(ptr noundef, ptr noundef byval(%struct.dim3) align 4, ptr noundef byval(%struct.dim3) align 4, i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local i32 @__cudaCDP2LaunchDeviceV2(ptr noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local i32 @__cudaCDP2LaunchDeviceV2_ptsz(ptr noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #4

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { convergent nounwind }

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
