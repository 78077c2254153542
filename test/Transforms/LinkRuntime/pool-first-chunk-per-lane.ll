; Issue 21, item 16: the first chunk an allocation tries is the pool's hint
; plus the thread's lane, so no two lanes' chunk words are provably one and
; ptxas keeps every lane's atomic on its chunk word its own. From the hint
; alone (one load), ptxas combined the failed attempts' undo of owners of
; one warp that had loaded the hint at different times into one atomic on
; one lane's chunk (seen on the H100: chunks 115 and 116 at one
; instruction): one chunk reset while a record in it was live, the other
; never reset (runtime/aggregate.cu, "The pool").
; REQUIRES: nvptx-registered-target
; RUN: opt -passes=dpagg-link-runtime -S %s | FileCheck %s

; The pool and its number of chunks are fields of the site descriptor (the
; first parameter; RuntimeABI.h, DPAggSiteDescriptor), at 24 and 52.
; CHECK-LABEL: define internal {{.*}}i32 @__dpagg_aggregate_warp(
; CHECK:         [[POOLP:%[0-9]+]] = getelementptr inbounds nuw i8, ptr %0, i64 24
; CHECK-NEXT:    [[POOL:%[0-9]+]] = load ptr, ptr [[POOLP]],
; CHECK-NEXT:    [[CHUNKSP:%[0-9]+]] = getelementptr inbounds nuw i8, ptr %0, i64 52
; CHECK-NEXT:    [[CHUNKS:%[0-9]+]] = load i32, ptr [[CHUNKSP]],
; CHECK:         [[LANE:%[0-9]+]] = tail call i32 asm "mov.u32 $0, %laneid;"
; CHECK-NEXT:    [[HINT:%[0-9]+]] = load volatile i32, ptr [[POOL]],
; CHECK-NEXT:    [[SUM:%[0-9]+]] = add i32 [[HINT]], [[LANE]]
; CHECK-NEXT:    urem i32 [[SUM]], [[CHUNKS]]

target triple = "nvptx64-nvidia-cuda"

declare i32 @__dpagg_aggregate_warp(ptr, ptr, i32, i32, i32, i32, i32, i32,
                                    i32, ptr)

define ptx_kernel void @parent(ptr %site, ptr %args) {
  %w = call i32 @__dpagg_aggregate_warp(ptr %site, ptr %args, i32 1, i32 1,
                                        i32 1, i32 32, i32 1, i32 1, i32 0,
                                        ptr null)
  ret void
}
