; Issue 21 (the suite against bb82e36): a block-scope record is allocated by
; one thread per block and call, so one lane of its warp at a time: ptxas
; has no two lanes' atomics to combine, and the allocation starts at the
; pool's hint itself (Allocators::OneLane; runtime/Pool.cuh, "Lanes and the
; chunk words"), as bb82e36's did. Warp scope's owners of several groups
; may allocate together and keep the hint plus the lane
; (pool-first-chunk-per-lane.ll).
; REQUIRES: nvptx-registered-target
; RUN: opt -passes=dpagg-link-runtime -S %s | FileCheck %s

; The pool and its number of chunks are fields of the site descriptor (the
; first parameter; RuntimeABI.h, DPAggSiteDescriptor), at 24 and 52.
; CHECK-LABEL: define internal {{.*}}i32 @__dpagg_aggregate_block(
; CHECK:         [[POOLP:%[0-9]+]] = getelementptr inbounds nuw i8, ptr %0, i64 24
; CHECK-NEXT:    [[POOL:%[0-9]+]] = load ptr, ptr [[POOLP]],
; CHECK-NEXT:    [[CHUNKSP:%[0-9]+]] = getelementptr inbounds nuw i8, ptr %0, i64 52
; CHECK-NEXT:    [[CHUNKS:%[0-9]+]] = load i32, ptr [[CHUNKSP]],
; CHECK-NOT:     %laneid
; CHECK:         [[HINT:%[0-9]+]] = load volatile i32, ptr [[POOL]],
; CHECK-NEXT:    urem i32 [[HINT]], [[CHUNKS]]
; CHECK:         barrier.red.popc.u32

target triple = "nvptx64-nvidia-cuda"

declare i32 @__dpagg_aggregate_block(ptr, ptr, i32, i32, i32, i32, i32, i32,
                                     i32, ptr, ptr, ptr)

define ptx_kernel void @parent(ptr %site, ptr %args, ptr %frame, ptr %table) {
  %b = call i32 @__dpagg_aggregate_block(ptr %site, ptr %args, i32 1, i32 1,
                                         i32 1, i32 32, i32 1, i32 1, i32 0,
                                         ptr null, ptr %frame, ptr %table)
  ret void
}
