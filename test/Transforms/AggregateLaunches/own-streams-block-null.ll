; Produced by (clang 22.1.8, CUDA 13.0):
;   clang++ -x cuda --cuda-path=/usr/local/cuda
;     --cuda-gpu-arch=sm_90 -fgpu-rdc --cuda-device-only -D__CUDACC_RDC__
;     -Wno-unknown-cuda-version -S -emit-llvm -O2 -I../../../include
;     Inputs/own-streams-block-null.cu
; Issue 23 item 3, "streams a thread creates itself are private to it"
; (Aggregation/OwnStreamsPlan.cpp): a kernel's launches into streams its
; threads created (cudaStreamCreateWithFlags into a local array) that are
; not privateStreamLaunch's (the thread's only launch, once) all go to the
; block's NULL stream (stream null, DPAGG_LAUNCH_PTSZ clear), aggregated or
; as written, where every such stream is private to the kernel's launches,
; every other launch names NULL, cudaStreamFireAndForget or
; cudaStreamTailLaunch, and nothing else it runs launches or uses a stream,
; an event or the error state; otherwise every one is refused by
; own-stream, and the plan and the remark name the DPAGG_NO_OWN_STREAMS_MOVE
; rule. The creations and destructions stay as written.
; REQUIRES: nvptx-registered-target
; RUN: opt -passes='print<dpagg-plan><block>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=PLAN
; RUN: opt -passes='dpagg-aggregate<block>' -pass-remarks=dpagg -pass-remarks-missed=dpagg -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: opt -passes='dpagg-aggregate<block>' -S %s | FileCheck %s --check-prefix=IR
; RUN: opt -passes='dpagg-aggregate<warp>' -S %s | FileCheck %s --check-prefix=WARP
; RUN: opt -passes='print<dpagg-plan><block;strict-ordering>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=STRICT
; RUN: opt -passes='print<dpagg-plan><block>' -dpagg-refuse-tail-launch-children=false -disable-output %s 2>&1 | FileCheck %s --check-prefix=CLONE

