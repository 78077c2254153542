; Produced by (clang 22.1.8, CUDA 13.0):
;   clang++ -x cuda --cuda-path=/usr/local/cuda
;     --cuda-gpu-arch=sm_90 -fgpu-rdc --cuda-device-only -D__CUDACC_RDC__
;     -Wno-unknown-cuda-version -S -emit-llvm -O2 Inputs/shfl-2d-block.cu
; A child using __shfl_sync is refused when launched with a 2-D block
; (masking threads per dimension would reshape its warps) and aggregated
; when launched with a 1-D block, with DPAGG_CHILD_NEEDS_1D_BLOCK (1) in its
; child's descriptor, which the runtime reads as DPAGG_LAUNCH_NEEDS_1D_BLOCK:
; it checks each launch's block too (issue 21, item 17).
; REQUIRES: nvptx-registered-target
; RUN: opt -passes='dpagg-aggregate<block>' -S %s | FileCheck %s
; RUN: opt -passes='dpagg-aggregate<block>' -pass-remarks=dpagg -pass-remarks-missed=dpagg -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK
; REMARK: remark: <unknown>:0:0: launch of sum(int*) not aggregated: the child uses warp-level operations and its block shape is not provably one-dimensional
; REMARK-NEXT: remark: <unknown>:0:0: launch of sum(int*) aggregated per block; sibling launches into the NULL stream now run concurrently (-dpagg-strict-ordering refuses this); the aggregate goes to cudaStreamFireAndForget (the kernel's only launch, once per thread)

source_filename = "Inputs/shfl-2d-block.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.dim3 = type { i32, i32, i32 }

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
; CHECK: @_Z3sumPi.dpagg.child = private unnamed_addr constant { ptr, i32, i32, i32, i32 } { ptr @_Z3sumPi.dpagg, i32 256, i32 48064, i32 1, i32 0 }
; CHECK: @[[SITE1:dpagg.site._Z3sumPi.[0-9]+]] = private unnamed_addr constant {{.*}} { ptr @_Z3sumPi.dpagg.child, ptr @_Z3sumPi, ptr @dpagg.name._Z3sumPi, ptr addrspacecast (ptr addrspace(1) @dpagg.pool to ptr), ptr null, i32 {{20|36}}, i32 8, i32 16, i32 511, i32 262144, i32 0 }
; CHECK-LABEL: define dso_local ptx_kernel void @_Z3sumPi(
; CHECK-SAME: ptr noundef captures(none) [[TMP0:%.*]]) #[[ATTR0:[0-9]+]] {
; CHECK-NEXT:    [[TMP2:%.*]] = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
; CHECK-NEXT:    [[TMP3:%.*]] = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
; CHECK-NEXT:    [[TMP4:%.*]] = mul nuw nsw i32 [[TMP2]], [[TMP3]]
; CHECK-NEXT:    [[TMP5:%.*]] = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; CHECK-NEXT:    [[TMP6:%.*]] = add nuw nsw i32 [[TMP4]], [[TMP5]]
; CHECK-NEXT:    [[TMP7:%.*]] = zext nneg i32 [[TMP6]] to i64
; CHECK-NEXT:    [[TMP8:%.*]] = getelementptr inbounds nuw i32, ptr [[TMP0]], i64 [[TMP7]]
; CHECK-NEXT:    [[TMP9:%.*]] = load i32, ptr [[TMP8]], align 4, !tbaa [[TBAA6:![0-9]+]]
; CHECK-NEXT:    [[TMP10:%.*]] = add nuw nsw i32 [[TMP5]], 1
; CHECK-NEXT:    [[TMP11:%.*]] = and i32 [[TMP10]], 31
; CHECK-NEXT:    [[TMP12:%.*]] = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 [[TMP9]], i32 [[TMP11]], i32 31)
; CHECK-NEXT:    [[TMP13:%.*]] = add nsw i32 [[TMP12]], [[TMP9]]
; CHECK-NEXT:    store i32 [[TMP13]], ptr [[TMP8]], align 4, !tbaa [[TBAA6]]
; CHECK-NEXT:    ret void
;
define dso_local ptx_kernel void @_Z3sumPi(ptr noundef captures(none) %0) #0 {
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %4 = mul nuw nsw i32 %2, %3
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = add nuw nsw i32 %4, %5
  %7 = zext nneg i32 %6 to i64
  %8 = getelementptr inbounds nuw i32, ptr %0, i64 %7
  %9 = load i32, ptr %8, align 4, !tbaa !6
  %10 = add nuw nsw i32 %5, 1
  %11 = and i32 %10, 31
  %12 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %9, i32 %11, i32 31)
  %13 = add nsw i32 %12, %9
  store i32 %13, ptr %8, align 4, !tbaa !6
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
; CHECK-LABEL: define dso_local ptx_kernel void @_Z9launch_2dPi(
; CHECK-SAME: ptr noundef [[TMP0:%.*]]) local_unnamed_addr #[[ATTR1:[0-9]+]] {
; CHECK-NEXT:    [[TMP2:%.*]] = alloca %struct.dim3, align 8
; CHECK-NEXT:    [[TMP3:%.*]] = alloca %struct.dim3, align 8
; CHECK-NEXT:    [[TMP4:%.*]] = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 8) #[[ATTR7:[0-9]+]]
; CHECK-NEXT:    [[TMP5:%.*]] = icmp eq ptr [[TMP4]], null
; CHECK-NEXT:    br i1 [[TMP5]], label %[[BB16:.*]], label %[[BB6:.*]]
; CHECK:       [[BB6]]:
; CHECK-NEXT:    [[TMP7:%.*]] = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; CHECK-NEXT:    [[TMP8:%.*]] = shl nuw nsw i32 [[TMP7]], 6
; CHECK-NEXT:    [[TMP9:%.*]] = zext nneg i32 [[TMP8]] to i64
; CHECK-NEXT:    [[TMP10:%.*]] = getelementptr inbounds nuw i32, ptr [[TMP0]], i64 [[TMP9]]
; CHECK-NEXT:    store ptr [[TMP10]], ptr [[TMP4]], align 64, !tbaa [[TBAA11:![0-9]+]]
; CHECK-NEXT:    call void @llvm.lifetime.start.p0(ptr nonnull [[TMP3]])
; CHECK-NEXT:    call void @llvm.lifetime.start.p0(ptr nonnull [[TMP2]])
; CHECK-NEXT:    store i32 32, ptr [[TMP2]], align 8
; CHECK-NEXT:    [[TMP11:%.*]] = getelementptr inbounds nuw i8, ptr [[TMP2]], i64 4
; CHECK-NEXT:    store i32 2, ptr [[TMP11]], align 4
; CHECK-NEXT:    [[TMP12:%.*]] = getelementptr inbounds nuw i8, ptr [[TMP2]], i64 8
; CHECK-NEXT:    store i32 1, ptr [[TMP12]], align 8
; CHECK-NEXT:    store i32 1, ptr [[TMP3]], align 8
; CHECK-NEXT:    [[TMP13:%.*]] = getelementptr inbounds nuw i8, ptr [[TMP3]], i64 4
; CHECK-NEXT:    store i32 1, ptr [[TMP13]], align 4
; CHECK-NEXT:    [[TMP14:%.*]] = getelementptr inbounds nuw i8, ptr [[TMP3]], i64 8
; CHECK-NEXT:    store i32 1, ptr [[TMP14]], align 8
; CHECK-NEXT:    [[TMP15:%.*]] = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z3sumPi, ptr noundef nonnull [[TMP4]], ptr noundef nonnull byval(%struct.dim3) align 4 [[TMP3]], ptr noundef nonnull byval(%struct.dim3) align 4 [[TMP2]], i32 noundef 0, ptr noundef null) #[[ATTR7]]
; CHECK-NEXT:    call void @llvm.lifetime.end.p0(ptr nonnull [[TMP3]])
; CHECK-NEXT:    call void @llvm.lifetime.end.p0(ptr nonnull [[TMP2]])
; CHECK-NEXT:    br label %[[BB16]]
; CHECK:       [[BB16]]:
; CHECK-NEXT:    ret void
;
define dso_local ptx_kernel void @_Z9launch_2dPi(ptr noundef %0) local_unnamed_addr #1 {
  %2 = alloca %struct.dim3, align 8
  %3 = alloca %struct.dim3, align 8
  %4 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 8) #6
  %5 = icmp eq ptr %4, null
  br i1 %5, label %16, label %6

