; Produced by (clang 22.1.8, CUDA 13.0):
;   clang++ -x cuda --cuda-path=/usr/local/cuda
;     --cuda-gpu-arch=sm_90 -fgpu-rdc --cuda-device-only -D__CUDACC_RDC__
;     -Wno-unknown-cuda-version -S -emit-llvm -O2 Inputs/block-scope-exits.cu
; Block scope is chosen when every live thread of the block reaches the
; launch: the threads that skip it only exit (`if (tid >= n) return;`, and
; `if (i < np) { if (n > 0) launch }`). The kernel gets __dpagg_block_init at
; its entry, before any thread exits. <warp> gives warp calls and no init.
; REQUIRES: nvptx-registered-target
; RUN: opt -passes='dpagg-aggregate<warp>' -S %s | FileCheck %s --check-prefixes=CHECK,WARP
; RUN: opt -passes='dpagg-aggregate<block>' -S %s | FileCheck %s --check-prefixes=CHECK,BLOCK
; RUN: opt -passes='dpagg-aggregate<block>' -pass-remarks=dpagg -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK
; REMARK: remark: <unknown>:0:0: launch of child(int*, int) aggregated per block; sibling launches into the NULL stream now run concurrently (-dpagg-strict-ordering refuses this); the aggregate goes to cudaStreamFireAndForget (the kernel's only launch, once per thread)
; REMARK-NEXT: remark: <unknown>:0:0: launch of child(int*, int) aggregated per block; sibling launches into the NULL stream now run concurrently (-dpagg-strict-ordering refuses this); the aggregate goes to cudaStreamFireAndForget (the kernel's only launch, once per thread)

source_filename = "Inputs/block-scope-exits.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.dim3 = type { i32, i32, i32 }

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write)
; WARP: @_Z5childPii.dpagg.child = private unnamed_addr constant { ptr, i32, i32, i32, i32 } { ptr @_Z5childPii.dpagg, i32 256, i32 48064, i32 0, i32 0 }
; WARP: @[[SITE1:dpagg.site._Z5childPii.[0-9]+]] = private unnamed_addr constant {{.*}} { ptr @_Z5childPii.dpagg.child, ptr @_Z5childPii, ptr @dpagg.name._Z5childPii, ptr addrspacecast (ptr addrspace(1) @dpagg.pool to ptr), ptr null, i32 {{4|20}}, i32 12, i32 16, i32 511, i32 262144, i32 0 }
; WARP: @[[SITE3:dpagg.site._Z5childPii.[0-9]+]] = private unnamed_addr constant {{.*}} { ptr @_Z5childPii.dpagg.child, ptr @_Z5childPii, ptr @dpagg.name._Z5childPii, ptr addrspacecast (ptr addrspace(1) @dpagg.pool to ptr), ptr null, i32 {{4|20}}, i32 12, i32 16, i32 511, i32 262144, i32 0 }
; BLOCK: @_Z5childPii.dpagg.child = private unnamed_addr constant { ptr, i32, i32, i32, i32 } { ptr @_Z5childPii.dpagg, i32 256, i32 48064, i32 0, i32 0 }
; BLOCK: @[[SITE2:dpagg.site._Z5childPii.[0-9]+]] = private unnamed_addr constant {{.*}} { ptr @_Z5childPii.dpagg.child, ptr @_Z5childPii, ptr @dpagg.name._Z5childPii, ptr addrspacecast (ptr addrspace(1) @dpagg.pool to ptr), ptr null, i32 {{4|20}}, i32 12, i32 16, i32 511, i32 262144, i32 0 }
; BLOCK: @[[SITE4:dpagg.site._Z5childPii.[0-9]+]] = private unnamed_addr constant {{.*}} { ptr @_Z5childPii.dpagg.child, ptr @_Z5childPii, ptr @dpagg.name._Z5childPii, ptr addrspacecast (ptr addrspace(1) @dpagg.pool to ptr), ptr null, i32 {{4|20}}, i32 12, i32 16, i32 511, i32 262144, i32 0 }
; CHECK-LABEL: define dso_local ptx_kernel void @_Z5childPii(
; CHECK-SAME: ptr noundef writeonly captures(none) [[TMP0:%.*]], i32 noundef [[TMP1:%.*]]) #[[ATTR0:[0-9]+]] {
; CHECK-NEXT:    [[TMP3:%.*]] = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
; CHECK-NEXT:    [[TMP4:%.*]] = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
; CHECK-NEXT:    [[TMP5:%.*]] = mul i32 [[TMP3]], [[TMP4]]
; CHECK-NEXT:    [[TMP6:%.*]] = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; CHECK-NEXT:    [[TMP7:%.*]] = add i32 [[TMP5]], [[TMP6]]
; CHECK-NEXT:    [[TMP8:%.*]] = zext i32 [[TMP7]] to i64
; CHECK-NEXT:    [[TMP9:%.*]] = getelementptr inbounds nuw i32, ptr [[TMP0]], i64 [[TMP8]]
; CHECK-NEXT:    store i32 [[TMP1]], ptr [[TMP9]], align 4, !tbaa [[TBAA6:![0-9]+]]
; CHECK-NEXT:    ret void
;
define dso_local ptx_kernel void @_Z5childPii(ptr noundef writeonly captures(none) %0, i32 noundef %1) #0 {
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %5 = mul i32 %3, %4
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = add i32 %5, %6
  %8 = zext i32 %7 to i64
  %9 = getelementptr inbounds nuw i32, ptr %0, i64 %8
  store i32 %1, ptr %9, align 4, !tbaa !6
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
; WARP-LABEL: define dso_local ptx_kernel void @_Z10early_exitPii(
; WARP-SAME: ptr noundef [[TMP0:%.*]], i32 noundef [[TMP1:%.*]]) local_unnamed_addr #[[ATTR1:[0-9]+]] {
; WARP-NEXT:    [[DPAGG_PARAMS:%.*]] = alloca [12 x i8], align 64
; WARP-NEXT:    [[TMP3:%.*]] = alloca %struct.dim3, align 8
; WARP-NEXT:    [[TMP4:%.*]] = alloca %struct.dim3, align 8
; WARP-NEXT:    [[TMP5:%.*]] = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
; WARP-NEXT:    [[TMP6:%.*]] = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
; WARP-NEXT:    [[TMP7:%.*]] = mul i32 [[TMP5]], [[TMP6]]
; WARP-NEXT:    [[TMP8:%.*]] = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; WARP-NEXT:    [[TMP9:%.*]] = add i32 [[TMP7]], [[TMP8]]
; WARP-NEXT:    [[TMP10:%.*]] = icmp slt i32 [[TMP9]], [[TMP1]]
; WARP-NEXT:    br i1 [[TMP10]], label %[[BB11:.*]], label %[[BB27:.*]]
; WARP:       [[BB11]]:
; WARP-NEXT:    br i1 false, label %[[BB27]], label %[[BB12:.*]]
; WARP:       [[BB12]]:
; WARP-NEXT:    [[TMP13:%.*]] = shl nsw i32 [[TMP9]], 6
; WARP-NEXT:    [[TMP14:%.*]] = sext i32 [[TMP13]] to i64
; WARP-NEXT:    [[TMP15:%.*]] = getelementptr inbounds i32, ptr [[TMP0]], i64 [[TMP14]]
; WARP-NEXT:    [[LAUNDER101I:%.*]] = ptrtoint ptr [[TMP15]] to i64
; WARP-NEXT:    [[LAUNDER101L:%.*]] = call i64 asm "mov.b64 $0, $1;", "=l,l"(i64 [[LAUNDER101I]])
; WARP-NEXT:    [[LAUNDER101:%.*]] = inttoptr i64 [[LAUNDER101L]] to ptr
; WARP-NEXT:    call void @llvm.lifetime.start.p0(ptr [[DPAGG_PARAMS]])
; WARP-NEXT:    store ptr [[LAUNDER101]], ptr [[DPAGG_PARAMS]], align 64, !tbaa [[TBAA11:![0-9]+]]
; WARP-NEXT:    [[TMP16:%.*]] = getelementptr inbounds nuw i8, ptr [[DPAGG_PARAMS]], i64 8
; WARP-NEXT:    [[LAUNDER1:%.*]] = call i32 asm "mov.b32 $0, $1;", "=r,r"(i32 [[TMP9]])
; WARP-NEXT:    store i32 [[LAUNDER1]], ptr [[TMP16]], align 8, !tbaa [[TBAA6:![0-9]+]]
; WARP-NEXT:    call void @llvm.lifetime.start.p0(ptr nonnull [[TMP4]])
; WARP-NEXT:    call void @llvm.lifetime.start.p0(ptr nonnull [[TMP3]])
; WARP-NEXT:    store i32 64, ptr [[TMP3]], align 8
; WARP-NEXT:    [[TMP17:%.*]] = getelementptr inbounds nuw i8, ptr [[TMP3]], i64 4
; WARP-NEXT:    store i32 1, ptr [[TMP17]], align 4
; WARP-NEXT:    [[TMP18:%.*]] = getelementptr inbounds nuw i8, ptr [[TMP3]], i64 8
; WARP-NEXT:    store i32 1, ptr [[TMP18]], align 8
; WARP-NEXT:    store i32 1, ptr [[TMP4]], align 8
; WARP-NEXT:    [[TMP19:%.*]] = getelementptr inbounds nuw i8, ptr [[TMP4]], i64 4
; WARP-NEXT:    store i32 1, ptr [[TMP19]], align 4
; WARP-NEXT:    [[TMP20:%.*]] = getelementptr inbounds nuw i8, ptr [[TMP4]], i64 8
; WARP-NEXT:    store i32 1, ptr [[TMP20]], align 8
; WARP-NEXT:    [[TMP21:%.*]] = getelementptr inbounds i8, ptr [[TMP4]], i64 0
; WARP-NEXT:    [[DPAGG_GRID_X:%.*]] = load i32, ptr [[TMP21]], align 4
; WARP-NEXT:    [[TMP22:%.*]] = getelementptr inbounds i8, ptr [[TMP4]], i64 4
; WARP-NEXT:    [[DPAGG_GRID_Y:%.*]] = load i32, ptr [[TMP22]], align 4
; WARP-NEXT:    [[TMP23:%.*]] = getelementptr inbounds i8, ptr [[TMP4]], i64 8
; WARP-NEXT:    [[DPAGG_GRID_Z:%.*]] = load i32, ptr [[TMP23]], align 4
; WARP-NEXT:    [[TMP24:%.*]] = getelementptr inbounds i8, ptr [[TMP3]], i64 0
; WARP-NEXT:    [[DPAGG_BLOCK_X:%.*]] = load i32, ptr [[TMP24]], align 4
; WARP-NEXT:    [[TMP25:%.*]] = getelementptr inbounds i8, ptr [[TMP3]], i64 4
; WARP-NEXT:    [[DPAGG_BLOCK_Y:%.*]] = load i32, ptr [[TMP25]], align 4
; WARP-NEXT:    [[TMP26:%.*]] = getelementptr inbounds i8, ptr [[TMP3]], i64 8
; WARP-NEXT:    [[DPAGG_BLOCK_Z:%.*]] = load i32, ptr [[TMP26]], align 4
; WARP-NEXT:    [[DPAGG_WARP_ERR:%.*]] = call i32 @__dpagg_aggregate_warp(ptr @[[SITE1]], ptr [[DPAGG_PARAMS]], i32 [[DPAGG_GRID_X]], i32 [[DPAGG_GRID_Y]], i32 [[DPAGG_GRID_Z]], i32 [[DPAGG_BLOCK_X]], i32 [[DPAGG_BLOCK_Y]], i32 [[DPAGG_BLOCK_Z]], i32 0, ptr null)
; WARP-NEXT:    call void @llvm.lifetime.end.p0(ptr [[DPAGG_PARAMS]])
; WARP-NEXT:    call void @llvm.lifetime.end.p0(ptr nonnull [[TMP4]])
; WARP-NEXT:    call void @llvm.lifetime.end.p0(ptr nonnull [[TMP3]])
; WARP-NEXT:    br label %[[BB27]]
; WARP:       [[BB27]]:
; WARP-NEXT:    ret void
;
; BLOCK-LABEL: define dso_local ptx_kernel void @_Z10early_exitPii(
; BLOCK-SAME: ptr noundef [[TMP0:%.*]], i32 noundef [[TMP1:%.*]]) local_unnamed_addr #[[ATTR1:[0-9]+]] {
; BLOCK-NEXT:    [[DPAGG_PARAMS:%.*]] = alloca [12 x i8], align 64
; BLOCK-NEXT:    [[TMP3:%.*]] = alloca %struct.dim3, align 8
; BLOCK-NEXT:    [[TMP4:%.*]] = alloca %struct.dim3, align 8
; BLOCK-NEXT:    [[DPAGG_BLOCK_FRAME:%.*]] = alloca [16 x i8], align 8
; BLOCK-NEXT:    call void @__dpagg_block_init(ptr [[DPAGG_BLOCK_FRAME]], ptr addrspacecast (ptr addrspace(1) @dpagg.block.table to ptr), i32 8192)
; BLOCK-NEXT:    [[TMP5:%.*]] = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
; BLOCK-NEXT:    [[TMP6:%.*]] = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
; BLOCK-NEXT:    [[TMP7:%.*]] = mul i32 [[TMP5]], [[TMP6]]
; BLOCK-NEXT:    [[TMP8:%.*]] = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; BLOCK-NEXT:    [[TMP9:%.*]] = add i32 [[TMP7]], [[TMP8]]
; BLOCK-NEXT:    [[TMP10:%.*]] = icmp slt i32 [[TMP9]], [[TMP1]]
; BLOCK-NEXT:    br i1 [[TMP10]], label %[[BB11:.*]], label %[[BB27:.*]]
; BLOCK:       [[BB11]]:
; BLOCK-NEXT:    br i1 false, label %[[BB27]], label %[[BB12:.*]]
; BLOCK:       [[BB12]]:
; BLOCK-NEXT:    [[TMP13:%.*]] = shl nsw i32 [[TMP9]], 6
; BLOCK-NEXT:    [[TMP14:%.*]] = sext i32 [[TMP13]] to i64
; BLOCK-NEXT:    [[TMP15:%.*]] = getelementptr inbounds i32, ptr [[TMP0]], i64 [[TMP14]]
; BLOCK-NEXT:    [[LAUNDER102I:%.*]] = ptrtoint ptr [[TMP15]] to i64
; BLOCK-NEXT:    [[LAUNDER102L:%.*]] = call i64 asm "mov.b64 $0, $1;", "=l,l"(i64 [[LAUNDER102I]])
; BLOCK-NEXT:    [[LAUNDER102:%.*]] = inttoptr i64 [[LAUNDER102L]] to ptr
; BLOCK-NEXT:    call void @llvm.lifetime.start.p0(ptr [[DPAGG_PARAMS]])
; BLOCK-NEXT:    store ptr [[LAUNDER102]], ptr [[DPAGG_PARAMS]], align 64, !tbaa [[TBAA11:![0-9]+]]
; BLOCK-NEXT:    [[TMP16:%.*]] = getelementptr inbounds nuw i8, ptr [[DPAGG_PARAMS]], i64 8
; BLOCK-NEXT:    [[LAUNDER2:%.*]] = call i32 asm "mov.b32 $0, $1;", "=r,r"(i32 [[TMP9]])
; BLOCK-NEXT:    store i32 [[LAUNDER2]], ptr [[TMP16]], align 8, !tbaa [[TBAA6:![0-9]+]]
; BLOCK-NEXT:    call void @llvm.lifetime.start.p0(ptr nonnull [[TMP4]])
; BLOCK-NEXT:    call void @llvm.lifetime.start.p0(ptr nonnull [[TMP3]])
; BLOCK-NEXT:    store i32 64, ptr [[TMP3]], align 8
; BLOCK-NEXT:    [[TMP17:%.*]] = getelementptr inbounds nuw i8, ptr [[TMP3]], i64 4
; BLOCK-NEXT:    store i32 1, ptr [[TMP17]], align 4
; BLOCK-NEXT:    [[TMP18:%.*]] = getelementptr inbounds nuw i8, ptr [[TMP3]], i64 8
; BLOCK-NEXT:    store i32 1, ptr [[TMP18]], align 8
; BLOCK-NEXT:    store i32 1, ptr [[TMP4]], align 8
; BLOCK-NEXT:    [[TMP19:%.*]] = getelementptr inbounds nuw i8, ptr [[TMP4]], i64 4
; BLOCK-NEXT:    store i32 1, ptr [[TMP19]], align 4
; BLOCK-NEXT:    [[TMP20:%.*]] = getelementptr inbounds nuw i8, ptr [[TMP4]], i64 8
; BLOCK-NEXT:    store i32 1, ptr [[TMP20]], align 8
; BLOCK-NEXT:    [[TMP21:%.*]] = getelementptr inbounds i8, ptr [[TMP4]], i64 0
; BLOCK-NEXT:    [[DPAGG_GRID_X:%.*]] = load i32, ptr [[TMP21]], align 4
; BLOCK-NEXT:    [[TMP22:%.*]] = getelementptr inbounds i8, ptr [[TMP4]], i64 4
; BLOCK-NEXT:    [[DPAGG_GRID_Y:%.*]] = load i32, ptr [[TMP22]], align 4
; BLOCK-NEXT:    [[TMP23:%.*]] = getelementptr inbounds i8, ptr [[TMP4]], i64 8
; BLOCK-NEXT:    [[DPAGG_GRID_Z:%.*]] = load i32, ptr [[TMP23]], align 4
; BLOCK-NEXT:    [[TMP24:%.*]] = getelementptr inbounds i8, ptr [[TMP3]], i64 0
; BLOCK-NEXT:    [[DPAGG_BLOCK_X:%.*]] = load i32, ptr [[TMP24]], align 4
; BLOCK-NEXT:    [[TMP25:%.*]] = getelementptr inbounds i8, ptr [[TMP3]], i64 4
; BLOCK-NEXT:    [[DPAGG_BLOCK_Y:%.*]] = load i32, ptr [[TMP25]], align 4
; BLOCK-NEXT:    [[TMP26:%.*]] = getelementptr inbounds i8, ptr [[TMP3]], i64 8
; BLOCK-NEXT:    [[DPAGG_BLOCK_Z:%.*]] = load i32, ptr [[TMP26]], align 4
; BLOCK-NEXT:    [[DPAGG_BLOCK_ERR:%.*]] = call i32 @__dpagg_aggregate_block(ptr @[[SITE2]], ptr [[DPAGG_PARAMS]], i32 [[DPAGG_GRID_X]], i32 [[DPAGG_GRID_Y]], i32 [[DPAGG_GRID_Z]], i32 [[DPAGG_BLOCK_X]], i32 [[DPAGG_BLOCK_Y]], i32 [[DPAGG_BLOCK_Z]], i32 0, ptr null, ptr [[DPAGG_BLOCK_FRAME]], ptr addrspacecast (ptr addrspace(1) @dpagg.block.table to ptr))
; BLOCK-NEXT:    call void @llvm.lifetime.end.p0(ptr [[DPAGG_PARAMS]])
; BLOCK-NEXT:    call void @llvm.lifetime.end.p0(ptr nonnull [[TMP4]])
; BLOCK-NEXT:    call void @llvm.lifetime.end.p0(ptr nonnull [[TMP3]])
; BLOCK-NEXT:    br label %[[BB27]]
; BLOCK:       [[BB27]]:
; BLOCK-NEXT:    call void @__dpagg_block_exit(ptr [[DPAGG_BLOCK_FRAME]], ptr addrspacecast (ptr addrspace(1) @dpagg.block.table to ptr), i32 8192)
; BLOCK-NEXT:    ret void
;
define dso_local ptx_kernel void @_Z10early_exitPii(ptr noundef %0, i32 noundef %1) local_unnamed_addr #1 {
  %3 = alloca %struct.dim3, align 8
  %4 = alloca %struct.dim3, align 8
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %1
  br i1 %10, label %11, label %24

11:                                               ; preds = %2
  %12 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #5
  %13 = icmp eq ptr %12, null
  br i1 %13, label %24, label %14

14:                                               ; preds = %11
  %15 = shl nsw i32 %9, 6
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds i32, ptr %0, i64 %16
  store ptr %17, ptr %12, align 64, !tbaa !11
  %18 = getelementptr inbounds nuw i8, ptr %12, i64 8
  store i32 %9, ptr %18, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  store i32 64, ptr %3, align 8
  %19 = getelementptr inbounds nuw i8, ptr %3, i64 4
  store i32 1, ptr %19, align 4
  %20 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store i32 1, ptr %20, align 8
  store i32 1, ptr %4, align 8
  %21 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %21, align 4
  %22 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %22, align 8
  %23 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPii, ptr noundef nonnull %12, ptr noundef nonnull byval(%struct.dim3) align 4 %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, i32 noundef 0, ptr noundef null) #5
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  br label %24