; The IPDPS pattern, a child per work item into s[i % 4]: per warp (no
; barrier in the loop), in the block's NULL stream.
; PLAN:      ipdps_loop(int*, int const*, int): launch of child(int*, int): scope asked block, chosen warp (rule barrier-in-loop); postponed to none; flags: block-null-stream from-own-streams;
; PLAN-NEXT: two_streams(int*): launch of child(int*, int): scope asked block, chosen block; postponed to none; flags: block-null-stream from-own-streams;
; PLAN-NEXT: two_streams(int*): launch of other(int*, int): scope asked block, chosen block; postponed to none; flags: block-null-stream from-own-streams;
; The creations' results read: moved.
; PLAN-NEXT: checked(int*, int, int*): launch of child(int*, int): scope asked block, chosen warp (rule barrier-in-loop); postponed to none; flags: block-null-stream from-own-streams;
; A NULL-stream launch as written: joined, not moved.
; PLAN-NEXT: with_null(int*): launch of child(int*, int): scope asked block, chosen block; postponed to none; flags: block-null-stream from-own-streams;
; PLAN-NEXT: with_null(int*): launch of other(int*, int): scope asked block, chosen block; postponed to none; flags: none;
; A site refused for another rule is moved with its kernel's aggregated one.
; PLAN-NEXT: with_kept(int*): launch of child(int*, int): scope asked block, chosen block; postponed to none; flags: block-null-stream from-own-streams;
; PLAN-NEXT: with_kept(int*): launch of kept(int*, int): refused by rule no-aggregate; into the block's NULL stream from its thread's own streams{{$}}
; The refusals, one per rule.
; PLAN-NEXT: stored(int*, int): launch of child(int*, int): refused by rule own-stream (not into the block's NULL stream: rule own-streams-private){{$}}
; PLAN-NEXT: event_recorded(int*, int): launch of child(int*, int): refused by rule own-stream (not into the block's NULL stream: rule own-streams-private){{$}}
; PLAN-NEXT: flag_not_constant(int*, int, unsigned int): launch of child(int*, int): refused by rule own-stream (not into the block's NULL stream: rule own-streams-private){{$}}
; PLAN-NEXT: destroyed_in_loop(int*, int): launch of child(int*, int): refused by rule own-stream (not into the block's NULL stream: rule own-streams-private){{$}}
; PLAN-NEXT: with_per_thread(int*, int): launch of child(int*, int): refused by rule own-stream (not into the block's NULL stream: rule own-streams-stream){{$}}
; PLAN-NEXT: with_per_thread(int*, int): launch of other(int*, int): refused by rule per-thread-stream (not into the block's NULL stream: rule ptds-stream){{$}}
; PLAN-NEXT: maybe_given(int*, int, CUstream_st*): launch of child(int*, int): refused by rule own-stream (not into the block's NULL stream: rule own-streams-stream){{$}}
; The stream known at run time is the runtime's to group by value.
; PLAN-NEXT: maybe_given(int*, int, CUstream_st*): launch of other(int*, int): scope asked block, chosen block; postponed to none; flags: none;
; PLAN-NEXT: error_read(int*, int, int*): launch of child(int*, int): refused by rule own-stream (not into the block's NULL stream: rule own-streams-calls){{$}}
; PLAN-NEXT: external_call(int*, int): launch of child(int*, int): refused by rule own-stream (not into the block's NULL stream: rule own-streams-calls){{$}}
; Cost: nothing of the kernel is aggregated, so nothing is moved.
; PLAN-NEXT: none_aggregated(int*, int): launch of kept(int*, int): refused by rule no-aggregate{{$}}
; The thread's only launch, once, keeps the fire-and-forget path.
; PLAN-NEXT: only_launch(int*): launch of child(int*, int): scope asked block, chosen block; postponed to none; flags: private-stream only-launch unobserved;
; PLAN-NEXT: walk(int*, int): launch of walk(int*, int): refused by rule child-tail-launch{{$}}
; A kernel launching itself into its own streams: moved in the kernel,
; refused in its aggregated clone.
; CLONE:      walk(int*, int): launch of walk(int*, int): scope asked block, chosen warp (rule barrier-in-loop); postponed to none; flags: block-null-stream from-own-streams;
; CLONE-NEXT: walk(int*, int) (.dpagg): in the aggregated clone of walk(int*, int): launch of walk(int*, int): refused by rule own-stream (not into the block's NULL stream: rule own-streams-in-clone){{$}}
; STRICT:      ipdps_loop(int*, int const*, int): launch of child(int*, int): refused by rule strict-ordering (not into the block's NULL stream: rule own-streams-strict-ordering){{$}}
; STRICT-NEXT: two_streams(int*): launch of child(int*, int): refused by rule strict-ordering (not into the block's NULL stream: rule own-streams-strict-ordering){{$}}
; STRICT-NOT:  block-null-stream

; REMARK: launch of child(int*, int) aggregated per warp (not per block: the launch is in a loop, {{.*}}); sibling launches into the NULL stream now run concurrently (-dpagg-strict-ordering refuses this); the thread's launches into the streams it created go to its block's NULL stream instead, every such launch of the kernel, in the thread's order (children of different threads of a block, and of one thread's different streams, run in order instead of concurrently){{$}}
; REMARK: launch of kept(int*, int) not aggregated: the kernel is marked DPAGG_NO_AGGREGATE
; REMARK-NEXT: launch of kept(int*, int) made as written, but into its block's NULL stream instead of the stream its thread created, in order with the thread's other launches of its kernel, which go there too (children of different threads of a block, and of one thread's different streams, run in order instead of concurrently){{$}}
; REMARK-NEXT: launch of child(int*, int) not aggregated: it launches into a stream that the launching thread created itself, {{.*}}; and it cannot go to cudaStreamFireAndForget instead (the launch is in a loop, so the thread may launch into its stream more than once), nor to the block's NULL stream with its kernel's other launches (rule own-streams-private): the launch of child(int*, int) into a stream its thread created: a handle of its streams is stored to memory, where another thread could read it{{$}}
; REMARK-NEXT: (rule own-streams-private): {{.*}}: a handle of its streams is passed to __cudaCDP2EventRecord{{$}}
; REMARK-NEXT: (rule own-streams-private): {{.*}}: a stream of its array is created with a flag that is not the constant cudaStreamNonBlocking, so the creation may fail{{$}}
; REMARK-NEXT: (rule own-streams-private): {{.*}}: a stream of its array may be destroyed before the launch{{$}}
; REMARK-NEXT: (rule own-streams-stream): the kernel makes a launch of other(int*, int) into the per-thread stream, which is neither the block's NULL stream, a stream that orders nothing nor one its thread created{{$}}
; REMARK-NEXT: launch of other(int*, int) not aggregated: it launches into the thread's per-thread default stream {{.*}} (rule ptds-stream)
; REMARK-NEXT: (rule own-streams-stream): the kernel makes a launch of other(int*, int) into a stream known only at run time, which is neither the block's NULL stream, a stream that orders nothing nor one its thread created{{$}}
; REMARK-NEXT: launch of other(int*, int) aggregated per block
; REMARK-NEXT: (rule own-streams-calls): the kernel calls __cudaCDP2GetLastError, which may launch (into a stream of the thread's, out of order with the moved launches) or use a stream, an event or the error state{{$}}
; REMARK-NEXT: (rule own-streams-calls): the kernel calls hook(int), which may launch
; REMARK-NEXT: launch of kept(int*, int) not aggregated: the kernel is marked DPAGG_NO_AGGREGATE
; REMARK-NOT:  made as written, but into its block's NULL stream
; REMARK:      launch of child(int*, int) aggregated per block; the launch goes to cudaStreamFireAndForget instead of the stream its thread created for it

; What the runtime is told: flags 0 (no DPAGG_LAUNCH_PTSZ) and the stream
; null for the moved sites; only_launch's fire-and-forget path (24).
; IR: @dpagg.site._Z5childPii.0 = {{.*}}, i32 0, i32 12,
; IR: @dpagg.site._Z5childPii.8 = {{.*}}, i32 24, i32 12,
; IR-LABEL: define {{.*}} @_Z10ipdps_loopPiPKii(
; IR-COUNT-4: call noundef i32 @__cudaCDP2StreamCreateWithFlags(ptr noundef nonnull %{{[0-9]+}}, i32 noundef 1)
; IR-COUNT-4: call noundef i32 @__cudaCDP2StreamDestroy(
; IR-NOT:     @__cudaCDP2LaunchDevice(
; IR:         call i32 @__dpagg_aggregate_warp(ptr @dpagg.site._Z5childPii.0, {{.*}}, i32 0, ptr null)
; IR-LABEL: define {{.*}} @_Z11two_streamsPi(
; IR-NOT:     @__cudaCDP2LaunchDevice(
; IR:         call i32 @__dpagg_aggregate_block(ptr @dpagg.site._Z5childPii.1, {{.*}}, i32 0, ptr null,
; IR:         call i32 @__dpagg_aggregate_block(ptr @dpagg.site._Z5otherPii.2, {{.*}}, i32 0, ptr null,
; IR-COUNT-4: call noundef i32 @__cudaCDP2StreamDestroy(
; IR-LABEL: define {{.*}} @_Z9with_keptPi(
; IR:         call i32 @__dpagg_aggregate_block(ptr @dpagg.site._Z5childPii.6, {{.*}}, i32 0, ptr null,
; The refused one as written (V2, in a kernel with a block-scope site),
; into the NULL stream, no DPAGG_LAUNCH_PTSZ.
; IR:         call i32 @__dpagg_launch_v2(ptr @_Z4keptPii, {{.*}}, i32 0, ptr null, i32 0,
; IR-LABEL: define {{.*}} @_Z6storedPii(
; IR-NOT:     @__dpagg_aggregate
; IR:         call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPii, {{.*}}, ptr noundef %{{[0-9]+}})
; IR-LABEL: define {{.*}} @_Z15none_aggregatedPii(
; IR:         call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z4keptPii, {{.*}}, ptr noundef %{{[0-9]+}})

; WARP-LABEL: define {{.*}} @_Z11two_streamsPi(
; WARP:         call i32 @__dpagg_aggregate_warp(ptr @dpagg.site._Z5childPii.1, {{.*}}, i32 0, ptr null)
; WARP:         call i32 @__dpagg_aggregate_warp(ptr @dpagg.site._Z5otherPii.2, {{.*}}, i32 0, ptr null)
; At warp scope the refused launch is lowered to V2 into the block's NULL
; stream, through the runtime's warp gate (AggregationPlan::GateKernels).
; WARP-LABEL: define {{.*}} @_Z9with_keptPi(
; WARP:         call i32 @__dpagg_aggregate_warp(ptr @dpagg.site._Z5childPii.6, {{.*}}, i32 0, ptr null)
; WARP:         call i32 @__dpagg_launch_v2(ptr @_Z4keptPii, {{.*}}, i32 0, ptr null, i32 0, ptr @dpagg.name._Z4keptPii)

source_filename = "Inputs/own-streams-block-null.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.dim3 = type { i32, i32, i32 }

@g_stream = dso_local addrspace(1) externally_initialized global ptr null, align 8
@.str = private unnamed_addr constant [19 x i8] c"dpagg.no_aggregate\00", section "llvm.metadata"
@.str1 = private unnamed_addr constant [33 x i8] c"Inputs/own-streams-block-null.cu\00", section "llvm.metadata"
@llvm.global.annotations = appending global [1 x { ptr, ptr, ptr, i32, ptr }] [{ ptr, ptr, ptr, i32, ptr } { ptr @_Z4keptPii, ptr @.str, ptr @.str1, i32 11, ptr null }], section "llvm.metadata"
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @g_stream to ptr)], section "llvm.metadata"

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

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z10ipdps_loopPiPKii(ptr noundef %0, ptr noundef readonly captures(none) %1, i32 noundef %2) local_unnamed_addr #1 {
  %4 = alloca %struct.dim3, align 8
  %5 = alloca %struct.dim3, align 8
  %6 = alloca [4 x ptr], align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %6) #6
  %7 = call noundef i32 @__cudaCDP2StreamCreateWithFlags(ptr noundef nonnull %6, i32 noundef 1) #7
  %8 = getelementptr inbounds nuw i8, ptr %6, i64 8
  %9 = call noundef i32 @__cudaCDP2StreamCreateWithFlags(ptr noundef nonnull %8, i32 noundef 1) #7
  %10 = getelementptr inbounds nuw i8, ptr %6, i64 16
  %11 = call noundef i32 @__cudaCDP2StreamCreateWithFlags(ptr noundef nonnull %10, i32 noundef 1) #7
  %12 = getelementptr inbounds nuw i8, ptr %6, i64 24
  %13 = call noundef i32 @__cudaCDP2StreamCreateWithFlags(ptr noundef nonnull %12, i32 noundef 1) #7
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %16 = mul i32 %14, %15
  %17 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %18 = add i32 %16, %17
  %19 = icmp slt i32 %18, %2
  br i1 %19, label %20, label %27

20:                                               ; preds = %3
  %21 = getelementptr inbounds nuw i8, ptr %4, i64 4
  %22 = getelementptr inbounds nuw i8, ptr %4, i64 8
  %23 = getelementptr inbounds nuw i8, ptr %5, i64 4
  %24 = getelementptr inbounds nuw i8, ptr %5, i64 8
  %25 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %26 = mul i32 %25, %15
  br label %36

27:                                               ; preds = %52, %3
  %28 = load ptr, ptr %6, align 8, !tbaa !11
  %29 = call noundef i32 @__cudaCDP2StreamDestroy(ptr noundef %28) #7
  %30 = load ptr, ptr %8, align 8, !tbaa !11
  %31 = call noundef i32 @__cudaCDP2StreamDestroy(ptr noundef %30) #7
  %32 = load ptr, ptr %10, align 8, !tbaa !11
  %33 = call noundef i32 @__cudaCDP2StreamDestroy(ptr noundef %32) #7
  %34 = load ptr, ptr %12, align 8, !tbaa !11
  %35 = call noundef i32 @__cudaCDP2StreamDestroy(ptr noundef %34) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %6) #6
  ret void

36:                                               ; preds = %20, %52
  %37 = phi i32 [ %18, %20 ], [ %53, %52 ]
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds i32, ptr %1, i64 %38
  %40 = load i32, ptr %39, align 4, !tbaa !6
  %41 = icmp eq i32 %40, 0
  br i1 %41, label %52, label %42

42:                                               ; preds = %36
  %43 = call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #7
  %44 = icmp eq ptr %43, null
  br i1 %44, label %52, label %45

45:                                               ; preds = %42
  store ptr %0, ptr %43, align 64, !tbaa !14
  %46 = getelementptr inbounds nuw i8, ptr %43, i64 8
  store i32 %37, ptr %46, align 8, !tbaa !6
  %47 = srem i32 %37, 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds ptr, ptr %6, i64 %48
  %50 = load ptr, ptr %49, align 8, !tbaa !11
  call void @llvm.lifetime.start.p0(ptr nonnull %5)
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  store i32 32, ptr %4, align 8
  store i32 1, ptr %21, align 4
  store i32 1, ptr %22, align 8
  store i32 1, ptr %5, align 8
  store i32 1, ptr %23, align 4
  store i32 1, ptr %24, align 8
  %51 = call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPii, ptr noundef nonnull %43, ptr noundef nonnull byval(%struct.dim3) align 4 %5, ptr noundef nonnull byval(%struct.dim3) align 4 %4, i32 noundef 0, ptr noundef %50) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %5)
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  br label %52

52:                                               ; preds = %36, %45, %42
  %53 = add i32 %37, %26
  %54 = icmp slt i32 %53, %2
  br i1 %54, label %36, label %27, !llvm.loop !16
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #2

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z11two_streamsPi(ptr noundef %0) local_unnamed_addr #1 {
  %2 = alloca %struct.dim3, align 8
  %3 = alloca %struct.dim3, align 8
  %4 = alloca %struct.dim3, align 8
  %5 = alloca %struct.dim3, align 8
  %6 = alloca [4 x ptr], align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %6) #6
  %7 = call noundef i32 @__cudaCDP2StreamCreateWithFlags(ptr noundef nonnull %6, i32 noundef 1) #7
  %8 = getelementptr inbounds nuw i8, ptr %6, i64 8
  %9 = call noundef i32 @__cudaCDP2StreamCreateWithFlags(ptr noundef nonnull %8, i32 noundef 1) #7
  %10 = getelementptr inbounds nuw i8, ptr %6, i64 16
  %11 = call noundef i32 @__cudaCDP2StreamCreateWithFlags(ptr noundef nonnull %10, i32 noundef 1) #7
  %12 = getelementptr inbounds nuw i8, ptr %6, i64 24
  %13 = call noundef i32 @__cudaCDP2StreamCreateWithFlags(ptr noundef nonnull %12, i32 noundef 1) #7
  %14 = call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #7
  %15 = icmp eq ptr %14, null
  br i1 %15, label %28, label %16

16:                                               ; preds = %1
  %17 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store ptr %0, ptr %14, align 64, !tbaa !14
  %18 = getelementptr inbounds nuw i8, ptr %14, i64 8
  store i32 %17, ptr %18, align 8, !tbaa !6
  %19 = and i32 %17, 3
  %20 = zext nneg i32 %19 to i64
  %21 = getelementptr inbounds nuw ptr, ptr %6, i64 %20
  %22 = load ptr, ptr %21, align 8, !tbaa !11
  call void @llvm.lifetime.start.p0(ptr nonnull %5)
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  store i32 32, ptr %4, align 8
  %23 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %23, align 4
  %24 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %24, align 8
  store i32 1, ptr %5, align 8
  %25 = getelementptr inbounds nuw i8, ptr %5, i64 4
  store i32 1, ptr %25, align 4
  %26 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store i32 1, ptr %26, align 8
  %27 = call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPii, ptr noundef nonnull %14, ptr noundef nonnull byval(%struct.dim3) align 4 %5, ptr noundef nonnull byval(%struct.dim3) align 4 %4, i32 noundef 0, ptr noundef %22) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %5)
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  br label %28

28:                                               ; preds = %16, %1
  %29 = call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #7
  %30 = icmp eq ptr %29, null
  br i1 %30, label %44, label %31

31:                                               ; preds = %28
  %32 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store ptr %0, ptr %29, align 64, !tbaa !14
  %33 = getelementptr inbounds nuw i8, ptr %29, i64 8
  store i32 %32, ptr %33, align 8, !tbaa !6
  %34 = add nuw nsw i32 %32, 1
  %35 = and i32 %34, 3
  %36 = zext nneg i32 %35 to i64
  %37 = getelementptr inbounds nuw ptr, ptr %6, i64 %36
  %38 = load ptr, ptr %37, align 8, !tbaa !11
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  call void @llvm.lifetime.start.p0(ptr nonnull %2)
  store i32 32, ptr %2, align 8
  %39 = getelementptr inbounds nuw i8, ptr %2, i64 4
  store i32 1, ptr %39, align 4
  %40 = getelementptr inbounds nuw i8, ptr %2, i64 8
  store i32 1, ptr %40, align 8
  store i32 1, ptr %3, align 8
  %41 = getelementptr inbounds nuw i8, ptr %3, i64 4
  store i32 1, ptr %41, align 4
  %42 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store i32 1, ptr %42, align 8
  %43 = call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5otherPii, ptr noundef nonnull %29, ptr noundef nonnull byval(%struct.dim3) align 4 %3, ptr noundef nonnull byval(%struct.dim3) align 4 %2, i32 noundef 0, ptr noundef %38) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  call void @llvm.lifetime.end.p0(ptr nonnull %2)
  br label %44

44:                                               ; preds = %31, %28
  %45 = load ptr, ptr %6, align 8, !tbaa !11
  %46 = call noundef i32 @__cudaCDP2StreamDestroy(ptr noundef %45) #7
  %47 = load ptr, ptr %8, align 8, !tbaa !11
  %48 = call noundef i32 @__cudaCDP2StreamDestroy(ptr noundef %47) #7
  %49 = load ptr, ptr %10, align 8, !tbaa !11
  %50 = call noundef i32 @__cudaCDP2StreamDestroy(ptr noundef %49) #7
  %51 = load ptr, ptr %12, align 8, !tbaa !11
  %52 = call noundef i32 @__cudaCDP2StreamDestroy(ptr noundef %51) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %6) #6
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z7checkedPiiS_(ptr noundef %0, i32 noundef %1, ptr noundef writeonly captures(none) %2) local_unnamed_addr #1 {
  %4 = alloca %struct.dim3, align 8
  %5 = alloca %struct.dim3, align 8
  %6 = alloca [4 x ptr], align 8
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  call void @llvm.lifetime.start.p0(ptr nonnull %6) #6
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds i32, ptr %2, i64 %12
  %14 = call noundef i32 @__cudaCDP2StreamCreateWithFlags(ptr noundef nonnull %6, i32 noundef 1) #7
  %15 = icmp eq i32 %14, 0
  br i1 %15, label %23, label %22

16:                                               ; preds = %38
  %17 = mul nsw i32 %1, %11
  %18 = getelementptr inbounds nuw i8, ptr %4, i64 4
  %19 = getelementptr inbounds nuw i8, ptr %4, i64 8
  %20 = getelementptr inbounds nuw i8, ptr %5, i64 4
  %21 = getelementptr inbounds nuw i8, ptr %5, i64 8
  br label %49

22:                                               ; preds = %3
  store i32 1, ptr %13, align 4, !tbaa !6
  br label %23

23:                                               ; preds = %3, %22
  %24 = getelementptr inbounds nuw i8, ptr %6, i64 8
  %25 = call noundef i32 @__cudaCDP2StreamCreateWithFlags(ptr noundef nonnull %24, i32 noundef 1) #7
  %26 = icmp eq i32 %25, 0
  br i1 %26, label %28, label %27

27:                                               ; preds = %23
  store i32 1, ptr %13, align 4, !tbaa !6
  br label %28

28:                                               ; preds = %27, %23
  %29 = getelementptr inbounds nuw i8, ptr %6, i64 16
  %30 = call noundef i32 @__cudaCDP2StreamCreateWithFlags(ptr noundef nonnull %29, i32 noundef 1) #7
  %31 = icmp eq i32 %30, 0
  br i1 %31, label %33, label %32

32:                                               ; preds = %28
  store i32 1, ptr %13, align 4, !tbaa !6
  br label %33

33:                                               ; preds = %32, %28
  %34 = getelementptr inbounds nuw i8, ptr %6, i64 24
  %35 = call noundef i32 @__cudaCDP2StreamCreateWithFlags(ptr noundef nonnull %34, i32 noundef 1) #7
  %36 = icmp eq i32 %35, 0
  br i1 %36, label %38, label %37

37:                                               ; preds = %33
  store i32 1, ptr %13, align 4, !tbaa !6
  br label %38

38:                                               ; preds = %37, %33
  %39 = icmp sgt i32 %1, 0
  br i1 %39, label %16, label %40

40:                                               ; preds = %61, %38
  %41 = load ptr, ptr %6, align 8, !tbaa !11
  %42 = call noundef i32 @__cudaCDP2StreamDestroy(ptr noundef %41) #7
  %43 = load ptr, ptr %24, align 8, !tbaa !11
  %44 = call noundef i32 @__cudaCDP2StreamDestroy(ptr noundef %43) #7
  %45 = load ptr, ptr %29, align 8, !tbaa !11
  %46 = call noundef i32 @__cudaCDP2StreamDestroy(ptr noundef %45) #7
  %47 = load ptr, ptr %34, align 8, !tbaa !11
  %48 = call noundef i32 @__cudaCDP2StreamDestroy(ptr noundef %47) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %6) #6
  ret void

49:                                               ; preds = %16, %61
  %50 = phi i32 [ 0, %16 ], [ %62, %61 ]
  %51 = call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #7
  %52 = icmp eq ptr %51, null
  br i1 %52, label %61, label %53

53:                                               ; preds = %49
  %54 = add nsw i32 %50, %17
  store ptr %0, ptr %51, align 64, !tbaa !14
  %55 = getelementptr inbounds nuw i8, ptr %51, i64 8
  store i32 %54, ptr %55, align 8, !tbaa !6
  %56 = and i32 %50, 3
  %57 = zext nneg i32 %56 to i64
  %58 = getelementptr inbounds nuw ptr, ptr %6, i64 %57
  %59 = load ptr, ptr %58, align 8, !tbaa !11
  call void @llvm.lifetime.start.p0(ptr nonnull %5)
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  store i32 32, ptr %4, align 8
  store i32 1, ptr %18, align 4
  store i32 1, ptr %19, align 8
  store i32 1, ptr %5, align 8
  store i32 1, ptr %20, align 4
  store i32 1, ptr %21, align 8
  %60 = call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPii, ptr noundef nonnull %51, ptr noundef nonnull byval(%struct.dim3) align 4 %5, ptr noundef nonnull byval(%struct.dim3) align 4 %4, i32 noundef 0, ptr noundef %59) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %5)
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  br label %61

61:                                               ; preds = %49, %53
  %62 = add nuw nsw i32 %50, 1
  %63 = icmp eq i32 %62, %1
  br i1 %63, label %40, label %49, !llvm.loop !18
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z9with_nullPi(ptr noundef %0) local_unnamed_addr #1 {
  %2 = alloca %struct.dim3, align 8
  %3 = alloca %struct.dim3, align 8
  %4 = alloca %struct.dim3, align 8
  %5 = alloca %struct.dim3, align 8
  %6 = alloca [4 x ptr], align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %6) #6
  %7 = call noundef i32 @__cudaCDP2StreamCreateWithFlags(ptr noundef nonnull %6, i32 noundef 1) #7
  %8 = getelementptr inbounds nuw i8, ptr %6, i64 8
  %9 = call noundef i32 @__cudaCDP2StreamCreateWithFlags(ptr noundef nonnull %8, i32 noundef 1) #7
  %10 = getelementptr inbounds nuw i8, ptr %6, i64 16
  %11 = call noundef i32 @__cudaCDP2StreamCreateWithFlags(ptr noundef nonnull %10, i32 noundef 1) #7
  %12 = getelementptr inbounds nuw i8, ptr %6, i64 24
  %13 = call noundef i32 @__cudaCDP2StreamCreateWithFlags(ptr noundef nonnull %12, i32 noundef 1) #7
  %14 = call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #7
  %15 = icmp eq ptr %14, null
  br i1 %15, label %28, label %16

16:                                               ; preds = %1
  %17 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store ptr %0, ptr %14, align 64, !tbaa !14
  %18 = getelementptr inbounds nuw i8, ptr %14, i64 8
  store i32 %17, ptr %18, align 8, !tbaa !6
  %19 = and i32 %17, 3
  %20 = zext nneg i32 %19 to i64
  %21 = getelementptr inbounds nuw ptr, ptr %6, i64 %20
  %22 = load ptr, ptr %21, align 8, !tbaa !11
  call void @llvm.lifetime.start.p0(ptr nonnull %5)
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  store i32 32, ptr %4, align 8
  %23 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %23, align 4
  %24 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %24, align 8
  store i32 1, ptr %5, align 8
  %25 = getelementptr inbounds nuw i8, ptr %5, i64 4
  store i32 1, ptr %25, align 4
  %26 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store i32 1, ptr %26, align 8
  %27 = call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPii, ptr noundef nonnull %14, ptr noundef nonnull byval(%struct.dim3) align 4 %5, ptr noundef nonnull byval(%struct.dim3) align 4 %4, i32 noundef 0, ptr noundef %22) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %5)
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  br label %28

28:                                               ; preds = %16, %1
  %29 = call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #7
  %30 = icmp eq ptr %29, null
  br i1 %30, label %39, label %31

31:                                               ; preds = %28
  %32 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store ptr %0, ptr %29, align 64, !tbaa !14
  %33 = getelementptr inbounds nuw i8, ptr %29, i64 8
  store i32 %32, ptr %33, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  call void @llvm.lifetime.start.p0(ptr nonnull %2)
  store i32 32, ptr %2, align 8
  %34 = getelementptr inbounds nuw i8, ptr %2, i64 4
  store i32 1, ptr %34, align 4
  %35 = getelementptr inbounds nuw i8, ptr %2, i64 8
  store i32 1, ptr %35, align 8
  store i32 1, ptr %3, align 8
  %36 = getelementptr inbounds nuw i8, ptr %3, i64 4
  store i32 1, ptr %36, align 4
  %37 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store i32 1, ptr %37, align 8
  %38 = call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5otherPii, ptr noundef nonnull %29, ptr noundef nonnull byval(%struct.dim3) align 4 %3, ptr noundef nonnull byval(%struct.dim3) align 4 %2, i32 noundef 0, ptr noundef null) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  call void @llvm.lifetime.end.p0(ptr nonnull %2)
  br label %39

39:                                               ; preds = %31, %28
  %40 = load ptr, ptr %6, align 8, !tbaa !11
  %41 = call noundef i32 @__cudaCDP2StreamDestroy(ptr noundef %40) #7
  %42 = load ptr, ptr %8, align 8, !tbaa !11
  %43 = call noundef i32 @__cudaCDP2StreamDestroy(ptr noundef %42) #7
  %44 = load ptr, ptr %10, align 8, !tbaa !11
  %45 = call noundef i32 @__cudaCDP2StreamDestroy(ptr noundef %44) #7
  %46 = load ptr, ptr %12, align 8, !tbaa !11
  %47 = call noundef i32 @__cudaCDP2StreamDestroy(ptr noundef %46) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %6) #6
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z9with_keptPi(ptr noundef %0) local_unnamed_addr #1 {
  %2 = alloca %struct.dim3, align 8
  %3 = alloca %struct.dim3, align 8
  %4 = alloca %struct.dim3, align 8
  %5 = alloca %struct.dim3, align 8
  %6 = alloca [4 x ptr], align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %6) #6
  %7 = call noundef i32 @__cudaCDP2StreamCreateWithFlags(ptr noundef nonnull %6, i32 noundef 1) #7
  %8 = getelementptr inbounds nuw i8, ptr %6, i64 8
  %9 = call noundef i32 @__cudaCDP2StreamCreateWithFlags(ptr noundef nonnull %8, i32 noundef 1) #7
  %10 = getelementptr inbounds nuw i8, ptr %6, i64 16
  %11 = call noundef i32 @__cudaCDP2StreamCreateWithFlags(ptr noundef nonnull %10, i32 noundef 1) #7
  %12 = getelementptr inbounds nuw i8, ptr %6, i64 24
  %13 = call noundef i32 @__cudaCDP2StreamCreateWithFlags(ptr noundef nonnull %12, i32 noundef 1) #7
  %14 = call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #7
  %15 = icmp eq ptr %14, null
  br i1 %15, label %25, label %16

16:                                               ; preds = %1
  %17 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store ptr %0, ptr %14, align 64, !tbaa !14
  %18 = getelementptr inbounds nuw i8, ptr %14, i64 8
  store i32 %17, ptr %18, align 8, !tbaa !6
  %19 = load ptr, ptr %6, align 8, !tbaa !11
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
  %24 = call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPii, ptr noundef nonnull %14, ptr noundef nonnull byval(%struct.dim3) align 4 %5, ptr noundef nonnull byval(%struct.dim3) align 4 %4, i32 noundef 0, ptr noundef %19) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %5)
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  br label %25

25:                                               ; preds = %16, %1
  %26 = call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #7
  %27 = icmp eq ptr %26, null
  br i1 %27, label %37, label %28

28:                                               ; preds = %25
  %29 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store ptr %0, ptr %26, align 64, !tbaa !14
  %30 = getelementptr inbounds nuw i8, ptr %26, i64 8
  store i32 %29, ptr %30, align 8, !tbaa !6
  %31 = load ptr, ptr %6, align 8, !tbaa !11
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  call void @llvm.lifetime.start.p0(ptr nonnull %2)
  store i32 32, ptr %2, align 8
  %32 = getelementptr inbounds nuw i8, ptr %2, i64 4
  store i32 1, ptr %32, align 4
  %33 = getelementptr inbounds nuw i8, ptr %2, i64 8
  store i32 1, ptr %33, align 8
  store i32 1, ptr %3, align 8
  %34 = getelementptr inbounds nuw i8, ptr %3, i64 4
  store i32 1, ptr %34, align 4
  %35 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store i32 1, ptr %35, align 8
  %36 = call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z4keptPii, ptr noundef nonnull %26, ptr noundef nonnull byval(%struct.dim3) align 4 %3, ptr noundef nonnull byval(%struct.dim3) align 4 %2, i32 noundef 0, ptr noundef %31) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  call void @llvm.lifetime.end.p0(ptr nonnull %2)
  br label %37

37:                                               ; preds = %28, %25
  %38 = load ptr, ptr %6, align 8, !tbaa !11
  %39 = call noundef i32 @__cudaCDP2StreamDestroy(ptr noundef %38) #7
  %40 = load ptr, ptr %8, align 8, !tbaa !11
  %41 = call noundef i32 @__cudaCDP2StreamDestroy(ptr noundef %40) #7
  %42 = load ptr, ptr %10, align 8, !tbaa !11
  %43 = call noundef i32 @__cudaCDP2StreamDestroy(ptr noundef %42) #7
  %44 = load ptr, ptr %12, align 8, !tbaa !11
  %45 = call noundef i32 @__cudaCDP2StreamDestroy(ptr noundef %44) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %6) #6
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z6storedPii(ptr noundef %0, i32 noundef %1) local_unnamed_addr #1 {
  %3 = alloca %struct.dim3, align 8
  %4 = alloca %struct.dim3, align 8
  %5 = alloca [4 x ptr], align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #6
  %6 = call noundef i32 @__cudaCDP2StreamCreateWithFlags(ptr noundef nonnull %5, i32 noundef 1) #7
  %7 = getelementptr inbounds nuw i8, ptr %5, i64 8
  %8 = call noundef i32 @__cudaCDP2StreamCreateWithFlags(ptr noundef nonnull %7, i32 noundef 1) #7
  %9 = getelementptr inbounds nuw i8, ptr %5, i64 16
  %10 = call noundef i32 @__cudaCDP2StreamCreateWithFlags(ptr noundef nonnull %9, i32 noundef 1) #7
  %11 = getelementptr inbounds nuw i8, ptr %5, i64 24
  %12 = call noundef i32 @__cudaCDP2StreamCreateWithFlags(ptr noundef nonnull %11, i32 noundef 1) #7
  %13 = icmp eq i32 %1, 12345
  br i1 %13, label %14, label %16

14:                                               ; preds = %2
  %15 = load ptr, ptr %7, align 8, !tbaa !11
  store ptr %15, ptr addrspacecast (ptr addrspace(1) @g_stream to ptr), align 8, !tbaa !11
  br label %16

16:                                               ; preds = %14, %2
  %17 = icmp sgt i32 %1, 0
  br i1 %17, label %18, label %24

18:                                               ; preds = %16
  %19 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %20 = getelementptr inbounds nuw i8, ptr %3, i64 4
  %21 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %22 = getelementptr inbounds nuw i8, ptr %4, i64 4
  %23 = getelementptr inbounds nuw i8, ptr %4, i64 8
  br label %33

24:                                               ; preds = %45, %16
  %25 = load ptr, ptr %5, align 8, !tbaa !11
  %26 = call noundef i32 @__cudaCDP2StreamDestroy(ptr noundef %25) #7
  %27 = load ptr, ptr %7, align 8, !tbaa !11
  %28 = call noundef i32 @__cudaCDP2StreamDestroy(ptr noundef %27) #7
  %29 = load ptr, ptr %9, align 8, !tbaa !11
  %30 = call noundef i32 @__cudaCDP2StreamDestroy(ptr noundef %29) #7
  %31 = load ptr, ptr %11, align 8, !tbaa !11
  %32 = call noundef i32 @__cudaCDP2StreamDestroy(ptr noundef %31) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %5) #6
  ret void

33:                                               ; preds = %18, %45
  %34 = phi i32 [ 0, %18 ], [ %46, %45 ]
  %35 = call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #7
  %36 = icmp eq ptr %35, null
  br i1 %36, label %45, label %37

37:                                               ; preds = %33
  %38 = add nuw i32 %34, %19
  store ptr %0, ptr %35, align 64, !tbaa !14
  %39 = getelementptr inbounds nuw i8, ptr %35, i64 8
  store i32 %38, ptr %39, align 8, !tbaa !6
  %40 = and i32 %34, 3
  %41 = zext nneg i32 %40 to i64
  %42 = getelementptr inbounds nuw ptr, ptr %5, i64 %41
  %43 = load ptr, ptr %42, align 8, !tbaa !11
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  store i32 32, ptr %3, align 8
  store i32 1, ptr %20, align 4
  store i32 1, ptr %21, align 8
  store i32 1, ptr %4, align 8
  store i32 1, ptr %22, align 4
  store i32 1, ptr %23, align 8
  %44 = call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPii, ptr noundef nonnull %35, ptr noundef nonnull byval(%struct.dim3) align 4 %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, i32 noundef 0, ptr noundef %43) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  br label %45

