; Produced by (clang 22.1.8, CUDA 13.0):
;   clang++ -x cuda --cuda-path=/usr/local/cuda
;     --cuda-gpu-arch=sm_90 -fgpu-rdc --cuda-device-only -D__CUDACC_RDC__
;     -Wno-unknown-cuda-version -S -emit-llvm -O2 Inputs/null-stream-fire-and-forget.cu
; The aggregate of a NULL-stream launch goes to cudaStreamFireAndForget
; (flag 4 of the runtime call) only when the site is the kernel's only
; launch and runs once per thread, which also makes it unobserved (16): 20;
; two launches of one thread, or a launch in a loop, keep their NULL-stream
; order (flags 0).
; REQUIRES: nvptx-registered-target
; RUN: opt -passes='dpagg-aggregate<warp>' -S %s | FileCheck %s
; RUN: opt -passes='dpagg-aggregate<block>' -S %s | FileCheck %s
; RUN: opt -passes='dpagg-aggregate<block>' -pass-remarks=dpagg -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK

; CHECK: @_Z5childPi.dpagg.child = private unnamed_addr constant { ptr, i32, i32, i32, i32 } { ptr @_Z5childPi.dpagg,
; CHECK: @[[SITE1:dpagg.site._Z5childPi.[0-9]+]] = private unnamed_addr constant {{.*}} { ptr @_Z5childPi.dpagg.child, ptr @_Z5childPi, ptr @dpagg.name._Z5childPi, ptr {{[^,]*}}, ptr {{[^,]*}}, i32 20,
; CHECK: @[[SITE2:dpagg.site._Z5childPi.[0-9]+]] = private unnamed_addr constant {{.*}} { ptr @_Z5childPi.dpagg.child, ptr @_Z5childPi, ptr @dpagg.name._Z5childPi, ptr {{[^,]*}}, ptr {{[^,]*}}, i32 0,
; CHECK: @_Z5otherPi.dpagg.child = private unnamed_addr constant { ptr, i32, i32, i32, i32 } { ptr @_Z5otherPi.dpagg,
; CHECK: @[[SITE3:dpagg.site._Z5otherPi.[0-9]+]] = private unnamed_addr constant {{.*}} { ptr @_Z5otherPi.dpagg.child, ptr @_Z5otherPi, ptr @dpagg.name._Z5otherPi, ptr {{[^,]*}}, ptr {{[^,]*}}, i32 0,
; CHECK: @[[SITE4:dpagg.site._Z5childPi.[0-9]+]] = private unnamed_addr constant {{.*}} { ptr @_Z5childPi.dpagg.child, ptr @_Z5childPi, ptr @dpagg.name._Z5childPi, ptr {{[^,]*}}, ptr {{[^,]*}}, i32 0,
; CHECK: @[[SITE5:dpagg.site._Z5childPi.[0-9]+]] = private unnamed_addr constant {{.*}} { ptr @_Z5childPi.dpagg.child, ptr @_Z5childPi, ptr @dpagg.name._Z5childPi, ptr {{[^,]*}}, ptr {{[^,]*}}, i32 16,
; CHECK-LABEL: define dso_local ptx_kernel void @_Z6singlePi(
; CHECK:         call i32 @__dpagg_aggregate_{{warp|block}}(ptr @[[SITE1]],
; CHECK-LABEL: define dso_local ptx_kernel void @_Z3twoPi(
; CHECK:         call i32 @__dpagg_aggregate_{{warp|block}}(ptr @[[SITE2]],
; CHECK:         call i32 @__dpagg_aggregate_{{warp|block}}(ptr @[[SITE3]],
; CHECK-LABEL: define dso_local ptx_kernel void @_Z4loopPii(
; CHECK:         call i32 @__dpagg_aggregate_{{warp|block}}(ptr @[[SITE4]],
; A launch already into cudaStreamFireAndForget, the thread's only one:
; nothing to promote (no 4), nothing after it observes it (16).
; CHECK-LABEL: define dso_local ptx_kernel void @_Z2ffPi(
; CHECK:         call i32 @__dpagg_aggregate_{{warp|block}}(ptr @[[SITE5]],

; REMARK: launch of child(int*) aggregated per block; sibling launches into the NULL stream now run concurrently (-dpagg-strict-ordering refuses this); the aggregate goes to cudaStreamFireAndForget (the kernel's only launch, once per thread)
; REMARK: launch of child(int*) aggregated per block; sibling launches into the NULL stream now run concurrently (-dpagg-strict-ordering refuses this){{$}}
; REMARK: launch of other(int*) aggregated per block; sibling launches into the NULL stream now run concurrently (-dpagg-strict-ordering refuses this){{$}}

source_filename = "Inputs/null-stream-fire-and-forget.cu"
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

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write)
define dso_local ptx_kernel void @_Z5otherPi(ptr noundef writeonly captures(none) %0) #0 {
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %3 = zext nneg i32 %2 to i64
  %4 = getelementptr inbounds nuw i32, ptr %0, i64 %3
  store i32 2, ptr %4, align 4, !tbaa !6
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z6singlePi(ptr noundef %0) local_unnamed_addr #1 {
  %2 = alloca %struct.dim3, align 8
  %3 = alloca %struct.dim3, align 8
  %4 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 8) #5
  %5 = icmp eq ptr %4, null
  br i1 %5, label %16, label %6

6:                                                ; preds = %1
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = shl nuw nsw i32 %7, 5
  %9 = zext nneg i32 %8 to i64
  %10 = getelementptr inbounds nuw i32, ptr %0, i64 %9
  store ptr %10, ptr %4, align 64, !tbaa !11
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
  %15 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPi, ptr noundef nonnull %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, ptr noundef nonnull byval(%struct.dim3) align 4 %2, i32 noundef 0, ptr noundef null) #5
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  call void @llvm.lifetime.end.p0(ptr nonnull %2)
  br label %16

16:                                               ; preds = %6, %1
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z3twoPi(ptr noundef %0) local_unnamed_addr #1 {
  %2 = alloca %struct.dim3, align 8
  %3 = alloca %struct.dim3, align 8
  %4 = alloca %struct.dim3, align 8
  %5 = alloca %struct.dim3, align 8
  %6 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 8) #5
  %7 = icmp eq ptr %6, null
  br i1 %7, label %14, label %8

8:                                                ; preds = %1
  store ptr %0, ptr %6, align 64, !tbaa !11
  call void @llvm.lifetime.start.p0(ptr nonnull %5)
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  store i32 32, ptr %4, align 8
  %9 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %9, align 4
  %10 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %10, align 8
  store i32 1, ptr %5, align 8
  %11 = getelementptr inbounds nuw i8, ptr %5, i64 4
  store i32 1, ptr %11, align 4
  %12 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store i32 1, ptr %12, align 8
  %13 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPi, ptr noundef nonnull %6, ptr noundef nonnull byval(%struct.dim3) align 4 %5, ptr noundef nonnull byval(%struct.dim3) align 4 %4, i32 noundef 0, ptr noundef null) #5
  call void @llvm.lifetime.end.p0(ptr nonnull %5)
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  br label %14

14:                                               ; preds = %8, %1
  %15 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 8) #5
  %16 = icmp eq ptr %15, null
  br i1 %16, label %23, label %17

17:                                               ; preds = %14
  store ptr %0, ptr %15, align 64, !tbaa !11
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  call void @llvm.lifetime.start.p0(ptr nonnull %2)
  store i32 32, ptr %2, align 8
  %18 = getelementptr inbounds nuw i8, ptr %2, i64 4
  store i32 1, ptr %18, align 4
  %19 = getelementptr inbounds nuw i8, ptr %2, i64 8
  store i32 1, ptr %19, align 8
  store i32 1, ptr %3, align 8
  %20 = getelementptr inbounds nuw i8, ptr %3, i64 4
  store i32 1, ptr %20, align 4
  %21 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store i32 1, ptr %21, align 8
  %22 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5otherPi, ptr noundef nonnull %15, ptr noundef nonnull byval(%struct.dim3) align 4 %3, ptr noundef nonnull byval(%struct.dim3) align 4 %2, i32 noundef 0, ptr noundef null) #5
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  call void @llvm.lifetime.end.p0(ptr nonnull %2)
  br label %23

23:                                               ; preds = %17, %14
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z4loopPii(ptr noundef %0, i32 noundef %1) local_unnamed_addr #1 {
  %3 = alloca %struct.dim3, align 8
  %4 = alloca %struct.dim3, align 8
  %5 = icmp sgt i32 %1, 0
  br i1 %5, label %6, label %11

6:                                                ; preds = %2
  %7 = getelementptr inbounds nuw i8, ptr %3, i64 4
  %8 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %9 = getelementptr inbounds nuw i8, ptr %4, i64 4
  %10 = getelementptr inbounds nuw i8, ptr %4, i64 8
  br label %12

11:                                               ; preds = %21, %2
  ret void

12:                                               ; preds = %6, %21
  %13 = phi i32 [ 0, %6 ], [ %22, %21 ]
  %14 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 8) #5
  %15 = icmp eq ptr %14, null
  br i1 %15, label %21, label %16

16:                                               ; preds = %12
  %17 = shl nsw i32 %13, 5
  %18 = zext nneg i32 %17 to i64
  %19 = getelementptr inbounds nuw i32, ptr %0, i64 %18
  store ptr %19, ptr %14, align 64, !tbaa !11
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  store i32 32, ptr %3, align 8
  store i32 1, ptr %7, align 4
  store i32 1, ptr %8, align 8
  store i32 1, ptr %4, align 8
  store i32 1, ptr %9, align 4
  store i32 1, ptr %10, align 8
  %20 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPi, ptr noundef nonnull %14, ptr noundef nonnull byval(%struct.dim3) align 4 %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, i32 noundef 0, ptr noundef null) #5
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  br label %21

21:                                               ; preds = %12, %16
  %22 = add nuw nsw i32 %13, 1
  %23 = icmp eq i32 %22, %1
  br i1 %23, label %11, label %12, !llvm.loop !14
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z2ffPi(ptr noundef %0) local_unnamed_addr #1 {
  %2 = alloca %struct.dim3, align 8
  %3 = alloca %struct.dim3, align 8
  %4 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 8) #5
  %5 = icmp eq ptr %4, null
  br i1 %5, label %12, label %6

6:                                                ; preds = %1
  store ptr %0, ptr %4, align 64, !tbaa !11
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  call void @llvm.lifetime.start.p0(ptr nonnull %2)
  store i32 32, ptr %2, align 8
  %7 = getelementptr inbounds nuw i8, ptr %2, i64 4
  store i32 1, ptr %7, align 4
  %8 = getelementptr inbounds nuw i8, ptr %2, i64 8
  store i32 1, ptr %8, align 8
  store i32 1, ptr %3, align 8
  %9 = getelementptr inbounds nuw i8, ptr %3, i64 4
  store i32 1, ptr %9, align 4
  %10 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store i32 1, ptr %10, align 8
  %11 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPi, ptr noundef nonnull %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, ptr noundef nonnull byval(%struct.dim3) align 4 %2, i32 noundef 0, ptr noundef nonnull inttoptr (i64 4 to ptr)) #5
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  call void @llvm.lifetime.end.p0(ptr nonnull %2)
  br label %12

12:                                               ; preds = %6, %1
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: convergent nounwind
declare dso_local ptr @__cudaCDP2GetParameterBuffer(i64 noundef, i64 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local i32 @__cudaCDP2LaunchDevice(ptr noundef, ptr noundef, ptr noundef byval(%struct.dim3) align 4, ptr noundef byval(%struct.dim3) align 4, i32 noundef, ptr noundef) local_unnamed_addr #3

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
!12 = !{!"p1 int", !13, i64 0}
!13 = !{!"any pointer", !8, i64 0}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
