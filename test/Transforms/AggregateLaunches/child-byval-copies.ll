; Produced by (clang 22.1.8, CUDA 13.0):
;   clang++ -x cuda --cuda-path=/usr/local/cuda
;     --cuda-gpu-arch=sm_90 -fgpu-rdc --cuda-device-only -D__CUDACC_RDC__
;     -Wno-unknown-cuda-version -S -emit-llvm -O2 Inputs/child-byval-copies.cu
; By-value structs of more than 64 bytes, which the NVPTX backend would copy
; one byte at a time (llvm.memcpy beyond 64 bytes, NVPTXLowerAggrCopies):
;  - the parent's copy of its own 96-byte parameter into the staging blob is
;    a loop of 4-byte moves (the source's alignment) that is not unrolled;
;  - reader only reads its struct: its clone reads the block's shared copy,
;    with no private copy;
;  - writer writes its struct: its clone keeps a private copy per thread,
;    filled with 8-byte moves (the shared copy's alignment at offset 8).
; REQUIRES: nvptx-registered-target
; RUN: opt -passes='dpagg-aggregate<block>' -S %s | FileCheck %s

; CHECK-LABEL: define dso_local ptx_kernel void @_Z6parentPi3Big(
; CHECK:       dpagg.copy:
; CHECK-NEXT:    [[I:%.*]] = phi i64 [ 0, %{{.*}} ], [ [[NEXT:%.*]], %dpagg.copy ]
; CHECK-NEXT:    [[OFF:%.*]] = mul i64 [[I]], 4
; CHECK-NEXT:    [[SRC:%.*]] = getelementptr inbounds i8, ptr %1, i64 [[OFF]]
; CHECK-NEXT:    [[V:%.*]] = load i32, ptr [[SRC]], align 4
; CHECK-NEXT:    [[DST:%.*]] = getelementptr inbounds i8, ptr {{%.*}}, i64 [[OFF]]
; CHECK-NEXT:    store i32 [[V]], ptr [[DST]], align 4
; CHECK-NEXT:    [[NEXT]] = add nuw i64 [[I]], 1
; CHECK-NEXT:    [[MORE:%.*]] = icmp ult i64 [[NEXT]], 24
; CHECK-NEXT:    br i1 [[MORE]], label %dpagg.copy, label %dpagg.copy.done, !llvm.loop [[LOOP:![0-9]+]]
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
; CHECK:       [[LOOP]] = distinct !{[[LOOP]], [[DISABLE:![0-9]+]]}
; CHECK:       [[DISABLE]] = !{!"llvm.loop.unroll.disable"}

; ModuleID = 'Inputs/child-byval-copies.cu'
source_filename = "Inputs/child-byval-copies.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Big = type { [24 x i32] }
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

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z6parentPi3Big(ptr noundef %0, ptr noundef readonly byval(%struct.Big) align 4 captures(none) %1) local_unnamed_addr #1 {
  %3 = alloca %struct.dim3, align 8
  %4 = alloca %struct.dim3, align 8
  %5 = alloca %struct.dim3, align 8
  %6 = alloca %struct.dim3, align 8
  %7 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 104) #6
  %8 = icmp eq ptr %7, null
  br i1 %8, label %16, label %9

9:                                                ; preds = %2
  store ptr %0, ptr %7, align 64, !tbaa !11
  %10 = getelementptr inbounds nuw i8, ptr %7, i64 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(96) %10, ptr noundef nonnull align 4 dereferenceable(96) %1, i64 96, i1 false)
  call void @llvm.lifetime.start.p0(ptr nonnull %6)
  call void @llvm.lifetime.start.p0(ptr nonnull %5)
  store i32 32, ptr %5, align 8
  %11 = getelementptr inbounds nuw i8, ptr %5, i64 4
  store i32 1, ptr %11, align 4
  %12 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store i32 1, ptr %12, align 8
  store i32 1, ptr %6, align 8
  %13 = getelementptr inbounds nuw i8, ptr %6, i64 4
  store i32 1, ptr %13, align 4
  %14 = getelementptr inbounds nuw i8, ptr %6, i64 8
  store i32 1, ptr %14, align 8
  %15 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z6readerPi3Big, ptr noundef nonnull %7, ptr noundef nonnull byval(%struct.dim3) align 4 %6, ptr noundef nonnull byval(%struct.dim3) align 4 %5, i32 noundef 0, ptr noundef null) #6
  call void @llvm.lifetime.end.p0(ptr nonnull %6)
  call void @llvm.lifetime.end.p0(ptr nonnull %5)
  br label %16

16:                                               ; preds = %9, %2
  %17 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 104) #6
  %18 = icmp eq ptr %17, null
  br i1 %18, label %27, label %19

19:                                               ; preds = %16
  %20 = getelementptr inbounds nuw i8, ptr %0, i64 128
  store ptr %20, ptr %17, align 64, !tbaa !11
  %21 = getelementptr inbounds nuw i8, ptr %17, i64 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(96) %21, ptr noundef nonnull align 4 dereferenceable(96) %1, i64 96, i1 false)
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  store i32 32, ptr %3, align 8
  %22 = getelementptr inbounds nuw i8, ptr %3, i64 4
  store i32 1, ptr %22, align 4
  %23 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store i32 1, ptr %23, align 8
  store i32 1, ptr %4, align 8
  %24 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %24, align 4
  %25 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %25, align 8
  %26 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z6writerPi3Big, ptr noundef nonnull %17, ptr noundef nonnull byval(%struct.dim3) align 4 %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, i32 noundef 0, ptr noundef null) #6
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  br label %27

27:                                               ; preds = %19, %16
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
