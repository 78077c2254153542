; Produced by (clang 22.1.8):
;   clang++ -x cuda --cuda-path=/usr/local/cuda
;     --cuda-gpu-arch=sm_90 -fgpu-rdc --cuda-device-only -D__CUDACC_RDC__
;     -Wno-unknown-cuda-version -I../../../include -S -emit-llvm -O2
;     Inputs/tail-chains-caller-rules.cu
; Tail-chained links and the caller rules (Aggregation/TailChainPlan.cpp,
; rule 6; red team test/RedTeam/tc_regbound.cu): a tail-chained link calls
; DPAgg's runtime (__dpagg_launch_v2), so its kernel, without launch bounds,
; gets the register bound of boundRegisters. apart_step calls heavy(), whose
; address is taken, so ptxas compiles it apart and refused the bounded
; kernel ("Entry function ... with max regcount of 64 calls function
; '_ZL5heavyPKfi' with regcount of 198"): its link stays as written (rule
; calls-compiled-apart, as for any launch of it). bounded_step has launch
; bounds of its own (no bound added): tail-chained.
; REQUIRES: nvptx-registered-target
; RUN: opt -passes='print<dpagg-plan><block;tail-chains>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=PLAN
; RUN: opt -passes='dpagg-aggregate<block;tail-chains>' -S %s | FileCheck %s

; PLAN:      apart_step(float const*, float*, int, int): launch of apart_step(float const*, float*, int, int): refused by rule calls-compiled-apart{{$}}
; PLAN-NEXT: bounded_step(float const*, float*, int, int): launch of bounded_step(float const*, float*, int, int): refused by rule tail-chain{{$}}

; CHECK-LABEL: define dso_local ptx_kernel void @_Z10apart_stepPKfPfii(
; CHECK-NOT:     dpagg.tail.stream
; CHECK-NOT:     @__dpagg_
; CHECK:         call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z10apart_stepPKfPfii,
; CHECK-LABEL: define dso_local ptx_kernel void @_Z12bounded_stepPKfPfii(
; CHECK:         %dpagg.tail.stream = select i1 {{%.*}}, ptr inttoptr (i64 3 to ptr), ptr null
; CHECK-NEXT:    call i32 @__dpagg_launch_v2(ptr @_Z12bounded_stepPKfPfii, {{.*}}, ptr %dpagg.tail.stream,

; ModuleID = 'Inputs/tail-chains-caller-rules.cu'
source_filename = "Inputs/tail-chains-caller-rules.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.dim3 = type { i32, i32, i32 }

@HeavyPtr = dso_local local_unnamed_addr addrspace(1) externally_initialized global ptr @_ZL5heavyPKfi, align 8

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define internal noundef float @_ZL5heavyPKfi(ptr noundef readonly captures(none) %0, i32 noundef %1) #0 {
  br label %4

3:                                                ; preds = %4
  ret float %23

4:                                                ; preds = %4, %2
  %5 = phi i32 [ 0, %2 ], [ %24, %4 ]
  %6 = phi float [ 0.000000e+00, %2 ], [ %23, %4 ]
  %7 = mul nsw i32 %5, %1
  %8 = srem i32 %7, 64
  %9 = sext i32 %8 to i64
  %10 = getelementptr inbounds float, ptr %0, i64 %9
  %11 = load float, ptr %10, align 4, !tbaa !11
  %12 = uitofp nneg i32 %5 to float
  %13 = fmul contract float %11, %12
  %14 = fadd contract float %6, %13
  %15 = or disjoint i32 %5, 1
  %16 = mul nsw i32 %15, %1
  %17 = srem i32 %16, 64
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds float, ptr %0, i64 %18
  %20 = load float, ptr %19, align 4, !tbaa !11
  %21 = uitofp nneg i32 %15 to float
  %22 = fmul contract float %20, %21
  %23 = fadd contract float %14, %22
  %24 = add nuw nsw i32 %5, 2
  %25 = icmp eq i32 %24, 48
  br i1 %25, label %3, label %4, !llvm.loop !13
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z10apart_stepPKfPfii(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3) #1 {
  %5 = alloca %struct.dim3, align 8
  %6 = alloca %struct.dim3, align 8
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %3, %7
  %9 = tail call contract noundef float @_ZL5heavyPKfi(ptr noundef %0, i32 noundef %8) #6
  %10 = shl nsw i32 %3, 5
  %11 = add i32 %10, %7
  %12 = zext i32 %11 to i64
  %13 = getelementptr inbounds nuw float, ptr %1, i64 %12
  store float %9, ptr %13, align 4, !tbaa !11
  %14 = icmp eq i32 %7, 0
  br i1 %14, label %15, label %30

15:                                               ; preds = %4
  %16 = add nsw i32 %3, 1
  %17 = icmp slt i32 %16, %2
  br i1 %17, label %18, label %30

18:                                               ; preds = %15
  %19 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 24) #7
  %20 = icmp eq ptr %19, null
  br i1 %20, label %30, label %21

21:                                               ; preds = %18
  store ptr %0, ptr %19, align 64, !tbaa !15
  %22 = getelementptr inbounds nuw i8, ptr %19, i64 8
  store ptr %1, ptr %22, align 8, !tbaa !15
  %23 = getelementptr inbounds nuw i8, ptr %19, i64 16
  store i32 %2, ptr %23, align 16, !tbaa !6
  %24 = getelementptr inbounds nuw i8, ptr %19, i64 20
  store i32 %16, ptr %24, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %6)
  call void @llvm.lifetime.start.p0(ptr nonnull %5)
  store i32 32, ptr %5, align 8
  %25 = getelementptr inbounds nuw i8, ptr %5, i64 4
  store i32 1, ptr %25, align 4
  %26 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store i32 1, ptr %26, align 8
  store i32 1, ptr %6, align 8
  %27 = getelementptr inbounds nuw i8, ptr %6, i64 4
  store i32 1, ptr %27, align 4
  %28 = getelementptr inbounds nuw i8, ptr %6, i64 8
  store i32 1, ptr %28, align 8
  %29 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z10apart_stepPKfPfii, ptr noundef nonnull %19, ptr noundef nonnull byval(%struct.dim3) align 4 %6, ptr noundef nonnull byval(%struct.dim3) align 4 %5, i32 noundef 0, ptr noundef null) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %6)
  call void @llvm.lifetime.end.p0(ptr nonnull %5)
  br label %30

