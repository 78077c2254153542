; Grid scope (issue 23, first slice; Planner::gridScopeRules): a site asked
; for it is aggregated per grid when its launch is unobserved (the thread's
; only launch, made once, its result unused), into the NULL stream,
; cudaStreamFireAndForget or the thread's own per-thread stream, outside an
; aggregated clone, and the block rules
; keep it per block (grid scope builds on the block path, postponed where
; that postpones). Otherwise it is narrowed with a DPAGG_NARROWED(Grid, ...)
; rule of Reasons.def, in the plan, the remarks and the summary; a further
; narrowing to warp names its own rule too. The option and the pass take
; `grid` like any scope of the table. Sources: Inputs/launch-verdicts.cu,
; Inputs/strict-ordering's and the other inputs named below.
; REQUIRES: nvptx-registered-target
; RUN: opt -passes='dpagg-aggregate<grid>' -dpagg-summary \
; RUN:   -pass-remarks=dpagg -pass-remarks-analysis=dpagg \
; RUN:   -disable-output %S/Inputs/launch-verdicts.ll 2>&1 | FileCheck %s
; RUN: opt -passes='print<dpagg-plan><scope=grid>' -disable-output \
; RUN:   %S/strict-ordering.ll 2>&1 | FileCheck %s --check-prefix=STREAM
; RUN: opt -passes='print<dpagg-plan><grid>' -disable-output \
; RUN:   %S/recursive-launch.ll 2>&1 | FileCheck %s --check-prefix=CLONE
; RUN: opt -passes='print<dpagg-plan><grid>' -disable-output \
; RUN:   %S/null-stream-fire-and-forget.ll 2>&1 | FileCheck %s --check-prefix=OBSERVED
; RUN: opt -passes='print<dpagg-plan><grid>' -disable-output \
; RUN:   %S/single-launcher.ll 2>&1 | FileCheck %s --check-prefix=SINGLE
; RUN: opt -passes='print<dpagg-plan><grid>' -disable-output \
; RUN:   %S/per-thread-stream-order.ll 2>&1 | FileCheck %s --check-prefix=PTDS
; RUN: opt -passes=dpagg-lower-v1-launches -dpagg-scope=grid -disable-output \
; RUN:   %S/Inputs/launch-verdicts.ll 2>&1 | count 0

; A uniform launch; a divergent one postponed to where the block meets.
; CHECK: launch of child(int*, int): scope asked grid, chosen grid; configuration uniform in the grid;
; CHECK: launch of child(int*, int) aggregated per grid; sibling launches into the NULL stream now run concurrently
; CHECK: launch of child(int*, int) aggregated per grid, postponed to where the block's threads meet again;
; Not per block, so not per grid either.
; CHECK: launch of child(int*, int): scope asked grid, chosen warp (rule grid-not-per-block) (rule inter-thread-wait);
; CHECK: launch of child(int*, int) aggregated per warp (not per grid: grid scope builds on block scope, which the site did not get) (not per block: threads of the block may wait for one another outside barriers
; A launch in a loop is observed (made more than once).
; CHECK: launch of child(int*, int): scope asked grid, chosen warp (rule grid-observed) (rule barrier-in-loop);
; CHECK: launch of child(int*, int) aggregated per warp (not per grid: the launch is observed: grid scope launches the aggregate when the grid's last block ends
; A launch into cudaStreamPerThread moved to the block's NULL stream
; (BlockStreamPlan.cpp) is not its thread's only launch: observed.
; CHECK: launch of child(int*, int): scope asked grid, chosen block (rule grid-observed); {{.*}}, into the block's NULL stream
; CHECK: dpagg: Inputs/launch-verdicts.cu (sm_90): 8 launch sites: 5 aggregated (2 per grid, 1 per block, 2 per warp), 3 not aggregated {{.*}}; per block, not per grid: 2 observed launch (not its thread's only launch, made once, result unused), 1 not aggregated per block, which grid scope builds on; per warp, not per block: 1 with waits outside barriers, 1 in a loop,

; STREAM: null_stream(int*): launch of child(int*): scope asked grid, chosen grid; postponed to none; flags: fire-and-forget unobserved;
; STREAM: fire_and_forget(int*): launch of child(int*): scope asked grid, chosen grid; postponed to none; flags: unobserved;
; STREAM: tail_launch(int*): launch of child(int*): scope asked grid, chosen block (rule grid-stream);

; The thread's own per-thread default stream (-fgpu-default-stream=
; per-thread: the NULL stream through a _ptsz entry): a launch that is its
; thread's only launch, made once, holds that stream alone, so it is ordered
; with nothing and goes per grid, its aggregate to cudaStreamFireAndForget
; (Plan.cpp, groupBlocker). A kernel with two such launches moves them to
; the block's NULL stream (BlockStreamPlan.cpp): not its thread's only
; launch, observed.
; PTDS: pair(int*): launch of produce(int*): scope asked grid, chosen block (rule grid-observed); postponed to none; flags: block-null-stream;
; PTDS: single(int*): launch of produce(int*): scope asked grid, chosen grid; postponed to none; flags: fire-and-forget only-launch unobserved;

; The clone's launch is as unobserved as the kernel's (its prologue's calls
; use no stream or error state: KnownCalls.def, "__dpagg_child_"), and its
; grid, the aggregate of many launches' grids, is a group like any other.
; CLONE: walk(int*, int): launch of walk(int*, int): scope asked grid, chosen grid;
; CLONE: in the aggregated clone of walk(int*, int): launch of walk(int*, int): scope asked grid, chosen grid; postponed to none; flags: fire-and-forget unobserved;

; Two launches in one kernel: neither is its thread's only launch.
; OBSERVED: single(int*): launch of child(int*): scope asked grid, chosen grid;
; OBSERVED: two(int*): launch of child(int*): scope asked grid, chosen block (rule grid-observed);
; OBSERVED: two(int*): launch of other(int*): scope asked grid, chosen block (rule grid-observed);
; OBSERVED: loop(int*, int): launch of child(int*): scope asked grid, chosen warp (rule grid-observed) (rule barrier-in-loop);
; OBSERVED: ff(int*): launch of child(int*): scope asked grid, chosen grid;

; One launching thread per block is what grid scope is for: the
; single-launcher rule does not refuse it when grid scope is asked.
; SINGLE: thread0(int*): launch of child(int*): scope asked grid, chosen grid;
; SINGLE: thread0_and(int*, int): launch of child(int*): scope asked grid, chosen grid;
