; The lowering of a multiblock site is a grid site's (Lower.cpp;
; runtime/grid.cu: one code path): __dpagg_aggregate_grid at the site and
; __dpagg_grid_exit before every return, with the module's grid-state table
; of DPAGG_GRID_TABLE_SLOTS (8192) states; the group is the site
; descriptor's last field, GroupBlocks: N at a multiblock site, -1
; (DPAGG_GROUP_BLOCKS_GRID, every block of the grid) at a grid site, 0 at
; any other. Source: Inputs/launch-verdicts.cu.
; REQUIRES: nvptx-registered-target
; RUN: opt -passes='dpagg-aggregate<multiblock>' -S \
; RUN:   %S/Inputs/launch-verdicts.ll | FileCheck %s -DN=8
; RUN: opt -passes='dpagg-aggregate<multiblock;group-blocks=2>' -S \
; RUN:   %S/Inputs/launch-verdicts.ll | FileCheck %s -DN=2
; RUN: opt -passes='dpagg-aggregate<grid>' -S \
; RUN:   %S/Inputs/launch-verdicts.ll | FileCheck %s -DN=-1
; RUN: opt -passes='dpagg-aggregate<block;group-blocks=2>' -S \
; RUN:   %S/Inputs/launch-verdicts.ll | FileCheck %s --check-prefix=BLOCK

; CHECK: @[[SITE0:dpagg.site._Z5childPii.0]] = private unnamed_addr constant { ptr, ptr, ptr, ptr, ptr, i32, i32, i32, i32, i32, i32 } { {{.*}}, i32 511, i32 262144, i32 [[N]] }
; CHECK: @dpagg.grid.table = internal addrspace(1) global [8192 x { i64, i64, i64, i64, i32, i32, i32, i32, i32, [3 x i32] }] zeroinitializer, align 64
; CHECK: @[[SITE1:dpagg.site._Z5childPii.1]] = private unnamed_addr constant {{.*}}, i32 [[N]] }
; The spinning kernel's site, narrowed to warp.
; CHECK: @dpagg.site._Z5childPii.2 = private unnamed_addr constant {{.*}}, i32 0 }

; CHECK-LABEL: define {{.*}} @_Z7uniformPii(
; CHECK: call void @__dpagg_block_init(
; CHECK: %dpagg.{{multiblock|grid}}.err = call i32 @__dpagg_aggregate_grid(ptr @[[SITE0]], {{.*}}, i32 1, ptr %dpagg.block.frame, ptr addrspacecast (ptr addrspace(1) @dpagg.block.table to ptr), ptr addrspacecast (ptr addrspace(1) @dpagg.grid.table to ptr))
; CHECK-NOT: __dpagg_block_exit
; CHECK: call void @__dpagg_grid_exit(ptr @[[SITE0]], ptr %dpagg.block.frame, ptr addrspacecast (ptr addrspace(1) @dpagg.block.table to ptr), i32 8192, ptr addrspacecast (ptr addrspace(1) @dpagg.grid.table to ptr))
; CHECK-NEXT: ret void

; CHECK-LABEL: define {{.*}} @_Z12then_barrierPi(
; CHECK: call i32 @__dpagg_aggregate_grid(ptr @[[SITE1]], {{.*}}, i32 %dpagg.pending,
; CHECK: call void @__dpagg_grid_exit(ptr @[[SITE1]],
; CHECK-NEXT: ret void

; BLOCK-NOT: @dpagg.grid.table
; BLOCK: @dpagg.site._Z5childPii.0 = private unnamed_addr constant {{.*}}, i32 0 }
; BLOCK-NOT: __dpagg_aggregate_grid
; BLOCK-NOT: __dpagg_grid_exit
