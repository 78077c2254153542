; Written by hand (the red team's): a device function whose launching side
; and null side each return, with different values (1 and 0). Folding the
; buffer's null check would make every thread return 1: the launch stays a
; V1 launch, with a remark.
; REQUIRES: nvptx-registered-target
; RUN: opt -passes='dpagg-lower-v1-launches<all>' -pass-remarks-missed=dpagg -S %s 2>&1 | FileCheck %s

; CHECK: remark: {{.*}}device launch left as a V1 launch: the side of the parameter buffer's null check that launches returns, from a function that returns a value
; CHECK-LABEL: define dso_local i32 @h9_ret_constant(
; CHECK:         call noundef i32 @__cudaCDP2LaunchDevice(
; CHECK-NOT:     @__dpagg_launch_v2
; CHECK:         ret i32 1
; CHECK:         ret i32 0

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
%struct.dim3 = type { i32, i32, i32 }
@g = dso_local addrspace(1) global i32 0
define dso_local ptx_kernel void @_Z5childPii(ptr noundef %0, i32 noundef %1) #0 {
  %t = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p = getelementptr inbounds i32, ptr %0, i32 %t
  store i32 %1, ptr %p, align 4
  ret void
}

define dso_local i32 @h9_ret_constant(ptr noundef %out) #3 {
  %g = alloca %struct.dim3, align 8
  %bl = alloca %struct.dim3, align 8
  %a = alloca i32, align 4
  %buf0 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #5
  %isnull0 = icmp eq ptr %buf0, null
  br i1 %isnull0, label %join0, label %live0
live0:
  store ptr %out, ptr %buf0, align 64
  %pk0 = getelementptr inbounds nuw i8, ptr %buf0, i64 8
  store i32 0, ptr %pk0, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %g)
  call void @llvm.lifetime.start.p0(ptr nonnull %bl)
  store <3 x i32> <i32 1, i32 1, i32 1>, ptr %g, align 8
  store <3 x i32> <i32 32, i32 1, i32 1>, ptr %bl, align 8
  %r0 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPii, ptr noundef nonnull %buf0, ptr noundef nonnull byval(%struct.dim3) align 4 %g, ptr noundef nonnull byval(%struct.dim3) align 4 %bl, i32 noundef 0, ptr noundef null) #5
  call void @llvm.lifetime.end.p0(ptr nonnull %g)
  call void @llvm.lifetime.end.p0(ptr nonnull %bl)
  ret i32 1
join0:
  ret i32 0
}

declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: convergent nounwind
declare dso_local ptr @__cudaCDP2GetParameterBuffer(i64 noundef, i64 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local i32 @__cudaCDP2LaunchDevice(ptr noundef, ptr noundef, ptr noundef byval(%struct.dim3) align 4, ptr noundef byval(%struct.dim3) align 4, i32 noundef, ptr noundef) local_unnamed_addr #3

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
