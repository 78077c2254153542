; Produced by (clang 22.1.8, CUDA 13.0):
;   clang++ -x cuda --cuda-path=/usr/local/cuda
;     --cuda-gpu-arch=sm_90 -fgpu-rdc --cuda-device-only -D__CUDACC_RDC__
;     -Wno-unknown-cuda-version -S -emit-llvm -O2
;     Inputs/child-asm-hidden-declarations-red-team.cu
; Red team, issue 21 items 18 and 19: declarations in inline PTX that
; inlineAsmDeclaration did not see, each of which breaks the DPAgg build once
; the kernel is cloned (nvlink: 49,140 bytes of .shared plus the clone's
; additions; ptxas: "Duplicate definition" once the helper is inlined twice):
;  - uid_shared: `L%=: .shared ...` (clang writes %= as ${:uid}; the parser
;    split at its braces, and `: .shared` was no directive);
;  - two_labels_shared: `first: second: .shared ...` in braces (one label
;    was stripped; ptxas takes several before a directive);
;  - named_shared: a __shared__ variable named only in the PTX (no use in
;    the IR, so estimateStaticShared counted nothing);
;  - percent_label: a function-scope label `%pct_done:` (the label scanner
;    did not take `%` as a first character);
;  - uid_reg: `L%=: .reg ...` at function scope.
; None may be cloned, aggregated or published. uid_label's `L%=:` label is
; unique per copy (LLVM prints ${:uid} per asm instance): it stays copyable.
; Before the fix all six were cloned, aggregated and published.
; REQUIRES: nvptx-registered-target
; RUN: opt -passes='dpagg-aggregate<block;publish-children>' -S %s \
; RUN:   | FileCheck %s --implicit-check-not='_Z10uid_sharedPj{{[.$]}}dpagg' \
; RUN:     --implicit-check-not='_Z17two_labels_sharedPj{{[.$]}}dpagg' \
; RUN:     --implicit-check-not='_Z12named_sharedPj{{[.$]}}dpagg' \
; RUN:     --implicit-check-not='_Z13percent_labelPj{{[.$]}}dpagg' \
; RUN:     --implicit-check-not='_Z7uid_regPj{{[.$]}}dpagg'
; RUN: opt -passes='dpagg-aggregate<block;publish-children>' -pass-remarks=dpagg -pass-remarks-missed=dpagg -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK

; REMARK-DAG: kernel uid_shared(unsigned int*) gets no aggregated child {{.*}} (a .shared declaration), {{.*}} (rule child-asm-declares)
; REMARK-DAG: kernel two_labels_shared(unsigned int*) gets no aggregated child {{.*}} (a .shared declaration), {{.*}} (rule child-asm-declares)
; REMARK-DAG: kernel named_shared(unsigned int*) gets no aggregated child {{.*}} (rule child-shared-memory)
; REMARK-DAG: kernel percent_label(unsigned int*) gets no aggregated child {{.*}} (a label outside braces (%pct_done)), {{.*}} (rule child-asm-declares)
; REMARK-DAG: kernel uid_reg(unsigned int*) gets no aggregated child {{.*}} (a .reg declaration outside braces), {{.*}} (rule child-asm-declares)
; REMARK-DAG: launch of uid_shared(unsigned int*) not aggregated: the child cannot be aggregated: inline assembly in uid_shared(unsigned int*) declares names or memory (a .shared declaration)
; REMARK-DAG: launch of two_labels_shared(unsigned int*) not aggregated: the child cannot be aggregated: inline assembly in two_labels_shared(unsigned int*) declares names or memory (a .shared declaration)
; REMARK-DAG: launch of named_shared(unsigned int*) not aggregated: the aggregated child would need up to {{[0-9]+}} bytes of static shared memory
; REMARK-DAG: launch of percent_label(unsigned int*) not aggregated: the child cannot be aggregated: inline assembly in percentLabel(unsigned int) declares names or memory (a label outside braces (%pct_done))
; REMARK-DAG: launch of uid_reg(unsigned int*) not aggregated: the child cannot be aggregated: inline assembly in uidReg(unsigned int) declares names or memory (a .reg declaration outside braces)
; REMARK-DAG: launch of uid_label(unsigned int*) aggregated per block

