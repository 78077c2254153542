; Every site's decision (issue 26, item 5; Aggregation/DecisionPlan.cpp):
; what its launches become, the runner-up and the one rule that ranked them,
; derived from the settled plan. print<dpagg-plan> prints it after the sites
; and the Decision analysis remark says it, in the same words: each RUN pair
; checks the printer and the remarks of one input against the same CHECK
; lines, and every site has one (--implicit-check-not). The runner-up of a
; choice a preference made (the scope asked, a cost rule, a threshold) is
; the legal choice below it; the runner-up of a choice that is what a rule
; left is the better one that rule refused ("refused").
; Inputs: serial-threshold-auto.ll (serialized, auto and fixed: per block
; for larger launches), Inputs/block-last-exit.ll (per block at the last
; exit over per warp; per grid by the auto-grid and nested-grid rules; per
; warp, per block refused, with the last exit's rule; avoid),
; Inputs/launch-verdicts.ll (per block asked over per warp; per warp with
; per block refused; as written with the scope refused, or no runner-up for
; DPAGG_NO_AGGREGATE; per grid asked; per block with per grid refused),
; tail-chains.ll (tail-launched over as written).
; REQUIRES: nvptx-registered-target
; RUN: opt -passes='print<dpagg-plan><block;serial-threshold=auto>' -disable-output %S/serial-threshold-auto.ll 2>&1 \
; RUN:   | FileCheck %s --check-prefix=SERIAL --implicit-check-not="launches of"
; RUN: opt -passes='dpagg-aggregate<block;serial-threshold=auto>' -pass-remarks-analysis=dpagg -disable-output %S/serial-threshold-auto.ll 2>&1 \
; RUN:   | FileCheck %s --check-prefix=SERIAL --implicit-check-not="launches of"
; RUN: opt -passes='print<dpagg-plan><block;auto-grid=256;nested-grid;block-meeting=optional>' -disable-output %S/Inputs/block-last-exit.ll 2>&1 \
; RUN:   | FileCheck %s --check-prefix=EXIT --implicit-check-not="launches of"
; RUN: opt -passes='dpagg-aggregate<block;auto-grid=256;nested-grid;block-meeting=optional>' -pass-remarks-analysis=dpagg -disable-output %S/Inputs/block-last-exit.ll 2>&1 \
; RUN:   | FileCheck %s --check-prefix=EXIT --implicit-check-not="launches of"
; RUN: opt -passes='print<dpagg-plan><block;block-meeting=avoid>' -disable-output %S/Inputs/block-last-exit.ll 2>&1 \
; RUN:   | FileCheck %s --check-prefix=AVOID
; RUN: opt -passes='print<dpagg-plan><block>' -disable-output %S/Inputs/launch-verdicts.ll 2>&1 \
; RUN:   | FileCheck %s --check-prefix=BLOCK --implicit-check-not="launches of"
; RUN: opt -passes='dpagg-aggregate<block>' -pass-remarks-analysis=dpagg -disable-output %S/Inputs/launch-verdicts.ll 2>&1 \
; RUN:   | FileCheck %s --check-prefix=BLOCK --implicit-check-not="launches of"
; RUN: opt -passes='print<dpagg-plan><grid>' -disable-output %S/Inputs/launch-verdicts.ll 2>&1 \
; RUN:   | FileCheck %s --check-prefix=GRID --implicit-check-not="launches of"
; RUN: opt -passes='print<dpagg-plan><block;tail-chains>' -disable-output %S/tail-chains.ll 2>&1 \
; RUN:   | FileCheck %s --check-prefix=TAIL
; The optimization record holds each part in its own field.
; RUN: opt -passes='dpagg-aggregate<block;block-meeting=optional>' -pass-remarks-output=%t.yaml \
; RUN:   -pass-remarks-filter=dpagg-aggregate -disable-output %S/Inputs/block-last-exit.ll
; RUN: FileCheck %s --check-prefix=YAML < %t.yaml

; Serialized at or below the threshold, the rest of the plan above it.
; SERIAL: launches of light(int*): chose serialized (at most 87 logical threads); runner-up per block: rule serial-auto (the cost model's threshold: that many logical threads' work costs about one launch; larger launches take the runner-up; work per logical thread 86)
; SERIAL: launches of unknown(int*, int): chose serialized (at most 94 logical threads); runner-up per block: rule serial-auto ({{.*}}; work per logical thread 79)
; SERIAL: launches of heavy(float*): chose per block; runner-up per warp: rule asked (the scope asked, by -dpagg-scope or the kernel's DPAGG_SCOPE_*, and its rules hold)
; SERIAL: launches of never(int*): chose per block; runner-up per warp: rule asked
; SERIAL: launches of eight(int*): chose serialized (at most 8 logical threads); runner-up per block: rule serial-fixed (the threshold asked, by -dpagg-serial-threshold=N or the kernel's DPAGG_SERIAL_THRESHOLD(N); larger launches take the runner-up)

; Per block at the threads' last exit, ranked over per warp (the block rule
; that kept them from a barrier named); per grid where the auto-grid rule
; takes it, over per block (in grids of a few waves only where a loop runs
; after the launch); the nested level per grid in every parent grid.
; EXIT:      launches of child(int*, int): chose per grid in parent grids of at least 256 blocks at its threads' last exit; runner-up per warp: rule last-exit (an unobserved launch whose block has no barrier where every live thread meets: its last thread to exit launches, and nothing waits for it; no barrier: rule divergent)
; EXIT:      launches of child(int*, int): chose per grid in parent grids of at least 256 blocks and at most 2 waves of threads at its threads' last exit; runner-up per warp: rule last-exit ({{.*}}; no barrier: rule divergent)
; EXIT:      launches of child(int*, int): chose per grid in parent grids of at least 256 blocks at its threads' last exit; runner-up per warp: rule last-exit
; EXIT:      launches of child(int*, int): chose per grid in parent grids of at least 256 blocks at its threads' last exit; runner-up per warp: rule last-exit
; EXIT:      launches of child(int*, int): chose per grid in parent grids of at least 256 blocks; runner-up per block: rule auto-grid (chosen at run time: per grid in a parent grid of at least the blocks above, where grid scope was measured faster, the runner-up in smaller ones)
; EXIT:      launches of child(int*, int): chose per warp; runner-up per block, refused: rule divergent (not reached by every thread of the block; nor at its threads' last exit: rule last-exit-observed (observed launch (not its thread's only launch, made once, result unused)))
; EXIT:      launches of child(int*, int): chose per warp; runner-up per block, refused: rule divergent ({{.*}}; nor at its threads' last exit: rule last-exit-stream
; EXIT:      launches of child(int*, int): chose per warp; runner-up per block, refused: rule inter-thread-wait (with waits outside barriers; nor at its threads' last exit: rule last-exit-waits
; EXIT:      launches of child(int*, int): chose per warp; runner-up per block, refused: rule divergent ({{.*}}; nor at its threads' last exit: rule last-exit-thread-exit
; EXIT:      launches of walk(int*, int): chose per grid at its threads' last exit; runner-up per warp: rule last-exit
; EXIT:      in the aggregated clone of walk(int*, int): launches of walk(int*, int): chose per grid at its threads' last exit; runner-up per warp: rule last-exit

; -dpagg-block-meeting=avoid: the last exit over a barrier that would do.
; AVOID: uniform(int*, int): launches of child(int*, int): chose per block at its threads' last exit; runner-up per block: rule block-meeting-avoid (-dpagg-block-meeting=avoid takes the last exit where a barrier would do)

; BLOCK:      launches of child(int*, int): chose per block; runner-up per warp: rule asked
; BLOCK:      launches of child(int*, int): chose per block; runner-up per warp: rule asked
; BLOCK:      launches of child(int*, int): chose per warp; runner-up per block, refused: rule inter-thread-wait (with waits outside barriers)
; BLOCK:      launches of child(int*, int): chose as written; runner-up per block, refused: rule out-of-line-function (in a device function not inlined into a kernel)
; BLOCK:      launches of child(int*, int): chose per warp; runner-up per block, refused: rule barrier-in-loop (in a loop, where a block barrier would run every iteration)
; BLOCK:      launches of opted_out(int*): chose as written; runner-up none: rule no-aggregate (marked DPAGG_NO_AGGREGATE)
; BLOCK:      launches of constant_table(Table, int*): chose as written; runner-up per block, refused: rule grid-constant (__grid_constant__ parameter)
; BLOCK:      launches of child(int*, int): chose per block; runner-up per warp: rule asked

; Grid asked: per grid over per block; where a grid rule refused it, per
; block with per grid refused; a refused site's runner-up is the scope asked.
; GRID:      launches of child(int*, int): chose per grid; runner-up per block: rule asked
; GRID-NEXT: launches of child(int*, int): chose per grid; runner-up per block: rule asked
; GRID:      launches of child(int*, int): chose per warp; runner-up per block, refused: rule inter-thread-wait
; GRID:      launches of child(int*, int): chose as written; runner-up per grid, refused: rule out-of-line-function
; GRID:      launches of child(int*, int): chose per warp; runner-up per block, refused: rule barrier-in-loop
; GRID:      launches of opted_out(int*): chose as written; runner-up none: rule no-aggregate
; GRID:      launches of constant_table(Table, int*): chose as written; runner-up per grid, refused: rule grid-constant
; GRID:      launches of child(int*, int): chose per block; runner-up per grid, refused: rule grid-observed (observed launch (not its thread's only launch, made once, result unused))

; A chain's link: tail-launched where its grid is one block, as written in
; larger grids.
; TAIL: scan_step(int const*, long long*, int, int, long long): launches of scan_step(int const*, long long*, int, int, long long): chose tail-launched; runner-up as written: rule tail-chain (a link of a chain of one-block grids, tail-launched where its grid is one block so that the chain's depth is not bounded by the pending-launch limit; the runner-up in larger grids)

; YAML:      Name:            LaunchFacts
; YAML:      --- !Analysis
; YAML-NEXT: Pass:            dpagg-aggregate
; YAML-NEXT: Name:            Decision
; YAML-NEXT: Function:        _Z8prologuePiPKi
; YAML-NEXT: Args:
; YAML-NEXT:   - String:          'launches of '
; YAML-NEXT:   - Kernel:          'child(int*, int)'
; YAML-NEXT:   - String:          ': chose '
; YAML-NEXT:   - Chosen:          'per block at its threads'' last exit'
; YAML-NEXT:   - String:          '; runner-up '
; YAML-NEXT:   - RunnerUp:        per warp
; YAML-NEXT:   - String:          ': rule '
; YAML-NEXT:   - Rule:            last-exit
; YAML-NEXT:   - String:          ' ('
; YAML-NEXT:   - Reason:          'an unobserved launch {{.*}}; no barrier: rule divergent'
; YAML-NEXT:   - String:          ')'
; The first per warp, observed(): its runner-up refused.
; YAML:        - Chosen:          per warp
; YAML-NEXT:   - String:          '; runner-up '
; YAML-NEXT:   - RunnerUp:        per block
; YAML-NEXT:   - String:          ', refused'
; YAML-NEXT:   - String:          ': rule '
; YAML-NEXT:   - Rule:            divergent
