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

; %15 is the pool, %16 its number of chunks.
; CHECK-LABEL: define internal {{.*}}i32 @__dpagg_aggregate_warp(
; CHECK:         [[LANE:%[0-9]+]] = tail call i32 asm "mov.u32 $0, %laneid;"
; CHECK-NEXT:    [[HINT:%[0-9]+]] = load volatile i32, ptr %15,
; CHECK-NEXT:    [[SUM:%[0-9]+]] = add i32 [[HINT]], [[LANE]]
; CHECK-NEXT:    urem i32 [[SUM]], %16

target triple = "nvptx64-nvidia-cuda"

declare i32 @__dpagg_aggregate_warp(ptr, ptr, ptr, i32, ptr, i32, i32, i32,
                                    i32, i32, i32, i32, i32, i32, ptr, ptr,
                                    i32, i32, ptr, i32, i32)

define ptx_kernel void @parent(ptr %agg, ptr %orig, ptr %args, ptr %pool) {
  %w = call i32 @__dpagg_aggregate_warp(ptr %agg, ptr %orig, ptr null, i32 0,
                                        ptr %args, i32 8, i32 16, i32 1, i32 1,
                                        i32 1, i32 32, i32 1, i32 1, i32 0,
                                        ptr null, ptr %pool, i32 4, i32 1024,
                                        ptr null, i32 256, i32 0)
  ret void
}
