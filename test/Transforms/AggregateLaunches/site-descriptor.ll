; Produced by (clang 22.1.8, CUDA 13.0):
;   clang++ -x cuda --cuda-path=/usr/local/cuda
;     --cuda-gpu-arch=sm_90 -fgpu-rdc --cuda-device-only -D__CUDACC_RDC__
;     -Wno-unknown-cuda-version -S -emit-llvm -O2 Inputs/site-descriptor.cu
; What an aggregation site tells the runtime, in its constant site
; descriptor (RuntimeABI.h, DPAggSiteDescriptor: child descriptor, kernel,
; name, pool, layout, flags, blob size, entry stride, chunks, chunk bytes),
; for a child of this unit and one of another unit, both read one way:
;  - local_child is this unit's, and uses warp-level operations: its private
;    descriptor holds the clone, the limits every launch of it accepts and
;    DPAGG_CHILD_NEEDS_1D_BLOCK (1); the site's flags never carry the
;    runtime's DPAGG_LAUNCH_NEEDS_1D_BLOCK (the runtime sets it from the
;    child's descriptor). `n` is uniform, so the layout keeps only `p` (8
;    bytes at 0) per thread: 12-byte blob, 16-byte entries.
;  - elsewhere is another unit's: the site points at its weak, zero
;    descriptor, which the linker resolves to the defining unit's.
; The calls take the descriptor and what changes from one execution to the
; next (blob, grid, block, shared memory, stream). Once the runtime is
; inlined (dpagg-link-runtime<inline>, every optimized build), nothing is
; loaded from a site descriptor or from this unit's child descriptor (their
; contents are constants), while the other unit's descriptor is read at run
; time: child, limits, flags.
; REQUIRES: nvptx-registered-target
; RUN: opt -passes='dpagg-aggregate<warp>' -S %s | FileCheck %s
; RUN: opt -passes='dpagg-aggregate<warp>,dpagg-link-runtime<inline>' -S %s | FileCheck %s --check-prefix=INLINED

; CHECK:       @_Z11local_childPii.dpagg.child = private unnamed_addr constant { ptr, i32, i32, i32, i32 } { ptr @_Z11local_childPii.dpagg, i32 256, i32 48064, i32 1, i32 0 }, align 8
; CHECK:       @[[LAYOUT:dpagg.layout._Z11local_childPii]] = private unnamed_addr constant [3 x i32] [i32 1, i32 0, i32 8], align 4
; CHECK:       @[[LOCAL:dpagg.site._Z11local_childPii.[0-9]+]] = private unnamed_addr constant { ptr, ptr, ptr, ptr, ptr, i32, i32, i32, i32, i32, i32 } { ptr @_Z11local_childPii.dpagg.child, ptr @_Z11local_childPii, ptr @dpagg.name._Z11local_childPii, ptr addrspacecast (ptr addrspace(1) @dpagg.pool to ptr), ptr @[[LAYOUT]], i32 0, i32 12, i32 16, i32 511, i32 262144, i32 0 }, align 8
; CHECK:       @"_Z9elsewherePi$dpagg_child_v16" = weak addrspace(1) constant { ptr, i32, i32, i32, i32 } zeroinitializer, align 8
; CHECK:       @[[FOREIGN:dpagg.site._Z9elsewherePi.[0-9]+]] = private unnamed_addr constant { ptr, ptr, ptr, ptr, ptr, i32, i32, i32, i32, i32, i32 } { ptr addrspacecast (ptr addrspace(1) @"_Z9elsewherePi$dpagg_child_v16" to ptr), ptr @_Z9elsewherePi, ptr @dpagg.name._Z9elsewherePi, ptr addrspacecast (ptr addrspace(1) @dpagg.pool to ptr), ptr null, i32 0, i32 8, i32 16, i32 511, i32 262144, i32 0 }, align 8
; CHECK-LABEL: define dso_local ptx_kernel void @_Z6parentPii(
; CHECK:         call i32 @__dpagg_aggregate_warp(ptr @[[LOCAL]], ptr %dpagg.params, i32 %dpagg.grid.x, i32 %dpagg.grid.y, i32 %dpagg.grid.z, i32 %dpagg.block.x, i32 %dpagg.block.y, i32 %dpagg.block.z, i32 0, ptr null)
; CHECK:         call i32 @__dpagg_aggregate_warp(ptr @[[FOREIGN]], ptr %dpagg.params{{[0-9]+}}, i32 %dpagg.grid.x{{[0-9]+}}, i32 %dpagg.grid.y{{[0-9]+}}, i32 %dpagg.grid.z{{[0-9]+}}, i32 %dpagg.block.x{{[0-9]+}}, i32 %dpagg.block.y{{[0-9]+}}, i32 %dpagg.block.z{{[0-9]+}}, i32 0, ptr null)
; CHECK:       declare i32 @__dpagg_aggregate_warp(ptr, ptr, i32, i32, i32, i32, i32, i32, i32, ptr)

; INLINED-LABEL: define dso_local ptx_kernel void @_Z6parentPii(
; INLINED-NOT:     load {{.*}}@dpagg.site
; INLINED-NOT:     load {{.*}}.dpagg.child
; INLINED:         load ptr, ptr addrspacecast (ptr addrspace(1) @"_Z9elsewherePi$dpagg_child_v16" to ptr), align 8
; INLINED-NEXT:    load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(1) @"_Z9elsewherePi$dpagg_child_v16" to ptr), i64 8)
; INLINED-NEXT:    load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(1) @"_Z9elsewherePi$dpagg_child_v16" to ptr), i64 12)
; INLINED-NEXT:    load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(1) @"_Z9elsewherePi$dpagg_child_v16" to ptr), i64 16)
; INLINED-NOT:     load {{.*}}@dpagg.site
; INLINED-NOT:     load {{.*}}.dpagg.child
; INLINED:       {{^}}}

