; Produced by (clang 22.1.8, CUDA 13.0):
;   clang++ -x cuda --cuda-path=/usr/local/cuda
;     --cuda-gpu-arch=sm_90 -fgpu-rdc --cuda-device-only -D__CUDACC_RDC__
;     -Wno-unknown-cuda-version -S -emit-llvm -O2 Inputs/child-byval-copies.cu
; By-value structs of more than 64 bytes, which the NVPTX backend would copy
; one byte at a time (llvm.memcpy beyond 64 bytes, NVPTXLowerAggrCopies):
;  - the parent's copies of its own 96- and 200-byte parameters into the
;    staging blobs are loops of 4-byte moves (the sources' alignment) that
;    are not unrolled;
;  - reader only reads its struct: its clone reads the block's shared copy,
;    with no private copy;
;  - writer and writer_huge write theirs: their clones keep a private copy
;    per thread, 16-byte aligned, filled with 8-byte moves (the shared
;    copy's alignment at offset 8): 12 written out for 96 bytes, a loop of
;    25 for 200.
; REQUIRES: nvptx-registered-target
; RUN: opt -passes='dpagg-aggregate<block>' -S %s | FileCheck %s

; CHECK-LABEL: define dso_local ptx_kernel void @_Z6parentPi3Big4Huge(
; CHECK:       dpagg.copy:
; CHECK-NEXT:    [[I:%.*]] = phi i64 [ 0, %{{.*}} ], [ [[NEXT:%.*]], %dpagg.copy ]
; CHECK-NEXT:    [[OFF:%.*]] = mul nuw i64 [[I]], 4
; CHECK-NEXT:    [[SRC:%.*]] = getelementptr inbounds i8, ptr %1, i64 [[OFF]]
; CHECK-NEXT:    [[V:%.*]] = load i32, ptr [[SRC]], align 4
; CHECK-NEXT:    [[DST:%.*]] = getelementptr inbounds i8, ptr {{%.*}}, i64 [[OFF]]
; CHECK-NEXT:    store i32 [[V]], ptr [[DST]], align 4
; CHECK-NEXT:    [[NEXT]] = add nuw i64 [[I]], 1
; CHECK-NEXT:    [[MORE:%.*]] = icmp ult i64 [[NEXT]], 24
; CHECK-NEXT:    br i1 [[MORE]], label %dpagg.copy, label %dpagg.copy.done, !llvm.loop [[LOOP:![0-9]+]]
; CHECK:         getelementptr inbounds i8, ptr %2, i64 {{%.*}}
; CHECK:         icmp ult i64 {{%.*}}, 50
; CHECK-NOT:   call void @llvm.memcpy
; CHECK-LABEL: define internal ptx_kernel void @_Z6readerPi3Big.dpagg(
; CHECK:         [[ARGS:%.*]] = load ptr, ptr {{%.*}}, align 8
; CHECK:         [[B:%.*]] = getelementptr inbounds i8, ptr [[ARGS]], i64 8
; CHECK-NOT:     alloca %struct.Big
; CHECK-NOT:     @llvm.memcpy
; CHECK:         getelementptr inbounds nuw i32, ptr [[B]], i64 {{%.*}}
; CHECK-LABEL: define internal ptx_kernel void @_Z6writerPi3Big.dpagg(
; CHECK:         [[ARGS:%.*]] = load ptr, ptr {{%.*}}, align 8
; CHECK:         [[B:%.*]] = getelementptr inbounds i8, ptr [[ARGS]], i64 8
; CHECK-NEXT:    [[COPY:%.*]] = alloca %struct.Big, align 16
; CHECK-COUNT-12: load i64, ptr {{%.*}}, align 8
; CHECK-NOT:     @llvm.memcpy
; CHECK:         ret void
; CHECK-LABEL: define internal ptx_kernel void @_Z11writer_hugePi4Huge.dpagg(
; CHECK:         [[COPY:%.*]] = alloca %struct.Huge, align 16
; CHECK:       dpagg.copy:
; CHECK:         load i64, ptr {{%.*}}, align 8
; CHECK:         store i64 {{%.*}}, ptr {{%.*}}, align 8
; CHECK:         icmp ult i64 {{%.*}}, 25
; CHECK-NOT:     @llvm.memcpy
; CHECK:         ret void
; CHECK:       [[LOOP]] = distinct !{[[LOOP]], [[DISABLE:![0-9]+]]}
; CHECK:       [[DISABLE]] = !{!"llvm.loop.unroll.disable"}

; ModuleID = 'Inputs/child-byval-copies.cu'
source_filename = "Inputs/child-byval-copies.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Big = type { [24 x i32] }
%struct.Huge = type { [50 x i32] }
%struct.dim3 = type { i32, i32, i32 }

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z6readerPi3Big(ptr noundef writeonly captures(none) %0, ptr noundef readonly byval(%struct.Big) align 4 captures(none) %1) #0 {
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = trunc nuw nsw i32 %3 to i16
  %5 = urem i16 %4, 24
  %6 = zext nneg i16 %5 to i64
  %7 = getelementptr inbounds nuw i32, ptr %1, i64 %6
  %8 = load i32, ptr %7, align 4, !tbaa !6
  %9 = zext nneg i32 %3 to i64
  %10 = getelementptr inbounds nuw i32, ptr %0, i64 %9
  store i32 %8, ptr %10, align 4, !tbaa !6
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z6writerPi3Big(ptr noundef writeonly captures(none) %0, ptr noundef byval(%struct.Big) align 4 captures(none) %1) #0 {
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = trunc nuw nsw i32 %3 to i16
  %5 = urem i16 %4, 24
  %6 = zext nneg i16 %5 to i64
  %7 = getelementptr inbounds nuw i32, ptr %1, i64 %6
  %8 = load i32, ptr %7, align 4, !tbaa !6
  %9 = add nsw i32 %8, %3
  store i32 %9, ptr %7, align 4, !tbaa !6
  %10 = add nuw nsw i16 %4, 1
  %11 = urem i16 %10, 24
  %12 = zext nneg i16 %11 to i64
  %13 = getelementptr inbounds nuw i32, ptr %1, i64 %12
  %14 = load i32, ptr %13, align 4, !tbaa !6
  %15 = zext nneg i32 %3 to i64
  %16 = getelementptr inbounds nuw i32, ptr %0, i64 %15
  store i32 %14, ptr %16, align 4, !tbaa !6
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z11writer_hugePi4Huge(ptr noundef writeonly captures(none) %0, ptr noundef byval(%struct.Huge) align 4 captures(none) %1) #0 {
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = trunc nuw nsw i32 %3 to i16
  %5 = urem i16 %4, 50
  %6 = zext nneg i16 %5 to i64
  %7 = getelementptr inbounds nuw i32, ptr %1, i64 %6
  %8 = load i32, ptr %7, align 4, !tbaa !6
  %9 = add nsw i32 %8, %3
  store i32 %9, ptr %7, align 4, !tbaa !6
  %10 = add nuw nsw i16 %4, 1
  %11 = urem i16 %10, 50
  %12 = zext nneg i16 %11 to i64
  %13 = getelementptr inbounds nuw i32, ptr %1, i64 %12
  %14 = load i32, ptr %13, align 4, !tbaa !6
  %15 = zext nneg i32 %3 to i64
  %16 = getelementptr inbounds nuw i32, ptr %0, i64 %15
  store i32 %14, ptr %16, align 4, !tbaa !6
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z6parentPi3Big4Huge(ptr noundef %0, ptr noundef readonly byval(%struct.Big) align 4 captures(none) %1, ptr noundef readonly byval(%struct.Huge) align 4 captures(none) %2) local_unnamed_addr #1 {
  %4 = alloca %struct.dim3, align 8
  %5 = alloca %struct.dim3, align 8
  %6 = alloca %struct.dim3, align 8
  %7 = alloca %struct.dim3, align 8
  %8 = alloca %struct.dim3, align 8
  %9 = alloca %struct.dim3, align 8
  %10 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 104) #6
  %11 = icmp eq ptr %10, null
  br i1 %11, label %19, label %12

12:                                               ; preds = %3
  store ptr %0, ptr %10, align 64, !tbaa !11
  %13 = getelementptr inbounds nuw i8, ptr %10, i64 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(96) %13, ptr noundef nonnull align 4 dereferenceable(96) %1, i64 96, i1 false)
  call void @llvm.lifetime.start.p0(ptr nonnull %9)
  call void @llvm.lifetime.start.p0(ptr nonnull %8)
  store i32 32, ptr %8, align 8
  %14 = getelementptr inbounds nuw i8, ptr %8, i64 4
  store i32 1, ptr %14, align 4
  %15 = getelementptr inbounds nuw i8, ptr %8, i64 8
  store i32 1, ptr %15, align 8
  store i32 1, ptr %9, align 8
  %16 = getelementptr inbounds nuw i8, ptr %9, i64 4
  store i32 1, ptr %16, align 4
  %17 = getelementptr inbounds nuw i8, ptr %9, i64 8
  store i32 1, ptr %17, align 8
  %18 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z6readerPi3Big, ptr noundef nonnull %10, ptr noundef nonnull byval(%struct.dim3) align 4 %9, ptr noundef nonnull byval(%struct.dim3) align 4 %8, i32 noundef 0, ptr noundef null) #6
  call void @llvm.lifetime.end.p0(ptr nonnull %9)
  call void @llvm.lifetime.end.p0(ptr nonnull %8)
  br label %19

19:                                               ; preds = %12, %3
  %20 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 104) #6
  %21 = icmp eq ptr %20, null
  br i1 %21, label %30, label %22

22:                                               ; preds = %19
  %23 = getelementptr inbounds nuw i8, ptr %0, i64 128
  store ptr %23, ptr %20, align 64, !tbaa !11
  %24 = getelementptr inbounds nuw i8, ptr %20, i64 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(96) %24, ptr noundef nonnull align 4 dereferenceable(96) %1, i64 96, i1 false)
  call void @llvm.lifetime.start.p0(ptr nonnull %7)
  call void @llvm.lifetime.start.p0(ptr nonnull %6)
  store i32 32, ptr %6, align 8
  %25 = getelementptr inbounds nuw i8, ptr %6, i64 4
  store i32 1, ptr %25, align 4
  %26 = getelementptr inbounds nuw i8, ptr %6, i64 8
  store i32 1, ptr %26, align 8
  store i32 1, ptr %7, align 8
  %27 = getelementptr inbounds nuw i8, ptr %7, i64 4
  store i32 1, ptr %27, align 4
  %28 = getelementptr inbounds nuw i8, ptr %7, i64 8
  store i32 1, ptr %28, align 8
  %29 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z6writerPi3Big, ptr noundef nonnull %20, ptr noundef nonnull byval(%struct.dim3) align 4 %7, ptr noundef nonnull byval(%struct.dim3) align 4 %6, i32 noundef 0, ptr noundef null) #6
  call void @llvm.lifetime.end.p0(ptr nonnull %7)
  call void @llvm.lifetime.end.p0(ptr nonnull %6)
  br label %30

