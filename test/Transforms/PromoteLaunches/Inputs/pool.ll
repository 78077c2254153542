; PA's rules and rewrite (PromoteLaunches.h, "PA"), one kernel per
; behaviour (pool.cu); pool-*.test read it:
;  - step: promoted (reads blockIdx.x and gridDim.x, itself and through
;    chain_of, a callee that is not inlined);
;  - refused, one rule each: halves (the block shrinks each step), grows
;    (the dynamic shared memory grows each step), grid_id (reads %gridid).
;
; Produced by (clang 22.1.8, CUDA 13.0):
;   clang++ -x cuda -std=c++17 --cuda-path=/usr/local/cuda
;     --cuda-gpu-arch=sm_90 -fgpu-rdc --cuda-device-only -D__CUDACC_RDC__
;     -Wno-unknown-cuda-version -S -emit-llvm -O2
;     Inputs/pool.cu

source_filename = "Inputs/pool.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.dim3 = type { i32, i32, i32 }

@s = external dso_local local_unnamed_addr addrspace(3) global [0 x i32], align 4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define dso_local noundef i32 @_Z8chain_ofi(i32 noundef %0) local_unnamed_addr #0 {
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %3 = mul i32 %0, %2
  ret i32 %3
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z4stepPiii(ptr noundef %0, i32 noundef %1, i32 noundef %2) #1 {
  %4 = alloca %struct.dim3, align 8
  %5 = alloca %struct.dim3, align 8
  %6 = tail call noundef i32 @_Z8chain_ofi(i32 noundef %1) #5
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %8 = add nsw i32 %7, -1
  %9 = add i32 %8, %2
  %10 = add i32 %9, %6
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds i32, ptr %0, i64 %11
  store i32 %2, ptr %12, align 4, !tbaa !6
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %14 = icmp eq i32 %13, 0
  br i1 %14, label %15, label %33

15:                                               ; preds = %3
  %16 = add nsw i32 %2, 1
  %17 = icmp slt i32 %16, %1
  br i1 %17, label %18, label %33

18:                                               ; preds = %15
  %19 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 16) #6
  %20 = icmp eq ptr %19, null
  br i1 %20, label %33, label %21

21:                                               ; preds = %18
  %22 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %23 = mul i32 %1, %22
  %24 = zext i32 %23 to i64
  %25 = getelementptr inbounds nuw i32, ptr %0, i64 %24
  store ptr %25, ptr %19, align 64, !tbaa !11
  %26 = getelementptr inbounds nuw i8, ptr %19, i64 8
  store i32 %1, ptr %26, align 8, !tbaa !6
  %27 = getelementptr inbounds nuw i8, ptr %19, i64 12
  store i32 %16, ptr %27, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %5)
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  store i32 64, ptr %4, align 8
  %28 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %28, align 4
  %29 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %29, align 8
  store i32 1, ptr %5, align 8
  %30 = getelementptr inbounds nuw i8, ptr %5, i64 4
  store i32 1, ptr %30, align 4
  %31 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store i32 1, ptr %31, align 8
  %32 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z4stepPiii, ptr noundef nonnull %19, ptr noundef nonnull byval(%struct.dim3) align 4 %5, ptr noundef nonnull byval(%struct.dim3) align 4 %4, i32 noundef 0, ptr noundef null) #6
  call void @llvm.lifetime.end.p0(ptr nonnull %5)
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  br label %33

33:                                               ; preds = %18, %21, %15, %3
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z6halvesPii(ptr noundef %0, i32 noundef %1) #1 {
  %3 = alloca %struct.dim3, align 8
  %4 = alloca %struct.dim3, align 8
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = zext nneg i32 %5 to i64
  %7 = getelementptr inbounds nuw i32, ptr %0, i64 %6
  store i32 %1, ptr %7, align 4, !tbaa !6
  %8 = icmp eq i32 %5, 0
  %9 = icmp sgt i32 %1, 1
  %10 = and i1 %8, %9
  br i1 %10, label %11, label %24

11:                                               ; preds = %2
  %12 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #6
  %13 = icmp eq ptr %12, null
  br i1 %13, label %24, label %14

