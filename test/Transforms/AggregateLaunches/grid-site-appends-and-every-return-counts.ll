; The lowering of a grid-scope site (Lower.cpp; runtime/grid.cu): the
; launch becomes __dpagg_aggregate_grid with the site's descriptor, the
; launch's values, Pending (1, or a postponed site's pending flag), the block
; frame and table (grid scope builds on the block path) and the module's
; grid-state table, an internal zeroed global of DPAGG_GRID_TABLE_SLOTS
; DPAggGridState (its RT_STRUCT row); the kernel takes its block slot at the
; entry and passes __dpagg_grid_exit, with the same site descriptor, right
; before every return, so every thread counts itself done in its grid's
; state (also the threads that never reach the site). Source:
; Inputs/launch-verdicts.cu.
; REQUIRES: nvptx-registered-target
; RUN: opt -passes='dpagg-aggregate<grid>' -S %S/Inputs/launch-verdicts.ll \
; RUN:   | FileCheck %s

; CHECK: @dpagg.grid.table = internal addrspace(1) global [8192 x { i64, i64, i64, i64, i32, i32, i32, i32, i32, [3 x i32] }] zeroinitializer, align 64

; CHECK-LABEL: define {{.*}} @_Z7uniformPii(
; CHECK: call void @__dpagg_block_init(ptr %dpagg.block.frame, ptr addrspacecast (ptr addrspace(1) @dpagg.block.table to ptr), i32 8192)
; CHECK: %dpagg.grid.err = call i32 @__dpagg_aggregate_grid(ptr @[[SITE0:dpagg.site._Z5childPii.0]], ptr %dpagg.params, i32 %dpagg.grid.x, i32 %dpagg.grid.y, i32 %dpagg.grid.z, i32 %dpagg.block.x, i32 %dpagg.block.y, i32 %dpagg.block.z, i32 0, ptr null, i32 1, ptr %dpagg.block.frame, ptr addrspacecast (ptr addrspace(1) @dpagg.block.table to ptr), ptr addrspacecast (ptr addrspace(1) @dpagg.grid.table to ptr))
; CHECK-NOT: __dpagg_block_exit
; CHECK: call void @__dpagg_grid_exit(ptr @[[SITE0]], ptr %dpagg.block.frame, ptr addrspacecast (ptr addrspace(1) @dpagg.block.table to ptr), i32 8192, ptr addrspacecast (ptr addrspace(1) @dpagg.grid.table to ptr))
; CHECK-NEXT: ret void
; CHECK-NEXT: }

; Postponed to where the block's threads meet: every thread comes, the
; pending ones launch.
; CHECK-LABEL: define {{.*}} @_Z12then_barrierPi(
; CHECK: call void @__dpagg_block_init(
; CHECK: %dpagg.pending = load i32, ptr %dpagg.postponed
; CHECK: %dpagg.grid.err = call i32 @__dpagg_aggregate_grid(ptr @[[SITE1:dpagg.site._Z5childPii.1]], {{.*}}, i32 %dpagg.pending, ptr %dpagg.block.frame, {{.*}}, ptr addrspacecast (ptr addrspace(1) @dpagg.grid.table to ptr))
; CHECK: call void @__dpagg_grid_exit(ptr @[[SITE1]],
; CHECK-NEXT: ret void
; CHECK-NEXT: }

; Narrowed to warp: no block or grid state.
; CHECK-LABEL: define {{.*}} @_Z16spin_then_launchPiPVi(
; CHECK-NOT: __dpagg_block_init
; CHECK-NOT: __dpagg_grid_exit
; CHECK: call i32 @__dpagg_aggregate_warp(
; CHECK-NOT: __dpagg_grid_exit
; CHECK: ret void
; CHECK-NEXT: }

; CHECK: declare i32 @__dpagg_aggregate_grid(ptr, ptr, i32, i32, i32, i32, i32, i32, i32, ptr, i32, ptr, ptr, ptr)
; CHECK: declare void @__dpagg_grid_exit(ptr, ptr, ptr, i32, ptr)
