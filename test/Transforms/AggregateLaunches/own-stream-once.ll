; Produced by (clang 22.1.8, CUDA 13.0):
;   clang++ -x cuda --cuda-path=/usr/local/cuda
;     --cuda-gpu-arch=sm_90 -fgpu-rdc --cuda-device-only -D__CUDACC_RDC__
;     -Wno-unknown-cuda-version -S -emit-llvm -O2 Inputs/own-stream-once.cu
;
; Issue 23, item 3: a launch into a stream its thread created itself, where
; the stream is private to the launch (its handles reach only this launch
; and cudaStreamDestroy) and the launch is the thread's only one, once,
; goes to cudaStreamFireAndForget and is aggregated like any other
; (Planner::privateStreamLaunch): the runtime call's stream is the constant
; 4, the site's flags only-launch and unobserved (24), and the streams are
; still created and destroyed. A second launch into the streams, a launch
; into the NULL stream beside it, the launch in a loop: every launch of the
; kernel into its threads' streams goes to the block's NULL stream instead
; (Aggregation/OwnStreamsPlan.cpp; own-streams-block-null.ll has its rules).
; Everything else stays as written (own-stream), and the remark says why,
; for both rules: a handle stored to shared or global memory, passed to a
; function or to the child, an event recorded into a stream, the error
; state read, a flag that is not a constant, a destruction that may run
; before the launch or destroy a stream from elsewhere. -dpagg-strict-ordering
; refuses it first. Serialization takes such a launch as one into
; cudaStreamFireAndForget.
; REQUIRES: nvptx-registered-target
; RUN: opt -passes='dpagg-aggregate<block>' -S %s | FileCheck %s --check-prefixes=CHECK,BLOCK
; RUN: opt -passes='dpagg-aggregate<warp>' -S %s | FileCheck %s --check-prefixes=CHECK,WARP
; RUN: opt -passes='dpagg-aggregate<grid>' -S %s | FileCheck %s --check-prefixes=CHECK,GRID
; RUN: opt -passes='dpagg-aggregate<block>' -pass-remarks=dpagg -pass-remarks-missed=dpagg -disable-output %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=REMARK
; RUN: opt -passes='print<dpagg-plan><block>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=PLAN
; RUN: opt -passes='print<dpagg-plan><block;strict-ordering>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=STRICT
; RUN: opt -passes='print<dpagg-plan><block;serial-threshold=64>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=SERIAL

