; Produced by (clang 22.1.8, CUDA 13.0):
;   clang++ -x cuda --cuda-path=/usr/local/cuda
;     --cuda-gpu-arch=sm_90 -fgpu-rdc --cuda-device-only -D__CUDACC_RDC__
;     -Wno-unknown-cuda-version -S -emit-llvm -O2 Inputs/recursive-launch.cu
; A kernel that launches itself: walk's launch becomes a call with
; walk.dpagg as the aggregated child, and so does the launch inside
; walk.dpagg (the clone launches the clone; two threads per block launch:
; one per block would not be aggregated, single-launcher.ll). The threads that skip the
; launch only exit, so <block> picks block scope in both.
; REQUIRES: nvptx-registered-target
; RUN: opt -passes='dpagg-aggregate<block>' -S %s | FileCheck %s
; One remark per copy of the launch: walk's, and the clone's, which says it
; is the clone's (the two are decided separately; same source line). The
; summary counts the clone's site apart from the translation unit's own.
; RUN: opt -passes='dpagg-aggregate<block>' -pass-remarks=dpagg \
; RUN:   -pass-remarks-missed=dpagg -dpagg-summary -disable-output %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=REMARK
; REMARK:      remark: <unknown>:0:0: launch of walk(int*, int) aggregated per block;
; REMARK-NEXT: remark: <unknown>:0:0: in the aggregated clone of walk(int*, int): launch of walk(int*, int) aggregated per block;
; REMARK-NEXT: dpagg: Inputs/recursive-launch.cu (sm_90): 1 launch site: 1 aggregated (1 per block); in aggregated clones: 1 launch site: 1 aggregated (1 per block)
; REMARK-NOT:  remark

source_filename = "Inputs/recursive-launch.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.dim3 = type { i32, i32, i32 }