30:                                               ; preds = %22, %19
  %31 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 208) #6
  %32 = icmp eq ptr %31, null
  br i1 %32, label %41, label %33

33:                                               ; preds = %30
  %34 = getelementptr inbounds nuw i8, ptr %0, i64 256
  store ptr %34, ptr %31, align 64, !tbaa !11
  %35 = getelementptr inbounds nuw i8, ptr %31, i64 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(200) %35, ptr noundef nonnull align 4 dereferenceable(200) %2, i64 200, i1 false)
  call void @llvm.lifetime.start.p0(ptr nonnull %5)
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  store i32 32, ptr %4, align 8
  %36 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %36, align 4
  %37 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %37, align 8
  store i32 1, ptr %5, align 8
  %38 = getelementptr inbounds nuw i8, ptr %5, i64 4
  store i32 1, ptr %38, align 4
  %39 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store i32 1, ptr %39, align 8
  %40 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z11writer_hugePi4Huge, ptr noundef nonnull %31, ptr noundef nonnull byval(%struct.dim3) align 4 %5, ptr noundef nonnull byval(%struct.dim3) align 4 %4, i32 noundef 0, ptr noundef null) #6
  call void @llvm.lifetime.end.p0(ptr nonnull %5)
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  br label %41

41:                                               ; preds = %33, %30
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #2

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

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
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
!12 = !{!"p1 int", !13, i64 0}
!13 = !{!"any pointer", !8, i64 0}
