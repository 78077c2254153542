; Produced by (clang 22.1.8, CUDA 13.0):
;   clang++ -x cuda --cuda-path=/usr/local/cuda
;     --cuda-gpu-arch=sm_90 -fgpu-rdc --cuda-device-only -D__CUDACC_RDC__
;     -Wno-unknown-cuda-version -S -emit-llvm -O2 Inputs/shared-memory-child.cu
; Children with static and dynamic shared memory and __syncthreads: the
; dynamic size (n * 4) is the shared-memory operand of the runtime call, and
; the clones keep the barriers and shared-memory accesses unchanged (surplus
; threads return before them, which counts as arriving).
; REQUIRES: nvptx-registered-target
; RUN: opt -passes='dpagg-aggregate<warp>' -S %s | FileCheck %s

source_filename = "Inputs/shared-memory-child.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.dim3 = type { i32, i32, i32 }

@_ZZ13reduce_staticPKiPiE1s = internal unnamed_addr addrspace(3) global [256 x i32] undef, align 4
@d = external dso_local local_unnamed_addr addrspace(3) global [0 x i32], align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
; CHECK: @_Z13reduce_staticPKiPi.dpagg.child = private unnamed_addr constant { ptr, i32, i32, i32, i32 } { ptr @_Z13reduce_staticPKiPi.dpagg, i32 256, i32 46976, i32 0, i32 0 }
; CHECK: @[[SITE1:dpagg.site._Z13reduce_staticPKiPi.[0-9]+]] = private unnamed_addr constant {{.*}} { ptr @_Z13reduce_staticPKiPi.dpagg.child, ptr @_Z13reduce_staticPKiPi, ptr @dpagg.name._Z13reduce_staticPKiPi, ptr addrspacecast (ptr addrspace(1) @dpagg.pool to ptr), ptr null, i32 0, i32 16, i32 16, i32 511, i32 262144, i32 0 }
; CHECK: @_Z14reduce_dynamicPKiPi.dpagg.child = private unnamed_addr constant { ptr, i32, i32, i32, i32 } { ptr @_Z14reduce_dynamicPKiPi.dpagg, i32 256, i32 46976, i32 0, i32 0 }
; CHECK: @[[SITE2:dpagg.site._Z14reduce_dynamicPKiPi.[0-9]+]] = private unnamed_addr constant {{.*}} { ptr @_Z14reduce_dynamicPKiPi.dpagg.child, ptr @_Z14reduce_dynamicPKiPi, ptr @dpagg.name._Z14reduce_dynamicPKiPi, ptr addrspacecast (ptr addrspace(1) @dpagg.pool to ptr), ptr null, i32 0, i32 16, i32 16, i32 511, i32 262144, i32 0 }
; CHECK-LABEL: define dso_local ptx_kernel void @_Z13reduce_staticPKiPi(
; CHECK-SAME: ptr noundef readonly captures(none) [[TMP0:%.*]], ptr noundef writeonly captures(none) [[TMP1:%.*]]) #[[ATTR0:[0-9]+]] {
; CHECK-NEXT:    [[TMP3:%.*]] = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
; CHECK-NEXT:    [[TMP4:%.*]] = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
; CHECK-NEXT:    [[TMP5:%.*]] = mul i32 [[TMP3]], [[TMP4]]
; CHECK-NEXT:    [[TMP6:%.*]] = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; CHECK-NEXT:    [[TMP7:%.*]] = add i32 [[TMP5]], [[TMP6]]
; CHECK-NEXT:    [[TMP8:%.*]] = zext i32 [[TMP7]] to i64
; CHECK-NEXT:    [[TMP9:%.*]] = getelementptr inbounds nuw i32, ptr [[TMP0]], i64 [[TMP8]]
; CHECK-NEXT:    [[TMP10:%.*]] = load i32, ptr [[TMP9]], align 4, !tbaa [[TBAA6:![0-9]+]]
; CHECK-NEXT:    [[TMP11:%.*]] = zext nneg i32 [[TMP6]] to i64
; CHECK-NEXT:    [[TMP12:%.*]] = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ13reduce_staticPKiPiE1s to ptr), i64 [[TMP11]]
; CHECK-NEXT:    store i32 [[TMP10]], ptr [[TMP12]], align 4, !tbaa [[TBAA6]]
; CHECK-NEXT:    tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
; CHECK-NEXT:    [[TMP13:%.*]] = lshr i32 [[TMP4]], 1
; CHECK-NEXT:    [[TMP14:%.*]] = icmp eq i32 [[TMP13]], 0
; CHECK-NEXT:    br i1 [[TMP14]], label %[[BB15:.*]], label %[[BB17:.*]]
; CHECK:       [[BB15]]:
; CHECK-NEXT:    [[TMP16:%.*]] = icmp eq i32 [[TMP6]], 0
; CHECK-NEXT:    br i1 [[TMP16]], label %[[BB30:.*]], label %[[BB34:.*]]
; CHECK:       [[BB17]]:
; CHECK-NEXT:    [[TMP18:%.*]] = phi i32 [ [[TMP28:%.*]], %[[BB27:.*]] ], [ [[TMP13]], %[[BB2:.*]] ]
; CHECK-NEXT:    [[TMP19:%.*]] = icmp samesign ult i32 [[TMP6]], [[TMP18]]
; CHECK-NEXT:    br i1 [[TMP19]], label %[[BB20:.*]], label %[[BB27]]
; CHECK:       [[BB20]]:
; CHECK-NEXT:    [[TMP21:%.*]] = add nuw nsw i32 [[TMP18]], [[TMP6]]
; CHECK-NEXT:    [[TMP22:%.*]] = zext nneg i32 [[TMP21]] to i64
; CHECK-NEXT:    [[TMP23:%.*]] = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ13reduce_staticPKiPiE1s to ptr), i64 [[TMP22]]
; CHECK-NEXT:    [[TMP24:%.*]] = load i32, ptr [[TMP23]], align 4, !tbaa [[TBAA6]]
; CHECK-NEXT:    [[TMP25:%.*]] = load i32, ptr [[TMP12]], align 4, !tbaa [[TBAA6]]
; CHECK-NEXT:    [[TMP26:%.*]] = add nsw i32 [[TMP25]], [[TMP24]]
; CHECK-NEXT:    store i32 [[TMP26]], ptr [[TMP12]], align 4, !tbaa [[TBAA6]]
; CHECK-NEXT:    br label %[[BB27]]
; CHECK:       [[BB27]]:
; CHECK-NEXT:    tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
; CHECK-NEXT:    [[TMP28]] = lshr i32 [[TMP18]], 1
; CHECK-NEXT:    [[TMP29:%.*]] = icmp eq i32 [[TMP28]], 0
; CHECK-NEXT:    br i1 [[TMP29]], label %[[BB15]], label %[[BB17]], !llvm.loop [[LLVM_LOOP11:![0-9]+]]
; CHECK:       [[BB30]]:
; CHECK-NEXT:    [[TMP31:%.*]] = zext nneg i32 [[TMP3]] to i64
; CHECK-NEXT:    [[TMP32:%.*]] = getelementptr inbounds nuw i32, ptr [[TMP1]], i64 [[TMP31]]
; CHECK-NEXT:    [[TMP33:%.*]] = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ13reduce_staticPKiPiE1s to ptr), align 4, !tbaa [[TBAA6]]
; CHECK-NEXT:    store i32 [[TMP33]], ptr [[TMP32]], align 4, !tbaa [[TBAA6]]
; CHECK-NEXT:    br label %[[BB34]]
; CHECK:       [[BB34]]:
; CHECK-NEXT:    ret void
;
define dso_local ptx_kernel void @_Z13reduce_staticPKiPi(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1) #0 {
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %5 = mul i32 %3, %4
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = add i32 %5, %6
  %8 = zext i32 %7 to i64
  %9 = getelementptr inbounds nuw i32, ptr %0, i64 %8
  %10 = load i32, ptr %9, align 4, !tbaa !6
  %11 = zext nneg i32 %6 to i64
  %12 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ13reduce_staticPKiPiE1s to ptr), i64 %11
  store i32 %10, ptr %12, align 4, !tbaa !6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %13 = lshr i32 %4, 1
  %14 = icmp eq i32 %13, 0
  br i1 %14, label %15, label %17

