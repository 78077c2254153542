; Hand-written. Each aggregation site's child descriptor holds what every
; launch of its child kernel accepts (SafeThreads, SafeShmem; RuntimeABI.h):
; the runtime asks CUDA (cudaFuncGetAttributes) about a launch beyond them
; before the launch may join, so a launch that CUDA would refuse alone is
; left alone and gets its own error. SafeThreads is 256 (a thread has at most 255 registers), fewer
; under __launch_bounds__ (nvvm.maxntid, "x[,y,z]" multiplied), 0 with a
; required block size (nvvm.reqntid). SafeShmem is 48 KB less 1 KB (what the
; runtime may add) less every shared variable of the module padded to its
; alignment: here the 8 KB @tile and three 64-byte parameter copies of the
; aggregated children, 49152 - 1024 - 8192 - 3 * 64 = 39744.
; Launch errors are reported only with -dpagg-report-launch-errors (flag 2);
; by default nothing is printed (flags 0). At block scope the kernel gets a
; per-thread frame, filled by __dpagg_block_init and passed to every call.
; REQUIRES: nvptx-registered-target
; RUN: opt -passes='dpagg-aggregate<warp>' -S %s | FileCheck %s -DFLAGS=0 --check-prefixes=CHECK,WARP
; RUN: opt -passes='dpagg-aggregate<warp>' -dpagg-report-launch-errors -S %s | FileCheck %s -DFLAGS=2 --check-prefixes=CHECK,WARP
; RUN: opt -passes='dpagg-aggregate<block>' -S %s | FileCheck %s -DFLAGS=0 --check-prefixes=CHECK,BLOCK

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.dim3 = type { i32, i32, i32 }

@tile = internal addrspace(3) global [8192 x i8] undef, align 16

