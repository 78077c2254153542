; Produced by (clang 22.1.8, CUDA 13.0):
;   clang++ -x cuda --cuda-path=/usr/local/cuda
;     --cuda-gpu-arch=sm_90 -fgpu-rdc --cuda-device-only -D__CUDACC_RDC__
;     -Wno-unknown-cuda-version -I../../../include -S -emit-llvm -O2
;     Inputs/tail-chains.cu
; Chains of one-block grids (issue 24, item 5; Aggregation/TailChainPlan.cpp):
; with tail-chains, the link of scan_step's chain (one block, thread 0, once,
; the NULL stream, nothing else launched, no waits) is not aggregated and
; becomes a V2 launch into cudaStreamTailLaunch when the launching grid is
; one block (%nctaid read at run time), into the NULL stream otherwise.
; Each other kernel fails one rule and is planned as before: spin_step's
; launcher spins on a flag (rule 4), two_step also launches leaf (rule 3),
; ff_step launches into fire-and-forget (rule 2), fan_step's launch is made
; by every thread (rule 1, not a promotion candidate).
; REQUIRES: nvptx-registered-target
; RUN: opt -passes='print<dpagg-plan><block;tail-chains>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=PLAN
; RUN: opt -passes='print<dpagg-plan><block>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=OFF
; RUN: opt -passes='dpagg-aggregate<block;tail-chains>' -S %s | FileCheck %s
; RUN: opt -passes='dpagg-aggregate<block;tail-chains;tail-chain-budget=5000>' -S %s | FileCheck %s --check-prefix=BUDGET
; RUN: not opt -passes='dpagg-aggregate<block;tail-chains;tail-chain-budget=0>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=BADBUDGET
; RUN: opt -passes='dpagg-aggregate<block;tail-chains>' -pass-remarks=dpagg -pass-remarks-missed=dpagg -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: opt -passes='dpagg-aggregate<block;tail-chains>' -pass-remarks-missed=dpagg -disable-output %s 2>&1 | FileCheck %s --check-prefix=MISSED

; PLAN:      scan_step(int const*, long long*, int, int, long long): launch of scan_step(int const*, long long*, int, int, long long): refused by rule tail-chain{{$}}
; PLAN-NEXT: spin_step(int volatile*, int, int): launch of spin_step(int volatile*, int, int): refused by rule single-launcher{{$}}
; PLAN-NEXT: two_step(int*, int, int): launch of leaf(int*): refused by rule single-launcher{{$}}
; PLAN-NEXT: two_step(int*, int, int): launch of two_step(int*, int, int): refused by rule single-launcher{{$}}
; PLAN-NEXT: ff_step(int*, int, int): launch of ff_step(int*, int, int): refused by rule single-launcher{{$}}
; PLAN-NEXT: fan_step(int*, int, int): launch of fan_step(int*, int, int): scope asked block, chosen block;

; Without the parameter (the pass's default; the pipeline's -dpagg-tail-chains
; is on by default) the chain's link is refused as every one-launcher site.
; OFF:       scan_step(int const*, long long*, int, int, long long): launch of scan_step(int const*, long long*, int, int, long long): refused by rule single-launcher{{$}}

