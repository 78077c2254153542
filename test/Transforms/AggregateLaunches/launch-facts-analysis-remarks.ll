; -Rpass-analysis=dpagg (-pass-remarks-analysis here): one LaunchFacts remark
; per launch site with the facts behind its verdict: for an aggregated site
; the scope asked and chosen (and the rule that kept it from block scope),
; whether its configuration is uniform, how many parameters are stored once
; per aggregate, and whether it runs once per thread and is the thread's
; only launch; for a refused site the rule (Support/Reasons.def) that refused
; it. Source: Inputs/launch-verdicts.cu.
; REQUIRES: nvptx-registered-target
; RUN: opt -passes='dpagg-aggregate<block>' -pass-remarks-analysis=dpagg \
; RUN:   -disable-output %S/Inputs/launch-verdicts.ll 2>&1 \
; RUN:   | FileCheck %s --check-prefix=BLOCK --implicit-check-not="launch of"
; RUN: opt -passes='dpagg-aggregate<warp>' -pass-remarks-analysis=dpagg \
; RUN:   -disable-output %S/Inputs/launch-verdicts.ll 2>&1 \
; RUN:   | FileCheck %s --check-prefix=WARP --implicit-check-not="launch of"
; Analysis remarks only: the verdicts themselves are -pass-remarks(-missed).
; RUN: opt -passes='dpagg-aggregate<block>' -pass-remarks-analysis=dpagg \
; RUN:   -disable-output %S/Inputs/launch-verdicts.ll 2>&1 \
; RUN:   | FileCheck %s --check-prefix=ONLY

; uniform
; BLOCK: launch of child(int*, int): scope asked block, chosen block; configuration uniform in the grid; 2 of 2 parameters stored once per aggregate; once per thread, the thread's only launch
; then_barrier (postponed)
; BLOCK: launch of child(int*, int): scope asked block, chosen block; configuration per thread; 2 of 2 parameters stored once per aggregate; once per thread, the thread's only launch
; spin_then_launch
; BLOCK: launch of child(int*, int): scope asked block, chosen warp (rule inter-thread-wait); configuration uniform in the grid; 1 of 2 parameters stored once per aggregate; once per thread, the thread's only launch
; spawn (a device function clang did not inline)
; BLOCK: launch of child(int*, int): refused by rule out-of-line-function
; in_loop
; BLOCK: launch of child(int*, int): scope asked block, chosen warp (rule barrier-in-loop); configuration per thread; 0 of 2 parameters stored once per aggregate; in a loop
; refused (but the launch into cudaStreamPerThread goes to the block's NULL
; stream: BlockStreamPlan.cpp)
; BLOCK: launch of opted_out(int*): refused by rule no-aggregate
; BLOCK: launch of constant_table(Table, int*): refused by rule grid-constant
; BLOCK: launch of child(int*, int): scope asked block, chosen block; configuration uniform in the grid; 2 of 2 parameters stored once per aggregate; once per thread, into the block's NULL stream

; WARP: launch of child(int*, int): scope asked warp, chosen warp; configuration uniform in the grid; 2 of 2 parameters stored once per aggregate; once per thread, the thread's only launch
; WARP: launch of child(int*, int): scope asked warp, chosen warp; configuration per thread; 2 of 2 parameters stored once per aggregate; once per thread, the thread's only launch
; WARP: launch of child(int*, int): scope asked warp, chosen warp; configuration uniform in the grid; 1 of 2 parameters stored once per aggregate; once per thread, the thread's only launch
; WARP: launch of child(int*, int): refused by rule out-of-line-function
; Lanes of one warp may arrive from different iterations (sameInEveryIteration).
; WARP: launch of child(int*, int): scope asked warp, chosen warp; configuration per thread; 0 of 2 parameters stored once per aggregate; in a loop
; WARP: launch of opted_out(int*): refused by rule no-aggregate
; WARP: launch of constant_table(Table, int*): refused by rule grid-constant
; WARP: launch of child(int*, int): scope asked warp, chosen warp; configuration uniform in the grid; 2 of 2 parameters stored once per aggregate; once per thread, into the block's NULL stream

; ONLY-NOT: aggregated per
; ONLY-NOT: not aggregated:
