; Produced by (clang 22.1.8, CUDA 13.0):
;   clang++ -x cuda --cuda-path=/usr/local/cuda
;     --cuda-gpu-arch=sm_90 -fgpu-rdc --cuda-device-only -D__CUDACC_RDC__
;     -Wno-unknown-cuda-version -S -emit-llvm -O2 Inputs/child-tail-launch.cu
; A child that launches into cudaStreamTailLaunch, itself or through a
; function it calls, or into a stream not known at compile time, is not
; aggregated (issue 21, item 22): aggregated, its tail launches would wait
; for the whole aggregate and run one after another. A child launching into
; cudaStreamFireAndForget still is. At both scopes; the refused sites stay
; launches (V1 lowered to V2 as without aggregation). The rule is on by
; default; -dpagg-refuse-tail-launch-children=false aggregates them as
; before the rule (OFF).
; REQUIRES: nvptx-registered-target
; RUN: opt -dpagg-refuse-tail-launch-children=false -passes='dpagg-aggregate<block>' -pass-remarks=dpagg -pass-remarks-missed=dpagg -disable-output %s 2>&1 | FileCheck %s --check-prefix=OFF
; OFF-DAG: launch of tailer(int*) aggregated per
; OFF-DAG: launch of viaHelper(int*) aggregated per
; RUN: opt -passes='dpagg-aggregate<block>' -pass-remarks=dpagg -pass-remarks-missed=dpagg -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: opt -passes='dpagg-aggregate<warp>' -pass-remarks=dpagg -pass-remarks-missed=dpagg -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: opt -passes='dpagg-aggregate<block>' -S %s | FileCheck %s

; REMARK-DAG: launch of tailer(int*) not aggregated: the child makes a launch in tailer(int*) into the tail-launch stream: aggregated, the children's tail launches would wait for the whole aggregate and then run one after another
; REMARK-DAG: launch of viaHelper(int*) not aggregated: the child makes a launch in tailHelper(int*) into the tail-launch stream
; REMARK-DAG: launch of someStream(int*, CUstream_st*) not aggregated: the child makes a launch in someStream(int*, CUstream_st*) into a stream not known at compile time, which may be cudaStreamTailLaunch
; REMARK-DAG: launch of fireAndForget(int*) aggregated per

