; Block scope at the threads' last exit (issue 26, item 3;
; Aggregation/LastExitPlan.cpp): with -dpagg-block-meeting=optional, a site
; the block rules narrow to warp scope (no barrier where every live thread
; meets) is aggregated per block at its threads' last exit when its launch is
; unobserved, into the NULL stream or cudaStreamFireAndForget, outside an
; aggregated clone, in a kernel whose threads neither wait for one another
; outside barriers nor end without returning. Otherwise it stays per warp,
; with the DPAGG_NO_LAST_EXIT rule of Reasons.def that refused it, in the
; plan, the remarks and the summary. The default (required) is the plan as
; before; avoid takes the last exit also where the block meets at a barrier.
; The printer and the LaunchFacts remark read the same SitePlan (the same
; CHECK lines). Source: Inputs/block-last-exit.cu.
; REQUIRES: nvptx-registered-target
; RUN: opt -passes='print<dpagg-plan><block;block-meeting=optional>' -disable-output \
; RUN:   %S/Inputs/block-last-exit.ll 2>&1 | FileCheck %s --check-prefix=AGREE --implicit-check-not="launch of"
; RUN: opt -passes='dpagg-aggregate<block;block-meeting=optional>' -pass-remarks-analysis=dpagg \
; RUN:   -disable-output %S/Inputs/block-last-exit.ll 2>&1 | FileCheck %s --check-prefix=AGREE --implicit-check-not="launch of"
; RUN: opt -passes='print<dpagg-plan><block;block-meeting=optional>' -disable-output \
; RUN:   %S/Inputs/block-last-exit.ll 2>&1 | FileCheck %s --check-prefix=PLAN
; RUN: opt -passes='dpagg-aggregate<block;block-meeting=optional>' -dpagg-summary \
; RUN:   -pass-remarks=dpagg -pass-remarks-missed=dpagg-aggregate -disable-output \
; RUN:   %S/Inputs/block-last-exit.ll 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: opt -passes='print<dpagg-plan><block>' -disable-output %S/Inputs/block-last-exit.ll 2>&1 \
; RUN:   | FileCheck %s --check-prefix=REQUIRED --implicit-check-not="last exit"
; RUN: opt -passes='print<dpagg-plan><block;block-meeting=required>' -disable-output %S/Inputs/block-last-exit.ll 2>&1 \
; RUN:   | FileCheck %s --check-prefix=REQUIRED --implicit-check-not="last exit"
; RUN: opt -passes='dpagg-aggregate<block>' -dpagg-summary -pass-remarks-missed=dpagg-aggregate \
; RUN:   -disable-output %S/Inputs/block-last-exit.ll 2>&1 | FileCheck %s --check-prefix=REQUIRED-SUMMARY --implicit-check-not="last exit"
; RUN: opt -passes='print<dpagg-plan><block;block-meeting=avoid>' -disable-output %S/Inputs/block-last-exit.ll 2>&1 \
; RUN:   | FileCheck %s --check-prefix=AVOID
; RUN: opt -passes='print<dpagg-plan><grid;block-meeting=optional>' -disable-output %S/Inputs/block-last-exit.ll 2>&1 \
; RUN:   | FileCheck %s --check-prefix=GRID
; RUN: opt -passes='print<dpagg-plan><block;auto-grid=256;nested-grid;block-meeting=optional>' -disable-output \
; RUN:   %S/Inputs/block-last-exit.ll 2>&1 | FileCheck %s --check-prefix=NESTED
; RUN: opt -passes='dpagg-aggregate<block;auto-grid=256;nested-grid;block-meeting=optional>' -dpagg-summary \
; RUN:   -disable-output %S/Inputs/block-last-exit.ll 2>&1 | FileCheck %s --check-prefix=NESTED-SUMMARY
; RUN: opt -passes='print<dpagg-plan><block;auto-grid=256;block-meeting=optional>' -disable-output \
; RUN:   %S/Inputs/block-last-exit.ll 2>&1 | FileCheck %s --check-prefix=NESTED-OFF
; RUN: opt -passes='print<dpagg-plan><warp;block-meeting=avoid>' -disable-output %S/Inputs/block-last-exit.ll 2>&1 \
; RUN:   | FileCheck %s --check-prefix=WARP --implicit-check-not="last exit"
; A floor of its own for the site with a loop after the launch
; (few-waves-blocks; off by default), and the parameter's round trip.
; RUN: opt -passes='print<dpagg-plan><block;auto-grid=256;few-waves-blocks=8;block-meeting=optional>' -disable-output \
; RUN:   %S/Inputs/block-last-exit.ll 2>&1 | FileCheck %s --check-prefix=FEWWAVES
; RUN: opt -passes='dpagg-aggregate<block;auto-grid=256;few-waves-blocks=8>' -print-pipeline-passes -disable-output \
; RUN:   %S/Inputs/block-last-exit.ll | FileCheck %s --check-prefix=FEWWAVES-PIPE

