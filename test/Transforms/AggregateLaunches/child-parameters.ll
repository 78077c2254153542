; Produced by (clang 22.1.8, CUDA 13.0):
;   clang++ -x cuda --cuda-path=/usr/local/cuda
;     --cuda-gpu-arch=sm_90 -fgpu-rdc --cuda-device-only -D__CUDACC_RDC__
;     -Wno-unknown-cuda-version -S -emit-llvm -O2 Inputs/child-parameters.cu
; A launch of a child taking a pointer, an int and a by-value struct: the
; call becomes __dpagg_aggregate_warp/_block with the staged 32-byte blob,
; and the clone loads the pointer and the int from the block's shared copy of
; the blob and, as it only reads the struct, reads it there too (no private
; copy: the CHECK-NOTs).
; REQUIRES: nvptx-registered-target
; RUN: opt -passes='dpagg-aggregate<warp>' -S %s | FileCheck %s --check-prefixes=CHECK,WARP
; RUN: opt -passes='dpagg-aggregate<block>' -S %s | FileCheck %s --check-prefixes=CHECK,BLOCK
; WARP: @_Z5childPfi4Tile.dpagg.child = private unnamed_addr constant { ptr, i32, i32, i32, i32 } { ptr @_Z5childPfi4Tile.dpagg, i32 256, i32 48064, i32 0, i32 0 }
; BLOCK: @_Z5childPfi4Tile.dpagg.child = private unnamed_addr constant { ptr, i32, i32, i32, i32 } { ptr @_Z5childPfi4Tile.dpagg, i32 256, i32 48064, i32 0, i32 0 }
; CHECK: @dpagg.pool = internal addrspace(1) global [133959744 x i8] zeroinitializer, align 64
; CHECK: @dpagg.name._Z5childPfi4Tile = private unnamed_addr constant [25 x i8] c"child(float*, int, Tile)\00", align 1

