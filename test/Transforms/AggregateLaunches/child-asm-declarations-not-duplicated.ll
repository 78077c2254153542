; Produced by (clang 22.1.8, CUDA 13.0):
;   clang++ -x cuda --cuda-path=/usr/local/cuda
;     --cuda-gpu-arch=sm_90 -fgpu-rdc --cuda-device-only -D__CUDACC_RDC__
;     -Wno-unknown-cuda-version -S -emit-llvm -O2 Inputs/child-asm-declarations.cu
; Issue 21, item 19: building a child inlines every geometry-reading callee
; once per call. twice()'s assembly declares .reg t and the label done at
; function scope; fn_scope calls it twice, so its clone would define them
; twice (ptxas: "Duplicate definition"). The launch stays as written, the
; kernel is not published, and the remarks name rule child-asm-declares.
; scoped()'s declarations are inside braces, which PTX scopes: brace_scope is
; cloned with both copies inlined, aggregated and published. Before the fix
; fn_scope was cloned, aggregated and published too.
; REQUIRES: nvptx-registered-target
; RUN: opt -passes='dpagg-aggregate<block;publish-children>' -S %s | FileCheck %s
; RUN: opt -passes='dpagg-aggregate<block;publish-children>' -pass-remarks=dpagg -pass-remarks-missed=dpagg -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK

; REMARK: remark: <unknown>:0:0: kernel fn_scope(unsigned int*) gets no aggregated child for launches from other translation units (those are made alone): inline assembly in twice(unsigned int) declares names or memory (a .reg declaration outside braces), which a copy of the kernel could duplicate or which DPAgg cannot count (rule child-asm-declares)
; REMARK: remark: <unknown>:0:0: launch of fn_scope(unsigned int*) not aggregated: the child cannot be aggregated: inline assembly in twice(unsigned int) declares names or memory (a .reg declaration outside braces)
; REMARK: remark: <unknown>:0:0: launch of brace_scope(unsigned int*) aggregated per block