15:                                               ; preds = %27, %2
  %16 = icmp eq i32 %6, 0
  br i1 %16, label %30, label %34

17:                                               ; preds = %2, %27
  %18 = phi i32 [ %28, %27 ], [ %13, %2 ]
  %19 = icmp samesign ult i32 %6, %18
  br i1 %19, label %20, label %27

20:                                               ; preds = %17
  %21 = add nuw nsw i32 %18, %6
  %22 = zext nneg i32 %21 to i64
  %23 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ13reduce_staticPKiPiE1s to ptr), i64 %22
  %24 = load i32, ptr %23, align 4, !tbaa !6
  %25 = load i32, ptr %12, align 4, !tbaa !6
  %26 = add nsw i32 %25, %24
  store i32 %26, ptr %12, align 4, !tbaa !6
  br label %27

27:                                               ; preds = %20, %17
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %28 = lshr i32 %18, 1
  %29 = icmp eq i32 %28, 0
  br i1 %29, label %15, label %17, !llvm.loop !11

30:                                               ; preds = %15
  %31 = zext nneg i32 %3 to i64
  %32 = getelementptr inbounds nuw i32, ptr %1, i64 %31
  %33 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ13reduce_staticPKiPiE1s to ptr), align 4, !tbaa !6
  store i32 %33, ptr %32, align 4, !tbaa !6
  br label %34

