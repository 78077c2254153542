; -dpagg-auto-grid=N (pass parameter auto-grid=N; the default pipeline's
; 128): at block scope asked by the option, a site grid scope takes
; (unobserved, NULL stream or fire-and-forget, not in a clone) is lowered as a
; grid site whose descriptor's GroupBlocks is DPAGG_GROUP_BLOCKS_AUTO | N
; (0x80000000 | 128 = -2147483520 as i32), so the runtime aggregates it per
; grid in parent grids of at least N blocks and per block in smaller ones
; (runtime/Grid.cuh, groupsInThisGrid). Sites grid scope refuses keep the
; block rules' verdict, with no grid rule in the plan. Grid sites store the
; block-uniform parameters once per block record (storedOnce: the record
; scope's), as block sites do. Source: Inputs/launch-verdicts.cu.
; REQUIRES: nvptx-registered-target
; RUN: opt -passes='print<dpagg-plan><block;auto-grid=128>' -disable-output \
; RUN:   %S/Inputs/launch-verdicts.ll 2>&1 | FileCheck %s --check-prefix=PLAN
; RUN: opt -passes='dpagg-aggregate<block;auto-grid=128>' -S \
; RUN:   %S/Inputs/launch-verdicts.ll | FileCheck %s --check-prefix=IR
; RUN: opt -passes='print<dpagg-plan><block>' -disable-output \
; RUN:   %S/Inputs/launch-verdicts.ll 2>&1 | FileCheck %s --check-prefix=OFF

; PLAN: uniform(int*, int): launch of child(int*, int): scope asked block, chosen grid in parent grids of at least 128 blocks, else block (auto-grid); postponed to none; flags: fire-and-forget unobserved; 2 of 2 parameters stored once per block record
; PLAN: then_barrier(int*): launch of child(int*, int): scope asked block, chosen grid in parent grids of at least 128 blocks, else block (auto-grid); postponed to %{{[0-9]+}}; flags: fire-and-forget unobserved; 2 of 2
; PLAN: spin_then_launch(int*, int volatile*): launch of child(int*, int): scope asked block, chosen warp (rule inter-thread-wait); postponed to none
; PLAN: in_loop(int*, int): launch of child(int*, int): scope asked block, chosen warp (rule barrier-in-loop);
; An observed launch: block scope, and no grid rule named.
; PLAN: refused(Table, int*): launch of child(int*, int): scope asked block, chosen block; postponed to none; flags: block-null-stream;

; IR: @dpagg.site._Z5childPii.0 = {{.*}} ptr @dpagg.layout._Z5childPii, i32 20, i32 12, i32 0, i32 511, i32 262144, i32 -2147483520 }
; IR: @dpagg.grid.table = internal addrspace(1) global [8192 x
; IR-LABEL: define {{.*}} @_Z7uniformPii(
; IR: call i32 @__dpagg_aggregate_grid(ptr @dpagg.site._Z5childPii.0,
; IR: call void @__dpagg_grid_exit(ptr @dpagg.site._Z5childPii.0,
; IR-NEXT: ret void
; IR-LABEL: define {{.*}} @_Z7refused5TablePi(
; IR: call i32 @__dpagg_aggregate_block(
; IR-NOT: __dpagg_grid_exit
; IR: ret void

; OFF-NOT: chosen grid
; OFF: uniform(int*, int): launch of child(int*, int): scope asked block, chosen block;
