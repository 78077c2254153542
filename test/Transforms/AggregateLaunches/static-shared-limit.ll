; Produced by (clang 22.1.8, CUDA 13.0):
;   clang++ -x cuda --cuda-path=/usr/local/cuda
;     --cuda-gpu-arch=sm_90 -fgpu-rdc --cuda-device-only -D__CUDACC_RDC__
;     -Wno-unknown-cuda-version -S -emit-llvm -O2  Inputs/static-shared-limit.cu
; Static shared memory and the 48 KB limit (issue 9, class 6): a child with
; 48 KB of its own is refused (its clone would add a shared copy of the
; parameters and the runtime's child state); a parent whose callee uses
; 48 KB keeps block scope, which adds no shared memory to it (the block state
; is in global memory: DPAGG_BLOCK_STATE_SHARED_BYTES is 0).
; REQUIRES: nvptx-registered-target
; RUN: opt -passes='dpagg-aggregate<block>' -pass-remarks=dpagg -pass-remarks-missed=dpagg -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK

; REMARK:      launch of full_child(int*) not aggregated: the aggregated child would need up to 49287 bytes of static shared memory (the kernel's own, a copy of its parameters and the runtime's state), more than the 48 KB limit
; REMARK-NEXT: launch of small_child(int*) aggregated per block;
; REMARK-NEXT: launch of small_child(int*) aggregated per block;

source_filename = "Inputs/static-shared-limit.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.dim3 = type { i32, i32, i32 }

@_ZZ10full_childPiE3buf = internal unnamed_addr addrspace(3) global [12288 x i32] undef, align 4
@_ZZ11small_childPiE3buf = internal unnamed_addr addrspace(3) global [256 x i32] undef, align 4
@_ZZ5stagePiE4tile = internal unnamed_addr addrspace(3) global [12288 x i32] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z10full_childPi(ptr noundef captures(none) %0) #0 {
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %3 = zext nneg i32 %2 to i64
  %4 = getelementptr inbounds nuw i32, ptr %0, i64 %3
  %5 = load i32, ptr %4, align 4, !tbaa !6
  %6 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ10full_childPiE3buf to ptr), i64 %3
  store i32 %5, ptr %6, align 4, !tbaa !6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %7 = add nuw nsw i32 %2, 1
  %8 = and i32 %7, 31
  %9 = zext nneg i32 %8 to i64
  %10 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ10full_childPiE3buf to ptr), i64 %9
  %11 = load i32, ptr %10, align 4, !tbaa !6
  store i32 %11, ptr %4, align 4, !tbaa !6
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z11small_childPi(ptr noundef captures(none) %0) #0 {
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %3 = zext nneg i32 %2 to i64
  %4 = getelementptr inbounds nuw i32, ptr %0, i64 %3
  %5 = load i32, ptr %4, align 4, !tbaa !6
  %6 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ11small_childPiE3buf to ptr), i64 %3
  store i32 %5, ptr %6, align 4, !tbaa !6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %7 = add nuw nsw i32 %2, 1
  %8 = and i32 %7, 31
  %9 = zext nneg i32 %8 to i64
  %10 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ11small_childPiE3buf to ptr), i64 %9
  %11 = load i32, ptr %10, align 4, !tbaa !6
  store i32 %11, ptr %4, align 4, !tbaa !6
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z6parentPi(ptr noundef %0) local_unnamed_addr #0 {
  %2 = alloca %struct.dim3, align 8
  %3 = alloca %struct.dim3, align 8
  %4 = alloca %struct.dim3, align 8
  %5 = alloca %struct.dim3, align 8
  %6 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 8) #6
  %7 = icmp eq ptr %6, null
  br i1 %7, label %18, label %8

8:                                                ; preds = %1
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = shl nuw nsw i32 %9, 5
  %11 = zext nneg i32 %10 to i64
  %12 = getelementptr inbounds nuw i32, ptr %0, i64 %11
  store ptr %12, ptr %6, align 64, !tbaa !11
  call void @llvm.lifetime.start.p0(ptr nonnull %5)
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  store i32 32, ptr %4, align 8
  %13 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %13, align 4
  %14 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %14, align 8
  store i32 1, ptr %5, align 8
  %15 = getelementptr inbounds nuw i8, ptr %5, i64 4
  store i32 1, ptr %15, align 4
  %16 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store i32 1, ptr %16, align 8
  %17 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z10full_childPi, ptr noundef nonnull %6, ptr noundef nonnull byval(%struct.dim3) align 4 %5, ptr noundef nonnull byval(%struct.dim3) align 4 %4, i32 noundef 0, ptr noundef null) #6
  call void @llvm.lifetime.end.p0(ptr nonnull %5)
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  br label %18

18:                                               ; preds = %8, %1
  %19 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 8) #6
  %20 = icmp eq ptr %19, null
  br i1 %20, label %31, label %21

21:                                               ; preds = %18
  %22 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %23 = shl nuw nsw i32 %22, 5
  %24 = zext nneg i32 %23 to i64
  %25 = getelementptr inbounds nuw i32, ptr %0, i64 %24
  store ptr %25, ptr %19, align 64, !tbaa !11
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  call void @llvm.lifetime.start.p0(ptr nonnull %2)
  store i32 32, ptr %2, align 8
  %26 = getelementptr inbounds nuw i8, ptr %2, i64 4
  store i32 1, ptr %26, align 4
  %27 = getelementptr inbounds nuw i8, ptr %2, i64 8
  store i32 1, ptr %27, align 8
  store i32 1, ptr %3, align 8
  %28 = getelementptr inbounds nuw i8, ptr %3, i64 4
  store i32 1, ptr %28, align 4
  %29 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store i32 1, ptr %29, align 8
  %30 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z11small_childPi, ptr noundef nonnull %19, ptr noundef nonnull byval(%struct.dim3) align 4 %3, ptr noundef nonnull byval(%struct.dim3) align 4 %2, i32 noundef 0, ptr noundef null) #6
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  call void @llvm.lifetime.end.p0(ptr nonnull %2)
  br label %31

31:                                               ; preds = %21, %18
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local void @_Z5stagePi(ptr noundef captures(none) %0) local_unnamed_addr #2 {
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %3 = zext nneg i32 %2 to i64
  %4 = getelementptr inbounds nuw i32, ptr %0, i64 %3
  %5 = load i32, ptr %4, align 4, !tbaa !6
  %6 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ5stagePiE4tile to ptr), i64 %3
  store i32 %5, ptr %6, align 4, !tbaa !6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %7 = add nuw nsw i32 %2, 1
  %8 = and i32 %7, 31
  %9 = zext nneg i32 %8 to i64
  %10 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ5stagePiE4tile to ptr), i64 %9
  %11 = load i32, ptr %10, align 4, !tbaa !6
  store i32 %11, ptr %4, align 4, !tbaa !6
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z11full_parentPi(ptr noundef %0) local_unnamed_addr #0 {
  %2 = alloca %struct.dim3, align 8
  %3 = alloca %struct.dim3, align 8
  tail call void @_Z5stagePi(ptr noundef %0) #6
  %4 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 8) #6
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
  %15 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z11small_childPi, ptr noundef nonnull %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, ptr noundef nonnull byval(%struct.dim3) align 4 %2, i32 noundef 0, ptr noundef null) #6
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  call void @llvm.lifetime.end.p0(ptr nonnull %2)
  br label %16

16:                                               ; preds = %6, %1
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

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
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
!12 = !{!"p1 int", !13, i64 0}
!13 = !{!"any pointer", !8, i64 0}