34:                                               ; preds = %30, %15
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind
; CHECK-LABEL: define dso_local ptx_kernel void @_Z14reduce_dynamicPKiPi(
; CHECK-SAME: ptr noundef readonly captures(none) [[TMP0:%.*]], ptr noundef writeonly captures(none) [[TMP1:%.*]]) #[[ATTR0:[0-9]+]] {
; CHECK-NEXT:    [[TMP3:%.*]] = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
; CHECK-NEXT:    [[TMP4:%.*]] = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
; CHECK-NEXT:    [[TMP5:%.*]] = mul i32 [[TMP3]], [[TMP4]]
; CHECK-NEXT:    [[TMP6:%.*]] = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; CHECK-NEXT:    [[TMP7:%.*]] = add i32 [[TMP5]], [[TMP6]]
; CHECK-NEXT:    [[TMP8:%.*]] = zext i32 [[TMP7]] to i64
; CHECK-NEXT:    [[TMP9:%.*]] = getelementptr inbounds nuw i32, ptr [[TMP0]], i64 [[TMP8]]
; CHECK-NEXT:    [[TMP10:%.*]] = load i32, ptr [[TMP9]], align 4, !tbaa [[TBAA6:![0-9]+]]
; CHECK-NEXT:    [[TMP11:%.*]] = zext nneg i32 [[TMP6]] to i64
; CHECK-NEXT:    [[TMP12:%.*]] = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @d to ptr), i64 [[TMP11]]
; CHECK-NEXT:    store i32 [[TMP10]], ptr [[TMP12]], align 4, !tbaa [[TBAA6]]
; CHECK-NEXT:    tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
; CHECK-NEXT:    [[TMP13:%.*]] = icmp eq i32 [[TMP6]], 0
; CHECK-NEXT:    br i1 [[TMP13]], label %[[BB14:.*]], label %[[BB21:.*]]
; CHECK:       [[BB14]]:
; CHECK-NEXT:    [[TMP15:%.*]] = zext nneg i32 [[TMP3]] to i64
; CHECK-NEXT:    [[TMP16:%.*]] = getelementptr inbounds nuw i32, ptr [[TMP1]], i64 [[TMP15]]
; CHECK-NEXT:    [[TMP17:%.*]] = zext nneg i32 [[TMP4]] to i64
; CHECK-NEXT:    [[TMP18:%.*]] = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @d to ptr), i64 [[TMP17]]
; CHECK-NEXT:    [[TMP19:%.*]] = getelementptr i8, ptr [[TMP18]], i64 -4
; CHECK-NEXT:    [[TMP20:%.*]] = load i32, ptr [[TMP19]], align 4, !tbaa [[TBAA6]]
; CHECK-NEXT:    store i32 [[TMP20]], ptr [[TMP16]], align 4, !tbaa [[TBAA6]]
; CHECK-NEXT:    br label %[[BB21]]
; CHECK:       [[BB21]]:
; CHECK-NEXT:    ret void
;
define dso_local ptx_kernel void @_Z14reduce_dynamicPKiPi(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1) #0 {
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %5 = mul i32 %3, %4
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = add i32 %5, %6
  %8 = zext i32 %7 to i64
  %9 = getelementptr inbounds nuw i32, ptr %0, i64 %8
  %10 = load i32, ptr %9, align 4, !tbaa !6
  %11 = zext nneg i32 %6 to i64
  %12 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @d to ptr), i64 %11
  store i32 %10, ptr %12, align 4, !tbaa !6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %13 = icmp eq i32 %6, 0
  br i1 %13, label %14, label %21

14:                                               ; preds = %2
  %15 = zext nneg i32 %3 to i64
  %16 = getelementptr inbounds nuw i32, ptr %1, i64 %15
  %17 = zext nneg i32 %4 to i64
  %18 = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @d to ptr), i64 %17
  %19 = getelementptr i8, ptr %18, i64 -4
  %20 = load i32, ptr %19, align 4, !tbaa !6
  store i32 %20, ptr %16, align 4, !tbaa !6
  br label %21