source_filename = "Inputs/child-parameters.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Tile = type { i32, i32, i32, i32, float }
%struct.dim3 = type { i32, i32, i32 }

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
; WARP: @[[SITE1:dpagg.site._Z5childPfi4Tile.[0-9]+]] = private unnamed_addr constant {{.*}} { ptr @_Z5childPfi4Tile.dpagg.child, ptr @_Z5childPfi4Tile, ptr @dpagg.name._Z5childPfi4Tile, ptr addrspacecast (ptr addrspace(1) @dpagg.pool to ptr), ptr @dpagg.layout._Z5childPfi4Tile, i32 {{4|20}}, i32 32, i32 32, i32 511, i32 262144, i32 0 }
; BLOCK: @[[SITE2:dpagg.site._Z5childPfi4Tile.[0-9]+]] = private unnamed_addr constant {{.*}} { ptr @_Z5childPfi4Tile.dpagg.child, ptr @_Z5childPfi4Tile, ptr @dpagg.name._Z5childPfi4Tile, ptr addrspacecast (ptr addrspace(1) @dpagg.pool to ptr), ptr @dpagg.layout._Z5childPfi4Tile, i32 {{4|20}}, i32 32, i32 32, i32 511, i32 262144, i32 0 }
; CHECK-LABEL: define dso_local ptx_kernel void @_Z5childPfi4Tile(
; CHECK-SAME: ptr noundef writeonly captures(none) [[TMP0:%.*]], i32 noundef [[TMP1:%.*]], ptr noundef readonly byval(%struct.Tile) align 4 captures(none) [[TMP2:%.*]]) #[[ATTR0:[0-9]+]] {
; CHECK-NEXT:    [[TMP4:%.*]] = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
; CHECK-NEXT:    [[TMP5:%.*]] = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
; CHECK-NEXT:    [[TMP6:%.*]] = mul i32 [[TMP4]], [[TMP5]]
; CHECK-NEXT:    [[TMP7:%.*]] = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; CHECK-NEXT:    [[TMP8:%.*]] = add i32 [[TMP6]], [[TMP7]]
; CHECK-NEXT:    [[TMP9:%.*]] = icmp slt i32 [[TMP8]], [[TMP1]]
; CHECK-NEXT:    br i1 [[TMP9]], label %[[BB10:.*]], label %[[BB29:.*]]
; CHECK:       [[BB10]]:
; CHECK-NEXT:    [[TMP11:%.*]] = getelementptr inbounds nuw i8, ptr [[TMP2]], i64 8
; CHECK-NEXT:    [[TMP12:%.*]] = load i32, ptr [[TMP11]], align 4, !tbaa [[TBAA11:![0-9]+]]
; CHECK-NEXT:    [[TMP13:%.*]] = getelementptr inbounds nuw i8, ptr [[TMP2]], i64 12
; CHECK-NEXT:    [[TMP14:%.*]] = load i32, ptr [[TMP13]], align 4, !tbaa [[TBAA14:![0-9]+]]
; CHECK-NEXT:    [[TMP15:%.*]] = mul nsw i32 [[TMP14]], [[TMP12]]
; CHECK-NEXT:    [[TMP16:%.*]] = icmp slt i32 [[TMP8]], [[TMP15]]
; CHECK-NEXT:    br i1 [[TMP16]], label %[[BB17:.*]], label %[[BB29]]
; CHECK:       [[BB17]]:
; CHECK-NEXT:    [[TMP18:%.*]] = getelementptr inbounds nuw i8, ptr [[TMP2]], i64 16
; CHECK-NEXT:    [[TMP19:%.*]] = load float, ptr [[TMP18]], align 4, !tbaa [[TBAA15:![0-9]+]]
; CHECK-NEXT:    [[TMP20:%.*]] = getelementptr inbounds nuw i8, ptr [[TMP2]], i64 4
; CHECK-NEXT:    [[TMP21:%.*]] = load i32, ptr [[TMP20]], align 4, !tbaa [[TBAA16:![0-9]+]]
; CHECK-NEXT:    [[TMP22:%.*]] = add nsw i32 [[TMP21]], [[TMP8]]
; CHECK-NEXT:    [[TMP23:%.*]] = sitofp i32 [[TMP22]] to float
; CHECK-NEXT:    [[TMP24:%.*]] = fmul contract float [[TMP19]], [[TMP23]]
; CHECK-NEXT:    [[TMP25:%.*]] = load i32, ptr [[TMP2]], align 4, !tbaa [[TBAA17:![0-9]+]]
; CHECK-NEXT:    [[TMP26:%.*]] = add nsw i32 [[TMP25]], [[TMP8]]
; CHECK-NEXT:    [[TMP27:%.*]] = sext i32 [[TMP26]] to i64
; CHECK-NEXT:    [[TMP28:%.*]] = getelementptr inbounds float, ptr [[TMP0]], i64 [[TMP27]]
; CHECK-NEXT:    store float [[TMP24]], ptr [[TMP28]], align 4, !tbaa [[TBAA18:![0-9]+]]
; CHECK-NEXT:    br label %[[BB29]]
; CHECK:       [[BB29]]:
; CHECK-NEXT:    ret void
;
define dso_local ptx_kernel void @_Z5childPfi4Tile(ptr noundef writeonly captures(none) %0, i32 noundef %1, ptr noundef readonly byval(%struct.Tile) align 4 captures(none) %2) #0 {
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %1
  br i1 %9, label %10, label %29

10:                                               ; preds = %3
  %11 = getelementptr inbounds nuw i8, ptr %2, i64 8
  %12 = load i32, ptr %11, align 4, !tbaa !11
  %13 = getelementptr inbounds nuw i8, ptr %2, i64 12
  %14 = load i32, ptr %13, align 4, !tbaa !14
  %15 = mul nsw i32 %14, %12
  %16 = icmp slt i32 %8, %15
  br i1 %16, label %17, label %29