24:                                               ; preds = %11, %14, %2
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
; WARP-LABEL: define dso_local ptx_kernel void @_Z9nested_ifPiPKii(
; WARP-SAME: ptr noundef [[TMP0:%.*]], ptr noundef readonly captures(none) [[TMP1:%.*]], i32 noundef [[TMP2:%.*]]) local_unnamed_addr #[[ATTR1:[0-9]+]] {
; WARP-NEXT:    [[DPAGG_PARAMS:%.*]] = alloca [12 x i8], align 64
; WARP-NEXT:    [[TMP4:%.*]] = alloca %struct.dim3, align 8
; WARP-NEXT:    [[TMP5:%.*]] = alloca %struct.dim3, align 8
; WARP-NEXT:    [[TMP6:%.*]] = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
; WARP-NEXT:    [[TMP7:%.*]] = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
; WARP-NEXT:    [[TMP8:%.*]] = mul i32 [[TMP6]], [[TMP7]]
; WARP-NEXT:    [[TMP9:%.*]] = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; WARP-NEXT:    [[TMP10:%.*]] = add i32 [[TMP8]], [[TMP9]]
; WARP-NEXT:    [[TMP11:%.*]] = icmp slt i32 [[TMP10]], [[TMP2]]
; WARP-NEXT:    br i1 [[TMP11]], label %[[BB12:.*]], label %[[BB35:.*]]
; WARP:       [[BB12]]:
; WARP-NEXT:    [[TMP13:%.*]] = sext i32 [[TMP10]] to i64
; WARP-NEXT:    [[TMP14:%.*]] = getelementptr inbounds i32, ptr [[TMP1]], i64 [[TMP13]]
; WARP-NEXT:    [[TMP15:%.*]] = load i32, ptr [[TMP14]], align 4, !tbaa [[TBAA6:![0-9]+]]
; WARP-NEXT:    [[TMP16:%.*]] = icmp sgt i32 [[TMP15]], 0
; WARP-NEXT:    br i1 [[TMP16]], label %[[BB17:.*]], label %[[BB35]]
; WARP:       [[BB17]]:
; WARP-NEXT:    br i1 false, label %[[BB35]], label %[[BB18:.*]]
; WARP:       [[BB18]]:
; WARP-NEXT:    [[TMP19:%.*]] = shl nsw i32 [[TMP10]], 10
; WARP-NEXT:    [[TMP20:%.*]] = sext i32 [[TMP19]] to i64
; WARP-NEXT:    [[TMP21:%.*]] = getelementptr inbounds i32, ptr [[TMP0]], i64 [[TMP20]]
; WARP-NEXT:    [[LAUNDER102I:%.*]] = ptrtoint ptr [[TMP21]] to i64
; WARP-NEXT:    [[LAUNDER102L:%.*]] = call i64 asm "mov.b64 $0, $1;", "=l,l"(i64 [[LAUNDER102I]])
; WARP-NEXT:    [[LAUNDER102:%.*]] = inttoptr i64 [[LAUNDER102L]] to ptr
; WARP-NEXT:    call void @llvm.lifetime.start.p0(ptr [[DPAGG_PARAMS]])
; WARP-NEXT:    store ptr [[LAUNDER102]], ptr [[DPAGG_PARAMS]], align 64, !tbaa [[TBAA11:![0-9]+]]
; WARP-NEXT:    [[TMP22:%.*]] = getelementptr inbounds nuw i8, ptr [[DPAGG_PARAMS]], i64 8
; WARP-NEXT:    [[LAUNDER101:%.*]] = call i32 asm "mov.b32 $0, $1;", "=r,r"(i32 [[TMP15]])
; WARP-NEXT:    store i32 [[LAUNDER101]], ptr [[TMP22]], align 8, !tbaa [[TBAA6]]
; WARP-NEXT:    [[TMP23:%.*]] = add nuw nsw i32 [[TMP15]], 31
; WARP-NEXT:    [[TMP24:%.*]] = lshr i32 [[TMP23]], 5
; WARP-NEXT:    call void @llvm.lifetime.start.p0(ptr nonnull [[TMP5]])
; WARP-NEXT:    call void @llvm.lifetime.start.p0(ptr nonnull [[TMP4]])
; WARP-NEXT:    store i32 32, ptr [[TMP4]], align 8
; WARP-NEXT:    [[TMP25:%.*]] = getelementptr inbounds nuw i8, ptr [[TMP4]], i64 4
; WARP-NEXT:    store i32 1, ptr [[TMP25]], align 4
; WARP-NEXT:    [[TMP26:%.*]] = getelementptr inbounds nuw i8, ptr [[TMP4]], i64 8
; WARP-NEXT:    store i32 1, ptr [[TMP26]], align 8
; WARP-NEXT:    store i32 [[TMP24]], ptr [[TMP5]], align 8
; WARP-NEXT:    [[TMP27:%.*]] = getelementptr inbounds nuw i8, ptr [[TMP5]], i64 4
; WARP-NEXT:    store i32 1, ptr [[TMP27]], align 4
; WARP-NEXT:    [[TMP28:%.*]] = getelementptr inbounds nuw i8, ptr [[TMP5]], i64 8
; WARP-NEXT:    store i32 1, ptr [[TMP28]], align 8
; WARP-NEXT:    [[TMP29:%.*]] = getelementptr inbounds i8, ptr [[TMP5]], i64 0
; WARP-NEXT:    [[DPAGG_GRID_X:%.*]] = load i32, ptr [[TMP29]], align 4
; WARP-NEXT:    [[TMP30:%.*]] = getelementptr inbounds i8, ptr [[TMP5]], i64 4
; WARP-NEXT:    [[DPAGG_GRID_Y:%.*]] = load i32, ptr [[TMP30]], align 4
; WARP-NEXT:    [[TMP31:%.*]] = getelementptr inbounds i8, ptr [[TMP5]], i64 8
; WARP-NEXT:    [[DPAGG_GRID_Z:%.*]] = load i32, ptr [[TMP31]], align 4
; WARP-NEXT:    [[TMP32:%.*]] = getelementptr inbounds i8, ptr [[TMP4]], i64 0
; WARP-NEXT:    [[DPAGG_BLOCK_X:%.*]] = load i32, ptr [[TMP32]], align 4
; WARP-NEXT:    [[TMP33:%.*]] = getelementptr inbounds i8, ptr [[TMP4]], i64 4
; WARP-NEXT:    [[DPAGG_BLOCK_Y:%.*]] = load i32, ptr [[TMP33]], align 4
; WARP-NEXT:    [[TMP34:%.*]] = getelementptr inbounds i8, ptr [[TMP4]], i64 8
; WARP-NEXT:    [[DPAGG_BLOCK_Z:%.*]] = load i32, ptr [[TMP34]], align 4
; WARP-NEXT:    [[DPAGG_WARP_ERR:%.*]] = call i32 @__dpagg_aggregate_warp(ptr @[[SITE3]], ptr [[DPAGG_PARAMS]], i32 [[DPAGG_GRID_X]], i32 [[DPAGG_GRID_Y]], i32 [[DPAGG_GRID_Z]], i32 [[DPAGG_BLOCK_X]], i32 [[DPAGG_BLOCK_Y]], i32 [[DPAGG_BLOCK_Z]], i32 0, ptr null)
; WARP-NEXT:    call void @llvm.lifetime.end.p0(ptr [[DPAGG_PARAMS]])
; WARP-NEXT:    call void @llvm.lifetime.end.p0(ptr nonnull [[TMP5]])
; WARP-NEXT:    call void @llvm.lifetime.end.p0(ptr nonnull [[TMP4]])
; WARP-NEXT:    br label %[[BB35]]
; WARP:       [[BB35]]:
; WARP-NEXT:    ret void
;
; BLOCK-LABEL: define dso_local ptx_kernel void @_Z9nested_ifPiPKii(
; BLOCK-SAME: ptr noundef [[TMP0:%.*]], ptr noundef readonly captures(none) [[TMP1:%.*]], i32 noundef [[TMP2:%.*]]) local_unnamed_addr #[[ATTR1:[0-9]+]] {
; BLOCK-NEXT:    [[DPAGG_PARAMS:%.*]] = alloca [12 x i8], align 64
; BLOCK-NEXT:    [[TMP4:%.*]] = alloca %struct.dim3, align 8
; BLOCK-NEXT:    [[TMP5:%.*]] = alloca %struct.dim3, align 8
; BLOCK-NEXT:    [[DPAGG_BLOCK_FRAME:%.*]] = alloca [16 x i8], align 8
; BLOCK-NEXT:    call void @__dpagg_block_init(ptr [[DPAGG_BLOCK_FRAME]], ptr addrspacecast (ptr addrspace(1) @dpagg.block.table to ptr), i32 8192)
; BLOCK-NEXT:    [[TMP6:%.*]] = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
; BLOCK-NEXT:    [[TMP7:%.*]] = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
; BLOCK-NEXT:    [[TMP8:%.*]] = mul i32 [[TMP6]], [[TMP7]]
; BLOCK-NEXT:    [[TMP9:%.*]] = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; BLOCK-NEXT:    [[TMP10:%.*]] = add i32 [[TMP8]], [[TMP9]]
; BLOCK-NEXT:    [[TMP11:%.*]] = icmp slt i32 [[TMP10]], [[TMP2]]
; BLOCK-NEXT:    br i1 [[TMP11]], label %[[BB12:.*]], label %[[BB35:.*]]
; BLOCK:       [[BB12]]:
; BLOCK-NEXT:    [[TMP13:%.*]] = sext i32 [[TMP10]] to i64
; BLOCK-NEXT:    [[TMP14:%.*]] = getelementptr inbounds i32, ptr [[TMP1]], i64 [[TMP13]]
; BLOCK-NEXT:    [[TMP15:%.*]] = load i32, ptr [[TMP14]], align 4, !tbaa [[TBAA6:![0-9]+]]
; BLOCK-NEXT:    [[TMP16:%.*]] = icmp sgt i32 [[TMP15]], 0
; BLOCK-NEXT:    br i1 [[TMP16]], label %[[BB17:.*]], label %[[BB35]]
; BLOCK:       [[BB17]]:
; BLOCK-NEXT:    br i1 false, label %[[BB35]], label %[[BB18:.*]]
; BLOCK:       [[BB18]]:
; BLOCK-NEXT:    [[TMP19:%.*]] = shl nsw i32 [[TMP10]], 10
; BLOCK-NEXT:    [[TMP20:%.*]] = sext i32 [[TMP19]] to i64
; BLOCK-NEXT:    [[TMP21:%.*]] = getelementptr inbounds i32, ptr [[TMP0]], i64 [[TMP20]]
; BLOCK-NEXT:    [[LAUNDER103I:%.*]] = ptrtoint ptr [[TMP21]] to i64
; BLOCK-NEXT:    [[LAUNDER103L:%.*]] = call i64 asm "mov.b64 $0, $1;", "=l,l"(i64 [[LAUNDER103I]])
; BLOCK-NEXT:    [[LAUNDER103:%.*]] = inttoptr i64 [[LAUNDER103L]] to ptr
; BLOCK-NEXT:    call void @llvm.lifetime.start.p0(ptr [[DPAGG_PARAMS]])
; BLOCK-NEXT:    store ptr [[LAUNDER103]], ptr [[DPAGG_PARAMS]], align 64, !tbaa [[TBAA11:![0-9]+]]
; BLOCK-NEXT:    [[TMP22:%.*]] = getelementptr inbounds nuw i8, ptr [[DPAGG_PARAMS]], i64 8
; BLOCK-NEXT:    [[LAUNDER104:%.*]] = call i32 asm "mov.b32 $0, $1;", "=r,r"(i32 [[TMP15]])
; BLOCK-NEXT:    store i32 [[LAUNDER104]], ptr [[TMP22]], align 8, !tbaa [[TBAA6]]
; BLOCK-NEXT:    [[TMP23:%.*]] = add nuw nsw i32 [[TMP15]], 31
; BLOCK-NEXT:    [[TMP24:%.*]] = lshr i32 [[TMP23]], 5
; BLOCK-NEXT:    call void @llvm.lifetime.start.p0(ptr nonnull [[TMP5]])
; BLOCK-NEXT:    call void @llvm.lifetime.start.p0(ptr nonnull [[TMP4]])
; BLOCK-NEXT:    store i32 32, ptr [[TMP4]], align 8
; BLOCK-NEXT:    [[TMP25:%.*]] = getelementptr inbounds nuw i8, ptr [[TMP4]], i64 4
; BLOCK-NEXT:    store i32 1, ptr [[TMP25]], align 4
; BLOCK-NEXT:    [[TMP26:%.*]] = getelementptr inbounds nuw i8, ptr [[TMP4]], i64 8
; BLOCK-NEXT:    store i32 1, ptr [[TMP26]], align 8
; BLOCK-NEXT:    store i32 [[TMP24]], ptr [[TMP5]], align 8
; BLOCK-NEXT:    [[TMP27:%.*]] = getelementptr inbounds nuw i8, ptr [[TMP5]], i64 4
; BLOCK-NEXT:    store i32 1, ptr [[TMP27]], align 4
; BLOCK-NEXT:    [[TMP28:%.*]] = getelementptr inbounds nuw i8, ptr [[TMP5]], i64 8
; BLOCK-NEXT:    store i32 1, ptr [[TMP28]], align 8
; BLOCK-NEXT:    [[TMP29:%.*]] = getelementptr inbounds i8, ptr [[TMP5]], i64 0
; BLOCK-NEXT:    [[DPAGG_GRID_X:%.*]] = load i32, ptr [[TMP29]], align 4
; BLOCK-NEXT:    [[TMP30:%.*]] = getelementptr inbounds i8, ptr [[TMP5]], i64 4
; BLOCK-NEXT:    [[DPAGG_GRID_Y:%.*]] = load i32, ptr [[TMP30]], align 4
; BLOCK-NEXT:    [[TMP31:%.*]] = getelementptr inbounds i8, ptr [[TMP5]], i64 8
; BLOCK-NEXT:    [[DPAGG_GRID_Z:%.*]] = load i32, ptr [[TMP31]], align 4
; BLOCK-NEXT:    [[TMP32:%.*]] = getelementptr inbounds i8, ptr [[TMP4]], i64 0
; BLOCK-NEXT:    [[DPAGG_BLOCK_X:%.*]] = load i32, ptr [[TMP32]], align 4
; BLOCK-NEXT:    [[TMP33:%.*]] = getelementptr inbounds i8, ptr [[TMP4]], i64 4
; BLOCK-NEXT:    [[DPAGG_BLOCK_Y:%.*]] = load i32, ptr [[TMP33]], align 4
; BLOCK-NEXT:    [[TMP34:%.*]] = getelementptr inbounds i8, ptr [[TMP4]], i64 8
; BLOCK-NEXT:    [[DPAGG_BLOCK_Z:%.*]] = load i32, ptr [[TMP34]], align 4
; BLOCK-NEXT:    [[DPAGG_BLOCK_ERR:%.*]] = call i32 @__dpagg_aggregate_block(ptr @[[SITE4]], ptr [[DPAGG_PARAMS]], i32 [[DPAGG_GRID_X]], i32 [[DPAGG_GRID_Y]], i32 [[DPAGG_GRID_Z]], i32 [[DPAGG_BLOCK_X]], i32 [[DPAGG_BLOCK_Y]], i32 [[DPAGG_BLOCK_Z]], i32 0, ptr null, ptr [[DPAGG_BLOCK_FRAME]], ptr addrspacecast (ptr addrspace(1) @dpagg.block.table to ptr))
; BLOCK-NEXT:    call void @llvm.lifetime.end.p0(ptr [[DPAGG_PARAMS]])
; BLOCK-NEXT:    call void @llvm.lifetime.end.p0(ptr nonnull [[TMP5]])
; BLOCK-NEXT:    call void @llvm.lifetime.end.p0(ptr nonnull [[TMP4]])
; BLOCK-NEXT:    br label %[[BB35]]
; BLOCK:       [[BB35]]:
; BLOCK-NEXT:    call void @__dpagg_block_exit(ptr [[DPAGG_BLOCK_FRAME]], ptr addrspacecast (ptr addrspace(1) @dpagg.block.table to ptr), i32 8192)
; BLOCK-NEXT:    ret void
;
define dso_local ptx_kernel void @_Z9nested_ifPiPKii(ptr noundef %0, ptr noundef readonly captures(none) %1, i32 noundef %2) local_unnamed_addr #1 {
  %4 = alloca %struct.dim3, align 8
  %5 = alloca %struct.dim3, align 8
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, %2
  br i1 %11, label %12, label %32