30:                                               ; preds = %18, %21, %15, %4
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z12bounded_stepPKfPfii(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3) #2 {
  %5 = alloca %struct.dim3, align 8
  %6 = alloca %struct.dim3, align 8
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %3, %7
  %9 = tail call contract noundef float @_ZL5heavyPKfi(ptr noundef %0, i32 noundef %8) #6
  %10 = shl nsw i32 %3, 5
  %11 = add i32 %10, %7
  %12 = zext i32 %11 to i64
  %13 = getelementptr inbounds nuw float, ptr %1, i64 %12
  store float %9, ptr %13, align 4, !tbaa !11
  %14 = icmp eq i32 %7, 0
  br i1 %14, label %15, label %30

15:                                               ; preds = %4
  %16 = add nsw i32 %3, 1
  %17 = icmp slt i32 %16, %2
  br i1 %17, label %18, label %30

18:                                               ; preds = %15
  %19 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 24) #7
  %20 = icmp eq ptr %19, null
  br i1 %20, label %30, label %21

21:                                               ; preds = %18
  store ptr %0, ptr %19, align 64, !tbaa !15
  %22 = getelementptr inbounds nuw i8, ptr %19, i64 8
  store ptr %1, ptr %22, align 8, !tbaa !15
  %23 = getelementptr inbounds nuw i8, ptr %19, i64 16
  store i32 %2, ptr %23, align 16, !tbaa !6
  %24 = getelementptr inbounds nuw i8, ptr %19, i64 20
  store i32 %16, ptr %24, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %6)
  call void @llvm.lifetime.start.p0(ptr nonnull %5)
  store i32 32, ptr %5, align 8
  %25 = getelementptr inbounds nuw i8, ptr %5, i64 4
  store i32 1, ptr %25, align 4
  %26 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store i32 1, ptr %26, align 8
  store i32 1, ptr %6, align 8
  %27 = getelementptr inbounds nuw i8, ptr %6, i64 4
  store i32 1, ptr %27, align 4
  %28 = getelementptr inbounds nuw i8, ptr %6, i64 8
  store i32 1, ptr %28, align 8
  %29 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z12bounded_stepPKfPfii, ptr noundef nonnull %19, ptr noundef nonnull byval(%struct.dim3) align 4 %6, ptr noundef nonnull byval(%struct.dim3) align 4 %5, i32 noundef 0, ptr noundef null) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %6)
  call void @llvm.lifetime.end.p0(ptr nonnull %5)
  br label %30

30:                                               ; preds = %18, %21, %15, %4
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

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #2 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="32" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
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
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!16, !16, i64 0}
!16 = !{!"p1 float", !17, i64 0}
!17 = !{!"any pointer", !8, i64 0}
