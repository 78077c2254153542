; Produced by (clang 22.1.8, CUDA 13.0):
;   clang++ -x cuda --cuda-path=/usr/local/cuda
;     --cuda-gpu-arch=sm_90 -fgpu-rdc --cuda-device-only -D__CUDACC_RDC__
;     -Wno-unknown-cuda-version -S -emit-llvm -O2 Inputs/scalarize-per-thread-copies.cu
; Scalarization of copied parameters (issue 9, class 1): a by-value struct
; copied from a read-only table is stored once per aggregate only if every
; thread copies it from the same address. Per-thread picks from a by-value
; table and from a __device__ const table stay per thread (layout table
; {1, 0, 64}: the 64-byte item is per thread) with a NotScalarized remark;
; the block's pick is uniform (only `out`, 8 bytes at 64, is per thread).
; REQUIRES: nvptx-registered-target
; RUN: opt -passes='dpagg-aggregate<block>' -S %s | FileCheck %s
; RUN: opt -passes='dpagg-aggregate<warp>' -S %s | FileCheck %s
; RUN: opt -passes='dpagg-aggregate<block>' -pass-remarks-missed=dpagg -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK

; CHECK: @[[BYVAL:dpagg.layout._Z5child4ItemPf]] = private unnamed_addr constant [3 x i32] [i32 1, i32 0, i32 64]
; CHECK: @[[BYVAL_SITE:dpagg.site._Z5child4ItemPf.[0-9]+]] = private unnamed_addr constant {{.*}} { ptr @_Z5child4ItemPf.dpagg.child, ptr @_Z5child4ItemPf, ptr {{[^,]*}}, ptr {{[^,]*}}, ptr @[[BYVAL]], i32 {{[0-9]+}}, i32 72, i32 64,
; CHECK: @[[CONST:dpagg.layout._Z5child4ItemPf1]] = private unnamed_addr constant [3 x i32] [i32 1, i32 0, i32 64]
; CHECK: @[[CONST_SITE:dpagg.site._Z5child4ItemPf.[0-9]+]] = private unnamed_addr constant {{.*}} { ptr @_Z5child4ItemPf.dpagg.child, ptr @_Z5child4ItemPf, ptr {{[^,]*}}, ptr {{[^,]*}}, ptr @[[CONST]], i32 {{[0-9]+}}, i32 72, i32 64,
; CHECK: @[[BLOCK:dpagg.layout._Z5child4ItemPf2]] = private unnamed_addr constant [3 x i32] [i32 1, i32 64, i32 8]
; CHECK: @[[BLOCK_SITE:dpagg.site._Z5child4ItemPf.[0-9]+]] = private unnamed_addr constant {{.*}} { ptr @_Z5child4ItemPf.dpagg.child, ptr @_Z5child4ItemPf, ptr {{[^,]*}}, ptr {{[^,]*}}, ptr @[[BLOCK]], i32 {{[0-9]+}}, i32 72, i32 16,
; CHECK-LABEL: define dso_local ptx_kernel void @_Z10pick_byval5TablePf(
; CHECK:         call i32 @__dpagg_aggregate_{{warp|block}}(ptr @[[BYVAL_SITE]],
; CHECK-LABEL: define dso_local ptx_kernel void @_Z10pick_constPf(
; CHECK:         call i32 @__dpagg_aggregate_{{warp|block}}(ptr @[[CONST_SITE]],
; CHECK-LABEL: define dso_local ptx_kernel void @_Z10pick_block5TablePf(
; CHECK:         call i32 @__dpagg_aggregate_{{warp|block}}(ptr @[[BLOCK_SITE]],

; REMARK:      remark: <unknown>:0:0: parameter 0 of child(Item, float*) stored per thread, not once per aggregate: it is copied from a per-thread address
; REMARK-NEXT: remark: <unknown>:0:0: parameter 0 of child(Item, float*) stored per thread, not once per aggregate: it is copied from a per-thread address
; REMARK-NOT:  remark

source_filename = "Inputs/scalarize-per-thread-copies.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Table = type { [4 x %struct.Item] }
%struct.Item = type { [16 x float] }
%struct.dim3 = type { i32, i32, i32 }

@_ZL10ConstTable = internal unnamed_addr addrspace(4) constant %struct.Table zeroinitializer, align 4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z5child4ItemPf(ptr noundef readonly byval(%struct.Item) align 4 captures(none) %0, ptr noundef writeonly captures(none) %1) #0 {
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = and i32 %3, 15
  %5 = zext nneg i32 %4 to i64
  %6 = getelementptr inbounds nuw float, ptr %0, i64 %5
  %7 = load float, ptr %6, align 4, !tbaa !11
  %8 = zext nneg i32 %3 to i64
  %9 = getelementptr inbounds nuw float, ptr %1, i64 %8
  store float %7, ptr %9, align 4, !tbaa !11
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z10pick_byval5TablePf(ptr noundef readonly byval(%struct.Table) align 4 captures(none) %0, ptr noundef %1) local_unnamed_addr #1 {
  %3 = alloca %struct.dim3, align 8
  %4 = alloca %struct.dim3, align 8
  %5 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 72) #6
  %6 = icmp eq ptr %5, null
  br i1 %6, label %18, label %7

7:                                                ; preds = %2
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = and i32 %8, 3
  %10 = zext nneg i32 %9 to i64
  %11 = getelementptr inbounds nuw %struct.Item, ptr %0, i64 %10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 64 dereferenceable(64) %5, ptr noundef nonnull align 4 dereferenceable(64) %11, i64 64, i1 false)
  %12 = getelementptr inbounds nuw i8, ptr %5, i64 64
  store ptr %1, ptr %12, align 64, !tbaa !13
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  store i32 16, ptr %3, align 8
  %13 = getelementptr inbounds nuw i8, ptr %3, i64 4
  store i32 1, ptr %13, align 4
  %14 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store i32 1, ptr %14, align 8
  store i32 1, ptr %4, align 8
  %15 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %15, align 4
  %16 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %16, align 8
  %17 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5child4ItemPf, ptr noundef nonnull %5, ptr noundef nonnull byval(%struct.dim3) align 4 %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, i32 noundef 0, ptr noundef null) #6
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  br label %18

18:                                               ; preds = %7, %2
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #2

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z10pick_constPf(ptr noundef %0) local_unnamed_addr #1 {
  %2 = alloca %struct.dim3, align 8
  %3 = alloca %struct.dim3, align 8
  %4 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 72) #6
  %5 = icmp eq ptr %4, null
  br i1 %5, label %17, label %6

6:                                                ; preds = %1
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = and i32 %7, 3
  %9 = zext nneg i32 %8 to i64
  %10 = getelementptr inbounds nuw %struct.Item, ptr addrspacecast (ptr addrspace(4) @_ZL10ConstTable to ptr), i64 %9
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 64 dereferenceable(64) %4, ptr noundef nonnull align 4 dereferenceable(64) %10, i64 64, i1 false)
  %11 = getelementptr inbounds nuw i8, ptr %4, i64 64
  store ptr %0, ptr %11, align 64, !tbaa !13
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  call void @llvm.lifetime.start.p0(ptr nonnull %2)
  store i32 16, ptr %2, align 8
  %12 = getelementptr inbounds nuw i8, ptr %2, i64 4
  store i32 1, ptr %12, align 4
  %13 = getelementptr inbounds nuw i8, ptr %2, i64 8
  store i32 1, ptr %13, align 8
  store i32 1, ptr %3, align 8
  %14 = getelementptr inbounds nuw i8, ptr %3, i64 4
  store i32 1, ptr %14, align 4
  %15 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store i32 1, ptr %15, align 8
  %16 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5child4ItemPf, ptr noundef nonnull %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, ptr noundef nonnull byval(%struct.dim3) align 4 %2, i32 noundef 0, ptr noundef null) #6
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  call void @llvm.lifetime.end.p0(ptr nonnull %2)
  br label %17

17:                                               ; preds = %6, %1
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z10pick_block5TablePf(ptr noundef readonly byval(%struct.Table) align 4 captures(none) %0, ptr noundef %1) local_unnamed_addr #1 {
  %3 = alloca %struct.dim3, align 8
  %4 = alloca %struct.dim3, align 8
  %5 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 72) #6
  %6 = icmp eq ptr %5, null
  br i1 %6, label %22, label %7

7:                                                ; preds = %2
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = and i32 %8, 3
  %10 = zext nneg i32 %9 to i64
  %11 = getelementptr inbounds nuw %struct.Item, ptr %0, i64 %10
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = shl nuw nsw i32 %12, 4
  %14 = zext nneg i32 %13 to i64
  %15 = getelementptr inbounds nuw float, ptr %1, i64 %14
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 64 dereferenceable(64) %5, ptr noundef nonnull align 4 dereferenceable(64) %11, i64 64, i1 false)
  %16 = getelementptr inbounds nuw i8, ptr %5, i64 64
  store ptr %15, ptr %16, align 64, !tbaa !13
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  store i32 16, ptr %3, align 8
  %17 = getelementptr inbounds nuw i8, ptr %3, i64 4
  store i32 1, ptr %17, align 4
  %18 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store i32 1, ptr %18, align 8
  store i32 1, ptr %4, align 8
  %19 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %19, align 4
  %20 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %20, align 8
  %21 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5child4ItemPf, ptr noundef nonnull %5, ptr noundef nonnull byval(%struct.dim3) align 4 %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, i32 noundef 0, ptr noundef null) #6
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  br label %22

22:                                               ; preds = %7, %2
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

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #5

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
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
!12 = !{!"float", !8, i64 0}
!13 = !{!14, !14, i64 0}
!14 = !{!"p1 float", !15, i64 0}
!15 = !{!"any pointer", !8, i64 0}
