; Produced by (clang 22.1.8, CUDA 13.0):
;   clang++ -x cuda --cuda-path=/usr/local/cuda
;     --cuda-gpu-arch=sm_90 -fgpu-rdc --cuda-device-only -D__CUDACC_RDC__
;     -Wno-unknown-cuda-version -S -emit-llvm -O2 Inputs/launder-what-later-passes-compute.cu
; The laundering allow-list holds only what no later pass can turn into a
; register an instruction computed (LaunchStaging.h): constants and a
; kernel's own arguments. The red team broke a wider first list, with real
; F2I conversions on the H100's SASS under -foffload-lto:
;  - a device function's arguments and by-value struct (the LTO link inlined
;    the helper into a kernel that computed them, after DPAgg ran): laundered,
;    the struct's copy too, unit by unit;
;  - a load (DPAgg erased the buffer call between the kernel's store and the
;    load, and later passes forwarded the stored mul.f64): laundered;
;  - a kernel's own pointer argument and by-value struct: left as they are.
; REQUIRES: nvptx-registered-target
; RUN: opt -passes=dpagg-lower-v1-launches -S %s | FileCheck %s

; CHECK-LABEL: define dso_local void @_Z6helperPdd1S(
; CHECK:         [[OUTI:%.*]] = ptrtoint ptr %0 to i64
; CHECK-NEXT:    [[OUTL:%.*]] = call i64 asm "mov.b64 $0, $1;", "=l,l"(i64 [[OUTI]])
; CHECK-NEXT:    [[OUT:%.*]] = inttoptr i64 [[OUTL]] to ptr
; CHECK:         store ptr [[OUT]], ptr %dpagg.params, align 64
; CHECK:         [[AI:%.*]] = bitcast double %1 to i64
; CHECK-NEXT:    [[AL:%.*]] = call i64 asm "mov.b64 $0, $1;", "=l,l"(i64 [[AI]])
; CHECK-NEXT:    [[A:%.*]] = bitcast i64 [[AL]] to double
; CHECK-NEXT:    store double [[A]], ptr
; The by-value struct, 24 bytes in 8-byte units, each laundered.
; CHECK-COUNT-3: call i64 asm "mov.b64 $0, $1;", "=l,l"
; CHECK-NOT:     call void @llvm.memcpy
; CHECK:         call i32 @__dpagg_launch_v2(

; CHECK-LABEL: define dso_local ptx_kernel void @_Z5loadsPdS_d1S(
; CHECK:         [[LD:%.*]] = load double, ptr
; CHECK:         store ptr %1, ptr %dpagg.params, align 64
; CHECK:         [[LI:%.*]] = bitcast double [[LD]] to i64
; CHECK-NEXT:    [[LL:%.*]] = call i64 asm "mov.b64 $0, $1;", "=l,l"(i64 [[LI]])
; CHECK-NEXT:    [[L:%.*]] = bitcast i64 [[LL]] to double
; CHECK-NEXT:    store double [[L]], ptr
; CHECK-NEXT:    getelementptr
; CHECK-NEXT:    call void @llvm.memcpy.p0.p0.i64(ptr {{.*}}, ptr {{.*}} %3, i64 24, i1 false)
; CHECK:         call i32 @__dpagg_launch_v2(

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.S = type { i16, double, float }
%struct.dim3 = type { i32, i32, i32 }

@__clang_gpu_used_external = internal global [1 x ptr] [ptr @_Z5childPdd1S]
@llvm.compiler.used = appending global [1 x ptr] [ptr @__clang_gpu_used_external], section "llvm.metadata"

; Function Attrs: convergent mustprogress noinline nounwind
define dso_local void @_Z6helperPdd1S(ptr noundef %0, double noundef %1, ptr noundef readonly byval(%struct.S) align 8 captures(none) %2) local_unnamed_addr #0 {
  %4 = alloca %struct.dim3, align 8
  %5 = alloca %struct.dim3, align 8
  %6 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 40) #7
  %7 = icmp eq ptr %6, null
  br i1 %7, label %16, label %8

8:                                                ; preds = %3
  store ptr %0, ptr %6, align 64, !tbaa !11
  %9 = getelementptr inbounds nuw i8, ptr %6, i64 8
  store double %1, ptr %9, align 8, !tbaa !14
  %10 = getelementptr inbounds nuw i8, ptr %6, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %10, ptr noundef nonnull align 8 dereferenceable(24) %2, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(ptr nonnull %5)
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  store i32 1, ptr %4, align 8
  %11 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %11, align 4
  %12 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %12, align 8
  store i32 1, ptr %5, align 8
  %13 = getelementptr inbounds nuw i8, ptr %5, i64 4
  store i32 1, ptr %13, align 4
  %14 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store i32 1, ptr %14, align 8
  %15 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPdd1S, ptr noundef nonnull %6, ptr noundef nonnull byval(%struct.dim3) align 4 %5, ptr noundef nonnull byval(%struct.dim3) align 4 %4, i32 noundef 0, ptr noundef nonnull inttoptr (i64 4 to ptr)) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %5)
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  br label %16

16:                                               ; preds = %8, %3
  ret void
}