; CHECK:       @_Z11brace_scopePj.dpagg.child = private unnamed_addr constant { ptr, i32, i32, i32, i32 } { ptr @_Z11brace_scopePj.dpagg,
; CHECK:       @[[SITE:dpagg.site._Z11brace_scopePj.[0-9]+]] = private unnamed_addr constant {{.*}} { ptr @_Z11brace_scopePj.dpagg.child,
; CHECK-NOT:   @"_Z8fn_scopePj$dpagg_child_v16"
; CHECK:       @"_Z11brace_scopePj$dpagg_child_v16" = addrspace(1) constant { ptr, i32, i32, i32, i32 } { ptr @_Z11brace_scopePj.dpagg,
; CHECK-NOT:   @"_Z8fn_scopePj$dpagg_child_v16"
; CHECK-LABEL: define dso_local ptx_kernel void @_Z6parentPj(
; CHECK-NOT:     call i32 @__dpagg_aggregate_block(ptr @dpagg.site._Z8fn_scopePj.
; CHECK:         call i32 @__dpagg_launch_v2(ptr @_Z8fn_scopePj,
; CHECK:         call i32 @__dpagg_aggregate_block(ptr @[[SITE]]
; CHECK-NOT:   define {{.*}} @_Z8fn_scopePj.dpagg(
; CHECK:       define internal ptx_kernel void @_Z11brace_scopePj.dpagg(
; CHECK:         asm sideeffect "{\0A\09.reg .pred p;
; CHECK:         asm sideeffect "{\0A\09.reg .pred p;
; CHECK-NOT:   define {{.*}} @_Z8fn_scopePj.dpagg(

source_filename = "Inputs/child-asm-declarations.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.dim3 = type { i32, i32, i32 }

; Function Attrs: convergent mustprogress noinline nounwind
define dso_local noundef i32 @_Z5twicej(i32 noundef %0) local_unnamed_addr #0 {
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %3 = tail call i32 asm sideeffect ".reg .u32 t;\0A\09add.u32 t, $1, $2;\0A\09mov.u32 $0, t;\0Adone:\0A\09bar.warp.sync -1;", "=r,r,r"(i32 %0, i32 %2) #5, !srcloc !11
  ret i32 %3
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z8fn_scopePj(ptr noundef captures(none) %0) #1 {
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %4 = mul i32 %2, %3
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = add i32 %4, %5
  %7 = zext i32 %6 to i64
  %8 = getelementptr inbounds nuw i32, ptr %0, i64 %7
  %9 = load i32, ptr %8, align 4, !tbaa !6
  %10 = tail call noundef i32 @_Z5twicej(i32 noundef %9) #5
  %11 = tail call noundef i32 @_Z5twicej(i32 noundef %6) #5
  %12 = add i32 %11, %10
  store i32 %12, ptr %8, align 4, !tbaa !6
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind
define dso_local noundef i32 @_Z6scopedj(i32 noundef %0) local_unnamed_addr #0 {
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %3 = tail call i32 asm sideeffect "{\0A\09.reg .pred p;\0A\09.reg .u32 t;\0A\09add.u32 t, $1, $2;\0A\09setp.eq.u32 p, t, 0;\0Aagain:\0A\09@p add.u32 t, t, 1;\0A\09mov.u32 $0, t;\0A\09}", "=r,r,r"(i32 %0, i32 %2) #5, !srcloc !12
  ret i32 %3
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z11brace_scopePj(ptr noundef captures(none) %0) #1 {
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %4 = mul i32 %2, %3
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = add i32 %4, %5
  %7 = zext i32 %6 to i64
  %8 = getelementptr inbounds nuw i32, ptr %0, i64 %7
  %9 = load i32, ptr %8, align 4, !tbaa !6
  %10 = tail call noundef i32 @_Z6scopedj(i32 noundef %9) #5
  %11 = tail call noundef i32 @_Z6scopedj(i32 noundef %6) #5
  %12 = add i32 %11, %10
  store i32 %12, ptr %8, align 4, !tbaa !6
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z6parentPj(ptr noundef %0) local_unnamed_addr #1 {
  %2 = alloca %struct.dim3, align 8
  %3 = alloca %struct.dim3, align 8
  %4 = alloca %struct.dim3, align 8
  %5 = alloca %struct.dim3, align 8
  %6 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 8) #5
  %7 = icmp eq ptr %6, null
  br i1 %7, label %18, label %8

8:                                                ; preds = %1
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = shl nuw nsw i32 %9, 6
  %11 = zext nneg i32 %10 to i64
  %12 = getelementptr inbounds nuw i32, ptr %0, i64 %11
  store ptr %12, ptr %6, align 64, !tbaa !13
  call void @llvm.lifetime.start.p0(ptr nonnull %5)
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  store i32 32, ptr %4, align 8
  %13 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %13, align 4
  %14 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %14, align 8
  store i32 2, ptr %5, align 8
  %15 = getelementptr inbounds nuw i8, ptr %5, i64 4
  store i32 1, ptr %15, align 4
  %16 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store i32 1, ptr %16, align 8
  %17 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z8fn_scopePj, ptr noundef nonnull %6, ptr noundef nonnull byval(%struct.dim3) align 4 %5, ptr noundef nonnull byval(%struct.dim3) align 4 %4, i32 noundef 0, ptr noundef null) #5
  call void @llvm.lifetime.end.p0(ptr nonnull %5)
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  br label %18

18:                                               ; preds = %8, %1
  %19 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 8) #5
  %20 = icmp eq ptr %19, null
  br i1 %20, label %31, label %21

21:                                               ; preds = %18
  %22 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %23 = shl nuw nsw i32 %22, 6
  %24 = zext nneg i32 %23 to i64
  %25 = getelementptr inbounds nuw i32, ptr %0, i64 %24
  store ptr %25, ptr %19, align 64, !tbaa !13
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  call void @llvm.lifetime.start.p0(ptr nonnull %2)
  store i32 32, ptr %2, align 8
  %26 = getelementptr inbounds nuw i8, ptr %2, i64 4
  store i32 1, ptr %26, align 4
  %27 = getelementptr inbounds nuw i8, ptr %2, i64 8
  store i32 1, ptr %27, align 8
  store i32 2, ptr %3, align 8
  %28 = getelementptr inbounds nuw i8, ptr %3, i64 4
  store i32 1, ptr %28, align 4
  %29 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store i32 1, ptr %29, align 8
  %30 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z11brace_scopePj, ptr noundef nonnull %19, ptr noundef nonnull byval(%struct.dim3) align 4 %3, ptr noundef nonnull byval(%struct.dim3) align 4 %2, i32 noundef 0, ptr noundef null) #5
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  call void @llvm.lifetime.end.p0(ptr nonnull %2)
  br label %31

31:                                               ; preds = %21, %18
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

attributes #0 = { convergent mustprogress noinline nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
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
!11 = !{i64 450, i64 465, i64 505, i64 559, i64 566}
!12 = !{i64 899, i64 903, i64 920, i64 936, i64 976, i64 1036, i64 1044, i64 1085, i64 1121}
!13 = !{!14, !14, i64 0}
!14 = !{!"p1 int", !15, i64 0}
!15 = !{!"any pointer", !8, i64 0}
