; Produced by (clang 22.1.8, CUDA 13.0):
;   clang++ -x cuda --cuda-path=/usr/local/cuda
;     --cuda-gpu-arch=sm_90 -fgpu-rdc --cuda-device-only -D__CUDACC_RDC__
;     -Wno-unknown-cuda-version -S -emit-llvm -O2 Inputs/nested-launches.cu
; parent -> child -> grandchild. The launch in child is aggregated, and so is
; its copy in child's clone, which launches grandchild's clone. At block
; scope the clone gets __dpagg_block_init before __dpagg_child_enter.
; REQUIRES: nvptx-registered-target
; RUN: opt -passes='dpagg-aggregate<warp>' -S %s | FileCheck %s --check-prefixes=CHECK,WARP
; RUN: opt -passes='dpagg-aggregate<block>' -S %s | FileCheck %s --check-prefixes=CHECK,BLOCK

source_filename = "Inputs/nested-launches.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.dim3 = type { i32, i32, i32 }

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
; WARP: @_Z10grandchildPi.dpagg.child = private unnamed_addr constant { ptr, i32, i32, i32, i32 } { ptr @_Z10grandchildPi.dpagg, i32 256, i32 48000, i32 0, i32 0 }
; WARP: @[[SITE1:dpagg.site._Z10grandchildPi.[0-9]+]] = private unnamed_addr constant {{.*}} { ptr @_Z10grandchildPi.dpagg.child, ptr @_Z10grandchildPi, ptr @dpagg.name._Z10grandchildPi, ptr addrspacecast (ptr addrspace(1) @dpagg.pool to ptr), ptr null, i32 {{4|20}}, i32 8, i32 16, i32 511, i32 262144, i32 0 }
; WARP: @_Z5childPi.dpagg.child = private unnamed_addr constant { ptr, i32, i32, i32, i32 } { ptr @_Z5childPi.dpagg, i32 256, i32 48000, i32 0, i32 0 }
; WARP: @[[SITE3:dpagg.site._Z5childPi.[0-9]+]] = private unnamed_addr constant {{.*}} { ptr @_Z5childPi.dpagg.child, ptr @_Z5childPi, ptr @dpagg.name._Z5childPi, ptr addrspacecast (ptr addrspace(1) @dpagg.pool to ptr), ptr null, i32 {{4|20}}, i32 8, i32 16, i32 511, i32 262144, i32 0 }
; WARP: @[[SITE5:dpagg.site._Z10grandchildPi.[0-9]+]] = private unnamed_addr constant {{.*}} { ptr @_Z10grandchildPi.dpagg.child, ptr @_Z10grandchildPi, ptr @dpagg.name._Z10grandchildPi, ptr addrspacecast (ptr addrspace(1) @dpagg.pool to ptr), ptr null, i32 20, i32 8, i32 16, i32 511, i32 262144, i32 0 }
; BLOCK: @_Z10grandchildPi.dpagg.child = private unnamed_addr constant { ptr, i32, i32, i32, i32 } { ptr @_Z10grandchildPi.dpagg, i32 256, i32 48000, i32 0, i32 0 }
; BLOCK: @[[SITE2:dpagg.site._Z10grandchildPi.[0-9]+]] = private unnamed_addr constant {{.*}} { ptr @_Z10grandchildPi.dpagg.child, ptr @_Z10grandchildPi, ptr @dpagg.name._Z10grandchildPi, ptr addrspacecast (ptr addrspace(1) @dpagg.pool to ptr), ptr null, i32 {{4|20}}, i32 8, i32 16, i32 511, i32 262144, i32 0 }
; BLOCK: @_Z5childPi.dpagg.child = private unnamed_addr constant { ptr, i32, i32, i32, i32 } { ptr @_Z5childPi.dpagg, i32 256, i32 48000, i32 0, i32 0 }
; BLOCK: @[[SITE4:dpagg.site._Z5childPi.[0-9]+]] = private unnamed_addr constant {{.*}} { ptr @_Z5childPi.dpagg.child, ptr @_Z5childPi, ptr @dpagg.name._Z5childPi, ptr addrspacecast (ptr addrspace(1) @dpagg.pool to ptr), ptr null, i32 {{4|20}}, i32 8, i32 16, i32 511, i32 262144, i32 0 }
; BLOCK: @[[SITE6:dpagg.site._Z10grandchildPi.[0-9]+]] = private unnamed_addr constant {{.*}} { ptr @_Z10grandchildPi.dpagg.child, ptr @_Z10grandchildPi, ptr @dpagg.name._Z10grandchildPi, ptr addrspacecast (ptr addrspace(1) @dpagg.pool to ptr), ptr null, i32 20, i32 8, i32 16, i32 511, i32 262144, i32 0 }
; CHECK-LABEL: define dso_local ptx_kernel void @_Z10grandchildPi(
; CHECK-SAME: ptr noundef captures(none) [[TMP0:%.*]]) #[[ATTR0:[0-9]+]] {
; CHECK-NEXT:    [[TMP2:%.*]] = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
; CHECK-NEXT:    [[TMP3:%.*]] = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
; CHECK-NEXT:    [[TMP4:%.*]] = mul i32 [[TMP2]], [[TMP3]]
; CHECK-NEXT:    [[TMP5:%.*]] = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; CHECK-NEXT:    [[TMP6:%.*]] = add i32 [[TMP4]], [[TMP5]]
; CHECK-NEXT:    [[TMP7:%.*]] = zext i32 [[TMP6]] to i64
; CHECK-NEXT:    [[TMP8:%.*]] = getelementptr inbounds nuw i32, ptr [[TMP0]], i64 [[TMP7]]
; CHECK-NEXT:    [[TMP9:%.*]] = load i32, ptr [[TMP8]], align 4, !tbaa [[TBAA6:![0-9]+]]
; CHECK-NEXT:    [[TMP10:%.*]] = add nsw i32 [[TMP9]], 1
; CHECK-NEXT:    store i32 [[TMP10]], ptr [[TMP8]], align 4, !tbaa [[TBAA6]]
; CHECK-NEXT:    ret void
;
define dso_local ptx_kernel void @_Z10grandchildPi(ptr noundef captures(none) %0) #0 {
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %4 = mul i32 %2, %3
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = add i32 %4, %5
  %7 = zext i32 %6 to i64
  %8 = getelementptr inbounds nuw i32, ptr %0, i64 %7
  %9 = load i32, ptr %8, align 4, !tbaa !6
  %10 = add nsw i32 %9, 1
  store i32 %10, ptr %8, align 4, !tbaa !6
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
; WARP-LABEL: define dso_local ptx_kernel void @_Z5childPi(
; WARP-SAME: ptr noundef [[TMP0:%.*]]) #[[ATTR1:[0-9]+]] {
; WARP-NEXT:    [[DPAGG_PARAMS:%.*]] = alloca [8 x i8], align 64
; WARP-NEXT:    [[TMP2:%.*]] = alloca %struct.dim3, align 8
; WARP-NEXT:    [[TMP3:%.*]] = alloca %struct.dim3, align 8
; WARP-NEXT:    br i1 false, label %[[BB23:.*]], label %[[BB4:.*]]
; WARP:       [[BB4]]:
; WARP-NEXT:    [[TMP5:%.*]] = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
; WARP-NEXT:    [[TMP6:%.*]] = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
; WARP-NEXT:    [[TMP7:%.*]] = mul i32 [[TMP5]], [[TMP6]]
; WARP-NEXT:    [[TMP8:%.*]] = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; WARP-NEXT:    [[TMP9:%.*]] = add i32 [[TMP7]], [[TMP8]]
; WARP-NEXT:    [[TMP10:%.*]] = shl i32 [[TMP9]], 6
; WARP-NEXT:    [[TMP11:%.*]] = zext i32 [[TMP10]] to i64
; WARP-NEXT:    [[TMP12:%.*]] = getelementptr inbounds nuw i32, ptr [[TMP0]], i64 [[TMP11]]
; WARP-NEXT:    [[LAUNDER106I:%.*]] = ptrtoint ptr [[TMP12]] to i64
; WARP-NEXT:    [[LAUNDER106L:%.*]] = call i64 asm "mov.b64 $0, $1;", "=l,l"(i64 [[LAUNDER106I]])
; WARP-NEXT:    [[LAUNDER106:%.*]] = inttoptr i64 [[LAUNDER106L]] to ptr
; WARP-NEXT:    call void @llvm.lifetime.start.p0(ptr [[DPAGG_PARAMS]])
; WARP-NEXT:    store ptr [[LAUNDER106]], ptr [[DPAGG_PARAMS]], align 64, !tbaa [[TBAA11:![0-9]+]]
; WARP-NEXT:    call void @llvm.lifetime.start.p0(ptr nonnull [[TMP3]])
; WARP-NEXT:    call void @llvm.lifetime.start.p0(ptr nonnull [[TMP2]])
; WARP-NEXT:    store i32 32, ptr [[TMP2]], align 8
; WARP-NEXT:    [[TMP13:%.*]] = getelementptr inbounds nuw i8, ptr [[TMP2]], i64 4
; WARP-NEXT:    store i32 1, ptr [[TMP13]], align 4
; WARP-NEXT:    [[TMP14:%.*]] = getelementptr inbounds nuw i8, ptr [[TMP2]], i64 8
; WARP-NEXT:    store i32 1, ptr [[TMP14]], align 8
; WARP-NEXT:    store i32 2, ptr [[TMP3]], align 8
; WARP-NEXT:    [[TMP15:%.*]] = getelementptr inbounds nuw i8, ptr [[TMP3]], i64 4
; WARP-NEXT:    store i32 1, ptr [[TMP15]], align 4
; WARP-NEXT:    [[TMP16:%.*]] = getelementptr inbounds nuw i8, ptr [[TMP3]], i64 8
; WARP-NEXT:    store i32 1, ptr [[TMP16]], align 8
; WARP-NEXT:    [[TMP17:%.*]] = getelementptr inbounds i8, ptr [[TMP3]], i64 0
; WARP-NEXT:    [[DPAGG_GRID_X:%.*]] = load i32, ptr [[TMP17]], align 4
; WARP-NEXT:    [[TMP18:%.*]] = getelementptr inbounds i8, ptr [[TMP3]], i64 4
; WARP-NEXT:    [[DPAGG_GRID_Y:%.*]] = load i32, ptr [[TMP18]], align 4
; WARP-NEXT:    [[TMP19:%.*]] = getelementptr inbounds i8, ptr [[TMP3]], i64 8
; WARP-NEXT:    [[DPAGG_GRID_Z:%.*]] = load i32, ptr [[TMP19]], align 4
; WARP-NEXT:    [[TMP20:%.*]] = getelementptr inbounds i8, ptr [[TMP2]], i64 0
; WARP-NEXT:    [[DPAGG_BLOCK_X:%.*]] = load i32, ptr [[TMP20]], align 4
; WARP-NEXT:    [[TMP21:%.*]] = getelementptr inbounds i8, ptr [[TMP2]], i64 4
; WARP-NEXT:    [[DPAGG_BLOCK_Y:%.*]] = load i32, ptr [[TMP21]], align 4
; WARP-NEXT:    [[TMP22:%.*]] = getelementptr inbounds i8, ptr [[TMP2]], i64 8
; WARP-NEXT:    [[DPAGG_BLOCK_Z:%.*]] = load i32, ptr [[TMP22]], align 4
; WARP-NEXT:    [[DPAGG_WARP_ERR:%.*]] = call i32 @__dpagg_aggregate_warp(ptr @[[SITE1]], ptr [[DPAGG_PARAMS]], i32 [[DPAGG_GRID_X]], i32 [[DPAGG_GRID_Y]], i32 [[DPAGG_GRID_Z]], i32 [[DPAGG_BLOCK_X]], i32 [[DPAGG_BLOCK_Y]], i32 [[DPAGG_BLOCK_Z]], i32 0, ptr null)
; WARP-NEXT:    call void @llvm.lifetime.end.p0(ptr [[DPAGG_PARAMS]])
; WARP-NEXT:    call void @llvm.lifetime.end.p0(ptr nonnull [[TMP3]])
; WARP-NEXT:    call void @llvm.lifetime.end.p0(ptr nonnull [[TMP2]])
; WARP-NEXT:    br label %[[BB23]]
; WARP:       [[BB23]]:
; WARP-NEXT:    ret void
;
; BLOCK-LABEL: define dso_local ptx_kernel void @_Z5childPi(
; BLOCK-SAME: ptr noundef [[TMP0:%.*]]) #[[ATTR1:[0-9]+]] {
; BLOCK-NEXT:    [[DPAGG_PARAMS:%.*]] = alloca [8 x i8], align 64
; BLOCK-NEXT:    [[TMP2:%.*]] = alloca %struct.dim3, align 8
; BLOCK-NEXT:    [[TMP3:%.*]] = alloca %struct.dim3, align 8
; BLOCK-NEXT:    [[DPAGG_BLOCK_FRAME:%.*]] = alloca [16 x i8], align 8
; BLOCK-NEXT:    call void @__dpagg_block_init(ptr [[DPAGG_BLOCK_FRAME]], ptr addrspacecast (ptr addrspace(1) @dpagg.block.table to ptr), i32 8192)
; BLOCK-NEXT:    br i1 false, label %[[BB23:.*]], label %[[BB4:.*]]
; BLOCK:       [[BB4]]:
; BLOCK-NEXT:    [[TMP5:%.*]] = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
; BLOCK-NEXT:    [[TMP6:%.*]] = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
; BLOCK-NEXT:    [[TMP7:%.*]] = mul i32 [[TMP5]], [[TMP6]]
; BLOCK-NEXT:    [[TMP8:%.*]] = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; BLOCK-NEXT:    [[TMP9:%.*]] = add i32 [[TMP7]], [[TMP8]]
; BLOCK-NEXT:    [[TMP10:%.*]] = shl i32 [[TMP9]], 6
; BLOCK-NEXT:    [[TMP11:%.*]] = zext i32 [[TMP10]] to i64
; BLOCK-NEXT:    [[TMP12:%.*]] = getelementptr inbounds nuw i32, ptr [[TMP0]], i64 [[TMP11]]
; BLOCK-NEXT:    [[LAUNDER109I:%.*]] = ptrtoint ptr [[TMP12]] to i64
; BLOCK-NEXT:    [[LAUNDER109L:%.*]] = call i64 asm "mov.b64 $0, $1;", "=l,l"(i64 [[LAUNDER109I]])
; BLOCK-NEXT:    [[LAUNDER109:%.*]] = inttoptr i64 [[LAUNDER109L]] to ptr
; BLOCK-NEXT:    call void @llvm.lifetime.start.p0(ptr [[DPAGG_PARAMS]])
; BLOCK-NEXT:    store ptr [[LAUNDER109]], ptr [[DPAGG_PARAMS]], align 64, !tbaa [[TBAA11:![0-9]+]]
; BLOCK-NEXT:    call void @llvm.lifetime.start.p0(ptr nonnull [[TMP3]])
; BLOCK-NEXT:    call void @llvm.lifetime.start.p0(ptr nonnull [[TMP2]])
; BLOCK-NEXT:    store i32 32, ptr [[TMP2]], align 8
; BLOCK-NEXT:    [[TMP13:%.*]] = getelementptr inbounds nuw i8, ptr [[TMP2]], i64 4
; BLOCK-NEXT:    store i32 1, ptr [[TMP13]], align 4
; BLOCK-NEXT:    [[TMP14:%.*]] = getelementptr inbounds nuw i8, ptr [[TMP2]], i64 8
; BLOCK-NEXT:    store i32 1, ptr [[TMP14]], align 8
; BLOCK-NEXT:    store i32 2, ptr [[TMP3]], align 8
; BLOCK-NEXT:    [[TMP15:%.*]] = getelementptr inbounds nuw i8, ptr [[TMP3]], i64 4
; BLOCK-NEXT:    store i32 1, ptr [[TMP15]], align 4
; BLOCK-NEXT:    [[TMP16:%.*]] = getelementptr inbounds nuw i8, ptr [[TMP3]], i64 8
; BLOCK-NEXT:    store i32 1, ptr [[TMP16]], align 8
; BLOCK-NEXT:    [[TMP17:%.*]] = getelementptr inbounds i8, ptr [[TMP3]], i64 0
; BLOCK-NEXT:    [[DPAGG_GRID_X:%.*]] = load i32, ptr [[TMP17]], align 4
; BLOCK-NEXT:    [[TMP18:%.*]] = getelementptr inbounds i8, ptr [[TMP3]], i64 4
; BLOCK-NEXT:    [[DPAGG_GRID_Y:%.*]] = load i32, ptr [[TMP18]], align 4
; BLOCK-NEXT:    [[TMP19:%.*]] = getelementptr inbounds i8, ptr [[TMP3]], i64 8
; BLOCK-NEXT:    [[DPAGG_GRID_Z:%.*]] = load i32, ptr [[TMP19]], align 4
; BLOCK-NEXT:    [[TMP20:%.*]] = getelementptr inbounds i8, ptr [[TMP2]], i64 0
; BLOCK-NEXT:    [[DPAGG_BLOCK_X:%.*]] = load i32, ptr [[TMP20]], align 4
; BLOCK-NEXT:    [[TMP21:%.*]] = getelementptr inbounds i8, ptr [[TMP2]], i64 4
; BLOCK-NEXT:    [[DPAGG_BLOCK_Y:%.*]] = load i32, ptr [[TMP21]], align 4
; BLOCK-NEXT:    [[TMP22:%.*]] = getelementptr inbounds i8, ptr [[TMP2]], i64 8
; BLOCK-NEXT:    [[DPAGG_BLOCK_Z:%.*]] = load i32, ptr [[TMP22]], align 4
; BLOCK-NEXT:    [[DPAGG_BLOCK_ERR:%.*]] = call i32 @__dpagg_aggregate_block(ptr @[[SITE2]], ptr [[DPAGG_PARAMS]], i32 [[DPAGG_GRID_X]], i32 [[DPAGG_GRID_Y]], i32 [[DPAGG_GRID_Z]], i32 [[DPAGG_BLOCK_X]], i32 [[DPAGG_BLOCK_Y]], i32 [[DPAGG_BLOCK_Z]], i32 0, ptr null, ptr [[DPAGG_BLOCK_FRAME]], ptr addrspacecast (ptr addrspace(1) @dpagg.block.table to ptr))
; BLOCK-NEXT:    call void @llvm.lifetime.end.p0(ptr [[DPAGG_PARAMS]])
; BLOCK-NEXT:    call void @llvm.lifetime.end.p0(ptr nonnull [[TMP3]])
; BLOCK-NEXT:    call void @llvm.lifetime.end.p0(ptr nonnull [[TMP2]])
; BLOCK-NEXT:    br label %[[BB23]]
; BLOCK:       [[BB23]]:
; BLOCK-NEXT:    call void @__dpagg_block_exit(ptr [[DPAGG_BLOCK_FRAME]], ptr addrspacecast (ptr addrspace(1) @dpagg.block.table to ptr), i32 8192)
; BLOCK-NEXT:    ret void
;
define dso_local ptx_kernel void @_Z5childPi(ptr noundef %0) #1 {
  %2 = alloca %struct.dim3, align 8
  %3 = alloca %struct.dim3, align 8
  %4 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 8) #5
  %5 = icmp eq ptr %4, null
  br i1 %5, label %20, label %6

