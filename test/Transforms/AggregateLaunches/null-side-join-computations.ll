; Produced by (clang 22.1.8, CUDA 13.0):
;   clang++ -x cuda --cuda-path=/usr/local/cuda
;     --cuda-gpu-arch=sm_90 -fgpu-rdc --cuda-device-only -D__CUDACC_RDC__
;     -Wno-unknown-cuda-version -S -emit-llvm -O2 Inputs/null-side-join-computations.cu
; (the generator's unrolled class; found by it), and differs and
; ret_constant written by hand.
; A launch followed by `out[i] = cudaGetLastError()`: the optimizer computes
; the store's offset on both sides of the parameter buffer's null check, the
; null side in a block of its own, and joins them in a phi. The null side
; passes through that block (no side effects, no memory), and the phi's
; values are the same arithmetic on the same values (mul, add, two levels),
; so parent's three launches into cudaStreamFireAndForget are aggregated (and
; lowered to V2 where not: a V1 launch into that stream never runs on sm_90).
; differs' null side computes another offset (53, not 52): refused. The red
; team's ret_constant returns 1 from the launching side and 0 from the other:
; refused.
; REQUIRES: nvptx-registered-target
; RUN: opt -passes='dpagg-aggregate<block>' -S %s | FileCheck %s
; RUN: opt -passes='dpagg-aggregate<block>' -pass-remarks=dpagg -pass-remarks-missed=dpagg -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: opt -passes='dpagg-lower-v1-launches<all>' -S %s | FileCheck %s --check-prefix=V2

; REMARK-COUNT-3: launch of child(unsigned int*, int, char, float, char) aggregated per block
; REMARK:         launch of child(unsigned int*, int, char, float, char) not aggregated: the two sides of the parameter buffer's null check meet with different values: %17 = phi i64 [ %10, %8 ], [ %13, %11 ]
; REMARK:         launch of child(unsigned int*, int, char, float, char) not aggregated: the side of the parameter buffer's null check that launches returns, from a function that returns a value