; Function Attrs: convergent mustprogress noinline norecurse nounwind
; CHECK: @_Z4walkPii.dpagg.child = private unnamed_addr constant { ptr, i32, i32, i32, i32 } { ptr @_Z4walkPii.dpagg, i32 256, i32 48064, i32 0, i32 0 }
; CHECK: @[[SITE1:dpagg.site._Z4walkPii.[0-9]+]] = private unnamed_addr constant {{.*}} { ptr @_Z4walkPii.dpagg.child, ptr @_Z4walkPii, ptr @dpagg.name._Z4walkPii, ptr addrspacecast (ptr addrspace(1) @dpagg.pool to ptr), ptr @dpagg.layout._Z4walkPii, i32 {{4|20}}, i32 12, i32 0, i32 511, i32 262144, i32 0 }
; CHECK: @[[SITE2:dpagg.site._Z4walkPii.[0-9]+]] = private unnamed_addr constant {{.*}} { ptr @_Z4walkPii.dpagg.child, ptr @_Z4walkPii, ptr @dpagg.name._Z4walkPii, ptr addrspacecast (ptr addrspace(1) @dpagg.pool to ptr), ptr null, i32 20, i32 12, i32 16, i32 511, i32 262144, i32 0 }
; CHECK-LABEL: define dso_local ptx_kernel void @_Z4walkPii(
; CHECK-SAME: ptr noundef [[TMP0:%.*]], i32 noundef [[TMP1:%.*]]) #[[ATTR0:[0-9]+]] {
; CHECK-NEXT:    [[DPAGG_PARAMS:%.*]] = alloca [12 x i8], align 64
; CHECK-NEXT:    [[TMP3:%.*]] = alloca %struct.dim3, align 8
; CHECK-NEXT:    [[TMP4:%.*]] = alloca %struct.dim3, align 8
; CHECK-NEXT:    [[DPAGG_BLOCK_FRAME:%.*]] = alloca [16 x i8], align 8
; CHECK-NEXT:    call void @__dpagg_block_init(ptr [[DPAGG_BLOCK_FRAME]], ptr addrspacecast (ptr addrspace(1) @dpagg.block.table to ptr), i32 8192)
; CHECK-NEXT:    [[TMP5:%.*]] = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; CHECK-NEXT:    [[TMP6:%.*]] = zext nneg i32 [[TMP5]] to i64
; CHECK-NEXT:    [[TMP7:%.*]] = getelementptr inbounds nuw i32, ptr [[TMP0]], i64 [[TMP6]]
; CHECK-NEXT:    [[TMP8:%.*]] = load i32, ptr [[TMP7]], align 4, !tbaa [[TBAA6:![0-9]+]]
; CHECK-NEXT:    [[TMP9:%.*]] = add nsw i32 [[TMP8]], [[TMP1]]
; CHECK-NEXT:    store i32 [[TMP9]], ptr [[TMP7]], align 4, !tbaa [[TBAA6]]
; CHECK-NEXT:    [[TMP10:%.*]] = icmp sgt i32 [[TMP1]], 0
; CHECK-NEXT:    [[TMP11:%.*]] = icmp ult i32 [[TMP5]], 2
; CHECK-NEXT:    [[TMP12:%.*]] = and i1 [[TMP11]], [[TMP10]]
; CHECK-NEXT:    br i1 [[TMP12]], label %[[BB13:.*]], label %[[BB28:.*]]
; CHECK:       [[BB13]]:
; CHECK-NEXT:    br i1 false, label %[[BB28]], label %[[BB14:.*]]
; CHECK:       [[BB14]]:
; CHECK-NEXT:    [[TMP15:%.*]] = getelementptr inbounds nuw i8, ptr [[TMP0]], i64 128
; CHECK-NEXT:    [[TMP16:%.*]] = add nsw i32 [[TMP1]], -1
; CHECK-NEXT:    [[LAUNDER112I:%.*]] = ptrtoint ptr [[TMP15]] to i64
; CHECK-NEXT:    [[LAUNDER112L:%.*]] = call i64 asm "mov.b64 $0, $1;", "=l,l"(i64 [[LAUNDER112I]])
; CHECK-NEXT:    [[LAUNDER112:%.*]] = inttoptr i64 [[LAUNDER112L]] to ptr
; CHECK-NEXT:    call void @llvm.lifetime.start.p0(ptr [[DPAGG_PARAMS]])
; CHECK-NEXT:    store ptr [[LAUNDER112]], ptr [[DPAGG_PARAMS]], align 64, !tbaa [[TBAA11:![0-9]+]]
; CHECK-NEXT:    [[TMP17:%.*]] = getelementptr inbounds nuw i8, ptr [[DPAGG_PARAMS]], i64 8
; CHECK-NEXT:    [[LAUNDER3:%.*]] = call i32 asm "mov.b32 $0, $1;", "=r,r"(i32 [[TMP16]])
; CHECK-NEXT:    store i32 [[LAUNDER3]], ptr [[TMP17]], align 8, !tbaa [[TBAA6]]
; CHECK-NEXT:    call void @llvm.lifetime.start.p0(ptr nonnull [[TMP4]])
; CHECK-NEXT:    call void @llvm.lifetime.start.p0(ptr nonnull [[TMP3]])
; CHECK-NEXT:    store i32 32, ptr [[TMP3]], align 8
; CHECK-NEXT:    [[TMP18:%.*]] = getelementptr inbounds nuw i8, ptr [[TMP3]], i64 4
; CHECK-NEXT:    store i32 1, ptr [[TMP18]], align 4
; CHECK-NEXT:    [[TMP19:%.*]] = getelementptr inbounds nuw i8, ptr [[TMP3]], i64 8
; CHECK-NEXT:    store i32 1, ptr [[TMP19]], align 8
; CHECK-NEXT:    store i32 1, ptr [[TMP4]], align 8
; CHECK-NEXT:    [[TMP20:%.*]] = getelementptr inbounds nuw i8, ptr [[TMP4]], i64 4
; CHECK-NEXT:    store i32 1, ptr [[TMP20]], align 4
; CHECK-NEXT:    [[TMP21:%.*]] = getelementptr inbounds nuw i8, ptr [[TMP4]], i64 8
; CHECK-NEXT:    store i32 1, ptr [[TMP21]], align 8
; CHECK-NEXT:    [[TMP22:%.*]] = getelementptr inbounds i8, ptr [[TMP4]], i64 0
; CHECK-NEXT:    [[DPAGG_GRID_X:%.*]] = load i32, ptr [[TMP22]], align 4
; CHECK-NEXT:    [[TMP23:%.*]] = getelementptr inbounds i8, ptr [[TMP4]], i64 4
; CHECK-NEXT:    [[DPAGG_GRID_Y:%.*]] = load i32, ptr [[TMP23]], align 4
; CHECK-NEXT:    [[TMP24:%.*]] = getelementptr inbounds i8, ptr [[TMP4]], i64 8
; CHECK-NEXT:    [[DPAGG_GRID_Z:%.*]] = load i32, ptr [[TMP24]], align 4
; CHECK-NEXT:    [[TMP25:%.*]] = getelementptr inbounds i8, ptr [[TMP3]], i64 0
; CHECK-NEXT:    [[DPAGG_BLOCK_X:%.*]] = load i32, ptr [[TMP25]], align 4
; CHECK-NEXT:    [[TMP26:%.*]] = getelementptr inbounds i8, ptr [[TMP3]], i64 4
; CHECK-NEXT:    [[DPAGG_BLOCK_Y:%.*]] = load i32, ptr [[TMP26]], align 4
; CHECK-NEXT:    [[TMP27:%.*]] = getelementptr inbounds i8, ptr [[TMP3]], i64 8
; CHECK-NEXT:    [[DPAGG_BLOCK_Z:%.*]] = load i32, ptr [[TMP27]], align 4
; CHECK-NEXT:    [[DPAGG_BLOCK_ERR:%.*]] = call i32 @__dpagg_aggregate_block(ptr @[[SITE1]], ptr [[DPAGG_PARAMS]], i32 [[DPAGG_GRID_X]], i32 [[DPAGG_GRID_Y]], i32 [[DPAGG_GRID_Z]], i32 [[DPAGG_BLOCK_X]], i32 [[DPAGG_BLOCK_Y]], i32 [[DPAGG_BLOCK_Z]], i32 0, ptr null, ptr [[DPAGG_BLOCK_FRAME]], ptr addrspacecast (ptr addrspace(1) @dpagg.block.table to ptr))
; CHECK-NEXT:    call void @llvm.lifetime.end.p0(ptr [[DPAGG_PARAMS]])
; CHECK-NEXT:    call void @llvm.lifetime.end.p0(ptr nonnull [[TMP4]])
; CHECK-NEXT:    call void @llvm.lifetime.end.p0(ptr nonnull [[TMP3]])
; CHECK-NEXT:    br label %[[BB28]]
; CHECK:       [[BB28]]:
; CHECK-NEXT:    call void @__dpagg_block_exit(ptr [[DPAGG_BLOCK_FRAME]], ptr addrspacecast (ptr addrspace(1) @dpagg.block.table to ptr), i32 8192)
; CHECK-NEXT:    ret void
;
define dso_local ptx_kernel void @_Z4walkPii(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca %struct.dim3, align 8
  %4 = alloca %struct.dim3, align 8
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = zext nneg i32 %5 to i64
  %7 = getelementptr inbounds nuw i32, ptr %0, i64 %6
  %8 = load i32, ptr %7, align 4, !tbaa !6
  %9 = add nsw i32 %8, %1
  store i32 %9, ptr %7, align 4, !tbaa !6
  %10 = icmp sgt i32 %1, 0
  %11 = icmp ult i32 %5, 2
  %12 = and i1 %11, %10
  br i1 %12, label %13, label %25

13:                                               ; preds = %2
  %14 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #4
  %15 = icmp eq ptr %14, null
  br i1 %15, label %25, label %16

16:                                               ; preds = %13
  %17 = getelementptr inbounds nuw i8, ptr %0, i64 128
  %18 = add nsw i32 %1, -1
  store ptr %17, ptr %14, align 64, !tbaa !11
  %19 = getelementptr inbounds nuw i8, ptr %14, i64 8
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
  %24 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z4walkPii, ptr noundef nonnull %14, ptr noundef nonnull byval(%struct.dim3) align 4 %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, i32 noundef 0, ptr noundef null) #4
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  br label %25

