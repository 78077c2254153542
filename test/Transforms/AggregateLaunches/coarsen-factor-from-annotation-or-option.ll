; Produced by (clang 22.1.8, CUDA 13.0):
;   clang++ -x cuda --cuda-path=/usr/local/cuda
;     --cuda-gpu-arch=sm_90 -fgpu-rdc --cuda-device-only -D__CUDACC_RDC__
;     -Wno-unknown-cuda-version -I../../../include -S -emit-llvm -O2
;     Inputs/coarsen.cu
; Coarsening (issue 26, items 2 and 5): the factor comes from the kernel's
; DPAGG_COARSEN(N), else -dpagg-coarsen / the pass parameter coarsen=
; (auto by default: 1, the plan as before). A factor above 1 molds the
; children that can be molded where moldable is off (as moldable=auto), and
; the site's flags carry its log2 in bits 8-11 (DPAGG_LAUNCH_MOLD_COARSEN_
; SHIFT: plain and six at 8, 768 + molded 32 + auto 64 + unobserved 16 +
; fire-and-forget 4 = 884; four at 4, 512 + 116 = 628). A child that cannot
; be molded (synced: __syncthreads) keeps one block per logical block and
; its NotMolded remark names the factor asked. DPAGG_COARSEN(6) is not a
; power of two: ignored with a warning naming the accepted values. The
; option reaches the default pipeline's pass as coarsen=N, also under its
; old hidden name -dpagg-mold-coarsen.
; REQUIRES: nvptx-registered-target
; RUN: opt -passes='print<dpagg-plan><warp>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=AUTO
; RUN: opt -passes='print<dpagg-plan><warp;coarsen=auto>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=AUTO
; RUN: opt -passes='print<dpagg-plan><warp;coarsen=8>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=EIGHT
; RUN: opt -passes='print<dpagg-plan><warp;moldable=auto>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=MOLDABLE
; RUN: opt -passes='dpagg-aggregate<warp;coarsen=8>' -pass-remarks-analysis=dpagg-aggregate \
; RUN:   -pass-remarks-missed=dpagg-aggregate -S %s -o %t.ll 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: FileCheck %s --check-prefix=FLAGS < %t.ll
; RUN: opt -passes='default<O2>' -dpagg-coarsen=8 -print-pipeline-passes -disable-output %s \
; RUN:   | FileCheck %s --check-prefix=OPTION
; RUN: opt -passes='default<O2>' -dpagg-mold-coarsen=8 -print-pipeline-passes -disable-output %s \
; RUN:   | FileCheck %s --check-prefix=OPTION
; RUN: opt -passes='default<O2>' -print-pipeline-passes -disable-output %s \
; RUN:   | FileCheck %s --check-prefix=OPTION-AUTO

; AUTO:      warning: DPAgg: DPAGG_COARSEN(6) on kernel six(int*, int) is ignored (accepted: auto, or a power of two from 1 to 32768); -dpagg-coarsen applies
; AUTO:      p_plain(int*, int): launch of plain(int*, int): {{.*}}; not molded{{$}}
; AUTO-NEXT: p_four(int*, int): launch of four(int*, int): {{.*}}; molded (coarsened by 4){{$}}
; AUTO-NEXT: p_six(int*, int): launch of six(int*, int): {{.*}}; not molded{{$}}
; AUTO-NEXT: p_synced(int*, int): launch of synced(int*, int): {{.*}}; not molded{{$}}

; EIGHT:      p_plain(int*, int): launch of plain(int*, int): {{.*}}; molded (coarsened by 8){{$}}
; EIGHT-NEXT: p_four(int*, int): launch of four(int*, int): {{.*}}; molded (coarsened by 4){{$}}
; EIGHT-NEXT: p_six(int*, int): launch of six(int*, int): {{.*}}; molded (coarsened by 8){{$}}
; EIGHT-NEXT: p_synced(int*, int): launch of synced(int*, int): {{.*}}; not molded{{$}}

; MOLDABLE:      p_plain(int*, int): launch of plain(int*, int): {{.*}}; molded{{$}}
; MOLDABLE-NEXT: p_four(int*, int): launch of four(int*, int): {{.*}}; molded (coarsened by 4){{$}}
; MOLDABLE-NEXT: p_six(int*, int): launch of six(int*, int): {{.*}}; molded{{$}}
; MOLDABLE-NEXT: p_synced(int*, int): launch of synced(int*, int): {{.*}}; not molded{{$}}

