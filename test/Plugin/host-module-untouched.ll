; Produced by (clang 22.1.8, CUDA 13.0):
;   clang++ -x cuda --cuda-path=/usr/local/cuda --cuda-gpu-arch=sm_90
;     -fgpu-rdc --cuda-host-only -D__CUDACC_RDC__ -Wno-unknown-cuda-version
;     -S -emit-llvm -O1 -Xclang -disable-llvm-passes Inputs/host.cu
; (unoptimized, so default<O2> has work to do.) The plugin is loaded in the
; host cc1 too; the host module must come out of the O0 and O2 pipelines
; byte for byte as it does without the plugin, and the launch-site analysis
; finds nothing in it.
; RUN: opt -passes='default<O2>' -S %s -o %t.o2.with.ll
; RUN: %opt_noplugin -passes='default<O2>' -S %s -o %t.o2.without.ll
; RUN: diff %t.o2.without.ll %t.o2.with.ll
; RUN: opt -passes='default<O0>' -S %s -o %t.o0.with.ll
; RUN: %opt_noplugin -passes='default<O0>' -S %s -o %t.o0.without.ll
; RUN: diff %t.o0.without.ll %t.o0.with.ll
; RUN: opt -passes='dpagg-aggregate<block>,dpagg-lower-v1-launches,dpagg-link-runtime<inline>' -S %s -o %t.dpagg.ll
; RUN: %opt_noplugin -passes=verify -S %s -o %t.verify.ll
; RUN: diff %t.verify.ll %t.dpagg.ll
; RUN: opt -passes='print<dpagg-launch-sites>' -disable-output %s 2>&1 | FileCheck %s

; CHECK: DPAgg launch sites: 0

source_filename = "host.cu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.__tgt_offload_entry = type { i64, i16, i16, i32, ptr, ptr, i64, i64, ptr }
%struct.dim3 = type { i32, i32, i32 }

$_ZN4dim3C2Ejjj = comdat any

@.offloading.entry_name = internal unnamed_addr constant [11 x i8] c"_Z5childPi\00", section ".llvm.rodata.offloading", align 1
@.offloading.entry._Z5childPi = weak constant %struct.__tgt_offload_entry { i64 0, i16 1, i16 2, i32 0, ptr @_Z20__device_stub__childPi, ptr @.offloading.entry_name, i64 0, i64 0, ptr null }, section "llvm_offload_entries", align 8
@.offloading.entry_name.1 = internal unnamed_addr constant [12 x i8] c"_Z6parentPi\00", section ".llvm.rodata.offloading", align 1
@.offloading.entry._Z6parentPi = weak constant %struct.__tgt_offload_entry { i64 0, i16 1, i16 2, i32 0, ptr @_Z21__device_stub__parentPi, ptr @.offloading.entry_name.1, i64 0, i64 0, ptr null }, section "llvm_offload_entries", align 8

; Function Attrs: mustprogress norecurse uwtable
define dso_local void @_Z20__device_stub__childPi(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca %struct.dim3, align 8
  %4 = alloca %struct.dim3, align 8
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  %7 = alloca { i64, i32 }, align 8
  %8 = alloca { i64, i32 }, align 8
  store ptr %0, ptr %2, align 8, !tbaa !12
  %9 = alloca ptr, i64 1, align 16
  %10 = getelementptr ptr, ptr %9, i32 0
  store ptr %2, ptr %10, align 8
  %11 = call i32 @__cudaPopCallConfiguration(ptr %3, ptr %4, ptr %5, ptr %6)
  %12 = load i64, ptr %5, align 8
  %13 = load ptr, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 8 %3, i64 12, i1 false)
  %14 = getelementptr inbounds nuw { i64, i32 }, ptr %7, i32 0, i32 0
  %15 = load i64, ptr %14, align 8
  %16 = getelementptr inbounds nuw { i64, i32 }, ptr %7, i32 0, i32 1
  %17 = load i32, ptr %16, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 8 %4, i64 12, i1 false)
  %18 = getelementptr inbounds nuw { i64, i32 }, ptr %8, i32 0, i32 0
  %19 = load i64, ptr %18, align 8
  %20 = getelementptr inbounds nuw { i64, i32 }, ptr %8, i32 0, i32 1
  %21 = load i32, ptr %20, align 8
  %22 = call noundef i32 @cudaLaunchKernel(ptr noundef @_Z20__device_stub__childPi, i64 %15, i32 %17, i64 %19, i32 %21, ptr noundef %9, i64 noundef %12, ptr noundef %13)
  br label %23