; CHECK-NOT: define {{.*}} @_Z6tailerPi.dpagg(
; CHECK-NOT: define {{.*}} @_Z9viaHelperPi.dpagg(
; CHECK-NOT: define {{.*}} @_Z10someStreamPiP11CUstream_st.dpagg(
; CHECK: @_Z13fireAndForgetPi.dpagg.child = private unnamed_addr constant { ptr, i32, i32, i32, i32 } { ptr @_Z13fireAndForgetPi.dpagg,
; CHECK: @[[SITE:dpagg.site._Z13fireAndForgetPi.[0-9]+]] = private unnamed_addr constant {{.*}} { ptr @_Z13fireAndForgetPi.dpagg.child,
; CHECK-LABEL: define {{.*}} @_Z6parentPii(
; CHECK: call {{.*}} @__dpagg_launch_v2(ptr @_Z6tailerPi,
; CHECK: call {{.*}} @__dpagg_launch_v2(ptr @_Z9viaHelperPi,
; CHECK: call {{.*}} @__dpagg_launch_v2(ptr @_Z10someStreamPiP11CUstream_st,
; CHECK: call {{.*}} @__dpagg_aggregate_{{warp|block}}(ptr @[[SITE]],

; ModuleID = 'Inputs/child-tail-launch.cu'
source_filename = "Inputs/child-tail-launch.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.dim3 = type { i32, i32, i32 }

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z4leafPi(ptr noundef captures(none) %0) #0 {
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %3 = zext nneg i32 %2 to i64
  %4 = getelementptr inbounds nuw i32, ptr %0, i64 %3
  %5 = load i32, ptr %4, align 4, !tbaa !6
  %6 = add nsw i32 %5, 1
  store i32 %6, ptr %4, align 4, !tbaa !6
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z6tailerPi(ptr noundef %0) #1 {
  %2 = alloca %struct.dim3, align 8
  %3 = alloca %struct.dim3, align 8
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %6, label %15

6:                                                ; preds = %1
  %7 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 8) #6
  %8 = icmp eq ptr %7, null
  br i1 %8, label %15, label %9

9:                                                ; preds = %6
  store ptr %0, ptr %7, align 64, !tbaa !11
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  call void @llvm.lifetime.start.p0(ptr nonnull %2)
  store i32 32, ptr %2, align 8
  %10 = getelementptr inbounds nuw i8, ptr %2, i64 4
  store i32 1, ptr %10, align 4
  %11 = getelementptr inbounds nuw i8, ptr %2, i64 8
  store i32 1, ptr %11, align 8
  store i32 1, ptr %3, align 8
  %12 = getelementptr inbounds nuw i8, ptr %3, i64 4
  store i32 1, ptr %12, align 4
  %13 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store i32 1, ptr %13, align 8
  %14 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z4leafPi, ptr noundef nonnull %7, ptr noundef nonnull byval(%struct.dim3) align 4 %3, ptr noundef nonnull byval(%struct.dim3) align 4 %2, i32 noundef 0, ptr noundef nonnull inttoptr (i64 3 to ptr)) #6
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  call void @llvm.lifetime.end.p0(ptr nonnull %2)
  br label %15

15:                                               ; preds = %6, %9, %1
  %16 = zext nneg i32 %4 to i64
  %17 = getelementptr inbounds nuw i32, ptr %0, i64 %16
  %18 = getelementptr inbounds nuw i8, ptr %17, i64 128
  store i32 2, ptr %18, align 4, !tbaa !6
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind
define dso_local void @_Z10tailHelperPi(ptr noundef %0) local_unnamed_addr #2 {
  %2 = alloca %struct.dim3, align 8
  %3 = alloca %struct.dim3, align 8
  %4 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 8) #6
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
  %11 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z4leafPi, ptr noundef nonnull %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, ptr noundef nonnull byval(%struct.dim3) align 4 %2, i32 noundef 0, ptr noundef nonnull inttoptr (i64 3 to ptr)) #6
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  call void @llvm.lifetime.end.p0(ptr nonnull %2)
  br label %12

12:                                               ; preds = %6, %1
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z9viaHelperPi(ptr noundef %0) #1 {
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %3 = icmp eq i32 %2, 0
  br i1 %3, label %4, label %5

4:                                                ; preds = %1
  tail call void @_Z10tailHelperPi(ptr noundef %0) #6
  br label %5

5:                                                ; preds = %4, %1
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z10someStreamPiP11CUstream_st(ptr noundef %0, ptr noundef %1) #1 {
  %3 = alloca %struct.dim3, align 8
  %4 = alloca %struct.dim3, align 8
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %7, label %16

7:                                                ; preds = %2
  %8 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 8) #6
  %9 = icmp eq ptr %8, null
  br i1 %9, label %16, label %10

10:                                               ; preds = %7
  store ptr %0, ptr %8, align 64, !tbaa !11
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  store i32 32, ptr %3, align 8
  %11 = getelementptr inbounds nuw i8, ptr %3, i64 4
  store i32 1, ptr %11, align 4
  %12 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store i32 1, ptr %12, align 8
  store i32 1, ptr %4, align 8
  %13 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %13, align 4
  %14 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %14, align 8
  %15 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z4leafPi, ptr noundef nonnull %8, ptr noundef nonnull byval(%struct.dim3) align 4 %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, i32 noundef 0, ptr noundef %1) #6
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  br label %16

16:                                               ; preds = %7, %10, %2
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z13fireAndForgetPi(ptr noundef %0) #1 {
  %2 = alloca %struct.dim3, align 8
  %3 = alloca %struct.dim3, align 8
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %6, label %15

6:                                                ; preds = %1
  %7 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 8) #6
  %8 = icmp eq ptr %7, null
  br i1 %8, label %15, label %9

9:                                                ; preds = %6
  store ptr %0, ptr %7, align 64, !tbaa !11
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  call void @llvm.lifetime.start.p0(ptr nonnull %2)
  store i32 32, ptr %2, align 8
  %10 = getelementptr inbounds nuw i8, ptr %2, i64 4
  store i32 1, ptr %10, align 4
  %11 = getelementptr inbounds nuw i8, ptr %2, i64 8
  store i32 1, ptr %11, align 8
  store i32 1, ptr %3, align 8
  %12 = getelementptr inbounds nuw i8, ptr %3, i64 4
  store i32 1, ptr %12, align 4
  %13 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store i32 1, ptr %13, align 8
  %14 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z4leafPi, ptr noundef nonnull %7, ptr noundef nonnull byval(%struct.dim3) align 4 %3, ptr noundef nonnull byval(%struct.dim3) align 4 %2, i32 noundef 0, ptr noundef nonnull inttoptr (i64 4 to ptr)) #6
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  call void @llvm.lifetime.end.p0(ptr nonnull %2)
  br label %15

15:                                               ; preds = %6, %9, %1
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z6parentPii(ptr noundef %0, i32 noundef %1) local_unnamed_addr #1 {
  %3 = alloca %struct.dim3, align 8
  %4 = alloca %struct.dim3, align 8
  %5 = alloca %struct.dim3, align 8
  %6 = alloca %struct.dim3, align 8
  %7 = alloca %struct.dim3, align 8
  %8 = alloca %struct.dim3, align 8
  %9 = alloca %struct.dim3, align 8
  %10 = alloca %struct.dim3, align 8
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %13 = mul i32 %11, %12
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %15 = add i32 %13, %14
  %16 = icmp slt i32 %15, %1
  br i1 %16, label %17, label %66

17:                                               ; preds = %2
  %18 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 8) #6
  %19 = icmp eq ptr %18, null
  br i1 %19, label %29, label %20

20:                                               ; preds = %17
  %21 = shl nsw i32 %15, 6
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds i32, ptr %0, i64 %22
  store ptr %23, ptr %18, align 64, !tbaa !11
  call void @llvm.lifetime.start.p0(ptr nonnull %10)
  call void @llvm.lifetime.start.p0(ptr nonnull %9)
  store i32 64, ptr %9, align 8
  %24 = getelementptr inbounds nuw i8, ptr %9, i64 4
  store i32 1, ptr %24, align 4
  %25 = getelementptr inbounds nuw i8, ptr %9, i64 8
  store i32 1, ptr %25, align 8
  store i32 1, ptr %10, align 8
  %26 = getelementptr inbounds nuw i8, ptr %10, i64 4
  store i32 1, ptr %26, align 4
  %27 = getelementptr inbounds nuw i8, ptr %10, i64 8
  store i32 1, ptr %27, align 8
  %28 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z6tailerPi, ptr noundef nonnull %18, ptr noundef nonnull byval(%struct.dim3) align 4 %10, ptr noundef nonnull byval(%struct.dim3) align 4 %9, i32 noundef 0, ptr noundef null) #6
  call void @llvm.lifetime.end.p0(ptr nonnull %10)
  call void @llvm.lifetime.end.p0(ptr nonnull %9)
  br label %29