21:                                               ; preds = %14, %2
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
; CHECK-LABEL: define dso_local ptx_kernel void @_Z6parentPKiPii(
; CHECK-SAME: ptr noundef [[TMP0:%.*]], ptr noundef [[TMP1:%.*]], i32 noundef [[TMP2:%.*]]) local_unnamed_addr #[[ATTR2:[0-9]+]] {
; CHECK-NEXT:    [[DPAGG_PARAMS7:%.*]] = alloca [16 x i8], align 64
; CHECK-NEXT:    [[DPAGG_PARAMS:%.*]] = alloca [16 x i8], align 64
; CHECK-NEXT:    [[TMP4:%.*]] = alloca %struct.dim3, align 8
; CHECK-NEXT:    [[TMP5:%.*]] = alloca %struct.dim3, align 8
; CHECK-NEXT:    [[TMP6:%.*]] = alloca %struct.dim3, align 8
; CHECK-NEXT:    [[TMP7:%.*]] = alloca %struct.dim3, align 8
; CHECK-NEXT:    [[TMP8:%.*]] = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; CHECK-NEXT:    br i1 false, label %[[BB27:.*]], label %[[BB9:.*]]
; CHECK:       [[BB9]]:
; CHECK-NEXT:    [[TMP10:%.*]] = shl nuw nsw i32 [[TMP8]], 10
; CHECK-NEXT:    [[TMP11:%.*]] = zext nneg i32 [[TMP10]] to i64
; CHECK-NEXT:    [[TMP12:%.*]] = getelementptr inbounds nuw i32, ptr [[TMP0]], i64 [[TMP11]]
; CHECK-NEXT:    [[TMP13:%.*]] = shl nuw nsw i32 [[TMP8]], 2
; CHECK-NEXT:    [[TMP14:%.*]] = zext nneg i32 [[TMP13]] to i64
; CHECK-NEXT:    [[TMP15:%.*]] = getelementptr inbounds nuw i32, ptr [[TMP1]], i64 [[TMP14]]
; CHECK-NEXT:    [[LAUNDER114I:%.*]] = ptrtoint ptr [[TMP12]] to i64
; CHECK-NEXT:    [[LAUNDER114L:%.*]] = call i64 asm "mov.b64 $0, $1;", "=l,l"(i64 [[LAUNDER114I]])
; CHECK-NEXT:    [[LAUNDER114:%.*]] = inttoptr i64 [[LAUNDER114L]] to ptr
; CHECK-NEXT:    call void @llvm.lifetime.start.p0(ptr [[DPAGG_PARAMS]])
; CHECK-NEXT:    store ptr [[LAUNDER114]], ptr [[DPAGG_PARAMS]], align 64, !tbaa [[TBAA13:![0-9]+]]
; CHECK-NEXT:    [[TMP16:%.*]] = getelementptr inbounds nuw i8, ptr [[DPAGG_PARAMS]], i64 8
; CHECK-NEXT:    [[LAUNDER105I:%.*]] = ptrtoint ptr [[TMP15]] to i64
; CHECK-NEXT:    [[LAUNDER105L:%.*]] = call i64 asm "mov.b64 $0, $1;", "=l,l"(i64 [[LAUNDER105I]])
; CHECK-NEXT:    [[LAUNDER105:%.*]] = inttoptr i64 [[LAUNDER105L]] to ptr
; CHECK-NEXT:    store ptr [[LAUNDER105]], ptr [[TMP16]], align 8, !tbaa [[TBAA13]]
; CHECK-NEXT:    call void @llvm.lifetime.start.p0(ptr nonnull [[TMP7]])
; CHECK-NEXT:    call void @llvm.lifetime.start.p0(ptr nonnull [[TMP6]])
; CHECK-NEXT:    store i32 256, ptr [[TMP6]], align 8
; CHECK-NEXT:    [[TMP17:%.*]] = getelementptr inbounds nuw i8, ptr [[TMP6]], i64 4
; CHECK-NEXT:    store i32 1, ptr [[TMP17]], align 4
; CHECK-NEXT:    [[TMP18:%.*]] = getelementptr inbounds nuw i8, ptr [[TMP6]], i64 8
; CHECK-NEXT:    store i32 1, ptr [[TMP18]], align 8
; CHECK-NEXT:    store i32 4, ptr [[TMP7]], align 8
; CHECK-NEXT:    [[TMP19:%.*]] = getelementptr inbounds nuw i8, ptr [[TMP7]], i64 4
; CHECK-NEXT:    store i32 1, ptr [[TMP19]], align 4
; CHECK-NEXT:    [[TMP20:%.*]] = getelementptr inbounds nuw i8, ptr [[TMP7]], i64 8
; CHECK-NEXT:    store i32 1, ptr [[TMP20]], align 8
; CHECK-NEXT:    [[TMP21:%.*]] = getelementptr inbounds i8, ptr [[TMP7]], i64 0
; CHECK-NEXT:    [[DPAGG_GRID_X:%.*]] = load i32, ptr [[TMP21]], align 4
; CHECK-NEXT:    [[TMP22:%.*]] = getelementptr inbounds i8, ptr [[TMP7]], i64 4
; CHECK-NEXT:    [[DPAGG_GRID_Y:%.*]] = load i32, ptr [[TMP22]], align 4
; CHECK-NEXT:    [[TMP23:%.*]] = getelementptr inbounds i8, ptr [[TMP7]], i64 8
; CHECK-NEXT:    [[DPAGG_GRID_Z:%.*]] = load i32, ptr [[TMP23]], align 4
; CHECK-NEXT:    [[TMP24:%.*]] = getelementptr inbounds i8, ptr [[TMP6]], i64 0
; CHECK-NEXT:    [[DPAGG_BLOCK_X:%.*]] = load i32, ptr [[TMP24]], align 4
; CHECK-NEXT:    [[TMP25:%.*]] = getelementptr inbounds i8, ptr [[TMP6]], i64 4
; CHECK-NEXT:    [[DPAGG_BLOCK_Y:%.*]] = load i32, ptr [[TMP25]], align 4
; CHECK-NEXT:    [[TMP26:%.*]] = getelementptr inbounds i8, ptr [[TMP6]], i64 8
; CHECK-NEXT:    [[DPAGG_BLOCK_Z:%.*]] = load i32, ptr [[TMP26]], align 4
; CHECK-NEXT:    [[DPAGG_WARP_ERR:%.*]] = call i32 @__dpagg_aggregate_warp(ptr @[[SITE1]], ptr [[DPAGG_PARAMS]], i32 [[DPAGG_GRID_X]], i32 [[DPAGG_GRID_Y]], i32 [[DPAGG_GRID_Z]], i32 [[DPAGG_BLOCK_X]], i32 [[DPAGG_BLOCK_Y]], i32 [[DPAGG_BLOCK_Z]], i32 0, ptr null)
; CHECK-NEXT:    call void @llvm.lifetime.end.p0(ptr [[DPAGG_PARAMS]])
; CHECK-NEXT:    call void @llvm.lifetime.end.p0(ptr nonnull [[TMP7]])
; CHECK-NEXT:    call void @llvm.lifetime.end.p0(ptr nonnull [[TMP6]])
; CHECK-NEXT:    br label %[[BB27]]
; CHECK:       [[BB27]]:
; CHECK-NEXT:    br i1 false, label %[[BB48:.*]], label %[[BB28:.*]]
; CHECK:       [[BB28]]:
; CHECK-NEXT:    [[TMP29:%.*]] = shl nuw nsw i32 [[TMP8]], 10
; CHECK-NEXT:    [[TMP30:%.*]] = zext nneg i32 [[TMP29]] to i64
; CHECK-NEXT:    [[TMP31:%.*]] = getelementptr inbounds nuw i32, ptr [[TMP0]], i64 [[TMP30]]
; CHECK-NEXT:    [[TMP32:%.*]] = getelementptr inbounds nuw i8, ptr [[TMP1]], i64 2048
; CHECK-NEXT:    [[TMP33:%.*]] = shl nuw nsw i32 [[TMP8]], 1
; CHECK-NEXT:    [[TMP34:%.*]] = zext nneg i32 [[TMP33]] to i64
; CHECK-NEXT:    [[TMP35:%.*]] = getelementptr inbounds nuw i32, ptr [[TMP32]], i64 [[TMP34]]
; CHECK-NEXT:    [[LAUNDER106I:%.*]] = ptrtoint ptr [[TMP31]] to i64
; CHECK-NEXT:    [[LAUNDER106L:%.*]] = call i64 asm "mov.b64 $0, $1;", "=l,l"(i64 [[LAUNDER106I]])
; CHECK-NEXT:    [[LAUNDER106:%.*]] = inttoptr i64 [[LAUNDER106L]] to ptr
; CHECK-NEXT:    call void @llvm.lifetime.start.p0(ptr [[DPAGG_PARAMS7]])
; CHECK-NEXT:    store ptr [[LAUNDER106]], ptr [[DPAGG_PARAMS7]], align 64, !tbaa [[TBAA13]]
; CHECK-NEXT:    [[TMP36:%.*]] = getelementptr inbounds nuw i8, ptr [[DPAGG_PARAMS7]], i64 8
; CHECK-NEXT:    [[LAUNDER107I:%.*]] = ptrtoint ptr [[TMP35]] to i64
; CHECK-NEXT:    [[LAUNDER107L:%.*]] = call i64 asm "mov.b64 $0, $1;", "=l,l"(i64 [[LAUNDER107I]])
; CHECK-NEXT:    [[LAUNDER107:%.*]] = inttoptr i64 [[LAUNDER107L]] to ptr
; CHECK-NEXT:    store ptr [[LAUNDER107]], ptr [[TMP36]], align 8, !tbaa [[TBAA13]]
; CHECK-NEXT:    [[TMP37:%.*]] = shl i32 [[TMP2]], 2
; CHECK-NEXT:    call void @llvm.lifetime.start.p0(ptr nonnull [[TMP5]])
; CHECK-NEXT:    call void @llvm.lifetime.start.p0(ptr nonnull [[TMP4]])
; CHECK-NEXT:    store i32 [[TMP2]], ptr [[TMP4]], align 8
; CHECK-NEXT:    [[TMP38:%.*]] = getelementptr inbounds nuw i8, ptr [[TMP4]], i64 4
; CHECK-NEXT:    store i32 1, ptr [[TMP38]], align 4
; CHECK-NEXT:    [[TMP39:%.*]] = getelementptr inbounds nuw i8, ptr [[TMP4]], i64 8
; CHECK-NEXT:    store i32 1, ptr [[TMP39]], align 8
; CHECK-NEXT:    store i32 2, ptr [[TMP5]], align 8
; CHECK-NEXT:    [[TMP40:%.*]] = getelementptr inbounds nuw i8, ptr [[TMP5]], i64 4
; CHECK-NEXT:    store i32 1, ptr [[TMP40]], align 4
; CHECK-NEXT:    [[TMP41:%.*]] = getelementptr inbounds nuw i8, ptr [[TMP5]], i64 8
; CHECK-NEXT:    store i32 1, ptr [[TMP41]], align 8
; CHECK-NEXT:    [[TMP42:%.*]] = getelementptr inbounds i8, ptr [[TMP5]], i64 0
; CHECK-NEXT:    [[DPAGG_GRID_X1:%.*]] = load i32, ptr [[TMP42]], align 4
; CHECK-NEXT:    [[TMP43:%.*]] = getelementptr inbounds i8, ptr [[TMP5]], i64 4
; CHECK-NEXT:    [[DPAGG_GRID_Y2:%.*]] = load i32, ptr [[TMP43]], align 4
; CHECK-NEXT:    [[TMP44:%.*]] = getelementptr inbounds i8, ptr [[TMP5]], i64 8
; CHECK-NEXT:    [[DPAGG_GRID_Z3:%.*]] = load i32, ptr [[TMP44]], align 4
; CHECK-NEXT:    [[TMP45:%.*]] = getelementptr inbounds i8, ptr [[TMP4]], i64 0
; CHECK-NEXT:    [[DPAGG_BLOCK_X4:%.*]] = load i32, ptr [[TMP45]], align 4
; CHECK-NEXT:    [[TMP46:%.*]] = getelementptr inbounds i8, ptr [[TMP4]], i64 4
; CHECK-NEXT:    [[DPAGG_BLOCK_Y5:%.*]] = load i32, ptr [[TMP46]], align 4
; CHECK-NEXT:    [[TMP47:%.*]] = getelementptr inbounds i8, ptr [[TMP4]], i64 8
; CHECK-NEXT:    [[DPAGG_BLOCK_Z6:%.*]] = load i32, ptr [[TMP47]], align 4
; CHECK-NEXT:    [[DPAGG_WARP_ERR8:%.*]] = call i32 @__dpagg_aggregate_warp(ptr @[[SITE2]], ptr [[DPAGG_PARAMS7]], i32 [[DPAGG_GRID_X1]], i32 [[DPAGG_GRID_Y2]], i32 [[DPAGG_GRID_Z3]], i32 [[DPAGG_BLOCK_X4]], i32 [[DPAGG_BLOCK_Y5]], i32 [[DPAGG_BLOCK_Z6]], i32 [[TMP37]], ptr null)
; CHECK-NEXT:    call void @llvm.lifetime.end.p0(ptr [[DPAGG_PARAMS7]])
; CHECK-NEXT:    call void @llvm.lifetime.end.p0(ptr nonnull [[TMP5]])
; CHECK-NEXT:    call void @llvm.lifetime.end.p0(ptr nonnull [[TMP4]])
; CHECK-NEXT:    br label %[[BB48]]
; CHECK:       [[BB48]]:
; CHECK-NEXT:    ret void
;
define dso_local ptx_kernel void @_Z6parentPKiPii(ptr noundef %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = alloca %struct.dim3, align 8
  %5 = alloca %struct.dim3, align 8
  %6 = alloca %struct.dim3, align 8
  %7 = alloca %struct.dim3, align 8
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 16) #5
  %10 = icmp eq ptr %9, null
  br i1 %10, label %24, label %11

