; Produced by (clang 22.1.8, CUDA 13.0):
;   clang++ -x cuda --cuda-path=/usr/local/cuda
;     --cuda-gpu-arch=sm_90 -fgpu-rdc --cuda-device-only -D__CUDACC_RDC__
;     -Wno-unknown-cuda-version -S -emit-llvm -O2 Inputs/serial-redteam.cu
; Red team of serialization (issue 26, item 1; test/RedTeam/sr_*.cu): two
; children the first rules let run in the launching thread. A weak child
; kernel (with -fgpu-rdc another unit's strong definition is what runs:
; sr_weak_child) is refused as defined elsewhere; a child that retries malloc
; in a loop, itself or in a helper called in a loop, waits for another
; thread's free (the launching thread's, after its launch: sr_malloc_wait)
; and is refused by the waits rule. A single malloc and a template child
; (linkonce_odr, one definition) are still serialized.
; REQUIRES: nvptx-registered-target
; RUN: opt -passes='print<dpagg-plan><block;serial-threshold=64>' -disable-output %s 2>&1 | FileCheck %s
; RUN: opt -passes='dpagg-aggregate<block;serial-threshold=64>' -pass-remarks-missed=dpagg -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK
; The same two findings hold for aggregation (the shared rules): the weak
; child is not aggregated (child-interposable: the clone would run this
; unit's body), and a child retrying malloc is not molded (a molded block
; waiting at its latch for a thread whose allocation waits for a later
; logical block's free would never end).
; RUN: opt -passes='dpagg-aggregate<block;moldable=on>' -pass-remarks-missed=dpagg -disable-output %s 2>&1 | FileCheck %s --check-prefix=AGG
; AGG: launch of weak_child(int*) not aggregated: the child cannot be aggregated: the child kernel is weak: the program may run another unit's definition of it
; AGG: aggregated child of retry(unsigned long long*, unsigned long) keeps one block per logical block: its threads may wait for other threads or blocks (a call to malloc, an allocation that may wait for another thread's free when retried, in a loop in retry(unsigned long long*, unsigned long))
; AGG: aggregated child of retry_helper(unsigned long long*, unsigned long) keeps one block per logical block: its threads may wait for other threads or blocks (a call to malloc, {{.*}} in a loop in tryGet(unsigned long))
; AGG-NOT: once({{.*}}) keeps one block

; CHECK-LABEL: Aggregation plan of module
; CHECK-NEXT: p_weak(int*): launch of weak_child(int*): {{.*}}; serial: refused by rule serial-child-elsewhere{{$}}
; CHECK-NEXT: p_retry(unsigned long long*): launch of retry(unsigned long long*, unsigned long): {{.*}}; serial: refused by rule serial-child-waits{{$}}
; CHECK-NEXT: p_retry_helper(unsigned long long*): launch of retry_helper(unsigned long long*, unsigned long): {{.*}}; serial: refused by rule serial-child-waits{{$}}
; CHECK-NEXT: p_once(unsigned long long*): launch of once(unsigned long long*, unsigned long): {{.*}}; serial: at most 64 logical threads (fixed), work per logical thread {{[0-9]+}}, block threads at most 256{{$}}
; CHECK-NEXT: p_tmpl(int*): launch of void tmpl<3>(int*): {{.*}}; serial: at most 64 logical threads (fixed), work per logical thread 5, block threads at most 256{{$}}

; REMARK: launch of weak_child(int*) not serialized (serial-child-elsewhere): the child cannot run in one thread: the child kernel is defined weak here, and another unit's definition may replace it
; REMARK: launch of retry(unsigned long long*, unsigned long) not serialized (serial-child-waits): the child cannot run in one thread: a call to malloc, an allocation that may wait for another thread's free when retried, in a loop in retry(unsigned long long*, unsigned long)
; REMARK: launch of retry_helper(unsigned long long*, unsigned long) not serialized (serial-child-waits): the child cannot run in one thread: a call to malloc, an allocation that may wait for another thread's free when retried, in a loop in tryGet(unsigned long)
; REMARK-NOT: not serialized

; ModuleID = 'Inputs/serial-redteam.cu'
source_filename = "Inputs/serial-redteam.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.dim3 = type { i32, i32, i32 }

$_Z4tmplILi3EEvPi = comdat any

@__clang_gpu_used_external = internal global [1 x ptr] [ptr @_Z4tmplILi3EEvPi]
@llvm.compiler.used = appending global [1 x ptr] [ptr @__clang_gpu_used_external], section "llvm.metadata"

; Function Attrs: mustprogress noinline norecurse nounwind
define weak dso_local ptx_kernel void @_Z10weak_childPi(ptr noundef %0) #0 {
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %3 = zext nneg i32 %2 to i64
  %4 = getelementptr inbounds nuw i32, ptr %0, i64 %3
  store i32 1, ptr %4, align 4, !tbaa !6
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z6p_weakPi(ptr noundef %0) local_unnamed_addr #1 {
  %2 = alloca %struct.dim3, align 8
  %3 = alloca %struct.dim3, align 8
  %4 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 8) #10
  %5 = icmp eq ptr %4, null
  br i1 %5, label %12, label %6

6:                                                ; preds = %1
  store ptr %0, ptr %4, align 64, !tbaa !11
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  call void @llvm.lifetime.start.p0(ptr nonnull %2)
  store i32 32, ptr %2, align 8
  %7 = getelementptr inbounds nuw i8, ptr %2, i64 4
  store i32 1, ptr %7, align 4
  %8 = getelementptr inbounds nuw i8, ptr %2, i64 8
  store i32 1, ptr %8, align 8
  store i32 1, ptr %3, align 8
  %9 = getelementptr inbounds nuw i8, ptr %3, i64 4
  store i32 1, ptr %9, align 4
  %10 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store i32 1, ptr %10, align 8
  %11 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z10weak_childPi, ptr noundef nonnull %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, ptr noundef nonnull byval(%struct.dim3) align 4 %2, i32 noundef 0, ptr noundef nonnull inttoptr (i64 4 to ptr)) #10
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  call void @llvm.lifetime.end.p0(ptr nonnull %2)
  br label %12

