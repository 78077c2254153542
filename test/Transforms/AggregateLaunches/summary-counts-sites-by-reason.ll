; -dpagg-summary (the wrapper's --dpagg-summary): one line per device module
; on stderr with the sites found, how many were aggregated per block and per
; warp, and the refused ones counted by reason, the same categories as the
; remarks (Support/Reasons.def). Without the option nothing is printed.
; Source: Inputs/launch-verdicts.cu.
; REQUIRES: nvptx-registered-target
; RUN: opt -passes='dpagg-aggregate<block>' -dpagg-summary \
; RUN:   -disable-output %S/Inputs/launch-verdicts.ll 2>&1 \
; RUN:   | FileCheck %s --check-prefix=BLOCK --match-full-lines
; RUN: opt -passes='dpagg-aggregate<warp>' -dpagg-summary \
; RUN:   -disable-output %S/Inputs/launch-verdicts.ll 2>&1 \
; RUN:   | FileCheck %s --check-prefix=WARP --match-full-lines
; RUN: opt -passes='dpagg-aggregate<block;strict-ordering>' -dpagg-summary \
; RUN:   -disable-output %S/Inputs/launch-verdicts.ll 2>&1 \
; RUN:   | FileCheck %s --check-prefix=STRICT --match-full-lines
; RUN: opt -passes='dpagg-aggregate<block>' -disable-output \
; RUN:   %S/Inputs/launch-verdicts.ll 2>&1 | count 0
; A module without launches still gets its line; a host module none.
; RUN: opt -passes='dpagg-aggregate<block>' -dpagg-summary -disable-output %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=NONE --match-full-lines
; RUN: sed 's/nvptx64-nvidia-cuda/x86_64-pc-linux-gnu/' %s \
; RUN:   | opt -passes='dpagg-aggregate<block>' -dpagg-summary -disable-output 2>&1 \
; RUN:   | count 0

; The launch into cudaStreamPerThread goes to the block's NULL stream
; (BlockStreamPlan.cpp); ptds-order-rule.ll counts a per-thread-stream refusal.
; BLOCK: dpagg: Inputs/launch-verdicts.cu (sm_90): 8 launch sites: 5 aggregated (3 per block, 2 per warp), 3 not aggregated (1 in a device function not inlined into a kernel, 1 marked DPAGG_NO_AGGREGATE, 1 __grid_constant__ parameter); per warp, not per block: 1 with waits outside barriers, 1 in a loop, where a block barrier would run every iteration
; WARP: dpagg: Inputs/launch-verdicts.cu (sm_90): 8 launch sites: 5 aggregated (5 per warp), 3 not aggregated (1 in a device function not inlined into a kernel, 1 marked DPAGG_NO_AGGREGATE, 1 __grid_constant__ parameter)
; Every launch but the per-thread-stream one goes to the NULL stream.
; STRICT: dpagg: Inputs/launch-verdicts.cu (sm_90): 8 launch sites: 0 aggregated, 8 not aggregated (1 in a device function not inlined into a kernel, 1 marked DPAGG_NO_AGGREGATE, 5 ordered stream under -dpagg-strict-ordering, 1 __grid_constant__ parameter)
; NONE: dpagg: no-launches.cu (sm_90): 0 launch sites

source_filename = "no-launches.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr %p) #0 {
  store i32 1, ptr %p, align 4
  ret void
}

attributes #0 = { "target-cpu"="sm_90" }
