; Grid scope is a row of Scopes.def that is not lowered yet (issue 23): a
; site asked for it is aggregated per block, or narrower, with the rule
; grid-not-lowered (Reasons.def, DPAGG_NARROWED(Grid, ...)) in its remarks
; and in the summary; a further narrowing to warp names its own rule too.
; The option and the pass take `grid` like any scope of the table.
; Source: Inputs/launch-verdicts.cu.
; REQUIRES: nvptx-registered-target
; RUN: opt -passes='dpagg-aggregate<grid>' -dpagg-summary \
; RUN:   -pass-remarks=dpagg -pass-remarks-analysis=dpagg \
; RUN:   -disable-output %S/Inputs/launch-verdicts.ll 2>&1 | FileCheck %s
; RUN: opt -passes='dpagg-aggregate<scope=grid>' -disable-output \
; RUN:   %S/Inputs/launch-verdicts.ll 2>&1 | count 0
; RUN: opt -passes=dpagg-lower-v1-launches -dpagg-scope=grid -disable-output \
; RUN:   %S/Inputs/launch-verdicts.ll 2>&1 | count 0

; CHECK: launch of child(int*, int): scope asked grid, chosen block (rule grid-not-lowered); configuration uniform in the block;
; CHECK: launch of child(int*, int) aggregated per block (not per grid: grid scope is not implemented yet);
; CHECK: launch of child(int*, int) aggregated per block (not per grid: grid scope is not implemented yet), postponed to where the block's threads meet again;
; CHECK: launch of child(int*, int): scope asked grid, chosen warp (rule grid-not-lowered) (rule inter-thread-wait);
; CHECK: launch of child(int*, int) aggregated per warp (not per grid: grid scope is not implemented yet) (not per block: threads of the block may wait for one another outside barriers
; CHECK: launch of child(int*, int): scope asked grid, chosen warp (rule grid-not-lowered) (rule barrier-in-loop);
; CHECK: dpagg: Inputs/launch-verdicts.cu (sm_90): 8 launch sites: 4 aggregated (2 per block, 2 per warp), 4 not aggregated (1 in a device function not inlined into a kernel, 1 marked DPAGG_NO_AGGREGATE, 1 per-thread stream and not the only launch, 1 __grid_constant__ parameter); per block, not per grid: 4 grid scope not implemented yet; per warp, not per block: 1 with waits outside barriers, 1 in a loop, where a block barrier would run every iteration