45:                                               ; preds = %33, %37
  %46 = add nuw nsw i32 %34, 1
  %47 = icmp eq i32 %46, %1
  br i1 %47, label %24, label %33, !llvm.loop !19
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z14event_recordedPii(ptr noundef %0, i32 noundef %1) local_unnamed_addr #1 {
  %3 = alloca %struct.dim3, align 8
  %4 = alloca %struct.dim3, align 8
  %5 = alloca [4 x ptr], align 8
  %6 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #6
  %7 = call noundef i32 @__cudaCDP2StreamCreateWithFlags(ptr noundef nonnull %5, i32 noundef 1) #7
  %8 = getelementptr inbounds nuw i8, ptr %5, i64 8
  %9 = call noundef i32 @__cudaCDP2StreamCreateWithFlags(ptr noundef nonnull %8, i32 noundef 1) #7
  %10 = getelementptr inbounds nuw i8, ptr %5, i64 16
  %11 = call noundef i32 @__cudaCDP2StreamCreateWithFlags(ptr noundef nonnull %10, i32 noundef 1) #7
  %12 = getelementptr inbounds nuw i8, ptr %5, i64 24
  %13 = call noundef i32 @__cudaCDP2StreamCreateWithFlags(ptr noundef nonnull %12, i32 noundef 1) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %6) #6
  %14 = call noundef i32 @__cudaCDP2EventCreateWithFlags(ptr noundef nonnull %6, i32 noundef 2) #7
  %15 = icmp sgt i32 %1, 0
  br i1 %15, label %16, label %22

