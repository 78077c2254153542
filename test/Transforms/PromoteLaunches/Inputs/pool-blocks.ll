; PA's block rules (PromotionPlan.cpp, decidePool), one kernel per
; behaviour (pool-blocks.cu); pool-blocks.test reads it:
;  - flat2d: refused under pa (a constant 32 x 2 block: a block of a pool
;    finds its launcher only in a one-dimensional block), promoted under p;
;  - own2d: promoted (the launching block's own extents);
;  - full: refused under pa (48 KiB of static shared memory, no room for
;    the pool's index), promoted under p;
;  - fits: promoted (4 bytes less).
;
; Produced by (clang 22.1.8, CUDA 13.0):
;   clang++ -x cuda -std=c++17 --cuda-path=/usr/local/cuda
;     --cuda-gpu-arch=sm_90 -fgpu-rdc --cuda-device-only -D__CUDACC_RDC__
;     -Wno-unknown-cuda-version -S -emit-llvm -O2
;     Inputs/pool-blocks.cu

source_filename = "Inputs/pool-blocks.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.dim3 = type { i32, i32, i32 }

@_ZZ4fullPjiE3big = internal unnamed_addr addrspace(3) global [12288 x i32] undef, align 4
@_ZZ4fitsPjiE3big = internal unnamed_addr addrspace(3) global [12287 x i32] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z6flat2dPji(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca %struct.dim3, align 8
  %4 = alloca %struct.dim3, align 8
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.z()
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %7, label %33

7:                                                ; preds = %2
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = shl nsw i32 %1, 6
  %10 = add i32 %9, %8
  %11 = zext i32 %10 to i64
  %12 = getelementptr inbounds nuw i32, ptr %0, i64 %11
  store i32 %1, ptr %12, align 4, !tbaa !6
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %14 = icmp eq i32 %13, 0
  br i1 %14, label %15, label %33

15:                                               ; preds = %7
  %16 = add i32 %10, 32
  %17 = zext i32 %16 to i64
  %18 = getelementptr inbounds nuw i32, ptr %0, i64 %17
  store i32 %1, ptr %18, align 4, !tbaa !6
  %19 = icmp eq i32 %8, 0
  %20 = icmp sgt i32 %1, 0
  %21 = and i1 %19, %20
  br i1 %21, label %22, label %33

22:                                               ; preds = %15
  %23 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #5
  %24 = icmp eq ptr %23, null
  br i1 %24, label %33, label %25

25:                                               ; preds = %22
  %26 = add nsw i32 %1, -1
  store ptr %0, ptr %23, align 64, !tbaa !11
  %27 = getelementptr inbounds nuw i8, ptr %23, i64 8
  store i32 %26, ptr %27, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  store i32 32, ptr %3, align 8
  %28 = getelementptr inbounds nuw i8, ptr %3, i64 4
  store i32 2, ptr %28, align 4
  %29 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store i32 1, ptr %29, align 8
  store i32 1, ptr %4, align 8
  %30 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %30, align 4
  %31 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %31, align 8
  %32 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z6flat2dPji, ptr noundef nonnull %23, ptr noundef nonnull byval(%struct.dim3) align 4 %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, i32 noundef 0, ptr noundef null) #5
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  br label %33

33:                                               ; preds = %7, %22, %25, %15, %2
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z5own2dPji(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca %struct.dim3, align 8
  %4 = alloca %struct.dim3, align 8
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.z()
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %7, label %35

7:                                                ; preds = %2
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = shl nsw i32 %1, 6
  %10 = add i32 %9, %8
  %11 = zext i32 %10 to i64
  %12 = getelementptr inbounds nuw i32, ptr %0, i64 %11
  store i32 %1, ptr %12, align 4, !tbaa !6
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %14 = icmp eq i32 %13, 0
  br i1 %14, label %15, label %35

15:                                               ; preds = %7
  %16 = add i32 %10, 32
  %17 = zext i32 %16 to i64
  %18 = getelementptr inbounds nuw i32, ptr %0, i64 %17
  store i32 %1, ptr %18, align 4, !tbaa !6
  %19 = icmp eq i32 %8, 0
  %20 = icmp sgt i32 %1, 0
  %21 = and i1 %19, %20
  br i1 %21, label %22, label %35

22:                                               ; preds = %15
  %23 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #5
  %24 = icmp eq ptr %23, null
  br i1 %24, label %35, label %25

25:                                               ; preds = %22
  %26 = add nsw i32 %1, -1
  store ptr %0, ptr %23, align 64, !tbaa !11
  %27 = getelementptr inbounds nuw i8, ptr %23, i64 8
  store i32 %26, ptr %27, align 8, !tbaa !6
  %28 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %29 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  store i32 %28, ptr %3, align 8
  %30 = getelementptr inbounds nuw i8, ptr %3, i64 4
  store i32 %29, ptr %30, align 4
  %31 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store i32 1, ptr %31, align 8
  store i32 1, ptr %4, align 8
  %32 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %32, align 4
  %33 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %33, align 8
  %34 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5own2dPji, ptr noundef nonnull %23, ptr noundef nonnull byval(%struct.dim3) align 4 %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, i32 noundef 0, ptr noundef null) #5
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  br label %35

35:                                               ; preds = %7, %22, %25, %15, %2
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z4fullPji(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca %struct.dim3, align 8
  %4 = alloca %struct.dim3, align 8
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %18

7:                                                ; preds = %18
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %8 = mul nsw i32 %1, 131
  %9 = srem i32 %8, 12288
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ4fullPjiE3big to ptr), i64 %10
  %12 = load i32, ptr %11, align 4, !tbaa !6
  %13 = sext i32 %1 to i64
  %14 = getelementptr inbounds i32, ptr %0, i64 %13
  store i32 %12, ptr %14, align 4, !tbaa !6
  %15 = icmp eq i32 %5, 0
  %16 = icmp sgt i32 %1, 0
  %17 = and i1 %15, %16
  br i1 %17, label %25, label %36

18:                                               ; preds = %2, %18
  %19 = phi i32 [ %5, %2 ], [ %23, %18 ]
  %20 = add nsw i32 %19, %1
  %21 = zext nneg i32 %19 to i64
  %22 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ4fullPjiE3big to ptr), i64 %21
  store i32 %20, ptr %22, align 4, !tbaa !6
  %23 = add nuw nsw i32 %19, %6
  %24 = icmp samesign ult i32 %23, 12288
  br i1 %24, label %18, label %7, !llvm.loop !14

25:                                               ; preds = %7
  %26 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #5
  %27 = icmp eq ptr %26, null
  br i1 %27, label %36, label %28

28:                                               ; preds = %25
  %29 = add nsw i32 %1, -1
  store ptr %0, ptr %26, align 64, !tbaa !11
  %30 = getelementptr inbounds nuw i8, ptr %26, i64 8
  store i32 %29, ptr %30, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  store i32 64, ptr %3, align 8
  %31 = getelementptr inbounds nuw i8, ptr %3, i64 4
  store i32 1, ptr %31, align 4
  %32 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store i32 1, ptr %32, align 8
  store i32 1, ptr %4, align 8
  %33 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %33, align 4
  %34 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %34, align 8
  %35 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z4fullPji, ptr noundef nonnull %26, ptr noundef nonnull byval(%struct.dim3) align 4 %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, i32 noundef 0, ptr noundef null) #5
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  br label %36