12:                                               ; preds = %3
  %13 = sext i32 %10 to i64
  %14 = getelementptr inbounds i32, ptr %1, i64 %13
  %15 = load i32, ptr %14, align 4, !tbaa !6
  %16 = icmp sgt i32 %15, 0
  br i1 %16, label %17, label %32

17:                                               ; preds = %12
  %18 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #5
  %19 = icmp eq ptr %18, null
  br i1 %19, label %32, label %20

20:                                               ; preds = %17
  %21 = shl nsw i32 %10, 10
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds i32, ptr %0, i64 %22
  store ptr %23, ptr %18, align 64, !tbaa !11
  %24 = getelementptr inbounds nuw i8, ptr %18, i64 8
  store i32 %15, ptr %24, align 8, !tbaa !6
  %25 = add nuw nsw i32 %15, 31
  %26 = lshr i32 %25, 5
  call void @llvm.lifetime.start.p0(ptr nonnull %5)
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  store i32 32, ptr %4, align 8
  %27 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %27, align 4
  %28 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %28, align 8
  store i32 %26, ptr %5, align 8
  %29 = getelementptr inbounds nuw i8, ptr %5, i64 4
  store i32 1, ptr %29, align 4
  %30 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store i32 1, ptr %30, align 8
  %31 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPii, ptr noundef nonnull %18, ptr noundef nonnull byval(%struct.dim3) align 4 %5, ptr noundef nonnull byval(%struct.dim3) align 4 %4, i32 noundef 0, ptr noundef null) #5
  call void @llvm.lifetime.end.p0(ptr nonnull %5)
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  br label %32