; CHECK: @__dpagg_tail_chain_links = weak addrspace(1) global i64 0, align 8
; BUDGET: icmp ult i64 %{{.*}}, 5000
; BADBUDGET: invalid tail-chain-budget '0' (accepted: a positive number of links)
; CHECK-LABEL: define dso_local ptx_kernel void @_Z9scan_stepPKiPxiix(
; CHECK:         [[NX:%.*]] = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
; CHECK-NEXT:    [[X1:%.*]] = icmp eq i32 [[NX]], 1
; CHECK-NEXT:    [[NY:%.*]] = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.y()
; CHECK-NEXT:    [[Y1:%.*]] = icmp eq i32 [[NY]], 1
; CHECK-NEXT:    [[XY:%.*]] = and i1 [[X1]], [[Y1]]
; CHECK-NEXT:    [[NZ:%.*]] = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.z()
; CHECK-NEXT:    [[Z1:%.*]] = icmp eq i32 [[NZ]], 1
; CHECK-NEXT:    [[ONE:%.*]] = and i1 [[XY]], [[Z1]]
; The process-wide count of tail-launched links grows by one for a one-block
; grid; a link that finds it at the budget (2^24 by default) goes as written.
; CHECK-NEXT:    [[INC:%.*]] = zext i1 [[ONE]] to i64
; CHECK-NEXT:    [[TAKEN:%.*]] = atomicrmw add ptr addrspace(1) @__dpagg_tail_chain_links, i64 [[INC]] monotonic, align 8
; CHECK-NEXT:    [[IN:%.*]] = icmp ult i64 [[TAKEN]], 16777216
; CHECK-NEXT:    %dpagg.tail.ok = and i1 [[ONE]], [[IN]]
; CHECK-NEXT:    %dpagg.tail.stream = select i1 %dpagg.tail.ok, ptr inttoptr (i64 3 to ptr), ptr null
; CHECK-NEXT:    call i32 @__dpagg_launch_v2(ptr @_Z9scan_stepPKiPxiix, ptr %dpagg.params, i32 32, i32 %dpagg.grid.x, i32 %dpagg.grid.y, i32 %dpagg.grid.z, i32 %dpagg.block.x, i32 %dpagg.block.y, i32 %dpagg.block.z, i32 0, ptr %dpagg.tail.stream, i32 0,
; CHECK-NOT:     @__cudaCDP2LaunchDevice
; CHECK-LABEL: define dso_local ptx_kernel void @_Z9spin_stepPViii(
; CHECK-NOT:     dpagg.tail.stream
; CHECK:         call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z9spin_stepPViii,
; CHECK-LABEL: define dso_local ptx_kernel void @_Z8two_stepPiii(
; CHECK-NOT:     dpagg.tail.stream
; CHECK:         ret void

; REMARK: remark: {{.*}}launch of scan_step(int const*, long long*, int, int, long long) not aggregated: a link of a chain of one-block grids (scan_step(int const*, long long*, int, int, long long) -> scan_step(int const*, long long*, int, int, long long)): launched into cudaStreamTailLaunch when the grid is one block, so that the chain's depth is not bounded by the pending-launch limit
; REMARK-NEXT: remark: {{.*}}launch of scan_step(int const*, long long*, int, int, long long) launched into cudaStreamTailLaunch when its grid is one block: a link of a chain of one-block grids, whose depth is then not bounded by the pending-launch limit (until the process has tail-launched 16777216 links: later ones are launched as written, so that a chain with no end of its own still ends)

; The chains' links the rules refuse say why (NotTailChained); ff_step and
; fan_step are not promotion candidates at all (their own dpagg-promote
; remark says why).
; MISSED: launch of spin_step(int volatile*, int, int) not tail-chained: a thread of its kernel may wait for another outside barriers (a volatile or atomic load in a loop in spin_step(int volatile*, int, int); rule 4)
; MISSED: launch of two_step(int*, int, int) not tail-chained: its kernel launches something else or uses a stream, an event or the error state: a chain may end when its launch fails (rule 3)
; MISSED-NOT: ff_step(int*, int, int) not tail-chained

; ModuleID = 'test/Transforms/AggregateLaunches/Inputs/tail-chains.cu'
source_filename = "test/Transforms/AggregateLaunches/Inputs/tail-chains.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.dim3 = type { i32, i32, i32 }

@_ZZ9scan_stepPKiPxiixE1S = internal unnamed_addr addrspace(3) global [256 x i64] undef, align 8

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z9scan_stepPKiPxiix(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, i64 noundef %4) #0 {
  %6 = alloca %struct.dim3, align 8
  %7 = alloca %struct.dim3, align 8
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = shl nsw i32 %3, 8
  %10 = add nsw i32 %9, %8
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds i32, ptr %0, i64 %11
  %13 = load i32, ptr %12, align 4, !tbaa !6
  %14 = sext i32 %13 to i64
  %15 = zext nneg i32 %8 to i64
  %16 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(3) @_ZZ9scan_stepPKiPxiixE1S to ptr), i64 %15
  store i64 %14, ptr %16, align 8, !tbaa !11
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %17 = icmp eq i32 %8, 0
  br i1 %17, label %23, label %18

18:                                               ; preds = %5
  %19 = zext nneg i32 %8 to i64
  %20 = getelementptr i64, ptr addrspacecast (ptr addrspace(3) @_ZZ9scan_stepPKiPxiixE1S to ptr), i64 %19
  %21 = getelementptr i8, ptr %20, i64 -8
  %22 = load i64, ptr %21, align 8, !tbaa !11
  br label %23

23:                                               ; preds = %5, %18
  %24 = phi i64 [ %22, %18 ], [ 0, %5 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %25 = load i64, ptr %16, align 8, !tbaa !11
  %26 = add nsw i64 %25, %24
  store i64 %26, ptr %16, align 8, !tbaa !11
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %27 = icmp samesign ult i32 %8, 2
  br i1 %27, label %33, label %28

28:                                               ; preds = %23
  %29 = zext nneg i32 %8 to i64
  %30 = getelementptr i64, ptr addrspacecast (ptr addrspace(3) @_ZZ9scan_stepPKiPxiixE1S to ptr), i64 %29
  %31 = getelementptr i8, ptr %30, i64 -16
  %32 = load i64, ptr %31, align 8, !tbaa !11
  br label %33

33:                                               ; preds = %28, %23
  %34 = phi i64 [ %32, %28 ], [ 0, %23 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %35 = load i64, ptr %16, align 8, !tbaa !11
  %36 = add nsw i64 %35, %34
  store i64 %36, ptr %16, align 8, !tbaa !11
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %37 = icmp samesign ult i32 %8, 4
  br i1 %37, label %43, label %38

38:                                               ; preds = %33
  %39 = zext nneg i32 %8 to i64
  %40 = getelementptr i64, ptr addrspacecast (ptr addrspace(3) @_ZZ9scan_stepPKiPxiixE1S to ptr), i64 %39
  %41 = getelementptr i8, ptr %40, i64 -32
  %42 = load i64, ptr %41, align 8, !tbaa !11
  br label %43

43:                                               ; preds = %38, %33
  %44 = phi i64 [ %42, %38 ], [ 0, %33 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %45 = load i64, ptr %16, align 8, !tbaa !11
  %46 = add nsw i64 %45, %44
  store i64 %46, ptr %16, align 8, !tbaa !11
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %47 = icmp samesign ult i32 %8, 8
  br i1 %47, label %53, label %48

48:                                               ; preds = %43
  %49 = zext nneg i32 %8 to i64
  %50 = getelementptr i64, ptr addrspacecast (ptr addrspace(3) @_ZZ9scan_stepPKiPxiixE1S to ptr), i64 %49
  %51 = getelementptr i8, ptr %50, i64 -64
  %52 = load i64, ptr %51, align 8, !tbaa !11
  br label %53

53:                                               ; preds = %48, %43
  %54 = phi i64 [ %52, %48 ], [ 0, %43 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %55 = load i64, ptr %16, align 8, !tbaa !11
  %56 = add nsw i64 %55, %54
  store i64 %56, ptr %16, align 8, !tbaa !11
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %57 = icmp samesign ult i32 %8, 16
  br i1 %57, label %63, label %58

58:                                               ; preds = %53
  %59 = zext nneg i32 %8 to i64
  %60 = getelementptr i64, ptr addrspacecast (ptr addrspace(3) @_ZZ9scan_stepPKiPxiixE1S to ptr), i64 %59
  %61 = getelementptr i8, ptr %60, i64 -128
  %62 = load i64, ptr %61, align 8, !tbaa !11
  br label %63

63:                                               ; preds = %58, %53
  %64 = phi i64 [ %62, %58 ], [ 0, %53 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %65 = load i64, ptr %16, align 8, !tbaa !11
  %66 = add nsw i64 %65, %64
  store i64 %66, ptr %16, align 8, !tbaa !11
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %67 = icmp samesign ult i32 %8, 32
  br i1 %67, label %73, label %68

68:                                               ; preds = %63
  %69 = zext nneg i32 %8 to i64
  %70 = getelementptr i64, ptr addrspacecast (ptr addrspace(3) @_ZZ9scan_stepPKiPxiixE1S to ptr), i64 %69
  %71 = getelementptr i8, ptr %70, i64 -256
  %72 = load i64, ptr %71, align 8, !tbaa !11
  br label %73

73:                                               ; preds = %68, %63
  %74 = phi i64 [ %72, %68 ], [ 0, %63 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %75 = load i64, ptr %16, align 8, !tbaa !11
  %76 = add nsw i64 %75, %74
  store i64 %76, ptr %16, align 8, !tbaa !11
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %77 = icmp samesign ult i32 %8, 64
  br i1 %77, label %83, label %78

78:                                               ; preds = %73
  %79 = zext nneg i32 %8 to i64
  %80 = getelementptr i64, ptr addrspacecast (ptr addrspace(3) @_ZZ9scan_stepPKiPxiixE1S to ptr), i64 %79
  %81 = getelementptr i8, ptr %80, i64 -512
  %82 = load i64, ptr %81, align 8, !tbaa !11
  br label %83

83:                                               ; preds = %78, %73
  %84 = phi i64 [ %82, %78 ], [ 0, %73 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %85 = load i64, ptr %16, align 8, !tbaa !11
  %86 = add nsw i64 %85, %84
  store i64 %86, ptr %16, align 8, !tbaa !11
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %87 = icmp samesign ult i32 %8, 128
  br i1 %87, label %93, label %88

88:                                               ; preds = %83
  %89 = zext nneg i32 %8 to i64
  %90 = getelementptr i64, ptr addrspacecast (ptr addrspace(3) @_ZZ9scan_stepPKiPxiixE1S to ptr), i64 %89
  %91 = getelementptr i8, ptr %90, i64 -1024
  %92 = load i64, ptr %91, align 8, !tbaa !11
  br label %93

93:                                               ; preds = %88, %83
  %94 = phi i64 [ %92, %88 ], [ 0, %83 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %95 = load i64, ptr %16, align 8, !tbaa !11
  %96 = add nsw i64 %95, %94
  store i64 %96, ptr %16, align 8, !tbaa !11
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %97 = load i64, ptr %16, align 8, !tbaa !11
  %98 = add nsw i64 %97, %4
  %99 = getelementptr inbounds i64, ptr %1, i64 %11
  store i64 %98, ptr %99, align 8, !tbaa !11
  %100 = icmp eq i32 %8, 0
  br i1 %100, label %101, label %119

101:                                              ; preds = %93
  %102 = add nsw i32 %3, 1
  %103 = icmp slt i32 %102, %2
  br i1 %103, label %104, label %119

104:                                              ; preds = %101
  %105 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 32) #6
  %106 = icmp eq ptr %105, null
  br i1 %106, label %119, label %107

107:                                              ; preds = %104
  %108 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ9scan_stepPKiPxiixE1S to ptr), i64 2040), align 8, !tbaa !11
  %109 = add nsw i64 %108, %4
  store ptr %0, ptr %105, align 64, !tbaa !13
  %110 = getelementptr inbounds nuw i8, ptr %105, i64 8
  store ptr %1, ptr %110, align 8, !tbaa !16
  %111 = getelementptr inbounds nuw i8, ptr %105, i64 16
  store i32 %2, ptr %111, align 16, !tbaa !6
  %112 = getelementptr inbounds nuw i8, ptr %105, i64 20
  store i32 %102, ptr %112, align 4, !tbaa !6
  %113 = getelementptr inbounds nuw i8, ptr %105, i64 24
  store i64 %109, ptr %113, align 8, !tbaa !11
  call void @llvm.lifetime.start.p0(ptr nonnull %7)
  call void @llvm.lifetime.start.p0(ptr nonnull %6)
  store i32 256, ptr %6, align 8
  %114 = getelementptr inbounds nuw i8, ptr %6, i64 4
  store i32 1, ptr %114, align 4
  %115 = getelementptr inbounds nuw i8, ptr %6, i64 8
  store i32 1, ptr %115, align 8
  store i32 1, ptr %7, align 8
  %116 = getelementptr inbounds nuw i8, ptr %7, i64 4
  store i32 1, ptr %116, align 4
  %117 = getelementptr inbounds nuw i8, ptr %7, i64 8
  store i32 1, ptr %117, align 8
  %118 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z9scan_stepPKiPxiix, ptr noundef nonnull %105, ptr noundef nonnull byval(%struct.dim3) align 4 %7, ptr noundef nonnull byval(%struct.dim3) align 4 %6, i32 noundef 0, ptr noundef null) #6
  call void @llvm.lifetime.end.p0(ptr nonnull %7)
  call void @llvm.lifetime.end.p0(ptr nonnull %6)
  br label %119

119:                                              ; preds = %104, %107, %101, %93
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z9spin_stepPViii(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca %struct.dim3, align 8
  %5 = alloca %struct.dim3, align 8
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %8, label %25

8:                                                ; preds = %3, %8
  %9 = load volatile i32, ptr %0, align 4, !tbaa !6
  %10 = icmp eq i32 %9, 0
  br i1 %10, label %8, label %11, !llvm.loop !18

11:                                               ; preds = %8
  %12 = add nsw i32 %2, 1
  %13 = icmp slt i32 %12, %1
  br i1 %13, label %14, label %25

14:                                               ; preds = %11
  %15 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 16) #6
  %16 = icmp eq ptr %15, null
  br i1 %16, label %25, label %17

17:                                               ; preds = %14
  store ptr %0, ptr %15, align 64, !tbaa !13
  %18 = getelementptr inbounds nuw i8, ptr %15, i64 8
  store i32 %1, ptr %18, align 8, !tbaa !6
  %19 = getelementptr inbounds nuw i8, ptr %15, i64 12
  store i32 %12, ptr %19, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %5)
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  store i32 32, ptr %4, align 8
  %20 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %20, align 4
  %21 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %21, align 8
  store i32 1, ptr %5, align 8
  %22 = getelementptr inbounds nuw i8, ptr %5, i64 4
  store i32 1, ptr %22, align 4
  %23 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store i32 1, ptr %23, align 8
  %24 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z9spin_stepPViii, ptr noundef nonnull %15, ptr noundef nonnull byval(%struct.dim3) align 4 %5, ptr noundef nonnull byval(%struct.dim3) align 4 %4, i32 noundef 0, ptr noundef null) #6
  call void @llvm.lifetime.end.p0(ptr nonnull %5)
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  br label %25

25:                                               ; preds = %11, %17, %14, %3
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write)
define dso_local ptx_kernel void @_Z4leafPi(ptr noundef writeonly captures(none) %0) #2 {
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %3 = zext nneg i32 %2 to i64
  %4 = getelementptr inbounds nuw i32, ptr %0, i64 %3
  store i32 1, ptr %4, align 4, !tbaa !6
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z8two_stepPiii(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca %struct.dim3, align 8
  %5 = alloca %struct.dim3, align 8
  %6 = alloca %struct.dim3, align 8
  %7 = alloca %struct.dim3, align 8
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %10, label %33

10:                                               ; preds = %3
  %11 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 8) #6
  %12 = icmp eq ptr %11, null
  br i1 %12, label %19, label %13

13:                                               ; preds = %10
  store ptr %0, ptr %11, align 64, !tbaa !13
  call void @llvm.lifetime.start.p0(ptr nonnull %7)
  call void @llvm.lifetime.start.p0(ptr nonnull %6)
  store i32 32, ptr %6, align 8
  %14 = getelementptr inbounds nuw i8, ptr %6, i64 4
  store i32 1, ptr %14, align 4
  %15 = getelementptr inbounds nuw i8, ptr %6, i64 8
  store i32 1, ptr %15, align 8
  store i32 1, ptr %7, align 8
  %16 = getelementptr inbounds nuw i8, ptr %7, i64 4
  store i32 1, ptr %16, align 4
  %17 = getelementptr inbounds nuw i8, ptr %7, i64 8
  store i32 1, ptr %17, align 8
  %18 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z4leafPi, ptr noundef nonnull %11, ptr noundef nonnull byval(%struct.dim3) align 4 %7, ptr noundef nonnull byval(%struct.dim3) align 4 %6, i32 noundef 0, ptr noundef null) #6
  call void @llvm.lifetime.end.p0(ptr nonnull %7)
  call void @llvm.lifetime.end.p0(ptr nonnull %6)
  br label %19

19:                                               ; preds = %13, %10
  %20 = add nsw i32 %2, 1
  %21 = icmp slt i32 %20, %1
  br i1 %21, label %22, label %33

22:                                               ; preds = %19
  %23 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 16) #6
  %24 = icmp eq ptr %23, null
  br i1 %24, label %33, label %25

25:                                               ; preds = %22
  store ptr %0, ptr %23, align 64, !tbaa !13
  %26 = getelementptr inbounds nuw i8, ptr %23, i64 8
  store i32 %1, ptr %26, align 8, !tbaa !6
  %27 = getelementptr inbounds nuw i8, ptr %23, i64 12
  store i32 %20, ptr %27, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %5)
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  store i32 32, ptr %4, align 8
  %28 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %28, align 4
  %29 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %29, align 8
  store i32 1, ptr %5, align 8
  %30 = getelementptr inbounds nuw i8, ptr %5, i64 4
  store i32 1, ptr %30, align 4
  %31 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store i32 1, ptr %31, align 8
  %32 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z8two_stepPiii, ptr noundef nonnull %23, ptr noundef nonnull byval(%struct.dim3) align 4 %5, ptr noundef nonnull byval(%struct.dim3) align 4 %4, i32 noundef 0, ptr noundef null) #6
  call void @llvm.lifetime.end.p0(ptr nonnull %5)
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  br label %33

