; Produced by (clang 22.1.8, CUDA 13.0):
;   clang++ -x cuda --cuda-path=/usr/local/cuda 
;     --cuda-gpu-arch=sm_90 -fgpu-rdc --cuda-device-only -D__CUDACC_RDC__ 
;     -Wno-unknown-cuda-version -S -emit-llvm -O2 
;     Inputs/launches-in-loops.cu
; A launch in a loop (depth 1) and one in a nested loop (depth 2) under a
; data-dependent branch.
; REQUIRES: nvptx-registered-target
; RUN: opt -passes='print<dpagg-launch-sites>' -disable-output %s 2>&1 | FileCheck %s

; CHECK-LABEL: DPAgg launch sites: 2
; CHECK-NEXT:  launch in @_Z6parentPiii of @_Z5childiPi via V1
; CHECK-NEXT:    grid: (1, 1, 1) from %7{{$}}
; CHECK-NEXT:    block: (32, 1, 1) from %6{{$}}
; CHECK-NEXT:    shmem: 0
; CHECK-NEXT:    stream: null (NULL)
; CHECK-NEXT:    buffer: 16 bytes, align 8, null checks: 1
; CHECK-NEXT:    param 0: offset 0, size 4: [0, +4) store %21{{$}}
; CHECK-NEXT:    param 1: offset 8, size 8: [8, +8) store %0{{$}}
; CHECK-NEXT:    loop: %20 (depth 1)
; CHECK-NEXT:  launch in @_Z6parentPiii of @_Z5childiPi via V1
; CHECK-NEXT:    grid: (%34, 1, 1) from %5{{$}}
; CHECK-NEXT:    block: (32, 1, 1) from %4{{$}}
; CHECK-NEXT:    shmem: 0
; CHECK-NEXT:    stream: null (NULL)
; CHECK-NEXT:    buffer: 16 bytes, align 8, null checks: 1
; CHECK-NEXT:    param 0: offset 0, size 4: [0, +4) store %34{{$}}
; CHECK-NEXT:    param 1: offset 8, size 8: [8, +8) store %0{{$}}
; CHECK-NEXT:    loop: %33 (depth 2)

source_filename = "Inputs/launches-in-loops.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.dim3 = type { i32, i32, i32 }

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write)
define dso_local ptx_kernel void @_Z5childiPi(i32 noundef %0, ptr noundef writeonly captures(none) %1) #0 {
  %3 = sext i32 %0 to i64
  %4 = getelementptr inbounds i32, ptr %1, i64 %3
  store i32 %0, ptr %4, align 4, !tbaa !6
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z6parentPiii(ptr noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #1 {
  %4 = alloca %struct.dim3, align 8
  %5 = alloca %struct.dim3, align 8
  %6 = alloca %struct.dim3, align 8
  %7 = alloca %struct.dim3, align 8
  %8 = icmp sgt i32 %1, 0
  br i1 %8, label %9, label %19

9:                                                ; preds = %3
  %10 = getelementptr inbounds nuw i8, ptr %6, i64 4
  %11 = getelementptr inbounds nuw i8, ptr %6, i64 8
  %12 = getelementptr inbounds nuw i8, ptr %7, i64 4
  %13 = getelementptr inbounds nuw i8, ptr %7, i64 8
  %14 = icmp sgt i32 %2, 0
  %15 = getelementptr inbounds nuw i8, ptr %4, i64 4
  %16 = getelementptr inbounds nuw i8, ptr %4, i64 8
  %17 = getelementptr inbounds nuw i8, ptr %5, i64 4
  %18 = getelementptr inbounds nuw i8, ptr %5, i64 8
  br label %20

19:                                               ; preds = %30, %3
  ret void

20:                                               ; preds = %9, %30
  %21 = phi i32 [ 0, %9 ], [ %31, %30 ]
  %22 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 16) #4
  %23 = icmp eq ptr %22, null
  br i1 %23, label %27, label %24

24:                                               ; preds = %20
  store i32 %21, ptr %22, align 64, !tbaa !6
  %25 = getelementptr inbounds nuw i8, ptr %22, i64 8
  store ptr %0, ptr %25, align 8, !tbaa !11
  call void @llvm.lifetime.start.p0(ptr nonnull %7)
  call void @llvm.lifetime.start.p0(ptr nonnull %6)
  store i32 32, ptr %6, align 8
  store i32 1, ptr %10, align 4
  store i32 1, ptr %11, align 8
  store i32 1, ptr %7, align 8
  store i32 1, ptr %12, align 4
  store i32 1, ptr %13, align 8
  %26 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childiPi, ptr noundef nonnull %22, ptr noundef nonnull byval(%struct.dim3) align 4 %7, ptr noundef nonnull byval(%struct.dim3) align 4 %6, i32 noundef 0, ptr noundef null) #4
  call void @llvm.lifetime.end.p0(ptr nonnull %7)
  call void @llvm.lifetime.end.p0(ptr nonnull %6)
  br label %27

27:                                               ; preds = %24, %20
  br i1 %14, label %28, label %30

28:                                               ; preds = %27
  %29 = mul nuw nsw i32 %21, %2
  br label %33

30:                                               ; preds = %46, %27
  %31 = add nuw nsw i32 %21, 1
  %32 = icmp eq i32 %31, %1
  br i1 %32, label %19, label %20, !llvm.loop !14

33:                                               ; preds = %28, %46
  %34 = phi i32 [ 0, %28 ], [ %47, %46 ]
  %35 = add nuw nsw i32 %34, %29
  %36 = zext nneg i32 %35 to i64
  %37 = getelementptr inbounds nuw i32, ptr %0, i64 %36
  %38 = load i32, ptr %37, align 4, !tbaa !6
  %39 = icmp sgt i32 %38, 0
  br i1 %39, label %40, label %46

40:                                               ; preds = %33
  %41 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 16) #4
  %42 = icmp eq ptr %41, null
  br i1 %42, label %46, label %43

43:                                               ; preds = %40
  store i32 %34, ptr %41, align 64, !tbaa !6
  %44 = getelementptr inbounds nuw i8, ptr %41, i64 8
  store ptr %0, ptr %44, align 8, !tbaa !11
  call void @llvm.lifetime.start.p0(ptr nonnull %5)
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  store i32 32, ptr %4, align 8
  store i32 1, ptr %15, align 4
  store i32 1, ptr %16, align 8
  store i32 %34, ptr %5, align 8
  store i32 1, ptr %17, align 4
  store i32 1, ptr %18, align 8
  %45 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childiPi, ptr noundef nonnull %41, ptr noundef nonnull byval(%struct.dim3) align 4 %5, ptr noundef nonnull byval(%struct.dim3) align 4 %4, i32 noundef 0, ptr noundef null) #4
  call void @llvm.lifetime.end.p0(ptr nonnull %5)
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  br label %46

46:                                               ; preds = %33, %43, %40
  %47 = add nuw nsw i32 %34, 1
  %48 = icmp eq i32 %47, %2
  br i1 %48, label %30, label %33, !llvm.loop !16
}

; Function Attrs: convergent nounwind
declare dso_local ptr @__cudaCDP2GetParameterBuffer(i64 noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local i32 @__cudaCDP2LaunchDevice(ptr noundef, ptr noundef, ptr noundef byval(%struct.dim3) align 4, ptr noundef byval(%struct.dim3) align 4, i32 noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #3

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
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
!16 = distinct !{!16, !15}
