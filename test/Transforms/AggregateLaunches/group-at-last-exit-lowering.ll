; A group site the block rules keep from a barrier is lowered to its group at
; the threads' last exit (runtime/grid.cu, "Grid scope at the last exit"):
; __dpagg_aggregate_grid_at_exit at the site (no Pending operand: every
; thread that reaches it launches) and __dpagg_grid_last_exit before every
; return, after __dpagg_block_init at the entry; a group site that meets at a
; barrier keeps __dpagg_aggregate_grid and __dpagg_grid_exit. Under the
; auto rule (auto-grid=256) the site descriptor's GroupBlocks is
; DPAGG_GROUP_BLOCKS_AUTO | 256 (0x80000100, printed as i32 -2147483392), under which both
; runtime calls take block scope's last exit in a grid of fewer blocks.
; A site whose threads loop or call after the launch (LastExitPlan.cpp,
; loopsAfterLaunch) adds DPAGG_GROUP_BLOCKS_FEW_WAVES (0xC0000100, printed
; as i32 -1073741568): per grid only in grids of at most two waves of
; threads (runtime/Grid.cuh, groupsInThisGrid).
; RUN: opt -passes='dpagg-aggregate<block;auto-grid=256;block-meeting=optional>' -S \
; RUN:   %S/Inputs/block-last-exit.ll | FileCheck %s

; CHECK: @[[PRO:dpagg.site._Z5childPii.0]] = private unnamed_addr constant {{.*}}, i32 -2147483392 }
; CHECK: @[[LOOP:dpagg.site._Z5childPii.1]] = private unnamed_addr constant {{.*}}, i32 -1073741568 }
; CHECK-LABEL: define dso_local ptx_kernel void @_Z8prologuePiPKi(
; CHECK: call void @__dpagg_block_init(ptr %dpagg.block.frame,
; CHECK: call i32 @__dpagg_aggregate_grid_at_exit(ptr @[[PRO]], ptr %dpagg.params, i32 %{{[^,]+}}, i32 %{{[^,]+}}, i32 %{{[^,]+}}, i32 %{{[^,]+}}, i32 %{{[^,]+}}, i32 %{{[^,]+}}, i32 0, ptr null, ptr %dpagg.block.frame, ptr addrspacecast (ptr addrspace(1) @dpagg.block.table to ptr), ptr addrspacecast (ptr addrspace(1) @dpagg.grid.table to ptr))
; CHECK: call void @__dpagg_grid_last_exit(ptr @[[PRO]], ptr %dpagg.block.frame, ptr addrspacecast (ptr addrspace(1) @dpagg.block.table to ptr), i32 8192, ptr addrspacecast (ptr addrspace(1) @dpagg.grid.table to ptr))
; CHECK-NEXT: ret void
; A loop runs after the launch (cost: the group's aggregate waits for the
; group's latest thread, LastExitPlan.cpp, loopsAfterLaunch): the same calls,
; with the few-waves descriptor.
; CHECK-LABEL: define dso_local ptx_kernel void @_Z16branch_then_loopPiPKiS_(
; CHECK: call i32 @__dpagg_aggregate_grid_at_exit(ptr @[[LOOP]],
; CHECK: call void @__dpagg_grid_last_exit(ptr @[[LOOP]],
; CHECK-NEXT: ret void
; CHECK-LABEL: define dso_local ptx_kernel void @_Z7uniformPii(
; CHECK: call i32 @__dpagg_aggregate_grid(
; CHECK: call void @__dpagg_grid_exit(
; CHECK-NEXT: ret void
; The recursion: its kernel and its clone, every return of the clone
; (the surplus threads' included).
; CHECK-LABEL: define dso_local ptx_kernel void @_Z4walkPii(
; CHECK: call i32 @__dpagg_aggregate_grid_at_exit(
; CHECK: call void @__dpagg_grid_last_exit(
; CHECK-LABEL: define internal ptx_kernel void @_Z4walkPii.dpagg(
; CHECK: call void @__dpagg_block_init(
; CHECK-NEXT: call void @__dpagg_child_enter(
; CHECK: call i32 @__dpagg_aggregate_grid_at_exit(
; CHECK: call void @__dpagg_grid_last_exit(
; CHECK-NEXT: ret void
; CHECK: dpagg.surplus:
; CHECK-NEXT: call void @__dpagg_grid_last_exit(
; CHECK-NEXT: ret void
