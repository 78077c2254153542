; Produced by (clang 22.1.8):
;   clang++ -x cuda --cuda-path=/usr/local/cuda
;     --cuda-gpu-arch=sm_90 -fgpu-rdc --cuda-device-only -D__CUDACC_RDC__
;     -Wno-unknown-cuda-version -I../../../include -S -emit-llvm -O2
;     Inputs/tail-chains-interposable.cu
; Tail-chained links and callees another unit may replace at the link
; (Aggregation/TailChainPlan.cpp, rules 3 and 4; red team
; test/RedTeam/tc_weak_hook.cu): the summaries read this unit's body of a
; callee, but with -fgpu-rdc nvlink keeps another unit's strong definition
; of a weak one, which may launch (after the link, into the NULL stream:
; tail-launched, the link's child would then run after that launch instead
; of before it). weak_step calls the weak hook(): its link stays as written
; (planned as any one-launcher site); strong_step calls a strong function:
; tail-chained. Both have launch bounds, so calls-compiled-apart (which also
; refuses interposable callees) is not asked.
; REQUIRES: nvptx-registered-target
; RUN: opt -passes='print<dpagg-plan><block;tail-chains>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=PLAN
; RUN: opt -passes='dpagg-aggregate<block;tail-chains>' -S %s | FileCheck %s

; PLAN:      weak_step(int*, int, int): launch of weak_step(int*, int, int): refused by rule single-launcher{{$}}
; PLAN-NEXT: strong_step(int*, int, int): launch of strong_step(int*, int, int): refused by rule tail-chain{{$}}

; CHECK-LABEL: define dso_local ptx_kernel void @_Z9weak_stepPiii(
; CHECK-NOT:     dpagg.tail.stream
; CHECK:         call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z9weak_stepPiii,
; CHECK-LABEL: define dso_local ptx_kernel void @_Z11strong_stepPiii(
; CHECK:         %dpagg.tail.stream = select i1 {{%.*}}, ptr inttoptr (i64 3 to ptr), ptr null
; CHECK-NEXT:    call i32 @__dpagg_launch_v2(ptr @_Z11strong_stepPiii, {{.*}}, ptr %dpagg.tail.stream,

; ModuleID = 'Inputs/tail-chains-interposable.cu'
source_filename = "Inputs/tail-chains-interposable.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.dim3 = type { i32, i32, i32 }

; Function Attrs: mustprogress nounwind
define weak dso_local void @_Z4hookPii(ptr noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write)
define dso_local void @_Z5plainPii(ptr noundef writeonly captures(none) %0, i32 noundef %1) local_unnamed_addr #1 {
  %3 = sext i32 %1 to i64
  %4 = getelementptr inbounds i32, ptr %0, i64 %3
  store i32 %1, ptr %4, align 4, !tbaa !6
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z9weak_stepPiii(ptr noundef %0, i32 noundef %1, i32 noundef %2) #2 {
  %4 = alloca %struct.dim3, align 8
  %5 = alloca %struct.dim3, align 8
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %8, label %23

8:                                                ; preds = %3
  %9 = add nsw i32 %2, 1
  %10 = icmp slt i32 %9, %1
  br i1 %10, label %11, label %22

11:                                               ; preds = %8
  %12 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 16) #6
  %13 = icmp eq ptr %12, null
  br i1 %13, label %22, label %14

14:                                               ; preds = %11
  store ptr %0, ptr %12, align 64, !tbaa !11
  %15 = getelementptr inbounds nuw i8, ptr %12, i64 8
  store i32 %1, ptr %15, align 8, !tbaa !6
  %16 = getelementptr inbounds nuw i8, ptr %12, i64 12
  store i32 %9, ptr %16, align 4, !tbaa !6
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
  %21 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z9weak_stepPiii, ptr noundef nonnull %12, ptr noundef nonnull byval(%struct.dim3) align 4 %5, ptr noundef nonnull byval(%struct.dim3) align 4 %4, i32 noundef 0, ptr noundef null) #6
  call void @llvm.lifetime.end.p0(ptr nonnull %5)
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  br label %22

22:                                               ; preds = %11, %14, %8
  tail call void @_Z4hookPii(ptr noundef %0, i32 noundef %2) #7
  br label %23

23:                                               ; preds = %22, %3
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z11strong_stepPiii(ptr noundef %0, i32 noundef %1, i32 noundef %2) #2 {
  %4 = alloca %struct.dim3, align 8
  %5 = alloca %struct.dim3, align 8
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %8, label %23

8:                                                ; preds = %3
  %9 = add nsw i32 %2, 1
  %10 = icmp slt i32 %9, %1
  br i1 %10, label %11, label %22

11:                                               ; preds = %8
  %12 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 16) #6
  %13 = icmp eq ptr %12, null
  br i1 %13, label %22, label %14

14:                                               ; preds = %11
  store ptr %0, ptr %12, align 64, !tbaa !11
  %15 = getelementptr inbounds nuw i8, ptr %12, i64 8
  store i32 %1, ptr %15, align 8, !tbaa !6
  %16 = getelementptr inbounds nuw i8, ptr %12, i64 12
  store i32 %9, ptr %16, align 4, !tbaa !6
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
  %21 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z11strong_stepPiii, ptr noundef nonnull %12, ptr noundef nonnull byval(%struct.dim3) align 4 %5, ptr noundef nonnull byval(%struct.dim3) align 4 %4, i32 noundef 0, ptr noundef null) #6
  call void @llvm.lifetime.end.p0(ptr nonnull %5)
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  br label %22

22:                                               ; preds = %11, %14, %8
  tail call void @_Z5plainPii(ptr noundef %0, i32 noundef %2) #7
  br label %23

23:                                               ; preds = %22, %3
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

attributes #0 = { mustprogress nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #2 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="32" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { convergent nounwind }
attributes #7 = { nounwind }

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