17:                                               ; preds = %10
  %18 = getelementptr inbounds nuw i8, ptr %2, i64 16
  %19 = load float, ptr %18, align 4, !tbaa !15
  %20 = getelementptr inbounds nuw i8, ptr %2, i64 4
  %21 = load i32, ptr %20, align 4, !tbaa !16
  %22 = add nsw i32 %21, %8
  %23 = sitofp i32 %22 to float
  %24 = fmul contract float %19, %23
  %25 = load i32, ptr %2, align 4, !tbaa !17
  %26 = add nsw i32 %25, %8
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds float, ptr %0, i64 %27
  store float %24, ptr %28, align 4, !tbaa !18
  br label %29

29:                                               ; preds = %17, %10, %3
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
; WARP-LABEL: define dso_local ptx_kernel void @_Z6parentPfi(
; WARP-SAME: ptr noundef [[TMP0:%.*]], i32 noundef [[TMP1:%.*]]) local_unnamed_addr #[[ATTR1:[0-9]+]] {
; WARP-NEXT:    [[DPAGG_PARAMS:%.*]] = alloca [32 x i8], align 64
; WARP-NEXT:    [[TMP3:%.*]] = alloca %struct.dim3, align 8
; WARP-NEXT:    [[TMP4:%.*]] = alloca %struct.dim3, align 8
; WARP-NEXT:    br i1 false, label %[[BB25:.*]], label %[[BB5:.*]]
; WARP:       [[BB5]]:
; WARP-NEXT:    [[TMP6:%.*]] = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; WARP-NEXT:    call void @llvm.lifetime.start.p0(ptr [[DPAGG_PARAMS]])
; WARP-NEXT:    store ptr [[TMP0]], ptr [[DPAGG_PARAMS]], align 64, !tbaa [[TBAA19:![0-9]+]]
; WARP-NEXT:    [[TMP7:%.*]] = getelementptr inbounds nuw i8, ptr [[DPAGG_PARAMS]], i64 8
; WARP-NEXT:    store i32 [[TMP1]], ptr [[TMP7]], align 8, !tbaa [[TBAA6:![0-9]+]]
; WARP-NEXT:    [[TMP8:%.*]] = getelementptr inbounds nuw i8, ptr [[DPAGG_PARAMS]], i64 12
; WARP-NEXT:    [[LAUNDER1:%.*]] = call i32 asm "mov.b32 $0, $1;", "=r,r"(i32 [[TMP6]])
; WARP-NEXT:    store i32 [[LAUNDER1]], ptr [[TMP8]], align 4, !tbaa [[TBAA6]]
; WARP-NEXT:    [[TMP9:%.*]] = getelementptr inbounds nuw i8, ptr [[DPAGG_PARAMS]], i64 16
; WARP-NEXT:    store i32 2, ptr [[TMP9]], align 16, !tbaa [[TBAA6]]
; WARP-NEXT:    [[TMP10:%.*]] = getelementptr inbounds nuw i8, ptr [[DPAGG_PARAMS]], i64 20
; WARP-NEXT:    store i32 [[TMP1]], ptr [[TMP10]], align 4, !tbaa [[TBAA6]]
; WARP-NEXT:    [[TMP11:%.*]] = getelementptr inbounds nuw i8, ptr [[DPAGG_PARAMS]], i64 24
; WARP-NEXT:    store i32 4, ptr [[TMP11]], align 8, !tbaa [[TBAA6]]
; WARP-NEXT:    [[TMP12:%.*]] = getelementptr inbounds nuw i8, ptr [[DPAGG_PARAMS]], i64 28
; WARP-NEXT:    store float 5.000000e-01, ptr [[TMP12]], align 4, !tbaa [[TBAA18:![0-9]+]]
; WARP-NEXT:    [[TMP13:%.*]] = add nsw i32 [[TMP1]], 127
; WARP-NEXT:    [[TMP14:%.*]] = sdiv i32 [[TMP13]], 128
; WARP-NEXT:    call void @llvm.lifetime.start.p0(ptr nonnull [[TMP4]])
; WARP-NEXT:    call void @llvm.lifetime.start.p0(ptr nonnull [[TMP3]])
; WARP-NEXT:    store i32 128, ptr [[TMP3]], align 8
; WARP-NEXT:    [[TMP15:%.*]] = getelementptr inbounds nuw i8, ptr [[TMP3]], i64 4
; WARP-NEXT:    store i32 1, ptr [[TMP15]], align 4
; WARP-NEXT:    [[TMP16:%.*]] = getelementptr inbounds nuw i8, ptr [[TMP3]], i64 8
; WARP-NEXT:    store i32 1, ptr [[TMP16]], align 8
; WARP-NEXT:    store i32 [[TMP14]], ptr [[TMP4]], align 8
; WARP-NEXT:    [[TMP17:%.*]] = getelementptr inbounds nuw i8, ptr [[TMP4]], i64 4
; WARP-NEXT:    store i32 1, ptr [[TMP17]], align 4
; WARP-NEXT:    [[TMP18:%.*]] = getelementptr inbounds nuw i8, ptr [[TMP4]], i64 8
; WARP-NEXT:    store i32 1, ptr [[TMP18]], align 8
; WARP-NEXT:    [[TMP19:%.*]] = getelementptr inbounds i8, ptr [[TMP4]], i64 0
; WARP-NEXT:    [[DPAGG_GRID_X:%.*]] = load i32, ptr [[TMP19]], align 4
; WARP-NEXT:    [[TMP20:%.*]] = getelementptr inbounds i8, ptr [[TMP4]], i64 4
; WARP-NEXT:    [[DPAGG_GRID_Y:%.*]] = load i32, ptr [[TMP20]], align 4
; WARP-NEXT:    [[TMP21:%.*]] = getelementptr inbounds i8, ptr [[TMP4]], i64 8
; WARP-NEXT:    [[DPAGG_GRID_Z:%.*]] = load i32, ptr [[TMP21]], align 4
; WARP-NEXT:    [[TMP22:%.*]] = getelementptr inbounds i8, ptr [[TMP3]], i64 0
; WARP-NEXT:    [[DPAGG_BLOCK_X:%.*]] = load i32, ptr [[TMP22]], align 4
; WARP-NEXT:    [[TMP23:%.*]] = getelementptr inbounds i8, ptr [[TMP3]], i64 4
; WARP-NEXT:    [[DPAGG_BLOCK_Y:%.*]] = load i32, ptr [[TMP23]], align 4
; WARP-NEXT:    [[TMP24:%.*]] = getelementptr inbounds i8, ptr [[TMP3]], i64 8
; WARP-NEXT:    [[DPAGG_BLOCK_Z:%.*]] = load i32, ptr [[TMP24]], align 4
; WARP-NEXT:    [[DPAGG_WARP_ERR:%.*]] = call i32 @__dpagg_aggregate_warp(ptr @[[SITE1]], ptr [[DPAGG_PARAMS]], i32 [[DPAGG_GRID_X]], i32 [[DPAGG_GRID_Y]], i32 [[DPAGG_GRID_Z]], i32 [[DPAGG_BLOCK_X]], i32 [[DPAGG_BLOCK_Y]], i32 [[DPAGG_BLOCK_Z]], i32 0, ptr null)
; WARP-NEXT:    call void @llvm.lifetime.end.p0(ptr [[DPAGG_PARAMS]])
; WARP-NEXT:    call void @llvm.lifetime.end.p0(ptr nonnull [[TMP4]])
; WARP-NEXT:    call void @llvm.lifetime.end.p0(ptr nonnull [[TMP3]])
; WARP-NEXT:    br label %[[BB25]]
; WARP:       [[BB25]]:
; WARP-NEXT:    ret void
;
; BLOCK-LABEL: define dso_local ptx_kernel void @_Z6parentPfi(
; BLOCK-SAME: ptr noundef [[TMP0:%.*]], i32 noundef [[TMP1:%.*]]) local_unnamed_addr #[[ATTR1:[0-9]+]] {
; BLOCK-NEXT:    [[DPAGG_PARAMS:%.*]] = alloca [32 x i8], align 64
; BLOCK-NEXT:    [[TMP3:%.*]] = alloca %struct.dim3, align 8
; BLOCK-NEXT:    [[TMP4:%.*]] = alloca %struct.dim3, align 8
; BLOCK-NEXT:    [[DPAGG_BLOCK_FRAME:%.*]] = alloca [16 x i8], align 8
; BLOCK-NEXT:    call void @__dpagg_block_init(ptr [[DPAGG_BLOCK_FRAME]], ptr addrspacecast (ptr addrspace(1) @dpagg.block.table to ptr), i32 8192)
; BLOCK-NEXT:    br i1 false, label %[[BB25:.*]], label %[[BB5:.*]]
; BLOCK:       [[BB5]]:
; BLOCK-NEXT:    [[TMP6:%.*]] = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; BLOCK-NEXT:    call void @llvm.lifetime.start.p0(ptr [[DPAGG_PARAMS]])
; BLOCK-NEXT:    store ptr [[TMP0]], ptr [[DPAGG_PARAMS]], align 64, !tbaa [[TBAA19:![0-9]+]]
; BLOCK-NEXT:    [[TMP7:%.*]] = getelementptr inbounds nuw i8, ptr [[DPAGG_PARAMS]], i64 8
; BLOCK-NEXT:    store i32 [[TMP1]], ptr [[TMP7]], align 8, !tbaa [[TBAA6:![0-9]+]]
; BLOCK-NEXT:    [[TMP8:%.*]] = getelementptr inbounds nuw i8, ptr [[DPAGG_PARAMS]], i64 12
; BLOCK-NEXT:    [[LAUNDER2:%.*]] = call i32 asm "mov.b32 $0, $1;", "=r,r"(i32 [[TMP6]])
; BLOCK-NEXT:    store i32 [[LAUNDER2]], ptr [[TMP8]], align 4, !tbaa [[TBAA6]]
; BLOCK-NEXT:    [[TMP9:%.*]] = getelementptr inbounds nuw i8, ptr [[DPAGG_PARAMS]], i64 16
; BLOCK-NEXT:    store i32 2, ptr [[TMP9]], align 16, !tbaa [[TBAA6]]
; BLOCK-NEXT:    [[TMP10:%.*]] = getelementptr inbounds nuw i8, ptr [[DPAGG_PARAMS]], i64 20
; BLOCK-NEXT:    store i32 [[TMP1]], ptr [[TMP10]], align 4, !tbaa [[TBAA6]]
; BLOCK-NEXT:    [[TMP11:%.*]] = getelementptr inbounds nuw i8, ptr [[DPAGG_PARAMS]], i64 24
; BLOCK-NEXT:    store i32 4, ptr [[TMP11]], align 8, !tbaa [[TBAA6]]
; BLOCK-NEXT:    [[TMP12:%.*]] = getelementptr inbounds nuw i8, ptr [[DPAGG_PARAMS]], i64 28
; BLOCK-NEXT:    store float 5.000000e-01, ptr [[TMP12]], align 4, !tbaa [[TBAA18:![0-9]+]]
; BLOCK-NEXT:    [[TMP13:%.*]] = add nsw i32 [[TMP1]], 127
; BLOCK-NEXT:    [[TMP14:%.*]] = sdiv i32 [[TMP13]], 128
; BLOCK-NEXT:    call void @llvm.lifetime.start.p0(ptr nonnull [[TMP4]])
; BLOCK-NEXT:    call void @llvm.lifetime.start.p0(ptr nonnull [[TMP3]])
; BLOCK-NEXT:    store i32 128, ptr [[TMP3]], align 8
; BLOCK-NEXT:    [[TMP15:%.*]] = getelementptr inbounds nuw i8, ptr [[TMP3]], i64 4
; BLOCK-NEXT:    store i32 1, ptr [[TMP15]], align 4
; BLOCK-NEXT:    [[TMP16:%.*]] = getelementptr inbounds nuw i8, ptr [[TMP3]], i64 8
; BLOCK-NEXT:    store i32 1, ptr [[TMP16]], align 8
; BLOCK-NEXT:    store i32 [[TMP14]], ptr [[TMP4]], align 8
; BLOCK-NEXT:    [[TMP17:%.*]] = getelementptr inbounds nuw i8, ptr [[TMP4]], i64 4
; BLOCK-NEXT:    store i32 1, ptr [[TMP17]], align 4
; BLOCK-NEXT:    [[TMP18:%.*]] = getelementptr inbounds nuw i8, ptr [[TMP4]], i64 8
; BLOCK-NEXT:    store i32 1, ptr [[TMP18]], align 8
; BLOCK-NEXT:    [[TMP19:%.*]] = getelementptr inbounds i8, ptr [[TMP4]], i64 0
; BLOCK-NEXT:    [[DPAGG_GRID_X:%.*]] = load i32, ptr [[TMP19]], align 4
; BLOCK-NEXT:    [[TMP20:%.*]] = getelementptr inbounds i8, ptr [[TMP4]], i64 4
; BLOCK-NEXT:    [[DPAGG_GRID_Y:%.*]] = load i32, ptr [[TMP20]], align 4
; BLOCK-NEXT:    [[TMP21:%.*]] = getelementptr inbounds i8, ptr [[TMP4]], i64 8
; BLOCK-NEXT:    [[DPAGG_GRID_Z:%.*]] = load i32, ptr [[TMP21]], align 4
; BLOCK-NEXT:    [[TMP22:%.*]] = getelementptr inbounds i8, ptr [[TMP3]], i64 0
; BLOCK-NEXT:    [[DPAGG_BLOCK_X:%.*]] = load i32, ptr [[TMP22]], align 4
; BLOCK-NEXT:    [[TMP23:%.*]] = getelementptr inbounds i8, ptr [[TMP3]], i64 4
; BLOCK-NEXT:    [[DPAGG_BLOCK_Y:%.*]] = load i32, ptr [[TMP23]], align 4
; BLOCK-NEXT:    [[TMP24:%.*]] = getelementptr inbounds i8, ptr [[TMP3]], i64 8
; BLOCK-NEXT:    [[DPAGG_BLOCK_Z:%.*]] = load i32, ptr [[TMP24]], align 4
; BLOCK-NEXT:    [[DPAGG_BLOCK_ERR:%.*]] = call i32 @__dpagg_aggregate_block(ptr @[[SITE2]], ptr [[DPAGG_PARAMS]], i32 [[DPAGG_GRID_X]], i32 [[DPAGG_GRID_Y]], i32 [[DPAGG_GRID_Z]], i32 [[DPAGG_BLOCK_X]], i32 [[DPAGG_BLOCK_Y]], i32 [[DPAGG_BLOCK_Z]], i32 0, ptr null, ptr [[DPAGG_BLOCK_FRAME]], ptr addrspacecast (ptr addrspace(1) @dpagg.block.table to ptr))
; BLOCK-NEXT:    call void @llvm.lifetime.end.p0(ptr [[DPAGG_PARAMS]])
; BLOCK-NEXT:    call void @llvm.lifetime.end.p0(ptr nonnull [[TMP4]])
; BLOCK-NEXT:    call void @llvm.lifetime.end.p0(ptr nonnull [[TMP3]])
; BLOCK-NEXT:    br label %[[BB25]]
; BLOCK:       [[BB25]]:
; BLOCK-NEXT:    call void @__dpagg_block_exit(ptr [[DPAGG_BLOCK_FRAME]], ptr addrspacecast (ptr addrspace(1) @dpagg.block.table to ptr), i32 8192)
; BLOCK-NEXT:    ret void
;
define dso_local ptx_kernel void @_Z6parentPfi(ptr noundef %0, i32 noundef %1) local_unnamed_addr #1 {
  %3 = alloca %struct.dim3, align 8
  %4 = alloca %struct.dim3, align 8
  %5 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 32) #5
  %6 = icmp eq ptr %5, null
  br i1 %6, label %22, label %7

