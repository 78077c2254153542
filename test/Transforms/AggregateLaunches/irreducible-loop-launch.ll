; Produced by (clang 22.1.8, CUDA 13.0):
;   clang++ -x cuda --cuda-path=/usr/local/cuda
;     --cuda-gpu-arch=sm_90 -fgpu-rdc --cuda-device-only -D__CUDACC_RDC__
;     -Wno-unknown-cuda-version -S -emit-llvm -O2 Inputs/irreducible-loop-launch.cu
; Once per thread (issue 9, class 2): the aggregate of a kernel's only
; NULL-stream launch goes to cudaStreamFireAndForget (flags 4, plus 16: nothing after it observes the launch) only if
; the launch runs at most once per thread. A launch in a loop entered in its
; middle by a goto (an irreducible cycle, which LoopInfo does not see), in a
; plain loop, or in a device function inlined twice keeps its NULL-stream
; order (flags 2); only the straight-line launch in a kernel gets 6. The
; device function's own out-of-line copy is not aggregated
; (out-of-line-function).
; REQUIRES: nvptx-registered-target
; RUN: opt -passes='dpagg-aggregate<block>' -dpagg-barrier-cost=false -S %s | FileCheck %s
; RUN: opt -passes='dpagg-aggregate<warp>' -S %s | FileCheck %s
; RUN: opt -passes='dpagg-aggregate<block>' -dpagg-barrier-cost=false -pass-remarks=dpagg -pass-remarks-missed=dpagg -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK

