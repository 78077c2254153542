; Produced by (clang 22.1.8, CUDA 13.0):
;   clang++ -x cuda --cuda-path=/usr/local/cuda
;     --cuda-gpu-arch=sm_90 -fgpu-rdc --cuda-device-only -D__CUDACC_RDC__
;     -Wno-unknown-cuda-version -S -emit-llvm -O2 -I../../../include
;     -Xclang -fgpu-default-stream=per-thread Inputs/ptds-order-rule.cu
; Issue 23 item 3, "the per-thread stream becomes the block's NULL stream"
; (Aggregation/BlockStreamPlan.cpp): a kernel's launches into the
; per-thread default stream that are not its thread's only launch, once, all
; go to the block's NULL stream (the entry without _ptsz, a null stream,
; DPAGG_LAUNCH_PTSZ clear), aggregated or as written, where every such
; launch of its threads is a site of the kernel with a constant stream and
; nothing else it runs launches or uses a stream, an event or the error
; state; otherwise every one is refused by per-thread-stream, and the
; remark names the DPAGG_NO_BLOCK_STREAM rule.
; REQUIRES: nvptx-registered-target
; RUN: opt -passes='print<dpagg-plan><block>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=PLAN
; RUN: opt -passes='dpagg-aggregate<block>' -pass-remarks=dpagg -pass-remarks-missed=dpagg -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: opt -passes='dpagg-aggregate<block>' -S %s | FileCheck %s --check-prefix=IR
; RUN: opt -passes='dpagg-aggregate<warp>' -S %s | FileCheck %s --check-prefix=WARP
; RUN: opt -passes='print<dpagg-plan><block;strict-ordering>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=STRICT
; RUN: opt -passes='dpagg-aggregate<block>' -dpagg-summary -disable-output %s 2>&1 | FileCheck %s --check-prefix=SUMMARY