; CHECK:       @_Z9uid_labelPj.dpagg.child = private unnamed_addr constant { ptr, i32, i32, i32, i32 } { ptr @_Z9uid_labelPj.dpagg,
; CHECK:       @[[SITE:dpagg.site._Z9uid_labelPj.[0-9]+]] = private unnamed_addr constant {{.*}} { ptr @_Z9uid_labelPj.dpagg.child,
; CHECK:       @"_Z9uid_labelPj$dpagg_child_v16" = addrspace(1) constant { ptr, i32, i32, i32, i32 } { ptr @_Z9uid_labelPj.dpagg,
; CHECK-LABEL: define dso_local ptx_kernel void @_Z6parentPj(
; CHECK:         call i32 @__dpagg_launch_v2(ptr @_Z10uid_sharedPj,
; CHECK:         call i32 @__dpagg_launch_v2(ptr @_Z17two_labels_sharedPj,
; CHECK:         call i32 @__dpagg_launch_v2(ptr @_Z12named_sharedPj,
; CHECK:         call i32 @__dpagg_launch_v2(ptr @_Z13percent_labelPj,
; CHECK:         call i32 @__dpagg_launch_v2(ptr @_Z7uid_regPj,
; CHECK:         call i32 @__dpagg_aggregate_block(ptr @[[SITE]]
; CHECK:       define internal ptx_kernel void @_Z9uid_labelPj.dpagg(
; CHECK:         asm sideeffect "add.u32 $0, $1, $2;\0AL${:uid}: xor.b32 $0, $0, 1;"
; CHECK:         asm sideeffect "add.u32 $0, $1, $2;\0AL${:uid}: xor.b32 $0, $0, 1;"

; ModuleID = 'child-asm-hidden-declarations-red-team.cu'
source_filename = "child-asm-hidden-declarations-red-team.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.dim3 = type { i32, i32, i32 }

@named_buf = dso_local local_unnamed_addr addrspace(3) global [12285 x i32] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z10uid_sharedPj(ptr noundef writeonly captures(none) %0) #0 {
  %2 = tail call i32 asm sideeffect "L${:uid}: .shared .align 4 .b8 uid_buf[49140];\0A\09mov.u32 $0, uid_buf;", "=r"() #5, !srcloc !11
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %5 = mul i32 %3, %4
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = add i32 %5, %6
  %8 = zext i32 %7 to i64
  %9 = getelementptr inbounds nuw i32, ptr %0, i64 %8
  store i32 %2, ptr %9, align 4, !tbaa !6
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z17two_labels_sharedPj(ptr noundef writeonly captures(none) %0) #0 {
  %2 = tail call i32 asm sideeffect "{\0A\09first:\0A\09second: .shared .align 4 .b8 two_buf[49140];\0A\09mov.u32 $0, two_buf;\0A\09}", "=r"() #5, !srcloc !12
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %5 = mul i32 %3, %4
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = add i32 %5, %6
  %8 = zext i32 %7 to i64
  %9 = getelementptr inbounds nuw i32, ptr %0, i64 %8
  store i32 %2, ptr %9, align 4, !tbaa !6
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z12named_sharedPj(ptr noundef writeonly captures(none) %0) #0 {
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %3 = tail call i32 asm sideeffect "{\0A\09.reg .u32 a;\0A\09mov.u32 a, named_buf;\0A\09st.shared.u32 [a], $1;\0A\09ld.shared.u32 $0, [a+4];\0A\09}", "=r,r,~{memory}"(i32 %2) #5, !srcloc !13
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = add i32 %6, %2
  %8 = zext i32 %7 to i64
  %9 = getelementptr inbounds nuw i32, ptr %0, i64 %8
  store i32 %3, ptr %9, align 4, !tbaa !6
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind
define dso_local noundef i32 @_Z12percentLabelj(i32 noundef %0) local_unnamed_addr #1 {
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %3 = tail call i32 asm sideeffect "%pct_done: add.u32 $0, $1, $2;", "=r,r,r"(i32 %0, i32 %2) #5, !srcloc !14
  ret i32 %3
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z13percent_labelPj(ptr noundef captures(none) %0) #0 {
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %4 = mul i32 %2, %3
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = add i32 %4, %5
  %7 = zext i32 %6 to i64
  %8 = getelementptr inbounds nuw i32, ptr %0, i64 %7
  %9 = load i32, ptr %8, align 4, !tbaa !6
  %10 = tail call noundef i32 @_Z12percentLabelj(i32 noundef %9) #5
  %11 = tail call noundef i32 @_Z12percentLabelj(i32 noundef %6) #5
  %12 = add i32 %11, %10
  store i32 %12, ptr %8, align 4, !tbaa !6
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind
define dso_local noundef i32 @_Z6uidRegj(i32 noundef %0) local_unnamed_addr #1 {
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %3 = tail call i32 asm sideeffect "L${:uid}: .reg .u32 uid_t;\0A\09add.u32 uid_t, $1, $2;\0A\09mov.u32 $0, uid_t;", "=r,r,r"(i32 %0, i32 %2) #5, !srcloc !15
  ret i32 %3
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z7uid_regPj(ptr noundef captures(none) %0) #0 {
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %4 = mul i32 %2, %3
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = add i32 %4, %5
  %7 = zext i32 %6 to i64
  %8 = getelementptr inbounds nuw i32, ptr %0, i64 %7
  %9 = load i32, ptr %8, align 4, !tbaa !6
  %10 = tail call noundef i32 @_Z6uidRegj(i32 noundef %9) #5
  %11 = tail call noundef i32 @_Z6uidRegj(i32 noundef %6) #5
  %12 = add i32 %11, %10
  store i32 %12, ptr %8, align 4, !tbaa !6
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind
define dso_local noundef i32 @_Z8uidLabelj(i32 noundef %0) local_unnamed_addr #1 {
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %3 = tail call i32 asm sideeffect "add.u32 $0, $1, $2;\0AL${:uid}: xor.b32 $0, $0, 1;", "=r,r,r"(i32 %0, i32 %2) #5, !srcloc !16
  ret i32 %3
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z9uid_labelPj(ptr noundef captures(none) %0) #0 {
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %4 = mul i32 %2, %3
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = add i32 %4, %5
  %7 = zext i32 %6 to i64
  %8 = getelementptr inbounds nuw i32, ptr %0, i64 %7
  %9 = load i32, ptr %8, align 4, !tbaa !6
  %10 = tail call noundef i32 @_Z8uidLabelj(i32 noundef %9) #5
  %11 = tail call noundef i32 @_Z8uidLabelj(i32 noundef %6) #5
  %12 = add i32 %11, %10
  store i32 %12, ptr %8, align 4, !tbaa !6
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z6parentPj(ptr noundef %0) local_unnamed_addr #0 {
  %2 = alloca %struct.dim3, align 8
  %3 = alloca %struct.dim3, align 8
  %4 = alloca %struct.dim3, align 8
  %5 = alloca %struct.dim3, align 8
  %6 = alloca %struct.dim3, align 8
  %7 = alloca %struct.dim3, align 8
  %8 = alloca %struct.dim3, align 8
  %9 = alloca %struct.dim3, align 8
  %10 = alloca %struct.dim3, align 8
  %11 = alloca %struct.dim3, align 8
  %12 = alloca %struct.dim3, align 8
  %13 = alloca %struct.dim3, align 8
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %15 = shl nuw nsw i32 %14, 6
  %16 = zext nneg i32 %15 to i64
  %17 = getelementptr inbounds nuw i32, ptr %0, i64 %16
  %18 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 8) #5
  %19 = icmp eq ptr %18, null
  br i1 %19, label %26, label %20

20:                                               ; preds = %1
  store ptr %17, ptr %18, align 64, !tbaa !17
  call void @llvm.lifetime.start.p0(ptr nonnull %13)
  call void @llvm.lifetime.start.p0(ptr nonnull %12)
  store i32 32, ptr %12, align 8
  %21 = getelementptr inbounds nuw i8, ptr %12, i64 4
  store i32 1, ptr %21, align 4
  %22 = getelementptr inbounds nuw i8, ptr %12, i64 8
  store i32 1, ptr %22, align 8
  store i32 2, ptr %13, align 8
  %23 = getelementptr inbounds nuw i8, ptr %13, i64 4
  store i32 1, ptr %23, align 4
  %24 = getelementptr inbounds nuw i8, ptr %13, i64 8
  store i32 1, ptr %24, align 8
  %25 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z10uid_sharedPj, ptr noundef nonnull %18, ptr noundef nonnull byval(%struct.dim3) align 4 %13, ptr noundef nonnull byval(%struct.dim3) align 4 %12, i32 noundef 0, ptr noundef null) #5
  call void @llvm.lifetime.end.p0(ptr nonnull %13)
  call void @llvm.lifetime.end.p0(ptr nonnull %12)
  br label %26

26:                                               ; preds = %20, %1
  %27 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 8) #5
  %28 = icmp eq ptr %27, null
  br i1 %28, label %35, label %29

29:                                               ; preds = %26
  store ptr %17, ptr %27, align 64, !tbaa !17
  call void @llvm.lifetime.start.p0(ptr nonnull %11)
  call void @llvm.lifetime.start.p0(ptr nonnull %10)
  store i32 32, ptr %10, align 8
  %30 = getelementptr inbounds nuw i8, ptr %10, i64 4
  store i32 1, ptr %30, align 4
  %31 = getelementptr inbounds nuw i8, ptr %10, i64 8
  store i32 1, ptr %31, align 8
  store i32 2, ptr %11, align 8
  %32 = getelementptr inbounds nuw i8, ptr %11, i64 4
  store i32 1, ptr %32, align 4
  %33 = getelementptr inbounds nuw i8, ptr %11, i64 8
  store i32 1, ptr %33, align 8
  %34 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z17two_labels_sharedPj, ptr noundef nonnull %27, ptr noundef nonnull byval(%struct.dim3) align 4 %11, ptr noundef nonnull byval(%struct.dim3) align 4 %10, i32 noundef 0, ptr noundef null) #5
  call void @llvm.lifetime.end.p0(ptr nonnull %11)
  call void @llvm.lifetime.end.p0(ptr nonnull %10)
  br label %35

35:                                               ; preds = %29, %26
  %36 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 8) #5
  %37 = icmp eq ptr %36, null
  br i1 %37, label %44, label %38

38:                                               ; preds = %35
  store ptr %17, ptr %36, align 64, !tbaa !17
  call void @llvm.lifetime.start.p0(ptr nonnull %9)
  call void @llvm.lifetime.start.p0(ptr nonnull %8)
  store i32 32, ptr %8, align 8
  %39 = getelementptr inbounds nuw i8, ptr %8, i64 4
  store i32 1, ptr %39, align 4
  %40 = getelementptr inbounds nuw i8, ptr %8, i64 8
  store i32 1, ptr %40, align 8
  store i32 2, ptr %9, align 8
  %41 = getelementptr inbounds nuw i8, ptr %9, i64 4
  store i32 1, ptr %41, align 4
  %42 = getelementptr inbounds nuw i8, ptr %9, i64 8
  store i32 1, ptr %42, align 8
  %43 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z12named_sharedPj, ptr noundef nonnull %36, ptr noundef nonnull byval(%struct.dim3) align 4 %9, ptr noundef nonnull byval(%struct.dim3) align 4 %8, i32 noundef 0, ptr noundef null) #5
  call void @llvm.lifetime.end.p0(ptr nonnull %9)
  call void @llvm.lifetime.end.p0(ptr nonnull %8)
  br label %44

44:                                               ; preds = %38, %35
  %45 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 8) #5
  %46 = icmp eq ptr %45, null
  br i1 %46, label %53, label %47

47:                                               ; preds = %44
  store ptr %17, ptr %45, align 64, !tbaa !17
  call void @llvm.lifetime.start.p0(ptr nonnull %7)
  call void @llvm.lifetime.start.p0(ptr nonnull %6)
  store i32 32, ptr %6, align 8
  %48 = getelementptr inbounds nuw i8, ptr %6, i64 4
  store i32 1, ptr %48, align 4
  %49 = getelementptr inbounds nuw i8, ptr %6, i64 8
  store i32 1, ptr %49, align 8
  store i32 2, ptr %7, align 8
  %50 = getelementptr inbounds nuw i8, ptr %7, i64 4
  store i32 1, ptr %50, align 4
  %51 = getelementptr inbounds nuw i8, ptr %7, i64 8
  store i32 1, ptr %51, align 8
  %52 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z13percent_labelPj, ptr noundef nonnull %45, ptr noundef nonnull byval(%struct.dim3) align 4 %7, ptr noundef nonnull byval(%struct.dim3) align 4 %6, i32 noundef 0, ptr noundef null) #5
  call void @llvm.lifetime.end.p0(ptr nonnull %7)
  call void @llvm.lifetime.end.p0(ptr nonnull %6)
  br label %53

53:                                               ; preds = %47, %44
  %54 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 8) #5
  %55 = icmp eq ptr %54, null
  br i1 %55, label %62, label %56

56:                                               ; preds = %53
  store ptr %17, ptr %54, align 64, !tbaa !17
  call void @llvm.lifetime.start.p0(ptr nonnull %5)
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  store i32 32, ptr %4, align 8
  %57 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %57, align 4
  %58 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %58, align 8
  store i32 2, ptr %5, align 8
  %59 = getelementptr inbounds nuw i8, ptr %5, i64 4
  store i32 1, ptr %59, align 4
  %60 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store i32 1, ptr %60, align 8
  %61 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z7uid_regPj, ptr noundef nonnull %54, ptr noundef nonnull byval(%struct.dim3) align 4 %5, ptr noundef nonnull byval(%struct.dim3) align 4 %4, i32 noundef 0, ptr noundef null) #5
  call void @llvm.lifetime.end.p0(ptr nonnull %5)
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  br label %62

62:                                               ; preds = %56, %53
  %63 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 8) #5
  %64 = icmp eq ptr %63, null
  br i1 %64, label %71, label %65