16:                                               ; preds = %2
  %17 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %18 = getelementptr inbounds nuw i8, ptr %3, i64 4
  %19 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %20 = getelementptr inbounds nuw i8, ptr %4, i64 4
  %21 = getelementptr inbounds nuw i8, ptr %4, i64 8
  br label %36

22:                                               ; preds = %48, %2
  %23 = load ptr, ptr %6, align 8, !tbaa !20
  %24 = load ptr, ptr %12, align 8, !tbaa !11
  %25 = call noundef i32 @__cudaCDP2EventRecord(ptr noundef %23, ptr noundef %24) #7
  %26 = load ptr, ptr %5, align 8, !tbaa !11
  %27 = call noundef i32 @__cudaCDP2StreamDestroy(ptr noundef %26) #7
  %28 = load ptr, ptr %8, align 8, !tbaa !11
  %29 = call noundef i32 @__cudaCDP2StreamDestroy(ptr noundef %28) #7
  %30 = load ptr, ptr %10, align 8, !tbaa !11
  %31 = call noundef i32 @__cudaCDP2StreamDestroy(ptr noundef %30) #7
  %32 = load ptr, ptr %12, align 8, !tbaa !11
  %33 = call noundef i32 @__cudaCDP2StreamDestroy(ptr noundef %32) #7
  %34 = load ptr, ptr %6, align 8, !tbaa !20
  %35 = call noundef i32 @__cudaCDP2EventDestroy(ptr noundef %34) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %6) #6
  call void @llvm.lifetime.end.p0(ptr nonnull %5) #6
  ret void

