; Produced by:
;   clang++ -x cuda --cuda-gpu-arch=sm_90 -fgpu-rdc --cuda-device-only \
;     -D__CUDACC_RDC__ -S -emit-llvm -O2 Inputs/v1-basic.cu
; A V1 launch with a dim3 grid and block, dynamic shared memory, the
; fire-and-forget stream and struct/pointer/scalar parameters, and a launch
; of a kernel without parameters under a divergent condition.
; REQUIRES: nvptx-registered-target
; RUN: opt -passes='print<dpagg-launch-sites>' -disable-output %s 2>&1 | FileCheck %s

; CHECK-LABEL: DPAgg launch sites: 2
; CHECK-NEXT:  launch in @_Z6parentPf1Si of @_Z5childiPf1Sc via V1
; CHECK-NEXT:    grid: ([[GX:%[0-9]+]], 2, 3) from [[GRID:%[0-9]+]]
; CHECK-NEXT:    block: (32, 4, 1) from [[BLOCK:%[0-9]+]]
; CHECK-NEXT:    shmem: 16
; CHECK-NEXT:    stream: inttoptr (i64 4 to ptr) (fire-and-forget)
; CHECK-NEXT:    buffer: 33 bytes, align 8, null checks: 1
; CHECK-NEXT:    param 0: offset 0, size 4: [0, +4) store [[T:%[0-9]+]]
; CHECK-NEXT:    param 1: offset 8, size 8: [8, +8) store %0{{$}}
; CHECK-NEXT:    param 2: offset 16, size 16: [16, +16) copy of %1{{$}}
; CHECK-NEXT:    param 3: offset 32, size 1: [32, +1) store 99
; CHECK-NEXT:    loop: none
; CHECK-NEXT:  launch in @_Z6parentPf1Si of @_Z6noargsv via V1
; CHECK-NEXT:    grid: (1, 1, 1) from
; CHECK-NEXT:    block: (1, 1, 1) from
; CHECK-NEXT:    shmem: 0
; CHECK-NEXT:    stream: null (NULL)
; CHECK-NEXT:    buffer: 0 bytes, align 1, null checks: 1
; CHECK-NEXT:    loop: none

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.S = type { double, i8 }
%struct.dim3 = type { i32, i32, i32 }

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z5childiPf1Sc(i32 noundef %0, ptr noundef writeonly captures(none) %1, ptr noundef readonly byval(%struct.S) align 8 captures(none) %2, i8 noundef signext %3) #0 {
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %7, label %14

7:                                                ; preds = %4
  %8 = sext i32 %0 to i64
  %9 = getelementptr inbounds float, ptr %1, i64 %8
  %10 = sitofp i8 %3 to double
  %11 = load double, ptr %2, align 8, !tbaa !11
  %12 = fadd contract double %11, %10
  %13 = fptrunc contract double %12 to float
  store float %13, ptr %9, align 4, !tbaa !14
  br label %14

14:                                               ; preds = %7, %4
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define dso_local ptx_kernel void @_Z6noargsv() #1 {
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z6parentPf1Si(ptr noundef %0, ptr noundef readonly byval(%struct.S) align 8 captures(none) %1, i32 noundef %2) local_unnamed_addr #2 {
  %4 = alloca %struct.dim3, align 8
  %5 = alloca %struct.dim3, align 8
  %6 = alloca %struct.dim3, align 8
  %7 = alloca %struct.dim3, align 8
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %11 = mul i32 %9, %10
  %12 = add i32 %11, %8
  %13 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 33) #7
  %14 = icmp eq ptr %13, null
  br i1 %14, label %25, label %15

15:                                               ; preds = %3
  store i32 %12, ptr %13, align 64, !tbaa !6
  %16 = getelementptr inbounds nuw i8, ptr %13, i64 8
  store ptr %0, ptr %16, align 8, !tbaa !16
  %17 = getelementptr inbounds nuw i8, ptr %13, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %17, ptr noundef nonnull align 8 dereferenceable(16) %1, i64 16, i1 false)
  %18 = getelementptr inbounds nuw i8, ptr %13, i64 32
  store i8 99, ptr %18, align 32, !tbaa !19
  %19 = add nsw i32 %12, 1
  call void @llvm.lifetime.start.p0(ptr nonnull %7)
  call void @llvm.lifetime.start.p0(ptr nonnull %6)
  store i32 32, ptr %6, align 8
  %20 = getelementptr inbounds nuw i8, ptr %6, i64 4
  store i32 4, ptr %20, align 4
  %21 = getelementptr inbounds nuw i8, ptr %6, i64 8
  store i32 1, ptr %21, align 8
  store i32 %19, ptr %7, align 8
  %22 = getelementptr inbounds nuw i8, ptr %7, i64 4
  store i32 2, ptr %22, align 4
  %23 = getelementptr inbounds nuw i8, ptr %7, i64 8
  store i32 3, ptr %23, align 8
  %24 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childiPf1Sc, ptr noundef nonnull %13, ptr noundef nonnull byval(%struct.dim3) align 4 %7, ptr noundef nonnull byval(%struct.dim3) align 4 %6, i32 noundef 16, ptr noundef nonnull inttoptr (i64 4 to ptr)) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %7)
  call void @llvm.lifetime.end.p0(ptr nonnull %6)
  br label %25

25:                                               ; preds = %15, %3
  %26 = icmp slt i32 %12, %2
  br i1 %26, label %27, label %36

27:                                               ; preds = %25
  %28 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 0) #7
  %29 = icmp eq ptr %28, null
  br i1 %29, label %36, label %30

30:                                               ; preds = %27
  call void @llvm.lifetime.start.p0(ptr nonnull %5)
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  store i32 1, ptr %4, align 8
  %31 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %31, align 4
  %32 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %32, align 8
  store i32 1, ptr %5, align 8
  %33 = getelementptr inbounds nuw i8, ptr %5, i64 4
  store i32 1, ptr %33, align 4
  %34 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store i32 1, ptr %34, align 8
  %35 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z6noargsv, ptr noundef nonnull %28, ptr noundef nonnull byval(%struct.dim3) align 4 %5, ptr noundef nonnull byval(%struct.dim3) align 4 %4, i32 noundef 0, ptr noundef null) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %5)
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  br label %36

36:                                               ; preds = %27, %30, %25
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: convergent nounwind
declare dso_local ptr @__cudaCDP2GetParameterBuffer(i64 noundef, i64 noundef) local_unnamed_addr #5

; Function Attrs: convergent nounwind
declare dso_local i32 @__cudaCDP2LaunchDevice(ptr noundef, ptr noundef, ptr noundef byval(%struct.dim3) align 4, ptr noundef byval(%struct.dim3) align 4, i32 noundef, ptr noundef) local_unnamed_addr #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #6

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #2 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
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
!11 = !{!12, !13, i64 0}
!12 = !{!"_ZTS1S", !13, i64 0, !8, i64 8}
!13 = !{!"double", !8, i64 0}
!14 = !{!15, !15, i64 0}
!15 = !{!"float", !8, i64 0}
!16 = !{!17, !17, i64 0}
!17 = !{!"p1 float", !18, i64 0}
!18 = !{!"any pointer", !8, i64 0}
!19 = !{!8, !8, i64 0}