; BLOCK: @[[ONCE:dpagg.site._Z5childPii.[0-9]+]] = private unnamed_addr constant {{.*}} { ptr @_Z5childPii.dpagg.child, ptr @_Z5childPii, ptr @dpagg.name._Z5childPii, ptr {{[^,]*}}, ptr {{[^,]*}}, i32 24,
; CHECK-LABEL: define dso_local ptx_kernel void @_Z4oncePii(
; CHECK-COUNT-4: call noundef i32 @__cudaCDP2StreamCreateWithFlags(
; BLOCK:         call i32 @__dpagg_aggregate_block(ptr @[[ONCE]], ptr %dpagg.params, {{.*}}, i32 0, ptr inttoptr (i64 4 to ptr), ptr %dpagg.block.frame,
; WARP:          call i32 @__dpagg_aggregate_warp({{.*}}, i32 0, ptr inttoptr (i64 4 to ptr))
; GRID:          call i32 @__dpagg_aggregate_grid({{.*}}, i32 0, ptr inttoptr (i64 4 to ptr),
; CHECK-NOT:     @__cudaCDP2LaunchDevice(
; CHECK-COUNT-4: call noundef i32 @__cudaCDP2StreamDestroy(
; CHECK-LABEL: define dso_local ptx_kernel void @_Z12once_checkedPiiS_(
; CHECK:         call i32 @__dpagg_aggregate_warp({{.*}}, i32 0, ptr inttoptr (i64 4 to ptr))
; CHECK-NOT:     @__cudaCDP2LaunchDevice(
; Two launches into the thread's streams, and one beside a NULL-stream
; launch: both go to the block's NULL stream and are aggregated there.
; CHECK-LABEL: define dso_local ptx_kernel void @_Z5twicePii(
; CHECK-NOT:     @__cudaCDP2LaunchDevice(
; CHECK:         call i32 @__dpagg_aggregate_{{warp|block}}({{.*}}, i32 0, ptr null
; CHECK:         call i32 @__dpagg_aggregate_{{warp|block}}({{.*}}, i32 0, ptr null
; CHECK-LABEL: define dso_local ptx_kernel void @_Z10twice_nullPii(
; CHECK-NOT:     @__cudaCDP2LaunchDevice(
; CHECK:         call i32 @__dpagg_aggregate_{{warp|block}}({{.*}}, i32 0, ptr null
; CHECK:         call i32 @__dpagg_aggregate_{{warp|block}}({{.*}}, i32 0, ptr null
; CHECK-LABEL: define dso_local ptx_kernel void @_Z13stored_sharedPii(
; CHECK-NOT:     @__dpagg_aggregate
; CHECK:         call noundef i32 @__cudaCDP2LaunchDevice(
; CHECK-LABEL: define dso_local ptx_kernel void @_Z13stored_globalPii(
; CHECK-NOT:     @__dpagg_aggregate
; CHECK:         call noundef i32 @__cudaCDP2LaunchDevice(
; CHECK-LABEL: define dso_local ptx_kernel void @_Z14passed_unknownPii(
; CHECK-NOT:     @__dpagg_aggregate
; CHECK:         call noundef i32 @__cudaCDP2LaunchDevice(
; CHECK-LABEL: define dso_local ptx_kernel void @_Z15passed_to_childPii(
; CHECK-NOT:     @__dpagg_aggregate
; CHECK:         call noundef i32 @__cudaCDP2LaunchDevice(
; CHECK-LABEL: define dso_local ptx_kernel void @_Z14event_recordedPii(
; CHECK-NOT:     @__dpagg_aggregate
; CHECK:         call noundef i32 @__cudaCDP2LaunchDevice(
; CHECK-LABEL: define dso_local ptx_kernel void @_Z10error_readPiiS_(
; CHECK-NOT:     @__dpagg_aggregate
; CHECK:         call noundef i32 @__cudaCDP2LaunchDevice(
; CHECK-LABEL: define dso_local ptx_kernel void @_Z7in_loopPii(
; CHECK-NOT:     @__cudaCDP2LaunchDevice(
; CHECK:         call i32 @__dpagg_aggregate_warp({{.*}}, i32 0, ptr null
; CHECK-LABEL: define dso_local ptx_kernel void @_Z17flag_not_constantPiij(
; CHECK-NOT:     @__dpagg_aggregate
; CHECK:         call noundef i32 @__cudaCDP2LaunchDevice(
; CHECK-LABEL: define dso_local ptx_kernel void @_Z16destroyed_beforePii(
; CHECK-NOT:     @__dpagg_aggregate
; CHECK:         call noundef i32 @__cudaCDP2LaunchDevice(
; CHECK-LABEL: define dso_local ptx_kernel void @_Z15destroy_foreignPiiP11CUstream_st(
; CHECK-NOT:     @__dpagg_aggregate
; CHECK:         call noundef i32 @__cudaCDP2LaunchDevice(
; CHECK-LABEL: define internal ptx_kernel void @_Z5childPii.dpagg(

; REMARK: launch of child(int*, int) aggregated per block; the launch goes to cudaStreamFireAndForget instead of the stream its thread created for it (nothing else is ever launched into that stream, and the thread launches nothing else){{$}}
; REMARK-NEXT: launch of child(int*, int) aggregated per warp (not per block: {{.*}}); the launch goes to cudaStreamFireAndForget instead of the stream its thread created for it
; REMARK-NEXT: launch of child(int*, int) aggregated per block; sibling launches into the NULL stream now run concurrently (-dpagg-strict-ordering refuses this); the thread's launches into the streams it created go to its block's NULL stream instead, every such launch of the kernel, in the thread's order (children of different threads of a block, and of one thread's different streams, run in order instead of concurrently){{$}}
; REMARK-NEXT: launch of child(int*, int) aggregated per block; {{.*}}; the thread's launches into the streams it created go to its block's NULL stream instead
; REMARK-NEXT: launch of child(int*, int) aggregated per block; {{.*}}; the thread's launches into the streams it created go to its block's NULL stream instead
; REMARK-NEXT: launch of child(int*, int) aggregated per block; sibling launches into the NULL stream now run concurrently (-dpagg-strict-ordering refuses this){{$}}
; REMARK-NEXT: launch of child(int*, int) not aggregated: it launches into a stream that the launching thread created itself, which no other thread launches into: every group would hold one launch; and it cannot go to cudaStreamFireAndForget instead (a handle of its streams is stored to memory, where another thread could read it), nor to the block's NULL stream with its kernel's other launches (rule own-streams-private): the launch of child(int*, int) into a stream its thread created: a handle of its streams is stored to memory, where another thread could read it{{$}}
; REMARK-NEXT: cannot go to cudaStreamFireAndForget instead (a handle of its streams is stored to memory, {{.*}} (rule own-streams-private): {{.*}}: a handle of its streams is stored to memory, where another thread could read it
; REMARK-NEXT: cannot go to cudaStreamFireAndForget instead (a handle of its streams is passed to keep(CUstream_st*)), {{.*}} (rule own-streams-private): {{.*}}: a handle of its streams is passed to keep(CUstream_st*)
; REMARK-NEXT: cannot go to cudaStreamFireAndForget instead (a handle of its streams is stored to memory, {{.*}} (rule own-streams-private): {{.*}}: a handle of its streams is stored to memory, where another thread could read it
; REMARK-NEXT: cannot go to cudaStreamFireAndForget instead (a handle of its streams is passed to __cudaCDP2EventRecord), {{.*}} (rule own-streams-private): {{.*}}: a handle of its streams is passed to __cudaCDP2EventRecord
; REMARK-NEXT: cannot go to cudaStreamFireAndForget instead (the thread makes another launch or another stream, event or error-state call (__cudaCDP2GetLastError), which it could order with the launch), {{.*}} (rule own-streams-calls): the kernel calls __cudaCDP2GetLastError, which may launch
; REMARK-NEXT: launch of child(int*, int) aggregated per warp (not per block: the launch is in a loop, {{.*}}; the thread's launches into the streams it created go to its block's NULL stream instead
; REMARK-NEXT: cannot go to cudaStreamFireAndForget instead (a stream of its array is created with a flag that is not the constant cudaStreamNonBlocking, so the creation may fail), {{.*}} (rule own-streams-private): {{.*}}: a stream of its array is created with a flag that is not the constant cudaStreamNonBlocking
; REMARK-NEXT: cannot go to cudaStreamFireAndForget instead (a stream of its array may be destroyed before the launch), {{.*}} (rule own-streams-private): {{.*}}: a stream of its array may be destroyed before the launch
; REMARK-NEXT: cannot go to cudaStreamFireAndForget instead (cudaStreamDestroy may be given a stream the thread did not create), {{.*}} (rule own-streams-private): {{.*}}: cudaStreamDestroy may be given a stream the thread did not create

; PLAN: once(int*, int): launch of child(int*, int): scope asked block, chosen block; postponed to none; flags: private-stream only-launch unobserved;
; PLAN-NEXT: once_checked(int*, int, int*): launch of child(int*, int): scope asked block, chosen warp (rule divergent); postponed to none; flags: private-stream only-launch unobserved;
; PLAN-NEXT: twice(int*, int): launch of child(int*, int): scope asked block, chosen block; postponed to none; flags: block-null-stream from-own-streams;
; PLAN-NEXT: twice(int*, int): launch of child(int*, int): scope asked block, chosen block; postponed to none; flags: block-null-stream from-own-streams;
; PLAN-NEXT: twice_null(int*, int): launch of child(int*, int): scope asked block, chosen block; postponed to none; flags: block-null-stream from-own-streams;
; PLAN-NEXT: twice_null(int*, int): launch of child(int*, int): scope asked block, chosen block; postponed to none; flags: none;
; PLAN-NEXT: stored_shared(int*, int): launch of child(int*, int): refused by rule own-stream (not into the block's NULL stream: rule own-streams-private){{$}}
; PLAN-NEXT: stored_global(int*, int): launch of child(int*, int): refused by rule own-stream (not into the block's NULL stream: rule own-streams-private){{$}}
; PLAN-NEXT: passed_unknown(int*, int): launch of child(int*, int): refused by rule own-stream (not into the block's NULL stream: rule own-streams-private){{$}}
; PLAN-NEXT: passed_to_child(int*, int): launch of child_s(int*, CUstream_st*): refused by rule own-stream (not into the block's NULL stream: rule own-streams-private){{$}}
; PLAN-NEXT: event_recorded(int*, int): launch of child(int*, int): refused by rule own-stream (not into the block's NULL stream: rule own-streams-private){{$}}
; PLAN-NEXT: error_read(int*, int, int*): launch of child(int*, int): refused by rule own-stream (not into the block's NULL stream: rule own-streams-calls){{$}}
; PLAN-NEXT: in_loop(int*, int): launch of child(int*, int): scope asked block, chosen warp (rule barrier-in-loop); postponed to none; flags: block-null-stream from-own-streams;
; PLAN-NEXT: flag_not_constant(int*, int, unsigned int): launch of child(int*, int): refused by rule own-stream (not into the block's NULL stream: rule own-streams-private){{$}}
; PLAN-NEXT: destroyed_before(int*, int): launch of child(int*, int): refused by rule own-stream (not into the block's NULL stream: rule own-streams-private){{$}}
; PLAN-NEXT: destroy_foreign(int*, int, CUstream_st*): launch of child(int*, int): refused by rule own-stream (not into the block's NULL stream: rule own-streams-private){{$}}

; Serialization takes it as a fire-and-forget launch (SerialPlan.cpp, (b)).
; SERIAL: once(int*, int): launch of child(int*, int): scope asked block, chosen block; {{.*}}; serial: at most 64 logical threads (fixed)
; A launch moved to the block's NULL stream is not its thread's only one.
; SERIAL: twice(int*, int): launch of child(int*, int): {{.*}} flags: block-null-stream from-own-streams; {{.*}}; serial: refused by rule serial-order
; SERIAL: in_loop(int*, int): launch of child(int*, int): {{.*}} flags: block-null-stream from-own-streams; {{.*}}; serial: refused by rule serial-order

; STRICT: once(int*, int): launch of child(int*, int): refused by rule strict-ordering
; STRICT-NEXT: once_checked(int*, int, int*): launch of child(int*, int): refused by rule strict-ordering


source_filename = "Inputs/own-stream-once.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.dim3 = type { i32, i32, i32 }

@g_stream = dso_local addrspace(1) externally_initialized global ptr null, align 8
@_ZZ13stored_sharedPiiE4seen = internal unnamed_addr addrspace(3) global [128 x ptr] undef, align 8
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @g_stream to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write)
define dso_local ptx_kernel void @_Z5childPii(ptr noundef writeonly captures(none) %0, i32 noundef %1) #0 {
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = zext nneg i32 %3 to i64
  %5 = getelementptr inbounds nuw i32, ptr %0, i64 %4
  store i32 %1, ptr %5, align 4, !tbaa !6
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write)
define dso_local ptx_kernel void @_Z7child_sPiP11CUstream_st(ptr noundef writeonly captures(none) %0, ptr noundef readnone captures(address_is_null) %1) #0 {
  %3 = icmp ne ptr %1, null
  %4 = zext i1 %3 to i32
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = zext nneg i32 %5 to i64
  %7 = getelementptr inbounds nuw i32, ptr %0, i64 %6
  store i32 %4, ptr %7, align 4, !tbaa !6
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z4oncePii(ptr noundef %0, i32 noundef %1) local_unnamed_addr #1 {
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
  %13 = call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #7
  %14 = icmp eq ptr %13, null
  br i1 %14, label %34, label %15

15:                                               ; preds = %2
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %17 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %18 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %19 = mul i32 %18, %17
  %20 = add i32 %19, %16
  %21 = shl nsw i32 %20, 5
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds i32, ptr %0, i64 %22
  store ptr %23, ptr %13, align 64, !tbaa !11
  %24 = getelementptr inbounds nuw i8, ptr %13, i64 8
  store i32 %1, ptr %24, align 8, !tbaa !6
  %25 = and i32 %16, 3
  %26 = zext nneg i32 %25 to i64
  %27 = getelementptr inbounds nuw ptr, ptr %5, i64 %26
  %28 = load ptr, ptr %27, align 8, !tbaa !14
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  store i32 32, ptr %3, align 8
  %29 = getelementptr inbounds nuw i8, ptr %3, i64 4
  store i32 1, ptr %29, align 4
  %30 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store i32 1, ptr %30, align 8
  store i32 1, ptr %4, align 8
  %31 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %31, align 4
  %32 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %32, align 8
  %33 = call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPii, ptr noundef nonnull %13, ptr noundef nonnull byval(%struct.dim3) align 4 %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, i32 noundef 0, ptr noundef %28) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  br label %34

34:                                               ; preds = %15, %2
  %35 = load ptr, ptr %5, align 8, !tbaa !14
  %36 = call noundef i32 @__cudaCDP2StreamDestroy(ptr noundef %35) #7
  %37 = load ptr, ptr %7, align 8, !tbaa !14
  %38 = call noundef i32 @__cudaCDP2StreamDestroy(ptr noundef %37) #7
  %39 = load ptr, ptr %9, align 8, !tbaa !14
  %40 = call noundef i32 @__cudaCDP2StreamDestroy(ptr noundef %39) #7
  %41 = load ptr, ptr %11, align 8, !tbaa !14
  %42 = call noundef i32 @__cudaCDP2StreamDestroy(ptr noundef %41) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %5) #6
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #2

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z12once_checkedPiiS_(ptr noundef %0, i32 noundef %1, ptr noundef writeonly captures(none) %2) local_unnamed_addr #1 {
  %4 = alloca %struct.dim3, align 8
  %5 = alloca %struct.dim3, align 8
  %6 = alloca [4 x ptr], align 8
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = icmp slt i32 %11, %1
  br i1 %12, label %13, label %60

13:                                               ; preds = %3
  call void @llvm.lifetime.start.p0(ptr nonnull %6) #6
  %14 = sext i32 %11 to i64
  %15 = getelementptr inbounds i32, ptr %2, i64 %14
  %16 = call noundef i32 @__cudaCDP2StreamCreateWithFlags(ptr noundef nonnull %6, i32 noundef 1) #7
  %17 = icmp eq i32 %16, 0
  br i1 %17, label %19, label %18

18:                                               ; preds = %13
  store i32 1, ptr %15, align 4, !tbaa !6
  br label %19

19:                                               ; preds = %13, %18
  %20 = getelementptr inbounds nuw i8, ptr %6, i64 8
  %21 = call noundef i32 @__cudaCDP2StreamCreateWithFlags(ptr noundef nonnull %20, i32 noundef 1) #7
  %22 = icmp eq i32 %21, 0
  br i1 %22, label %24, label %23

23:                                               ; preds = %19
  store i32 1, ptr %15, align 4, !tbaa !6
  br label %24

24:                                               ; preds = %23, %19
  %25 = getelementptr inbounds nuw i8, ptr %6, i64 16
  %26 = call noundef i32 @__cudaCDP2StreamCreateWithFlags(ptr noundef nonnull %25, i32 noundef 1) #7
  %27 = icmp eq i32 %26, 0
  br i1 %27, label %29, label %28

28:                                               ; preds = %24
  store i32 1, ptr %15, align 4, !tbaa !6
  br label %29

29:                                               ; preds = %28, %24
  %30 = getelementptr inbounds nuw i8, ptr %6, i64 24
  %31 = call noundef i32 @__cudaCDP2StreamCreateWithFlags(ptr noundef nonnull %30, i32 noundef 1) #7
  %32 = icmp eq i32 %31, 0
  br i1 %32, label %34, label %33

33:                                               ; preds = %29
  store i32 1, ptr %15, align 4, !tbaa !6
  br label %34

34:                                               ; preds = %33, %29
  %35 = call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #7
  %36 = icmp eq ptr %35, null
  br i1 %36, label %51, label %37

37:                                               ; preds = %34
  %38 = shl nsw i32 %11, 5
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds i32, ptr %0, i64 %39
  store ptr %40, ptr %35, align 64, !tbaa !11
  %41 = getelementptr inbounds nuw i8, ptr %35, i64 8
  store i32 %1, ptr %41, align 8, !tbaa !6
  %42 = srem i32 %11, 4
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds ptr, ptr %6, i64 %43
  %45 = load ptr, ptr %44, align 8, !tbaa !14
  call void @llvm.lifetime.start.p0(ptr nonnull %5)
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  store i32 32, ptr %4, align 8
  %46 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %46, align 4
  %47 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %47, align 8
  store i32 1, ptr %5, align 8
  %48 = getelementptr inbounds nuw i8, ptr %5, i64 4
  store i32 1, ptr %48, align 4
  %49 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store i32 1, ptr %49, align 8
  %50 = call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPii, ptr noundef nonnull %35, ptr noundef nonnull byval(%struct.dim3) align 4 %5, ptr noundef nonnull byval(%struct.dim3) align 4 %4, i32 noundef 0, ptr noundef %45) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %5)
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  br label %51

51:                                               ; preds = %37, %34
  %52 = load ptr, ptr %6, align 8, !tbaa !14
  %53 = call noundef i32 @__cudaCDP2StreamDestroy(ptr noundef %52) #7
  %54 = load ptr, ptr %20, align 8, !tbaa !14
  %55 = call noundef i32 @__cudaCDP2StreamDestroy(ptr noundef %54) #7
  %56 = load ptr, ptr %25, align 8, !tbaa !14
  %57 = call noundef i32 @__cudaCDP2StreamDestroy(ptr noundef %56) #7
  %58 = load ptr, ptr %30, align 8, !tbaa !14
  %59 = call noundef i32 @__cudaCDP2StreamDestroy(ptr noundef %58) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %6) #6
  br label %60

60:                                               ; preds = %3, %51
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z5twicePii(ptr noundef %0, i32 noundef %1) local_unnamed_addr #1 {
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
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %17 = mul i32 %15, %16
  %18 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %19 = add i32 %17, %18
  %20 = call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #7
  %21 = icmp eq ptr %20, null
  br i1 %21, label %36, label %22

22:                                               ; preds = %2
  %23 = shl nsw i32 %19, 6
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds i32, ptr %0, i64 %24
  store ptr %25, ptr %20, align 64, !tbaa !11
  %26 = getelementptr inbounds nuw i8, ptr %20, i64 8
  store i32 %1, ptr %26, align 8, !tbaa !6
  %27 = and i32 %18, 3
  %28 = zext nneg i32 %27 to i64
  %29 = getelementptr inbounds nuw ptr, ptr %7, i64 %28
  %30 = load ptr, ptr %29, align 8, !tbaa !14
  call void @llvm.lifetime.start.p0(ptr nonnull %6)
  call void @llvm.lifetime.start.p0(ptr nonnull %5)
  store i32 32, ptr %5, align 8
  %31 = getelementptr inbounds nuw i8, ptr %5, i64 4
  store i32 1, ptr %31, align 4
  %32 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store i32 1, ptr %32, align 8
  store i32 1, ptr %6, align 8
  %33 = getelementptr inbounds nuw i8, ptr %6, i64 4
  store i32 1, ptr %33, align 4
  %34 = getelementptr inbounds nuw i8, ptr %6, i64 8
  store i32 1, ptr %34, align 8
  %35 = call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPii, ptr noundef nonnull %20, ptr noundef nonnull byval(%struct.dim3) align 4 %6, ptr noundef nonnull byval(%struct.dim3) align 4 %5, i32 noundef 0, ptr noundef %30) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %6)
  call void @llvm.lifetime.end.p0(ptr nonnull %5)
  br label %36

36:                                               ; preds = %22, %2
  %37 = call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #7
  %38 = icmp eq ptr %37, null
  br i1 %38, label %55, label %39

39:                                               ; preds = %36
  %40 = shl nsw i32 %19, 6
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds i32, ptr %0, i64 %41
  %43 = getelementptr inbounds nuw i8, ptr %42, i64 128
  store ptr %43, ptr %37, align 64, !tbaa !11
  %44 = getelementptr inbounds nuw i8, ptr %37, i64 8
  store i32 %1, ptr %44, align 8, !tbaa !6
  %45 = add nuw nsw i32 %18, 1
  %46 = and i32 %45, 3
  %47 = zext nneg i32 %46 to i64
  %48 = getelementptr inbounds nuw ptr, ptr %7, i64 %47
  %49 = load ptr, ptr %48, align 8, !tbaa !14
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  store i32 32, ptr %3, align 8
  %50 = getelementptr inbounds nuw i8, ptr %3, i64 4
  store i32 1, ptr %50, align 4
  %51 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store i32 1, ptr %51, align 8
  store i32 1, ptr %4, align 8
  %52 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %52, align 4
  %53 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %53, align 8
  %54 = call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPii, ptr noundef nonnull %37, ptr noundef nonnull byval(%struct.dim3) align 4 %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, i32 noundef 0, ptr noundef %49) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  br label %55

55:                                               ; preds = %39, %36
  %56 = load ptr, ptr %7, align 8, !tbaa !14
  %57 = call noundef i32 @__cudaCDP2StreamDestroy(ptr noundef %56) #7
  %58 = load ptr, ptr %9, align 8, !tbaa !14
  %59 = call noundef i32 @__cudaCDP2StreamDestroy(ptr noundef %58) #7
  %60 = load ptr, ptr %11, align 8, !tbaa !14
  %61 = call noundef i32 @__cudaCDP2StreamDestroy(ptr noundef %60) #7
  %62 = load ptr, ptr %13, align 8, !tbaa !14
  %63 = call noundef i32 @__cudaCDP2StreamDestroy(ptr noundef %62) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %7) #6
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z10twice_nullPii(ptr noundef %0, i32 noundef %1) local_unnamed_addr #1 {
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
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %17 = mul i32 %15, %16
  %18 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %19 = add i32 %17, %18
  %20 = call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #7
  %21 = icmp eq ptr %20, null
  br i1 %21, label %36, label %22

22:                                               ; preds = %2
  %23 = shl nsw i32 %19, 6
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds i32, ptr %0, i64 %24
  store ptr %25, ptr %20, align 64, !tbaa !11
  %26 = getelementptr inbounds nuw i8, ptr %20, i64 8
  store i32 %1, ptr %26, align 8, !tbaa !6
  %27 = and i32 %18, 3
  %28 = zext nneg i32 %27 to i64
  %29 = getelementptr inbounds nuw ptr, ptr %7, i64 %28
  %30 = load ptr, ptr %29, align 8, !tbaa !14
  call void @llvm.lifetime.start.p0(ptr nonnull %6)
  call void @llvm.lifetime.start.p0(ptr nonnull %5)
  store i32 32, ptr %5, align 8
  %31 = getelementptr inbounds nuw i8, ptr %5, i64 4
  store i32 1, ptr %31, align 4
  %32 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store i32 1, ptr %32, align 8
  store i32 1, ptr %6, align 8
  %33 = getelementptr inbounds nuw i8, ptr %6, i64 4
  store i32 1, ptr %33, align 4
  %34 = getelementptr inbounds nuw i8, ptr %6, i64 8
  store i32 1, ptr %34, align 8
  %35 = call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPii, ptr noundef nonnull %20, ptr noundef nonnull byval(%struct.dim3) align 4 %6, ptr noundef nonnull byval(%struct.dim3) align 4 %5, i32 noundef 0, ptr noundef %30) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %6)
  call void @llvm.lifetime.end.p0(ptr nonnull %5)
  br label %36

36:                                               ; preds = %22, %2
  %37 = load ptr, ptr %7, align 8, !tbaa !14
  %38 = call noundef i32 @__cudaCDP2StreamDestroy(ptr noundef %37) #7
  %39 = load ptr, ptr %9, align 8, !tbaa !14
  %40 = call noundef i32 @__cudaCDP2StreamDestroy(ptr noundef %39) #7
  %41 = load ptr, ptr %11, align 8, !tbaa !14
  %42 = call noundef i32 @__cudaCDP2StreamDestroy(ptr noundef %41) #7
  %43 = load ptr, ptr %13, align 8, !tbaa !14
  %44 = call noundef i32 @__cudaCDP2StreamDestroy(ptr noundef %43) #7
  %45 = call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #7
  %46 = icmp eq ptr %45, null
  br i1 %46, label %58, label %47

47:                                               ; preds = %36
  %48 = shl nsw i32 %19, 6
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds i32, ptr %0, i64 %49
  %51 = getelementptr inbounds nuw i8, ptr %50, i64 128
  store ptr %51, ptr %45, align 64, !tbaa !11
  %52 = getelementptr inbounds nuw i8, ptr %45, i64 8
  store i32 %1, ptr %52, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  store i32 32, ptr %3, align 8
  %53 = getelementptr inbounds nuw i8, ptr %3, i64 4
  store i32 1, ptr %53, align 4
  %54 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store i32 1, ptr %54, align 8
  store i32 1, ptr %4, align 8
  %55 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %55, align 4
  %56 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %56, align 8
  %57 = call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPii, ptr noundef nonnull %45, ptr noundef nonnull byval(%struct.dim3) align 4 %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, i32 noundef 0, ptr noundef null) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  br label %58

58:                                               ; preds = %47, %36
  call void @llvm.lifetime.end.p0(ptr nonnull %7) #6
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z13stored_sharedPii(ptr noundef %0, i32 noundef %1) local_unnamed_addr #1 {
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
  %13 = load ptr, ptr %5, align 8, !tbaa !14
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %15 = and i32 %14, 127
  %16 = zext nneg i32 %15 to i64
  %17 = getelementptr inbounds nuw ptr, ptr addrspacecast (ptr addrspace(3) @_ZZ13stored_sharedPiiE4seen to ptr), i64 %16
  store ptr %13, ptr %17, align 8, !tbaa !14
  %18 = call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #7
  %19 = icmp eq ptr %18, null
  br i1 %19, label %38, label %20

20:                                               ; preds = %2
  %21 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %22 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %23 = mul i32 %22, %21
  %24 = add i32 %23, %14
  %25 = shl nsw i32 %24, 5
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds i32, ptr %0, i64 %26
  store ptr %27, ptr %18, align 64, !tbaa !11
  %28 = getelementptr inbounds nuw i8, ptr %18, i64 8
  store i32 %1, ptr %28, align 8, !tbaa !6
  %29 = and i32 %14, 3
  %30 = zext nneg i32 %29 to i64
  %31 = getelementptr inbounds nuw ptr, ptr %5, i64 %30
  %32 = load ptr, ptr %31, align 8, !tbaa !14
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
  %37 = call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPii, ptr noundef nonnull %18, ptr noundef nonnull byval(%struct.dim3) align 4 %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, i32 noundef 0, ptr noundef %32) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  br label %38

38:                                               ; preds = %20, %2
  %39 = load ptr, ptr %5, align 8, !tbaa !14
  %40 = call noundef i32 @__cudaCDP2StreamDestroy(ptr noundef %39) #7
  %41 = load ptr, ptr %7, align 8, !tbaa !14
  %42 = call noundef i32 @__cudaCDP2StreamDestroy(ptr noundef %41) #7
  %43 = load ptr, ptr %9, align 8, !tbaa !14
  %44 = call noundef i32 @__cudaCDP2StreamDestroy(ptr noundef %43) #7
  %45 = load ptr, ptr %11, align 8, !tbaa !14
  %46 = call noundef i32 @__cudaCDP2StreamDestroy(ptr noundef %45) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %5) #6
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z13stored_globalPii(ptr noundef %0, i32 noundef %1) local_unnamed_addr #1 {
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
  %15 = load ptr, ptr %7, align 8, !tbaa !14
  store ptr %15, ptr addrspacecast (ptr addrspace(1) @g_stream to ptr), align 8, !tbaa !14
  br label %16

16:                                               ; preds = %14, %2
  %17 = call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #7
  %18 = icmp eq ptr %17, null
  br i1 %18, label %38, label %19

19:                                               ; preds = %16
  %20 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %21 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %22 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %23 = mul i32 %22, %21
  %24 = add i32 %23, %20
  %25 = shl nsw i32 %24, 5
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds i32, ptr %0, i64 %26
  store ptr %27, ptr %17, align 64, !tbaa !11
  %28 = getelementptr inbounds nuw i8, ptr %17, i64 8
  store i32 %1, ptr %28, align 8, !tbaa !6
  %29 = and i32 %20, 3
  %30 = zext nneg i32 %29 to i64
  %31 = getelementptr inbounds nuw ptr, ptr %5, i64 %30
  %32 = load ptr, ptr %31, align 8, !tbaa !14
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
  %37 = call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPii, ptr noundef nonnull %17, ptr noundef nonnull byval(%struct.dim3) align 4 %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, i32 noundef 0, ptr noundef %32) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  br label %38

38:                                               ; preds = %19, %16
  %39 = load ptr, ptr %5, align 8, !tbaa !14
  %40 = call noundef i32 @__cudaCDP2StreamDestroy(ptr noundef %39) #7
  %41 = load ptr, ptr %7, align 8, !tbaa !14
  %42 = call noundef i32 @__cudaCDP2StreamDestroy(ptr noundef %41) #7
  %43 = load ptr, ptr %9, align 8, !tbaa !14
  %44 = call noundef i32 @__cudaCDP2StreamDestroy(ptr noundef %43) #7
  %45 = load ptr, ptr %11, align 8, !tbaa !14
  %46 = call noundef i32 @__cudaCDP2StreamDestroy(ptr noundef %45) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %5) #6
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z14passed_unknownPii(ptr noundef %0, i32 noundef %1) local_unnamed_addr #3 {
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
  %13 = load ptr, ptr %9, align 8, !tbaa !14
  call void @_Z4keepP11CUstream_st(ptr noundef %13) #7
  %14 = call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #7
  %15 = icmp eq ptr %14, null
  br i1 %15, label %35, label %16

16:                                               ; preds = %2
  %17 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %18 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %19 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %20 = mul i32 %19, %18
  %21 = add i32 %20, %17
  %22 = shl nsw i32 %21, 5
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds i32, ptr %0, i64 %23
  store ptr %24, ptr %14, align 64, !tbaa !11
  %25 = getelementptr inbounds nuw i8, ptr %14, i64 8
  store i32 %1, ptr %25, align 8, !tbaa !6
  %26 = and i32 %17, 3
  %27 = zext nneg i32 %26 to i64
  %28 = getelementptr inbounds nuw ptr, ptr %5, i64 %27
  %29 = load ptr, ptr %28, align 8, !tbaa !14
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  store i32 32, ptr %3, align 8
  %30 = getelementptr inbounds nuw i8, ptr %3, i64 4
  store i32 1, ptr %30, align 4
  %31 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store i32 1, ptr %31, align 8
  store i32 1, ptr %4, align 8
  %32 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %32, align 4
  %33 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %33, align 8
  %34 = call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPii, ptr noundef nonnull %14, ptr noundef nonnull byval(%struct.dim3) align 4 %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, i32 noundef 0, ptr noundef %29) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  br label %35

35:                                               ; preds = %16, %2
  %36 = load ptr, ptr %5, align 8, !tbaa !14
  %37 = call noundef i32 @__cudaCDP2StreamDestroy(ptr noundef %36) #7
  %38 = load ptr, ptr %7, align 8, !tbaa !14
  %39 = call noundef i32 @__cudaCDP2StreamDestroy(ptr noundef %38) #7
  %40 = load ptr, ptr %9, align 8, !tbaa !14
  %41 = call noundef i32 @__cudaCDP2StreamDestroy(ptr noundef %40) #7
  %42 = load ptr, ptr %11, align 8, !tbaa !14
  %43 = call noundef i32 @__cudaCDP2StreamDestroy(ptr noundef %42) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %5) #6
  ret void
}

; Function Attrs: convergent nounwind
declare dso_local void @_Z4keepP11CUstream_st(ptr noundef) local_unnamed_addr #4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z15passed_to_childPii(ptr noundef %0, i32 noundef %1) local_unnamed_addr #1 {
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
  %13 = call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 16) #7
  %14 = icmp eq ptr %13, null
  br i1 %14, label %35, label %15

15:                                               ; preds = %2
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %17 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %18 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %19 = mul i32 %18, %17
  %20 = add i32 %19, %16
  %21 = shl nsw i32 %20, 5
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds i32, ptr %0, i64 %22
  %24 = load ptr, ptr %5, align 8, !tbaa !14
  store ptr %23, ptr %13, align 64, !tbaa !11
  %25 = getelementptr inbounds nuw i8, ptr %13, i64 8
  store ptr %24, ptr %25, align 8, !tbaa !14
  %26 = and i32 %16, 3
  %27 = zext nneg i32 %26 to i64
  %28 = getelementptr inbounds nuw ptr, ptr %5, i64 %27
  %29 = load ptr, ptr %28, align 8, !tbaa !14
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  store i32 32, ptr %3, align 8
  %30 = getelementptr inbounds nuw i8, ptr %3, i64 4
  store i32 1, ptr %30, align 4
  %31 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store i32 1, ptr %31, align 8
  store i32 1, ptr %4, align 8
  %32 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %32, align 4
  %33 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %33, align 8
  %34 = call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z7child_sPiP11CUstream_st, ptr noundef nonnull %13, ptr noundef nonnull byval(%struct.dim3) align 4 %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, i32 noundef 0, ptr noundef %29) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  br label %35

35:                                               ; preds = %15, %2
  %36 = load ptr, ptr %5, align 8, !tbaa !14
  %37 = call noundef i32 @__cudaCDP2StreamDestroy(ptr noundef %36) #7
  %38 = load ptr, ptr %7, align 8, !tbaa !14
  %39 = call noundef i32 @__cudaCDP2StreamDestroy(ptr noundef %38) #7
  %40 = load ptr, ptr %9, align 8, !tbaa !14
  %41 = call noundef i32 @__cudaCDP2StreamDestroy(ptr noundef %40) #7
  %42 = load ptr, ptr %11, align 8, !tbaa !14
  %43 = call noundef i32 @__cudaCDP2StreamDestroy(ptr noundef %42) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %5) #6
  ret void
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
  %15 = load ptr, ptr %6, align 8, !tbaa !16
  %16 = load ptr, ptr %12, align 8, !tbaa !14
  %17 = call noundef i32 @__cudaCDP2EventRecord(ptr noundef %15, ptr noundef %16) #7
  %18 = call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #7
  %19 = icmp eq ptr %18, null
  br i1 %19, label %39, label %20

20:                                               ; preds = %2
  %21 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %22 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %23 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %24 = mul i32 %23, %22
  %25 = add i32 %24, %21
  %26 = shl nsw i32 %25, 5
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds i32, ptr %0, i64 %27
  store ptr %28, ptr %18, align 64, !tbaa !11
  %29 = getelementptr inbounds nuw i8, ptr %18, i64 8
  store i32 %1, ptr %29, align 8, !tbaa !6
  %30 = and i32 %21, 3
  %31 = zext nneg i32 %30 to i64
  %32 = getelementptr inbounds nuw ptr, ptr %5, i64 %31
  %33 = load ptr, ptr %32, align 8, !tbaa !14
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  store i32 32, ptr %3, align 8
  %34 = getelementptr inbounds nuw i8, ptr %3, i64 4
  store i32 1, ptr %34, align 4
  %35 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store i32 1, ptr %35, align 8
  store i32 1, ptr %4, align 8
  %36 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %36, align 4
  %37 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %37, align 8
  %38 = call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPii, ptr noundef nonnull %18, ptr noundef nonnull byval(%struct.dim3) align 4 %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, i32 noundef 0, ptr noundef %33) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  br label %39

39:                                               ; preds = %20, %2
  %40 = load ptr, ptr %5, align 8, !tbaa !14
  %41 = call noundef i32 @__cudaCDP2StreamDestroy(ptr noundef %40) #7
  %42 = load ptr, ptr %8, align 8, !tbaa !14
  %43 = call noundef i32 @__cudaCDP2StreamDestroy(ptr noundef %42) #7
  %44 = load ptr, ptr %10, align 8, !tbaa !14
  %45 = call noundef i32 @__cudaCDP2StreamDestroy(ptr noundef %44) #7
  %46 = load ptr, ptr %12, align 8, !tbaa !14
  %47 = call noundef i32 @__cudaCDP2StreamDestroy(ptr noundef %46) #7
  %48 = load ptr, ptr %6, align 8, !tbaa !16
  %49 = call noundef i32 @__cudaCDP2EventDestroy(ptr noundef %48) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %6) #6
  call void @llvm.lifetime.end.p0(ptr nonnull %5) #6
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
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %16 = mul i32 %14, %15
  %17 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %18 = add i32 %16, %17
  %19 = call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #7
  %20 = icmp eq ptr %19, null
  br i1 %20, label %35, label %21

21:                                               ; preds = %3
  %22 = shl nsw i32 %18, 5
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds i32, ptr %0, i64 %23
  store ptr %24, ptr %19, align 64, !tbaa !11
  %25 = getelementptr inbounds nuw i8, ptr %19, i64 8
  store i32 %1, ptr %25, align 8, !tbaa !6
  %26 = and i32 %17, 3
  %27 = zext nneg i32 %26 to i64
  %28 = getelementptr inbounds nuw ptr, ptr %6, i64 %27
  %29 = load ptr, ptr %28, align 8, !tbaa !14
  call void @llvm.lifetime.start.p0(ptr nonnull %5)
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  store i32 32, ptr %4, align 8
  %30 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %30, align 4
  %31 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %31, align 8
  store i32 1, ptr %5, align 8
  %32 = getelementptr inbounds nuw i8, ptr %5, i64 4
  store i32 1, ptr %32, align 4
  %33 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store i32 1, ptr %33, align 8
  %34 = call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPii, ptr noundef nonnull %19, ptr noundef nonnull byval(%struct.dim3) align 4 %5, ptr noundef nonnull byval(%struct.dim3) align 4 %4, i32 noundef 0, ptr noundef %29) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %5)
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  br label %35

35:                                               ; preds = %21, %3
  %36 = call noundef i32 @__cudaCDP2GetLastError() #7
  %37 = sext i32 %18 to i64
  %38 = getelementptr inbounds i32, ptr %2, i64 %37
  store i32 %36, ptr %38, align 4, !tbaa !6
  %39 = load ptr, ptr %6, align 8, !tbaa !14
  %40 = call noundef i32 @__cudaCDP2StreamDestroy(ptr noundef %39) #7
  %41 = load ptr, ptr %8, align 8, !tbaa !14
  %42 = call noundef i32 @__cudaCDP2StreamDestroy(ptr noundef %41) #7
  %43 = load ptr, ptr %10, align 8, !tbaa !14
  %44 = call noundef i32 @__cudaCDP2StreamDestroy(ptr noundef %43) #7
  %45 = load ptr, ptr %12, align 8, !tbaa !14
  %46 = call noundef i32 @__cudaCDP2StreamDestroy(ptr noundef %45) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %6) #6
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z7in_loopPii(ptr noundef %0, i32 noundef %1) local_unnamed_addr #1 {
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
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %14 = icmp sgt i32 %1, 0
  br i1 %14, label %15, label %25

15:                                               ; preds = %2
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %17 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %18 = mul i32 %16, %17
  %19 = add i32 %18, %13
  %20 = mul nsw i32 %1, %19
  %21 = getelementptr inbounds nuw i8, ptr %3, i64 4
  %22 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %23 = getelementptr inbounds nuw i8, ptr %4, i64 4
  %24 = getelementptr inbounds nuw i8, ptr %4, i64 8
  br label %34

25:                                               ; preds = %50, %2
  %26 = load ptr, ptr %5, align 8, !tbaa !14
  %27 = call noundef i32 @__cudaCDP2StreamDestroy(ptr noundef %26) #7
  %28 = load ptr, ptr %7, align 8, !tbaa !14
  %29 = call noundef i32 @__cudaCDP2StreamDestroy(ptr noundef %28) #7
  %30 = load ptr, ptr %9, align 8, !tbaa !14
  %31 = call noundef i32 @__cudaCDP2StreamDestroy(ptr noundef %30) #7
  %32 = load ptr, ptr %11, align 8, !tbaa !14
  %33 = call noundef i32 @__cudaCDP2StreamDestroy(ptr noundef %32) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %5) #6
  ret void

34:                                               ; preds = %15, %50
  %35 = phi i32 [ 0, %15 ], [ %51, %50 ]
  %36 = call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #7
  %37 = icmp eq ptr %36, null
  br i1 %37, label %50, label %38

38:                                               ; preds = %34
  %39 = add nsw i32 %35, %20
  %40 = shl nsw i32 %39, 5
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds i32, ptr %0, i64 %41
  store ptr %42, ptr %36, align 64, !tbaa !11
  %43 = getelementptr inbounds nuw i8, ptr %36, i64 8
  store i32 %1, ptr %43, align 8, !tbaa !6
  %44 = add nuw i32 %35, %13
  %45 = and i32 %44, 3
  %46 = zext nneg i32 %45 to i64
  %47 = getelementptr inbounds nuw ptr, ptr %5, i64 %46
  %48 = load ptr, ptr %47, align 8, !tbaa !14
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  store i32 32, ptr %3, align 8
  store i32 1, ptr %21, align 4
  store i32 1, ptr %22, align 8
  store i32 1, ptr %4, align 8
  store i32 1, ptr %23, align 4
  store i32 1, ptr %24, align 8
  %49 = call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPii, ptr noundef nonnull %36, ptr noundef nonnull byval(%struct.dim3) align 4 %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, i32 noundef 0, ptr noundef %48) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  br label %50

50:                                               ; preds = %34, %38
  %51 = add nuw nsw i32 %35, 1
  %52 = icmp eq i32 %51, %1
  br i1 %52, label %25, label %34, !llvm.loop !18
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
  %14 = call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #7
  %15 = icmp eq ptr %14, null
  br i1 %15, label %35, label %16

16:                                               ; preds = %3
  %17 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %18 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %19 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %20 = mul i32 %19, %18
  %21 = add i32 %20, %17
  %22 = shl nsw i32 %21, 5
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds i32, ptr %0, i64 %23
  store ptr %24, ptr %14, align 64, !tbaa !11
  %25 = getelementptr inbounds nuw i8, ptr %14, i64 8
  store i32 %1, ptr %25, align 8, !tbaa !6
  %26 = and i32 %17, 3
  %27 = zext nneg i32 %26 to i64
  %28 = getelementptr inbounds nuw ptr, ptr %6, i64 %27
  %29 = load ptr, ptr %28, align 8, !tbaa !14
  call void @llvm.lifetime.start.p0(ptr nonnull %5)
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  store i32 32, ptr %4, align 8
  %30 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %30, align 4
  %31 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %31, align 8
  store i32 1, ptr %5, align 8
  %32 = getelementptr inbounds nuw i8, ptr %5, i64 4
  store i32 1, ptr %32, align 4
  %33 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store i32 1, ptr %33, align 8
  %34 = call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPii, ptr noundef nonnull %14, ptr noundef nonnull byval(%struct.dim3) align 4 %5, ptr noundef nonnull byval(%struct.dim3) align 4 %4, i32 noundef 0, ptr noundef %29) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %5)
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  br label %35

35:                                               ; preds = %16, %3
  %36 = load ptr, ptr %6, align 8, !tbaa !14
  %37 = call noundef i32 @__cudaCDP2StreamDestroy(ptr noundef %36) #7
  %38 = load ptr, ptr %8, align 8, !tbaa !14
  %39 = call noundef i32 @__cudaCDP2StreamDestroy(ptr noundef %38) #7
  %40 = load ptr, ptr %10, align 8, !tbaa !14
  %41 = call noundef i32 @__cudaCDP2StreamDestroy(ptr noundef %40) #7
  %42 = load ptr, ptr %12, align 8, !tbaa !14
  %43 = call noundef i32 @__cudaCDP2StreamDestroy(ptr noundef %42) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %6) #6
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z16destroyed_beforePii(ptr noundef %0, i32 noundef %1) local_unnamed_addr #1 {
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
  %13 = icmp sgt i32 %1, 3
  br i1 %13, label %14, label %17

14:                                               ; preds = %2
  %15 = load ptr, ptr %5, align 8, !tbaa !14
  %16 = call noundef i32 @__cudaCDP2StreamDestroy(ptr noundef %15) #7
  br label %17

17:                                               ; preds = %14, %2
  %18 = call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #7
  %19 = icmp eq ptr %18, null
  br i1 %19, label %39, label %20

20:                                               ; preds = %17
  %21 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %22 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %23 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %24 = mul i32 %23, %22
  %25 = add i32 %24, %21
  %26 = shl nsw i32 %25, 5
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds i32, ptr %0, i64 %27
  store ptr %28, ptr %18, align 64, !tbaa !11
  %29 = getelementptr inbounds nuw i8, ptr %18, i64 8
  store i32 %1, ptr %29, align 8, !tbaa !6
  %30 = and i32 %21, 3
  %31 = zext nneg i32 %30 to i64
  %32 = getelementptr inbounds nuw ptr, ptr %5, i64 %31
  %33 = load ptr, ptr %32, align 8, !tbaa !14
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  store i32 32, ptr %3, align 8
  %34 = getelementptr inbounds nuw i8, ptr %3, i64 4
  store i32 1, ptr %34, align 4
  %35 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store i32 1, ptr %35, align 8
  store i32 1, ptr %4, align 8
  %36 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %36, align 4
  %37 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %37, align 8
  %38 = call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPii, ptr noundef nonnull %18, ptr noundef nonnull byval(%struct.dim3) align 4 %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, i32 noundef 0, ptr noundef %33) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  br label %39

39:                                               ; preds = %20, %17
  %40 = load ptr, ptr %7, align 8, !tbaa !14
  %41 = call noundef i32 @__cudaCDP2StreamDestroy(ptr noundef %40) #7
  %42 = load ptr, ptr %9, align 8, !tbaa !14
  %43 = call noundef i32 @__cudaCDP2StreamDestroy(ptr noundef %42) #7
  %44 = load ptr, ptr %11, align 8, !tbaa !14
  %45 = call noundef i32 @__cudaCDP2StreamDestroy(ptr noundef %44) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %5) #6
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z15destroy_foreignPiiP11CUstream_st(ptr noundef %0, i32 noundef %1, ptr noundef %2) local_unnamed_addr #1 {
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
  br i1 %15, label %35, label %16

16:                                               ; preds = %3
  %17 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %18 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %19 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %20 = mul i32 %19, %18
  %21 = add i32 %20, %17
  %22 = shl nsw i32 %21, 5
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds i32, ptr %0, i64 %23
  store ptr %24, ptr %14, align 64, !tbaa !11
  %25 = getelementptr inbounds nuw i8, ptr %14, i64 8
  store i32 %1, ptr %25, align 8, !tbaa !6
  %26 = and i32 %17, 3
  %27 = zext nneg i32 %26 to i64
  %28 = getelementptr inbounds nuw ptr, ptr %6, i64 %27
  %29 = load ptr, ptr %28, align 8, !tbaa !14
  call void @llvm.lifetime.start.p0(ptr nonnull %5)
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  store i32 32, ptr %4, align 8
  %30 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %30, align 4
  %31 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %31, align 8
  store i32 1, ptr %5, align 8
  %32 = getelementptr inbounds nuw i8, ptr %5, i64 4
  store i32 1, ptr %32, align 4
  %33 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store i32 1, ptr %33, align 8
  %34 = call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPii, ptr noundef nonnull %14, ptr noundef nonnull byval(%struct.dim3) align 4 %5, ptr noundef nonnull byval(%struct.dim3) align 4 %4, i32 noundef 0, ptr noundef %29) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %5)
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  br label %35

35:                                               ; preds = %16, %3
  %36 = icmp sgt i32 %1, 5
  %37 = load ptr, ptr %6, align 8
  %38 = select i1 %36, ptr %37, ptr %2
  %39 = call noundef i32 @__cudaCDP2StreamDestroy(ptr noundef %38) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %6) #6
  ret void
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

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="128" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
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
!12 = !{!"p1 int", !13, i64 0}
!13 = !{!"any pointer", !8, i64 0}
!14 = !{!15, !15, i64 0}
!15 = !{!"p1 _ZTS11CUstream_st", !13, i64 0}
!16 = !{!17, !17, i64 0}
!17 = !{!"p1 _ZTS10CUevent_st", !13, i64 0}
!18 = distinct !{!18, !19}
!19 = !{!"llvm.loop.mustprogress"}