32:                                               ; preds = %12, %20, %17, %3
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

; The aggregated children the pass creates.
; CHECK-LABEL: define internal ptx_kernel void @_Z5childPii.dpagg(
; CHECK-SAME: ptr [[DPAGG_RECORD:%.*]]) #[[CHILDATTR5:[0-9]+]] {
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
; CHECK-NEXT:    [[TMP24:%.*]] = mul i32 [[DPAGG_BLOCKIDX_X]], [[DPAGG_BLOCKDIM_X]]
; CHECK-NEXT:    [[TMP25:%.*]] = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; CHECK-NEXT:    [[TMP26:%.*]] = add i32 [[TMP24]], [[TMP25]]
; CHECK-NEXT:    [[TMP27:%.*]] = zext i32 [[TMP26]] to i64
; CHECK-NEXT:    [[TMP28:%.*]] = getelementptr inbounds nuw i32, ptr [[DPAGG_PARAM_0]], i64 [[TMP27]]
; CHECK-NEXT:    store i32 [[DPAGG_PARAM_1]], ptr [[TMP28]], align 4, !tbaa [[TBAA6:![0-9]+]]
; CHECK-NEXT:    ret void
; CHECK:       [[DPAGG_SURPLUS]]:
; CHECK-NEXT:    ret void
;
; CHECK-DAG: attributes #[[CHILDATTR5]] = { mustprogress nofree noinline norecurse nounwind willreturn "dpagg.aggregated-child" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