; REMARK: warning: DPAgg: DPAGG_COARSEN(6) on kernel six(int*, int) is ignored (accepted: auto, or a power of two from 1 to 32768); -dpagg-coarsen applies
; REMARK: remark: <unknown>:0:0: aggregated child of plain(int*, int) is coarsened by 8: each block of an aggregate loops over about that many of its logical blocks (the aggregate's blocks / 8, made odd), and an aggregate with more than 4 times the blocks that can be resident runs with at most that many{{$}}
; REMARK: remark: <unknown>:0:0: aggregated child of four(int*, int) is coarsened by 4: each block
; REMARK: remark: <unknown>:0:0: aggregated child of six(int*, int) is coarsened by 8: each block
; REMARK: remark: <unknown>:0:0: aggregated child of synced(int*, int) keeps one block per logical block (coarsening by 8 asked, not done): it uses __syncthreads

; FLAGS: @dpagg.site._Z5plainPii.0 = {{.*}} i32 884,
; FLAGS: @dpagg.site._Z4fourPii.1 = {{.*}} i32 628,
; FLAGS: @dpagg.site._Z3sixPii.2 = {{.*}} i32 884,
; FLAGS: @dpagg.site._Z6syncedPii.3 = {{.*}} i32 20,

; OPTION: dpagg-aggregate<scope=block;{{[^>]*}};moldable=auto;coarsen=8;{{[^>]*}}>
; OPTION-AUTO: dpagg-aggregate<scope=block;{{[^>]*}};moldable=auto;serial-threshold=auto;{{[^>]*}}>

source_filename = "Inputs/coarsen.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.dim3 = type { i32, i32, i32 }

@_ZZ6syncedPiiE1s = internal unnamed_addr addrspace(3) global i32 undef, align 4
@.str = private unnamed_addr constant [16 x i8] c"dpagg.coarsen=4\00", section "llvm.metadata"
@.str1 = private unnamed_addr constant [18 x i8] c"Inputs/coarsen.cu\00", section "llvm.metadata"
@.str2 = private unnamed_addr constant [16 x i8] c"dpagg.coarsen=6\00", section "llvm.metadata"
@llvm.global.annotations = appending global [2 x { ptr, ptr, ptr, i32, ptr }] [{ ptr, ptr, ptr, i32, ptr } { ptr @_Z4fourPii, ptr @.str, ptr @.str1, i32 16, ptr null }, { ptr, ptr, ptr, i32, ptr } { ptr @_Z3sixPii, ptr @.str2, ptr @.str1, i32 23, ptr null }], section "llvm.metadata"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z5plainPii(ptr noundef captures(none) %0, i32 noundef %1) #0 {
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %5 = mul i32 %3, %4
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = add i32 %5, %6
  %8 = icmp slt i32 %7, %1
  br i1 %8, label %9, label %14

9:                                                ; preds = %2
  %10 = sext i32 %7 to i64
  %11 = getelementptr inbounds i32, ptr %0, i64 %10
  %12 = load i32, ptr %11, align 4, !tbaa !6
  %13 = add nsw i32 %12, 1
  store i32 %13, ptr %11, align 4, !tbaa !6
  br label %14

14:                                               ; preds = %9, %2
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z4fourPii(ptr noundef captures(none) %0, i32 noundef %1) #0 {
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %5 = mul i32 %3, %4
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = add i32 %5, %6
  %8 = icmp slt i32 %7, %1
  br i1 %8, label %9, label %14

9:                                                ; preds = %2
  %10 = sext i32 %7 to i64
  %11 = getelementptr inbounds i32, ptr %0, i64 %10
  %12 = load i32, ptr %11, align 4, !tbaa !6
  %13 = add nsw i32 %12, 4
  store i32 %13, ptr %11, align 4, !tbaa !6
  br label %14

14:                                               ; preds = %9, %2
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z3sixPii(ptr noundef captures(none) %0, i32 noundef %1) #0 {
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %5 = mul i32 %3, %4
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = add i32 %5, %6
  %8 = icmp slt i32 %7, %1
  br i1 %8, label %9, label %14

9:                                                ; preds = %2
  %10 = sext i32 %7 to i64
  %11 = getelementptr inbounds i32, ptr %0, i64 %10
  %12 = load i32, ptr %11, align 4, !tbaa !6
  %13 = add nsw i32 %12, 6
  store i32 %13, ptr %11, align 4, !tbaa !6
  br label %14

14:                                               ; preds = %9, %2
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z6syncedPii(ptr noundef writeonly captures(none) %0, i32 noundef %1) #1 {
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = icmp eq i32 %3, 0
  br i1 %4, label %5, label %6

5:                                                ; preds = %2
  store i32 %1, ptr addrspacecast (ptr addrspace(3) @_ZZ6syncedPiiE1s to ptr), align 4, !tbaa !6
  br label %6

6:                                                ; preds = %5, %2
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %7 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ6syncedPiiE1s to ptr), align 4, !tbaa !6
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = mul i32 %8, %9
  %11 = add i32 %10, %3
  %12 = zext i32 %11 to i64
  %13 = getelementptr inbounds nuw i32, ptr %0, i64 %12
  store i32 %7, ptr %13, align 4, !tbaa !6
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z7p_plainPii(ptr noundef %0, i32 noundef %1) local_unnamed_addr #1 {
  %3 = alloca %struct.dim3, align 8
  %4 = alloca %struct.dim3, align 8
  %5 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #6
  %6 = icmp eq ptr %5, null
  br i1 %6, label %14, label %7