36:                                               ; preds = %16, %48
  %37 = phi i32 [ 0, %16 ], [ %49, %48 ]
  %38 = call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #7
  %39 = icmp eq ptr %38, null
  br i1 %39, label %48, label %40

40:                                               ; preds = %36
  %41 = add nuw i32 %37, %17
  store ptr %0, ptr %38, align 64, !tbaa !14
  %42 = getelementptr inbounds nuw i8, ptr %38, i64 8
  store i32 %41, ptr %42, align 8, !tbaa !6
  %43 = and i32 %37, 3
  %44 = zext nneg i32 %43 to i64
  %45 = getelementptr inbounds nuw ptr, ptr %5, i64 %44
  %46 = load ptr, ptr %45, align 8, !tbaa !11
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  store i32 32, ptr %3, align 8
  store i32 1, ptr %18, align 4
  store i32 1, ptr %19, align 8
  store i32 1, ptr %4, align 8
  store i32 1, ptr %20, align 4
  store i32 1, ptr %21, align 8
  %47 = call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPii, ptr noundef nonnull %38, ptr noundef nonnull byval(%struct.dim3) align 4 %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, i32 noundef 0, ptr noundef %46) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  br label %48

48:                                               ; preds = %36, %40
  %49 = add nuw nsw i32 %37, 1
  %50 = icmp eq i32 %49, %1
  br i1 %50, label %22, label %36, !llvm.loop !22
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z17flag_not_constantPiij(ptr noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #1 {
  %4 = alloca %struct.dim3, align 8
  %5 = alloca %struct.dim3, align 8
  %6 = alloca [4 x ptr], align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %6) #6
  %7 = call noundef i32 @__cudaCDP2StreamCreateWithFlags(ptr noundef nonnull %6, i32 noundef %2) #7
  %8 = getelementptr inbounds nuw i8, ptr %6, i64 8
  %9 = call noundef i32 @__cudaCDP2StreamCreateWithFlags(ptr noundef nonnull %8, i32 noundef %2) #7
  %10 = getelementptr inbounds nuw i8, ptr %6, i64 16
  %11 = call noundef i32 @__cudaCDP2StreamCreateWithFlags(ptr noundef nonnull %10, i32 noundef %2) #7
  %12 = getelementptr inbounds nuw i8, ptr %6, i64 24
  %13 = call noundef i32 @__cudaCDP2StreamCreateWithFlags(ptr noundef nonnull %12, i32 noundef %2) #7
  %14 = icmp sgt i32 %1, 0
  br i1 %14, label %15, label %21

15:                                               ; preds = %3
  %16 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %17 = getelementptr inbounds nuw i8, ptr %4, i64 4
  %18 = getelementptr inbounds nuw i8, ptr %4, i64 8
  %19 = getelementptr inbounds nuw i8, ptr %5, i64 4
  %20 = getelementptr inbounds nuw i8, ptr %5, i64 8
  br label %30

21:                                               ; preds = %42, %3
  %22 = load ptr, ptr %6, align 8, !tbaa !11
  %23 = call noundef i32 @__cudaCDP2StreamDestroy(ptr noundef %22) #7
  %24 = load ptr, ptr %8, align 8, !tbaa !11
  %25 = call noundef i32 @__cudaCDP2StreamDestroy(ptr noundef %24) #7
  %26 = load ptr, ptr %10, align 8, !tbaa !11
  %27 = call noundef i32 @__cudaCDP2StreamDestroy(ptr noundef %26) #7
  %28 = load ptr, ptr %12, align 8, !tbaa !11
  %29 = call noundef i32 @__cudaCDP2StreamDestroy(ptr noundef %28) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %6) #6
  ret void

30:                                               ; preds = %15, %42
  %31 = phi i32 [ 0, %15 ], [ %43, %42 ]
  %32 = call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #7
  %33 = icmp eq ptr %32, null
  br i1 %33, label %42, label %34

34:                                               ; preds = %30
  %35 = add nuw i32 %31, %16
  store ptr %0, ptr %32, align 64, !tbaa !14
  %36 = getelementptr inbounds nuw i8, ptr %32, i64 8
  store i32 %35, ptr %36, align 8, !tbaa !6
  %37 = and i32 %31, 3
  %38 = zext nneg i32 %37 to i64
  %39 = getelementptr inbounds nuw ptr, ptr %6, i64 %38
  %40 = load ptr, ptr %39, align 8, !tbaa !11
  call void @llvm.lifetime.start.p0(ptr nonnull %5)
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  store i32 32, ptr %4, align 8
  store i32 1, ptr %17, align 4
  store i32 1, ptr %18, align 8
  store i32 1, ptr %5, align 8
  store i32 1, ptr %19, align 4
  store i32 1, ptr %20, align 8
  %41 = call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPii, ptr noundef nonnull %32, ptr noundef nonnull byval(%struct.dim3) align 4 %5, ptr noundef nonnull byval(%struct.dim3) align 4 %4, i32 noundef 0, ptr noundef %40) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %5)
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  br label %42

42:                                               ; preds = %30, %34
  %43 = add nuw nsw i32 %31, 1
  %44 = icmp eq i32 %43, %1
  br i1 %44, label %21, label %30, !llvm.loop !23
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z17destroyed_in_loopPii(ptr noundef %0, i32 noundef %1) local_unnamed_addr #1 {
  %3 = alloca %struct.dim3, align 8
  %4 = alloca %struct.dim3, align 8
  %5 = alloca [1 x ptr], align 8
  %6 = icmp sgt i32 %1, 0
  br i1 %6, label %7, label %13

7:                                                ; preds = %2
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = getelementptr inbounds nuw i8, ptr %3, i64 4
  %10 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %11 = getelementptr inbounds nuw i8, ptr %4, i64 4
  %12 = getelementptr inbounds nuw i8, ptr %4, i64 8
  br label %14

13:                                               ; preds = %24, %2
  ret void

14:                                               ; preds = %7, %24
  %15 = phi i32 [ 0, %7 ], [ %27, %24 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #6
  %16 = call noundef i32 @__cudaCDP2StreamCreateWithFlags(ptr noundef nonnull %5, i32 noundef 1) #7
  %17 = call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #7
  %18 = icmp eq ptr %17, null
  br i1 %18, label %24, label %19

19:                                               ; preds = %14
  %20 = add nuw i32 %15, %8
  store ptr %0, ptr %17, align 64, !tbaa !14
  %21 = getelementptr inbounds nuw i8, ptr %17, i64 8
  store i32 %20, ptr %21, align 8, !tbaa !6
  %22 = load ptr, ptr %5, align 8, !tbaa !11
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  store i32 32, ptr %3, align 8
  store i32 1, ptr %9, align 4
  store i32 1, ptr %10, align 8
  store i32 1, ptr %4, align 8
  store i32 1, ptr %11, align 4
  store i32 1, ptr %12, align 8
  %23 = call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPii, ptr noundef nonnull %17, ptr noundef nonnull byval(%struct.dim3) align 4 %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, i32 noundef 0, ptr noundef %22) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  br label %24