12:                                               ; preds = %6, %1
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(readwrite, argmem: write, target_mem0: none, target_mem1: none)
define dso_local ptx_kernel void @_Z5retryPym(ptr noundef writeonly captures(none) %0, i64 noundef %1) #2 {
  br label %3

3:                                                ; preds = %3, %2
  %4 = tail call noalias ptr @malloc(i64 noundef %1) #11
  %5 = icmp eq ptr %4, null
  br i1 %5, label %3, label %6, !llvm.loop !14

6:                                                ; preds = %3
  %7 = ptrtoint ptr %4 to i64
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = zext nneg i32 %8 to i64
  %10 = getelementptr inbounds nuw i64, ptr %0, i64 %9
  store i64 %7, ptr %10, align 8, !tbaa !16
  tail call void @free(ptr noundef nonnull %4) #10
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare dso_local noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare dso_local void @free(ptr allocptr noundef captures(none)) local_unnamed_addr #4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z7p_retryPy(ptr noundef %0) local_unnamed_addr #1 {
  %2 = alloca %struct.dim3, align 8
  %3 = alloca %struct.dim3, align 8
  %4 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 16) #10
  %5 = icmp eq ptr %4, null
  br i1 %5, label %13, label %6

6:                                                ; preds = %1
  store ptr %0, ptr %4, align 64, !tbaa !18
  %7 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i64 1048576, ptr %7, align 8, !tbaa !20
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  call void @llvm.lifetime.start.p0(ptr nonnull %2)
  store i32 32, ptr %2, align 8
  %8 = getelementptr inbounds nuw i8, ptr %2, i64 4
  store i32 1, ptr %8, align 4
  %9 = getelementptr inbounds nuw i8, ptr %2, i64 8
  store i32 1, ptr %9, align 8
  store i32 1, ptr %3, align 8
  %10 = getelementptr inbounds nuw i8, ptr %3, i64 4
  store i32 1, ptr %10, align 4
  %11 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store i32 1, ptr %11, align 8
  %12 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5retryPym, ptr noundef nonnull %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, ptr noundef nonnull byval(%struct.dim3) align 4 %2, i32 noundef 0, ptr noundef nonnull inttoptr (i64 4 to ptr)) #10
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  call void @llvm.lifetime.end.p0(ptr nonnull %2)
  br label %13