29:                                               ; preds = %20, %17
  %30 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 8) #6
  %31 = icmp eq ptr %30, null
  br i1 %31, label %41, label %32

32:                                               ; preds = %29
  %33 = shl nsw i32 %15, 6
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds i32, ptr %0, i64 %34
  store ptr %35, ptr %30, align 64, !tbaa !11
  call void @llvm.lifetime.start.p0(ptr nonnull %8)
  call void @llvm.lifetime.start.p0(ptr nonnull %7)
  store i32 64, ptr %7, align 8
  %36 = getelementptr inbounds nuw i8, ptr %7, i64 4
  store i32 1, ptr %36, align 4
  %37 = getelementptr inbounds nuw i8, ptr %7, i64 8
  store i32 1, ptr %37, align 8
  store i32 1, ptr %8, align 8
  %38 = getelementptr inbounds nuw i8, ptr %8, i64 4
  store i32 1, ptr %38, align 4
  %39 = getelementptr inbounds nuw i8, ptr %8, i64 8
  store i32 1, ptr %39, align 8
  %40 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z9viaHelperPi, ptr noundef nonnull %30, ptr noundef nonnull byval(%struct.dim3) align 4 %8, ptr noundef nonnull byval(%struct.dim3) align 4 %7, i32 noundef 0, ptr noundef null) #6
  call void @llvm.lifetime.end.p0(ptr nonnull %8)
  call void @llvm.lifetime.end.p0(ptr nonnull %7)
  br label %41

