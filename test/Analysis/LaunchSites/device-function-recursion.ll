; Produced by (clang 22.1.8, CUDA 13.0):
;   clang++ -x cuda --cuda-path=/usr/local/cuda 
;     --cuda-gpu-arch=sm_90 -fgpu-rdc --cuda-device-only -D__CUDACC_RDC__ 
;     -Wno-unknown-cuda-version -S -emit-llvm -O2 
;     Inputs/device-function-recursion.cu
; A kernel that launches itself, and a noinline __device__ function that
; launches the kernel: both are launch sites, each in its own function.
; REQUIRES: nvptx-registered-target
; RUN: opt -passes='print<dpagg-launch-sites>' -disable-output %s 2>&1 | FileCheck %s

; CHECK-LABEL: DPAgg launch sites: 2
; CHECK-NEXT:  launch in @_Z5spawnPK4Nodeii of @_Z5visitPK4Nodeii via V1
; CHECK-NEXT:    grid: (1, 1, 1) from %5{{$}}
; CHECK-NEXT:    block: (1, 1, 1) from %4{{$}}
; CHECK-NEXT:    shmem: 0
; CHECK-NEXT:    stream: inttoptr (i64 4 to ptr) (fire-and-forget)
; CHECK-NEXT:    buffer: 16 bytes, align 8, null checks: 1
; CHECK-NEXT:    param 0: offset 0, size 8: [0, +8) store %0{{$}}
; CHECK-NEXT:    param 1: offset 8, size 4: [8, +4) store %1{{$}}
; CHECK-NEXT:    param 2: offset 12, size 4: [12, +4) store %9{{$}}
; CHECK-NEXT:    loop: none
; CHECK-NEXT:  launch in @_Z5visitPK4Nodeii of @_Z5visitPK4Nodeii via V1
; CHECK-NEXT:    grid: (1, 1, 1) from %5{{$}}
; CHECK-NEXT:    block: (1, 1, 1) from %4{{$}}
; CHECK-NEXT:    shmem: 0
; CHECK-NEXT:    stream: null (NULL)
; CHECK-NEXT:    buffer: 16 bytes, align 8, null checks: 1
; CHECK-NEXT:    param 0: offset 0, size 8: [0, +8) store %0{{$}}
; CHECK-NEXT:    param 1: offset 8, size 4: [8, +4) store %18{{$}}
; CHECK-NEXT:    param 2: offset 12, size 4: [12, +4) store %19{{$}}
; CHECK-NEXT:    loop: none

source_filename = "Inputs/device-function-recursion.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.dim3 = type { i32, i32, i32 }
%struct.Node = type { i32, i32, float }

@__clang_gpu_used_external = internal global [1 x ptr] [ptr @_Z5visitPK4Nodeii]
@llvm.compiler.used = appending global [1 x ptr] [ptr @__clang_gpu_used_external], section "llvm.metadata"

; Function Attrs: convergent mustprogress noinline nounwind
define dso_local void @_Z5spawnPK4Nodeii(ptr noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = alloca %struct.dim3, align 8
  %5 = alloca %struct.dim3, align 8
  %6 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 16) #5
  %7 = icmp eq ptr %6, null
  br i1 %7, label %17, label %8

8:                                                ; preds = %3
  %9 = add nsw i32 %2, 1
  store ptr %0, ptr %6, align 64, !tbaa !11
  %10 = getelementptr inbounds nuw i8, ptr %6, i64 8
  store i32 %1, ptr %10, align 8, !tbaa !6
  %11 = getelementptr inbounds nuw i8, ptr %6, i64 12
  store i32 %9, ptr %11, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %5)
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  store i32 1, ptr %4, align 8
  %12 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %12, align 4
  %13 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %13, align 8
  store i32 1, ptr %5, align 8
  %14 = getelementptr inbounds nuw i8, ptr %5, i64 4
  store i32 1, ptr %14, align 4
  %15 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store i32 1, ptr %15, align 8
  %16 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5visitPK4Nodeii, ptr noundef nonnull %6, ptr noundef nonnull byval(%struct.dim3) align 4 %5, ptr noundef nonnull byval(%struct.dim3) align 4 %4, i32 noundef 0, ptr noundef nonnull inttoptr (i64 4 to ptr)) #5
  call void @llvm.lifetime.end.p0(ptr nonnull %5)
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  br label %17

17:                                               ; preds = %8, %3
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z5visitPK4Nodeii(ptr noundef %0, i32 noundef %1, i32 noundef %2) #1 {
  %4 = alloca %struct.dim3, align 8
  %5 = alloca %struct.dim3, align 8
  %6 = icmp slt i32 %1, 0
  br i1 %6, label %31, label %7

7:                                                ; preds = %3
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = icmp eq i32 %8, 0
  %10 = icmp slt i32 %2, 16
  %11 = and i1 %9, %10
  br i1 %11, label %12, label %31

12:                                               ; preds = %7
  %13 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 16) #5
  %14 = icmp eq ptr %13, null
  %15 = zext nneg i32 %1 to i64
  br i1 %14, label %27, label %16

16:                                               ; preds = %12
  %17 = getelementptr inbounds nuw %struct.Node, ptr %0, i64 %15
  %18 = load i32, ptr %17, align 4, !tbaa !14
  %19 = add nsw i32 %2, 1
  store ptr %0, ptr %13, align 64, !tbaa !11
  %20 = getelementptr inbounds nuw i8, ptr %13, i64 8
  store i32 %18, ptr %20, align 8, !tbaa !6
  %21 = getelementptr inbounds nuw i8, ptr %13, i64 12
  store i32 %19, ptr %21, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %5)
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  store i32 1, ptr %4, align 8
  %22 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %22, align 4
  %23 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %23, align 8
  store i32 1, ptr %5, align 8
  %24 = getelementptr inbounds nuw i8, ptr %5, i64 4
  store i32 1, ptr %24, align 4
  %25 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store i32 1, ptr %25, align 8
  %26 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5visitPK4Nodeii, ptr noundef nonnull %13, ptr noundef nonnull byval(%struct.dim3) align 4 %5, ptr noundef nonnull byval(%struct.dim3) align 4 %4, i32 noundef 0, ptr noundef null) #5
  call void @llvm.lifetime.end.p0(ptr nonnull %5)
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  br label %27

27:                                               ; preds = %12, %16
  %28 = getelementptr inbounds nuw %struct.Node, ptr %0, i64 %15
  %29 = getelementptr inbounds nuw i8, ptr %28, i64 4
  %30 = load i32, ptr %29, align 4, !tbaa !17
  tail call void @_Z5spawnPK4Nodeii(ptr noundef %0, i32 noundef %30, i32 noundef %2) #5
  br label %31

31:                                               ; preds = %3, %27, %7
  ret void
}

; Function Attrs: convergent nounwind
declare dso_local ptr @__cudaCDP2GetParameterBuffer(i64 noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local i32 @__cudaCDP2LaunchDevice(ptr noundef, ptr noundef, ptr noundef byval(%struct.dim3) align 4, ptr noundef byval(%struct.dim3) align 4, i32 noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #4

attributes #0 = { convergent mustprogress noinline nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #2 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
!12 = !{!"p1 _ZTS4Node", !13, i64 0}
!13 = !{!"any pointer", !8, i64 0}
!14 = !{!15, !7, i64 0}
!15 = !{!"_ZTS4Node", !7, i64 0, !7, i64 4, !16, i64 8}
!16 = !{!"float", !8, i64 0}
!17 = !{!15, !7, i64 4}