13:                                               ; preds = %6, %1
  ret void
}

; Function Attrs: convergent mustprogress nofree noinline nounwind willreturn memory(inaccessiblemem: readwrite)
define dso_local noalias noundef ptr @_Z6tryGetm(i64 noundef %0) local_unnamed_addr #5 {
  %2 = tail call noalias ptr @malloc(i64 noundef %0) #11
  ret ptr %2
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(readwrite, argmem: write, target_mem0: none, target_mem1: none)
define dso_local ptx_kernel void @_Z12retry_helperPym(ptr noundef writeonly captures(none) %0, i64 noundef %1) #2 {
  br label %3

3:                                                ; preds = %3, %2
  %4 = tail call noundef ptr @_Z6tryGetm(i64 noundef %1) #10
  %5 = icmp eq ptr %4, null
  br i1 %5, label %3, label %6, !llvm.loop !22

6:                                                ; preds = %3
  %7 = ptrtoint ptr %4 to i64
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = zext nneg i32 %8 to i64
  %10 = getelementptr inbounds nuw i64, ptr %0, i64 %9
  store i64 %7, ptr %10, align 8, !tbaa !16
  tail call void @free(ptr noundef nonnull %4) #10
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z14p_retry_helperPy(ptr noundef %0) local_unnamed_addr #1 {
  %2 = alloca %struct.dim3, align 8
  %3 = alloca %struct.dim3, align 8
  %4 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 16) #10
  %5 = icmp eq ptr %4, null
  br i1 %5, label %13, label %6

6:                                                ; preds = %1
  store ptr %0, ptr %4, align 64, !tbaa !18
  %7 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i64 1048576, ptr %7, align 8, !tbaa !20
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  call void @llvm.lifetime.start.p0(ptr nonnull %2)
  store i32 32, ptr %2, align 8
  %8 = getelementptr inbounds nuw i8, ptr %2, i64 4
  store i32 1, ptr %8, align 4
  %9 = getelementptr inbounds nuw i8, ptr %2, i64 8
  store i32 1, ptr %9, align 8
  store i32 1, ptr %3, align 8
  %10 = getelementptr inbounds nuw i8, ptr %3, i64 4
  store i32 1, ptr %10, align 4
  %11 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store i32 1, ptr %11, align 8
  %12 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z12retry_helperPym, ptr noundef nonnull %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, ptr noundef nonnull byval(%struct.dim3) align 4 %2, i32 noundef 0, ptr noundef nonnull inttoptr (i64 4 to ptr)) #10
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  call void @llvm.lifetime.end.p0(ptr nonnull %2)
  br label %13

13:                                               ; preds = %6, %1
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind willreturn memory(readwrite, argmem: write, target_mem0: none, target_mem1: none)
define dso_local ptx_kernel void @_Z4oncePym(ptr noundef writeonly captures(none) %0, i64 noundef %1) #6 {
  %3 = tail call noalias ptr @malloc(i64 noundef %1) #11
  %4 = ptrtoint ptr %3 to i64
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = zext nneg i32 %5 to i64
  %7 = getelementptr inbounds nuw i64, ptr %0, i64 %6
  store i64 %4, ptr %7, align 8, !tbaa !16
  tail call void @free(ptr noundef %3) #10
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z6p_oncePy(ptr noundef %0) local_unnamed_addr #1 {
  %2 = alloca %struct.dim3, align 8
  %3 = alloca %struct.dim3, align 8
  %4 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 16) #10
  %5 = icmp eq ptr %4, null
  br i1 %5, label %13, label %6