11:                                               ; preds = %3
  %12 = shl nuw nsw i32 %8, 10
  %13 = zext nneg i32 %12 to i64
  %14 = getelementptr inbounds nuw i32, ptr %0, i64 %13
  %15 = shl nuw nsw i32 %8, 2
  %16 = zext nneg i32 %15 to i64
  %17 = getelementptr inbounds nuw i32, ptr %1, i64 %16
  store ptr %14, ptr %9, align 64, !tbaa !13
  %18 = getelementptr inbounds nuw i8, ptr %9, i64 8
  store ptr %17, ptr %18, align 8, !tbaa !13
  call void @llvm.lifetime.start.p0(ptr nonnull %7)
  call void @llvm.lifetime.start.p0(ptr nonnull %6)
  store i32 256, ptr %6, align 8
  %19 = getelementptr inbounds nuw i8, ptr %6, i64 4
  store i32 1, ptr %19, align 4
  %20 = getelementptr inbounds nuw i8, ptr %6, i64 8
  store i32 1, ptr %20, align 8
  store i32 4, ptr %7, align 8
  %21 = getelementptr inbounds nuw i8, ptr %7, i64 4
  store i32 1, ptr %21, align 4
  %22 = getelementptr inbounds nuw i8, ptr %7, i64 8
  store i32 1, ptr %22, align 8
  %23 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z13reduce_staticPKiPi, ptr noundef nonnull %9, ptr noundef nonnull byval(%struct.dim3) align 4 %7, ptr noundef nonnull byval(%struct.dim3) align 4 %6, i32 noundef 0, ptr noundef null) #5
  call void @llvm.lifetime.end.p0(ptr nonnull %7)
  call void @llvm.lifetime.end.p0(ptr nonnull %6)
  br label %24

