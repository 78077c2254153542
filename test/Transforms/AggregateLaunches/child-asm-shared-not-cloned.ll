; Produced by (clang 22.1.8, CUDA 13.0):
;   clang++ -x cuda --cuda-path=/usr/local/cuda
;     --cuda-gpu-arch=sm_90 -fgpu-rdc --cuda-device-only -D__CUDACC_RDC__
;     -Wno-unknown-cuda-version -S -emit-llvm -O2 Inputs/child-asm-shared.cu
; Issue 21, item 18: static shared memory declared in inline PTX cannot be
; counted, so it refuses the clone instead of counting as zero. The unit
; launches nothing; with publish-children every external leaf kernel would
; get a clone, and big_shared's (49,140 bytes of .shared in assembly, plus
; DPAgg's copy of the parameters and state) is over the 48 KB nvlink
; accepts. It gets no clone and no descriptor, and a missed remark says why.
; reads_tile's assembly only uses shared memory (ld.shared): cloned and
; published. Before the fix both were cloned and published.
; REQUIRES: nvptx-registered-target
; RUN: opt -passes='dpagg-aggregate<block;publish-children>' -S %s | FileCheck %s
; RUN: opt -passes='dpagg-aggregate<block;publish-children>' -pass-remarks-missed=dpagg -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK

; REMARK: remark: <unknown>:0:0: kernel big_shared(unsigned int*) gets no aggregated child for launches from other translation units (those are made alone): inline assembly in big_shared(unsigned int*) declares names or memory (a .shared declaration), which a copy of the kernel could duplicate or which DPAgg cannot count (rule child-asm-declares)
; REMARK-NOT: reads_tile

; CHECK-NOT:   @"_Z10big_sharedPj$dpagg_child_v16"
; CHECK:       @"_Z10reads_tilePj$dpagg_child_v16" = addrspace(1) constant { ptr, i32, i32, i32, i32 } { ptr @_Z10reads_tilePj.dpagg,
; CHECK-NOT:   @"_Z10big_sharedPj$dpagg_child_v16"
; CHECK-NOT:   define {{.*}} @_Z10big_sharedPj.dpagg(
; CHECK:       define internal ptx_kernel void @_Z10reads_tilePj.dpagg(
; CHECK-NOT:   define {{.*}} @_Z10big_sharedPj.dpagg(

source_filename = "Inputs/child-asm-shared.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tile = dso_local addrspace(3) global [32 x i32] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z10big_sharedPj(ptr noundef writeonly captures(none) %0) local_unnamed_addr #0 {
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %4 = mul i32 %2, %3
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = add i32 %4, %5
  %7 = tail call i32 asm sideeffect "{\0A\09.shared .align 4 .b8 buf[49140];\0A\09st.shared.u32 [buf], $1;\0A\09ld.shared.u32 $0, [buf];\0A\09}", "=r,r"(i32 %6) #3, !srcloc !11
  %8 = zext i32 %6 to i64
  %9 = getelementptr inbounds nuw i32, ptr %0, i64 %8
  store i32 %7, ptr %9, align 4, !tbaa !6
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z10reads_tilePj(ptr noundef writeonly captures(none) %0) local_unnamed_addr #0 {
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %4 = mul i32 %2, %3
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = add i32 %4, %5
  %7 = and i32 %5, 31
  %8 = zext nneg i32 %7 to i64
  %9 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 %8
  store i32 %6, ptr %9, align 4, !tbaa !6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %10 = add i32 %6, 1
  %11 = and i32 %10, 31
  %12 = zext nneg i32 %11 to i64
  %13 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 %12
  %14 = addrspacecast ptr %13 to ptr addrspace(3)
  %15 = ptrtoint ptr addrspace(3) %14 to i64
  %16 = trunc i64 %15 to i32
  %17 = tail call i32 asm sideeffect "ld.shared.u32 $0, [$1];", "=r,r"(i32 %16) #3, !srcloc !12
  %18 = zext i32 %6 to i64
  %19 = getelementptr inbounds nuw i32, ptr %0, i64 %18
  store i32 %17, ptr %19, align 4, !tbaa !6
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nounwind }

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
!11 = !{i64 509, i64 513, i64 549, i64 595, i64 641}
!12 = !{i64 1024}