; Function Attrs: convergent nounwind
declare dso_local void @_Z5childPdd1S(ptr noundef, double noundef, ptr noundef byval(%struct.S) align 8) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #2

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z5loadsPdS_d1S(ptr noundef captures(none) %0, ptr noundef %1, double noundef %2, ptr noundef readonly byval(%struct.S) align 8 captures(none) %3) local_unnamed_addr #3 {
  %5 = alloca %struct.dim3, align 8
  %6 = alloca %struct.dim3, align 8
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = uitofp nneg i32 %7 to double
  %9 = fmul contract double %2, %8
  %10 = zext nneg i32 %7 to i64
  %11 = getelementptr inbounds nuw double, ptr %0, i64 %10
  store double %9, ptr %11, align 8, !tbaa !14
  %12 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 40) #7
  %13 = icmp eq ptr %12, null
  br i1 %13, label %23, label %14

14:                                               ; preds = %4
  %15 = load double, ptr %11, align 8, !tbaa !14
  store ptr %1, ptr %12, align 64, !tbaa !11
  %16 = getelementptr inbounds nuw i8, ptr %12, i64 8
  store double %15, ptr %16, align 8, !tbaa !14
  %17 = getelementptr inbounds nuw i8, ptr %12, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %17, ptr noundef nonnull align 8 dereferenceable(24) %3, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(ptr nonnull %6)
  call void @llvm.lifetime.start.p0(ptr nonnull %5)
  store i32 1, ptr %5, align 8
  %18 = getelementptr inbounds nuw i8, ptr %5, i64 4
  store i32 1, ptr %18, align 4
  %19 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store i32 1, ptr %19, align 8
  store i32 1, ptr %6, align 8
  %20 = getelementptr inbounds nuw i8, ptr %6, i64 4
  store i32 1, ptr %20, align 4
  %21 = getelementptr inbounds nuw i8, ptr %6, i64 8
  store i32 1, ptr %21, align 8
  %22 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPdd1S, ptr noundef nonnull %12, ptr noundef nonnull byval(%struct.dim3) align 4 %6, ptr noundef nonnull byval(%struct.dim3) align 4 %5, i32 noundef 0, ptr noundef nonnull inttoptr (i64 4 to ptr)) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %6)
  call void @llvm.lifetime.end.p0(ptr nonnull %5)
  br label %23

23:                                               ; preds = %14, %4
  ret void
}

; Function Attrs: convergent nounwind
declare dso_local ptr @__cudaCDP2GetParameterBuffer(i64 noundef, i64 noundef) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare dso_local i32 @__cudaCDP2LaunchDevice(ptr noundef, ptr noundef, ptr noundef byval(%struct.dim3) align 4, ptr noundef byval(%struct.dim3) align 4, i32 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #6

attributes #0 = { convergent mustprogress noinline nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #1 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #4 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
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
!12 = !{!"p1 double", !13, i64 0}
!13 = !{!"any pointer", !8, i64 0}
!14 = !{!15, !15, i64 0}
!15 = !{!"double", !8, i64 0}
