; print<dpagg-plan> prints the frozen plan of dpagg-aggregate, one line per
; site; the LaunchFacts analysis remark is printed from the same SitePlan.
; Each RUN pair below checks the printer and the remarks of the same input
; and scope against the same CHECK lines: the same sites in the same order
; (every "launch of" is checked), the same scope asked and chosen, the same
; narrowing rules or refusal rule, the same count of scalarized parameters.
; Inputs: launch-verdicts.ll (every kind of verdict) at warp, block and grid
; scope; thread-exit-inline-asm.ll (block scope narrowed to warp by the
; thread-exit rule, decided in the plan, no longer while rewriting);
; recursive-launch.ll (a site in an aggregated clone, planned before any
; site is lowered).
; REQUIRES: nvptx-registered-target
; RUN: opt -passes='print<dpagg-plan><block>' -disable-output %S/Inputs/launch-verdicts.ll 2>&1 \
; RUN:   | FileCheck %s --check-prefix=BLOCK --implicit-check-not="launch of"
; RUN: opt -passes='dpagg-aggregate<block>' -pass-remarks-analysis=dpagg -disable-output %S/Inputs/launch-verdicts.ll 2>&1 \
; RUN:   | FileCheck %s --check-prefix=BLOCK --implicit-check-not="launch of"
; RUN: opt -passes='print<dpagg-plan><warp>' -disable-output %S/Inputs/launch-verdicts.ll 2>&1 \
; RUN:   | FileCheck %s --check-prefix=WARP --implicit-check-not="launch of"
; RUN: opt -passes='dpagg-aggregate<warp>' -pass-remarks-analysis=dpagg -disable-output %S/Inputs/launch-verdicts.ll 2>&1 \
; RUN:   | FileCheck %s --check-prefix=WARP --implicit-check-not="launch of"
; RUN: opt -passes='print<dpagg-plan><grid>' -disable-output %S/Inputs/launch-verdicts.ll 2>&1 \
; RUN:   | FileCheck %s --check-prefix=GRID --implicit-check-not="launch of"
; RUN: opt -passes='dpagg-aggregate<grid>' -pass-remarks-analysis=dpagg -disable-output %S/Inputs/launch-verdicts.ll 2>&1 \
; RUN:   | FileCheck %s --check-prefix=GRID --implicit-check-not="launch of"
; RUN: opt -passes='print<dpagg-plan><block>' -disable-output %S/thread-exit-inline-asm.ll 2>&1 \
; RUN:   | FileCheck %s --check-prefix=EXIT --implicit-check-not="launch of"
; RUN: opt -passes='dpagg-aggregate<block>' -pass-remarks-analysis=dpagg -disable-output %S/thread-exit-inline-asm.ll 2>&1 \
; RUN:   | FileCheck %s --check-prefix=EXIT --implicit-check-not="launch of"
; RUN: opt -passes='print<dpagg-plan><block>' -disable-output %S/recursive-launch.ll 2>&1 \
; RUN:   | FileCheck %s --check-prefix=CLONE --implicit-check-not="launch of"
; RUN: opt -passes='dpagg-aggregate<block>' -pass-remarks-analysis=dpagg -disable-output %S/recursive-launch.ll 2>&1 \
; RUN:   | FileCheck %s --check-prefix=CLONE --implicit-check-not="launch of"
; What only the printer shows: the function, the postponement point, the
; flags the runtime is told, molded or not.
; RUN: opt -passes='print<dpagg-plan><block>' -disable-output %S/Inputs/launch-verdicts.ll 2>&1 \
; RUN:   | FileCheck %s --check-prefix=PLAN
; The printer builds the children the plan needs and removes them again.
; RUN: opt -passes='print<dpagg-plan>' -S %S/recursive-launch.ll 2>/dev/null > %t.printed.ll
; RUN: opt -passes=verify -S %S/recursive-launch.ll > %t.input.ll
; RUN: diff %t.input.ll %t.printed.ll

; BLOCK: launch of child(int*, int): scope asked block, chosen block; {{.*}}; 2 of 2 parameters stored once per aggregate
; BLOCK: launch of child(int*, int): scope asked block, chosen block; {{.*}}; 2 of 2 parameters stored once per aggregate
; BLOCK: launch of child(int*, int): scope asked block, chosen warp (rule inter-thread-wait); {{.*}}; 1 of 2 parameters stored once per aggregate
; BLOCK: launch of child(int*, int): refused by rule out-of-line-function
; BLOCK: launch of child(int*, int): scope asked block, chosen warp (rule barrier-in-loop); {{.*}}; 0 of 2 parameters stored once per aggregate
; BLOCK: launch of opted_out(int*): refused by rule no-aggregate
; BLOCK: launch of constant_table(Table, int*): refused by rule grid-constant
; BLOCK: launch of child(int*, int): scope asked block, chosen block; {{.*}}; 2 of 2 parameters stored once per aggregate