6:                                                ; preds = %1
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = shl nuw nsw i32 %7, 6
  %9 = zext nneg i32 %8 to i64
  %10 = getelementptr inbounds nuw i32, ptr %0, i64 %9
  store ptr %10, ptr %4, align 64, !tbaa !11
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  call void @llvm.lifetime.start.p0(ptr nonnull %2)
  store i32 32, ptr %2, align 8
  %11 = getelementptr inbounds nuw i8, ptr %2, i64 4
  store i32 2, ptr %11, align 4
  %12 = getelementptr inbounds nuw i8, ptr %2, i64 8
  store i32 1, ptr %12, align 8
  store i32 1, ptr %3, align 8
  %13 = getelementptr inbounds nuw i8, ptr %3, i64 4
  store i32 1, ptr %13, align 4
  %14 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store i32 1, ptr %14, align 8
  %15 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z3sumPi, ptr noundef nonnull %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, ptr noundef nonnull byval(%struct.dim3) align 4 %2, i32 noundef 0, ptr noundef null) #6
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  call void @llvm.lifetime.end.p0(ptr nonnull %2)
  br label %16

16:                                               ; preds = %6, %1
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
; CHECK-LABEL: define dso_local ptx_kernel void @_Z9launch_1dPi(
; CHECK-SAME: ptr noundef [[TMP0:%.*]]) local_unnamed_addr #[[ATTR2:[0-9]+]] {
; CHECK-NEXT:    [[DPAGG_PARAMS:%.*]] = alloca [8 x i8], align 64
; CHECK-NEXT:    [[TMP2:%.*]] = alloca %struct.dim3, align 8
; CHECK-NEXT:    [[TMP3:%.*]] = alloca %struct.dim3, align 8
; CHECK-NEXT:    [[DPAGG_BLOCK_FRAME:%.*]] = alloca [16 x i8], align 8
; CHECK-NEXT:    call void @__dpagg_block_init(ptr [[DPAGG_BLOCK_FRAME]], ptr addrspacecast (ptr addrspace(1) @dpagg.block.table to ptr), i32 8192)
; CHECK-NEXT:    br i1 false, label %[[BB19:.*]], label %[[BB4:.*]]
; CHECK:       [[BB4]]:
; CHECK-NEXT:    [[TMP5:%.*]] = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; CHECK-NEXT:    [[TMP6:%.*]] = shl nuw nsw i32 [[TMP5]], 6
; CHECK-NEXT:    [[TMP7:%.*]] = zext nneg i32 [[TMP6]] to i64
; CHECK-NEXT:    [[TMP8:%.*]] = getelementptr inbounds nuw i32, ptr [[TMP0]], i64 [[TMP7]]
; CHECK-NEXT:    [[LAUNDER115I:%.*]] = ptrtoint ptr [[TMP8]] to i64
; CHECK-NEXT:    [[LAUNDER115L:%.*]] = call i64 asm "mov.b64 $0, $1;", "=l,l"(i64 [[LAUNDER115I]])
; CHECK-NEXT:    [[LAUNDER115:%.*]] = inttoptr i64 [[LAUNDER115L]] to ptr
; CHECK-NEXT:    call void @llvm.lifetime.start.p0(ptr [[DPAGG_PARAMS]])
; CHECK-NEXT:    store ptr [[LAUNDER115]], ptr [[DPAGG_PARAMS]], align 64, !tbaa [[TBAA11:![0-9]+]]
; CHECK-NEXT:    call void @llvm.lifetime.start.p0(ptr nonnull [[TMP3]])
; CHECK-NEXT:    call void @llvm.lifetime.start.p0(ptr nonnull [[TMP2]])
; CHECK-NEXT:    store i32 32, ptr [[TMP2]], align 8
; CHECK-NEXT:    [[TMP9:%.*]] = getelementptr inbounds nuw i8, ptr [[TMP2]], i64 4
; CHECK-NEXT:    store i32 1, ptr [[TMP9]], align 4
; CHECK-NEXT:    [[TMP10:%.*]] = getelementptr inbounds nuw i8, ptr [[TMP2]], i64 8
; CHECK-NEXT:    store i32 1, ptr [[TMP10]], align 8
; CHECK-NEXT:    store i32 1, ptr [[TMP3]], align 8
; CHECK-NEXT:    [[TMP11:%.*]] = getelementptr inbounds nuw i8, ptr [[TMP3]], i64 4
; CHECK-NEXT:    store i32 1, ptr [[TMP11]], align 4
; CHECK-NEXT:    [[TMP12:%.*]] = getelementptr inbounds nuw i8, ptr [[TMP3]], i64 8
; CHECK-NEXT:    store i32 1, ptr [[TMP12]], align 8
; CHECK-NEXT:    [[TMP13:%.*]] = getelementptr inbounds i8, ptr [[TMP3]], i64 0
; CHECK-NEXT:    [[DPAGG_GRID_X:%.*]] = load i32, ptr [[TMP13]], align 4
; CHECK-NEXT:    [[TMP14:%.*]] = getelementptr inbounds i8, ptr [[TMP3]], i64 4
; CHECK-NEXT:    [[DPAGG_GRID_Y:%.*]] = load i32, ptr [[TMP14]], align 4
; CHECK-NEXT:    [[TMP15:%.*]] = getelementptr inbounds i8, ptr [[TMP3]], i64 8
; CHECK-NEXT:    [[DPAGG_GRID_Z:%.*]] = load i32, ptr [[TMP15]], align 4
; CHECK-NEXT:    [[TMP16:%.*]] = getelementptr inbounds i8, ptr [[TMP2]], i64 0
; CHECK-NEXT:    [[DPAGG_BLOCK_X:%.*]] = load i32, ptr [[TMP16]], align 4
; CHECK-NEXT:    [[TMP17:%.*]] = getelementptr inbounds i8, ptr [[TMP2]], i64 4
; CHECK-NEXT:    [[DPAGG_BLOCK_Y:%.*]] = load i32, ptr [[TMP17]], align 4
; CHECK-NEXT:    [[TMP18:%.*]] = getelementptr inbounds i8, ptr [[TMP2]], i64 8
; CHECK-NEXT:    [[DPAGG_BLOCK_Z:%.*]] = load i32, ptr [[TMP18]], align 4
; CHECK-NEXT:    [[DPAGG_BLOCK_ERR:%.*]] = call i32 @__dpagg_aggregate_block(ptr @[[SITE1]], ptr [[DPAGG_PARAMS]], i32 [[DPAGG_GRID_X]], i32 [[DPAGG_GRID_Y]], i32 [[DPAGG_GRID_Z]], i32 [[DPAGG_BLOCK_X]], i32 [[DPAGG_BLOCK_Y]], i32 [[DPAGG_BLOCK_Z]], i32 0, ptr null, ptr [[DPAGG_BLOCK_FRAME]], ptr addrspacecast (ptr addrspace(1) @dpagg.block.table to ptr))
; CHECK-NEXT:    call void @llvm.lifetime.end.p0(ptr [[DPAGG_PARAMS]])
; CHECK-NEXT:    call void @llvm.lifetime.end.p0(ptr nonnull [[TMP3]])
; CHECK-NEXT:    call void @llvm.lifetime.end.p0(ptr nonnull [[TMP2]])
; CHECK-NEXT:    br label %[[BB19]]
; CHECK:       [[BB19]]:
; CHECK-NEXT:    call void @__dpagg_block_exit(ptr [[DPAGG_BLOCK_FRAME]], ptr addrspacecast (ptr addrspace(1) @dpagg.block.table to ptr), i32 8192)
; CHECK-NEXT:    ret void
;
define dso_local ptx_kernel void @_Z9launch_1dPi(ptr noundef %0) local_unnamed_addr #1 {
  %2 = alloca %struct.dim3, align 8
  %3 = alloca %struct.dim3, align 8
  %4 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 8) #6
  %5 = icmp eq ptr %4, null
  br i1 %5, label %16, label %6