6:                                                ; preds = %1
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = shl i32 %11, 6
  %13 = zext i32 %12 to i64
  %14 = getelementptr inbounds nuw i32, ptr %0, i64 %13
  store ptr %14, ptr %4, align 64, !tbaa !11
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  call void @llvm.lifetime.start.p0(ptr nonnull %2)
  store i32 32, ptr %2, align 8
  %15 = getelementptr inbounds nuw i8, ptr %2, i64 4
  store i32 1, ptr %15, align 4
  %16 = getelementptr inbounds nuw i8, ptr %2, i64 8
  store i32 1, ptr %16, align 8
  store i32 2, ptr %3, align 8
  %17 = getelementptr inbounds nuw i8, ptr %3, i64 4
  store i32 1, ptr %17, align 4
  %18 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store i32 1, ptr %18, align 8
  %19 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z10grandchildPi, ptr noundef nonnull %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, ptr noundef nonnull byval(%struct.dim3) align 4 %2, i32 noundef 0, ptr noundef null) #5
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  call void @llvm.lifetime.end.p0(ptr nonnull %2)
  br label %20

20:                                               ; preds = %6, %1
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
; WARP-LABEL: define dso_local ptx_kernel void @_Z6parentPi(
; WARP-SAME: ptr noundef [[TMP0:%.*]]) local_unnamed_addr #[[ATTR1:[0-9]+]] {
; WARP-NEXT:    [[DPAGG_PARAMS:%.*]] = alloca [8 x i8], align 64
; WARP-NEXT:    [[TMP2:%.*]] = alloca %struct.dim3, align 8
; WARP-NEXT:    [[TMP3:%.*]] = alloca %struct.dim3, align 8
; WARP-NEXT:    br i1 false, label %[[BB19:.*]], label %[[BB4:.*]]
; WARP:       [[BB4]]:
; WARP-NEXT:    [[TMP5:%.*]] = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; WARP-NEXT:    [[TMP6:%.*]] = shl nuw nsw i32 [[TMP5]], 11
; WARP-NEXT:    [[TMP7:%.*]] = zext nneg i32 [[TMP6]] to i64
; WARP-NEXT:    [[TMP8:%.*]] = getelementptr inbounds nuw i32, ptr [[TMP0]], i64 [[TMP7]]
; WARP-NEXT:    [[LAUNDER107I:%.*]] = ptrtoint ptr [[TMP8]] to i64
; WARP-NEXT:    [[LAUNDER107L:%.*]] = call i64 asm "mov.b64 $0, $1;", "=l,l"(i64 [[LAUNDER107I]])
; WARP-NEXT:    [[LAUNDER107:%.*]] = inttoptr i64 [[LAUNDER107L]] to ptr
; WARP-NEXT:    call void @llvm.lifetime.start.p0(ptr [[DPAGG_PARAMS]])
; WARP-NEXT:    store ptr [[LAUNDER107]], ptr [[DPAGG_PARAMS]], align 64, !tbaa [[TBAA11:![0-9]+]]
; WARP-NEXT:    call void @llvm.lifetime.start.p0(ptr nonnull [[TMP3]])
; WARP-NEXT:    call void @llvm.lifetime.start.p0(ptr nonnull [[TMP2]])
; WARP-NEXT:    store i32 32, ptr [[TMP2]], align 8
; WARP-NEXT:    [[TMP9:%.*]] = getelementptr inbounds nuw i8, ptr [[TMP2]], i64 4
; WARP-NEXT:    store i32 1, ptr [[TMP9]], align 4
; WARP-NEXT:    [[TMP10:%.*]] = getelementptr inbounds nuw i8, ptr [[TMP2]], i64 8
; WARP-NEXT:    store i32 1, ptr [[TMP10]], align 8
; WARP-NEXT:    store i32 1, ptr [[TMP3]], align 8
; WARP-NEXT:    [[TMP11:%.*]] = getelementptr inbounds nuw i8, ptr [[TMP3]], i64 4
; WARP-NEXT:    store i32 1, ptr [[TMP11]], align 4
; WARP-NEXT:    [[TMP12:%.*]] = getelementptr inbounds nuw i8, ptr [[TMP3]], i64 8
; WARP-NEXT:    store i32 1, ptr [[TMP12]], align 8
; WARP-NEXT:    [[TMP13:%.*]] = getelementptr inbounds i8, ptr [[TMP3]], i64 0
; WARP-NEXT:    [[DPAGG_GRID_X:%.*]] = load i32, ptr [[TMP13]], align 4
; WARP-NEXT:    [[TMP14:%.*]] = getelementptr inbounds i8, ptr [[TMP3]], i64 4
; WARP-NEXT:    [[DPAGG_GRID_Y:%.*]] = load i32, ptr [[TMP14]], align 4
; WARP-NEXT:    [[TMP15:%.*]] = getelementptr inbounds i8, ptr [[TMP3]], i64 8
; WARP-NEXT:    [[DPAGG_GRID_Z:%.*]] = load i32, ptr [[TMP15]], align 4
; WARP-NEXT:    [[TMP16:%.*]] = getelementptr inbounds i8, ptr [[TMP2]], i64 0
; WARP-NEXT:    [[DPAGG_BLOCK_X:%.*]] = load i32, ptr [[TMP16]], align 4
; WARP-NEXT:    [[TMP17:%.*]] = getelementptr inbounds i8, ptr [[TMP2]], i64 4
; WARP-NEXT:    [[DPAGG_BLOCK_Y:%.*]] = load i32, ptr [[TMP17]], align 4
; WARP-NEXT:    [[TMP18:%.*]] = getelementptr inbounds i8, ptr [[TMP2]], i64 8
; WARP-NEXT:    [[DPAGG_BLOCK_Z:%.*]] = load i32, ptr [[TMP18]], align 4
; WARP-NEXT:    [[DPAGG_WARP_ERR:%.*]] = call i32 @__dpagg_aggregate_warp(ptr @[[SITE3]], ptr [[DPAGG_PARAMS]], i32 [[DPAGG_GRID_X]], i32 [[DPAGG_GRID_Y]], i32 [[DPAGG_GRID_Z]], i32 [[DPAGG_BLOCK_X]], i32 [[DPAGG_BLOCK_Y]], i32 [[DPAGG_BLOCK_Z]], i32 0, ptr null)
; WARP-NEXT:    call void @llvm.lifetime.end.p0(ptr [[DPAGG_PARAMS]])
; WARP-NEXT:    call void @llvm.lifetime.end.p0(ptr nonnull [[TMP3]])
; WARP-NEXT:    call void @llvm.lifetime.end.p0(ptr nonnull [[TMP2]])
; WARP-NEXT:    br label %[[BB19]]
; WARP:       [[BB19]]:
; WARP-NEXT:    ret void
;
; BLOCK-LABEL: define dso_local ptx_kernel void @_Z6parentPi(
; BLOCK-SAME: ptr noundef [[TMP0:%.*]]) local_unnamed_addr #[[ATTR1:[0-9]+]] {
; BLOCK-NEXT:    [[DPAGG_PARAMS:%.*]] = alloca [8 x i8], align 64
; BLOCK-NEXT:    [[TMP2:%.*]] = alloca %struct.dim3, align 8
; BLOCK-NEXT:    [[TMP3:%.*]] = alloca %struct.dim3, align 8
; BLOCK-NEXT:    [[DPAGG_BLOCK_FRAME:%.*]] = alloca [16 x i8], align 8
; BLOCK-NEXT:    call void @__dpagg_block_init(ptr [[DPAGG_BLOCK_FRAME]], ptr addrspacecast (ptr addrspace(1) @dpagg.block.table to ptr), i32 8192)
; BLOCK-NEXT:    br i1 false, label %[[BB19:.*]], label %[[BB4:.*]]
; BLOCK:       [[BB4]]:
; BLOCK-NEXT:    [[TMP5:%.*]] = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; BLOCK-NEXT:    [[TMP6:%.*]] = shl nuw nsw i32 [[TMP5]], 11
; BLOCK-NEXT:    [[TMP7:%.*]] = zext nneg i32 [[TMP6]] to i64
; BLOCK-NEXT:    [[TMP8:%.*]] = getelementptr inbounds nuw i32, ptr [[TMP0]], i64 [[TMP7]]
; BLOCK-NEXT:    [[LAUNDER110I:%.*]] = ptrtoint ptr [[TMP8]] to i64
; BLOCK-NEXT:    [[LAUNDER110L:%.*]] = call i64 asm "mov.b64 $0, $1;", "=l,l"(i64 [[LAUNDER110I]])
; BLOCK-NEXT:    [[LAUNDER110:%.*]] = inttoptr i64 [[LAUNDER110L]] to ptr
; BLOCK-NEXT:    call void @llvm.lifetime.start.p0(ptr [[DPAGG_PARAMS]])
; BLOCK-NEXT:    store ptr [[LAUNDER110]], ptr [[DPAGG_PARAMS]], align 64, !tbaa [[TBAA11:![0-9]+]]
; BLOCK-NEXT:    call void @llvm.lifetime.start.p0(ptr nonnull [[TMP3]])
; BLOCK-NEXT:    call void @llvm.lifetime.start.p0(ptr nonnull [[TMP2]])
; BLOCK-NEXT:    store i32 32, ptr [[TMP2]], align 8
; BLOCK-NEXT:    [[TMP9:%.*]] = getelementptr inbounds nuw i8, ptr [[TMP2]], i64 4
; BLOCK-NEXT:    store i32 1, ptr [[TMP9]], align 4
; BLOCK-NEXT:    [[TMP10:%.*]] = getelementptr inbounds nuw i8, ptr [[TMP2]], i64 8
; BLOCK-NEXT:    store i32 1, ptr [[TMP10]], align 8
; BLOCK-NEXT:    store i32 1, ptr [[TMP3]], align 8
; BLOCK-NEXT:    [[TMP11:%.*]] = getelementptr inbounds nuw i8, ptr [[TMP3]], i64 4
; BLOCK-NEXT:    store i32 1, ptr [[TMP11]], align 4
; BLOCK-NEXT:    [[TMP12:%.*]] = getelementptr inbounds nuw i8, ptr [[TMP3]], i64 8
; BLOCK-NEXT:    store i32 1, ptr [[TMP12]], align 8
; BLOCK-NEXT:    [[TMP13:%.*]] = getelementptr inbounds i8, ptr [[TMP3]], i64 0
; BLOCK-NEXT:    [[DPAGG_GRID_X:%.*]] = load i32, ptr [[TMP13]], align 4
; BLOCK-NEXT:    [[TMP14:%.*]] = getelementptr inbounds i8, ptr [[TMP3]], i64 4
; BLOCK-NEXT:    [[DPAGG_GRID_Y:%.*]] = load i32, ptr [[TMP14]], align 4
; BLOCK-NEXT:    [[TMP15:%.*]] = getelementptr inbounds i8, ptr [[TMP3]], i64 8
; BLOCK-NEXT:    [[DPAGG_GRID_Z:%.*]] = load i32, ptr [[TMP15]], align 4
; BLOCK-NEXT:    [[TMP16:%.*]] = getelementptr inbounds i8, ptr [[TMP2]], i64 0
; BLOCK-NEXT:    [[DPAGG_BLOCK_X:%.*]] = load i32, ptr [[TMP16]], align 4
; BLOCK-NEXT:    [[TMP17:%.*]] = getelementptr inbounds i8, ptr [[TMP2]], i64 4
; BLOCK-NEXT:    [[DPAGG_BLOCK_Y:%.*]] = load i32, ptr [[TMP17]], align 4
; BLOCK-NEXT:    [[TMP18:%.*]] = getelementptr inbounds i8, ptr [[TMP2]], i64 8
; BLOCK-NEXT:    [[DPAGG_BLOCK_Z:%.*]] = load i32, ptr [[TMP18]], align 4
; BLOCK-NEXT:    [[DPAGG_BLOCK_ERR:%.*]] = call i32 @__dpagg_aggregate_block(ptr @[[SITE4]], ptr [[DPAGG_PARAMS]], i32 [[DPAGG_GRID_X]], i32 [[DPAGG_GRID_Y]], i32 [[DPAGG_GRID_Z]], i32 [[DPAGG_BLOCK_X]], i32 [[DPAGG_BLOCK_Y]], i32 [[DPAGG_BLOCK_Z]], i32 0, ptr null, ptr [[DPAGG_BLOCK_FRAME]], ptr addrspacecast (ptr addrspace(1) @dpagg.block.table to ptr))
; BLOCK-NEXT:    call void @llvm.lifetime.end.p0(ptr [[DPAGG_PARAMS]])
; BLOCK-NEXT:    call void @llvm.lifetime.end.p0(ptr nonnull [[TMP3]])
; BLOCK-NEXT:    call void @llvm.lifetime.end.p0(ptr nonnull [[TMP2]])
; BLOCK-NEXT:    br label %[[BB19]]
; BLOCK:       [[BB19]]:
; BLOCK-NEXT:    call void @__dpagg_block_exit(ptr [[DPAGG_BLOCK_FRAME]], ptr addrspacecast (ptr addrspace(1) @dpagg.block.table to ptr), i32 8192)
; BLOCK-NEXT:    ret void
;
define dso_local ptx_kernel void @_Z6parentPi(ptr noundef %0) local_unnamed_addr #1 {
  %2 = alloca %struct.dim3, align 8
  %3 = alloca %struct.dim3, align 8
  %4 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 8) #5
  %5 = icmp eq ptr %4, null
  br i1 %5, label %16, label %6