; The divergent prologue, code after the launch in its own branch (a loop),
; early returns, cudaStreamFireAndForget: per block at the last exit, the
; rule that kept the block from a barrier named; the records are warp
; records, so what is stored once per record is what is uniform in the warp.
; Where the block meets at a barrier, it stays there. Then one refusal per
; rule, in the order they are checked.
; AGREE-COUNT-4: launch of child(int*, int): scope asked block, chosen block at its threads' last exit (no barrier: rule divergent); {{.*}}; 0 of 2 parameters stored once per aggregate
; AGREE: launch of child(int*, int): scope asked block, chosen block; {{.*}}; 1 of 2 parameters stored once per aggregate
; AGREE: launch of child(int*, int): scope asked block, chosen warp (rule divergent) (not at its threads' last exit: rule last-exit-observed); {{.*}}; 0 of 2 parameters stored once per aggregate
; AGREE: launch of child(int*, int): scope asked block, chosen warp (rule divergent) (not at its threads' last exit: rule last-exit-stream); {{.*}}; 0 of 2
; AGREE: launch of child(int*, int): scope asked block, chosen warp (rule inter-thread-wait) (not at its threads' last exit: rule last-exit-waits); {{.*}}; 0 of 2
; AGREE: launch of child(int*, int): scope asked block, chosen warp (rule divergent) (not at its threads' last exit: rule last-exit-thread-exit); {{.*}}; 0 of 2
; AGREE: launch of walk(int*, int): scope asked block, chosen block at its threads' last exit (no barrier: rule divergent); {{.*}}; 2 of 2 parameters stored once per aggregate
; AGREE: in the aggregated clone of walk(int*, int): launch of walk(int*, int): scope asked block, chosen block at its threads' last exit (no barrier: rule divergent); {{.*}}; 0 of 2

; What only the printer shows: the function, no postponement, the flags.
; PLAN: prologue(int*, int const*): launch of child(int*, int): scope asked block, chosen block at its threads' last exit (no barrier: rule divergent); postponed to none; flags: fire-and-forget unobserved;
; PLAN: branch_then_loop(int*, int const*, int*): launch of child(int*, int): {{.*}} at its threads' last exit
; PLAN: early_exit(int*, int const*, int): launch of child(int*, int): {{.*}} at its threads' last exit
; PLAN: fire_and_forget(int*, int const*): launch of child(int*, int): {{.*}} at its threads' last exit (no barrier: rule divergent); postponed to none; flags: unobserved;
; PLAN: uniform(int*, int): launch of child(int*, int): scope asked block, chosen block; postponed to none;

; REMARK: launch of child(int*, int) aggregated per block, launched by the block's last thread to exit, which nothing waits for (no block barrier: a divergent branch lets threads skip it and reach another convergent operation (a barrier or launch)); sibling launches into the NULL stream now run concurrently (-dpagg-strict-ordering refuses this); the aggregate goes to cudaStreamFireAndForget
; REMARK: launch of child(int*, int) not aggregated per block at its threads' last exit (last-exit-observed): the launch is observed: the block's aggregate is launched when its last thread exits
; REMARK: launch of child(int*, int) not aggregated per block at its threads' last exit (last-exit-stream): it launches into the tail-launch stream; the last exit takes the NULL stream and cudaStreamFireAndForget only
; REMARK: launch of child(int*, int) not aggregated per block at its threads' last exit (last-exit-waits): threads of the block may wait for one another outside barriers (a volatile or atomic load in a loop in waits(int*, int const*, int volatile*)), possibly for the child
; REMARK: launch of child(int*, int) not aggregated per block at its threads' last exit (last-exit-thread-exit): a thread may end without returning (thread_exit(int*, int const*) calls llvm.nvvm.exit)
; REMARK: in the aggregated clone of walk(int*, int): launch of walk(int*, int) aggregated per block, launched by the block's last thread to exit
; REMARK: dpagg: Inputs/block-last-exit.cu (sm_90): 10 launch sites: 10 aggregated (6 per block, 4 per warp); per warp, not per block: 3 not reached by every thread of the block, 1 with waits outside barriers; 5 per block at its threads' last exit (4 not: 1 observed launch (not its thread's only launch, made once, result unused), 1 stream other than NULL or cudaStreamFireAndForget, 1 with waits outside barriers, 1 where a thread may end without returning); in aggregated clones: 1 launch site: 1 aggregated (1 per block); 1 per block at its threads' last exit{{$}}

; The default: the plan as before, no remark or summary about the last exit.
; REQUIRED: prologue(int*, int const*): launch of child(int*, int): scope asked block, chosen warp (rule divergent); postponed to none;
; REQUIRED: uniform(int*, int): launch of child(int*, int): scope asked block, chosen block; postponed to none;
; REQUIRED: observed(int*, int const*, int*): launch of child(int*, int): scope asked block, chosen warp (rule divergent); postponed to none;
; REQUIRED-SUMMARY: dpagg: Inputs/block-last-exit.cu (sm_90): 10 launch sites: 10 aggregated (1 per block, 9 per warp); per warp, not per block: 8 not reached by every thread of the block, 1 with waits outside barriers; in aggregated clones: 1 launch site: 1 aggregated (1 per warp); per warp, not per block: 1 not reached by every thread of the block{{$}}

; avoid: the last exit also where the block could meet at a barrier.
; AVOID: uniform(int*, int): launch of child(int*, int): scope asked block, chosen block at its threads' last exit (no barrier: -dpagg-block-meeting=avoid);
; AVOID-SAME: 1 of 2 parameters stored once per aggregate

; Grid scope asked: a site the block rules keep from a barrier goes per grid
; at its threads' last exit (runtime/grid.cu, "Grid scope at the last
; exit"), in an aggregated clone too (its grid is many launches' grids);
; sites that meet at a barrier stay per grid there.
; GRID: prologue(int*, int const*): launch of child(int*, int): scope asked grid, chosen grid at its threads' last exit (no barrier: rule divergent);
; GRID: uniform(int*, int): launch of child(int*, int): scope asked grid, chosen grid;
; GRID: walk(int*, int): launch of walk(int*, int): scope asked grid, chosen grid at its threads' last exit (no barrier: rule divergent);
; GRID: in the aggregated clone of walk(int*, int): launch of walk(int*, int): scope asked grid, chosen grid at its threads' last exit (no barrier: rule divergent);

; The default pipeline's rules (auto-grid, nested-grid): a launch whose child
; launches too goes per grid in every parent grid, at a barrier or at the
; last exit, in its kernel and in its aggregated clone; the others keep the
; auto rule (per grid in large grids, per block in small ones), at a barrier
; or at the last exit (runtime/grid.cu, "Grid scope at the last exit").
; NESTED: prologue(int*, int const*): launch of child(int*, int): scope asked block, chosen grid in parent grids of at least 256 blocks, else block (auto-grid) at its threads' last exit (no barrier: rule divergent);
; NESTED: branch_then_loop(int*, int const*, int*): launch of child(int*, int): scope asked block, chosen grid in parent grids of at least 256 blocks and at most 2 waves of threads (loops-after-launch), else block (auto-grid) at its threads' last exit (no barrier: rule divergent);
; NESTED: uniform(int*, int): launch of child(int*, int): scope asked block, chosen grid in parent grids of at least 256 blocks, else block (auto-grid);
; NESTED: walk(int*, int): launch of walk(int*, int): scope asked block, chosen grid in every parent grid (nested-grid: the child launches) at its threads' last exit (no barrier: rule divergent);
; NESTED: in the aggregated clone of walk(int*, int): launch of walk(int*, int): scope asked block, chosen grid in every parent grid (nested-grid: the child launches) at its threads' last exit (no barrier: rule divergent);
; The summary counts them apart: per grid in large parent grids only, nested
; levels per grid in every grid, and the sites at the last exit per block or
; per group.
; NESTED-SUMMARY: dpagg: Inputs/block-last-exit.cu (sm_90): 10 launch sites: 10 aggregated (6 per grid (5 of them in large parent grids only) (1 of them in grids of a few waves only: work after the launch) (1 of them nested levels, per grid in every parent grid), 4 per warp); per warp, not per block: 3 not reached by every thread of the block, 1 with waits outside barriers; 0 per block and 5 per grid or group of blocks at its threads' last exit (4 not: 1 observed launch (not its thread's only launch, made once, result unused), 1 stream other than NULL or cudaStreamFireAndForget, 1 with waits outside barriers, 1 where a thread may end without returning); in aggregated clones: 1 launch site: 1 aggregated (1 per grid (1 of them nested levels, per grid in every parent grid)); 0 per block and 1 per grid or group of blocks at its threads' last exit{{$}}
; Off: the auto rule for the recursion too, in the kernel and its clone.
; NESTED-OFF: walk(int*, int): launch of walk(int*, int): scope asked block, chosen grid in parent grids of at least 256 blocks, else block (auto-grid) at its threads' last exit (no barrier: rule divergent);
; NESTED-OFF: in the aggregated clone of walk(int*, int): launch of walk(int*, int): scope asked block, chosen grid in parent grids of at least 256 blocks, else block (auto-grid) at its threads' last exit (no barrier: rule divergent);

; Warp scope asked: nothing about the block.
; WARP: prologue(int*, int const*): launch of child(int*, int): scope asked warp, chosen warp; postponed to none;

; FEWWAVES:      prologue(int*, int const*): launch of child(int*, int): scope asked block, chosen grid in parent grids of at least 256 blocks, else block (auto-grid) at its threads' last exit
; FEWWAVES:      branch_then_loop(int*, int const*, int*): launch of child(int*, int): scope asked block, chosen grid in parent grids of at least 8 blocks and at most 2 waves of threads (loops-after-launch), else block (few-waves-blocks) at its threads' last exit
; FEWWAVES:      early_exit(int*, int const*, int): launch of child(int*, int): scope asked block, chosen grid in parent grids of at least 256 blocks, else block (auto-grid)
; FEWWAVES-PIPE: dpagg-aggregate<scope=block;auto-grid=256;few-waves-blocks=8;pool-size=134217728>