; PLAN:      spawn(int*, int): launch of child(int*, int): refused by rule out-of-line-function{{$}}
; The grid-stride loop (survey propagation's pattern): per warp (no barrier
; in the loop), in the block's NULL stream.
; PLAN-NEXT: grid_stride(int*, int const*, int): launch of child(int*, int): scope asked block, chosen warp (rule barrier-in-loop); postponed to none; flags: block-null-stream;
; PLAN-NEXT: two_sites(int*): launch of child(int*, int): scope asked block, chosen block; postponed to none; flags: block-null-stream;
; PLAN-NEXT: two_sites(int*): launch of other(int*, int): scope asked block, chosen block; postponed to none; flags: block-null-stream;
; A site refused for another rule is moved with its kernel's aggregated one.
; PLAN-NEXT: with_kept(int*): launch of child(int*, int): scope asked block, chosen block; postponed to none; flags: block-null-stream;
; PLAN-NEXT: with_kept(int*): launch of kept(int*, int): refused by rule no-aggregate; into the block's NULL stream{{$}}
; A device cudaMalloc/cudaFree is order-free.
; PLAN-NEXT: with_malloc(int*, int): launch of child(int*, int): scope asked block, chosen warp (rule barrier-in-loop); postponed to none; flags: block-null-stream;
; The refusals, one per rule.
; PLAN-NEXT: event_record(int*, int, CUevent_st*): launch of child(int*, int): refused by rule per-thread-stream (not into the block's NULL stream: rule ptds-calls){{$}}
; PLAN-NEXT: external_call(int*, int): launch of child(int*, int): refused by rule per-thread-stream (not into the block's NULL stream: rule ptds-calls){{$}}
; PLAN-NEXT: via_callee(int*, int): launch of child(int*, int): refused by rule per-thread-stream (not into the block's NULL stream: rule ptds-calls){{$}}
; PLAN-NEXT: runtime_stream(int*, int): launch of child(int*, int): refused by rule per-thread-stream (not into the block's NULL stream: rule ptds-stream){{$}}
; The stream known at run time is the runtime's to check (joinableStream).
; PLAN-NEXT: runtime_stream(int*, int): launch of other(int*, int): scope asked block, chosen block; postponed to none; flags: none;
; Cost: nothing of the kernel is aggregated, so nothing is moved.
; PLAN-NEXT: none_aggregated(int*, int): launch of kept(int*, int): refused by rule no-aggregate{{$}}
; The thread's only launch, once, keeps the stream rule's path.
; PLAN-NEXT: only_launch(int*): launch of child(int*, int): scope asked block, chosen block; postponed to none; flags: fire-and-forget only-launch unobserved;
; PLAN-NEXT: walk(int*, int): launch of walk(int*, int): scope asked block, chosen warp (rule barrier-in-loop); postponed to none; flags: block-null-stream;
; PLAN-NEXT: walk(int*, int) (.dpagg): in the aggregated clone of walk(int*, int): launch of walk(int*, int): refused by rule per-thread-stream (not into the block's NULL stream: rule ptds-in-clone){{$}}

; REMARK: launch of child(int*, int) aggregated per warp (not per block: the launch is in a loop, {{.*}}); sibling launches into the NULL stream now run concurrently (-dpagg-strict-ordering refuses this); the thread's launches into its per-thread default stream go to its block's NULL stream instead, every such launch of the kernel (children of different threads of a block run in order instead of concurrently)
; REMARK: launch of kept(int*, int) not aggregated: the kernel is marked DPAGG_NO_AGGREGATE
; REMARK-NEXT: launch of kept(int*, int) made as written, but into its block's NULL stream instead of the thread's per-thread default stream, in order with the thread's other launches of its kernel, which go there too (children of different threads of a block run in order instead of concurrently)
; REMARK: launch of child(int*, int) not aggregated: it launches into the thread's per-thread default stream and is not the thread's only launch: {{.*}}; and its kernel's launches into that stream cannot go to the block's NULL stream instead (rule ptds-calls): the kernel calls __cudaCDP2EventRecord_ptsz, which may launch (into the per-thread stream, out of order with the moved launches) or use a stream, an event or the error state
; REMARK: launch of child(int*, int) not aggregated: {{.*}} (rule ptds-calls): the kernel calls hook(int), which may launch
; REMARK: launch of child(int*, int) not aggregated: {{.*}} (rule ptds-calls): the kernel calls spawn(int*, int), which may launch
; REMARK: launch of child(int*, int) not aggregated: {{.*}} (rule ptds-stream): the kernel makes a launch of other(int*, int) into a stream known only at run time, which may be the per-thread stream: that launch would stay there, out of order with the moved ones
; REMARK: launch of kept(int*, int) not aggregated: the kernel is marked DPAGG_NO_AGGREGATE
; REMARK-NOT: made as written, but into its block's NULL stream
; REMARK: in the aggregated clone of walk(int*, int): launch of walk(int*, int) not aggregated: {{.*}} (rule ptds-in-clone): the launch is in an aggregated clone, whose threads run the threads of many launches

; What the runtime is told: flags 0 (no DPAGG_LAUNCH_PTSZ) for the moved
; sites; runtime_stream's other keeps PTSZ (1); only_launch PTSZ |
; AGGREGATE_FIRE_AND_FORGET | ONLY_LAUNCH | UNOBSERVED (29).
; IR: @dpagg.site._Z5childPii.0 = {{.*}}, ptr @dpagg.layout._Z5childPii, i32 0, i32 12,
; IR: @dpagg.site._Z5childPii.1 = {{.*}}, i32 0, i32 12,
; IR: @dpagg.site._Z5otherPii.2 = {{.*}}, i32 0, i32 12,
; IR: @dpagg.site._Z5childPii.3 = {{.*}}, i32 0, i32 12,
; IR: @dpagg.site._Z5childPii.4 = {{.*}}, i32 0, i32 12,
; IR: @dpagg.site._Z5otherPii.5 = {{.*}}, i32 1, i32 12,
; IR: @dpagg.site._Z5childPii.6 = {{.*}}, i32 29, i32 12,
; IR: @dpagg.site._Z4walkPii.7 = {{.*}}, i32 0, i32 12,
; IR-LABEL: define {{.*}} @_Z11grid_stridePiPKii(
; IR-NOT: _ptsz
; IR: call i32 @__dpagg_aggregate_warp(ptr @dpagg.site._Z5childPii.0, {{.*}}, i32 0, ptr null)
; IR-NOT: _ptsz
; IR-LABEL: define {{.*}} @_Z9two_sitesPi(
; IR-NOT: _ptsz
; IR: call i32 @__dpagg_aggregate_block(ptr @dpagg.site._Z5childPii.1, {{.*}}, i32 0, ptr null,
; IR-NOT: _ptsz
; IR: call i32 @__dpagg_aggregate_block(ptr @dpagg.site._Z5otherPii.2, {{.*}}, i32 0, ptr null,
; IR-NOT: _ptsz
; A block kernel's V1 launches are lowered to V2: kept's with a null stream
; and flags 0.
; IR-LABEL: define {{.*}} @_Z9with_keptPi(
; IR-NOT: _ptsz
; IR: call i32 @__dpagg_aggregate_block(ptr @dpagg.site._Z5childPii.3,
; IR-NOT: _ptsz
; IR: call i32 @__dpagg_launch_v2(ptr @_Z4keptPii, {{.*}}, i32 0, ptr null, i32 0, ptr @dpagg.name._Z4keptPii)
; IR-NOT: _ptsz
; IR-LABEL: define {{.*}} @_Z11with_mallocPii(
; IR-NOT: _ptsz
; IR: call i32 @__dpagg_aggregate_warp(ptr @dpagg.site._Z5childPii.4, {{.*}}, i32 0, ptr null)
; IR-NOT: _ptsz
; IR-LABEL: define {{.*}} @_Z12event_recordPiiP10CUevent_st(
; IR: call noundef i32 @__cudaCDP2LaunchDevice_ptsz(ptr noundef nonnull @_Z5childPii,
; IR-LABEL: define {{.*}} @_Z13external_callPii(
; IR: call noundef i32 @__cudaCDP2LaunchDevice_ptsz(ptr noundef nonnull @_Z5childPii,
; IR-LABEL: define {{.*}} @_Z10via_calleePii(
; IR: call noundef i32 @__cudaCDP2LaunchDevice_ptsz(ptr noundef nonnull @_Z5childPii,
; Not moved, in a block kernel: lowered to V2 with DPAGG_LAUNCH_PTSZ.
; IR-LABEL: define {{.*}} @_Z14runtime_streamPii(
; IR: call i32 @__dpagg_launch_v2(ptr @_Z5childPii, {{.*}}, i32 0, ptr null, i32 1, ptr @dpagg.name._Z5childPii)
; IR-LABEL: define {{.*}} @_Z15none_aggregatedPii(
; IR: call noundef i32 @__cudaCDP2LaunchDevice_ptsz(ptr noundef nonnull @_Z4keptPii,
; IR-LABEL: define {{.*}} @_Z4walkPii(
; IR-NOT: _ptsz
; IR: call i32 @__dpagg_aggregate_warp(ptr @dpagg.site._Z4walkPii.7, {{.*}}, i32 0, ptr null)
; IR-LABEL: define internal ptx_kernel void @_Z4walkPii.dpagg(
; IR: call noundef i32 @__cudaCDP2LaunchDevice_ptsz(ptr noundef nonnull @_Z4walkPii,

; At warp scope with_kept is no block kernel, but its other site is
; launched by the runtime: kept's V1 launch is lowered to V2 through
; __dpagg_launch_v2 (AggregationPlan::GateKernels: through the runtime's
; warp gate), into the block's NULL stream (null, flags without PTSZ).
; WARP-LABEL: define {{.*}} @_Z9with_keptPi(
; WARP-NOT: _ptsz
; WARP: call i32 @__dpagg_aggregate_warp(ptr @dpagg.site._Z5childPii.3, {{.*}}, i32 0, ptr null)
; WARP-NOT: _ptsz
; WARP: call i32 @__dpagg_launch_v2(ptr @_Z4keptPii, {{.*}}, i32 0, ptr null, i32 0, ptr @dpagg.name._Z4keptPii)
; WARP-NOT: _ptsz
; WARP-LABEL: define {{.*}} @_Z11with_mallocPii(
; WARP: declare i32 @__cudaCDP2LaunchDevice(ptr noundef, ptr noundef, ptr noundef byval(%struct.dim3) align 4, ptr noundef byval(%struct.dim3) align 4, i32 noundef, ptr noundef) #[[ATTR:[0-9]+]]

; Strict ordering refuses what it refused before, and moves nothing.
; STRICT:      grid_stride(int*, int const*, int): launch of child(int*, int): refused by rule strict-ordering (not into the block's NULL stream: rule ptds-strict-ordering){{$}}
; STRICT-NEXT: two_sites(int*): launch of child(int*, int): refused by rule strict-ordering (not into the block's NULL stream: rule ptds-strict-ordering){{$}}
; STRICT-NEXT: two_sites(int*): launch of other(int*, int): refused by rule strict-ordering (not into the block's NULL stream: rule ptds-strict-ordering){{$}}
; STRICT-NEXT: with_kept(int*): launch of child(int*, int): refused by rule strict-ordering (not into the block's NULL stream: rule ptds-strict-ordering){{$}}
; STRICT-NEXT: with_kept(int*): launch of kept(int*, int): refused by rule no-aggregate (not into the block's NULL stream: rule ptds-strict-ordering){{$}}
; STRICT-NOT: block-null-stream
; STRICT-NOT: into the block's NULL stream;

; SUMMARY: dpagg: Inputs/ptds-order-rule.cu (sm_90): 15 launch sites: 8 aggregated (5 per block, 3 per warp), 7 not aggregated (1 in a device function not inlined into a kernel, 2 marked DPAGG_NO_AGGREGATE, 4 per-thread stream and not the only launch); per warp, not per block: 3 in a loop, where a block barrier would run every iteration; in aggregated clones: 1 launch site: 0 aggregated, 1 not aggregated (1 per-thread stream and not the only launch)

source_filename = "Inputs/ptds-order-rule.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.dim3 = type { i32, i32, i32 }

@.str = private unnamed_addr constant [19 x i8] c"dpagg.no_aggregate\00", section "llvm.metadata"
@.str1 = private unnamed_addr constant [26 x i8] c"Inputs/ptds-order-rule.cu\00", section "llvm.metadata"
@llvm.global.annotations = appending global [1 x { ptr, ptr, ptr, i32, ptr }] [{ ptr, ptr, ptr, i32, ptr } { ptr @_Z4keptPii, ptr @.str, ptr @.str1, i32 11, ptr null }], section "llvm.metadata"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z5childPii(ptr noundef captures(none) %0, i32 noundef %1) #0 {
  %3 = shl nsw i32 %1, 5
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = add i32 %3, %4
  %6 = zext i32 %5 to i64
  %7 = getelementptr inbounds nuw i32, ptr %0, i64 %6
  %8 = load i32, ptr %7, align 4, !tbaa !6
  %9 = add nsw i32 %8, %1
  store i32 %9, ptr %7, align 4, !tbaa !6
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z5otherPii(ptr noundef captures(none) %0, i32 noundef %1) #0 {
  %3 = shl nsw i32 %1, 5
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = add i32 %3, %4
  %6 = zext i32 %5 to i64
  %7 = getelementptr inbounds nuw i32, ptr %0, i64 %6
  %8 = load i32, ptr %7, align 4, !tbaa !6
  %9 = xor i32 %8, %1
  store i32 %9, ptr %7, align 4, !tbaa !6
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z4keptPii(ptr noundef captures(none) %0, i32 noundef %1) #0 {
  %3 = shl nsw i32 %1, 5
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = add i32 %3, %4
  %6 = zext i32 %5 to i64
  %7 = getelementptr inbounds nuw i32, ptr %0, i64 %6
  %8 = load i32, ptr %7, align 4, !tbaa !6
  %9 = mul nsw i32 %8, 3
  store i32 %9, ptr %7, align 4, !tbaa !6
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind
define dso_local void @_Z5spawnPii(ptr noundef %0, i32 noundef %1) local_unnamed_addr #1 {
  %3 = alloca %struct.dim3, align 8
  %4 = alloca %struct.dim3, align 8
  %5 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #7
  %6 = icmp eq ptr %5, null
  br i1 %6, label %14, label %7

7:                                                ; preds = %2
  store ptr %0, ptr %5, align 64, !tbaa !11
  %8 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store i32 %1, ptr %8, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  store i32 32, ptr %3, align 8
  %9 = getelementptr inbounds nuw i8, ptr %3, i64 4
  store i32 1, ptr %9, align 4
  %10 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store i32 1, ptr %10, align 8
  store i32 1, ptr %4, align 8
  %11 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %11, align 4
  %12 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %12, align 8
  %13 = tail call noundef i32 @__cudaCDP2LaunchDevice_ptsz(ptr noundef nonnull @_Z5childPii, ptr noundef nonnull %5, ptr noundef nonnull byval(%struct.dim3) align 4 %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, i32 noundef 0, ptr noundef null) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  br label %14

14:                                               ; preds = %7, %2
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z11grid_stridePiPKii(ptr noundef %0, ptr noundef readonly captures(none) %1, i32 noundef %2) local_unnamed_addr #2 {
  %4 = alloca %struct.dim3, align 8
  %5 = alloca %struct.dim3, align 8
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, %2
  br i1 %11, label %12, label %19

12:                                               ; preds = %3
  %13 = getelementptr inbounds nuw i8, ptr %4, i64 4
  %14 = getelementptr inbounds nuw i8, ptr %4, i64 8
  %15 = getelementptr inbounds nuw i8, ptr %5, i64 4
  %16 = getelementptr inbounds nuw i8, ptr %5, i64 8
  %17 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %18 = mul i32 %17, %7
  br label %20

19:                                               ; preds = %32, %3
  ret void

20:                                               ; preds = %12, %32
  %21 = phi i32 [ %10, %12 ], [ %33, %32 ]
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds i32, ptr %1, i64 %22
  %24 = load i32, ptr %23, align 4, !tbaa !6
  %25 = icmp eq i32 %24, 0
  br i1 %25, label %32, label %26

26:                                               ; preds = %20
  %27 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #7
  %28 = icmp eq ptr %27, null
  br i1 %28, label %32, label %29

29:                                               ; preds = %26
  store ptr %0, ptr %27, align 64, !tbaa !11
  %30 = getelementptr inbounds nuw i8, ptr %27, i64 8
  store i32 %21, ptr %30, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %5)
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  store i32 32, ptr %4, align 8
  store i32 1, ptr %13, align 4
  store i32 1, ptr %14, align 8
  store i32 1, ptr %5, align 8
  store i32 1, ptr %15, align 4
  store i32 1, ptr %16, align 8
  %31 = tail call noundef i32 @__cudaCDP2LaunchDevice_ptsz(ptr noundef nonnull @_Z5childPii, ptr noundef nonnull %27, ptr noundef nonnull byval(%struct.dim3) align 4 %5, ptr noundef nonnull byval(%struct.dim3) align 4 %4, i32 noundef 0, ptr noundef null) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %5)
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  br label %32

32:                                               ; preds = %20, %29, %26
  %33 = add i32 %21, %18
  %34 = icmp slt i32 %33, %2
  br i1 %34, label %20, label %19, !llvm.loop !14
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #3

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z9two_sitesPi(ptr noundef %0) local_unnamed_addr #2 {
  %2 = alloca %struct.dim3, align 8
  %3 = alloca %struct.dim3, align 8
  %4 = alloca %struct.dim3, align 8
  %5 = alloca %struct.dim3, align 8
  %6 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #7
  %7 = icmp eq ptr %6, null
  br i1 %7, label %16, label %8

8:                                                ; preds = %1
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store ptr %0, ptr %6, align 64, !tbaa !11
  %10 = getelementptr inbounds nuw i8, ptr %6, i64 8
  store i32 %9, ptr %10, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %5)
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  store i32 32, ptr %4, align 8
  %11 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %11, align 4
  %12 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %12, align 8
  store i32 1, ptr %5, align 8
  %13 = getelementptr inbounds nuw i8, ptr %5, i64 4
  store i32 1, ptr %13, align 4
  %14 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store i32 1, ptr %14, align 8
  %15 = tail call noundef i32 @__cudaCDP2LaunchDevice_ptsz(ptr noundef nonnull @_Z5childPii, ptr noundef nonnull %6, ptr noundef nonnull byval(%struct.dim3) align 4 %5, ptr noundef nonnull byval(%struct.dim3) align 4 %4, i32 noundef 0, ptr noundef null) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %5)
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  br label %16

16:                                               ; preds = %8, %1
  %17 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #7
  %18 = icmp eq ptr %17, null
  br i1 %18, label %27, label %19

19:                                               ; preds = %16
  %20 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store ptr %0, ptr %17, align 64, !tbaa !11
  %21 = getelementptr inbounds nuw i8, ptr %17, i64 8
  store i32 %20, ptr %21, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  call void @llvm.lifetime.start.p0(ptr nonnull %2)
  store i32 32, ptr %2, align 8
  %22 = getelementptr inbounds nuw i8, ptr %2, i64 4
  store i32 1, ptr %22, align 4
  %23 = getelementptr inbounds nuw i8, ptr %2, i64 8
  store i32 1, ptr %23, align 8
  store i32 1, ptr %3, align 8
  %24 = getelementptr inbounds nuw i8, ptr %3, i64 4
  store i32 1, ptr %24, align 4
  %25 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store i32 1, ptr %25, align 8
  %26 = tail call noundef i32 @__cudaCDP2LaunchDevice_ptsz(ptr noundef nonnull @_Z5otherPii, ptr noundef nonnull %17, ptr noundef nonnull byval(%struct.dim3) align 4 %3, ptr noundef nonnull byval(%struct.dim3) align 4 %2, i32 noundef 0, ptr noundef null) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  call void @llvm.lifetime.end.p0(ptr nonnull %2)
  br label %27

27:                                               ; preds = %19, %16
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z9with_keptPi(ptr noundef %0) local_unnamed_addr #2 {
  %2 = alloca %struct.dim3, align 8
  %3 = alloca %struct.dim3, align 8
  %4 = alloca %struct.dim3, align 8
  %5 = alloca %struct.dim3, align 8
  %6 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #7
  %7 = icmp eq ptr %6, null
  br i1 %7, label %16, label %8

8:                                                ; preds = %1
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store ptr %0, ptr %6, align 64, !tbaa !11
  %10 = getelementptr inbounds nuw i8, ptr %6, i64 8
  store i32 %9, ptr %10, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %5)
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  store i32 32, ptr %4, align 8
  %11 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %11, align 4
  %12 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %12, align 8
  store i32 1, ptr %5, align 8
  %13 = getelementptr inbounds nuw i8, ptr %5, i64 4
  store i32 1, ptr %13, align 4
  %14 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store i32 1, ptr %14, align 8
  %15 = tail call noundef i32 @__cudaCDP2LaunchDevice_ptsz(ptr noundef nonnull @_Z5childPii, ptr noundef nonnull %6, ptr noundef nonnull byval(%struct.dim3) align 4 %5, ptr noundef nonnull byval(%struct.dim3) align 4 %4, i32 noundef 0, ptr noundef null) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %5)
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  br label %16

16:                                               ; preds = %8, %1
  %17 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #7
  %18 = icmp eq ptr %17, null
  br i1 %18, label %27, label %19

19:                                               ; preds = %16
  %20 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store ptr %0, ptr %17, align 64, !tbaa !11
  %21 = getelementptr inbounds nuw i8, ptr %17, i64 8
  store i32 %20, ptr %21, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  call void @llvm.lifetime.start.p0(ptr nonnull %2)
  store i32 32, ptr %2, align 8
  %22 = getelementptr inbounds nuw i8, ptr %2, i64 4
  store i32 1, ptr %22, align 4
  %23 = getelementptr inbounds nuw i8, ptr %2, i64 8
  store i32 1, ptr %23, align 8
  store i32 1, ptr %3, align 8
  %24 = getelementptr inbounds nuw i8, ptr %3, i64 4
  store i32 1, ptr %24, align 4
  %25 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store i32 1, ptr %25, align 8
  %26 = tail call noundef i32 @__cudaCDP2LaunchDevice_ptsz(ptr noundef nonnull @_Z4keptPii, ptr noundef nonnull %17, ptr noundef nonnull byval(%struct.dim3) align 4 %3, ptr noundef nonnull byval(%struct.dim3) align 4 %2, i32 noundef 0, ptr noundef null) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  call void @llvm.lifetime.end.p0(ptr nonnull %2)
  br label %27

27:                                               ; preds = %19, %16
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z11with_mallocPii(ptr noundef %0, i32 noundef %1) local_unnamed_addr #2 {
  %3 = alloca %struct.dim3, align 8
  %4 = alloca %struct.dim3, align 8
  %5 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #8
  store ptr null, ptr %5, align 8, !tbaa !11
  %6 = call noundef i32 @__cudaCDP2Malloc(ptr noundef nonnull %5, i64 noundef 64) #7
  %7 = icmp sgt i32 %1, 0
  br i1 %7, label %8, label %14

8:                                                ; preds = %2
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = getelementptr inbounds nuw i8, ptr %3, i64 4
  %11 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %12 = getelementptr inbounds nuw i8, ptr %4, i64 4
  %13 = getelementptr inbounds nuw i8, ptr %4, i64 8
  br label %17

14:                                               ; preds = %25, %2
  %15 = load ptr, ptr %5, align 8, !tbaa !11
  %16 = call noundef i32 @__cudaCDP2Free(ptr noundef %15) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %5) #8
  ret void

17:                                               ; preds = %8, %25
  %18 = phi i32 [ 0, %8 ], [ %26, %25 ]
  %19 = call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #7
  %20 = icmp eq ptr %19, null
  br i1 %20, label %25, label %21

21:                                               ; preds = %17
  %22 = add nuw i32 %18, %9
  store ptr %0, ptr %19, align 64, !tbaa !11
  %23 = getelementptr inbounds nuw i8, ptr %19, i64 8
  store i32 %22, ptr %23, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  store i32 32, ptr %3, align 8
  store i32 1, ptr %10, align 4
  store i32 1, ptr %11, align 8
  store i32 1, ptr %4, align 8
  store i32 1, ptr %12, align 4
  store i32 1, ptr %13, align 8
  %24 = call noundef i32 @__cudaCDP2LaunchDevice_ptsz(ptr noundef nonnull @_Z5childPii, ptr noundef nonnull %19, ptr noundef nonnull byval(%struct.dim3) align 4 %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, i32 noundef 0, ptr noundef null) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  br label %25

25:                                               ; preds = %17, %21
  %26 = add nuw nsw i32 %18, 1
  %27 = icmp eq i32 %26, %1
  br i1 %27, label %14, label %17, !llvm.loop !16
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z12event_recordPiiP10CUevent_st(ptr noundef %0, i32 noundef %1, ptr noundef %2) local_unnamed_addr #2 {
  %4 = alloca %struct.dim3, align 8
  %5 = alloca %struct.dim3, align 8
  %6 = icmp sgt i32 %1, 0
  br i1 %6, label %7, label %13

7:                                                ; preds = %3
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = getelementptr inbounds nuw i8, ptr %4, i64 4
  %10 = getelementptr inbounds nuw i8, ptr %4, i64 8
  %11 = getelementptr inbounds nuw i8, ptr %5, i64 4
  %12 = getelementptr inbounds nuw i8, ptr %5, i64 8
  br label %15

13:                                               ; preds = %23, %3
  %14 = tail call noundef i32 @__cudaCDP2EventRecord_ptsz(ptr noundef %2, ptr noundef nonnull inttoptr (i64 2 to ptr)) #7
  ret void

15:                                               ; preds = %7, %23
  %16 = phi i32 [ 0, %7 ], [ %24, %23 ]
  %17 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #7
  %18 = icmp eq ptr %17, null
  br i1 %18, label %23, label %19

19:                                               ; preds = %15
  %20 = add nuw i32 %16, %8
  store ptr %0, ptr %17, align 64, !tbaa !11
  %21 = getelementptr inbounds nuw i8, ptr %17, i64 8
  store i32 %20, ptr %21, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %5)
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  store i32 32, ptr %4, align 8
  store i32 1, ptr %9, align 4
  store i32 1, ptr %10, align 8
  store i32 1, ptr %5, align 8
  store i32 1, ptr %11, align 4
  store i32 1, ptr %12, align 8
  %22 = tail call noundef i32 @__cudaCDP2LaunchDevice_ptsz(ptr noundef nonnull @_Z5childPii, ptr noundef nonnull %17, ptr noundef nonnull byval(%struct.dim3) align 4 %5, ptr noundef nonnull byval(%struct.dim3) align 4 %4, i32 noundef 0, ptr noundef null) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %5)
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  br label %23

23:                                               ; preds = %15, %19
  %24 = add nuw nsw i32 %16, 1
  %25 = icmp eq i32 %24, %1
  br i1 %25, label %13, label %15, !llvm.loop !17
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z13external_callPii(ptr noundef %0, i32 noundef %1) local_unnamed_addr #4 {
  %3 = alloca %struct.dim3, align 8
  %4 = alloca %struct.dim3, align 8
  %5 = icmp sgt i32 %1, 0
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br i1 %5, label %7, label %12

7:                                                ; preds = %2
  %8 = getelementptr inbounds nuw i8, ptr %3, i64 4
  %9 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %10 = getelementptr inbounds nuw i8, ptr %4, i64 4
  %11 = getelementptr inbounds nuw i8, ptr %4, i64 8
  br label %16

12:                                               ; preds = %24, %2
  %13 = tail call noundef i32 @_Z4hooki(i32 noundef %1) #7
  %14 = zext nneg i32 %6 to i64
  %15 = getelementptr inbounds nuw i32, ptr %0, i64 %14
  store i32 %13, ptr %15, align 4, !tbaa !6
  ret void

16:                                               ; preds = %7, %24
  %17 = phi i32 [ 0, %7 ], [ %25, %24 ]
  %18 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #7
  %19 = icmp eq ptr %18, null
  br i1 %19, label %24, label %20

20:                                               ; preds = %16
  %21 = add nuw i32 %17, %6
  store ptr %0, ptr %18, align 64, !tbaa !11
  %22 = getelementptr inbounds nuw i8, ptr %18, i64 8
  store i32 %21, ptr %22, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  store i32 32, ptr %3, align 8
  store i32 1, ptr %8, align 4
  store i32 1, ptr %9, align 8
  store i32 1, ptr %4, align 8
  store i32 1, ptr %10, align 4
  store i32 1, ptr %11, align 8
  %23 = tail call noundef i32 @__cudaCDP2LaunchDevice_ptsz(ptr noundef nonnull @_Z5childPii, ptr noundef nonnull %18, ptr noundef nonnull byval(%struct.dim3) align 4 %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, i32 noundef 0, ptr noundef null) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  br label %24

24:                                               ; preds = %16, %20
  %25 = add nuw nsw i32 %17, 1
  %26 = icmp eq i32 %25, %1
  br i1 %26, label %12, label %16, !llvm.loop !18
}

; Function Attrs: convergent nounwind
declare dso_local noundef i32 @_Z4hooki(i32 noundef) local_unnamed_addr #5

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z10via_calleePii(ptr noundef %0, i32 noundef %1) local_unnamed_addr #2 {
  %3 = alloca %struct.dim3, align 8
  %4 = alloca %struct.dim3, align 8
  %5 = icmp sgt i32 %1, 0
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br i1 %5, label %7, label %12

7:                                                ; preds = %2
  %8 = getelementptr inbounds nuw i8, ptr %3, i64 4
  %9 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %10 = getelementptr inbounds nuw i8, ptr %4, i64 4
  %11 = getelementptr inbounds nuw i8, ptr %4, i64 8
  br label %13

12:                                               ; preds = %21, %2
  tail call void @_Z5spawnPii(ptr noundef %0, i32 noundef %6) #7
  ret void

13:                                               ; preds = %7, %21
  %14 = phi i32 [ 0, %7 ], [ %22, %21 ]
  %15 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #7
  %16 = icmp eq ptr %15, null
  br i1 %16, label %21, label %17

17:                                               ; preds = %13
  %18 = add nuw i32 %14, %6
  store ptr %0, ptr %15, align 64, !tbaa !11
  %19 = getelementptr inbounds nuw i8, ptr %15, i64 8
  store i32 %18, ptr %19, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  store i32 32, ptr %3, align 8
  store i32 1, ptr %8, align 4
  store i32 1, ptr %9, align 8
  store i32 1, ptr %4, align 8
  store i32 1, ptr %10, align 4
  store i32 1, ptr %11, align 8
  %20 = tail call noundef i32 @__cudaCDP2LaunchDevice_ptsz(ptr noundef nonnull @_Z5childPii, ptr noundef nonnull %15, ptr noundef nonnull byval(%struct.dim3) align 4 %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, i32 noundef 0, ptr noundef null) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  br label %21

21:                                               ; preds = %13, %17
  %22 = add nuw nsw i32 %14, 1
  %23 = icmp eq i32 %22, %1
  br i1 %23, label %12, label %13, !llvm.loop !19
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z14runtime_streamPii(ptr noundef %0, i32 noundef %1) local_unnamed_addr #2 {
  %3 = alloca %struct.dim3, align 8
  %4 = alloca %struct.dim3, align 8
  %5 = alloca %struct.dim3, align 8
  %6 = alloca %struct.dim3, align 8
  %7 = icmp sgt i32 %1, 4
  %8 = select i1 %7, ptr inttoptr (i64 2 to ptr), ptr inttoptr (i64 4 to ptr)
  %9 = icmp sgt i32 %1, 0
  br i1 %9, label %10, label %16

10:                                               ; preds = %2
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = getelementptr inbounds nuw i8, ptr %5, i64 4
  %13 = getelementptr inbounds nuw i8, ptr %5, i64 8
  %14 = getelementptr inbounds nuw i8, ptr %6, i64 4
  %15 = getelementptr inbounds nuw i8, ptr %6, i64 8
  br label %19

16:                                               ; preds = %27, %2
  %17 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #7
  %18 = icmp eq ptr %17, null
  br i1 %18, label %38, label %30

19:                                               ; preds = %10, %27
  %20 = phi i32 [ 0, %10 ], [ %28, %27 ]
  %21 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #7
  %22 = icmp eq ptr %21, null
  br i1 %22, label %27, label %23

23:                                               ; preds = %19
  %24 = add nuw i32 %20, %11
  store ptr %0, ptr %21, align 64, !tbaa !11
  %25 = getelementptr inbounds nuw i8, ptr %21, i64 8
  store i32 %24, ptr %25, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %6)
  call void @llvm.lifetime.start.p0(ptr nonnull %5)
  store i32 32, ptr %5, align 8
  store i32 1, ptr %12, align 4
  store i32 1, ptr %13, align 8
  store i32 1, ptr %6, align 8
  store i32 1, ptr %14, align 4
  store i32 1, ptr %15, align 8
  %26 = tail call noundef i32 @__cudaCDP2LaunchDevice_ptsz(ptr noundef nonnull @_Z5childPii, ptr noundef nonnull %21, ptr noundef nonnull byval(%struct.dim3) align 4 %6, ptr noundef nonnull byval(%struct.dim3) align 4 %5, i32 noundef 0, ptr noundef null) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %6)
  call void @llvm.lifetime.end.p0(ptr nonnull %5)
  br label %27

27:                                               ; preds = %19, %23
  %28 = add nuw nsw i32 %20, 1
  %29 = icmp eq i32 %28, %1
  br i1 %29, label %16, label %19, !llvm.loop !20

30:                                               ; preds = %16
  %31 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store ptr %0, ptr %17, align 64, !tbaa !11
  %32 = getelementptr inbounds nuw i8, ptr %17, i64 8
  store i32 %31, ptr %32, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  store i32 32, ptr %3, align 8
  %33 = getelementptr inbounds nuw i8, ptr %3, i64 4
  store i32 1, ptr %33, align 4
  %34 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store i32 1, ptr %34, align 8
  store i32 1, ptr %4, align 8
  %35 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %35, align 4
  %36 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %36, align 8
  %37 = tail call noundef i32 @__cudaCDP2LaunchDevice_ptsz(ptr noundef nonnull @_Z5otherPii, ptr noundef nonnull %17, ptr noundef nonnull byval(%struct.dim3) align 4 %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, i32 noundef 0, ptr noundef nonnull %8) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  br label %38

38:                                               ; preds = %30, %16
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z15none_aggregatedPii(ptr noundef %0, i32 noundef %1) local_unnamed_addr #2 {
  %3 = alloca %struct.dim3, align 8
  %4 = alloca %struct.dim3, align 8
  %5 = icmp sgt i32 %1, 0
  br i1 %5, label %6, label %12

6:                                                ; preds = %2
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = getelementptr inbounds nuw i8, ptr %3, i64 4
  %9 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %10 = getelementptr inbounds nuw i8, ptr %4, i64 4
  %11 = getelementptr inbounds nuw i8, ptr %4, i64 8
  br label %13

12:                                               ; preds = %21, %2
  ret void

13:                                               ; preds = %6, %21
  %14 = phi i32 [ 0, %6 ], [ %22, %21 ]
  %15 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #7
  %16 = icmp eq ptr %15, null
  br i1 %16, label %21, label %17

17:                                               ; preds = %13
  %18 = add nuw i32 %14, %7
  store ptr %0, ptr %15, align 64, !tbaa !11
  %19 = getelementptr inbounds nuw i8, ptr %15, i64 8
  store i32 %18, ptr %19, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  store i32 32, ptr %3, align 8
  store i32 1, ptr %8, align 4
  store i32 1, ptr %9, align 8
  store i32 1, ptr %4, align 8
  store i32 1, ptr %10, align 4
  store i32 1, ptr %11, align 8
  %20 = tail call noundef i32 @__cudaCDP2LaunchDevice_ptsz(ptr noundef nonnull @_Z4keptPii, ptr noundef nonnull %15, ptr noundef nonnull byval(%struct.dim3) align 4 %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, i32 noundef 0, ptr noundef null) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  br label %21

21:                                               ; preds = %13, %17
  %22 = add nuw nsw i32 %14, 1
  %23 = icmp eq i32 %22, %1
  br i1 %23, label %12, label %13, !llvm.loop !21
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z11only_launchPi(ptr noundef %0) local_unnamed_addr #2 {
  %2 = alloca %struct.dim3, align 8
  %3 = alloca %struct.dim3, align 8
  %4 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #7
  %5 = icmp eq ptr %4, null
  br i1 %5, label %14, label %6

6:                                                ; preds = %1
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store ptr %0, ptr %4, align 64, !tbaa !11
  %8 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 %7, ptr %8, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  call void @llvm.lifetime.start.p0(ptr nonnull %2)
  store i32 32, ptr %2, align 8
  %9 = getelementptr inbounds nuw i8, ptr %2, i64 4
  store i32 1, ptr %9, align 4
  %10 = getelementptr inbounds nuw i8, ptr %2, i64 8
  store i32 1, ptr %10, align 8
  store i32 1, ptr %3, align 8
  %11 = getelementptr inbounds nuw i8, ptr %3, i64 4
  store i32 1, ptr %11, align 4
  %12 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store i32 1, ptr %12, align 8
  %13 = tail call noundef i32 @__cudaCDP2LaunchDevice_ptsz(ptr noundef nonnull @_Z5childPii, ptr noundef nonnull %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, ptr noundef nonnull byval(%struct.dim3) align 4 %2, i32 noundef 0, ptr noundef null) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  call void @llvm.lifetime.end.p0(ptr nonnull %2)
  br label %14

14:                                               ; preds = %6, %1
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z4walkPii(ptr noundef %0, i32 noundef %1) #2 {
  %3 = alloca %struct.dim3, align 8
  %4 = alloca %struct.dim3, align 8
  %5 = icmp sgt i32 %1, 0
  br i1 %5, label %6, label %12

6:                                                ; preds = %2
  %7 = add nsw i32 %1, -1
  %8 = getelementptr inbounds nuw i8, ptr %3, i64 4
  %9 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %10 = getelementptr inbounds nuw i8, ptr %4, i64 4
  %11 = getelementptr inbounds nuw i8, ptr %4, i64 8
  br label %13

12:                                               ; preds = %22, %2
  ret void

13:                                               ; preds = %6, %22
  %14 = phi i32 [ 0, %6 ], [ %23, %22 ]
  %15 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #7
  %16 = icmp eq ptr %15, null
  br i1 %16, label %22, label %17

17:                                               ; preds = %13
  %18 = zext nneg i32 %14 to i64
  %19 = getelementptr inbounds nuw i32, ptr %0, i64 %18
  store ptr %19, ptr %15, align 64, !tbaa !11
  %20 = getelementptr inbounds nuw i8, ptr %15, i64 8
  store i32 %7, ptr %20, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  store i32 32, ptr %3, align 8
  store i32 1, ptr %8, align 4
  store i32 1, ptr %9, align 8
  store i32 1, ptr %4, align 8
  store i32 1, ptr %10, align 4
  store i32 1, ptr %11, align 8
  %21 = tail call noundef i32 @__cudaCDP2LaunchDevice_ptsz(ptr noundef nonnull @_Z4walkPii, ptr noundef nonnull %15, ptr noundef nonnull byval(%struct.dim3) align 4 %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, i32 noundef 0, ptr noundef null) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  br label %22

22:                                               ; preds = %13, %17
  %23 = add nuw nsw i32 %14, 1
  %24 = icmp eq i32 %23, %1
  br i1 %24, label %12, label %13, !llvm.loop !22
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #6

; Function Attrs: convergent nounwind
declare dso_local ptr @__cudaCDP2GetParameterBuffer(i64 noundef, i64 noundef) local_unnamed_addr #5

; Function Attrs: convergent nounwind
declare dso_local i32 @__cudaCDP2LaunchDevice_ptsz(ptr noundef, ptr noundef, ptr noundef byval(%struct.dim3) align 4, ptr noundef byval(%struct.dim3) align 4, i32 noundef, ptr noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #6

; Function Attrs: convergent nounwind
declare dso_local i32 @__cudaCDP2Malloc(ptr noundef, i64 noundef) local_unnamed_addr #5

; Function Attrs: convergent nounwind
declare dso_local i32 @__cudaCDP2Free(ptr noundef) local_unnamed_addr #5

; Function Attrs: convergent nounwind
declare dso_local i32 @__cudaCDP2EventRecord_ptsz(ptr noundef, ptr noundef) local_unnamed_addr #5

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #2 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #5 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { convergent nounwind }
attributes #8 = { nounwind }

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
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
!16 = distinct !{!16, !15}
!17 = distinct !{!17, !15}
!18 = distinct !{!18, !15}
!19 = distinct !{!19, !15}
!20 = distinct !{!20, !15}
!21 = distinct !{!21, !15}
!22 = distinct !{!22, !15}
