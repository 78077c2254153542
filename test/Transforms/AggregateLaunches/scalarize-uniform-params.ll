; Produced by (clang 22.1.8, CUDA 13.0):
;   clang++ -x cuda --cuda-path=/usr/local/cuda
;     --cuda-gpu-arch=sm_90 -fgpu-rdc --cuda-device-only -D__CUDACC_RDC__
;     -Wno-unknown-cuda-version -S -emit-llvm -O2 Inputs/scalarize-uniform-params.cu
; Scalarization: the parameters uniform at the aggregation scope (a
; read-only byval struct forwarded from the kernel's own parameter, kernel
; arguments, blockIdx) are stored once per aggregate; the layout table lists
; the per-thread ranges ({count, offset, size}: here only `i`, 4 bytes at 144)
; and the per-parent stride drops from 160 to 16 bytes (the site
; descriptor's Layout and ArgStride). no-scalarize has a null table and the
; whole 152-byte blob per thread.
; REQUIRES: nvptx-registered-target
; RUN: opt -passes='dpagg-aggregate<block>' -S %s | FileCheck %s --check-prefixes=CHECK,SCALAR
; RUN: opt -passes='dpagg-aggregate<warp>' -S %s | FileCheck %s --check-prefixes=CHECK,SCALAR
; RUN: opt -passes='dpagg-aggregate<block;no-scalarize>' -S %s | FileCheck %s --check-prefixes=CHECK,OFF

; CHECK:       @_Z5child3BigPfii.dpagg.child = private unnamed_addr constant { ptr, i32, i32, i32, i32 } { ptr @_Z5child3BigPfii.dpagg, i32 256, i32 47936, i32 0, i32 0 }
; SCALAR:      @[[LAYOUT:dpagg.layout._Z5child3BigPfii]] = private unnamed_addr constant [3 x i32] [i32 1, i32 144, i32 4], align 4
; OFF-NOT:     @dpagg.layout
; SCALAR:      @[[PARENT:dpagg.site._Z5child3BigPfii.[0-9]+]] = private unnamed_addr constant {{.*}} { ptr @_Z5child3BigPfii.dpagg.child, ptr @_Z5child3BigPfii, ptr @dpagg.name._Z5child3BigPfii, ptr {{[^,]*}}, ptr @[[LAYOUT]], i32 {{4|20}}, i32 152, i32 16, i32 511, i32 262144, i32 0 }
; SCALAR:      @[[PERBLOCK:dpagg.site._Z5child3BigPfii.[0-9]+]] = private unnamed_addr constant {{.*}} { ptr @_Z5child3BigPfii.dpagg.child, {{.*}}, ptr @[[LAYOUT]]1, i32 {{[0-9]+}}, i32 152, i32 16,
; OFF:         @[[PARENT:dpagg.site._Z5child3BigPfii.[0-9]+]] = private unnamed_addr constant {{.*}} { ptr @_Z5child3BigPfii.dpagg.child, ptr @_Z5child3BigPfii, ptr @dpagg.name._Z5child3BigPfii, ptr {{[^,]*}}, ptr null, i32 {{4|20}}, i32 152, i32 160, i32 511, i32 262144, i32 0 }
; OFF:         @[[PERBLOCK:dpagg.site._Z5child3BigPfii.[0-9]+]] = private unnamed_addr constant {{.*}} { ptr @_Z5child3BigPfii.dpagg.child, {{.*}}, ptr null, i32 {{[0-9]+}}, i32 152, i32 160,

; CHECK-LABEL: define dso_local ptx_kernel void @_Z6parent3BigPfi(
; SCALAR:      call i32 @__dpagg_aggregate_{{warp|block}}(ptr @[[PARENT]], ptr {{%.*}}, {{.*}}{{(, ptr %dpagg.block.frame, ptr addrspacecast \(ptr addrspace\(1\) @dpagg.block.table to ptr\))?}})
; OFF:         call i32 @__dpagg_aggregate_block(ptr @[[PARENT]], ptr {{%.*}}, {{.*}}, ptr %dpagg.block.frame, ptr addrspacecast (ptr addrspace(1) @dpagg.block.table to ptr))
; CHECK-LABEL: define dso_local ptx_kernel void @_Z9per_block3BigPf(
; SCALAR:      call i32 @__dpagg_aggregate_{{warp|block}}(ptr @[[PERBLOCK]], {{.*}}{{(, ptr %dpagg.block.frame, ptr addrspacecast \(ptr addrspace\(1\) @dpagg.block.table to ptr\))?}})
; OFF:         call i32 @__dpagg_aggregate_block(ptr @[[PERBLOCK]], {{.*}}, ptr %dpagg.block.frame, ptr addrspacecast (ptr addrspace(1) @dpagg.block.table to ptr))

source_filename = "Inputs/scalarize-uniform-params.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Big = type { [32 x float], i32 }
%struct.dim3 = type { i32, i32, i32 }

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z5child3BigPfii(ptr noundef readonly byval(%struct.Big) align 4 captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2, i32 noundef %3) #0 {
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = and i32 %5, 31
  %7 = zext nneg i32 %6 to i64
  %8 = getelementptr inbounds nuw float, ptr %0, i64 %7
  %9 = load float, ptr %8, align 4, !tbaa !11
  %10 = getelementptr inbounds nuw i8, ptr %0, i64 128
  %11 = load i32, ptr %10, align 4, !tbaa !13
  %12 = sitofp i32 %11 to float
  %13 = fadd contract float %9, %12
  %14 = sitofp i32 %3 to float
  %15 = fadd contract float %13, %14
  %16 = sext i32 %2 to i64
  %17 = getelementptr inbounds float, ptr %1, i64 %16
  store float %15, ptr %17, align 4, !tbaa !11
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z6parent3BigPfi(ptr noundef readonly byval(%struct.Big) align 4 captures(none) %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #1 {
  %4 = alloca %struct.dim3, align 8
  %5 = alloca %struct.dim3, align 8
  %6 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 152) #6
  %7 = icmp eq ptr %6, null
  br i1 %7, label %22, label %8

8:                                                ; preds = %3
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %12 = mul i32 %11, %10
  %13 = add i32 %12, %9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 64 dereferenceable(132) %6, ptr noundef nonnull align 4 dereferenceable(132) %0, i64 132, i1 false)
  %14 = getelementptr inbounds nuw i8, ptr %6, i64 136
  store ptr %1, ptr %14, align 8, !tbaa !15
  %15 = getelementptr inbounds nuw i8, ptr %6, i64 144
  store i32 %13, ptr %15, align 16, !tbaa !6
  %16 = getelementptr inbounds nuw i8, ptr %6, i64 148
  store i32 %2, ptr %16, align 4, !tbaa !6
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
  %21 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5child3BigPfii, ptr noundef nonnull %6, ptr noundef nonnull byval(%struct.dim3) align 4 %5, ptr noundef nonnull byval(%struct.dim3) align 4 %4, i32 noundef 0, ptr noundef null) #6
  call void @llvm.lifetime.end.p0(ptr nonnull %5)
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  br label %22

22:                                               ; preds = %8, %3
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #2

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z9per_block3BigPf(ptr noundef readonly byval(%struct.Big) align 4 captures(none) %0, ptr noundef %1) local_unnamed_addr #1 {
  %3 = alloca %struct.dim3, align 8
  %4 = alloca %struct.dim3, align 8
  %5 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 152) #6
  %6 = icmp eq ptr %5, null
  br i1 %6, label %18, label %7

7:                                                ; preds = %2
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 64 dereferenceable(132) %5, ptr noundef nonnull align 4 dereferenceable(132) %0, i64 132, i1 false)
  %10 = getelementptr inbounds nuw i8, ptr %5, i64 136
  store ptr %1, ptr %10, align 8, !tbaa !15
  %11 = getelementptr inbounds nuw i8, ptr %5, i64 144
  store i32 %8, ptr %11, align 16, !tbaa !6
  %12 = getelementptr inbounds nuw i8, ptr %5, i64 148
  store i32 %9, ptr %12, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  store i32 32, ptr %3, align 8
  %13 = getelementptr inbounds nuw i8, ptr %3, i64 4
  store i32 1, ptr %13, align 4
  %14 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store i32 1, ptr %14, align 8
  store i32 1, ptr %4, align 8
  %15 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %15, align 4
  %16 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %16, align 8
  %17 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5child3BigPfii, ptr noundef nonnull %5, ptr noundef nonnull byval(%struct.dim3) align 4 %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, i32 noundef 0, ptr noundef null) #6
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  br label %18

18:                                               ; preds = %7, %2
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

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
!13 = !{!14, !7, i64 128}
!14 = !{!"_ZTS3Big", !8, i64 0, !7, i64 128}
!15 = !{!16, !16, i64 0}
!16 = !{!"p1 float", !17, i64 0}
!17 = !{!"any pointer", !8, i64 0}
