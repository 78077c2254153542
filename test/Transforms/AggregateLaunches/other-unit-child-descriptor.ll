; Produced by (clang 22.1.8, CUDA 13.0):
;   clang++ -x cuda --cuda-path=/usr/local/cuda
;     --cuda-gpu-arch=sm_90 -fgpu-rdc --cuda-device-only -D__CUDACC_RDC__
;     -Wno-unknown-cuda-version -S -emit-llvm -O2 Inputs/external-child.cu
; (@_Z9parent_2dPii added by hand: the same launch with a block whose y
; extent is a parameter.)
; The child is only declared here (defined in another translation unit).
; The launch is aggregated with the aggregated child that the defining unit
; publishes: this unit defines the child's descriptor weak and zero (the
; linker keeps the defining unit's strong one if there is one), and each
; site's descriptor points at it, as a site of this unit's kernel points at
; that child's private descriptor; the runtime reads the child and its launch
; limits from it (the INLINED lines: loads of the weak descriptor, which no
; compile folds) and launches alone when the child is null. Every site, 1-D
; or not, has the runtime turn the descriptor's DPAGG_CHILD_NEEDS_1D_BLOCK (1)
; into DPAGG_LAUNCH_NEEDS_1D_BLOCK (4096, bit 12), which checks each launch's
; own block: the launching unit's proof of 1-D never decides alone (issue
; 21, item 17). Where the block is not provably 1-D the site says so
; (DPAGG_LAUNCH_BLOCK_NOT_PROVEN_1D, 8192: flags 20 + 8192) and the runtime
; then uses no child when the descriptor's flag is set.
; Nothing is cloned here (no body), and without publish-children nothing is
; published either.
; REQUIRES: nvptx-registered-target
; RUN: opt -passes='dpagg-aggregate<block>' -S %s | FileCheck %s
; RUN: opt -passes='dpagg-aggregate<block>' -pass-remarks=dpagg -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: opt -passes='dpagg-aggregate<block>,dpagg-link-runtime<inline>' -S %s | FileCheck %s --check-prefix=INLINED
; REMARK: remark: <unknown>:0:0: launch of elsewhere(int*) aggregated per block; {{.*}}; the child is defined in another translation unit, whose aggregated child is used if that unit was built with DPAgg (otherwise each launch is made alone){{$}}
; REMARK: remark: <unknown>:0:0: launch of elsewhere(int*) aggregated per block; {{.*}}; the child is defined in another translation unit, {{.*}}; the block shape is not provably one-dimensional, so launches are made alone if that unit says the child uses warp-level operations

