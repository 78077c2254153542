; Multiblock scope (issue 23 item 1; Scopes.def row MultiBlock): grid
; scope's mechanism and rules (Planner::gridScopeRules, runtime/grid.cu) for
; a group of N consecutive parent blocks. The plan prints the scope and N,
; the remark says "aggregated per group of N blocks", a site that fails a
; rule is narrowed to block with the DPAGG_NARROWED(MultiBlock, ...) row of
; that rule (not "multiblock" then "block" twice, and not grid's rows), the
; summary counts it per group of blocks. N is the pass's group-blocks (8 by
; default; the pipeline passes -dpagg-group-blocks), or a kernel's
; DPAGG_SCOPE_MULTIBLOCK(N), whose N out of range is ignored. One launching
; thread per block is what a group is for, as for the grid: the
; single-launcher rule does not refuse it. Sources:
; Inputs/launch-verdicts.cu, Inputs/multiblock-annotation.cu,
; single-launcher.ll's.
; REQUIRES: nvptx-registered-target
; RUN: opt -passes='print<dpagg-plan><multiblock;group-blocks=16>' \
; RUN:   -disable-output %S/Inputs/launch-verdicts.ll 2>&1 \
; RUN:   | FileCheck %s --check-prefix=PLAN
; RUN: opt -passes='dpagg-aggregate<multiblock>' -dpagg-summary \
; RUN:   -pass-remarks=dpagg -pass-remarks-analysis=dpagg \
; RUN:   -disable-output %S/Inputs/launch-verdicts.ll 2>&1 | FileCheck %s
; RUN: opt -passes='print<dpagg-plan><block;group-blocks=16>' \
; RUN:   -disable-output %S/Inputs/multiblock-annotation.ll 2>&1 \
; RUN:   | FileCheck %s --check-prefix=ANNOTATED
; RUN: opt -passes='print<dpagg-plan><multiblock;group-blocks=2>' \
; RUN:   -disable-output %S/single-launcher.ll 2>&1 \
; RUN:   | FileCheck %s --check-prefix=SINGLE
; RUN: opt -passes='dpagg-aggregate<multiblock;group-blocks=3>' \
; RUN:   -print-pipeline-passes -disable-output %S/Inputs/launch-verdicts.ll \
; RUN:   | FileCheck %s --check-prefix=PIPELINE
; RUN: opt -passes='dpagg-aggregate<multiblock>' \
; RUN:   -print-pipeline-passes -disable-output %S/Inputs/launch-verdicts.ll \
; RUN:   | FileCheck %s --check-prefix=PIPELINE-DEFAULT

; PLAN: (scope multiblock):
; PLAN-NEXT: uniform(int*, int): launch of child(int*, int): scope asked multiblock, chosen multiblock of 16 blocks; postponed to none; flags: fire-and-forget unobserved;
; PLAN-NEXT: then_barrier(int*): launch of child(int*, int): scope asked multiblock, chosen multiblock of 16 blocks; postponed to %{{[0-9]+}}; flags: fire-and-forget unobserved;
; PLAN-NEXT: spin_then_launch(int*, int volatile*): launch of child(int*, int): scope asked multiblock, chosen warp (rule multiblock-not-per-block) (rule inter-thread-wait);
; PLAN-NEXT: spawn(int*): launch of child(int*, int): refused by rule out-of-line-function
; PLAN-NEXT: in_loop(int*, int): launch of child(int*, int): scope asked multiblock, chosen warp (rule multiblock-observed) (rule barrier-in-loop);

; CHECK: launch of child(int*, int): scope asked multiblock, chosen multiblock; configuration uniform in the grid;
; CHECK: launch of child(int*, int) aggregated per group of 8 blocks; sibling launches into the NULL stream now run concurrently
; CHECK: launch of child(int*, int) aggregated per group of 8 blocks, postponed to where the block's threads meet again;
; CHECK: launch of child(int*, int): scope asked multiblock, chosen warp (rule multiblock-not-per-block) (rule inter-thread-wait);
; CHECK: launch of child(int*, int) aggregated per warp (not per multiblock: multiblock scope builds on block scope, which the site did not get) (not per block: threads of the block may wait
; CHECK: launch of child(int*, int): scope asked multiblock, chosen warp (rule multiblock-observed) (rule barrier-in-loop);
; CHECK: launch of child(int*, int) aggregated per warp (not per multiblock: the launch is observed: multiblock scope launches the aggregate when the group's last block ends, so it takes only a launch that is its thread's only launch, made once, whose result and error state are unused) (not per block:
; The cudaStreamPerThread launch goes to the block's NULL stream (BlockStreamPlan.cpp) and is
; aggregated per block there; observed, so not per multiblock.
; CHECK: launch of child(int*, int) aggregated per block (not per multiblock: the launch is observed: {{.*}}; the thread's launches into its per-thread default stream go to its block's NULL stream instead
; CHECK: dpagg: Inputs/launch-verdicts.cu (sm_90): 8 launch sites: 5 aggregated (2 per group of blocks, 1 per block, 2 per warp), 3 not aggregated {{.*}}; per block, not per multiblock: 2 observed launch (not its thread's only launch, made once, result unused), 1 not aggregated per block, which multiblock scope builds on; per warp, not per block: 1 with waits outside barriers, 1 in a loop,
; CHECK-NOT: grid-observed
; CHECK-NOT: not per grid

; ANNOTATED: launch4(int*): launch of child4(int*): scope asked multiblock, chosen multiblock of 4 blocks;
; ANNOTATED: launch_bad(int*): launch of child_bad(int*): scope asked multiblock, chosen multiblock of 16 blocks;
; ANNOTATED: launch_plain(int*): launch of child(int*): scope asked block, chosen block;

; SINGLE: thread0(int*): launch of child(int*): scope asked multiblock, chosen multiblock of 2 blocks;
; SINGLE: thread0_and(int*, int): launch of child(int*): scope asked multiblock, chosen multiblock of 2 blocks;

; PIPELINE: dpagg-aggregate<scope=multiblock;group-blocks=3;
; PIPELINE-DEFAULT: dpagg-aggregate<scope=multiblock;pool-size=