7:                                                ; preds = %2
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store ptr %0, ptr %5, align 64, !tbaa !19
  %9 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store i32 %1, ptr %9, align 8, !tbaa !6
  %10 = getelementptr inbounds nuw i8, ptr %5, i64 12
  store i32 %8, ptr %10, align 4, !tbaa !6
  %11 = getelementptr inbounds nuw i8, ptr %5, i64 16
  store i32 2, ptr %11, align 16, !tbaa !6
  %12 = getelementptr inbounds nuw i8, ptr %5, i64 20
  store i32 %1, ptr %12, align 4, !tbaa !6
  %13 = getelementptr inbounds nuw i8, ptr %5, i64 24
  store i32 4, ptr %13, align 8, !tbaa !6
  %14 = getelementptr inbounds nuw i8, ptr %5, i64 28
  store float 5.000000e-01, ptr %14, align 4, !tbaa !18
  %15 = add nsw i32 %1, 127
  %16 = sdiv i32 %15, 128
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  store i32 128, ptr %3, align 8
  %17 = getelementptr inbounds nuw i8, ptr %3, i64 4
  store i32 1, ptr %17, align 4
  %18 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store i32 1, ptr %18, align 8
  store i32 %16, ptr %4, align 8
  %19 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %19, align 4
  %20 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %20, align 8
  %21 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPfi4Tile, ptr noundef nonnull %5, ptr noundef nonnull byval(%struct.dim3) align 4 %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, i32 noundef 0, ptr noundef null) #5
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  br label %22

