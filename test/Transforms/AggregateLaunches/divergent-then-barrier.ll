; Produced by (clang 22.1.8, CUDA 13.0):
;   clang++ -x cuda --cuda-path=/usr/local/cuda
;     --cuda-gpu-arch=sm_90 -fgpu-rdc --cuda-device-only -D__CUDACC_RDC__
;     -Wno-unknown-cuda-version -S -emit-llvm -O2 Inputs/divergent-then-barrier.cu
; A divergent branch lets threads skip the launch, and they then reach a
; __syncthreads: block scope at the launch would have the launching threads
; wait in the runtime's barriers for threads that never come. The launch is
; postponed to the join before the barrier, where every thread of the block
; calls the runtime and the ones that launched are pending.
; REQUIRES: nvptx-registered-target
; RUN: opt -passes='dpagg-aggregate<block>' -S %s | FileCheck %s
; RUN: opt -passes='dpagg-aggregate<block>' -pass-remarks=dpagg -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK
; REMARK: remark: <unknown>:0:0: launch of child(int*, int) aggregated per block, postponed to where the block's threads meet again; sibling launches into the NULL stream now run concurrently (-dpagg-strict-ordering refuses this); the aggregate goes to cudaStreamFireAndForget (the kernel's only launch, once per thread)

source_filename = "Inputs/divergent-then-barrier.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.dim3 = type { i32, i32, i32 }

@_ZZ6parentPiPKiE1s = internal unnamed_addr addrspace(3) global [128 x i32] undef, align 4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write)
; CHECK: @_Z5childPii.dpagg.child = private unnamed_addr constant { ptr, i32, i32, i32, i32 } { ptr @_Z5childPii.dpagg, i32 256, i32 47552, i32 0, i32 0 }
; CHECK: @[[SITE1:dpagg.site._Z5childPii.[0-9]+]] = private unnamed_addr constant {{.*}} { ptr @_Z5childPii.dpagg.child, ptr @_Z5childPii, ptr @dpagg.name._Z5childPii, ptr addrspacecast (ptr addrspace(1) @dpagg.pool to ptr), ptr null, i32 {{4|20}}, i32 12, i32 16, i32 511, i32 262144, i32 0 }
; CHECK-LABEL: define dso_local ptx_kernel void @_Z5childPii(
; CHECK-SAME: ptr noundef writeonly captures(none) [[TMP0:%.*]], i32 noundef [[TMP1:%.*]]) #[[ATTR0:[0-9]+]] {
; CHECK-NEXT:    [[TMP3:%.*]] = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; CHECK-NEXT:    [[TMP4:%.*]] = zext nneg i32 [[TMP3]] to i64
; CHECK-NEXT:    [[TMP5:%.*]] = getelementptr inbounds nuw i32, ptr [[TMP0]], i64 [[TMP4]]
; CHECK-NEXT:    store i32 [[TMP1]], ptr [[TMP5]], align 4, !tbaa [[TBAA6:![0-9]+]]
; CHECK-NEXT:    ret void
;
define dso_local ptx_kernel void @_Z5childPii(ptr noundef writeonly captures(none) %0, i32 noundef %1) #0 {
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = zext nneg i32 %3 to i64
  %5 = getelementptr inbounds nuw i32, ptr %0, i64 %4
  store i32 %1, ptr %5, align 4, !tbaa !6
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
; CHECK-LABEL: define dso_local ptx_kernel void @_Z6parentPiPKi(
; CHECK:         [[CFG:%.*]] = alloca [7 x i32], align 4
; CHECK-NEXT:    [[STREAM:%.*]] = alloca ptr, align 8
; CHECK-NEXT:    [[PENDING:%.*]] = alloca i32, align 4
; CHECK-NEXT:    [[PARAMS:%.*]] = alloca [12 x i8], align 64
; CHECK:         call void @__dpagg_block_init(ptr [[DPAGG_BLOCK_FRAME:%.*]], ptr addrspacecast (ptr addrspace(1) @dpagg.block.table to ptr), i32 8192)
; CHECK-NEXT:    store [7 x i32] zeroinitializer, ptr [[CFG]], align 4
; CHECK-NEXT:    store ptr null, ptr [[STREAM]], align 8
; CHECK-NEXT:    store i32 0, ptr [[PENDING]], align 4
; The launch only saves its configuration and marks itself pending.
; CHECK:         store ptr {{%.*}}, ptr [[PARAMS]], align 64
; CHECK:         store ptr null, ptr [[STREAM]], align 8
; CHECK-NEXT:    store i32 1, ptr [[PENDING]], align 4
; CHECK-NOT:     @__cudaCDP2LaunchDevice
; CHECK:         br label %[[JOIN:.*]]
; Every thread calls the runtime where the block meets again, before the
; __syncthreads, then clears the pending flag.
; CHECK:       [[JOIN]]:
; CHECK:         [[DPAGG_PENDING:%.*]] = load i32, ptr [[PENDING]], align 4
; CHECK-NEXT:    [[ERR:%.*]] = call i32 @__dpagg_aggregate_block_postponed(ptr @[[SITE1]], ptr [[PARAMS]], i32 {{%.*}}, i32 {{%.*}}, i32 {{%.*}}, i32 {{%.*}}, i32 {{%.*}}, i32 {{%.*}}, i32 {{%.*}}, ptr {{%.*}}, i32 [[DPAGG_PENDING]], ptr [[DPAGG_BLOCK_FRAME]], ptr addrspacecast (ptr addrspace(1) @dpagg.block.table to ptr))
; CHECK-NEXT:    store i32 0, ptr [[PENDING]], align 4
; CHECK-NEXT:    tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
; CHECK:         ret void
;
define dso_local ptx_kernel void @_Z6parentPiPKi(ptr noundef %0, ptr noundef readonly captures(none) %1) local_unnamed_addr #1 {
  %3 = alloca %struct.dim3, align 8
  %4 = alloca %struct.dim3, align 8
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = zext nneg i32 %5 to i64
  %7 = getelementptr inbounds nuw i32, ptr %1, i64 %6
  %8 = load i32, ptr %7, align 4, !tbaa !6
  %9 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ6parentPiPKiE1s to ptr), i64 %6
  store i32 %8, ptr %9, align 4, !tbaa !6
  %10 = icmp sgt i32 %8, 0
  br i1 %10, label %11, label %25