; CHECK: @"_Z9elsewherePi$dpagg_child_v16" = weak addrspace(1) constant { ptr, i32, i32, i32, i32 } zeroinitializer, align 8
; CHECK-NOT: {{\.dpagg\(|\$dpagg_child_v16" = addrspace|\.dpagg\.child = }}
; CHECK: @[[SITE1:dpagg.site._Z9elsewherePi.[0-9]+]] = private unnamed_addr constant {{.*}} { ptr addrspacecast (ptr addrspace(1) @"_Z9elsewherePi$dpagg_child_v16" to ptr), ptr @_Z9elsewherePi, ptr @dpagg.name._Z9elsewherePi, ptr {{[^,]*}}, ptr {{[^,]*}}, i32 20,
; CHECK: @[[SITE2:dpagg.site._Z9elsewherePi.[0-9]+]] = private unnamed_addr constant {{.*}} { ptr addrspacecast (ptr addrspace(1) @"_Z9elsewherePi$dpagg_child_v16" to ptr), ptr @_Z9elsewherePi, ptr @dpagg.name._Z9elsewherePi, ptr {{[^,]*}}, ptr {{[^,]*}}, i32 8212,
; CHECK-LABEL: define dso_local ptx_kernel void @_Z6parentPi(
; CHECK-NOT:     load {{.*}}$dpagg_child_v16
; CHECK:         call i32 @__dpagg_aggregate_block(ptr @[[SITE1]], {{.*}}, ptr %dpagg.block.frame, ptr
; CHECK-LABEL: define dso_local ptx_kernel void @_Z9parent_2dPii(
; CHECK-NOT:     load {{.*}}$dpagg_child_v16
; CHECK:         call i32 @__dpagg_aggregate_block(ptr @[[SITE2]], {{.*}}, ptr %dpagg.block.frame, ptr

; INLINED-LABEL: define dso_local ptx_kernel void @_Z6parentPi(
; INLINED:         [[CHILD1:%[0-9]+]] = load ptr, ptr addrspacecast (ptr addrspace(1) @"_Z9elsewherePi$dpagg_child_v16" to ptr), align 8
; INLINED-NEXT:    load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(1) @"_Z9elsewherePi$dpagg_child_v16" to ptr), i64 8)
; INLINED-NEXT:    load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(1) @"_Z9elsewherePi$dpagg_child_v16" to ptr), i64 12)
; INLINED-NEXT:    [[FLAGS1:%[0-9]+]] = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(1) @"_Z9elsewherePi$dpagg_child_v16" to ptr), i64 16)
; INLINED-NEXT:    [[NEEDS1:%[0-9]+]] = and i32 [[FLAGS1]], 1
; INLINED:         [[BIT1:%[0-9]+]] = shl nuw nsw i32 [[NEEDS1]], 12
; INLINED-NEXT:    or i32 [[BIT1]], 20
; INLINED:         icmp ne ptr [[CHILD1]], null
; INLINED-LABEL: define dso_local ptx_kernel void @_Z9parent_2dPii(
; INLINED:         [[CHILD2:%[0-9]+]] = load ptr, ptr addrspacecast (ptr addrspace(1) @"_Z9elsewherePi$dpagg_child_v16" to ptr), align 8
; INLINED:         [[FLAGS2:%[0-9]+]] = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(1) @"_Z9elsewherePi$dpagg_child_v16" to ptr), i64 16)
; INLINED-NEXT:    [[NEEDS2:%[0-9]+]] = and i32 [[FLAGS2]], 1
; INLINED-NEXT:    [[ONE_D_OK:%[0-9]+]] = icmp eq i32 [[NEEDS2]], 0
; INLINED-NEXT:    [[BIT2:%[0-9]+]] = shl nuw nsw i32 [[NEEDS2]], 12
; INLINED-NEXT:    or i32 [[BIT2]], 8212
; INLINED:         [[HAS_CHILD:%[0-9]+]] = icmp ne ptr [[CHILD2]], null
; INLINED:         select i1 {{%[0-9]+}}, i1 [[ONE_D_OK]], i1 false

source_filename = "Inputs/external-child.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.dim3 = type { i32, i32, i32 }

@__clang_gpu_used_external = internal global [1 x ptr] [ptr @_Z9elsewherePi]
@llvm.compiler.used = appending global [1 x ptr] [ptr @__clang_gpu_used_external], section "llvm.metadata"

; Function Attrs: convergent mustprogress noinline norecurse nounwind
;
define dso_local ptx_kernel void @_Z6parentPi(ptr noundef %0) local_unnamed_addr #0 {
  %2 = alloca %struct.dim3, align 8
  %3 = alloca %struct.dim3, align 8
  %4 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 8) #5
  %5 = icmp eq ptr %4, null
  br i1 %5, label %16, label %6

6:                                                ; preds = %1
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = shl nuw nsw i32 %7, 5
  %9 = zext nneg i32 %8 to i64
  %10 = getelementptr inbounds nuw i32, ptr %0, i64 %9
  store ptr %10, ptr %4, align 64, !tbaa !11
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  call void @llvm.lifetime.start.p0(ptr nonnull %2)
  store i32 32, ptr %2, align 8
  %11 = getelementptr inbounds nuw i8, ptr %2, i64 4
  store i32 1, ptr %11, align 4
  %12 = getelementptr inbounds nuw i8, ptr %2, i64 8
  store i32 1, ptr %12, align 8
  store i32 1, ptr %3, align 8
  %13 = getelementptr inbounds nuw i8, ptr %3, i64 4
  store i32 1, ptr %13, align 4
  %14 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store i32 1, ptr %14, align 8
  %15 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z9elsewherePi, ptr noundef nonnull %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, ptr noundef nonnull byval(%struct.dim3) align 4 %2, i32 noundef 0, ptr noundef null) #5
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  call void @llvm.lifetime.end.p0(ptr nonnull %2)
  br label %16

16:                                               ; preds = %6, %1
  ret void
}

define dso_local ptx_kernel void @_Z9parent_2dPii(ptr noundef %0, i32 noundef %y) local_unnamed_addr #0 {
  %2 = alloca %struct.dim3, align 8
  %3 = alloca %struct.dim3, align 8
  %4 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 8) #5
  %5 = icmp eq ptr %4, null
  br i1 %5, label %16, label %6

6:
  store ptr %0, ptr %4, align 64
  store i32 32, ptr %2, align 8
  %11 = getelementptr inbounds nuw i8, ptr %2, i64 4
  store i32 %y, ptr %11, align 4
  %12 = getelementptr inbounds nuw i8, ptr %2, i64 8
  store i32 1, ptr %12, align 8
  store i32 1, ptr %3, align 8
  %13 = getelementptr inbounds nuw i8, ptr %3, i64 4
  store i32 1, ptr %13, align 4
  %14 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store i32 1, ptr %14, align 8
  %15 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z9elsewherePi, ptr noundef nonnull %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, ptr noundef nonnull byval(%struct.dim3) align 4 %2, i32 noundef 0, ptr noundef null) #5
  br label %16

16:
  ret void
}

; Function Attrs: convergent nounwind
declare dso_local void @_Z9elsewherePi(ptr noundef) #1

; Function Attrs: convergent nounwind
declare dso_local ptr @__cudaCDP2GetParameterBuffer(i64 noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: convergent nounwind
declare dso_local i32 @__cudaCDP2LaunchDevice(ptr noundef, ptr noundef, ptr noundef byval(%struct.dim3) align 4, ptr noundef byval(%struct.dim3) align 4, i32 noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #4

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
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
!12 = !{!"p1 int", !13, i64 0}
!13 = !{!"any pointer", !8, i64 0}
