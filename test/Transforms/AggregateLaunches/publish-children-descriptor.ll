; Produced by (clang 22.1.8, CUDA 13.0):
;   clang++ -x cuda --cuda-path=/usr/local/cuda --cuda-gpu-arch=sm_90
;     -fgpu-rdc --cuda-device-only -D__CUDACC_RDC__ -Wno-unknown-cuda-version
;     -I include -S -emit-llvm -O2 Inputs/publish-children.cu
; With publish-children (what the clang pipeline uses), every kernel with
; external linkage and no launches of its own whose aggregated child can be
; built gets it, published in
; an external constant descriptor named <kernel>$dpagg_child_v16: { child,
; SafeThreads, SafeShmem, flags (1: needs 1-D blocks), 0 }, which the weak
; zero descriptor of a launching unit resolves to at link time. Not
; published: internal and weak_odr kernels (clang's externalized statics,
; template instances), DPAGG_NO_AGGREGATE, __grid_constant__, and kernels
; that launch (their clone would carry the runtime again: compile time), with
; an analysis remark. Without
; publish-children nothing is cloned that no launch of this unit needs.
; REQUIRES: nvptx-registered-target
; RUN: opt -passes='dpagg-aggregate<block;publish-children>' -S %s | FileCheck %s
; RUN: opt -passes='dpagg-aggregate<block;publish-children>' -pass-remarks-analysis=dpagg -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: opt -passes='dpagg-aggregate<block>' -S %s | FileCheck %s --check-prefix=OFF
; Round trip of the parameter through the pipeline printer.
; RUN: opt -passes='dpagg-aggregate<block;publish-children>' -print-pipeline-passes -disable-output %s | FileCheck %s --check-prefix=PIPE
; PIPE: dpagg-aggregate<scope=block;publish-children;pool-size=134217728>