; CHECK: @_Z4stepPii.dpagg.child = private unnamed_addr constant { ptr, i32, i32, i32, i32 } { ptr @_Z4stepPii.dpagg,
; CHECK: @[[SITE1:dpagg.site._Z4stepPii.[0-9]+]] = private unnamed_addr constant {{.*}} { ptr @_Z4stepPii.dpagg.child, ptr @_Z4stepPii, ptr @dpagg.name._Z4stepPii, ptr {{[^,]*}}, ptr {{[^,]*}}, i32 0,
; CHECK: @[[SITE2:dpagg.site._Z4stepPii.[0-9]+]] = private unnamed_addr constant {{.*}} { ptr @_Z4stepPii.dpagg.child, ptr @_Z4stepPii, ptr @dpagg.name._Z4stepPii, ptr {{[^,]*}}, ptr {{[^,]*}}, i32 0,
; CHECK: @[[SITE3:dpagg.site._Z4stepPii.[0-9]+]] = private unnamed_addr constant {{.*}} { ptr @_Z4stepPii.dpagg.child, ptr @_Z4stepPii, ptr @dpagg.name._Z4stepPii, ptr {{[^,]*}}, ptr {{[^,]*}}, i32 0,
; CHECK: @[[SITE4:dpagg.site._Z4stepPii.[0-9]+]] = private unnamed_addr constant {{.*}} { ptr @_Z4stepPii.dpagg.child, ptr @_Z4stepPii, ptr @dpagg.name._Z4stepPii, ptr {{[^,]*}}, ptr {{[^,]*}}, i32 0,
; CHECK: @[[SITE5:dpagg.site._Z4stepPii.[0-9]+]] = private unnamed_addr constant {{.*}} { ptr @_Z4stepPii.dpagg.child, ptr @_Z4stepPii, ptr @dpagg.name._Z4stepPii, ptr {{[^,]*}}, ptr {{[^,]*}}, i32 20,
; CHECK-LABEL: define dso_local ptx_kernel void @_Z5chainPiii(
; CHECK:         call i32 @__dpagg_aggregate_{{warp|block}}(ptr @[[SITE1]],
; CHECK-LABEL: define dso_local ptx_kernel void @_Z8for_loopPii(
; CHECK:         call i32 @__dpagg_aggregate_{{warp|block}}(ptr @[[SITE2]],
; CHECK-LABEL: define dso_local void @_Z4oncePi(
; CHECK-NOT:     @__dpagg_aggregate_
; CHECK:         call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z4stepPii,
; CHECK-NOT:     @__dpagg_aggregate_
; CHECK-LABEL: define dso_local ptx_kernel void @_Z5twicePi(
; CHECK:         call i32 @__dpagg_aggregate_{{warp|block}}(ptr @[[SITE3]],
; CHECK:         call i32 @__dpagg_aggregate_{{warp|block}}(ptr @[[SITE4]],
; CHECK-LABEL: define dso_local ptx_kernel void @_Z6singlePi(
; CHECK:         call i32 @__dpagg_aggregate_{{warp|block}}(ptr @[[SITE5]],

; The irreducible loop's writes are not scalarized either.
; REMARK:      remark: <unknown>:0:0: launch of step(int*, int) aggregated per block; sibling launches into the NULL stream now run concurrently (-dpagg-strict-ordering refuses this){{$}}
; REMARK-NEXT: remark: <unknown>:0:0: parameter 0 of step(int*, int) stored per thread, not once per aggregate: it is written in an irreducible loop
; REMARK-NEXT: remark: <unknown>:0:0: parameter 1 of step(int*, int) stored per thread, not once per aggregate: it is written in an irreducible loop
; REMARK-NEXT: remark: <unknown>:0:0: launch of step(int*, int) aggregated per block; sibling launches into the NULL stream now run concurrently (-dpagg-strict-ordering refuses this){{$}}
; REMARK-NEXT: remark: <unknown>:0:0: launch of step(int*, int) not aggregated: the launch is in once(int*), a device function not inlined into a kernel: {{.*}}
; REMARK-NEXT: remark: <unknown>:0:0: launch of step(int*, int) aggregated per block; sibling launches into the NULL stream now run concurrently (-dpagg-strict-ordering refuses this){{$}}
; REMARK-NEXT: remark: <unknown>:0:0: launch of step(int*, int) aggregated per block; sibling launches into the NULL stream now run concurrently (-dpagg-strict-ordering refuses this){{$}}
; REMARK-NEXT: remark: <unknown>:0:0: launch of step(int*, int) aggregated per block; sibling launches into the NULL stream now run concurrently (-dpagg-strict-ordering refuses this); the aggregate goes to cudaStreamFireAndForget (the kernel's only launch, once per thread)

source_filename = "Inputs/irreducible-loop-launch.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.dim3 = type { i32, i32, i32 }

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z4stepPii(ptr noundef captures(none) %0, i32 noundef %1) #0 {
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = zext nneg i32 %3 to i64
  %5 = getelementptr inbounds nuw i32, ptr %0, i64 %4
  %6 = load i32, ptr %5, align 4, !tbaa !6
  %7 = add nsw i32 %6, %1
  store i32 %7, ptr %5, align 4, !tbaa !6
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z5chainPiii(ptr noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #1 {
  %4 = alloca %struct.dim3, align 8
  %5 = alloca %struct.dim3, align 8
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = shl nuw nsw i32 %6, 5
  %8 = zext nneg i32 %7 to i64
  %9 = getelementptr inbounds nuw i32, ptr %0, i64 %8
  %10 = icmp eq i32 %2, 0
  br i1 %10, label %11, label %22

11:                                               ; preds = %22, %3
  %12 = phi i32 [ %24, %22 ], [ 0, %3 ]
  %13 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #6
  %14 = icmp eq ptr %13, null
  br i1 %14, label %22, label %15

15:                                               ; preds = %11
  store ptr %9, ptr %13, align 64, !tbaa !11
  %16 = getelementptr inbounds nuw i8, ptr %13, i64 8
  store i32 %12, ptr %16, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %5)
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  store i32 32, ptr %4, align 8
  %17 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %17, align 4
  %18 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %18, align 8
  store i32 1, ptr %5, align 8
  %19 = getelementptr inbounds nuw i8, ptr %5, i64 4
  store i32 1, ptr %19, align 4
  %20 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store i32 1, ptr %20, align 8
  %21 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z4stepPii, ptr noundef nonnull %13, ptr noundef nonnull byval(%struct.dim3) align 4 %5, ptr noundef nonnull byval(%struct.dim3) align 4 %4, i32 noundef 0, ptr noundef null) #6
  call void @llvm.lifetime.end.p0(ptr nonnull %5)
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  br label %22

22:                                               ; preds = %11, %15, %3
  %23 = phi i32 [ 0, %3 ], [ %12, %15 ], [ %12, %11 ]
  %24 = add nsw i32 %23, 1
  %25 = icmp slt i32 %24, %1
  br i1 %25, label %11, label %26

26:                                               ; preds = %22
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z8for_loopPii(ptr noundef %0, i32 noundef %1) local_unnamed_addr #1 {
  %3 = alloca %struct.dim3, align 8
  %4 = alloca %struct.dim3, align 8
  %5 = icmp sgt i32 %1, 0
  br i1 %5, label %6, label %15

6:                                                ; preds = %2
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = shl nuw nsw i32 %7, 5
  %9 = zext nneg i32 %8 to i64
  %10 = getelementptr inbounds nuw i32, ptr %0, i64 %9
  %11 = getelementptr inbounds nuw i8, ptr %3, i64 4
  %12 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %13 = getelementptr inbounds nuw i8, ptr %4, i64 4
  %14 = getelementptr inbounds nuw i8, ptr %4, i64 8
  br label %16

15:                                               ; preds = %23, %2
  ret void

16:                                               ; preds = %6, %23
  %17 = phi i32 [ 0, %6 ], [ %24, %23 ]
  %18 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #6
  %19 = icmp eq ptr %18, null
  br i1 %19, label %23, label %20

20:                                               ; preds = %16
  store ptr %10, ptr %18, align 64, !tbaa !11
  %21 = getelementptr inbounds nuw i8, ptr %18, i64 8
  store i32 %17, ptr %21, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  store i32 32, ptr %3, align 8
  store i32 1, ptr %11, align 4
  store i32 1, ptr %12, align 8
  store i32 1, ptr %4, align 8
  store i32 1, ptr %13, align 4
  store i32 1, ptr %14, align 8
  %22 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z4stepPii, ptr noundef nonnull %18, ptr noundef nonnull byval(%struct.dim3) align 4 %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, i32 noundef 0, ptr noundef null) #6
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  br label %23

23:                                               ; preds = %16, %20
  %24 = add nuw nsw i32 %17, 1
  %25 = icmp eq i32 %24, %1
  br i1 %25, label %15, label %16, !llvm.loop !14
}

; Function Attrs: convergent mustprogress nounwind
define dso_local void @_Z4oncePi(ptr noundef %0) local_unnamed_addr #2 {
  %2 = alloca %struct.dim3, align 8
  %3 = alloca %struct.dim3, align 8
  %4 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #6
  %5 = icmp eq ptr %4, null
  br i1 %5, label %13, label %6

6:                                                ; preds = %1
  store ptr %0, ptr %4, align 64, !tbaa !11
  %7 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 0, ptr %7, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  call void @llvm.lifetime.start.p0(ptr nonnull %2)
  store i32 32, ptr %2, align 8
  %8 = getelementptr inbounds nuw i8, ptr %2, i64 4
  store i32 1, ptr %8, align 4
  %9 = getelementptr inbounds nuw i8, ptr %2, i64 8
  store i32 1, ptr %9, align 8
  store i32 1, ptr %3, align 8
  %10 = getelementptr inbounds nuw i8, ptr %3, i64 4
  store i32 1, ptr %10, align 4
  %11 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store i32 1, ptr %11, align 8
  %12 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z4stepPii, ptr noundef nonnull %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, ptr noundef nonnull byval(%struct.dim3) align 4 %2, i32 noundef 0, ptr noundef null) #6
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  call void @llvm.lifetime.end.p0(ptr nonnull %2)
  br label %13

13:                                               ; preds = %6, %1
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z5twicePi(ptr noundef %0) local_unnamed_addr #1 {
  %2 = alloca %struct.dim3, align 8
  %3 = alloca %struct.dim3, align 8
  %4 = alloca %struct.dim3, align 8
  %5 = alloca %struct.dim3, align 8
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = shl nuw nsw i32 %6, 5
  %8 = zext nneg i32 %7 to i64
  %9 = getelementptr inbounds nuw i32, ptr %0, i64 %8
  %10 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #6
  %11 = icmp eq ptr %10, null
  br i1 %11, label %19, label %12

12:                                               ; preds = %1
  store ptr %9, ptr %10, align 64, !tbaa !11
  %13 = getelementptr inbounds nuw i8, ptr %10, i64 8
  store i32 0, ptr %13, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %5)
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  store i32 32, ptr %4, align 8
  %14 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %14, align 4
  %15 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %15, align 8
  store i32 1, ptr %5, align 8
  %16 = getelementptr inbounds nuw i8, ptr %5, i64 4
  store i32 1, ptr %16, align 4
  %17 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store i32 1, ptr %17, align 8
  %18 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z4stepPii, ptr noundef nonnull %10, ptr noundef nonnull byval(%struct.dim3) align 4 %5, ptr noundef nonnull byval(%struct.dim3) align 4 %4, i32 noundef 0, ptr noundef null) #6
  call void @llvm.lifetime.end.p0(ptr nonnull %5)
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  br label %19

19:                                               ; preds = %1, %12
  %20 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #6
  %21 = icmp eq ptr %20, null
  br i1 %21, label %29, label %22

22:                                               ; preds = %19
  store ptr %9, ptr %20, align 64, !tbaa !11
  %23 = getelementptr inbounds nuw i8, ptr %20, i64 8
  store i32 0, ptr %23, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  call void @llvm.lifetime.start.p0(ptr nonnull %2)
  store i32 32, ptr %2, align 8
  %24 = getelementptr inbounds nuw i8, ptr %2, i64 4
  store i32 1, ptr %24, align 4
  %25 = getelementptr inbounds nuw i8, ptr %2, i64 8
  store i32 1, ptr %25, align 8
  store i32 1, ptr %3, align 8
  %26 = getelementptr inbounds nuw i8, ptr %3, i64 4
  store i32 1, ptr %26, align 4
  %27 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store i32 1, ptr %27, align 8
  %28 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z4stepPii, ptr noundef nonnull %20, ptr noundef nonnull byval(%struct.dim3) align 4 %3, ptr noundef nonnull byval(%struct.dim3) align 4 %2, i32 noundef 0, ptr noundef null) #6
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  call void @llvm.lifetime.end.p0(ptr nonnull %2)
  br label %29

29:                                               ; preds = %19, %22
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z6singlePi(ptr noundef %0) local_unnamed_addr #1 {
  %2 = alloca %struct.dim3, align 8
  %3 = alloca %struct.dim3, align 8
  %4 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #6
  %5 = icmp eq ptr %4, null
  br i1 %5, label %17, label %6

6:                                                ; preds = %1
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = shl nuw nsw i32 %7, 5
  %9 = zext nneg i32 %8 to i64
  %10 = getelementptr inbounds nuw i32, ptr %0, i64 %9
  store ptr %10, ptr %4, align 64, !tbaa !11
  %11 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 0, ptr %11, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  call void @llvm.lifetime.start.p0(ptr nonnull %2)
  store i32 32, ptr %2, align 8
  %12 = getelementptr inbounds nuw i8, ptr %2, i64 4
  store i32 1, ptr %12, align 4
  %13 = getelementptr inbounds nuw i8, ptr %2, i64 8
  store i32 1, ptr %13, align 8
  store i32 1, ptr %3, align 8
  %14 = getelementptr inbounds nuw i8, ptr %3, i64 4
  store i32 1, ptr %14, align 4
  %15 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store i32 1, ptr %15, align 8
  %16 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z4stepPii, ptr noundef nonnull %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, ptr noundef nonnull byval(%struct.dim3) align 4 %2, i32 noundef 0, ptr noundef null) #6
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  call void @llvm.lifetime.end.p0(ptr nonnull %2)
  br label %17

17:                                               ; preds = %6, %1
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: convergent nounwind
declare dso_local ptr @__cudaCDP2GetParameterBuffer(i64 noundef, i64 noundef) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare dso_local i32 @__cudaCDP2LaunchDevice(ptr noundef, ptr noundef, ptr noundef byval(%struct.dim3) align 4, ptr noundef byval(%struct.dim3) align 4, i32 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #5

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #2 = { convergent mustprogress nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { convergent nounwind }

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