source_filename = "Inputs/site-descriptor.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.dim3 = type { i32, i32, i32 }

@__clang_gpu_used_external = internal global [1 x ptr] [ptr @_Z9elsewherePi]
@llvm.compiler.used = appending global [1 x ptr] [ptr @__clang_gpu_used_external], section "llvm.metadata"

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(argmem: write, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @_Z11local_childPii(ptr noundef writeonly captures(none) %0, i32 noundef %1) #0 {
  %3 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1, i32 0, i32 31)
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = zext nneg i32 %4 to i64
  %6 = getelementptr inbounds nuw i32, ptr %0, i64 %5
  store i32 %3, ptr %6, align 4, !tbaa !6
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z6parentPii(ptr noundef %0, i32 noundef %1) local_unnamed_addr #1 {
  %3 = alloca %struct.dim3, align 8
  %4 = alloca %struct.dim3, align 8
  %5 = alloca %struct.dim3, align 8
  %6 = alloca %struct.dim3, align 8
  %7 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #7
  %8 = icmp eq ptr %7, null
  br i1 %8, label %20, label %9

9:                                                ; preds = %2
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = shl nuw nsw i32 %10, 5
  %12 = zext nneg i32 %11 to i64
  %13 = getelementptr inbounds nuw i32, ptr %0, i64 %12
  store ptr %13, ptr %7, align 64, !tbaa !11
  %14 = getelementptr inbounds nuw i8, ptr %7, i64 8
  store i32 %1, ptr %14, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %6)
  call void @llvm.lifetime.start.p0(ptr nonnull %5)
  store i32 32, ptr %5, align 8
  %15 = getelementptr inbounds nuw i8, ptr %5, i64 4
  store i32 1, ptr %15, align 4
  %16 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store i32 1, ptr %16, align 8
  store i32 1, ptr %6, align 8
  %17 = getelementptr inbounds nuw i8, ptr %6, i64 4
  store i32 1, ptr %17, align 4
  %18 = getelementptr inbounds nuw i8, ptr %6, i64 8
  store i32 1, ptr %18, align 8
  %19 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z11local_childPii, ptr noundef nonnull %7, ptr noundef nonnull byval(%struct.dim3) align 4 %6, ptr noundef nonnull byval(%struct.dim3) align 4 %5, i32 noundef 0, ptr noundef null) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %6)
  call void @llvm.lifetime.end.p0(ptr nonnull %5)
  br label %20

20:                                               ; preds = %9, %2
  %21 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 8) #7
  %22 = icmp eq ptr %21, null
  br i1 %22, label %33, label %23

23:                                               ; preds = %20
  %24 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %25 = shl nuw nsw i32 %24, 5
  %26 = zext nneg i32 %25 to i64
  %27 = getelementptr inbounds nuw i32, ptr %0, i64 %26
  store ptr %27, ptr %21, align 64, !tbaa !11
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  store i32 32, ptr %3, align 8
  %28 = getelementptr inbounds nuw i8, ptr %3, i64 4
  store i32 1, ptr %28, align 4
  %29 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store i32 1, ptr %29, align 8
  store i32 1, ptr %4, align 8
  %30 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %30, align 4
  %31 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %31, align 8
  %32 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z9elsewherePi, ptr noundef nonnull %21, ptr noundef nonnull byval(%struct.dim3) align 4 %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, i32 noundef 0, ptr noundef null) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  br label %33

33:                                               ; preds = %23, %20
  ret void
}

; Function Attrs: convergent nounwind
declare dso_local void @_Z9elsewherePi(ptr noundef) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: convergent nounwind
declare dso_local ptr @__cudaCDP2GetParameterBuffer(i64 noundef, i64 noundef) local_unnamed_addr #5

; Function Attrs: convergent nounwind
declare dso_local i32 @__cudaCDP2LaunchDevice(ptr noundef, ptr noundef, ptr noundef byval(%struct.dim3) align 4, ptr noundef byval(%struct.dim3) align 4, i32 noundef, ptr noundef) local_unnamed_addr #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #6

attributes #0 = { convergent mustprogress noinline norecurse nounwind memory(argmem: write, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #2 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
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
!11 = !{!12, !12, i64 0}
!12 = !{!"p1 int", !13, i64 0}
!13 = !{!"any pointer", !8, i64 0}