23:                                               ; preds = %1
  ret void
}

declare i32 @__cudaPopCallConfiguration(ptr, ptr, ptr, ptr)

declare i32 @cudaLaunchKernel(ptr, i64, i32, i64, i32, ptr, i64, ptr)

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #1

; Function Attrs: mustprogress norecurse uwtable
define dso_local void @_Z21__device_stub__parentPi(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca %struct.dim3, align 8
  %4 = alloca %struct.dim3, align 8
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  %7 = alloca { i64, i32 }, align 8
  %8 = alloca { i64, i32 }, align 8
  store ptr %0, ptr %2, align 8, !tbaa !12
  %9 = alloca ptr, i64 1, align 16
  %10 = getelementptr ptr, ptr %9, i32 0
  store ptr %2, ptr %10, align 8
  %11 = call i32 @__cudaPopCallConfiguration(ptr %3, ptr %4, ptr %5, ptr %6)
  %12 = load i64, ptr %5, align 8
  %13 = load ptr, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 8 %3, i64 12, i1 false)
  %14 = getelementptr inbounds nuw { i64, i32 }, ptr %7, i32 0, i32 0
  %15 = load i64, ptr %14, align 8
  %16 = getelementptr inbounds nuw { i64, i32 }, ptr %7, i32 0, i32 1
  %17 = load i32, ptr %16, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 8 %4, i64 12, i1 false)
  %18 = getelementptr inbounds nuw { i64, i32 }, ptr %8, i32 0, i32 0
  %19 = load i64, ptr %18, align 8
  %20 = getelementptr inbounds nuw { i64, i32 }, ptr %8, i32 0, i32 1
  %21 = load i32, ptr %20, align 8
  %22 = call noundef i32 @cudaLaunchKernel(ptr noundef @_Z21__device_stub__parentPi, i64 %15, i32 %17, i64 %19, i32 %21, ptr noundef %9, i64 noundef %12, ptr noundef %13)
  br label %23

23:                                               ; preds = %1
  ret void
}

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() #2 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 8
  %3 = alloca %struct.dim3, align 4
  %4 = alloca %struct.dim3, align 4
  %5 = alloca { i64, i32 }, align 4
  %6 = alloca { i64, i32 }, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.lifetime.start.p0(ptr %2) #7
  %7 = call noundef i32 @_ZL10cudaMallocIiE9cudaErrorPPT_m(ptr noundef %2, i64 noundef 128)
  call void @_ZN4dim3C2Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %3, i32 noundef 4, i32 noundef 1, i32 noundef 1)
  call void @_ZN4dim3C2Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %4, i32 noundef 1, i32 noundef 1, i32 noundef 1)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %5, ptr align 4 %3, i64 12, i1 false)
  %8 = getelementptr inbounds nuw { i64, i32 }, ptr %5, i32 0, i32 0
  %9 = load i64, ptr %8, align 4
  %10 = getelementptr inbounds nuw { i64, i32 }, ptr %5, i32 0, i32 1
  %11 = load i32, ptr %10, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %6, ptr align 4 %4, i64 12, i1 false)
  %12 = getelementptr inbounds nuw { i64, i32 }, ptr %6, i32 0, i32 0
  %13 = load i64, ptr %12, align 4
  %14 = getelementptr inbounds nuw { i64, i32 }, ptr %6, i32 0, i32 1
  %15 = load i32, ptr %14, align 4
  %16 = call i32 @__cudaPushCallConfiguration(i64 %9, i32 %11, i64 %13, i32 %15, i64 noundef 0, ptr noundef null)
  %17 = icmp ne i32 %16, 0
  br i1 %17, label %20, label %18

