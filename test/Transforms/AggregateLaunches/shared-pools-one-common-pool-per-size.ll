; -dpagg-shared-pools (pass parameter shared-pools): the record pool is the
; program's, one per size, instead of the unit's own. It is a common global
; named by the runtime ABI version and the geometry, which nvlink allocates
; once for every unit built with that size (a weak definition would keep every
; unit's storage; test/Examples/two-translation-units.test reads a linked
; image). Units of different sizes get different names, so never one pool of
; two layouts. Without the parameter the pool stays internal to the unit. Input:
; pool-size.ll's (Inputs/streams.cu at -O2).
; REQUIRES: nvptx-registered-target
; RUN: opt -passes='dpagg-aggregate<warp;shared-pools>' -S %s | FileCheck %s --check-prefix=SHARED
; RUN: opt -passes='dpagg-aggregate<warp;shared-pools;pool-size=4096>' -S %s | FileCheck %s --check-prefix=SMALL
; RUN: opt -passes='dpagg-aggregate<warp>' -S %s | FileCheck %s --check-prefix=OWN
; SHARED: @__dpagg_record_pool_v{{[0-9]+}}_511x262144 = common addrspace(1) global [133959744 x i8] zeroinitializer, align 64
; SHARED-NOT: dpagg.pool =
; SHARED: @{{dpagg.site._Z5childPi.[0-9]+}} = private unnamed_addr constant {{.*}} ptr addrspacecast (ptr addrspace(1) @__dpagg_record_pool_v{{[0-9]+}}_511x262144 to ptr)
; SMALL: @__dpagg_record_pool_v{{[0-9]+}}_3x1024 = common addrspace(1) global [3200 x i8] zeroinitializer, align 64
; OWN: @dpagg.pool = internal addrspace(1) global [133959744 x i8] zeroinitializer, align 64
; OWN-NOT: __dpagg_record_pool
source_filename = "Inputs/streams.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.dim3 = type { i32, i32, i32 }

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write)
define dso_local ptx_kernel void @_Z5childPi(ptr noundef writeonly captures(none) %0) #0 {
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %3 = zext nneg i32 %2 to i64
  %4 = getelementptr inbounds nuw i32, ptr %0, i64 %3
  store i32 1, ptr %4, align 4, !tbaa !6
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z11null_streamPi(ptr noundef %0) local_unnamed_addr #1 {
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
  %15 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPi, ptr noundef nonnull %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, ptr noundef nonnull byval(%struct.dim3) align 4 %2, i32 noundef 0, ptr noundef null) #5
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  call void @llvm.lifetime.end.p0(ptr nonnull %2)
  br label %16

16:                                               ; preds = %6, %1
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z15fire_and_forgetPi(ptr noundef %0) local_unnamed_addr #1 {
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
  %15 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPi, ptr noundef nonnull %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, ptr noundef nonnull byval(%struct.dim3) align 4 %2, i32 noundef 0, ptr noundef nonnull inttoptr (i64 4 to ptr)) #5
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  call void @llvm.lifetime.end.p0(ptr nonnull %2)
  br label %16

16:                                               ; preds = %6, %1
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z11tail_launchPi(ptr noundef %0) local_unnamed_addr #1 {
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
  %15 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPi, ptr noundef nonnull %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, ptr noundef nonnull byval(%struct.dim3) align 4 %2, i32 noundef 0, ptr noundef nonnull inttoptr (i64 3 to ptr)) #5
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  call void @llvm.lifetime.end.p0(ptr nonnull %2)
  br label %16

16:                                               ; preds = %6, %1
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

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
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