7:                                                ; preds = %2
  store ptr %0, ptr %5, align 64, !tbaa !11
  %8 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store i32 %1, ptr %8, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  store i32 32, ptr %3, align 8
  %9 = getelementptr inbounds nuw i8, ptr %3, i64 4
  store i32 1, ptr %9, align 4
  %10 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store i32 1, ptr %10, align 8
  store i32 %1, ptr %4, align 8
  %11 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %11, align 4
  %12 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %12, align 8
  %13 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5plainPii, ptr noundef nonnull %5, ptr noundef nonnull byval(%struct.dim3) align 4 %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, i32 noundef 0, ptr noundef null) #6
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  br label %14

14:                                               ; preds = %7, %2
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z6p_fourPii(ptr noundef %0, i32 noundef %1) local_unnamed_addr #1 {
  %3 = alloca %struct.dim3, align 8
  %4 = alloca %struct.dim3, align 8
  %5 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #6
  %6 = icmp eq ptr %5, null
  br i1 %6, label %14, label %7

7:                                                ; preds = %2
  store ptr %0, ptr %5, align 64, !tbaa !11
  %8 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store i32 %1, ptr %8, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  store i32 32, ptr %3, align 8
  %9 = getelementptr inbounds nuw i8, ptr %3, i64 4
  store i32 1, ptr %9, align 4
  %10 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store i32 1, ptr %10, align 8
  store i32 %1, ptr %4, align 8
  %11 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %11, align 4
  %12 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %12, align 8
  %13 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z4fourPii, ptr noundef nonnull %5, ptr noundef nonnull byval(%struct.dim3) align 4 %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, i32 noundef 0, ptr noundef null) #6
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  br label %14

14:                                               ; preds = %7, %2
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z5p_sixPii(ptr noundef %0, i32 noundef %1) local_unnamed_addr #1 {
  %3 = alloca %struct.dim3, align 8
  %4 = alloca %struct.dim3, align 8
  %5 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #6
  %6 = icmp eq ptr %5, null
  br i1 %6, label %14, label %7

7:                                                ; preds = %2
  store ptr %0, ptr %5, align 64, !tbaa !11
  %8 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store i32 %1, ptr %8, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  store i32 32, ptr %3, align 8
  %9 = getelementptr inbounds nuw i8, ptr %3, i64 4
  store i32 1, ptr %9, align 4
  %10 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store i32 1, ptr %10, align 8
  store i32 %1, ptr %4, align 8
  %11 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %11, align 4
  %12 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %12, align 8
  %13 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z3sixPii, ptr noundef nonnull %5, ptr noundef nonnull byval(%struct.dim3) align 4 %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, i32 noundef 0, ptr noundef null) #6
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  br label %14

14:                                               ; preds = %7, %2
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z8p_syncedPii(ptr noundef %0, i32 noundef %1) local_unnamed_addr #1 {
  %3 = alloca %struct.dim3, align 8
  %4 = alloca %struct.dim3, align 8
  %5 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #6
  %6 = icmp eq ptr %5, null
  br i1 %6, label %14, label %7

7:                                                ; preds = %2
  store ptr %0, ptr %5, align 64, !tbaa !11
  %8 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store i32 %1, ptr %8, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  store i32 32, ptr %3, align 8
  %9 = getelementptr inbounds nuw i8, ptr %3, i64 4
  store i32 1, ptr %9, align 4
  %10 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store i32 1, ptr %10, align 8
  store i32 %1, ptr %4, align 8
  %11 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %11, align 4
  %12 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %12, align 8
  %13 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z6syncedPii, ptr noundef nonnull %5, ptr noundef nonnull byval(%struct.dim3) align 4 %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, i32 noundef 0, ptr noundef null) #6
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  br label %14

14:                                               ; preds = %7, %2
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

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
attributes #2 = { convergent nocallback nounwind }
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
