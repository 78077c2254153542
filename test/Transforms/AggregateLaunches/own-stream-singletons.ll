; Produced by (clang 22.1.8, CUDA 13.0):
;   clang++ -x cuda --cuda-path=/usr/local/cuda
;     --cuda-gpu-arch=sm_90 -fgpu-rdc --cuda-device-only -D__CUDACC_RDC__
;     -Wno-unknown-cuda-version -S -emit-llvm -O2
;     Inputs/own-stream-singletons.cu
;
; Issue 21, item 24: a launch into a stream the launching thread created
; (cudaStreamCreateWithFlags into a private array that nothing else
; writes) never shares its stream with another thread's launch, so every
; group would hold one launch. Here each such launch is also its thread's
; only one, into a stream private to it (issue 23, item 3): it goes to
; cudaStreamFireAndForget and is aggregated (own-stream-once.ll has the
; launches that stay as written, with the missed remark own-stream).
; Shared streams, a private array that may also hold a stream from
; elsewhere, and streams indexed by thread id in global memory (which may
; all be one stream) are aggregated into their own streams.
; REQUIRES: nvptx-registered-target
; RUN: opt -passes='dpagg-aggregate<block>' -S %s | FileCheck %s
; RUN: opt -passes='dpagg-aggregate<warp>' -S %s | FileCheck %s
; RUN: opt -passes='dpagg-aggregate<block>' -pass-remarks=dpagg -pass-remarks-missed=dpagg -disable-output %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=REMARK
; RUN: opt -passes='dpagg-aggregate<block>' -pass-remarks-output=- -disable-output %s \
; RUN:   | FileCheck %s --check-prefix=YAML
; REMARK: remark: <unknown>:0:0: launch of child(int*, int) aggregated per block; the launch goes to cudaStreamFireAndForget instead of the stream its thread created for it
; REMARK-NEXT: remark: <unknown>:0:0: launch of child(int*, int) aggregated per block; the launch goes to cudaStreamFireAndForget instead of the stream its thread created for it
; REMARK-NEXT: remark: <unknown>:0:0: launch of child(int*, int) aggregated per {{.*}}; sibling launches into one stream now run concurrently
; REMARK-NEXT: remark: <unknown>:0:0: launch of child(int*, int) aggregated per {{.*}}; sibling launches into one stream now run concurrently
; REMARK-NEXT: remark: <unknown>:0:0: launch of child(int*, int) aggregated per {{.*}}; sibling launches into one stream now run concurrently
; YAML-NOT: Rule: own-stream
;
; CHECK-LABEL: define dso_local ptx_kernel void @_Z18per_thread_streamsPii(
; CHECK-NOT:     @__cudaCDP2LaunchDevice(
; CHECK:         call i32 @__dpagg_aggregate_{{warp|block}}({{.*}}, i32 0, ptr inttoptr (i64 4 to ptr)
; CHECK-LABEL: define dso_local ptx_kernel void @_Z17picked_own_streamPii(
; CHECK-NOT:     @__cudaCDP2LaunchDevice(
; CHECK:         call i32 @__dpagg_aggregate_{{warp|block}}({{.*}}, i32 0, ptr inttoptr (i64 4 to ptr)
; CHECK-LABEL: define dso_local ptx_kernel void @_Z14shared_streamsPii(
; CHECK:         call i32 @__dpagg_aggregate_{{warp|block}}({{.*}}, i32 0, ptr %
; CHECK-LABEL: define dso_local ptx_kernel void @_Z18private_but_storedPiiP11CUstream_st(
; CHECK:         call i32 @__dpagg_aggregate_{{warp|block}}({{.*}}, i32 0, ptr %
; CHECK-LABEL: define dso_local ptx_kernel void @_Z15indexed_streamsPiiPP11CUstream_st(
; CHECK:         call i32 @__dpagg_aggregate_{{warp|block}}({{.*}}, i32 0, ptr %
; CHECK-LABEL: declare

source_filename = "Inputs/own-stream-singletons.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.dim3 = type { i32, i32, i32 }

@_ZZ14shared_streamsPiiE1s = internal addrspace(3) global [4 x ptr] undef, align 8

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write)
define dso_local ptx_kernel void @_Z5childPii(ptr noundef writeonly captures(none) %0, i32 noundef %1) #0 {
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = zext nneg i32 %3 to i64
  %5 = getelementptr inbounds nuw i32, ptr %0, i64 %4
  store i32 %1, ptr %5, align 4, !tbaa !6
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z18per_thread_streamsPii(ptr noundef %0, i32 noundef %1) local_unnamed_addr #1 {
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
define dso_local ptx_kernel void @_Z17picked_own_streamPii(ptr noundef %0, i32 noundef %1) local_unnamed_addr #1 {
  %3 = alloca %struct.dim3, align 8
  %4 = alloca %struct.dim3, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #6
  call void @llvm.lifetime.start.p0(ptr nonnull %6) #6
  %7 = call noundef i32 @__cudaCDP2StreamCreateWithFlags(ptr noundef nonnull %5, i32 noundef 1) #7
  %8 = call noundef i32 @__cudaCDP2StreamCreateWithFlags(ptr noundef nonnull %6, i32 noundef 1) #7
  %9 = call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #7
  %10 = icmp eq ptr %9, null
  br i1 %10, label %31, label %11

11:                                               ; preds = %2
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %15 = mul i32 %14, %13
  %16 = add i32 %15, %12
  %17 = shl nsw i32 %16, 5
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds i32, ptr %0, i64 %18
  store ptr %19, ptr %9, align 64, !tbaa !11
  %20 = getelementptr inbounds nuw i8, ptr %9, i64 8
  store i32 %1, ptr %20, align 8, !tbaa !6
  %21 = and i32 %16, 1
  %22 = icmp eq i32 %21, 0
  %23 = load ptr, ptr %5, align 8
  %24 = load ptr, ptr %6, align 8
  %25 = select i1 %22, ptr %24, ptr %23
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  store i32 32, ptr %3, align 8
  %26 = getelementptr inbounds nuw i8, ptr %3, i64 4
  store i32 1, ptr %26, align 4
  %27 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store i32 1, ptr %27, align 8
  store i32 1, ptr %4, align 8
  %28 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %28, align 4
  %29 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %29, align 8
  %30 = call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPii, ptr noundef nonnull %9, ptr noundef nonnull byval(%struct.dim3) align 4 %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, i32 noundef 0, ptr noundef %25) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  br label %31

31:                                               ; preds = %11, %2
  %32 = load ptr, ptr %5, align 8, !tbaa !14
  %33 = call noundef i32 @__cudaCDP2StreamDestroy(ptr noundef %32) #7
  %34 = load ptr, ptr %6, align 8, !tbaa !14
  %35 = call noundef i32 @__cudaCDP2StreamDestroy(ptr noundef %34) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %6) #6
  call void @llvm.lifetime.end.p0(ptr nonnull %5) #6
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z14shared_streamsPii(ptr noundef %0, i32 noundef %1) local_unnamed_addr #1 {
  %3 = alloca %struct.dim3, align 8
  %4 = alloca %struct.dim3, align 8
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = icmp samesign ult i32 %5, 4
  br i1 %6, label %7, label %11

7:                                                ; preds = %2
  %8 = zext nneg i32 %5 to i64
  %9 = getelementptr inbounds nuw ptr, ptr addrspacecast (ptr addrspace(3) @_ZZ14shared_streamsPiiE1s to ptr), i64 %8
  %10 = tail call noundef i32 @__cudaCDP2StreamCreateWithFlags(ptr noundef %9, i32 noundef 1) #7
  br label %11

11:                                               ; preds = %7, %2
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %12 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #7
  %13 = icmp eq ptr %12, null
  br i1 %13, label %32, label %14

14:                                               ; preds = %11
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %17 = mul i32 %16, %15
  %18 = add i32 %17, %5
  %19 = shl nsw i32 %18, 5
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds i32, ptr %0, i64 %20
  store ptr %21, ptr %12, align 64, !tbaa !11
  %22 = getelementptr inbounds nuw i8, ptr %12, i64 8
  store i32 %1, ptr %22, align 8, !tbaa !6
  %23 = and i32 %5, 3
  %24 = zext nneg i32 %23 to i64
  %25 = getelementptr inbounds nuw ptr, ptr addrspacecast (ptr addrspace(3) @_ZZ14shared_streamsPiiE1s to ptr), i64 %24
  %26 = load ptr, ptr %25, align 8, !tbaa !14
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  store i32 32, ptr %3, align 8
  %27 = getelementptr inbounds nuw i8, ptr %3, i64 4
  store i32 1, ptr %27, align 4
  %28 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store i32 1, ptr %28, align 8
  store i32 1, ptr %4, align 8
  %29 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %29, align 4
  %30 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %30, align 8
  %31 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPii, ptr noundef nonnull %12, ptr noundef nonnull byval(%struct.dim3) align 4 %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, i32 noundef 0, ptr noundef %26) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  br label %32

32:                                               ; preds = %14, %11
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z18private_but_storedPiiP11CUstream_st(ptr noundef %0, i32 noundef %1, ptr noundef %2) local_unnamed_addr #1 {
  %4 = alloca %struct.dim3, align 8
  %5 = alloca %struct.dim3, align 8
  %6 = alloca [2 x ptr], align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %6) #6
  %7 = call noundef i32 @__cudaCDP2StreamCreateWithFlags(ptr noundef nonnull %6, i32 noundef 1) #7
  %8 = getelementptr inbounds nuw i8, ptr %6, i64 8
  store ptr %2, ptr %8, align 8, !tbaa !14
  %9 = call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #7
  %10 = icmp eq ptr %9, null
  br i1 %10, label %30, label %11

11:                                               ; preds = %3
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %15 = mul i32 %14, %13
  %16 = add i32 %15, %12
  %17 = shl nsw i32 %16, 5
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds i32, ptr %0, i64 %18
  store ptr %19, ptr %9, align 64, !tbaa !11
  %20 = getelementptr inbounds nuw i8, ptr %9, i64 8
  store i32 %1, ptr %20, align 8, !tbaa !6
  %21 = and i32 %1, 1
  %22 = zext nneg i32 %21 to i64
  %23 = getelementptr inbounds nuw ptr, ptr %6, i64 %22
  %24 = load ptr, ptr %23, align 8, !tbaa !14
  call void @llvm.lifetime.start.p0(ptr nonnull %5)
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  store i32 32, ptr %4, align 8
  %25 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %25, align 4
  %26 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %26, align 8
  store i32 1, ptr %5, align 8
  %27 = getelementptr inbounds nuw i8, ptr %5, i64 4
  store i32 1, ptr %27, align 4
  %28 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store i32 1, ptr %28, align 8
  %29 = call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPii, ptr noundef nonnull %9, ptr noundef nonnull byval(%struct.dim3) align 4 %5, ptr noundef nonnull byval(%struct.dim3) align 4 %4, i32 noundef 0, ptr noundef %24) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %5)
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  br label %30

30:                                               ; preds = %11, %3
  call void @llvm.lifetime.end.p0(ptr nonnull %6) #6
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z15indexed_streamsPiiPP11CUstream_st(ptr noundef %0, i32 noundef %1, ptr noundef readonly captures(none) %2) local_unnamed_addr #1 {
  %4 = alloca %struct.dim3, align 8
  %5 = alloca %struct.dim3, align 8
  %6 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #7
  %7 = icmp eq ptr %6, null
  br i1 %7, label %26, label %8

8:                                                ; preds = %3
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %12 = mul i32 %11, %10
  %13 = add i32 %12, %9
  %14 = shl nsw i32 %13, 5
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds i32, ptr %0, i64 %15
  store ptr %16, ptr %6, align 64, !tbaa !11
  %17 = getelementptr inbounds nuw i8, ptr %6, i64 8
  store i32 %1, ptr %17, align 8, !tbaa !6
  %18 = sext i32 %13 to i64
  %19 = getelementptr inbounds ptr, ptr %2, i64 %18
  %20 = load ptr, ptr %19, align 8, !tbaa !14
  call void @llvm.lifetime.start.p0(ptr nonnull %5)
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  store i32 32, ptr %4, align 8
  %21 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %21, align 4
  %22 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %22, align 8
  store i32 1, ptr %5, align 8
  %23 = getelementptr inbounds nuw i8, ptr %5, i64 4
  store i32 1, ptr %23, align 4
  %24 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store i32 1, ptr %24, align 8
  %25 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPii, ptr noundef nonnull %6, ptr noundef nonnull byval(%struct.dim3) align 4 %5, ptr noundef nonnull byval(%struct.dim3) align 4 %4, i32 noundef 0, ptr noundef %20) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %5)
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  br label %26

26:                                               ; preds = %8, %3
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: convergent nounwind
declare dso_local i32 @__cudaCDP2StreamCreateWithFlags(ptr noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: convergent nounwind
declare dso_local ptr @__cudaCDP2GetParameterBuffer(i64 noundef, i64 noundef) local_unnamed_addr #5

; Function Attrs: convergent nounwind
declare dso_local i32 @__cudaCDP2LaunchDevice(ptr noundef, ptr noundef, ptr noundef byval(%struct.dim3) align 4, ptr noundef byval(%struct.dim3) align 4, i32 noundef, ptr noundef) local_unnamed_addr #5

; Function Attrs: convergent nounwind
declare dso_local i32 @__cudaCDP2StreamDestroy(ptr noundef) local_unnamed_addr #5

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
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