18:                                               ; preds = %0
  %19 = load ptr, ptr %2, align 8, !tbaa !12
  call void @_Z21__device_stub__parentPi(ptr noundef %19) #8
  br label %20

20:                                               ; preds = %18, %0
  %21 = call i32 @cudaDeviceSynchronize()
  call void @llvm.lifetime.end.p0(ptr %2) #7
  ret i32 0
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #3

; Function Attrs: inlinehint mustprogress uwtable
define internal noundef i32 @_ZL10cudaMallocIiE9cudaErrorPPT_m(ptr noundef %0, i64 noundef %1) #4 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  store ptr %0, ptr %3, align 8, !tbaa !15
  store i64 %1, ptr %4, align 8, !tbaa !18
  %5 = load ptr, ptr %3, align 8, !tbaa !15
  %6 = load i64, ptr %4, align 8, !tbaa !18
  %7 = call i32 @cudaMalloc(ptr noundef %5, i64 noundef %6)
  ret i32 %7
}

declare i32 @__cudaPushCallConfiguration(i64, i32, i64, i32, i64 noundef, ptr noundef) #5

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4dim3C2Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) unnamed_addr #6 comdat align 2 {
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %5, align 8, !tbaa !20
  store i32 %1, ptr %6, align 4, !tbaa !8
  store i32 %2, ptr %7, align 4, !tbaa !8
  store i32 %3, ptr %8, align 4, !tbaa !8
  %9 = load ptr, ptr %5, align 8
  %10 = getelementptr inbounds nuw %struct.dim3, ptr %9, i32 0, i32 0
  %11 = load i32, ptr %6, align 4, !tbaa !8
  store i32 %11, ptr %10, align 4, !tbaa !22
  %12 = getelementptr inbounds nuw %struct.dim3, ptr %9, i32 0, i32 1
  %13 = load i32, ptr %7, align 4, !tbaa !8
  store i32 %13, ptr %12, align 4, !tbaa !24
  %14 = getelementptr inbounds nuw %struct.dim3, ptr %9, i32 0, i32 2
  %15 = load i32, ptr %8, align 4, !tbaa !8
  store i32 %15, ptr %14, align 4, !tbaa !25
  ret void
}

declare i32 @cudaDeviceSynchronize() #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #3

declare i32 @cudaMalloc(ptr noundef, i64 noundef) #5

attributes #0 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { inlinehint mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }
attributes #8 = { "uniform-work-group-size"="true" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.offloading.symbols = !{!5, !6}
!llvm.ident = !{!7}
!llvm.errno.tbaa = !{!8}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 12, i32 9]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 2}
!5 = !{ptr @.offloading.entry_name}
!6 = !{ptr @.offloading.entry_name.1}
!7 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C++ TBAA"}
!12 = !{!13, !13, i64 0}
!13 = !{!"p1 int", !14, i64 0}
!14 = !{!"any pointer", !10, i64 0}
!15 = !{!16, !16, i64 0}
!16 = !{!"p2 int", !17, i64 0}
!17 = !{!"any p2 pointer", !14, i64 0}
!18 = !{!19, !19, i64 0}
!19 = !{!"long", !10, i64 0}
!20 = !{!21, !21, i64 0}
!21 = !{!"p1 _ZTS4dim3", !14, i64 0}
!22 = !{!23, !9, i64 0}
!23 = !{!"_ZTS4dim3", !9, i64 0, !9, i64 4, !9, i64 8}
!24 = !{!23, !9, i64 4}
!25 = !{!23, !9, i64 8}