41:                                               ; preds = %32, %29
  %42 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 16) #6
  %43 = icmp eq ptr %42, null
  br i1 %43, label %54, label %44

44:                                               ; preds = %41
  %45 = shl nsw i32 %15, 6
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds i32, ptr %0, i64 %46
  store ptr %47, ptr %42, align 64, !tbaa !11
  %48 = getelementptr inbounds nuw i8, ptr %42, i64 8
  store ptr inttoptr (i64 3 to ptr), ptr %48, align 8, !tbaa !14
  call void @llvm.lifetime.start.p0(ptr nonnull %6)
  call void @llvm.lifetime.start.p0(ptr nonnull %5)
  store i32 64, ptr %5, align 8
  %49 = getelementptr inbounds nuw i8, ptr %5, i64 4
  store i32 1, ptr %49, align 4
  %50 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store i32 1, ptr %50, align 8
  store i32 1, ptr %6, align 8
  %51 = getelementptr inbounds nuw i8, ptr %6, i64 4
  store i32 1, ptr %51, align 4
  %52 = getelementptr inbounds nuw i8, ptr %6, i64 8
  store i32 1, ptr %52, align 8
  %53 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z10someStreamPiP11CUstream_st, ptr noundef nonnull %42, ptr noundef nonnull byval(%struct.dim3) align 4 %6, ptr noundef nonnull byval(%struct.dim3) align 4 %5, i32 noundef 0, ptr noundef null) #6
  call void @llvm.lifetime.end.p0(ptr nonnull %6)
  call void @llvm.lifetime.end.p0(ptr nonnull %5)
  br label %54

54:                                               ; preds = %44, %41
  %55 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 8) #6
  %56 = icmp eq ptr %55, null
  br i1 %56, label %66, label %57

57:                                               ; preds = %54
  %58 = shl nsw i32 %15, 6
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds i32, ptr %0, i64 %59
  store ptr %60, ptr %55, align 64, !tbaa !11
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  store i32 64, ptr %3, align 8
  %61 = getelementptr inbounds nuw i8, ptr %3, i64 4
  store i32 1, ptr %61, align 4
  %62 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store i32 1, ptr %62, align 8
  store i32 1, ptr %4, align 8
  %63 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %63, align 4
  %64 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %64, align 8
  %65 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z13fireAndForgetPi, ptr noundef nonnull %55, ptr noundef nonnull byval(%struct.dim3) align 4 %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, i32 noundef 0, ptr noundef null) #6
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  br label %66

66:                                               ; preds = %54, %57, %2
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: convergent nounwind
declare dso_local ptr @__cudaCDP2GetParameterBuffer(i64 noundef, i64 noundef) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare dso_local i32 @__cudaCDP2LaunchDevice(ptr noundef, ptr noundef, ptr noundef byval(%struct.dim3) align 4, ptr noundef byval(%struct.dim3) align 4, i32 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #5

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #2 = { convergent mustprogress noinline nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
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
!14 = !{!15, !15, i64 0}
!15 = !{!"p1 _ZTS11CUstream_st", !13, i64 0}
