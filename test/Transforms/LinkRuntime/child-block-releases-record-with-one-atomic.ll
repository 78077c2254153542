; Issue 21 (the suite against bb82e36): the child prologue releases a
; record with one atomicAdd on its chunk word and a reset CAS that is tried
; once, not with poolRelease's CAS loop. The release is made by the first
; thread of each child block only, one lane of its warp, so ptxas has no
; lanes' atomics to combine (runtime/Pool.cuh, poolReleaseAlone); the loop
; retried once per competing update of the hint's chunk word and made
; quicksort 1024/2048 1.5x slower on the H100
; (bench/results/2026-11-26-h100-qsort-pool-release.md).
; REQUIRES: nvptx-registered-target
; RUN: opt -passes=dpagg-link-runtime -S %s | FileCheck %s

; CHECK-LABEL: define internal void @__dpagg_child_enter(
; The block's hold on the record, dropped by the first thread:
; CHECK:         [[LEFT:%[0-9]+]] = tail call {{.*}} asm sideeffect "atom.release.gpu.global.add.u32
; CHECK-NEXT:    [[LAST:%[0-9]+]] = icmp eq i32 [[LEFT]], 1
; CHECK-NEXT:    br i1 [[LAST]], label %[[RELEASE:[0-9]+]],
; CHECK:       [[RELEASE]]:
; CHECK:         asm sideeffect "fence.acq_rel.gpu;"
; CHECK:         [[OLD:%[0-9]+]] = tail call {{.*}} asm sideeffect "atom.relaxed.gpu.global.add.u64 {{.*}}, i64 -1099511627776)
; CHECK:         br i1 {{%[0-9]+}}, label %[[RESET:[0-9]+]], label %[[DONE:[0-9]+]]
; CHECK:       [[RESET]]:
; CHECK-NEXT:    [[EXPECT:%[0-9]+]] = add nsw i64 [[OLD]], -1099511627776
; CHECK:         asm sideeffect "atom.relaxed.gpu.global.cas.b64 {{.*}}(i64 {{%[0-9]+}}, i64 [[EXPECT]], i64 0)
; CHECK-NEXT:    br label %[[DONE]]
; CHECK:       [[DONE]]:

target triple = "nvptx64-nvidia-cuda"

declare void @__dpagg_child_enter(ptr, ptr, ptr, i32)

define ptx_kernel void @child(ptr %rec, ptr %ctx, ptr %copy) {
  call void @__dpagg_child_enter(ptr %rec, ptr %ctx, ptr %copy, i32 16)
  ret void
}
