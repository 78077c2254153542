; Produced by (clang 22.1.8, CUDA 13.0):
;   clang++ -x cuda --cuda-path=/usr/local/cuda
;     --cuda-gpu-arch=sm_90 -fgpu-rdc --cuda-device-only -D__CUDACC_RDC__
;     -Wno-unknown-cuda-version -S -emit-llvm -O2 Inputs/blob-lifetime-markers.cu
; A staging blob's lifetime ends with the runtime call that consumes it,
; where every other use of it is in that call's block, before the call:
;  - two_sites: each 4,008-byte blob gets lifetime.start before its first
;    write (ahead of the widened copy's loop) and lifetime.end right after
;    its __dpagg_aggregate_block (whose site descriptor gives its size), so the NVPTX backend lays both in one
;    slot: a stack frame of about 4 KB, not 8 KB (PTX);
;  - postponed: the blob is written where the thread reaches the launch and
;    read at the threads' meeting point, another block: no markers, the
;    blob keeps a slot of its own.
; REQUIRES: nvptx-registered-target
; RUN: opt -passes='dpagg-aggregate<block>' -S %s | FileCheck %s
; RUN: opt -passes='dpagg-aggregate<block>' %s | llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 | FileCheck %s --check-prefix=PTX

; CHECK:         @[[S1:dpagg.site._Z5childPi4Page.[0-9]+]] = private unnamed_addr constant {{.*}} { ptr @_Z5childPi4Page.dpagg.child, ptr @_Z5childPi4Page, ptr @dpagg.name._Z5childPi4Page, ptr {{[^,]*}}, ptr {{[^,]*}}, i32 {{[0-9]+}}, i32 4008,
; CHECK:         @[[S2:dpagg.site._Z5childPi4Page.[0-9]+]] = private unnamed_addr constant {{.*}} { ptr @_Z5childPi4Page.dpagg.child, ptr @_Z5childPi4Page, ptr @dpagg.name._Z5childPi4Page, ptr {{[^,]*}}, ptr {{[^,]*}}, i32 {{[0-9]+}}, i32 4008,
; CHECK-LABEL: define dso_local ptx_kernel void @_Z9two_sitesPi4PageS0_(
; CHECK:         call void @llvm.lifetime.start.p0(ptr [[P1:%dpagg.params[0-9]*]])
; CHECK-NEXT:    store ptr {{%.*}}, ptr [[P1]], align 64
; CHECK-NEXT:    getelementptr inbounds nuw i8, ptr [[P1]], i64 8
; CHECK-NEXT:    br label %dpagg.copy
; CHECK:         call i32 @__dpagg_aggregate_block(ptr @[[S1]], ptr [[P1]],
; CHECK-NEXT:    call void @llvm.lifetime.end.p0(ptr [[P1]])
; CHECK:         call void @llvm.lifetime.start.p0(ptr [[P2:%dpagg.params[0-9]*]])
; CHECK-NEXT:    store ptr {{%.*}}, ptr [[P2]], align 64
; CHECK-NEXT:    getelementptr inbounds nuw i8, ptr [[P2]], i64 8
; CHECK-NEXT:    br label %dpagg.copy
; CHECK:         call i32 @__dpagg_aggregate_block(ptr @[[S2]], ptr [[P2]],
; CHECK-NEXT:    call void @llvm.lifetime.end.p0(ptr [[P2]])
; CHECK-LABEL: define dso_local ptx_kernel void @_Z9postponedPiPKi3Row(
; CHECK-NOT:     call void @llvm.lifetime.{{start|end}}.p0(ptr %dpagg.params
; CHECK:         call i32 @__dpagg_aggregate_block_postponed(
; CHECK-NOT:     call void @llvm.lifetime.{{start|end}}.p0(ptr %dpagg.params
; CHECK-LABEL: define internal ptx_kernel void @_Z5childPi4Page.dpagg(

; PTX-LABEL: .visible .entry _Z9two_sitesPi4PageS0_(
; PTX:         .local .align 64 .b8 __local_depot{{[0-9]+}}[40{{[0-9][0-9]}}];
; PTX-LABEL: .visible .entry _Z9postponedPiPKi3Row(

; ModuleID = 'Inputs/blob-lifetime-markers.cu'
source_filename = "Inputs/blob-lifetime-markers.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Page = type { [1000 x i32] }
%struct.Row = type { [50 x i32] }
%struct.dim3 = type { i32, i32, i32 }

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z5childPi4Page(ptr noundef writeonly captures(none) %0, ptr noundef readonly byval(%struct.Page) align 4 captures(none) %1) #0 {
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = zext nneg i32 %3 to i64
  %5 = getelementptr inbounds nuw i32, ptr %1, i64 %4
  %6 = load i32, ptr %5, align 4, !tbaa !6
  %7 = getelementptr inbounds nuw i32, ptr %0, i64 %4
  store i32 %6, ptr %7, align 4, !tbaa !6
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z9child_rowPi3Row(ptr noundef writeonly captures(none) %0, ptr noundef readonly byval(%struct.Row) align 4 captures(none) %1) #0 {
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = trunc nuw nsw i32 %3 to i16
  %5 = urem i16 %4, 50
  %6 = zext nneg i16 %5 to i64
  %7 = getelementptr inbounds nuw i32, ptr %1, i64 %6
  %8 = load i32, ptr %7, align 4, !tbaa !6
  %9 = zext nneg i32 %3 to i64
  %10 = getelementptr inbounds nuw i32, ptr %0, i64 %9
  store i32 %8, ptr %10, align 4, !tbaa !6
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z9two_sitesPi4PageS0_(ptr noundef %0, ptr noundef readonly byval(%struct.Page) align 4 captures(none) %1, ptr noundef readonly byval(%struct.Page) align 4 captures(none) %2) local_unnamed_addr #1 {
  %4 = alloca %struct.dim3, align 8
  %5 = alloca %struct.dim3, align 8
  %6 = alloca %struct.dim3, align 8
  %7 = alloca %struct.dim3, align 8
  %8 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 4008) #7
  %9 = icmp eq ptr %8, null
  br i1 %9, label %17, label %10

10:                                               ; preds = %3
  store ptr %0, ptr %8, align 64, !tbaa !11
  %11 = getelementptr inbounds nuw i8, ptr %8, i64 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(4000) %11, ptr noundef nonnull align 4 dereferenceable(4000) %1, i64 4000, i1 false)
  call void @llvm.lifetime.start.p0(ptr nonnull %7)
  call void @llvm.lifetime.start.p0(ptr nonnull %6)
  store i32 32, ptr %6, align 8
  %12 = getelementptr inbounds nuw i8, ptr %6, i64 4
  store i32 1, ptr %12, align 4
  %13 = getelementptr inbounds nuw i8, ptr %6, i64 8
  store i32 1, ptr %13, align 8
  store i32 1, ptr %7, align 8
  %14 = getelementptr inbounds nuw i8, ptr %7, i64 4
  store i32 1, ptr %14, align 4
  %15 = getelementptr inbounds nuw i8, ptr %7, i64 8
  store i32 1, ptr %15, align 8
  %16 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPi4Page, ptr noundef nonnull %8, ptr noundef nonnull byval(%struct.dim3) align 4 %7, ptr noundef nonnull byval(%struct.dim3) align 4 %6, i32 noundef 0, ptr noundef null) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %7)
  call void @llvm.lifetime.end.p0(ptr nonnull %6)
  br label %17

17:                                               ; preds = %10, %3
  %18 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 4008) #7
  %19 = icmp eq ptr %18, null
  br i1 %19, label %28, label %20

20:                                               ; preds = %17
  %21 = getelementptr inbounds nuw i8, ptr %0, i64 128
  store ptr %21, ptr %18, align 64, !tbaa !11
  %22 = getelementptr inbounds nuw i8, ptr %18, i64 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(4000) %22, ptr noundef nonnull align 4 dereferenceable(4000) %2, i64 4000, i1 false)
  call void @llvm.lifetime.start.p0(ptr nonnull %5)
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  store i32 32, ptr %4, align 8
  %23 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %23, align 4
  %24 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %24, align 8
  store i32 1, ptr %5, align 8
  %25 = getelementptr inbounds nuw i8, ptr %5, i64 4
  store i32 1, ptr %25, align 4
  %26 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store i32 1, ptr %26, align 8
  %27 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPi4Page, ptr noundef nonnull %18, ptr noundef nonnull byval(%struct.dim3) align 4 %5, ptr noundef nonnull byval(%struct.dim3) align 4 %4, i32 noundef 0, ptr noundef null) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %5)
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  br label %28

28:                                               ; preds = %20, %17
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #2

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z9postponedPiPKi3Row(ptr noundef %0, ptr noundef readonly captures(none) %1, ptr noundef readonly byval(%struct.Row) align 4 captures(none) %2) local_unnamed_addr #1 {
  %4 = alloca %struct.dim3, align 8
  %5 = alloca %struct.dim3, align 8
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = zext nneg i32 %6 to i64
  %8 = getelementptr inbounds nuw i32, ptr %1, i64 %7
  %9 = load i32, ptr %8, align 4, !tbaa !6
  %10 = icmp eq i32 %9, 0
  br i1 %10, label %21, label %11

11:                                               ; preds = %3
  %12 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 208) #7
  %13 = icmp eq ptr %12, null
  br i1 %13, label %21, label %14

14:                                               ; preds = %11
  store ptr %0, ptr %12, align 64, !tbaa !11
  %15 = getelementptr inbounds nuw i8, ptr %12, i64 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(200) %15, ptr noundef nonnull align 4 dereferenceable(200) %2, i64 200, i1 false)
  call void @llvm.lifetime.start.p0(ptr nonnull %5)
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  store i32 32, ptr %4, align 8
  %16 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %16, align 4
  %17 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %17, align 8
  store i32 1, ptr %5, align 8
  %18 = getelementptr inbounds nuw i8, ptr %5, i64 4
  store i32 1, ptr %18, align 4
  %19 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store i32 1, ptr %19, align 8
  %20 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z9child_rowPi3Row, ptr noundef nonnull %12, ptr noundef nonnull byval(%struct.dim3) align 4 %5, ptr noundef nonnull byval(%struct.dim3) align 4 %4, i32 noundef 0, ptr noundef null) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %5)
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  br label %21

21:                                               ; preds = %11, %14, %3
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %22 = add nuw nsw i32 %6, 1
  %23 = and i32 %22, 31
  %24 = zext nneg i32 %23 to i64
  %25 = getelementptr inbounds nuw i32, ptr %1, i64 %24
  %26 = load i32, ptr %25, align 4, !tbaa !6
  %27 = getelementptr inbounds nuw i32, ptr %0, i64 %7
  store i32 %26, ptr %27, align 4, !tbaa !6
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: convergent nounwind
declare dso_local ptr @__cudaCDP2GetParameterBuffer(i64 noundef, i64 noundef) local_unnamed_addr #5

; Function Attrs: convergent nounwind
declare dso_local i32 @__cudaCDP2LaunchDevice(ptr noundef, ptr noundef, ptr noundef byval(%struct.dim3) align 4, ptr noundef byval(%struct.dim3) align 4, i32 noundef, ptr noundef) local_unnamed_addr #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #6

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
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
!12 = !{!"p1 int", !13, i64 0}
!13 = !{!"any pointer", !8, i64 0}