; CHECK-LABEL: define dso_local ptx_kernel void @_Z6parentPKiPj(
; CHECK-COUNT-3: call i32 @__dpagg_aggregate_block(ptr @_Z5childPjicfc.dpagg,
; CHECK-NOT:     @__cudaCDP2LaunchDevice
; CHECK-LABEL: define dso_local ptx_kernel void @_Z7differsPj(
; CHECK:         call noundef i32 @__cudaCDP2LaunchDevice(
; CHECK-LABEL: define dso_local i32 @_Z12ret_constantPj(
; CHECK:         call noundef i32 @__cudaCDP2LaunchDevice(

; V2-LABEL: define dso_local ptx_kernel void @_Z6parentPKiPj(
; V2-COUNT-3: call i32 @__dpagg_launch_v2(ptr @_Z5childPjicfc,
; V2-NOT:     @__cudaCDP2LaunchDevice
; V2-LABEL: define dso_local ptx_kernel void @_Z7differsPj(
; V2:         call noundef i32 @__cudaCDP2LaunchDevice(
; V2-LABEL: define dso_local i32 @_Z12ret_constantPj(
; V2:         call noundef i32 @__cudaCDP2LaunchDevice(

; ModuleID = 'm4B.cu'
source_filename = "m4B.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.dim3 = type { i32, i32, i32 }

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write)
define dso_local ptx_kernel void @_Z5childPjicfc(ptr noundef writeonly captures(none) %0, i32 noundef %1, i8 noundef signext %2, float noundef %3, i8 noundef signext %4) #0 {
  %6 = sext i8 %2 to i32
  %7 = add nsw i32 %1, %6
  %8 = sext i8 %4 to i32
  %9 = fptosi float %3 to i32
  %10 = add i32 %7, %9
  %11 = add i32 %10, %8
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = zext nneg i32 %12 to i64
  %14 = getelementptr inbounds nuw i32, ptr %0, i64 %13
  store i32 %11, ptr %14, align 4, !tbaa !6
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z6parentPKiPj(ptr noundef readonly captures(none) %0, ptr noundef %1) local_unnamed_addr #1 {
  %3 = alloca %struct.dim3, align 8
  %4 = alloca %struct.dim3, align 8
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = zext i32 %9 to i64
  %11 = getelementptr inbounds nuw i32, ptr %0, i64 %10
  %12 = load i32, ptr %11, align 4, !tbaa !6
  %13 = xor i32 %12, 35
  %14 = xor i32 %12, 129
  %15 = getelementptr inbounds nuw i8, ptr %3, i64 4
  %16 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %17 = getelementptr inbounds nuw i8, ptr %4, i64 4
  %18 = getelementptr inbounds nuw i8, ptr %4, i64 8
  %19 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 21) #5
  %20 = icmp eq ptr %19, null
  br i1 %20, label %21, label %23

21:                                               ; preds = %2
  %22 = mul nuw nsw i64 %10, 156
  br label %34

23:                                               ; preds = %2
  %24 = trunc i32 %13 to i8
  %25 = trunc i32 %14 to i8
  %26 = mul nuw nsw i64 %10, 156
  %27 = getelementptr inbounds nuw i8, ptr %1, i64 %26
  %28 = getelementptr inbounds nuw i8, ptr %27, i64 4
  store ptr %28, ptr %19, align 64, !tbaa !11
  %29 = getelementptr inbounds nuw i8, ptr %19, i64 8
  store i32 0, ptr %29, align 8, !tbaa !6
  %30 = getelementptr inbounds nuw i8, ptr %19, i64 12
  store i8 %25, ptr %30, align 4, !tbaa !14
  %31 = getelementptr inbounds nuw i8, ptr %19, i64 16
  store float 1.000000e+00, ptr %31, align 16, !tbaa !15
  %32 = getelementptr inbounds nuw i8, ptr %19, i64 20
  store i8 %24, ptr %32, align 4, !tbaa !14
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  store i32 2, ptr %3, align 8
  store i32 1, ptr %15, align 4
  store i32 2, ptr %16, align 8
  store i32 3, ptr %4, align 8
  store i32 1, ptr %17, align 4
  store i32 1, ptr %18, align 8
  %33 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPjicfc, ptr noundef nonnull %19, ptr noundef nonnull byval(%struct.dim3) align 4 %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, i32 noundef 0, ptr noundef nonnull inttoptr (i64 4 to ptr)) #5
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  br label %34

34:                                               ; preds = %21, %23
  %35 = phi i64 [ %22, %21 ], [ %26, %23 ]
  %36 = tail call noundef i32 @__cudaCDP2GetLastError() #5
  %37 = getelementptr inbounds nuw i8, ptr %1, i64 %35
  store i32 %36, ptr %37, align 4, !tbaa !6
  %38 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 21) #5
  %39 = icmp eq ptr %38, null
  br i1 %39, label %40, label %43

40:                                               ; preds = %34
  %41 = mul nuw nsw i64 %10, 156
  %42 = add nuw nsw i64 %41, 52
  br label %57

43:                                               ; preds = %34
  %44 = trunc i32 %13 to i8
  %45 = add i8 %44, 7
  %46 = trunc i32 %14 to i8
  %47 = add i8 %46, 3
  %48 = mul nuw nsw i64 %10, 156
  %49 = add nuw nsw i64 %48, 52
  %50 = getelementptr inbounds nuw i8, ptr %1, i64 %49
  %51 = getelementptr inbounds nuw i8, ptr %50, i64 4
  store ptr %51, ptr %38, align 64, !tbaa !11
  %52 = getelementptr inbounds nuw i8, ptr %38, i64 8
  store i32 1, ptr %52, align 8, !tbaa !6
  %53 = getelementptr inbounds nuw i8, ptr %38, i64 12
  store i8 %47, ptr %53, align 4, !tbaa !14
  %54 = getelementptr inbounds nuw i8, ptr %38, i64 16
  store float 1.000000e+00, ptr %54, align 16, !tbaa !15
  %55 = getelementptr inbounds nuw i8, ptr %38, i64 20
  store i8 %45, ptr %55, align 4, !tbaa !14
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  store i32 2, ptr %3, align 8
  store i32 1, ptr %15, align 4
  store i32 2, ptr %16, align 8
  store i32 3, ptr %4, align 8
  store i32 1, ptr %17, align 4
  store i32 1, ptr %18, align 8
  %56 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPjicfc, ptr noundef nonnull %38, ptr noundef nonnull byval(%struct.dim3) align 4 %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, i32 noundef 0, ptr noundef nonnull inttoptr (i64 4 to ptr)) #5
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  br label %57

57:                                               ; preds = %40, %43
  %58 = phi i64 [ %42, %40 ], [ %49, %43 ]
  %59 = tail call noundef i32 @__cudaCDP2GetLastError() #5
  %60 = getelementptr inbounds nuw i8, ptr %1, i64 %58
  store i32 %59, ptr %60, align 4, !tbaa !6
  %61 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 21) #5
  %62 = icmp eq ptr %61, null
  br i1 %62, label %63, label %66

63:                                               ; preds = %57
  %64 = mul nuw nsw i64 %10, 156
  %65 = add nuw nsw i64 %64, 104
  br label %80

66:                                               ; preds = %57
  %67 = trunc i32 %13 to i8
  %68 = add i8 %67, 14
  %69 = trunc i32 %14 to i8
  %70 = add i8 %69, 6
  %71 = mul nuw nsw i64 %10, 156
  %72 = add nuw nsw i64 %71, 104
  %73 = getelementptr inbounds nuw i8, ptr %1, i64 %72
  %74 = getelementptr inbounds nuw i8, ptr %73, i64 4
  store ptr %74, ptr %61, align 64, !tbaa !11
  %75 = getelementptr inbounds nuw i8, ptr %61, i64 8
  store i32 2, ptr %75, align 8, !tbaa !6
  %76 = getelementptr inbounds nuw i8, ptr %61, i64 12
  store i8 %70, ptr %76, align 4, !tbaa !14
  %77 = getelementptr inbounds nuw i8, ptr %61, i64 16
  store float 1.000000e+00, ptr %77, align 16, !tbaa !15
  %78 = getelementptr inbounds nuw i8, ptr %61, i64 20
  store i8 %68, ptr %78, align 4, !tbaa !14
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  store i32 2, ptr %3, align 8
  store i32 1, ptr %15, align 4
  store i32 2, ptr %16, align 8
  store i32 3, ptr %4, align 8
  store i32 1, ptr %17, align 4
  store i32 1, ptr %18, align 8
  %79 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPjicfc, ptr noundef nonnull %61, ptr noundef nonnull byval(%struct.dim3) align 4 %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, i32 noundef 0, ptr noundef nonnull inttoptr (i64 4 to ptr)) #5
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  br label %80

80:                                               ; preds = %63, %66
  %81 = phi i64 [ %65, %63 ], [ %72, %66 ]
  %82 = tail call noundef i32 @__cudaCDP2GetLastError() #5
  %83 = getelementptr inbounds nuw i8, ptr %1, i64 %81
  store i32 %82, ptr %83, align 4, !tbaa !6
  ret void
}

; Written by hand: the null side's block computes another offset than the
; launching side (53, not 52): the join's phi differs, not rewritten.
define dso_local ptx_kernel void @_Z7differsPj(ptr noundef %0) local_unnamed_addr #1 {
  %2 = alloca %struct.dim3, align 8
  %3 = alloca %struct.dim3, align 8
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = zext i32 %4 to i64
  %6 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 21) #5
  %7 = icmp eq ptr %6, null
  br i1 %7, label %8, label %11

8:
  %9 = mul nuw nsw i64 %5, 156
  %10 = add nuw nsw i64 %9, 53
  br label %16

11:
  %12 = mul nuw nsw i64 %5, 156
  %13 = add nuw nsw i64 %12, 52
  %14 = getelementptr inbounds nuw i8, ptr %0, i64 %13
  store ptr %14, ptr %6, align 64
  call void @llvm.lifetime.start.p0(ptr nonnull %2)
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  store i32 2, ptr %2, align 8
  store i32 3, ptr %3, align 8
  %15 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPjicfc, ptr noundef nonnull %6, ptr noundef nonnull byval(%struct.dim3) align 4 %3, ptr noundef nonnull byval(%struct.dim3) align 4 %2, i32 noundef 0, ptr noundef nonnull inttoptr (i64 4 to ptr)) #5
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  call void @llvm.lifetime.end.p0(ptr nonnull %2)
  br label %16

16:
  %17 = phi i64 [ %10, %8 ], [ %13, %11 ]
  %18 = tail call noundef i32 @__cudaCDP2GetLastError() #5
  %19 = getelementptr inbounds nuw i8, ptr %0, i64 %17
  store i32 %18, ptr %19, align 4
  ret void
}

; Written by hand (the red team's): a device function whose two sides each
; return, with different values: not rewritten.
define dso_local i32 @_Z12ret_constantPj(ptr noundef %0) #3 {
  %2 = alloca %struct.dim3, align 8
  %3 = alloca %struct.dim3, align 8
  %4 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 21) #5
  %5 = icmp eq ptr %4, null
  br i1 %5, label %8, label %6

6:
  store ptr %0, ptr %4, align 64
  call void @llvm.lifetime.start.p0(ptr nonnull %2)
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  store i32 2, ptr %2, align 8
  store i32 3, ptr %3, align 8
  %7 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPjicfc, ptr noundef nonnull %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, ptr noundef nonnull byval(%struct.dim3) align 4 %2, i32 noundef 0, ptr noundef nonnull inttoptr (i64 4 to ptr)) #5
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  call void @llvm.lifetime.end.p0(ptr nonnull %2)
  ret i32 1

8:
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: convergent nounwind
declare dso_local ptr @__cudaCDP2GetParameterBuffer(i64 noundef, i64 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local i32 @__cudaCDP2LaunchDevice(ptr noundef, ptr noundef, ptr noundef byval(%struct.dim3) align 4, ptr noundef byval(%struct.dim3) align 4, i32 noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local i32 @__cudaCDP2GetLastError() local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #4

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
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
!11 = !{!12, !12, i64 0}
!12 = !{!"p1 int", !13, i64 0}
!13 = !{!"any pointer", !8, i64 0}
!14 = !{!8, !8, i64 0}
!15 = !{!16, !16, i64 0}
!16 = !{!"float", !8, i64 0}