; WARP: launch of child(int*, int): scope asked warp, chosen warp; {{.*}}; 2 of 2 parameters stored once per aggregate
; WARP: launch of child(int*, int): scope asked warp, chosen warp; {{.*}}; 2 of 2 parameters stored once per aggregate
; WARP: launch of child(int*, int): scope asked warp, chosen warp; {{.*}}; 1 of 2 parameters stored once per aggregate
; WARP: launch of child(int*, int): refused by rule out-of-line-function
; WARP: launch of child(int*, int): scope asked warp, chosen warp; {{.*}}; 0 of 2 parameters stored once per aggregate
; WARP: launch of opted_out(int*): refused by rule no-aggregate
; WARP: launch of constant_table(Table, int*): refused by rule grid-constant
; WARP: launch of child(int*, int): scope asked warp, chosen warp; {{.*}}; 2 of 2 parameters stored once per aggregate

; Grid scope stores the block-uniform parameters once per block record
; (storedOnce: the record scope's), and the printer says so, as the lowering
; does.
; GRID: launch of child(int*, int): scope asked grid, chosen grid; {{.*}}; 2 of 2 parameters stored once per block record
; GRID: launch of child(int*, int): scope asked grid, chosen grid; {{.*}}; 2 of 2 parameters stored once per block record
; GRID: launch of child(int*, int): scope asked grid, chosen warp (rule grid-not-per-block) (rule inter-thread-wait); {{.*}}; 1 of 2 parameters stored once per aggregate
; GRID: launch of child(int*, int): refused by rule out-of-line-function
; GRID: launch of child(int*, int): scope asked grid, chosen warp (rule grid-observed) (rule barrier-in-loop); {{.*}}; 0 of 2 parameters stored once per aggregate
; GRID: launch of opted_out(int*): refused by rule no-aggregate
; GRID: launch of constant_table(Table, int*): refused by rule grid-constant
; GRID: launch of child(int*, int): scope asked grid, chosen block (rule grid-observed); {{.*}}; 2 of 2 parameters stored once per aggregate

; EXIT-COUNT-5: launch of child(int*, int): scope asked block, chosen warp (rule thread-exit); {{.*}}; 1 of 2 parameters stored once per aggregate
; A call to a weak function is a wait too (another unit's definition may wait).
; EXIT: launch of child(int*, int): scope asked block, chosen warp (rule inter-thread-wait); {{.*}}; 1 of 2 parameters stored once per aggregate
; EXIT: launch of child(int*, int): scope asked block, chosen block; {{.*}}; 0 of 2 parameters stored once per aggregate

; CLONE: launch of walk(int*, int): scope asked block, chosen block; {{.*}}; 2 of 2 parameters stored once per aggregate
; CLONE: in the aggregated clone of walk(int*, int): launch of walk(int*, int): scope asked block, chosen block; {{.*}}; 0 of 2 parameters stored once per aggregate

; PLAN: Aggregation plan of module '{{.*}}launch-verdicts.ll' (scope block):
; PLAN-NEXT: uniform(int*, int): launch of child(int*, int): scope asked block, chosen block; postponed to none; flags: fire-and-forget unobserved; 2 of 2 parameters stored once per aggregate; not molded
; PLAN-NEXT: then_barrier(int*): launch of child(int*, int): scope asked block, chosen block; postponed to %{{[0-9]+}}; flags: fire-and-forget unobserved;
; PLAN-NEXT: spin_then_launch(int*, int volatile*): launch of child(int*, int): scope asked block, chosen warp (rule inter-thread-wait); postponed to none;
; PLAN-NEXT: spawn(int*): launch of child(int*, int): refused by rule out-of-line-function
; PLAN-NEXT: in_loop(int*, int): launch of child(int*, int): scope asked block, chosen warp (rule barrier-in-loop); postponed to none; flags: none;
; The launch into cudaStreamPerThread goes to the block's NULL stream
; (BlockStreamPlan.cpp): the kernel makes other launches.
; PLAN:      refused(Table, int*): launch of child(int*, int): scope asked block, chosen block; postponed to none; flags: block-null-stream;