25:                                               ; preds = %13, %16, %2
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
!12 = !{!"p1 int", !13, i64 0}
!13 = !{!"any pointer", !8, i64 0}

; The aggregated children the pass creates.
; CHECK-LABEL: define internal ptx_kernel void @_Z4walkPii.dpagg(
; CHECK-SAME: ptr [[DPAGG_RECORD:%.*]]) #[[CHILDATTR4:[0-9]+]] {
; CHECK-NEXT:  [[DPAGG_PROLOGUE:.*]]:
; CHECK-NEXT:    [[DPAGG_PARAMS:%.*]] = alloca [12 x i8], align 64
; CHECK-NEXT:    [[TMP24:%.*]] = alloca %struct.dim3, align 8
; CHECK-NEXT:    [[TMP25:%.*]] = alloca %struct.dim3, align 8
; CHECK-NEXT:    [[DPAGG_CTX:%.*]] = alloca { [3 x i32], [3 x i32], [3 x i32], i32, ptr, i32, ptr, ptr, i32 }, align 8
; CHECK-NEXT:    [[DPAGG_BLOCK_FRAME:%.*]] = alloca [16 x i8], align 8
; CHECK-NEXT:    call void @__dpagg_block_init(ptr [[DPAGG_BLOCK_FRAME]], ptr addrspacecast (ptr addrspace(1) @dpagg.block.table to ptr), i32 8192)
; CHECK-NEXT:    call void @__dpagg_child_enter(ptr [[DPAGG_RECORD]], ptr [[DPAGG_CTX]], ptr addrspacecast (ptr addrspace(3) @_Z4walkPii.dpagg.args to ptr), i32 12)
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
; CHECK-NEXT:    [[TMP26:%.*]] = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; CHECK-NEXT:    [[TMP27:%.*]] = zext nneg i32 [[TMP26]] to i64
; CHECK-NEXT:    [[TMP28:%.*]] = getelementptr inbounds nuw i32, ptr [[DPAGG_PARAM_0]], i64 [[TMP27]]
; CHECK-NEXT:    [[TMP29:%.*]] = load i32, ptr [[TMP28]], align 4, !tbaa [[TBAA6:![0-9]+]]
; CHECK-NEXT:    [[TMP30:%.*]] = add nsw i32 [[TMP29]], [[DPAGG_PARAM_1]]
; CHECK-NEXT:    store i32 [[TMP30]], ptr [[TMP28]], align 4, !tbaa [[TBAA6]]
; CHECK-NEXT:    [[TMP31:%.*]] = icmp sgt i32 [[DPAGG_PARAM_1]], 0
; CHECK-NEXT:    [[TMP32:%.*]] = icmp ult i32 [[TMP26]], 2
; CHECK-NEXT:    [[TMP33:%.*]] = and i1 [[TMP32]], [[TMP31]]
; CHECK-NEXT:    br i1 [[TMP33]], label %[[BB34:.*]], label %[[BB49:.*]]
; CHECK:       [[BB34]]:
; CHECK-NEXT:    br i1 false, label %[[BB49]], label %[[BB35:.*]]
; CHECK:       [[BB35]]:
; CHECK-NEXT:    [[TMP36:%.*]] = getelementptr inbounds nuw i8, ptr [[DPAGG_PARAM_0]], i64 128
; CHECK-NEXT:    [[TMP37:%.*]] = add nsw i32 [[DPAGG_PARAM_1]], -1
; CHECK-NEXT:    [[LAUNDER113I:%.*]] = ptrtoint ptr [[TMP36]] to i64
; CHECK-NEXT:    [[LAUNDER113L:%.*]] = call i64 asm "mov.b64 $0, $1;", "=l,l"(i64 [[LAUNDER113I]])
; CHECK-NEXT:    [[LAUNDER113:%.*]] = inttoptr i64 [[LAUNDER113L]] to ptr
; CHECK-NEXT:    call void @llvm.lifetime.start.p0(ptr [[DPAGG_PARAMS]])
; CHECK-NEXT:    store ptr [[LAUNDER113]], ptr [[DPAGG_PARAMS]], align 64, !tbaa [[TBAA11:![0-9]+]]
; CHECK-NEXT:    [[TMP38:%.*]] = getelementptr inbounds nuw i8, ptr [[DPAGG_PARAMS]], i64 8
; CHECK-NEXT:    [[LAUNDER4:%.*]] = call i32 asm "mov.b32 $0, $1;", "=r,r"(i32 [[TMP37]])
; CHECK-NEXT:    store i32 [[LAUNDER4]], ptr [[TMP38]], align 8, !tbaa [[TBAA6]]
; CHECK-NEXT:    call void @llvm.lifetime.start.p0(ptr nonnull [[TMP25]])
; CHECK-NEXT:    call void @llvm.lifetime.start.p0(ptr nonnull [[TMP24]])
; CHECK-NEXT:    store i32 32, ptr [[TMP24]], align 8
; CHECK-NEXT:    [[TMP39:%.*]] = getelementptr inbounds nuw i8, ptr [[TMP24]], i64 4
; CHECK-NEXT:    store i32 1, ptr [[TMP39]], align 4
; CHECK-NEXT:    [[TMP40:%.*]] = getelementptr inbounds nuw i8, ptr [[TMP24]], i64 8
; CHECK-NEXT:    store i32 1, ptr [[TMP40]], align 8
; CHECK-NEXT:    store i32 1, ptr [[TMP25]], align 8
; CHECK-NEXT:    [[TMP41:%.*]] = getelementptr inbounds nuw i8, ptr [[TMP25]], i64 4
; CHECK-NEXT:    store i32 1, ptr [[TMP41]], align 4
; CHECK-NEXT:    [[TMP42:%.*]] = getelementptr inbounds nuw i8, ptr [[TMP25]], i64 8
; CHECK-NEXT:    store i32 1, ptr [[TMP42]], align 8
; CHECK-NEXT:    [[TMP43:%.*]] = getelementptr inbounds i8, ptr [[TMP25]], i64 0
; CHECK-NEXT:    [[DPAGG_GRID_X:%.*]] = load i32, ptr [[TMP43]], align 4
; CHECK-NEXT:    [[TMP44:%.*]] = getelementptr inbounds i8, ptr [[TMP25]], i64 4
; CHECK-NEXT:    [[DPAGG_GRID_Y:%.*]] = load i32, ptr [[TMP44]], align 4
; CHECK-NEXT:    [[TMP45:%.*]] = getelementptr inbounds i8, ptr [[TMP25]], i64 8
; CHECK-NEXT:    [[DPAGG_GRID_Z:%.*]] = load i32, ptr [[TMP45]], align 4
; CHECK-NEXT:    [[TMP46:%.*]] = getelementptr inbounds i8, ptr [[TMP24]], i64 0
; CHECK-NEXT:    [[DPAGG_BLOCK_X:%.*]] = load i32, ptr [[TMP46]], align 4
; CHECK-NEXT:    [[TMP47:%.*]] = getelementptr inbounds i8, ptr [[TMP24]], i64 4
; CHECK-NEXT:    [[DPAGG_BLOCK_Y:%.*]] = load i32, ptr [[TMP47]], align 4
; CHECK-NEXT:    [[TMP48:%.*]] = getelementptr inbounds i8, ptr [[TMP24]], i64 8
; CHECK-NEXT:    [[DPAGG_BLOCK_Z:%.*]] = load i32, ptr [[TMP48]], align 4
; CHECK-NEXT:    [[DPAGG_BLOCK_ERR:%.*]] = call i32 @__dpagg_aggregate_block(ptr @[[SITE2]], ptr [[DPAGG_PARAMS]], i32 [[DPAGG_GRID_X]], i32 [[DPAGG_GRID_Y]], i32 [[DPAGG_GRID_Z]], i32 [[DPAGG_BLOCK_X]], i32 [[DPAGG_BLOCK_Y]], i32 [[DPAGG_BLOCK_Z]], i32 0, ptr null, ptr [[DPAGG_BLOCK_FRAME]], ptr addrspacecast (ptr addrspace(1) @dpagg.block.table to ptr))
; CHECK-NEXT:    call void @llvm.lifetime.end.p0(ptr [[DPAGG_PARAMS]])
; CHECK-NEXT:    call void @llvm.lifetime.end.p0(ptr nonnull [[TMP25]])
; CHECK-NEXT:    call void @llvm.lifetime.end.p0(ptr nonnull [[TMP24]])
; CHECK-NEXT:    br label %[[BB49]]
; CHECK:       [[BB49]]:
; CHECK-NEXT:    call void @__dpagg_block_exit(ptr [[DPAGG_BLOCK_FRAME]], ptr addrspacecast (ptr addrspace(1) @dpagg.block.table to ptr), i32 8192)
; CHECK-NEXT:    ret void
; CHECK:       [[DPAGG_SURPLUS]]:
; CHECK-NEXT:    call void @__dpagg_block_exit(ptr [[DPAGG_BLOCK_FRAME]], ptr addrspacecast (ptr addrspace(1) @dpagg.block.table to ptr), i32 8192)
; CHECK-NEXT:    ret void
;
; CHECK-DAG: attributes #[[CHILDATTR4]] = { convergent mustprogress noinline norecurse nounwind "dpagg.aggregated-child" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
; CHECK-DAG: attributes #[[ATTR0]] = { convergent mustprogress noinline norecurse nounwind "dpagg.register-bound" "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxnreg"="64" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