65:                                               ; preds = %62
  store ptr %17, ptr %63, align 64, !tbaa !17
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  call void @llvm.lifetime.start.p0(ptr nonnull %2)
  store i32 32, ptr %2, align 8
  %66 = getelementptr inbounds nuw i8, ptr %2, i64 4
  store i32 1, ptr %66, align 4
  %67 = getelementptr inbounds nuw i8, ptr %2, i64 8
  store i32 1, ptr %67, align 8
  store i32 2, ptr %3, align 8
  %68 = getelementptr inbounds nuw i8, ptr %3, i64 4
  store i32 1, ptr %68, align 4
  %69 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store i32 1, ptr %69, align 8
  %70 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z9uid_labelPj, ptr noundef nonnull %63, ptr noundef nonnull byval(%struct.dim3) align 4 %3, ptr noundef nonnull byval(%struct.dim3) align 4 %2, i32 noundef 0, ptr noundef null) #5
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  call void @llvm.lifetime.end.p0(ptr nonnull %2)
  br label %71

71:                                               ; preds = %65, %62
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

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
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
!11 = !{i64 735, i64 779}
!12 = !{i64 1052, i64 1056, i64 1084, i64 1150, i64 1192}
!13 = !{i64 1462, i64 1466, i64 1482, i64 1525, i64 1569, i64 1615}
!14 = !{i64 1907}
!15 = !{i64 2317, i64 2341, i64 2385}
!16 = !{i64 2838, i64 2878}
!17 = !{!18, !18, i64 0}
!18 = !{!"p1 int", !19, i64 0}
!19 = !{!"any pointer", !8, i64 0}