11:                                               ; preds = %2
  %12 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #6
  %13 = icmp eq ptr %12, null
  br i1 %13, label %25, label %14

14:                                               ; preds = %11
  %15 = shl nuw nsw i32 %5, 5
  %16 = zext nneg i32 %15 to i64
  %17 = getelementptr inbounds nuw i32, ptr %0, i64 %16
  %18 = load i32, ptr %9, align 4, !tbaa !6
  store ptr %17, ptr %12, align 64, !tbaa !11
  %19 = getelementptr inbounds nuw i8, ptr %12, i64 8
  store i32 %18, ptr %19, align 8, !tbaa !6
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
  %24 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPii, ptr noundef nonnull %12, ptr noundef nonnull byval(%struct.dim3) align 4 %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, i32 noundef 0, ptr noundef null) #6
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  br label %25

25:                                               ; preds = %11, %14, %2
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %26 = sub nsw i32 127, %5
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ6parentPiPKiE1s to ptr), i64 %27
  %29 = load i32, ptr %28, align 4, !tbaa !6
  %30 = getelementptr inbounds nuw i32, ptr %0, i64 %6
  store i32 %29, ptr %30, align 4, !tbaa !6
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

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

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #2 = { convergent nocallback nounwind }
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

; The aggregated children the pass creates.
; CHECK-LABEL: define internal ptx_kernel void @_Z5childPii.dpagg(
; CHECK-SAME: ptr [[DPAGG_RECORD:%.*]]) #[[CHILDATTR6:[0-9]+]] {
; CHECK-NEXT:  [[DPAGG_PROLOGUE:.*]]:
; CHECK-NEXT:    [[DPAGG_CTX:%.*]] = alloca { [3 x i32], [3 x i32], [3 x i32], i32, ptr, i32, ptr, ptr, i32 }, align 8
; CHECK-NEXT:    call void @__dpagg_child_enter(ptr [[DPAGG_RECORD]], ptr [[DPAGG_CTX]], ptr addrspacecast (ptr addrspace(3) @_Z5childPii.dpagg.args to ptr), i32 12)
; CHECK-NEXT:    [[TMP0:%.*]] = getelementptr inbounds { [3 x i32], [3 x i32], [3 x i32], i32, ptr, i32, ptr, ptr, i32 }, ptr [[DPAGG_CTX]], i32 0, i32 0
; CHECK-NEXT:    [[TMP1:%.*]] = getelementptr inbounds [3 x i32], ptr [[TMP0]], i32 0, i32 0
; CHECK-NEXT:    [[DPAGG_BLOCKIDX_X:%.*]] = load i32, ptr [[TMP1]], align 4
; CHECK-NEXT:    [[TMP2:%.*]] = getelementptr inbounds { [3 x i32], [3 x i32], [3 x i32], i32, ptr, i32, ptr, ptr, i32 }, ptr [[DPAGG_CTX]], i32 0, i32 1
; CHECK-NEXT:    [[TMP3:%.*]] = getelementptr inbounds [3 x i32], ptr [[TMP2]], i32 0, i32 0
; CHECK-NEXT:    [[DPAGG_BLOCKDIM_X:%.*]] = load i32, ptr [[TMP3]], align 4
; CHECK-NEXT:    [[TMP4:%.*]] = getelementptr inbounds { [3 x i32], [3 x i32], [3 x i32], i32, ptr, i32, ptr, ptr, i32 }, ptr [[DPAGG_CTX]], i32 0, i32 2
; CHECK-NEXT:    [[TMP5:%.*]] = getelementptr inbounds [3 x i32], ptr [[TMP4]], i32 0, i32 0
; CHECK-NEXT:    [[DPAGG_GRIDDIM_X:%.*]] = load i32, ptr [[TMP5]], align 4
; CHECK-NEXT:    [[TMP6:%.*]] = getelementptr inbounds { [3 x i32], [3 x i32], [3 x i32], i32, ptr, i32, ptr, ptr, i32 }, ptr [[DPAGG_CTX]], i32 0, i32 0
; CHECK-NEXT:    [[TMP7:%.*]] = getelementptr inbounds [3 x i32], ptr [[TMP6]], i32 0, i32 1
; CHECK-NEXT:    [[DPAGG_BLOCKIDX_Y:%.*]] = load i32, ptr [[TMP7]], align 4
; CHECK-NEXT:    [[TMP8:%.*]] = getelementptr inbounds { [3 x i32], [3 x i32], [3 x i32], i32, ptr, i32, ptr, ptr, i32 }, ptr [[DPAGG_CTX]], i32 0, i32 1
; CHECK-NEXT:    [[TMP9:%.*]] = getelementptr inbounds [3 x i32], ptr [[TMP8]], i32 0, i32 1
; CHECK-NEXT:    [[DPAGG_BLOCKDIM_Y:%.*]] = load i32, ptr [[TMP9]], align 4
; CHECK-NEXT:    [[TMP10:%.*]] = getelementptr inbounds { [3 x i32], [3 x i32], [3 x i32], i32, ptr, i32, ptr, ptr, i32 }, ptr [[DPAGG_CTX]], i32 0, i32 2
; CHECK-NEXT:    [[TMP11:%.*]] = getelementptr inbounds [3 x i32], ptr [[TMP10]], i32 0, i32 1
; CHECK-NEXT:    [[DPAGG_GRIDDIM_Y:%.*]] = load i32, ptr [[TMP11]], align 4
; CHECK-NEXT:    [[TMP12:%.*]] = getelementptr inbounds { [3 x i32], [3 x i32], [3 x i32], i32, ptr, i32, ptr, ptr, i32 }, ptr [[DPAGG_CTX]], i32 0, i32 0
; CHECK-NEXT:    [[TMP13:%.*]] = getelementptr inbounds [3 x i32], ptr [[TMP12]], i32 0, i32 2
; CHECK-NEXT:    [[DPAGG_BLOCKIDX_Z:%.*]] = load i32, ptr [[TMP13]], align 4
; CHECK-NEXT:    [[TMP14:%.*]] = getelementptr inbounds { [3 x i32], [3 x i32], [3 x i32], i32, ptr, i32, ptr, ptr, i32 }, ptr [[DPAGG_CTX]], i32 0, i32 1
; CHECK-NEXT:    [[TMP15:%.*]] = getelementptr inbounds [3 x i32], ptr [[TMP14]], i32 0, i32 2
; CHECK-NEXT:    [[DPAGG_BLOCKDIM_Z:%.*]] = load i32, ptr [[TMP15]], align 4
; CHECK-NEXT:    [[TMP16:%.*]] = getelementptr inbounds { [3 x i32], [3 x i32], [3 x i32], i32, ptr, i32, ptr, ptr, i32 }, ptr [[DPAGG_CTX]], i32 0, i32 2
; CHECK-NEXT:    [[TMP17:%.*]] = getelementptr inbounds [3 x i32], ptr [[TMP16]], i32 0, i32 2
; CHECK-NEXT:    [[DPAGG_GRIDDIM_Z:%.*]] = load i32, ptr [[TMP17]], align 4
; CHECK-NEXT:    [[TMP18:%.*]] = getelementptr inbounds { [3 x i32], [3 x i32], [3 x i32], i32, ptr, i32, ptr, ptr, i32 }, ptr [[DPAGG_CTX]], i32 0, i32 3
; CHECK-NEXT:    [[DPAGG_ACTIVE:%.*]] = load i32, ptr [[TMP18]], align 4
; CHECK-NEXT:    [[TMP19:%.*]] = getelementptr inbounds { [3 x i32], [3 x i32], [3 x i32], i32, ptr, i32, ptr, ptr, i32 }, ptr [[DPAGG_CTX]], i32 0, i32 4
; CHECK-NEXT:    [[DPAGG_ARGS:%.*]] = load ptr, ptr [[TMP19]], align 8
; CHECK-NEXT:    [[TMP20:%.*]] = getelementptr inbounds i8, ptr [[DPAGG_ARGS]], i64 0
; CHECK-NEXT:    [[DPAGG_PARAM_0:%.*]] = load ptr, ptr [[TMP20]], align 8
; CHECK-NEXT:    [[TMP21:%.*]] = getelementptr inbounds i8, ptr [[DPAGG_ARGS]], i64 8
; CHECK-NEXT:    [[DPAGG_PARAM_1:%.*]] = load i32, ptr [[TMP21]], align 4
; CHECK-NEXT:    [[TMP22:%.*]] = icmp ne i32 [[DPAGG_ACTIVE]], 0
; CHECK-NEXT:    br i1 [[TMP22]], label %[[BB23:.*]], label %[[DPAGG_SURPLUS:.*]]
; CHECK:       [[BB23]]:
; CHECK-NEXT:    [[TMP24:%.*]] = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; CHECK-NEXT:    [[TMP25:%.*]] = zext nneg i32 [[TMP24]] to i64
; CHECK-NEXT:    [[TMP26:%.*]] = getelementptr inbounds nuw i32, ptr [[DPAGG_PARAM_0]], i64 [[TMP25]]
; CHECK-NEXT:    store i32 [[DPAGG_PARAM_1]], ptr [[TMP26]], align 4, !tbaa [[TBAA6:![0-9]+]]
; CHECK-NEXT:    ret void
; CHECK:       [[DPAGG_SURPLUS]]:
; CHECK-NEXT:    ret void
;
; CHECK-DAG: attributes #[[CHILDATTR6]] = { mustprogress nofree noinline norecurse nounwind willreturn "dpagg.aggregated-child" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
