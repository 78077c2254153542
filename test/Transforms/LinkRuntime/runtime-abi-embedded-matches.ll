; The embedded runtime defines every entry point of RuntimeABI.def with the
; table's type, and exports the table's struct layouts (runtime/
; abi_layout.cu): LinkRuntime, which checks both, links all nine entry points
; (the module declares all of them); the exported layout itself is not
; linked.
; REQUIRES: nvptx-registered-target
; RUN: opt -passes=dpagg-link-runtime -S %s | FileCheck %s

; CHECK-DAG: define internal {{.*}}i32 @__dpagg_launch_v2(
; CHECK-DAG: define internal {{.*}}i32 @__dpagg_aggregate_warp(
; CHECK-DAG: define internal {{.*}}i32 @__dpagg_aggregate_block(
; CHECK-DAG: define internal {{.*}}i32 @__dpagg_aggregate_block_postponed(
; CHECK-DAG: define internal {{.*}}void @__dpagg_block_init(
; CHECK-DAG: define internal {{.*}}void @__dpagg_block_exit(
; CHECK-DAG: define internal {{.*}}void @__dpagg_child_enter(
; CHECK-DAG: define internal {{.*}}i32 @__dpagg_child_enter_at(
; CHECK-DAG: define internal {{.*}}void @__dpagg_child_latch(
; CHECK-NOT: __dpagg_abi_layout

target triple = "nvptx64-nvidia-cuda"

declare i32 @__dpagg_launch_v2(ptr, ptr, i32, i32, i32, i32, i32, i32, i32,
                               i32, ptr, i32, ptr)
declare i32 @__dpagg_aggregate_warp(ptr, ptr, i32, i32, i32, i32, i32, i32,
                                    i32, ptr)
declare i32 @__dpagg_aggregate_block(ptr, ptr, i32, i32, i32, i32, i32, i32,
                                     i32, ptr, ptr, ptr)
declare i32 @__dpagg_aggregate_block_postponed(ptr, ptr, i32, i32, i32, i32,
                                               i32, i32, i32, ptr, i32, ptr,
                                               ptr)
declare void @__dpagg_block_init(ptr, ptr, i32)
declare void @__dpagg_block_exit(ptr, ptr, i32)
declare void @__dpagg_child_enter(ptr, ptr, ptr, i32)
declare i32 @__dpagg_child_enter_at(ptr, ptr, ptr, i32, i32)
declare void @__dpagg_child_latch()

define ptx_kernel void @uses(ptr %p) {
  store ptr @__dpagg_launch_v2, ptr %p
  store ptr @__dpagg_aggregate_warp, ptr %p
  store ptr @__dpagg_aggregate_block, ptr %p
  store ptr @__dpagg_aggregate_block_postponed, ptr %p
  store ptr @__dpagg_block_init, ptr %p
  store ptr @__dpagg_block_exit, ptr %p
  store ptr @__dpagg_child_enter, ptr %p
  store ptr @__dpagg_child_enter_at, ptr %p
  store ptr @__dpagg_child_latch, ptr %p
  ret void
}