6:                                                ; preds = %1
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = shl nuw nsw i32 %7, 6
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
  %15 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z3sumPi, ptr noundef nonnull %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, ptr noundef nonnull byval(%struct.dim3) align 4 %2, i32 noundef 0, ptr noundef null) #6
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  call void @llvm.lifetime.end.p0(ptr nonnull %2)
  br label %16

16:                                               ; preds = %6, %1
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #3

; Function Attrs: convergent nounwind
declare dso_local ptr @__cudaCDP2GetParameterBuffer(i64 noundef, i64 noundef) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare dso_local i32 @__cudaCDP2LaunchDevice(ptr noundef, ptr noundef, ptr noundef byval(%struct.dim3) align 4, ptr noundef byval(%struct.dim3) align 4, i32 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #5

attributes #0 = { convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
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
; CHECK-LABEL: define internal ptx_kernel void @_Z3sumPi.dpagg(
; CHECK-SAME: ptr [[DPAGG_RECORD:%.*]]) #[[CHILDATTR7:[0-9]+]] {
; CHECK-NEXT:  [[DPAGG_PROLOGUE:.*]]:
; CHECK-NEXT:    [[DPAGG_CTX:%.*]] = alloca { [3 x i32], [3 x i32], [3 x i32], i32, ptr, i32, ptr, ptr, i32 }, align 8
; CHECK-NEXT:    call void @__dpagg_child_enter(ptr [[DPAGG_RECORD]], ptr [[DPAGG_CTX]], ptr addrspacecast (ptr addrspace(3) @_Z3sumPi.dpagg.args to ptr), i32 8)
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
; CHECK-NEXT:    [[TMP21:%.*]] = icmp ne i32 [[DPAGG_ACTIVE]], 0
; CHECK-NEXT:    br i1 [[TMP21]], label %[[BB22:.*]], label %[[DPAGG_SURPLUS:.*]]
; CHECK:       [[BB22]]:
; CHECK-NEXT:    [[TMP23:%.*]] = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
; CHECK-NEXT:    [[TMP24:%.*]] = mul nuw nsw i32 [[TMP23]], [[DPAGG_BLOCKDIM_X]]
; CHECK-NEXT:    [[TMP25:%.*]] = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; CHECK-NEXT:    [[TMP26:%.*]] = add nuw nsw i32 [[TMP24]], [[TMP25]]
; CHECK-NEXT:    [[TMP27:%.*]] = zext nneg i32 [[TMP26]] to i64
; CHECK-NEXT:    [[TMP28:%.*]] = getelementptr inbounds nuw i32, ptr [[DPAGG_PARAM_0]], i64 [[TMP27]]
; CHECK-NEXT:    [[TMP29:%.*]] = load i32, ptr [[TMP28]], align 4, !tbaa [[TBAA6:![0-9]+]]
; CHECK-NEXT:    [[TMP30:%.*]] = add nuw nsw i32 [[TMP25]], 1
; CHECK-NEXT:    [[TMP31:%.*]] = and i32 [[TMP30]], 31
; CHECK-NEXT:    [[TMP32:%.*]] = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 [[TMP29]], i32 [[TMP31]], i32 31)
; CHECK-NEXT:    [[TMP33:%.*]] = add nsw i32 [[TMP32]], [[TMP29]]
; CHECK-NEXT:    store i32 [[TMP33]], ptr [[TMP28]], align 4, !tbaa [[TBAA6]]
; CHECK-NEXT:    ret void
; CHECK:       [[DPAGG_SURPLUS]]:
; CHECK-NEXT:    ret void
;
; CHECK-DAG: attributes #[[CHILDATTR7]] = { convergent mustprogress noinline norecurse nounwind "dpagg.aggregated-child" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
; CHECK-DAG: attributes #[[ATTR1]] = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
; CHECK-DAG: attributes #[[ATTR2]] = { convergent mustprogress noinline norecurse nounwind "dpagg.register-bound" "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxnreg"="64" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
