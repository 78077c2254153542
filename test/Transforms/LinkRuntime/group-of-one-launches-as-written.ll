; Issue 26, item 4 (and issue 21, item 24): at warp scope, a thread whose
; group is itself alone (the __match_any_sync of its stream is its own lane)
; launches the original kernel with the original configuration and
; parameters at once: the site descriptor's kernel, the launch's grid, block
; and shared memory, its parameter blob copied into the V2 buffer, and
; cudaLaunchDeviceV2, with no record, no pool word and no clone on the way
; (runtime/warp.cu, launchInline). An aggregate of one launch costs the
; launch as written plus one match, and the warp gate around the launch
; pair (runtime/DPAggRuntime.cuh, "The warp gate"): the slot of the warp
; (%smid, %warpid), taken with one relaxed CAS by the lane itself, or, when
; all 32 lanes of the warp are here (__activemask() == -1) with no error
; pending in any (vote.all of cudaPeekAtLastError() == 0: a group of one by
; stream can be a whole converged warp), by lane 0 for the warp, shuffled to
; the others; the out-of-line wait only when the CAS finds the slot taken;
; after the launch (a whole warp after a bar.warp.sync) one relaxed store
; gives it back.
; REQUIRES: nvptx-registered-target
; RUN: opt -passes=dpagg-link-runtime -S %s | FileCheck %s
; CHECK-LABEL: define internal {{.*}}i32 @__dpagg_aggregate_warp(
; CHECK:         [[MATCH:%[0-9]+]] = tail call noundef i32 @llvm.nvvm.match.any.sync.i64(
; CHECK-NEXT:    [[ME:%[0-9]+]] = tail call i32 asm "mov.u32 $0, %lanemask_eq;"
; CHECK-NEXT:    [[GROUP:%[0-9]+]] = or i32 [[ME]], [[MATCH]]
; CHECK-NEXT:    [[LANE:%[0-9]+]] = tail call noundef i32 asm "mov.u32 $0, %laneid;"
; CHECK-NEXT:    [[BIT:%[0-9]+]] = shl nuw i32 1, [[LANE]]
; CHECK-NEXT:    [[ALONE:%[0-9]+]] = icmp eq i32 [[GROUP]], [[BIT]]
; CHECK-NEXT:    br i1 [[ALONE]], label %[[FAST:[0-9]+]], label
; CHECK:       [[FAST]]:
; CHECK-NEXT:    asm sideeffect "mov.u32 $0, %smid;"
; CHECK-NEXT:    asm sideeffect "mov.u32 $0, %warpid;"
; CHECK:         [[LANES:%[0-9]+]] = tail call noundef i32 @llvm.nvvm.activemask()
; CHECK-NEXT:    [[WHOLE:%[0-9]+]] = icmp eq i32 [[LANES]], -1
; CHECK-NEXT:    br i1 [[WHOLE]], label %[[VOTE:[0-9]+]], label %[[ALONE:[0-9]+]]
; CHECK:       [[VOTE]]:
; CHECK-NEXT:    call noundef i32 @__cudaCDP2PeekAtLastError()
; CHECK-NEXT:    icmp eq i32
; CHECK-NEXT:    [[CLEAN:%[0-9]+]] = tail call i1 @llvm.nvvm.vote.all.sync(i32 -1, i1
; CHECK-NEXT:    br i1 [[CLEAN]], label %[[WARP:[0-9]+]], label %[[ALONE]]
; CHECK:       [[ALONE]]:
; CHECK:         getelementptr {{.*}} @__dpagg_warp_gate
; CHECK:         [[OLD:%[0-9]+]] = tail call noundef i32 asm sideeffect "atom.relaxed.gpu.global.cas.b32 $0, [$1], $2, $3;", {{.*}}(i64 {{%[0-9]+}}, i32 0, i32 1)
; CHECK-NEXT:    [[FREE:%[0-9]+]] = icmp eq i32 [[OLD]], 0
; CHECK-NEXT:    br i1 [[FREE]], label %[[IN:[0-9]+]], label %[[WAIT:[0-9]+]]
; CHECK:       [[WAIT]]:
; CHECK-NEXT:    call noundef i32 @_ZN8dpagg_rt8gateWaitEj(
; CHECK:       [[WARP]]:
; CHECK-NEXT:    asm "mov.u32 $0, %laneid;"
; CHECK:         asm sideeffect "atom.relaxed.gpu.global.cas.b32 $0, [$1], $2, $3;", {{.*}}(i64 {{%[0-9]+}}, i32 0, i32 1)
; CHECK:         call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 {{%[0-9]+}}, i32 0, i32 31)
; CHECK:       [[IN]]:
; CHECK-NOT:     {{atomicrmw|cmpxchg|atom\.|red\.|call.*@__dpagg|dpagg_rt}}
; CHECK:         store i32 %2, ptr [[G:%[0-9]+]], align 8
; CHECK-NOT:     {{atomicrmw|cmpxchg|atom\.|red\.|call.*@__dpagg|dpagg_rt}}
; CHECK:         call noundef ptr @__cudaCDP2GetParameterBufferV2(ptr noundef [[KERNEL:%[0-9]+]], ptr noundef nonnull byval(%struct.dim3) align 4 [[G]], ptr noundef nonnull byval(%struct.dim3) align 4 {{%[0-9]+}}, i32 noundef %8)
; CHECK-NOT:     {{atomicrmw|cmpxchg|atom\.|red\.|call.*@__dpagg|dpagg_rt}}
; CHECK:         call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 {{%[0-9]+}}, ptr align 1 %1,
; CHECK-NOT:     {{atomicrmw|cmpxchg|atom\.|red\.|call.*@__dpagg|dpagg_rt}}
; CHECK:         call noundef i32 @__cudaCDP2LaunchDeviceV2
; CHECK-NOT:     {{atomicrmw|cmpxchg|atom\.|red\.|call.*@__dpagg|dpagg_rt}}
; CHECK:         call void @llvm.nvvm.bar.warp.sync(i32 -1)
; CHECK:         getelementptr {{.*}} @__dpagg_warp_gate
; CHECK:         asm sideeffect "st.relaxed.gpu.global.u32 [$0], 0;"

target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @parent(ptr %site, ptr %args) {
  %w = call i32 @__dpagg_aggregate_warp(ptr %site, ptr %args, i32 1, i32 1,
                                        i32 1, i32 32, i32 1, i32 1, i32 0,
                                        ptr null)
  ret void
}

declare i32 @__dpagg_aggregate_warp(ptr, ptr, i32, i32, i32, i32, i32, i32,
                                    i32, ptr)