22:                                               ; preds = %7, %2
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
!11 = !{!12, !7, i64 8}
!12 = !{!"_ZTS4Tile", !7, i64 0, !7, i64 4, !7, i64 8, !7, i64 12, !13, i64 16}
!13 = !{!"float", !8, i64 0}
!14 = !{!12, !7, i64 12}
!15 = !{!12, !13, i64 16}
!16 = !{!12, !7, i64 4}
!17 = !{!12, !7, i64 0}
!18 = !{!13, !13, i64 0}
!19 = !{!20, !20, i64 0}
!20 = !{!"p1 float", !21, i64 0}
!21 = !{!"any pointer", !8, i64 0}

; The aggregated children the pass creates.
; CHECK-LABEL: define internal ptx_kernel void @_Z5childPfi4Tile.dpagg(
; CHECK-SAME: ptr [[DPAGG_RECORD:%.*]]) #[[CHILDATTR5:[0-9]+]] {
; CHECK-NEXT:  [[DPAGG_PROLOGUE:.*]]:
; CHECK-NEXT:    [[DPAGG_CTX:%.*]] = alloca { [3 x i32], [3 x i32], [3 x i32], i32, ptr, i32, ptr, ptr, i32 }, align 8
; CHECK-NEXT:    call void @__dpagg_child_enter(ptr [[DPAGG_RECORD]], ptr [[DPAGG_CTX]], ptr addrspacecast (ptr addrspace(3) @_Z5childPfi4Tile.dpagg.args to ptr), i32 32)
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
; CHECK-NEXT:    [[TMP22:%.*]] = getelementptr inbounds i8, ptr [[DPAGG_ARGS]], i64 12
; CHECK-NOT:     alloca %struct.Tile
; CHECK-NOT:     @llvm.memcpy
; CHECK:         [[TMP23:%.*]] = icmp ne i32 [[DPAGG_ACTIVE]], 0
; CHECK-NEXT:    br i1 [[TMP23]], label %[[BB24:.*]], label %[[DPAGG_SURPLUS:.*]]
; CHECK:       [[BB24]]:
; CHECK-NEXT:    [[TMP25:%.*]] = mul i32 [[DPAGG_BLOCKIDX_X]], [[DPAGG_BLOCKDIM_X]]
; CHECK-NEXT:    [[TMP26:%.*]] = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; CHECK-NEXT:    [[TMP27:%.*]] = add i32 [[TMP25]], [[TMP26]]
; CHECK-NEXT:    [[TMP28:%.*]] = icmp slt i32 [[TMP27]], [[DPAGG_PARAM_1]]
; CHECK-NEXT:    br i1 [[TMP28]], label %[[BB29:.*]], label %[[BB48:.*]]
; CHECK:       [[BB29]]:
; CHECK-NEXT:    [[TMP30:%.*]] = getelementptr inbounds nuw i8, ptr [[TMP22]], i64 8
; CHECK-NEXT:    [[TMP31:%.*]] = load i32, ptr [[TMP30]], align 4, !tbaa [[TBAA11:![0-9]+]]
; CHECK-NEXT:    [[TMP32:%.*]] = getelementptr inbounds nuw i8, ptr [[TMP22]], i64 12
; CHECK-NEXT:    [[TMP33:%.*]] = load i32, ptr [[TMP32]], align 4, !tbaa [[TBAA14:![0-9]+]]
; CHECK-NEXT:    [[TMP34:%.*]] = mul nsw i32 [[TMP33]], [[TMP31]]
; CHECK-NEXT:    [[TMP35:%.*]] = icmp slt i32 [[TMP27]], [[TMP34]]
; CHECK-NEXT:    br i1 [[TMP35]], label %[[BB36:.*]], label %[[BB48]]
; CHECK:       [[BB36]]:
; CHECK-NEXT:    [[TMP37:%.*]] = getelementptr inbounds nuw i8, ptr [[TMP22]], i64 16
; CHECK-NEXT:    [[TMP38:%.*]] = load float, ptr [[TMP37]], align 4, !tbaa [[TBAA15:![0-9]+]]
; CHECK-NEXT:    [[TMP39:%.*]] = getelementptr inbounds nuw i8, ptr [[TMP22]], i64 4
; CHECK-NEXT:    [[TMP40:%.*]] = load i32, ptr [[TMP39]], align 4, !tbaa [[TBAA16:![0-9]+]]
; CHECK-NEXT:    [[TMP41:%.*]] = add nsw i32 [[TMP40]], [[TMP27]]
; CHECK-NEXT:    [[TMP42:%.*]] = sitofp i32 [[TMP41]] to float
; CHECK-NEXT:    [[TMP43:%.*]] = fmul contract float [[TMP38]], [[TMP42]]
; CHECK-NEXT:    [[TMP44:%.*]] = load i32, ptr [[TMP22]], align 4, !tbaa [[TBAA17:![0-9]+]]
; CHECK-NEXT:    [[TMP45:%.*]] = add nsw i32 [[TMP44]], [[TMP27]]
; CHECK-NEXT:    [[TMP46:%.*]] = sext i32 [[TMP45]] to i64
; CHECK-NEXT:    [[TMP47:%.*]] = getelementptr inbounds float, ptr [[DPAGG_PARAM_0]], i64 [[TMP46]]
; CHECK-NEXT:    store float [[TMP43]], ptr [[TMP47]], align 4, !tbaa [[TBAA18:![0-9]+]]
; CHECK-NEXT:    br label %[[BB48]]
; CHECK:       [[BB48]]:
; CHECK-NEXT:    ret void
; CHECK:       [[DPAGG_SURPLUS]]:
; CHECK-NEXT:    ret void
;
; CHECK-DAG: attributes #[[CHILDATTR5]] = { mustprogress nofree noinline norecurse nounwind willreturn "dpagg.aggregated-child" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