14:                                               ; preds = %11
  %15 = add nsw i32 %1, -1
  store ptr %0, ptr %12, align 64, !tbaa !11
  %16 = getelementptr inbounds nuw i8, ptr %12, i64 8
  store i32 %15, ptr %16, align 8, !tbaa !6
  %17 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %18 = lshr i32 %17, 1
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  store i32 %18, ptr %3, align 8
  %19 = getelementptr inbounds nuw i8, ptr %3, i64 4
  store i32 1, ptr %19, align 4
  %20 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store i32 1, ptr %20, align 8
  store i32 1, ptr %4, align 8
  %21 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %21, align 4
  %22 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %22, align 8
  %23 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z6halvesPii, ptr noundef nonnull %12, ptr noundef nonnull byval(%struct.dim3) align 4 %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, i32 noundef 0, ptr noundef null) #6
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  br label %24

24:                                               ; preds = %11, %14, %2
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z5growsPii(ptr noundef %0, i32 noundef %1) #1 {
  %3 = alloca %struct.dim3, align 8
  %4 = alloca %struct.dim3, align 8
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = zext nneg i32 %5 to i64
  %7 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @s to ptr), i64 %6
  store i32 %1, ptr %7, align 4, !tbaa !6
  %8 = load i32, ptr addrspacecast (ptr addrspace(3) @s to ptr), align 4, !tbaa !6
  %9 = getelementptr inbounds nuw i32, ptr %0, i64 %6
  store i32 %8, ptr %9, align 4, !tbaa !6
  %10 = icmp eq i32 %5, 0
  %11 = icmp sgt i32 %1, 1
  %12 = and i1 %10, %11
  br i1 %12, label %13, label %25

13:                                               ; preds = %2
  %14 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #6
  %15 = icmp eq ptr %14, null
  br i1 %15, label %25, label %16

16:                                               ; preds = %13
  %17 = add nsw i32 %1, -1
  store ptr %0, ptr %14, align 64, !tbaa !11
  %18 = getelementptr inbounds nuw i8, ptr %14, i64 8
  store i32 %17, ptr %18, align 8, !tbaa !6
  %19 = shl nsw i32 %1, 2
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  store i32 32, ptr %3, align 8
  %20 = getelementptr inbounds nuw i8, ptr %3, i64 4
  store i32 1, ptr %20, align 4
  %21 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store i32 1, ptr %21, align 8
  store i32 1, ptr %4, align 8
  %22 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %22, align 4
  %23 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %23, align 8
  %24 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5growsPii, ptr noundef nonnull %14, ptr noundef nonnull byval(%struct.dim3) align 4 %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, i32 noundef range(i32 0, -2147483648) %19, ptr noundef null) #6
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  br label %25

25:                                               ; preds = %13, %16, %2
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z7grid_idPxi(ptr noundef %0, i32 noundef %1) #1 {
  %3 = alloca %struct.dim3, align 8
  %4 = alloca %struct.dim3, align 8
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.gridid()
  %6 = sext i32 %5 to i64
  %7 = sext i32 %1 to i64
  %8 = getelementptr inbounds i64, ptr %0, i64 %7
  store i64 %6, ptr %8, align 8, !tbaa !14
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = icmp eq i32 %9, 0
  %11 = icmp sgt i32 %1, 0
  %12 = and i1 %10, %11
  br i1 %12, label %13, label %24

13:                                               ; preds = %2
  %14 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #6
  %15 = icmp eq ptr %14, null
  br i1 %15, label %24, label %16

16:                                               ; preds = %13
  %17 = add nsw i32 %1, -1
  store ptr %0, ptr %14, align 64, !tbaa !16
  %18 = getelementptr inbounds nuw i8, ptr %14, i64 8
  store i32 %17, ptr %18, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  store i32 32, ptr %3, align 8
  %19 = getelementptr inbounds nuw i8, ptr %3, i64 4
  store i32 1, ptr %19, align 4
  %20 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store i32 1, ptr %20, align 8
  store i32 1, ptr %4, align 8
  %21 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %21, align 4
  %22 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %22, align 8
  %23 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z7grid_idPxi, ptr noundef nonnull %14, ptr noundef nonnull byval(%struct.dim3) align 4 %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, i32 noundef 0, ptr noundef null) #6
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  br label %24

24:                                               ; preds = %13, %16, %2
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.gridid() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: convergent nounwind
declare dso_local ptr @__cudaCDP2GetParameterBuffer(i64 noundef, i64 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local i32 @__cudaCDP2LaunchDevice(ptr noundef, ptr noundef, ptr noundef byval(%struct.dim3) align 4, ptr noundef byval(%struct.dim3) align 4, i32 noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #4

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nounwind }
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
!14 = !{!15, !15, i64 0}
!15 = !{!"long long", !8, i64 0}
!16 = !{!17, !17, i64 0}
!17 = !{!"p1 long long", !13, i64 0}