24:                                               ; preds = %11, %3
  %25 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 16) #5
  %26 = icmp eq ptr %25, null
  br i1 %26, label %42, label %27

27:                                               ; preds = %24
  %28 = shl nuw nsw i32 %8, 10
  %29 = zext nneg i32 %28 to i64
  %30 = getelementptr inbounds nuw i32, ptr %0, i64 %29
  %31 = getelementptr inbounds nuw i8, ptr %1, i64 2048
  %32 = shl nuw nsw i32 %8, 1
  %33 = zext nneg i32 %32 to i64
  %34 = getelementptr inbounds nuw i32, ptr %31, i64 %33
  store ptr %30, ptr %25, align 64, !tbaa !13
  %35 = getelementptr inbounds nuw i8, ptr %25, i64 8
  store ptr %34, ptr %35, align 8, !tbaa !13
  %36 = shl i32 %2, 2
  call void @llvm.lifetime.start.p0(ptr nonnull %5)
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  store i32 %2, ptr %4, align 8
  %37 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %37, align 4
  %38 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %38, align 8
  store i32 2, ptr %5, align 8
  %39 = getelementptr inbounds nuw i8, ptr %5, i64 4
  store i32 1, ptr %39, align 4
  %40 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store i32 1, ptr %40, align 8
  %41 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z14reduce_dynamicPKiPi, ptr noundef nonnull %25, ptr noundef nonnull byval(%struct.dim3) align 4 %5, ptr noundef nonnull byval(%struct.dim3) align 4 %4, i32 noundef %36, ptr noundef null) #5
  call void @llvm.lifetime.end.p0(ptr nonnull %5)
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  br label %42

42:                                               ; preds = %27, %24
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
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!14, !14, i64 0}
!14 = !{!"p1 int", !15, i64 0}
!15 = !{!"any pointer", !8, i64 0}