; CHECK-DAG: @"_Z5plainPii$dpagg_child_v16" = addrspace(1) constant { ptr, i32, i32, i32, i32 } { ptr @_Z5plainPii.dpagg, i32 256, i32 [[#SHMEM:]], i32 0, i32 0 }, align 8
; CHECK-DAG: @"_Z8shufflesPi$dpagg_child_v16" = addrspace(1) constant { ptr, i32, i32, i32, i32 } { ptr @_Z8shufflesPi.dpagg, i32 256, i32 [[#SHMEM]], i32 1, i32 0 }, align 8
; CHECK-NOT: {{hidden|instance|opted_out|grid_constant|launcher}}{{.*}}$dpagg_child_v16
; CHECK-DAG: define internal ptx_kernel void @_Z5plainPii.dpagg(ptr %dpagg.record)
; CHECK-DAG: define internal ptx_kernel void @_Z8shufflesPi.dpagg(ptr %dpagg.record)
; A kernel that launches is not published.
; CHECK-NOT: define {{.*}}@_Z8launcherPi.dpagg
; CHECK-NOT: define {{.*}}@_Z9opted_outPi.dpagg
; CHECK-NOT: define {{.*}}@_Z13grid_constant3BigPi.dpagg

; REMARK-DAG: remark: {{.*}}kernel plain(int*, int) gets an aggregated child for launches from other translation units
; REMARK-DAG: remark: {{.*}}kernel shuffles(int*) gets an aggregated child for launches from other translation units
; REMARK-DAG: remark: {{.*}}kernel launcher(int*) launches kernels itself: it gets no aggregated child for launches from other translation units (only kernels without launches do), so those are made alone
; REMARK-NOT: {{hidden|instance|opted_out|grid_constant|launcher}}{{.*}} gets an aggregated child

; OFF-NOT: $dpagg_child_v16
; OFF-NOT: @_Z5plainPii.dpagg
; OFF-NOT: @_Z8launcherPi.dpagg

source_filename = "Inputs/publish-children.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Big = type { [8 x i32] }
%struct.dim3 = type { i32, i32, i32 }

$_ZL6hiddenPi__intern__2584b1dcd0f1c547 = comdat any

$_Z8instanceILi3EEvPi = comdat any

@.str = private unnamed_addr constant [19 x i8] c"dpagg.no_aggregate\00", section "llvm.metadata"
@.str1 = private unnamed_addr constant [27 x i8] c"Inputs/publish-children.cu\00", section "llvm.metadata"
@llvm.global.annotations = appending global [1 x { ptr, ptr, ptr, i32, ptr }] [{ ptr, ptr, ptr, i32, ptr } { ptr @_Z9opted_outPi, ptr @.str, ptr @.str1, i32 19, ptr null }], section "llvm.metadata"
@__clang_gpu_used_external = internal global [1 x ptr] [ptr @_Z8instanceILi3EEvPi]
@llvm.compiler.used = appending global [1 x ptr] [ptr @__clang_gpu_used_external], section "llvm.metadata"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write)
define dso_local ptx_kernel void @_Z5plainPii(ptr noundef writeonly captures(none) %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %5 = mul i32 %3, %4
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = add i32 %5, %6
  %8 = zext i32 %7 to i64
  %9 = getelementptr inbounds nuw i32, ptr %0, i64 %8
  store i32 %1, ptr %9, align 4, !tbaa !6
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @_Z8shufflesPi(ptr noundef captures(none) %0) local_unnamed_addr #1 {
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %3 = zext nneg i32 %2 to i64
  %4 = getelementptr inbounds nuw i32, ptr %0, i64 %3
  %5 = load i32, ptr %4, align 4, !tbaa !6
  %6 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %5, i32 0, i32 31)
  store i32 %6, ptr %4, align 4, !tbaa !6
  ret void
}

; Function Attrs: mustprogress noinline norecurse nounwind
define weak_odr dso_local ptx_kernel void @_ZL6hiddenPi__intern__2584b1dcd0f1c547(ptr noundef %0) #2 comdat {
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %3 = zext nneg i32 %2 to i64
  %4 = getelementptr inbounds nuw i32, ptr %0, i64 %3
  store i32 1, ptr %4, align 4, !tbaa !6
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write)
define dso_local ptx_kernel void @_Z9opted_outPi(ptr noundef writeonly captures(none) %0) #0 {
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %3 = zext nneg i32 %2 to i64
  %4 = getelementptr inbounds nuw i32, ptr %0, i64 %3
  store i32 2, ptr %4, align 4, !tbaa !6
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z13grid_constant3BigPi(ptr noundef readonly byval(%struct.Big) align 4 captures(none) "nvvm.grid_constant" %0, ptr noundef writeonly captures(none) %1) local_unnamed_addr #3 {
  %3 = load i32, ptr %0, align 4, !tbaa !6
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = zext nneg i32 %4 to i64
  %6 = getelementptr inbounds nuw i32, ptr %1, i64 %5
  store i32 %3, ptr %6, align 4, !tbaa !6
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z8launcherPi(ptr noundef %0) local_unnamed_addr #4 {
  %2 = alloca %struct.dim3, align 8
  %3 = alloca %struct.dim3, align 8
  %4 = alloca %struct.dim3, align 8
  %5 = alloca %struct.dim3, align 8
  %6 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 8) #9
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
  %13 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_ZL6hiddenPi__intern__2584b1dcd0f1c547, ptr noundef nonnull %6, ptr noundef nonnull byval(%struct.dim3) align 4 %5, ptr noundef nonnull byval(%struct.dim3) align 4 %4, i32 noundef 0, ptr noundef null) #9
  call void @llvm.lifetime.end.p0(ptr nonnull %5)
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  br label %14

14:                                               ; preds = %8, %1
  %15 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 8) #9
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
  %22 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z8instanceILi3EEvPi, ptr noundef nonnull %15, ptr noundef nonnull byval(%struct.dim3) align 4 %3, ptr noundef nonnull byval(%struct.dim3) align 4 %2, i32 noundef 0, ptr noundef null) #9
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  call void @llvm.lifetime.end.p0(ptr nonnull %2)
  br label %23

23:                                               ; preds = %17, %14
  ret void
}

; Function Attrs: mustprogress noinline norecurse nounwind
define weak_odr dso_local ptx_kernel void @_Z8instanceILi3EEvPi(ptr noundef %0) #2 comdat {
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %3 = zext nneg i32 %2 to i64
  %4 = getelementptr inbounds nuw i32, ptr %0, i64 %3
  store i32 3, ptr %4, align 4, !tbaa !6
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #6

; Function Attrs: convergent nounwind
declare dso_local ptr @__cudaCDP2GetParameterBuffer(i64 noundef, i64 noundef) local_unnamed_addr #7

; Function Attrs: convergent nounwind
declare dso_local i32 @__cudaCDP2LaunchDevice(ptr noundef, ptr noundef, ptr noundef byval(%struct.dim3) align 4, ptr noundef byval(%struct.dim3) align 4, i32 noundef, ptr noundef) local_unnamed_addr #7

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #8

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #8

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #4 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #7 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #8 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #9 = { convergent nounwind }

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