24:                                               ; preds = %19, %14
  %25 = load ptr, ptr %5, align 8, !tbaa !11
  %26 = call noundef i32 @__cudaCDP2StreamDestroy(ptr noundef %25) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %5) #6
  %27 = add nuw nsw i32 %15, 1
  %28 = icmp eq i32 %27, %1
  br i1 %28, label %13, label %14, !llvm.loop !24
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z15with_per_threadPii(ptr noundef %0, i32 noundef %1) local_unnamed_addr #1 {
  %3 = alloca %struct.dim3, align 8
  %4 = alloca %struct.dim3, align 8
  %5 = alloca %struct.dim3, align 8
  %6 = alloca %struct.dim3, align 8
  %7 = alloca [4 x ptr], align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %7) #6
  %8 = call noundef i32 @__cudaCDP2StreamCreateWithFlags(ptr noundef nonnull %7, i32 noundef 1) #7
  %9 = getelementptr inbounds nuw i8, ptr %7, i64 8
  %10 = call noundef i32 @__cudaCDP2StreamCreateWithFlags(ptr noundef nonnull %9, i32 noundef 1) #7
  %11 = getelementptr inbounds nuw i8, ptr %7, i64 16
  %12 = call noundef i32 @__cudaCDP2StreamCreateWithFlags(ptr noundef nonnull %11, i32 noundef 1) #7
  %13 = getelementptr inbounds nuw i8, ptr %7, i64 24
  %14 = call noundef i32 @__cudaCDP2StreamCreateWithFlags(ptr noundef nonnull %13, i32 noundef 1) #7
  %15 = icmp sgt i32 %1, 0
  br i1 %15, label %16, label %22

16:                                               ; preds = %2
  %17 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %18 = getelementptr inbounds nuw i8, ptr %5, i64 4
  %19 = getelementptr inbounds nuw i8, ptr %5, i64 8
  %20 = getelementptr inbounds nuw i8, ptr %6, i64 4
  %21 = getelementptr inbounds nuw i8, ptr %6, i64 8
  br label %25

22:                                               ; preds = %37, %2
  %23 = call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #7
  %24 = icmp eq ptr %23, null
  br i1 %24, label %48, label %40

25:                                               ; preds = %16, %37
  %26 = phi i32 [ 0, %16 ], [ %38, %37 ]
  %27 = call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #7
  %28 = icmp eq ptr %27, null
  br i1 %28, label %37, label %29

29:                                               ; preds = %25
  %30 = add nuw i32 %26, %17
  store ptr %0, ptr %27, align 64, !tbaa !14
  %31 = getelementptr inbounds nuw i8, ptr %27, i64 8
  store i32 %30, ptr %31, align 8, !tbaa !6
  %32 = and i32 %26, 3
  %33 = zext nneg i32 %32 to i64
  %34 = getelementptr inbounds nuw ptr, ptr %7, i64 %33
  %35 = load ptr, ptr %34, align 8, !tbaa !11
  call void @llvm.lifetime.start.p0(ptr nonnull %6)
  call void @llvm.lifetime.start.p0(ptr nonnull %5)
  store i32 32, ptr %5, align 8
  store i32 1, ptr %18, align 4
  store i32 1, ptr %19, align 8
  store i32 1, ptr %6, align 8
  store i32 1, ptr %20, align 4
  store i32 1, ptr %21, align 8
  %36 = call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPii, ptr noundef nonnull %27, ptr noundef nonnull byval(%struct.dim3) align 4 %6, ptr noundef nonnull byval(%struct.dim3) align 4 %5, i32 noundef 0, ptr noundef %35) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %6)
  call void @llvm.lifetime.end.p0(ptr nonnull %5)
  br label %37

37:                                               ; preds = %25, %29
  %38 = add nuw nsw i32 %26, 1
  %39 = icmp eq i32 %38, %1
  br i1 %39, label %22, label %25, !llvm.loop !25

40:                                               ; preds = %22
  %41 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store ptr %0, ptr %23, align 64, !tbaa !14
  %42 = getelementptr inbounds nuw i8, ptr %23, i64 8
  store i32 %41, ptr %42, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  store i32 32, ptr %3, align 8
  %43 = getelementptr inbounds nuw i8, ptr %3, i64 4
  store i32 1, ptr %43, align 4
  %44 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store i32 1, ptr %44, align 8
  store i32 1, ptr %4, align 8
  %45 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %45, align 4
  %46 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %46, align 8
  %47 = call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5otherPii, ptr noundef nonnull %23, ptr noundef nonnull byval(%struct.dim3) align 4 %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, i32 noundef 0, ptr noundef nonnull inttoptr (i64 2 to ptr)) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  br label %48

48:                                               ; preds = %40, %22
  %49 = load ptr, ptr %7, align 8, !tbaa !11
  %50 = call noundef i32 @__cudaCDP2StreamDestroy(ptr noundef %49) #7
  %51 = load ptr, ptr %9, align 8, !tbaa !11
  %52 = call noundef i32 @__cudaCDP2StreamDestroy(ptr noundef %51) #7
  %53 = load ptr, ptr %11, align 8, !tbaa !11
  %54 = call noundef i32 @__cudaCDP2StreamDestroy(ptr noundef %53) #7
  %55 = load ptr, ptr %13, align 8, !tbaa !11
  %56 = call noundef i32 @__cudaCDP2StreamDestroy(ptr noundef %55) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %7) #6
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z11maybe_givenPiiP11CUstream_st(ptr noundef %0, i32 noundef %1, ptr noundef %2) local_unnamed_addr #1 {
  %4 = alloca %struct.dim3, align 8
  %5 = alloca %struct.dim3, align 8
  %6 = alloca %struct.dim3, align 8
  %7 = alloca %struct.dim3, align 8
  %8 = alloca [4 x ptr], align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %8) #6
  %9 = call noundef i32 @__cudaCDP2StreamCreateWithFlags(ptr noundef nonnull %8, i32 noundef 1) #7
  %10 = getelementptr inbounds nuw i8, ptr %8, i64 8
  %11 = call noundef i32 @__cudaCDP2StreamCreateWithFlags(ptr noundef nonnull %10, i32 noundef 1) #7
  %12 = getelementptr inbounds nuw i8, ptr %8, i64 16
  %13 = call noundef i32 @__cudaCDP2StreamCreateWithFlags(ptr noundef nonnull %12, i32 noundef 1) #7
  %14 = getelementptr inbounds nuw i8, ptr %8, i64 24
  %15 = call noundef i32 @__cudaCDP2StreamCreateWithFlags(ptr noundef nonnull %14, i32 noundef 1) #7
  %16 = icmp sgt i32 %1, 0
  br i1 %16, label %17, label %23

17:                                               ; preds = %3
  %18 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %19 = getelementptr inbounds nuw i8, ptr %6, i64 4
  %20 = getelementptr inbounds nuw i8, ptr %6, i64 8
  %21 = getelementptr inbounds nuw i8, ptr %7, i64 4
  %22 = getelementptr inbounds nuw i8, ptr %7, i64 8
  br label %26

23:                                               ; preds = %38, %3
  %24 = call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #7
  %25 = icmp eq ptr %24, null
  br i1 %25, label %52, label %41

26:                                               ; preds = %17, %38
  %27 = phi i32 [ 0, %17 ], [ %39, %38 ]
  %28 = call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #7
  %29 = icmp eq ptr %28, null
  br i1 %29, label %38, label %30

30:                                               ; preds = %26
  %31 = add nuw i32 %27, %18
  store ptr %0, ptr %28, align 64, !tbaa !14
  %32 = getelementptr inbounds nuw i8, ptr %28, i64 8
  store i32 %31, ptr %32, align 8, !tbaa !6
  %33 = and i32 %27, 3
  %34 = zext nneg i32 %33 to i64
  %35 = getelementptr inbounds nuw ptr, ptr %8, i64 %34
  %36 = load ptr, ptr %35, align 8, !tbaa !11
  call void @llvm.lifetime.start.p0(ptr nonnull %7)
  call void @llvm.lifetime.start.p0(ptr nonnull %6)
  store i32 32, ptr %6, align 8
  store i32 1, ptr %19, align 4
  store i32 1, ptr %20, align 8
  store i32 1, ptr %7, align 8
  store i32 1, ptr %21, align 4
  store i32 1, ptr %22, align 8
  %37 = call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPii, ptr noundef nonnull %28, ptr noundef nonnull byval(%struct.dim3) align 4 %7, ptr noundef nonnull byval(%struct.dim3) align 4 %6, i32 noundef 0, ptr noundef %36) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %7)
  call void @llvm.lifetime.end.p0(ptr nonnull %6)
  br label %38

38:                                               ; preds = %26, %30
  %39 = add nuw nsw i32 %27, 1
  %40 = icmp eq i32 %39, %1
  br i1 %40, label %23, label %26, !llvm.loop !26

41:                                               ; preds = %23
  %42 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store ptr %0, ptr %24, align 64, !tbaa !14
  %43 = getelementptr inbounds nuw i8, ptr %24, i64 8
  store i32 %42, ptr %43, align 8, !tbaa !6
  %44 = icmp sgt i32 %1, 7
  %45 = load ptr, ptr %8, align 8
  %46 = select i1 %44, ptr %45, ptr %2
  call void @llvm.lifetime.start.p0(ptr nonnull %5)
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  store i32 32, ptr %4, align 8
  %47 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %47, align 4
  %48 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %48, align 8
  store i32 1, ptr %5, align 8
  %49 = getelementptr inbounds nuw i8, ptr %5, i64 4
  store i32 1, ptr %49, align 4
  %50 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store i32 1, ptr %50, align 8
  %51 = call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5otherPii, ptr noundef nonnull %24, ptr noundef nonnull byval(%struct.dim3) align 4 %5, ptr noundef nonnull byval(%struct.dim3) align 4 %4, i32 noundef 0, ptr noundef %46) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %5)
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  br label %52

52:                                               ; preds = %41, %23
  %53 = load ptr, ptr %8, align 8, !tbaa !11
  %54 = call noundef i32 @__cudaCDP2StreamDestroy(ptr noundef %53) #7
  %55 = load ptr, ptr %10, align 8, !tbaa !11
  %56 = call noundef i32 @__cudaCDP2StreamDestroy(ptr noundef %55) #7
  %57 = load ptr, ptr %12, align 8, !tbaa !11
  %58 = call noundef i32 @__cudaCDP2StreamDestroy(ptr noundef %57) #7
  %59 = load ptr, ptr %14, align 8, !tbaa !11
  %60 = call noundef i32 @__cudaCDP2StreamDestroy(ptr noundef %59) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %8) #6
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z10error_readPiiS_(ptr noundef %0, i32 noundef %1, ptr noundef writeonly captures(none) %2) local_unnamed_addr #1 {
  %4 = alloca %struct.dim3, align 8
  %5 = alloca %struct.dim3, align 8
  %6 = alloca [4 x ptr], align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %6) #6
  %7 = call noundef i32 @__cudaCDP2StreamCreateWithFlags(ptr noundef nonnull %6, i32 noundef 1) #7
  %8 = getelementptr inbounds nuw i8, ptr %6, i64 8
  %9 = call noundef i32 @__cudaCDP2StreamCreateWithFlags(ptr noundef nonnull %8, i32 noundef 1) #7
  %10 = getelementptr inbounds nuw i8, ptr %6, i64 16
  %11 = call noundef i32 @__cudaCDP2StreamCreateWithFlags(ptr noundef nonnull %10, i32 noundef 1) #7
  %12 = getelementptr inbounds nuw i8, ptr %6, i64 24
  %13 = call noundef i32 @__cudaCDP2StreamCreateWithFlags(ptr noundef nonnull %12, i32 noundef 1) #7
  %14 = icmp sgt i32 %1, 0
  %15 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br i1 %14, label %16, label %21