6:                                                ; preds = %1
  store ptr %0, ptr %4, align 64, !tbaa !18
  %7 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i64 1048576, ptr %7, align 8, !tbaa !20
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  call void @llvm.lifetime.start.p0(ptr nonnull %2)
  store i32 32, ptr %2, align 8
  %8 = getelementptr inbounds nuw i8, ptr %2, i64 4
  store i32 1, ptr %8, align 4
  %9 = getelementptr inbounds nuw i8, ptr %2, i64 8
  store i32 1, ptr %9, align 8
  store i32 1, ptr %3, align 8
  %10 = getelementptr inbounds nuw i8, ptr %3, i64 4
  store i32 1, ptr %10, align 4
  %11 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store i32 1, ptr %11, align 8
  %12 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z4oncePym, ptr noundef nonnull %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, ptr noundef nonnull byval(%struct.dim3) align 4 %2, i32 noundef 0, ptr noundef nonnull inttoptr (i64 4 to ptr)) #10
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  call void @llvm.lifetime.end.p0(ptr nonnull %2)
  br label %13

13:                                               ; preds = %6, %1
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z6p_tmplPi(ptr noundef %0) local_unnamed_addr #1 {
  %2 = alloca %struct.dim3, align 8
  %3 = alloca %struct.dim3, align 8
  %4 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 8) #10
  %5 = icmp eq ptr %4, null
  br i1 %5, label %12, label %6

6:                                                ; preds = %1
  store ptr %0, ptr %4, align 64, !tbaa !11
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  call void @llvm.lifetime.start.p0(ptr nonnull %2)
  store i32 32, ptr %2, align 8
  %7 = getelementptr inbounds nuw i8, ptr %2, i64 4
  store i32 1, ptr %7, align 4
  %8 = getelementptr inbounds nuw i8, ptr %2, i64 8
  store i32 1, ptr %8, align 8
  store i32 1, ptr %3, align 8
  %9 = getelementptr inbounds nuw i8, ptr %3, i64 4
  store i32 1, ptr %9, align 4
  %10 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store i32 1, ptr %10, align 8
  %11 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z4tmplILi3EEvPi, ptr noundef nonnull %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, ptr noundef nonnull byval(%struct.dim3) align 4 %2, i32 noundef 0, ptr noundef nonnull inttoptr (i64 4 to ptr)) #10
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  call void @llvm.lifetime.end.p0(ptr nonnull %2)
  br label %12

12:                                               ; preds = %6, %1
  ret void
}

; Function Attrs: mustprogress noinline norecurse nounwind
define weak_odr dso_local ptx_kernel void @_Z4tmplILi3EEvPi(ptr noundef %0) #0 comdat {
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %3 = zext nneg i32 %2 to i64
  %4 = getelementptr inbounds nuw i32, ptr %0, i64 %3
  store i32 3, ptr %4, align 4, !tbaa !6
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #7

; Function Attrs: convergent nounwind
declare dso_local ptr @__cudaCDP2GetParameterBuffer(i64 noundef, i64 noundef) local_unnamed_addr #8

; Function Attrs: convergent nounwind
declare dso_local i32 @__cudaCDP2LaunchDevice(ptr noundef, ptr noundef, ptr noundef byval(%struct.dim3) align 4, ptr noundef byval(%struct.dim3) align 4, i32 noundef, ptr noundef) local_unnamed_addr #8

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #9

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #9

attributes #0 = { mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #2 = { convergent mustprogress noinline norecurse nounwind memory(readwrite, argmem: write, target_mem0: none, target_mem1: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #3 = { convergent mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #4 = { convergent mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #5 = { convergent mustprogress nofree noinline nounwind willreturn memory(inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #6 = { convergent mustprogress noinline norecurse nounwind willreturn memory(readwrite, argmem: write, target_mem0: none, target_mem1: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #9 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #10 = { convergent nounwind }
attributes #11 = { convergent nounwind allocsize(0) }

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
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
!16 = !{!17, !17, i64 0}
!17 = !{!"long long", !8, i64 0}
!18 = !{!19, !19, i64 0}
!19 = !{!"p1 long long", !13, i64 0}
!20 = !{!21, !21, i64 0}
!21 = !{!"long", !8, i64 0}
!22 = distinct !{!22, !15}