33:                                               ; preds = %19, %25, %22, %3
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z7ff_stepPiii(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca %struct.dim3, align 8
  %5 = alloca %struct.dim3, align 8
  %6 = sext i32 %2 to i64
  %7 = getelementptr inbounds i32, ptr %0, i64 %6
  store i32 %2, ptr %7, align 4, !tbaa !6
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %10, label %24

10:                                               ; preds = %3
  %11 = add nsw i32 %2, 1
  %12 = icmp slt i32 %11, %1
  br i1 %12, label %13, label %24

13:                                               ; preds = %10
  %14 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 16) #6
  %15 = icmp eq ptr %14, null
  br i1 %15, label %24, label %16

16:                                               ; preds = %13
  store ptr %0, ptr %14, align 64, !tbaa !13
  %17 = getelementptr inbounds nuw i8, ptr %14, i64 8
  store i32 %1, ptr %17, align 8, !tbaa !6
  %18 = getelementptr inbounds nuw i8, ptr %14, i64 12
  store i32 %11, ptr %18, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %5)
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  store i32 32, ptr %4, align 8
  %19 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %19, align 4
  %20 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %20, align 8
  store i32 1, ptr %5, align 8
  %21 = getelementptr inbounds nuw i8, ptr %5, i64 4
  store i32 1, ptr %21, align 4
  %22 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store i32 1, ptr %22, align 8
  %23 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z7ff_stepPiii, ptr noundef nonnull %14, ptr noundef nonnull byval(%struct.dim3) align 4 %5, ptr noundef nonnull byval(%struct.dim3) align 4 %4, i32 noundef 0, ptr noundef nonnull inttoptr (i64 4 to ptr)) #6
  call void @llvm.lifetime.end.p0(ptr nonnull %5)
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  br label %24