16:                                               ; preds = %3
  %17 = getelementptr inbounds nuw i8, ptr %4, i64 4
  %18 = getelementptr inbounds nuw i8, ptr %4, i64 8
  %19 = getelementptr inbounds nuw i8, ptr %5, i64 4
  %20 = getelementptr inbounds nuw i8, ptr %5, i64 8
  br label %33

21:                                               ; preds = %45, %3
  %22 = call noundef i32 @__cudaCDP2GetLastError() #7
  %23 = zext nneg i32 %15 to i64
  %24 = getelementptr inbounds nuw i32, ptr %2, i64 %23
  store i32 %22, ptr %24, align 4, !tbaa !6
  %25 = load ptr, ptr %6, align 8, !tbaa !11
  %26 = call noundef i32 @__cudaCDP2StreamDestroy(ptr noundef %25) #7
  %27 = load ptr, ptr %8, align 8, !tbaa !11
  %28 = call noundef i32 @__cudaCDP2StreamDestroy(ptr noundef %27) #7
  %29 = load ptr, ptr %10, align 8, !tbaa !11
  %30 = call noundef i32 @__cudaCDP2StreamDestroy(ptr noundef %29) #7
  %31 = load ptr, ptr %12, align 8, !tbaa !11
  %32 = call noundef i32 @__cudaCDP2StreamDestroy(ptr noundef %31) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %6) #6
  ret void

33:                                               ; preds = %16, %45
  %34 = phi i32 [ 0, %16 ], [ %46, %45 ]
  %35 = call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #7
  %36 = icmp eq ptr %35, null
  br i1 %36, label %45, label %37

37:                                               ; preds = %33
  %38 = add nuw i32 %34, %15
  store ptr %0, ptr %35, align 64, !tbaa !14
  %39 = getelementptr inbounds nuw i8, ptr %35, i64 8
  store i32 %38, ptr %39, align 8, !tbaa !6
  %40 = and i32 %34, 3
  %41 = zext nneg i32 %40 to i64
  %42 = getelementptr inbounds nuw ptr, ptr %6, i64 %41
  %43 = load ptr, ptr %42, align 8, !tbaa !11
  call void @llvm.lifetime.start.p0(ptr nonnull %5)
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  store i32 32, ptr %4, align 8
  store i32 1, ptr %17, align 4
  store i32 1, ptr %18, align 8
  store i32 1, ptr %5, align 8
  store i32 1, ptr %19, align 4
  store i32 1, ptr %20, align 8
  %44 = call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPii, ptr noundef nonnull %35, ptr noundef nonnull byval(%struct.dim3) align 4 %5, ptr noundef nonnull byval(%struct.dim3) align 4 %4, i32 noundef 0, ptr noundef %43) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %5)
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  br label %45

45:                                               ; preds = %33, %37
  %46 = add nuw nsw i32 %34, 1
  %47 = icmp eq i32 %46, %1
  br i1 %47, label %21, label %33, !llvm.loop !27
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z13external_callPii(ptr noundef %0, i32 noundef %1) local_unnamed_addr #3 {
  %3 = alloca %struct.dim3, align 8
  %4 = alloca %struct.dim3, align 8
  %5 = alloca [4 x ptr], align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #6
  %6 = call noundef i32 @__cudaCDP2StreamCreateWithFlags(ptr noundef nonnull %5, i32 noundef 1) #7
  %7 = getelementptr inbounds nuw i8, ptr %5, i64 8
  %8 = call noundef i32 @__cudaCDP2StreamCreateWithFlags(ptr noundef nonnull %7, i32 noundef 1) #7
  %9 = getelementptr inbounds nuw i8, ptr %5, i64 16
  %10 = call noundef i32 @__cudaCDP2StreamCreateWithFlags(ptr noundef nonnull %9, i32 noundef 1) #7
  %11 = getelementptr inbounds nuw i8, ptr %5, i64 24
  %12 = call noundef i32 @__cudaCDP2StreamCreateWithFlags(ptr noundef nonnull %11, i32 noundef 1) #7
  %13 = icmp sgt i32 %1, 0
  %14 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br i1 %13, label %15, label %20

15:                                               ; preds = %2
  %16 = getelementptr inbounds nuw i8, ptr %3, i64 4
  %17 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %18 = getelementptr inbounds nuw i8, ptr %4, i64 4
  %19 = getelementptr inbounds nuw i8, ptr %4, i64 8
  br label %32

20:                                               ; preds = %44, %2
  %21 = call noundef i32 @_Z4hooki(i32 noundef %1) #7
  %22 = zext nneg i32 %14 to i64
  %23 = getelementptr inbounds nuw i32, ptr %0, i64 %22
  store i32 %21, ptr %23, align 4, !tbaa !6
  %24 = load ptr, ptr %5, align 8, !tbaa !11
  %25 = call noundef i32 @__cudaCDP2StreamDestroy(ptr noundef %24) #7
  %26 = load ptr, ptr %7, align 8, !tbaa !11
  %27 = call noundef i32 @__cudaCDP2StreamDestroy(ptr noundef %26) #7
  %28 = load ptr, ptr %9, align 8, !tbaa !11
  %29 = call noundef i32 @__cudaCDP2StreamDestroy(ptr noundef %28) #7
  %30 = load ptr, ptr %11, align 8, !tbaa !11
  %31 = call noundef i32 @__cudaCDP2StreamDestroy(ptr noundef %30) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %5) #6
  ret void

32:                                               ; preds = %15, %44
  %33 = phi i32 [ 0, %15 ], [ %45, %44 ]
  %34 = call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #7
  %35 = icmp eq ptr %34, null
  br i1 %35, label %44, label %36

36:                                               ; preds = %32
  %37 = add nuw i32 %33, %14
  store ptr %0, ptr %34, align 64, !tbaa !14
  %38 = getelementptr inbounds nuw i8, ptr %34, i64 8
  store i32 %37, ptr %38, align 8, !tbaa !6
  %39 = and i32 %33, 3
  %40 = zext nneg i32 %39 to i64
  %41 = getelementptr inbounds nuw ptr, ptr %5, i64 %40
  %42 = load ptr, ptr %41, align 8, !tbaa !11
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  store i32 32, ptr %3, align 8
  store i32 1, ptr %16, align 4
  store i32 1, ptr %17, align 8
  store i32 1, ptr %4, align 8
  store i32 1, ptr %18, align 4
  store i32 1, ptr %19, align 8
  %43 = call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPii, ptr noundef nonnull %34, ptr noundef nonnull byval(%struct.dim3) align 4 %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, i32 noundef 0, ptr noundef %42) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  br label %44

44:                                               ; preds = %32, %36
  %45 = add nuw nsw i32 %33, 1
  %46 = icmp eq i32 %45, %1
  br i1 %46, label %20, label %32, !llvm.loop !28
}

; Function Attrs: convergent nounwind
declare dso_local noundef i32 @_Z4hooki(i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z15none_aggregatedPii(ptr noundef %0, i32 noundef %1) local_unnamed_addr #1 {
  %3 = alloca %struct.dim3, align 8
  %4 = alloca %struct.dim3, align 8
  %5 = alloca [4 x ptr], align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #6
  %6 = call noundef i32 @__cudaCDP2StreamCreateWithFlags(ptr noundef nonnull %5, i32 noundef 1) #7
  %7 = getelementptr inbounds nuw i8, ptr %5, i64 8
  %8 = call noundef i32 @__cudaCDP2StreamCreateWithFlags(ptr noundef nonnull %7, i32 noundef 1) #7
  %9 = getelementptr inbounds nuw i8, ptr %5, i64 16
  %10 = call noundef i32 @__cudaCDP2StreamCreateWithFlags(ptr noundef nonnull %9, i32 noundef 1) #7
  %11 = getelementptr inbounds nuw i8, ptr %5, i64 24
  %12 = call noundef i32 @__cudaCDP2StreamCreateWithFlags(ptr noundef nonnull %11, i32 noundef 1) #7
  %13 = icmp sgt i32 %1, 0
  br i1 %13, label %14, label %20

14:                                               ; preds = %2
  %15 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %16 = getelementptr inbounds nuw i8, ptr %3, i64 4
  %17 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %18 = getelementptr inbounds nuw i8, ptr %4, i64 4
  %19 = getelementptr inbounds nuw i8, ptr %4, i64 8
  br label %29

20:                                               ; preds = %41, %2
  %21 = load ptr, ptr %5, align 8, !tbaa !11
  %22 = call noundef i32 @__cudaCDP2StreamDestroy(ptr noundef %21) #7
  %23 = load ptr, ptr %7, align 8, !tbaa !11
  %24 = call noundef i32 @__cudaCDP2StreamDestroy(ptr noundef %23) #7
  %25 = load ptr, ptr %9, align 8, !tbaa !11
  %26 = call noundef i32 @__cudaCDP2StreamDestroy(ptr noundef %25) #7
  %27 = load ptr, ptr %11, align 8, !tbaa !11
  %28 = call noundef i32 @__cudaCDP2StreamDestroy(ptr noundef %27) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %5) #6
  ret void

