; Rule (4b) of PromoteLaunches.h reads the guards up to the launch, not up to
; its parameter buffer's request: clang evaluates the link's arguments after
; the request, and a statement expression's `return` in one leaves the kernel
; between the two. The red team's test/RedTeam/prom_arg_return.cu: with the
; guards read up to the buffer, arg_return was promoted and every launcher
; thread made a premature launch, also those that return at `p[step] < 0`
; (a load: not computable at entry). Now it is refused; arg_return_at_entry
; (the return on `n > 1000`, edited from clang's merged branch into its own)
; is promoted with two guards, the one after the buffer's null check among
; them, and that null check (folded by staging) is none.
; Source:
;   __global__ void arg_return(int *p, int n, int step) {
;     if (threadIdx.x == 0 && step < n)
;       arg_return<<<1, 64>>>(p, n, ({ if (p[step] < 0) return; step + 1; }));
;   }
;   (arg_return_at_entry: `n > 1000` for `p[step] < 0`)
; REQUIRES: nvptx-registered-target
; RUN: opt -passes='print<dpagg-promotion-plan><p>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=PLAN
; RUN: opt -passes='print<dpagg-promotion-plan><pa>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=PLAN
; RUN: opt -passes='dpagg-promote<p>' -S %s | FileCheck %s

; PLAN: @_Z10arg_returnPiii: not promoted: whether the launching thread reaches the launch depends on what the kernel computes after its entry
; PLAN-NEXT: @_Z19arg_return_at_entryPiii: promoted, launcher threadIdx.x == 0, 2 guard(s)

; CHECK-LABEL: define dso_local ptx_kernel void @_Z10arg_returnPiii(
; CHECK-NOT:     @__dpagg_launch_v2
; CHECK:         call noundef i32 @__cudaCDP2LaunchDevice(
; CHECK-LABEL: define dso_local ptx_kernel void @_Z19arg_return_at_entryPiii(
; CHECK:         [[N:%.*]] = icmp sgt i32 %1, 1000
; CHECK-NEXT:    [[NF:%.*]] = freeze i1 [[N]]
; CHECK-NEXT:    [[NOTN:%.*]] = xor i1 [[NF]], true
; CHECK:         [[F2:%.*]] = freeze i1
; CHECK-NEXT:    %dpagg.reaches = and i1 [[NOTN]], [[F2]]
; CHECK-NEXT:    br i1 %dpagg.reaches

source_filename = "reach-past-arguments.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.dim3 = type { i32, i32, i32 }

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z10arg_returnPiii(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca %struct.dim3, align 8
  %5 = alloca %struct.dim3, align 8
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = icmp eq i32 %6, 0
  %8 = icmp slt i32 %2, %1
  %9 = and i1 %7, %8
  br i1 %9, label %10, label %27

10:                                               
  %11 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 16) #4
  %12 = icmp eq ptr %11, null
  br i1 %12, label %27, label %13

13:                                               
  %14 = sext i32 %2 to i64
  %15 = getelementptr inbounds i32, ptr %0, i64 %14
  %16 = load i32, ptr %15, align 4, !tbaa !6
  %17 = icmp slt i32 %16, 0
  br i1 %17, label %27, label %18

18:                                               
  %19 = add nsw i32 %2, 1
  store ptr %0, ptr %11, align 64, !tbaa !11
  %20 = getelementptr inbounds nuw i8, ptr %11, i64 8
  store i32 %1, ptr %20, align 8, !tbaa !6
  %21 = getelementptr inbounds nuw i8, ptr %11, i64 12
  store i32 %19, ptr %21, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %5)
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  store i32 64, ptr %4, align 8
  %22 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %22, align 4
  %23 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %23, align 8
  store i32 1, ptr %5, align 8
  %24 = getelementptr inbounds nuw i8, ptr %5, i64 4
  store i32 1, ptr %24, align 4
  %25 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store i32 1, ptr %25, align 8
  %26 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z10arg_returnPiii, ptr noundef nonnull %11, ptr noundef nonnull byval(%struct.dim3) align 4 %5, ptr noundef nonnull byval(%struct.dim3) align 4 %4, i32 noundef 0, ptr noundef null) #4
  call void @llvm.lifetime.end.p0(ptr nonnull %5)
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  br label %27

27:                                               
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z19arg_return_at_entryPiii(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca %struct.dim3, align 8
  %5 = alloca %struct.dim3, align 8
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = icmp eq i32 %6, 0
  %8 = icmp slt i32 %2, %1
  %9 = and i1 %7, %8
  br i1 %9, label %10, label %24

10:                                               
  %11 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 16) #4
  %12 = icmp eq ptr %11, null
  br i1 %12, label %24, label %after.null

after.null:
  %13 = icmp sgt i32 %1, 1000
  br i1 %13, label %24, label %15

15:                                               
  %16 = add nsw i32 %2, 1
  store ptr %0, ptr %11, align 64, !tbaa !11
  %17 = getelementptr inbounds nuw i8, ptr %11, i64 8
  store i32 %1, ptr %17, align 8, !tbaa !6
  %18 = getelementptr inbounds nuw i8, ptr %11, i64 12
  store i32 %16, ptr %18, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %5)
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  store i32 64, ptr %4, align 8
  %19 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %19, align 4
  %20 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %20, align 8
  store i32 1, ptr %5, align 8
  %21 = getelementptr inbounds nuw i8, ptr %5, i64 4
  store i32 1, ptr %21, align 4
  %22 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store i32 1, ptr %22, align 8
  %23 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z19arg_return_at_entryPiii, ptr noundef nonnull %11, ptr noundef nonnull byval(%struct.dim3) align 4 %5, ptr noundef nonnull byval(%struct.dim3) align 4 %4, i32 noundef 0, ptr noundef null) #4
  call void @llvm.lifetime.end.p0(ptr nonnull %5)
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  br label %24

24:                                               
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nounwind
declare dso_local ptr @__cudaCDP2GetParameterBuffer(i64 noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local i32 @__cudaCDP2LaunchDevice(ptr noundef, ptr noundef, ptr noundef byval(%struct.dim3) align 4, ptr noundef byval(%struct.dim3) align 4, i32 noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
