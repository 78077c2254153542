; Rule (6b) of PromoteLaunches.h, reads through the non-coherent path, one
; kernel per behaviour (noncoherent.cu); noncoherent-reads.test reads it:
;  - own: promoted; its __ldg (a load with !invariant.load) is kept in the
;    host's kernel and dropped in K' and K'';
;  - callee: refused (peek, a callee it does not clone, reads through __ldg).
;
; Produced by (clang 22.1.8, CUDA 13.0):
;   clang++ -x cuda -std=c++17 --cuda-path=/usr/local/cuda
;     --cuda-gpu-arch=sm_90 -fgpu-rdc --cuda-device-only -D__CUDACC_RDC__
;     -Wno-unknown-cuda-version -S -emit-llvm -O2
;     Inputs/noncoherent.cu

source_filename = "Inputs/noncoherent.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.dim3 = type { i32, i32, i32 }

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z3ownPKjPji(ptr noundef readonly captures(none) %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca %struct.dim3, align 8
  %5 = alloca %struct.dim3, align 8
  %6 = icmp eq i32 %2, 0
  br i1 %6, label %14, label %7

7:                                                ; preds = %3
  %8 = sext i32 %2 to i64
  %9 = getelementptr inbounds i32, ptr %0, i64 %8
  %10 = getelementptr inbounds i8, ptr %9, i64 -4
  %11 = addrspacecast ptr %10 to ptr addrspace(1)
  %12 = load i32, ptr addrspace(1) %11, align 4, !invariant.load !11
  %13 = add i32 %12, 1
  br label %14

14:                                               ; preds = %3, %7
  %15 = phi i64 [ %8, %7 ], [ 0, %3 ]
  %16 = phi i32 [ %13, %7 ], [ 1, %3 ]
  %17 = getelementptr inbounds i32, ptr %1, i64 %15
  store i32 %16, ptr %17, align 4, !tbaa !6
  %18 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %19 = icmp eq i32 %18, 0
  %20 = icmp slt i32 %2, 8
  %21 = and i1 %19, %20
  br i1 %21, label %22, label %34

22:                                               ; preds = %14
  %23 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 20) #5
  %24 = icmp eq ptr %23, null
  br i1 %24, label %34, label %25

25:                                               ; preds = %22
  %26 = add nsw i32 %2, 1
  store ptr %1, ptr %23, align 64, !tbaa !12
  %27 = getelementptr inbounds nuw i8, ptr %23, i64 8
  store ptr %1, ptr %27, align 8, !tbaa !12
  %28 = getelementptr inbounds nuw i8, ptr %23, i64 16
  store i32 %26, ptr %28, align 16, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %5)
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  store i32 32, ptr %4, align 8
  %29 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %29, align 4
  %30 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %30, align 8
  store i32 1, ptr %5, align 8
  %31 = getelementptr inbounds nuw i8, ptr %5, i64 4
  store i32 1, ptr %31, align 4
  %32 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store i32 1, ptr %32, align 8
  %33 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z3ownPKjPji, ptr noundef nonnull %23, ptr noundef nonnull byval(%struct.dim3) align 4 %5, ptr noundef nonnull byval(%struct.dim3) align 4 %4, i32 noundef 0, ptr noundef null) #5
  call void @llvm.lifetime.end.p0(ptr nonnull %5)
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  br label %34

34:                                               ; preds = %22, %25, %14
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local noundef i32 @_Z4peekPKj(ptr noundef readonly captures(none) %0) local_unnamed_addr #1 {
  %2 = addrspacecast ptr %0 to ptr addrspace(1)
  %3 = load i32, ptr addrspace(1) %2, align 4, !invariant.load !11
  ret i32 %3
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z6calleePKjPji(ptr noundef readonly captures(none) %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca %struct.dim3, align 8
  %5 = alloca %struct.dim3, align 8
  %6 = icmp eq i32 %2, 0
  br i1 %6, label %13, label %7

7:                                                ; preds = %3
  %8 = sext i32 %2 to i64
  %9 = getelementptr inbounds i32, ptr %0, i64 %8
  %10 = getelementptr inbounds i8, ptr %9, i64 -4
  %11 = tail call noundef i32 @_Z4peekPKj(ptr noundef nonnull %10) #6
  %12 = add i32 %11, 1
  br label %13

13:                                               ; preds = %3, %7
  %14 = phi i64 [ %8, %7 ], [ 0, %3 ]
  %15 = phi i32 [ %12, %7 ], [ 1, %3 ]
  %16 = getelementptr inbounds i32, ptr %1, i64 %14
  store i32 %15, ptr %16, align 4, !tbaa !6
  %17 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %18 = icmp eq i32 %17, 0
  %19 = icmp slt i32 %2, 8
  %20 = and i1 %18, %19
  br i1 %20, label %21, label %33

21:                                               ; preds = %13
  %22 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 20) #5
  %23 = icmp eq ptr %22, null
  br i1 %23, label %33, label %24

24:                                               ; preds = %21
  %25 = add nsw i32 %2, 1
  store ptr %1, ptr %22, align 64, !tbaa !12
  %26 = getelementptr inbounds nuw i8, ptr %22, i64 8
  store ptr %1, ptr %26, align 8, !tbaa !12
  %27 = getelementptr inbounds nuw i8, ptr %22, i64 16
  store i32 %25, ptr %27, align 16, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %5)
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  store i32 32, ptr %4, align 8
  %28 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %28, align 4
  %29 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %29, align 8
  store i32 1, ptr %5, align 8
  %30 = getelementptr inbounds nuw i8, ptr %5, i64 4
  store i32 1, ptr %30, align 4
  %31 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store i32 1, ptr %31, align 8
  %32 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z6calleePKjPji, ptr noundef nonnull %22, ptr noundef nonnull byval(%struct.dim3) align 4 %5, ptr noundef nonnull byval(%struct.dim3) align 4 %4, i32 noundef 0, ptr noundef null) #5
  call void @llvm.lifetime.end.p0(ptr nonnull %5)
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  br label %33

33:                                               ; preds = %21, %24, %13
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: convergent nounwind
declare dso_local ptr @__cudaCDP2GetParameterBuffer(i64 noundef, i64 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local i32 @__cudaCDP2LaunchDevice(ptr noundef, ptr noundef, ptr noundef byval(%struct.dim3) align 4, ptr noundef byval(%struct.dim3) align 4, i32 noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #4

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { convergent nounwind }
attributes #6 = { nounwind }

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
!11 = !{}
!12 = !{!13, !13, i64 0}
!13 = !{!"p1 int", !14, i64 0}
!14 = !{!"any pointer", !8, i64 0}