29:                                               ; preds = %14, %41
  %30 = phi i32 [ 0, %14 ], [ %42, %41 ]
  %31 = call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #7
  %32 = icmp eq ptr %31, null
  br i1 %32, label %41, label %33

33:                                               ; preds = %29
  %34 = add nuw i32 %30, %15
  store ptr %0, ptr %31, align 64, !tbaa !14
  %35 = getelementptr inbounds nuw i8, ptr %31, i64 8
  store i32 %34, ptr %35, align 8, !tbaa !6
  %36 = and i32 %30, 3
  %37 = zext nneg i32 %36 to i64
  %38 = getelementptr inbounds nuw ptr, ptr %5, i64 %37
  %39 = load ptr, ptr %38, align 8, !tbaa !11
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  store i32 32, ptr %3, align 8
  store i32 1, ptr %16, align 4
  store i32 1, ptr %17, align 8
  store i32 1, ptr %4, align 8
  store i32 1, ptr %18, align 4
  store i32 1, ptr %19, align 8
  %40 = call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z4keptPii, ptr noundef nonnull %31, ptr noundef nonnull byval(%struct.dim3) align 4 %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, i32 noundef 0, ptr noundef %39) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  br label %41

41:                                               ; preds = %29, %33
  %42 = add nuw nsw i32 %30, 1
  %43 = icmp eq i32 %42, %1
  br i1 %43, label %20, label %29, !llvm.loop !29
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z11only_launchPi(ptr noundef %0) local_unnamed_addr #1 {
  %2 = alloca %struct.dim3, align 8
  %3 = alloca %struct.dim3, align 8
  %4 = alloca [4 x ptr], align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %4) #6
  %5 = call noundef i32 @__cudaCDP2StreamCreateWithFlags(ptr noundef nonnull %4, i32 noundef 1) #7
  %6 = getelementptr inbounds nuw i8, ptr %4, i64 8
  %7 = call noundef i32 @__cudaCDP2StreamCreateWithFlags(ptr noundef nonnull %6, i32 noundef 1) #7
  %8 = getelementptr inbounds nuw i8, ptr %4, i64 16
  %9 = call noundef i32 @__cudaCDP2StreamCreateWithFlags(ptr noundef nonnull %8, i32 noundef 1) #7
  %10 = getelementptr inbounds nuw i8, ptr %4, i64 24
  %11 = call noundef i32 @__cudaCDP2StreamCreateWithFlags(ptr noundef nonnull %10, i32 noundef 1) #7
  %12 = call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #7
  %13 = icmp eq ptr %12, null
  br i1 %13, label %26, label %14

14:                                               ; preds = %1
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store ptr %0, ptr %12, align 64, !tbaa !14
  %16 = getelementptr inbounds nuw i8, ptr %12, i64 8
  store i32 %15, ptr %16, align 8, !tbaa !6
  %17 = and i32 %15, 3
  %18 = zext nneg i32 %17 to i64
  %19 = getelementptr inbounds nuw ptr, ptr %4, i64 %18
  %20 = load ptr, ptr %19, align 8, !tbaa !11
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  call void @llvm.lifetime.start.p0(ptr nonnull %2)
  store i32 32, ptr %2, align 8
  %21 = getelementptr inbounds nuw i8, ptr %2, i64 4
  store i32 1, ptr %21, align 4
  %22 = getelementptr inbounds nuw i8, ptr %2, i64 8
  store i32 1, ptr %22, align 8
  store i32 1, ptr %3, align 8
  %23 = getelementptr inbounds nuw i8, ptr %3, i64 4
  store i32 1, ptr %23, align 4
  %24 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store i32 1, ptr %24, align 8
  %25 = call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPii, ptr noundef nonnull %12, ptr noundef nonnull byval(%struct.dim3) align 4 %3, ptr noundef nonnull byval(%struct.dim3) align 4 %2, i32 noundef 0, ptr noundef %20) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  call void @llvm.lifetime.end.p0(ptr nonnull %2)
  br label %26

26:                                               ; preds = %14, %1
  %27 = load ptr, ptr %4, align 8, !tbaa !11
  %28 = call noundef i32 @__cudaCDP2StreamDestroy(ptr noundef %27) #7
  %29 = load ptr, ptr %6, align 8, !tbaa !11
  %30 = call noundef i32 @__cudaCDP2StreamDestroy(ptr noundef %29) #7
  %31 = load ptr, ptr %8, align 8, !tbaa !11
  %32 = call noundef i32 @__cudaCDP2StreamDestroy(ptr noundef %31) #7
  %33 = load ptr, ptr %10, align 8, !tbaa !11
  %34 = call noundef i32 @__cudaCDP2StreamDestroy(ptr noundef %33) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %4) #6
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z4walkPii(ptr noundef %0, i32 noundef %1) #1 {
  %3 = alloca %struct.dim3, align 8
  %4 = alloca %struct.dim3, align 8
  %5 = alloca [4 x ptr], align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #6
  %6 = call noundef i32 @__cudaCDP2StreamCreateWithFlags(ptr noundef nonnull %5, i32 noundef 1) #7
  %7 = getelementptr inbounds nuw i8, ptr %5, i64 8
  %8 = call noundef i32 @__cudaCDP2StreamCreateWithFlags(ptr noundef nonnull %7, i32 noundef 1) #7
  %9 = getelementptr inbounds nuw i8, ptr %5, i64 16
  %10 = call noundef i32 @__cudaCDP2StreamCreateWithFlags(ptr noundef nonnull %9, i32 noundef 1) #7
  %11 = getelementptr inbounds nuw i8, ptr %5, i64 24
  %12 = call noundef i32 @__cudaCDP2StreamCreateWithFlags(ptr noundef nonnull %11, i32 noundef 1) #7
  %13 = icmp sgt i32 %1, 0
  br i1 %13, label %14, label %20

14:                                               ; preds = %2
  %15 = add nsw i32 %1, -1
  %16 = getelementptr inbounds nuw i8, ptr %3, i64 4
  %17 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %18 = getelementptr inbounds nuw i8, ptr %4, i64 4
  %19 = getelementptr inbounds nuw i8, ptr %4, i64 8
  br label %29

20:                                               ; preds = %42, %2
  %21 = load ptr, ptr %5, align 8, !tbaa !11
  %22 = call noundef i32 @__cudaCDP2StreamDestroy(ptr noundef %21) #7
  %23 = load ptr, ptr %7, align 8, !tbaa !11
  %24 = call noundef i32 @__cudaCDP2StreamDestroy(ptr noundef %23) #7
  %25 = load ptr, ptr %9, align 8, !tbaa !11
  %26 = call noundef i32 @__cudaCDP2StreamDestroy(ptr noundef %25) #7
  %27 = load ptr, ptr %11, align 8, !tbaa !11
  %28 = call noundef i32 @__cudaCDP2StreamDestroy(ptr noundef %27) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %5) #6
  ret void

29:                                               ; preds = %14, %42
  %30 = phi i32 [ 0, %14 ], [ %43, %42 ]
  %31 = call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #7
  %32 = icmp eq ptr %31, null
  br i1 %32, label %42, label %33

33:                                               ; preds = %29
  %34 = zext nneg i32 %30 to i64
  %35 = getelementptr inbounds nuw i32, ptr %0, i64 %34
  store ptr %35, ptr %31, align 64, !tbaa !14
  %36 = getelementptr inbounds nuw i8, ptr %31, i64 8
  store i32 %15, ptr %36, align 8, !tbaa !6
  %37 = and i32 %30, 3
  %38 = zext nneg i32 %37 to i64
  %39 = getelementptr inbounds nuw ptr, ptr %5, i64 %38
  %40 = load ptr, ptr %39, align 8, !tbaa !11
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  store i32 32, ptr %3, align 8
  store i32 1, ptr %16, align 4
  store i32 1, ptr %17, align 8
  store i32 1, ptr %4, align 8
  store i32 1, ptr %18, align 4
  store i32 1, ptr %19, align 8
  %41 = call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z4walkPii, ptr noundef nonnull %31, ptr noundef nonnull byval(%struct.dim3) align 4 %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, i32 noundef 0, ptr noundef %40) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  br label %42

42:                                               ; preds = %29, %33
  %43 = add nuw nsw i32 %30, 1
  %44 = icmp eq i32 %43, %1
  br i1 %44, label %20, label %29, !llvm.loop !30
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5

; Function Attrs: convergent nounwind
declare dso_local i32 @__cudaCDP2StreamCreateWithFlags(ptr noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5

; Function Attrs: convergent nounwind
declare dso_local ptr @__cudaCDP2GetParameterBuffer(i64 noundef, i64 noundef) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare dso_local i32 @__cudaCDP2LaunchDevice(ptr noundef, ptr noundef, ptr noundef byval(%struct.dim3) align 4, ptr noundef byval(%struct.dim3) align 4, i32 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #5

; Function Attrs: convergent nounwind
declare dso_local i32 @__cudaCDP2StreamDestroy(ptr noundef) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare dso_local i32 @__cudaCDP2EventCreateWithFlags(ptr noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare dso_local i32 @__cudaCDP2EventRecord(ptr noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare dso_local i32 @__cudaCDP2EventDestroy(ptr noundef) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare dso_local i32 @__cudaCDP2GetLastError() local_unnamed_addr #4

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #4 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }
attributes #7 = { convergent nounwind }

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
!12 = !{!"p1 _ZTS11CUstream_st", !13, i64 0}
!13 = !{!"any pointer", !8, i64 0}
!14 = !{!15, !15, i64 0}
!15 = !{!"p1 int", !13, i64 0}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.mustprogress"}
!18 = distinct !{!18, !17}
!19 = distinct !{!19, !17}
!20 = !{!21, !21, i64 0}
!21 = !{!"p1 _ZTS10CUevent_st", !13, i64 0}
!22 = distinct !{!22, !17}
!23 = distinct !{!23, !17}
!24 = distinct !{!24, !17}
!25 = distinct !{!25, !17}
!26 = distinct !{!26, !17}
!27 = distinct !{!27, !17}
!28 = distinct !{!28, !17}
!29 = distinct !{!29, !17}
!30 = distinct !{!30, !17}