24:                                               ; preds = %13, %16, %10, %3
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z8fan_stepPiii(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca %struct.dim3, align 8
  %5 = alloca %struct.dim3, align 8
  %6 = add nsw i32 %2, 1
  %7 = icmp slt i32 %6, %1
  br i1 %7, label %8, label %19

8:                                                ; preds = %3
  %9 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 16) #6
  %10 = icmp eq ptr %9, null
  br i1 %10, label %19, label %11

11:                                               ; preds = %8
  store ptr %0, ptr %9, align 64, !tbaa !13
  %12 = getelementptr inbounds nuw i8, ptr %9, i64 8
  store i32 %1, ptr %12, align 8, !tbaa !6
  %13 = getelementptr inbounds nuw i8, ptr %9, i64 12
  store i32 %6, ptr %13, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %5)
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  store i32 32, ptr %4, align 8
  %14 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %14, align 4
  %15 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %15, align 8
  store i32 1, ptr %5, align 8
  %16 = getelementptr inbounds nuw i8, ptr %5, i64 4
  store i32 1, ptr %16, align 4
  %17 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store i32 1, ptr %17, align 8
  %18 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z8fan_stepPiii, ptr noundef nonnull %9, ptr noundef nonnull byval(%struct.dim3) align 4 %5, ptr noundef nonnull byval(%struct.dim3) align 4 %4, i32 noundef 0, ptr noundef null) #6
  call void @llvm.lifetime.end.p0(ptr nonnull %5)
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  br label %19

19:                                               ; preds = %8, %11, %3
  ret void
}

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

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
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
!12 = !{!"long long", !8, i64 0}
!13 = !{!14, !14, i64 0}
!14 = !{!"p1 int", !15, i64 0}
!15 = !{!"any pointer", !8, i64 0}
!16 = !{!17, !17, i64 0}
!17 = !{!"p1 long long", !15, i64 0}
!18 = distinct !{!18, !19}
!19 = !{!"llvm.loop.mustprogress"}