6:                                                ; preds = %1
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = shl nuw nsw i32 %7, 11
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

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

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

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
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

; The aggregated children the pass creates.
; CHECK-LABEL: define internal ptx_kernel void @_Z10grandchildPi.dpagg(
; CHECK-SAME: ptr [[DPAGG_RECORD:%.*]]) #[[CHILDATTR5:[0-9]+]] {
; CHECK-NEXT:  [[DPAGG_PROLOGUE:.*]]:
; CHECK-NEXT:    [[DPAGG_CTX:%.*]] = alloca { [3 x i32], [3 x i32], [3 x i32], i32, ptr, i32, ptr, ptr, i32 }, align 8
; CHECK-NEXT:    call void @__dpagg_child_enter(ptr [[DPAGG_RECORD]], ptr [[DPAGG_CTX]], ptr addrspacecast (ptr addrspace(3) @_Z10grandchildPi.dpagg.args to ptr), i32 8)
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
; CHECK-NEXT:    [[TMP23:%.*]] = mul i32 [[DPAGG_BLOCKIDX_X]], [[DPAGG_BLOCKDIM_X]]
; CHECK-NEXT:    [[TMP24:%.*]] = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; CHECK-NEXT:    [[TMP25:%.*]] = add i32 [[TMP23]], [[TMP24]]
; CHECK-NEXT:    [[TMP26:%.*]] = zext i32 [[TMP25]] to i64
; CHECK-NEXT:    [[TMP27:%.*]] = getelementptr inbounds nuw i32, ptr [[DPAGG_PARAM_0]], i64 [[TMP26]]
; CHECK-NEXT:    [[TMP28:%.*]] = load i32, ptr [[TMP27]], align 4, !tbaa [[TBAA6:![0-9]+]]
; CHECK-NEXT:    [[TMP29:%.*]] = add nsw i32 [[TMP28]], 1
; CHECK-NEXT:    store i32 [[TMP29]], ptr [[TMP27]], align 4, !tbaa [[TBAA6]]
; CHECK-NEXT:    ret void
; CHECK:       [[DPAGG_SURPLUS]]:
; CHECK-NEXT:    ret void
;
; WARP-LABEL: define internal ptx_kernel void @_Z5childPi.dpagg(
; WARP-SAME: ptr [[DPAGG_RECORD:%.*]]) #[[CHILDATTR7:[0-9]+]] {
; WARP-NEXT:  [[DPAGG_PROLOGUE:.*]]:
; WARP-NEXT:    [[DPAGG_PARAMS:%.*]] = alloca [8 x i8], align 64
; WARP-NEXT:    [[TMP23:%.*]] = alloca %struct.dim3, align 8
; WARP-NEXT:    [[TMP24:%.*]] = alloca %struct.dim3, align 8
; WARP-NEXT:    [[DPAGG_CTX:%.*]] = alloca { [3 x i32], [3 x i32], [3 x i32], i32, ptr, i32, ptr, ptr, i32 }, align 8
; WARP-NEXT:    call void @__dpagg_child_enter(ptr [[DPAGG_RECORD]], ptr [[DPAGG_CTX]], ptr addrspacecast (ptr addrspace(3) @_Z5childPi.dpagg.args to ptr), i32 8)
; WARP-NEXT:    [[TMP0:%.*]] = getelementptr inbounds { [3 x i32], [3 x i32], [3 x i32], i32, ptr, i32, ptr, ptr, i32 }, ptr [[DPAGG_CTX]], i32 0, i32 0
; WARP-NEXT:    [[TMP1:%.*]] = getelementptr inbounds [3 x i32], ptr [[TMP0]], i32 0, i32 0
; WARP-NEXT:    [[DPAGG_BLOCKIDX_X:%.*]] = load i32, ptr [[TMP1]], align 4
; WARP-NEXT:    [[TMP2:%.*]] = getelementptr inbounds { [3 x i32], [3 x i32], [3 x i32], i32, ptr, i32, ptr, ptr, i32 }, ptr [[DPAGG_CTX]], i32 0, i32 1
; WARP-NEXT:    [[TMP3:%.*]] = getelementptr inbounds [3 x i32], ptr [[TMP2]], i32 0, i32 0
; WARP-NEXT:    [[DPAGG_BLOCKDIM_X:%.*]] = load i32, ptr [[TMP3]], align 4
; WARP-NEXT:    [[TMP4:%.*]] = getelementptr inbounds { [3 x i32], [3 x i32], [3 x i32], i32, ptr, i32, ptr, ptr, i32 }, ptr [[DPAGG_CTX]], i32 0, i32 2
; WARP-NEXT:    [[TMP5:%.*]] = getelementptr inbounds [3 x i32], ptr [[TMP4]], i32 0, i32 0
; WARP-NEXT:    [[DPAGG_GRIDDIM_X:%.*]] = load i32, ptr [[TMP5]], align 4
; WARP-NEXT:    [[TMP6:%.*]] = getelementptr inbounds { [3 x i32], [3 x i32], [3 x i32], i32, ptr, i32, ptr, ptr, i32 }, ptr [[DPAGG_CTX]], i32 0, i32 0
; WARP-NEXT:    [[TMP7:%.*]] = getelementptr inbounds [3 x i32], ptr [[TMP6]], i32 0, i32 1
; WARP-NEXT:    [[DPAGG_BLOCKIDX_Y:%.*]] = load i32, ptr [[TMP7]], align 4
; WARP-NEXT:    [[TMP8:%.*]] = getelementptr inbounds { [3 x i32], [3 x i32], [3 x i32], i32, ptr, i32, ptr, ptr, i32 }, ptr [[DPAGG_CTX]], i32 0, i32 1
; WARP-NEXT:    [[TMP9:%.*]] = getelementptr inbounds [3 x i32], ptr [[TMP8]], i32 0, i32 1
; WARP-NEXT:    [[DPAGG_BLOCKDIM_Y:%.*]] = load i32, ptr [[TMP9]], align 4
; WARP-NEXT:    [[TMP10:%.*]] = getelementptr inbounds { [3 x i32], [3 x i32], [3 x i32], i32, ptr, i32, ptr, ptr, i32 }, ptr [[DPAGG_CTX]], i32 0, i32 2
; WARP-NEXT:    [[TMP11:%.*]] = getelementptr inbounds [3 x i32], ptr [[TMP10]], i32 0, i32 1
; WARP-NEXT:    [[DPAGG_GRIDDIM_Y:%.*]] = load i32, ptr [[TMP11]], align 4
; WARP-NEXT:    [[TMP12:%.*]] = getelementptr inbounds { [3 x i32], [3 x i32], [3 x i32], i32, ptr, i32, ptr, ptr, i32 }, ptr [[DPAGG_CTX]], i32 0, i32 0
; WARP-NEXT:    [[TMP13:%.*]] = getelementptr inbounds [3 x i32], ptr [[TMP12]], i32 0, i32 2
; WARP-NEXT:    [[DPAGG_BLOCKIDX_Z:%.*]] = load i32, ptr [[TMP13]], align 4
; WARP-NEXT:    [[TMP14:%.*]] = getelementptr inbounds { [3 x i32], [3 x i32], [3 x i32], i32, ptr, i32, ptr, ptr, i32 }, ptr [[DPAGG_CTX]], i32 0, i32 1
; WARP-NEXT:    [[TMP15:%.*]] = getelementptr inbounds [3 x i32], ptr [[TMP14]], i32 0, i32 2
; WARP-NEXT:    [[DPAGG_BLOCKDIM_Z:%.*]] = load i32, ptr [[TMP15]], align 4
; WARP-NEXT:    [[TMP16:%.*]] = getelementptr inbounds { [3 x i32], [3 x i32], [3 x i32], i32, ptr, i32, ptr, ptr, i32 }, ptr [[DPAGG_CTX]], i32 0, i32 2
; WARP-NEXT:    [[TMP17:%.*]] = getelementptr inbounds [3 x i32], ptr [[TMP16]], i32 0, i32 2
; WARP-NEXT:    [[DPAGG_GRIDDIM_Z:%.*]] = load i32, ptr [[TMP17]], align 4
; WARP-NEXT:    [[TMP18:%.*]] = getelementptr inbounds { [3 x i32], [3 x i32], [3 x i32], i32, ptr, i32, ptr, ptr, i32 }, ptr [[DPAGG_CTX]], i32 0, i32 3
; WARP-NEXT:    [[DPAGG_ACTIVE:%.*]] = load i32, ptr [[TMP18]], align 4
; WARP-NEXT:    [[TMP19:%.*]] = getelementptr inbounds { [3 x i32], [3 x i32], [3 x i32], i32, ptr, i32, ptr, ptr, i32 }, ptr [[DPAGG_CTX]], i32 0, i32 4
; WARP-NEXT:    [[DPAGG_ARGS:%.*]] = load ptr, ptr [[TMP19]], align 8
; WARP-NEXT:    [[TMP20:%.*]] = getelementptr inbounds i8, ptr [[DPAGG_ARGS]], i64 0
; WARP-NEXT:    [[DPAGG_PARAM_0:%.*]] = load ptr, ptr [[TMP20]], align 8
; WARP-NEXT:    [[TMP21:%.*]] = icmp ne i32 [[DPAGG_ACTIVE]], 0
; WARP-NEXT:    br i1 [[TMP21]], label %[[BB22:.*]], label %[[DPAGG_SURPLUS:.*]]
; WARP:       [[BB22]]:
; WARP-NEXT:    br i1 false, label %[[BB42:.*]], label %[[BB25:.*]]
; WARP:       [[BB25]]:
; WARP-NEXT:    [[TMP26:%.*]] = mul i32 [[DPAGG_BLOCKIDX_X]], [[DPAGG_BLOCKDIM_X]]
; WARP-NEXT:    [[TMP27:%.*]] = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; WARP-NEXT:    [[TMP28:%.*]] = add i32 [[TMP26]], [[TMP27]]
; WARP-NEXT:    [[TMP29:%.*]] = shl i32 [[TMP28]], 6
; WARP-NEXT:    [[TMP30:%.*]] = zext i32 [[TMP29]] to i64
; WARP-NEXT:    [[TMP31:%.*]] = getelementptr inbounds nuw i32, ptr [[DPAGG_PARAM_0]], i64 [[TMP30]]
; WARP-NEXT:    [[LAUNDER108I:%.*]] = ptrtoint ptr [[TMP31]] to i64
; WARP-NEXT:    [[LAUNDER108L:%.*]] = call i64 asm "mov.b64 $0, $1;", "=l,l"(i64 [[LAUNDER108I]])
; WARP-NEXT:    [[LAUNDER108:%.*]] = inttoptr i64 [[LAUNDER108L]] to ptr
; WARP-NEXT:    call void @llvm.lifetime.start.p0(ptr [[DPAGG_PARAMS]])
; WARP-NEXT:    store ptr [[LAUNDER108]], ptr [[DPAGG_PARAMS]], align 64, !tbaa [[TBAA11:![0-9]+]]
; WARP-NEXT:    call void @llvm.lifetime.start.p0(ptr nonnull [[TMP24]])
; WARP-NEXT:    call void @llvm.lifetime.start.p0(ptr nonnull [[TMP23]])
; WARP-NEXT:    store i32 32, ptr [[TMP23]], align 8
; WARP-NEXT:    [[TMP32:%.*]] = getelementptr inbounds nuw i8, ptr [[TMP23]], i64 4
; WARP-NEXT:    store i32 1, ptr [[TMP32]], align 4
; WARP-NEXT:    [[TMP33:%.*]] = getelementptr inbounds nuw i8, ptr [[TMP23]], i64 8
; WARP-NEXT:    store i32 1, ptr [[TMP33]], align 8
; WARP-NEXT:    store i32 2, ptr [[TMP24]], align 8
; WARP-NEXT:    [[TMP34:%.*]] = getelementptr inbounds nuw i8, ptr [[TMP24]], i64 4
; WARP-NEXT:    store i32 1, ptr [[TMP34]], align 4
; WARP-NEXT:    [[TMP35:%.*]] = getelementptr inbounds nuw i8, ptr [[TMP24]], i64 8
; WARP-NEXT:    store i32 1, ptr [[TMP35]], align 8
; WARP-NEXT:    [[TMP36:%.*]] = getelementptr inbounds i8, ptr [[TMP24]], i64 0
; WARP-NEXT:    [[DPAGG_GRID_X:%.*]] = load i32, ptr [[TMP36]], align 4
; WARP-NEXT:    [[TMP37:%.*]] = getelementptr inbounds i8, ptr [[TMP24]], i64 4
; WARP-NEXT:    [[DPAGG_GRID_Y:%.*]] = load i32, ptr [[TMP37]], align 4
; WARP-NEXT:    [[TMP38:%.*]] = getelementptr inbounds i8, ptr [[TMP24]], i64 8
; WARP-NEXT:    [[DPAGG_GRID_Z:%.*]] = load i32, ptr [[TMP38]], align 4
; WARP-NEXT:    [[TMP39:%.*]] = getelementptr inbounds i8, ptr [[TMP23]], i64 0
; WARP-NEXT:    [[DPAGG_BLOCK_X:%.*]] = load i32, ptr [[TMP39]], align 4
; WARP-NEXT:    [[TMP40:%.*]] = getelementptr inbounds i8, ptr [[TMP23]], i64 4
; WARP-NEXT:    [[DPAGG_BLOCK_Y:%.*]] = load i32, ptr [[TMP40]], align 4
; WARP-NEXT:    [[TMP41:%.*]] = getelementptr inbounds i8, ptr [[TMP23]], i64 8
; WARP-NEXT:    [[DPAGG_BLOCK_Z:%.*]] = load i32, ptr [[TMP41]], align 4
; WARP-NEXT:    [[DPAGG_WARP_ERR:%.*]] = call i32 @__dpagg_aggregate_warp(ptr @[[SITE5]], ptr [[DPAGG_PARAMS]], i32 [[DPAGG_GRID_X]], i32 [[DPAGG_GRID_Y]], i32 [[DPAGG_GRID_Z]], i32 [[DPAGG_BLOCK_X]], i32 [[DPAGG_BLOCK_Y]], i32 [[DPAGG_BLOCK_Z]], i32 0, ptr null)
; WARP-NEXT:    call void @llvm.lifetime.end.p0(ptr [[DPAGG_PARAMS]])
; WARP-NEXT:    call void @llvm.lifetime.end.p0(ptr nonnull [[TMP24]])
; WARP-NEXT:    call void @llvm.lifetime.end.p0(ptr nonnull [[TMP23]])
; WARP-NEXT:    br label %[[BB42]]
; WARP:       [[BB42]]:
; WARP-NEXT:    ret void
; WARP:       [[DPAGG_SURPLUS]]:
; WARP-NEXT:    ret void
;
; BLOCK-LABEL: define internal ptx_kernel void @_Z5childPi.dpagg(
; BLOCK-SAME: ptr [[DPAGG_RECORD:%.*]]) #[[CHILDATTR7:[0-9]+]] {
; BLOCK-NEXT:  [[DPAGG_PROLOGUE:.*]]:
; BLOCK-NEXT:    [[DPAGG_PARAMS:%.*]] = alloca [8 x i8], align 64
; BLOCK-NEXT:    [[TMP23:%.*]] = alloca %struct.dim3, align 8
; BLOCK-NEXT:    [[TMP24:%.*]] = alloca %struct.dim3, align 8
; BLOCK-NEXT:    [[DPAGG_CTX:%.*]] = alloca { [3 x i32], [3 x i32], [3 x i32], i32, ptr, i32, ptr, ptr, i32 }, align 8
; BLOCK-NEXT:    [[DPAGG_BLOCK_FRAME:%.*]] = alloca [16 x i8], align 8
; BLOCK-NEXT:    call void @__dpagg_block_init(ptr [[DPAGG_BLOCK_FRAME]], ptr addrspacecast (ptr addrspace(1) @dpagg.block.table to ptr), i32 8192)
; BLOCK-NEXT:    call void @__dpagg_child_enter(ptr [[DPAGG_RECORD]], ptr [[DPAGG_CTX]], ptr addrspacecast (ptr addrspace(3) @_Z5childPi.dpagg.args to ptr), i32 8)
; BLOCK-NEXT:    [[TMP0:%.*]] = getelementptr inbounds { [3 x i32], [3 x i32], [3 x i32], i32, ptr, i32, ptr, ptr, i32 }, ptr [[DPAGG_CTX]], i32 0, i32 0
; BLOCK-NEXT:    [[TMP1:%.*]] = getelementptr inbounds [3 x i32], ptr [[TMP0]], i32 0, i32 0
; BLOCK-NEXT:    [[DPAGG_BLOCKIDX_X:%.*]] = load i32, ptr [[TMP1]], align 4
; BLOCK-NEXT:    [[TMP2:%.*]] = getelementptr inbounds { [3 x i32], [3 x i32], [3 x i32], i32, ptr, i32, ptr, ptr, i32 }, ptr [[DPAGG_CTX]], i32 0, i32 1
; BLOCK-NEXT:    [[TMP3:%.*]] = getelementptr inbounds [3 x i32], ptr [[TMP2]], i32 0, i32 0
; BLOCK-NEXT:    [[DPAGG_BLOCKDIM_X:%.*]] = load i32, ptr [[TMP3]], align 4
; BLOCK-NEXT:    [[TMP4:%.*]] = getelementptr inbounds { [3 x i32], [3 x i32], [3 x i32], i32, ptr, i32, ptr, ptr, i32 }, ptr [[DPAGG_CTX]], i32 0, i32 2
; BLOCK-NEXT:    [[TMP5:%.*]] = getelementptr inbounds [3 x i32], ptr [[TMP4]], i32 0, i32 0
; BLOCK-NEXT:    [[DPAGG_GRIDDIM_X:%.*]] = load i32, ptr [[TMP5]], align 4
; BLOCK-NEXT:    [[TMP6:%.*]] = getelementptr inbounds { [3 x i32], [3 x i32], [3 x i32], i32, ptr, i32, ptr, ptr, i32 }, ptr [[DPAGG_CTX]], i32 0, i32 0
; BLOCK-NEXT:    [[TMP7:%.*]] = getelementptr inbounds [3 x i32], ptr [[TMP6]], i32 0, i32 1
; BLOCK-NEXT:    [[DPAGG_BLOCKIDX_Y:%.*]] = load i32, ptr [[TMP7]], align 4
; BLOCK-NEXT:    [[TMP8:%.*]] = getelementptr inbounds { [3 x i32], [3 x i32], [3 x i32], i32, ptr, i32, ptr, ptr, i32 }, ptr [[DPAGG_CTX]], i32 0, i32 1
; BLOCK-NEXT:    [[TMP9:%.*]] = getelementptr inbounds [3 x i32], ptr [[TMP8]], i32 0, i32 1
; BLOCK-NEXT:    [[DPAGG_BLOCKDIM_Y:%.*]] = load i32, ptr [[TMP9]], align 4
; BLOCK-NEXT:    [[TMP10:%.*]] = getelementptr inbounds { [3 x i32], [3 x i32], [3 x i32], i32, ptr, i32, ptr, ptr, i32 }, ptr [[DPAGG_CTX]], i32 0, i32 2
; BLOCK-NEXT:    [[TMP11:%.*]] = getelementptr inbounds [3 x i32], ptr [[TMP10]], i32 0, i32 1
; BLOCK-NEXT:    [[DPAGG_GRIDDIM_Y:%.*]] = load i32, ptr [[TMP11]], align 4
; BLOCK-NEXT:    [[TMP12:%.*]] = getelementptr inbounds { [3 x i32], [3 x i32], [3 x i32], i32, ptr, i32, ptr, ptr, i32 }, ptr [[DPAGG_CTX]], i32 0, i32 0
; BLOCK-NEXT:    [[TMP13:%.*]] = getelementptr inbounds [3 x i32], ptr [[TMP12]], i32 0, i32 2
; BLOCK-NEXT:    [[DPAGG_BLOCKIDX_Z:%.*]] = load i32, ptr [[TMP13]], align 4
; BLOCK-NEXT:    [[TMP14:%.*]] = getelementptr inbounds { [3 x i32], [3 x i32], [3 x i32], i32, ptr, i32, ptr, ptr, i32 }, ptr [[DPAGG_CTX]], i32 0, i32 1
; BLOCK-NEXT:    [[TMP15:%.*]] = getelementptr inbounds [3 x i32], ptr [[TMP14]], i32 0, i32 2
; BLOCK-NEXT:    [[DPAGG_BLOCKDIM_Z:%.*]] = load i32, ptr [[TMP15]], align 4
; BLOCK-NEXT:    [[TMP16:%.*]] = getelementptr inbounds { [3 x i32], [3 x i32], [3 x i32], i32, ptr, i32, ptr, ptr, i32 }, ptr [[DPAGG_CTX]], i32 0, i32 2
; BLOCK-NEXT:    [[TMP17:%.*]] = getelementptr inbounds [3 x i32], ptr [[TMP16]], i32 0, i32 2
; BLOCK-NEXT:    [[DPAGG_GRIDDIM_Z:%.*]] = load i32, ptr [[TMP17]], align 4
; BLOCK-NEXT:    [[TMP18:%.*]] = getelementptr inbounds { [3 x i32], [3 x i32], [3 x i32], i32, ptr, i32, ptr, ptr, i32 }, ptr [[DPAGG_CTX]], i32 0, i32 3
; BLOCK-NEXT:    [[DPAGG_ACTIVE:%.*]] = load i32, ptr [[TMP18]], align 4
; BLOCK-NEXT:    [[TMP19:%.*]] = getelementptr inbounds { [3 x i32], [3 x i32], [3 x i32], i32, ptr, i32, ptr, ptr, i32 }, ptr [[DPAGG_CTX]], i32 0, i32 4
; BLOCK-NEXT:    [[DPAGG_ARGS:%.*]] = load ptr, ptr [[TMP19]], align 8
; BLOCK-NEXT:    [[TMP20:%.*]] = getelementptr inbounds i8, ptr [[DPAGG_ARGS]], i64 0
; BLOCK-NEXT:    [[DPAGG_PARAM_0:%.*]] = load ptr, ptr [[TMP20]], align 8
; BLOCK-NEXT:    [[TMP21:%.*]] = icmp ne i32 [[DPAGG_ACTIVE]], 0
; BLOCK-NEXT:    br i1 [[TMP21]], label %[[BB22:.*]], label %[[DPAGG_SURPLUS:.*]]
; BLOCK:       [[BB22]]:
; BLOCK-NEXT:    br i1 false, label %[[BB42:.*]], label %[[BB25:.*]]
; BLOCK:       [[BB25]]:
; BLOCK-NEXT:    [[TMP26:%.*]] = mul i32 [[DPAGG_BLOCKIDX_X]], [[DPAGG_BLOCKDIM_X]]
; BLOCK-NEXT:    [[TMP27:%.*]] = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; BLOCK-NEXT:    [[TMP28:%.*]] = add i32 [[TMP26]], [[TMP27]]
; BLOCK-NEXT:    [[TMP29:%.*]] = shl i32 [[TMP28]], 6
; BLOCK-NEXT:    [[TMP30:%.*]] = zext i32 [[TMP29]] to i64
; BLOCK-NEXT:    [[TMP31:%.*]] = getelementptr inbounds nuw i32, ptr [[DPAGG_PARAM_0]], i64 [[TMP30]]
; BLOCK-NEXT:    [[LAUNDER111I:%.*]] = ptrtoint ptr [[TMP31]] to i64
; BLOCK-NEXT:    [[LAUNDER111L:%.*]] = call i64 asm "mov.b64 $0, $1;", "=l,l"(i64 [[LAUNDER111I]])
; BLOCK-NEXT:    [[LAUNDER111:%.*]] = inttoptr i64 [[LAUNDER111L]] to ptr
; BLOCK-NEXT:    call void @llvm.lifetime.start.p0(ptr [[DPAGG_PARAMS]])
; BLOCK-NEXT:    store ptr [[LAUNDER111]], ptr [[DPAGG_PARAMS]], align 64, !tbaa [[TBAA11:![0-9]+]]
; BLOCK-NEXT:    call void @llvm.lifetime.start.p0(ptr nonnull [[TMP24]])
; BLOCK-NEXT:    call void @llvm.lifetime.start.p0(ptr nonnull [[TMP23]])
; BLOCK-NEXT:    store i32 32, ptr [[TMP23]], align 8
; BLOCK-NEXT:    [[TMP32:%.*]] = getelementptr inbounds nuw i8, ptr [[TMP23]], i64 4
; BLOCK-NEXT:    store i32 1, ptr [[TMP32]], align 4
; BLOCK-NEXT:    [[TMP33:%.*]] = getelementptr inbounds nuw i8, ptr [[TMP23]], i64 8
; BLOCK-NEXT:    store i32 1, ptr [[TMP33]], align 8
; BLOCK-NEXT:    store i32 2, ptr [[TMP24]], align 8
; BLOCK-NEXT:    [[TMP34:%.*]] = getelementptr inbounds nuw i8, ptr [[TMP24]], i64 4
; BLOCK-NEXT:    store i32 1, ptr [[TMP34]], align 4
; BLOCK-NEXT:    [[TMP35:%.*]] = getelementptr inbounds nuw i8, ptr [[TMP24]], i64 8
; BLOCK-NEXT:    store i32 1, ptr [[TMP35]], align 8
; BLOCK-NEXT:    [[TMP36:%.*]] = getelementptr inbounds i8, ptr [[TMP24]], i64 0
; BLOCK-NEXT:    [[DPAGG_GRID_X:%.*]] = load i32, ptr [[TMP36]], align 4
; BLOCK-NEXT:    [[TMP37:%.*]] = getelementptr inbounds i8, ptr [[TMP24]], i64 4
; BLOCK-NEXT:    [[DPAGG_GRID_Y:%.*]] = load i32, ptr [[TMP37]], align 4
; BLOCK-NEXT:    [[TMP38:%.*]] = getelementptr inbounds i8, ptr [[TMP24]], i64 8
; BLOCK-NEXT:    [[DPAGG_GRID_Z:%.*]] = load i32, ptr [[TMP38]], align 4
; BLOCK-NEXT:    [[TMP39:%.*]] = getelementptr inbounds i8, ptr [[TMP23]], i64 0
; BLOCK-NEXT:    [[DPAGG_BLOCK_X:%.*]] = load i32, ptr [[TMP39]], align 4
; BLOCK-NEXT:    [[TMP40:%.*]] = getelementptr inbounds i8, ptr [[TMP23]], i64 4
; BLOCK-NEXT:    [[DPAGG_BLOCK_Y:%.*]] = load i32, ptr [[TMP40]], align 4
; BLOCK-NEXT:    [[TMP41:%.*]] = getelementptr inbounds i8, ptr [[TMP23]], i64 8
; BLOCK-NEXT:    [[DPAGG_BLOCK_Z:%.*]] = load i32, ptr [[TMP41]], align 4
; BLOCK-NEXT:    [[DPAGG_BLOCK_ERR:%.*]] = call i32 @__dpagg_aggregate_block(ptr @[[SITE6]], ptr [[DPAGG_PARAMS]], i32 [[DPAGG_GRID_X]], i32 [[DPAGG_GRID_Y]], i32 [[DPAGG_GRID_Z]], i32 [[DPAGG_BLOCK_X]], i32 [[DPAGG_BLOCK_Y]], i32 [[DPAGG_BLOCK_Z]], i32 0, ptr null, ptr [[DPAGG_BLOCK_FRAME]], ptr addrspacecast (ptr addrspace(1) @dpagg.block.table to ptr))
; BLOCK-NEXT:    call void @llvm.lifetime.end.p0(ptr [[DPAGG_PARAMS]])
; BLOCK-NEXT:    call void @llvm.lifetime.end.p0(ptr nonnull [[TMP24]])
; BLOCK-NEXT:    call void @llvm.lifetime.end.p0(ptr nonnull [[TMP23]])
; BLOCK-NEXT:    br label %[[BB42]]
; BLOCK:       [[BB42]]:
; BLOCK-NEXT:    call void @__dpagg_block_exit(ptr [[DPAGG_BLOCK_FRAME]], ptr addrspacecast (ptr addrspace(1) @dpagg.block.table to ptr), i32 8192)
; BLOCK-NEXT:    ret void
; BLOCK:       [[DPAGG_SURPLUS]]:
; BLOCK-NEXT:    call void @__dpagg_block_exit(ptr [[DPAGG_BLOCK_FRAME]], ptr addrspacecast (ptr addrspace(1) @dpagg.block.table to ptr), i32 8192)
; BLOCK-NEXT:    ret void
;
; CHECK-DAG: attributes #[[CHILDATTR5]] = { mustprogress nofree noinline norecurse nounwind willreturn "dpagg.aggregated-child" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
; CHECK-DAG: attributes #[[CHILDATTR7]] = { convergent mustprogress noinline norecurse nounwind "dpagg.aggregated-child" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
; CHECK-DAG: attributes #[[ATTR1]] = { convergent mustprogress noinline norecurse nounwind "dpagg.register-bound" "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxnreg"="64" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