; The aggregated children the pass creates.
; CHECK-LABEL: define internal ptx_kernel void @_Z13reduce_staticPKiPi.dpagg(
; CHECK-SAME: ptr [[DPAGG_RECORD:%.*]]) #[[CHILDATTR6:[0-9]+]] {
; CHECK-NEXT:  [[DPAGG_PROLOGUE:.*]]:
; CHECK-NEXT:    [[DPAGG_CTX:%.*]] = alloca { [3 x i32], [3 x i32], [3 x i32], i32, ptr, i32, ptr, ptr, i32 }, align 8
; CHECK-NEXT:    call void @__dpagg_child_enter(ptr [[DPAGG_RECORD]], ptr [[DPAGG_CTX]], ptr addrspacecast (ptr addrspace(3) @_Z13reduce_staticPKiPi.dpagg.args to ptr), i32 16)
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
; CHECK-NEXT:    [[DPAGG_PARAM_1:%.*]] = load ptr, ptr [[TMP21]], align 8
; CHECK-NEXT:    [[TMP22:%.*]] = icmp ne i32 [[DPAGG_ACTIVE]], 0
; CHECK-NEXT:    br i1 [[TMP22]], label %[[BB23:.*]], label %[[DPAGG_SURPLUS:.*]]
; CHECK:       [[BB23]]:
; CHECK-NEXT:    [[TMP24:%.*]] = mul i32 [[DPAGG_BLOCKIDX_X]], [[DPAGG_BLOCKDIM_X]]
; CHECK-NEXT:    [[TMP25:%.*]] = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; CHECK-NEXT:    [[TMP26:%.*]] = add i32 [[TMP24]], [[TMP25]]
; CHECK-NEXT:    [[TMP27:%.*]] = zext i32 [[TMP26]] to i64
; CHECK-NEXT:    [[TMP28:%.*]] = getelementptr inbounds nuw i32, ptr [[DPAGG_PARAM_0]], i64 [[TMP27]]
; CHECK-NEXT:    [[TMP29:%.*]] = load i32, ptr [[TMP28]], align 4, !tbaa [[TBAA6:![0-9]+]]
; CHECK-NEXT:    [[TMP30:%.*]] = zext nneg i32 [[TMP25]] to i64
; CHECK-NEXT:    [[TMP31:%.*]] = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ13reduce_staticPKiPiE1s to ptr), i64 [[TMP30]]
; CHECK-NEXT:    store i32 [[TMP29]], ptr [[TMP31]], align 4, !tbaa [[TBAA6]]
; CHECK-NEXT:    tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
; CHECK-NEXT:    [[TMP32:%.*]] = lshr i32 [[DPAGG_BLOCKDIM_X]], 1
; CHECK-NEXT:    [[TMP33:%.*]] = icmp eq i32 [[TMP32]], 0
; CHECK-NEXT:    br i1 [[TMP33]], label %[[BB34:.*]], label %[[BB36:.*]]
; CHECK:       [[BB34]]:
; CHECK-NEXT:    [[TMP35:%.*]] = icmp eq i32 [[TMP25]], 0
; CHECK-NEXT:    br i1 [[TMP35]], label %[[BB49:.*]], label %[[BB53:.*]]
; CHECK:       [[BB36]]:
; CHECK-NEXT:    [[TMP37:%.*]] = phi i32 [ [[TMP47:%.*]], %[[BB46:.*]] ], [ [[TMP32]], %[[BB23]] ]
; CHECK-NEXT:    [[TMP38:%.*]] = icmp samesign ult i32 [[TMP25]], [[TMP37]]
; CHECK-NEXT:    br i1 [[TMP38]], label %[[BB39:.*]], label %[[BB46]]
; CHECK:       [[BB39]]:
; CHECK-NEXT:    [[TMP40:%.*]] = add nuw nsw i32 [[TMP37]], [[TMP25]]
; CHECK-NEXT:    [[TMP41:%.*]] = zext nneg i32 [[TMP40]] to i64
; CHECK-NEXT:    [[TMP42:%.*]] = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ13reduce_staticPKiPiE1s to ptr), i64 [[TMP41]]
; CHECK-NEXT:    [[TMP43:%.*]] = load i32, ptr [[TMP42]], align 4, !tbaa [[TBAA6]]
; CHECK-NEXT:    [[TMP44:%.*]] = load i32, ptr [[TMP31]], align 4, !tbaa [[TBAA6]]
; CHECK-NEXT:    [[TMP45:%.*]] = add nsw i32 [[TMP44]], [[TMP43]]
; CHECK-NEXT:    store i32 [[TMP45]], ptr [[TMP31]], align 4, !tbaa [[TBAA6]]
; CHECK-NEXT:    br label %[[BB46]]
; CHECK:       [[BB46]]:
; CHECK-NEXT:    tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
; CHECK-NEXT:    [[TMP47]] = lshr i32 [[TMP37]], 1
; CHECK-NEXT:    [[TMP48:%.*]] = icmp eq i32 [[TMP47]], 0
; CHECK-NEXT:    br i1 [[TMP48]], label %[[BB34]], label %[[BB36]], !llvm.loop [[LLVM_LOOP16:![0-9]+]]
; CHECK:       [[BB49]]:
; CHECK-NEXT:    [[TMP50:%.*]] = zext nneg i32 [[DPAGG_BLOCKIDX_X]] to i64
; CHECK-NEXT:    [[TMP51:%.*]] = getelementptr inbounds nuw i32, ptr [[DPAGG_PARAM_1]], i64 [[TMP50]]
; CHECK-NEXT:    [[TMP52:%.*]] = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ13reduce_staticPKiPiE1s to ptr), align 4, !tbaa [[TBAA6]]
; CHECK-NEXT:    store i32 [[TMP52]], ptr [[TMP51]], align 4, !tbaa [[TBAA6]]
; CHECK-NEXT:    br label %[[BB53]]
; CHECK:       [[BB53]]:
; CHECK-NEXT:    ret void
; CHECK:       [[DPAGG_SURPLUS]]:
; CHECK-NEXT:    ret void
;
; CHECK-LABEL: define internal ptx_kernel void @_Z14reduce_dynamicPKiPi.dpagg(
; CHECK-SAME: ptr [[DPAGG_RECORD:%.*]]) #[[CHILDATTR8:[0-9]+]] {
; CHECK-NEXT:  [[DPAGG_PROLOGUE:.*]]:
; CHECK-NEXT:    [[DPAGG_CTX:%.*]] = alloca { [3 x i32], [3 x i32], [3 x i32], i32, ptr, i32, ptr, ptr, i32 }, align 8
; CHECK-NEXT:    call void @__dpagg_child_enter(ptr [[DPAGG_RECORD]], ptr [[DPAGG_CTX]], ptr addrspacecast (ptr addrspace(3) @_Z14reduce_dynamicPKiPi.dpagg.args to ptr), i32 16)
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
; CHECK-NEXT:    [[DPAGG_PARAM_1:%.*]] = load ptr, ptr [[TMP21]], align 8
; CHECK-NEXT:    [[TMP22:%.*]] = icmp ne i32 [[DPAGG_ACTIVE]], 0
; CHECK-NEXT:    br i1 [[TMP22]], label %[[BB23:.*]], label %[[DPAGG_SURPLUS:.*]]
; CHECK:       [[BB23]]:
; CHECK-NEXT:    [[TMP24:%.*]] = mul i32 [[DPAGG_BLOCKIDX_X]], [[DPAGG_BLOCKDIM_X]]
; CHECK-NEXT:    [[TMP25:%.*]] = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; CHECK-NEXT:    [[TMP26:%.*]] = add i32 [[TMP24]], [[TMP25]]
; CHECK-NEXT:    [[TMP27:%.*]] = zext i32 [[TMP26]] to i64
; CHECK-NEXT:    [[TMP28:%.*]] = getelementptr inbounds nuw i32, ptr [[DPAGG_PARAM_0]], i64 [[TMP27]]
; CHECK-NEXT:    [[TMP29:%.*]] = load i32, ptr [[TMP28]], align 4, !tbaa [[TBAA6:![0-9]+]]
; CHECK-NEXT:    [[TMP30:%.*]] = zext nneg i32 [[TMP25]] to i64
; CHECK-NEXT:    [[TMP31:%.*]] = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @d to ptr), i64 [[TMP30]]
; CHECK-NEXT:    store i32 [[TMP29]], ptr [[TMP31]], align 4, !tbaa [[TBAA6]]
; CHECK-NEXT:    tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
; CHECK-NEXT:    [[TMP32:%.*]] = icmp eq i32 [[TMP25]], 0
; CHECK-NEXT:    br i1 [[TMP32]], label %[[BB33:.*]], label %[[BB40:.*]]
; CHECK:       [[BB33]]:
; CHECK-NEXT:    [[TMP34:%.*]] = zext nneg i32 [[DPAGG_BLOCKIDX_X]] to i64
; CHECK-NEXT:    [[TMP35:%.*]] = getelementptr inbounds nuw i32, ptr [[DPAGG_PARAM_1]], i64 [[TMP34]]
; CHECK-NEXT:    [[TMP36:%.*]] = zext nneg i32 [[DPAGG_BLOCKDIM_X]] to i64
; CHECK-NEXT:    [[TMP37:%.*]] = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @d to ptr), i64 [[TMP36]]
; CHECK-NEXT:    [[TMP38:%.*]] = getelementptr i8, ptr [[TMP37]], i64 -4
; CHECK-NEXT:    [[TMP39:%.*]] = load i32, ptr [[TMP38]], align 4, !tbaa [[TBAA6]]
; CHECK-NEXT:    store i32 [[TMP39]], ptr [[TMP35]], align 4, !tbaa [[TBAA6]]
; CHECK-NEXT:    br label %[[BB40]]
; CHECK:       [[BB40]]:
; CHECK-NEXT:    ret void
; CHECK:       [[DPAGG_SURPLUS]]:
; CHECK-NEXT:    ret void
;
; CHECK-DAG: attributes #[[CHILDATTR6]] = { convergent mustprogress noinline norecurse nounwind "dpagg.aggregated-child" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
; CHECK-DAG: attributes #[[CHILDATTR8]] = { convergent mustprogress noinline norecurse nounwind "dpagg.aggregated-child" "dpagg.register-bound" "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxnreg"="64" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
; CHECK-DAG: attributes #[[ATTR0]] = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
; CHECK-DAG: attributes #[[ATTR2]] = { convergent mustprogress noinline norecurse nounwind "dpagg.register-bound" "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxnreg"="64" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
