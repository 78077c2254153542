; Produced by (clang 22.1.8, CUDA 13.0):
;   clang++ -x cuda --cuda-path=/usr/local/cuda
;     --cuda-gpu-arch=sm_90 -fgpu-rdc --cuda-device-only -D__CUDACC_RDC__
;     -Wno-unknown-cuda-version -S -emit-llvm -O2 Inputs/serial-memory.cu
; Red team of the serial copy's opaque parameters (issue 26 item 1, after
; 49d3c43; test/RedTeam/sr2_memory_float_bits.cu, sr2_fma_contract.cu).
;  - A parent's value reaches the child through memory: p_mem stores a*b
;    in the __device__ float G0, child_mem loads G0 and adds c. Inlined,
;    LLVM forwards the store to the load (with instcombine, simplifycfg and
;    gvn, as the pipeline after OptimizerEarly and NVPTX's codegen do), and
;    the backend fuses the parent's multiply with the child's add: one
;    fma.rn.f32, which no launched child computes (and ptxas forwards a
;    st.global to an ld.global of one address itself; its float-bits bug,
;    SerialChild.h, then reaches K through memory). The copy starts with
;    `fence.acq_rel.cta` and a memory clobber: the load stays, after the
;    fence, and the PTX adds the loaded value (the NOFENCE lines: the hidden
;    -dpagg-serial-fence=false shows what it avoids).
;  - A child compiled without optimization (optnone): launched, its
;    t = a * b; t + c compiles at -O0 (mul.rn, add.rn); its copy inlined
;    into an optimized parent would fuse them. Refused (serial-child-calls).
; REQUIRES: nvptx-registered-target
; RUN: opt -passes='dpagg-aggregate<block;serial-threshold=64>,function(sroa,instcombine,simplifycfg,gvn)' -S %s | FileCheck %s
; RUN: opt -passes='dpagg-aggregate<block;serial-threshold=64>,function(sroa,instcombine,simplifycfg,gvn)' %s | llc -mcpu=sm_90 | FileCheck %s --check-prefix=PTX
; RUN: opt -dpagg-serial-fence=false -passes='dpagg-aggregate<block;serial-threshold=64>,function(sroa,instcombine,simplifycfg,gvn)' -S %s | FileCheck %s --check-prefix=NOFENCE
; RUN: opt -dpagg-serial-fence=false -passes='dpagg-aggregate<block;serial-threshold=64>,function(sroa,instcombine,simplifycfg,gvn)' %s | llc -mcpu=sm_90 | FileCheck %s --check-prefix=NOFENCE-PTX
; RUN: opt -passes='print<dpagg-plan><block;serial-threshold=64>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=PLAN

; CHECK-LABEL: define dso_local ptx_kernel void @_Z5p_memPKfS0_Pff(
; CHECK:         [[AB:%.*]] = fmul contract float
; CHECK-NEXT:    store float [[AB]], ptr addrspacecast (ptr addrspace(1) @G0 to ptr)
; CHECK:         call void asm sideeffect "fence.acq_rel.cta;", "~{memory}"()
; CHECK:         [[G:%.*]] = load float, ptr addrspacecast (ptr addrspace(1) @G0 to ptr)
; CHECK-NEXT:    fadd contract float [[G]],
; PTX-LABEL:   .entry _Z5p_memPKfS0_Pff(
; PTX:           mul.f32 [[AB:%r[0-9]+]],
; PTX-NEXT:      st.global.b32 [G0], [[AB]];
; PTX:           fence.acq_rel.cta;
; PTX:           ld.global.b32 [[G:%r[0-9]+]], [G0];
; PTX-NEXT:      add.f32 {{%r[0-9]+}}, [[G]],
; PTX-NOT:       fma.rn.f32
; PTX:           ret;
; NOFENCE-LABEL: define dso_local ptx_kernel void @_Z5p_memPKfS0_Pff(
; NOFENCE:         [[AB:%.*]] = fmul contract float
; NOFENCE-NOT:     load float, ptr addrspacecast (ptr addrspace(1) @G0 to ptr)
; NOFENCE:         fadd contract float [[AB]],
; NOFENCE-PTX-LABEL: .entry _Z5p_memPKfS0_Pff(
; NOFENCE-PTX-NOT:   fence.acq_rel.cta;
; NOFENCE-PTX:       fma.rn.f32

; PLAN-LABEL: Aggregation plan of module
; PLAN: p_mem(float const*, float const*, float*, float): launch of child_mem(float*, float): {{.*}}; serial: at most 64 logical threads (fixed)
; PLAN: p_optnone(float const*, float*): launch of child_optnone(float*, float, float, float): {{.*}}; serial: refused by rule serial-child-calls{{$}}

; ModuleID = 'Inputs/serial-memory.cu'
source_filename = "Inputs/serial-memory.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.dim3 = type { i32, i32, i32 }

@G0 = dso_local addrspace(1) externally_initialized global float 0.000000e+00, align 4
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @G0 to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, argmem: write, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define dso_local ptx_kernel void @_Z9child_memPff(ptr noundef writeonly captures(none) initializes((0, 4)) %0, float noundef %1) #0 {
  %3 = load float, ptr addrspacecast (ptr addrspace(1) @G0 to ptr), align 4, !tbaa !11
  %4 = fadd contract float %1, %3
  store float %4, ptr %0, align 4, !tbaa !11
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z5p_memPKfS0_Pff(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef %2, float noundef %3) local_unnamed_addr #1 {
  %5 = alloca %struct.dim3, align 8
  %6 = alloca %struct.dim3, align 8
  %7 = load float, ptr %0, align 4, !tbaa !11
  %8 = load float, ptr %1, align 4, !tbaa !11
  %9 = fmul contract float %7, %8
  store float %9, ptr addrspacecast (ptr addrspace(1) @G0 to ptr), align 4, !tbaa !11
  %10 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #5
  %11 = icmp eq ptr %10, null
  br i1 %11, label %19, label %12

12:                                               ; preds = %4
  store ptr %2, ptr %10, align 64, !tbaa !13
  %13 = getelementptr inbounds nuw i8, ptr %10, i64 8
  store float %3, ptr %13, align 8, !tbaa !11
  call void @llvm.lifetime.start.p0(ptr nonnull %6)
  call void @llvm.lifetime.start.p0(ptr nonnull %5)
  store i32 1, ptr %5, align 8
  %14 = getelementptr inbounds nuw i8, ptr %5, i64 4
  store i32 1, ptr %14, align 4
  %15 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store i32 1, ptr %15, align 8
  store i32 1, ptr %6, align 8
  %16 = getelementptr inbounds nuw i8, ptr %6, i64 4
  store i32 1, ptr %16, align 4
  %17 = getelementptr inbounds nuw i8, ptr %6, i64 8
  store i32 1, ptr %17, align 8
  %18 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z9child_memPff, ptr noundef nonnull %10, ptr noundef nonnull byval(%struct.dim3) align 4 %6, ptr noundef nonnull byval(%struct.dim3) align 4 %5, i32 noundef 0, ptr noundef null) #5
  call void @llvm.lifetime.end.p0(ptr nonnull %6)
  call void @llvm.lifetime.end.p0(ptr nonnull %5)
  br label %19

19:                                               ; preds = %12, %4
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @_Z13child_optnonePffff(ptr noundef %0, float noundef %1, float noundef %2, float noundef %3) #2 {
  %5 = alloca ptr, align 8
  %6 = alloca float, align 4
  %7 = alloca float, align 4
  %8 = alloca float, align 4
  %9 = alloca float, align 4
  store ptr %0, ptr %5, align 8, !tbaa !13
  store float %1, ptr %6, align 4, !tbaa !11
  store float %2, ptr %7, align 4, !tbaa !11
  store float %3, ptr %8, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(ptr %9) #6
  %10 = load float, ptr %6, align 4, !tbaa !11
  %11 = load float, ptr %7, align 4, !tbaa !11
  %12 = fmul float %10, %11
  store float %12, ptr %9, align 4, !tbaa !11
  %13 = load float, ptr %9, align 4, !tbaa !11
  %14 = load float, ptr %8, align 4, !tbaa !11
  %15 = fadd float %13, %14
  %16 = load ptr, ptr %5, align 8, !tbaa !13
  store float %15, ptr %16, align 4, !tbaa !11
  call void @llvm.lifetime.end.p0(ptr %9) #6
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #3

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z9p_optnonePKfPf(ptr noundef readonly captures(none) %0, ptr noundef %1) local_unnamed_addr #1 {
  %3 = alloca %struct.dim3, align 8
  %4 = alloca %struct.dim3, align 8
  %5 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 20) #5
  %6 = icmp eq ptr %5, null
  br i1 %6, label %21, label %7

7:                                                ; preds = %2
  %8 = load float, ptr %0, align 4, !tbaa !11
  %9 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %10 = load float, ptr %9, align 4, !tbaa !11
  %11 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %12 = load float, ptr %11, align 4, !tbaa !11
  store ptr %1, ptr %5, align 64, !tbaa !13
  %13 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store float %8, ptr %13, align 8, !tbaa !11
  %14 = getelementptr inbounds nuw i8, ptr %5, i64 12
  store float %10, ptr %14, align 4, !tbaa !11
  %15 = getelementptr inbounds nuw i8, ptr %5, i64 16
  store float %12, ptr %15, align 16, !tbaa !11
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  store i32 1, ptr %3, align 8
  %16 = getelementptr inbounds nuw i8, ptr %3, i64 4
  store i32 1, ptr %16, align 4
  %17 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store i32 1, ptr %17, align 8
  store i32 1, ptr %4, align 8
  %18 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %18, align 4
  %19 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %19, align 8
  %20 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z13child_optnonePffff, ptr noundef nonnull %5, ptr noundef nonnull byval(%struct.dim3) align 4 %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, i32 noundef 0, ptr noundef null) #5
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  br label %21

21:                                               ; preds = %7, %2
  ret void
}

; Function Attrs: convergent nounwind
declare dso_local ptr @__cudaCDP2GetParameterBuffer(i64 noundef, i64 noundef) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare dso_local i32 @__cudaCDP2LaunchDevice(ptr noundef, ptr noundef, ptr noundef byval(%struct.dim3) align 4, ptr noundef byval(%struct.dim3) align 4, i32 noundef, ptr noundef) local_unnamed_addr #4

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, argmem: write, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #2 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #5 = { convergent nounwind }
attributes #6 = { nounwind }

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
!12 = !{!"float", !8, i64 0}
!13 = !{!14, !14, i64 0}
!14 = !{!"p1 float", !15, i64 0}
!15 = !{!"any pointer", !8, i64 0}