36:                                               ; preds = %25, %28, %7
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z4fitsPji(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca %struct.dim3, align 8
  %4 = alloca %struct.dim3, align 8
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %18

7:                                                ; preds = %18
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %8 = mul nsw i32 %1, 131
  %9 = srem i32 %8, 12287
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ4fitsPjiE3big to ptr), i64 %10
  %12 = load i32, ptr %11, align 4, !tbaa !6
  %13 = sext i32 %1 to i64
  %14 = getelementptr inbounds i32, ptr %0, i64 %13
  store i32 %12, ptr %14, align 4, !tbaa !6
  %15 = icmp eq i32 %5, 0
  %16 = icmp sgt i32 %1, 0
  %17 = and i1 %15, %16
  br i1 %17, label %25, label %36

18:                                               ; preds = %2, %18
  %19 = phi i32 [ %5, %2 ], [ %23, %18 ]
  %20 = add nsw i32 %19, %1
  %21 = zext nneg i32 %19 to i64
  %22 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ4fitsPjiE3big to ptr), i64 %21
  store i32 %20, ptr %22, align 4, !tbaa !6
  %23 = add nuw nsw i32 %19, %6
  %24 = icmp samesign ult i32 %23, 12287
  br i1 %24, label %18, label %7, !llvm.loop !16

25:                                               ; preds = %7
  %26 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #5
  %27 = icmp eq ptr %26, null
  br i1 %27, label %36, label %28

28:                                               ; preds = %25
  %29 = add nsw i32 %1, -1
  store ptr %0, ptr %26, align 64, !tbaa !11
  %30 = getelementptr inbounds nuw i8, ptr %26, i64 8
  store i32 %29, ptr %30, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  store i32 64, ptr %3, align 8
  %31 = getelementptr inbounds nuw i8, ptr %3, i64 4
  store i32 1, ptr %31, align 4
  %32 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store i32 1, ptr %32, align 8
  store i32 1, ptr %4, align 8
  %33 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %33, align 4
  %34 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %34, align 8
  %35 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z4fitsPji, ptr noundef nonnull %26, ptr noundef nonnull byval(%struct.dim3) align 4 %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, i32 noundef 0, ptr noundef null) #5
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  br label %36

36:                                               ; preds = %25, %28, %7
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 64) i32 @llvm.nvvm.read.ptx.sreg.tid.z() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

; Function Attrs: convergent nounwind
declare dso_local ptr @__cudaCDP2GetParameterBuffer(i64 noundef, i64 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local i32 @__cudaCDP2LaunchDevice(ptr noundef, ptr noundef, ptr noundef byval(%struct.dim3) align 4, ptr noundef byval(%struct.dim3) align 4, i32 noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #4

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
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
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
!16 = distinct !{!16, !15}
