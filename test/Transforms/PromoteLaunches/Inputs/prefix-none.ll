; PO and PAO with nothing before the acquire (prefix-none.cu): atomic_first,
; whose first instruction is an atomic; prefix-rewrite-po.test and
; prefix-rewrite-pao.test read it.
;
; Produced by (clang 22.1.8, CUDA 13.0):
;   clang++ -x cuda -std=c++17 --cuda-path=/usr/local/cuda
;     --cuda-gpu-arch=sm_90 -fgpu-rdc --cuda-device-only -D__CUDACC_RDC__
;     -Wno-unknown-cuda-version -S -emit-llvm -O2
;     Inputs/prefix-none.cu

source_filename = "Inputs/prefix-none.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.dim3 = type { i32, i32, i32 }

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z12atomic_firstPiPxiix(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, i64 noundef %4) #0 {
  %6 = alloca %struct.dim3, align 8
  %7 = alloca %struct.dim3, align 8
  %8 = atomicrmw add ptr %0, i32 1 seq_cst, align 4
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = icmp eq i32 %9, 0
  br i1 %10, label %11, label %29

11:                                               ; preds = %5
  %12 = add nsw i32 %3, 1
  %13 = icmp slt i32 %12, %2
  br i1 %13, label %14, label %29

14:                                               ; preds = %11
  %15 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 32) #4
  %16 = icmp eq ptr %15, null
  br i1 %16, label %29, label %17

17:                                               ; preds = %14
  %18 = load i64, ptr %1, align 8, !tbaa !11
  %19 = add nsw i64 %18, %4
  store ptr %0, ptr %15, align 64, !tbaa !13
  %20 = getelementptr inbounds nuw i8, ptr %15, i64 8
  store ptr %1, ptr %20, align 8, !tbaa !16
  %21 = getelementptr inbounds nuw i8, ptr %15, i64 16
  store i32 %2, ptr %21, align 16, !tbaa !6
  %22 = getelementptr inbounds nuw i8, ptr %15, i64 20
  store i32 %12, ptr %22, align 4, !tbaa !6
  %23 = getelementptr inbounds nuw i8, ptr %15, i64 24
  store i64 %19, ptr %23, align 8, !tbaa !11
  call void @llvm.lifetime.start.p0(ptr nonnull %7)
  call void @llvm.lifetime.start.p0(ptr nonnull %6)
  store i32 64, ptr %6, align 8
  %24 = getelementptr inbounds nuw i8, ptr %6, i64 4
  store i32 1, ptr %24, align 4
  %25 = getelementptr inbounds nuw i8, ptr %6, i64 8
  store i32 1, ptr %25, align 8
  store i32 1, ptr %7, align 8
  %26 = getelementptr inbounds nuw i8, ptr %7, i64 4
  store i32 1, ptr %26, align 4
  %27 = getelementptr inbounds nuw i8, ptr %7, i64 8
  store i32 1, ptr %27, align 8
  %28 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z12atomic_firstPiPxiix, ptr noundef nonnull %15, ptr noundef nonnull byval(%struct.dim3) align 4 %7, ptr noundef nonnull byval(%struct.dim3) align 4 %6, i32 noundef 0, ptr noundef null) #4
  call void @llvm.lifetime.end.p0(ptr nonnull %7)
  call void @llvm.lifetime.end.p0(ptr nonnull %6)
  br label %29

29:                                               ; preds = %14, %17, %11, %5
  %30 = shl nsw i32 %3, 6
  %31 = add i32 %30, %9
  %32 = zext i32 %31 to i64
  %33 = getelementptr inbounds nuw i64, ptr %1, i64 %32
  store i64 %4, ptr %33, align 8, !tbaa !11
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
!12 = !{!"long long", !8, i64 0}
!13 = !{!14, !14, i64 0}
!14 = !{!"p1 int", !15, i64 0}
!15 = !{!"any pointer", !8, i64 0}
!16 = !{!17, !17, i64 0}
!17 = !{!"p1 long long", !15, i64 0}