; CHECK:         @plain.dpagg.child = private unnamed_addr constant { ptr, i32, i32, i32, i32 } { ptr @plain.dpagg, i32 256, i32 39744, i32 0, i32 0 }
; CHECK:         @[[PLAIN:dpagg.site.plain.[0-9]+]] = private unnamed_addr constant {{.*}} { ptr @plain.dpagg.child, ptr @plain, ptr {{[^,]*}}, ptr {{[^,]*}}, ptr @dpagg.layout.plain, i32 [[FLAGS]],
; CHECK:         @bounded.dpagg.child = private unnamed_addr constant { ptr, i32, i32, i32, i32 } { ptr @bounded.dpagg, i32 96, i32 39744, i32 0, i32 0 }
; CHECK:         @[[BOUNDED:dpagg.site.bounded.[0-9]+]] = private unnamed_addr constant {{.*}} { ptr @bounded.dpagg.child, ptr @bounded, ptr {{[^,]*}}, ptr {{[^,]*}}, ptr @dpagg.layout.bounded, i32 [[FLAGS]],
; CHECK:         @required.dpagg.child = private unnamed_addr constant { ptr, i32, i32, i32, i32 } { ptr @required.dpagg, i32 0, i32 39744, i32 0, i32 0 }
; CHECK:         @[[REQUIRED:dpagg.site.required.[0-9]+]] = private unnamed_addr constant {{.*}} { ptr @required.dpagg.child, ptr @required, ptr {{[^,]*}}, ptr {{[^,]*}}, ptr @dpagg.layout.required, i32 [[FLAGS]],
; CHECK-LABEL: define ptx_kernel void @parent(
; BLOCK:         [[FRAME:%dpagg.block.frame]] = alloca [16 x i8], align 8
; BLOCK-NEXT:    call void @__dpagg_block_init(ptr [[FRAME]], ptr addrspacecast (ptr addrspace(1) @dpagg.block.table to ptr), i32 8192)
; WARP:          call i32 @__dpagg_aggregate_warp(ptr @[[PLAIN]], {{.*}}, ptr null)
; WARP:          call i32 @__dpagg_aggregate_warp(ptr @[[BOUNDED]], {{.*}}, ptr null)
; WARP:          call i32 @__dpagg_aggregate_warp(ptr @[[REQUIRED]], {{.*}}, ptr null)
; BLOCK:         call i32 @__dpagg_aggregate_block(ptr @[[PLAIN]], {{.*}}, ptr [[FRAME]], ptr addrspacecast (ptr addrspace(1) @dpagg.block.table to ptr))
; BLOCK:         call i32 @__dpagg_aggregate_block(ptr @[[BOUNDED]], {{.*}}, ptr [[FRAME]], ptr addrspacecast (ptr addrspace(1) @dpagg.block.table to ptr))
; BLOCK:         call i32 @__dpagg_aggregate_block(ptr @[[REQUIRED]], {{.*}}, ptr [[FRAME]], ptr addrspacecast (ptr addrspace(1) @dpagg.block.table to ptr))
define ptx_kernel void @parent(ptr %out) #1 {
  %g = alloca %struct.dim3, align 4
  %b = alloca %struct.dim3, align 4
  store i32 1, ptr %g, align 4
  %g.y = getelementptr inbounds i8, ptr %g, i64 4
  store i32 1, ptr %g.y, align 4
  %g.z = getelementptr inbounds i8, ptr %g, i64 8
  store i32 1, ptr %g.z, align 4
  store i32 32, ptr %b, align 4
  %b.y = getelementptr inbounds i8, ptr %b, i64 4
  store i32 1, ptr %b.y, align 4
  %b.z = getelementptr inbounds i8, ptr %b, i64 8
  store i32 1, ptr %b.z, align 4
  %p1 = call ptr @__cudaCDP2GetParameterBuffer(i64 64, i64 8)
  store ptr %out, ptr %p1, align 8
  %r1 = call i32 @__cudaCDP2LaunchDevice(ptr @plain, ptr %p1, ptr byval(%struct.dim3) align 4 %g, ptr byval(%struct.dim3) align 4 %b, i32 0, ptr null)
  %p2 = call ptr @__cudaCDP2GetParameterBuffer(i64 64, i64 8)
  store ptr %out, ptr %p2, align 8
  %r2 = call i32 @__cudaCDP2LaunchDevice(ptr @bounded, ptr %p2, ptr byval(%struct.dim3) align 4 %g, ptr byval(%struct.dim3) align 4 %b, i32 0, ptr null)
  %p3 = call ptr @__cudaCDP2GetParameterBuffer(i64 64, i64 8)
  store ptr %out, ptr %p3, align 8
  %r3 = call i32 @__cudaCDP2LaunchDevice(ptr @required, ptr %p3, ptr byval(%struct.dim3) align 4 %g, ptr byval(%struct.dim3) align 4 %b, i32 0, ptr null)
  ret void
}

define ptx_kernel void @plain(ptr %out) #0 {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p = getelementptr inbounds i8, ptr addrspace(3) @tile, i32 %t
  store i8 1, ptr addrspace(3) %p, align 1
  store i32 1, ptr %out, align 4
  ret void
}

; __launch_bounds__ of a 3-D shape: 32 * 3 * 1 threads.
define ptx_kernel void @bounded(ptr %out) #2 {
  store i32 2, ptr %out, align 4
  ret void
}

define ptx_kernel void @required(ptr %out) #3 {
  store i32 3, ptr %out, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare ptr @__cudaCDP2GetParameterBuffer(i64, i64) #4
declare i32 @__cudaCDP2LaunchDevice(ptr, ptr, ptr byval(%struct.dim3) align 4, ptr byval(%struct.dim3) align 4, i32, ptr) #4

attributes #0 = { nounwind "target-cpu"="sm_90" }
attributes #1 = { convergent nounwind "target-cpu"="sm_90" }
attributes #2 = { nounwind "nvvm.maxntid"="32,3,1" "target-cpu"="sm_90" }
attributes #3 = { nounwind "nvvm.reqntid"="64" "target-cpu"="sm_90" }
attributes #4 = { convergent nounwind }
