; Aggregation needs sm_80 (the runtime's redux.sync). A function whose
; "target-cpu" names an older GPU, or none (an allow-list: clang always names
; one), keeps every launch as it was, each with a missed remark; nothing of
; the aggregation runtime is referenced. sm_80 and newer, with the "a" and
; "f" feature suffixes, aggregate. Source: Inputs/launch-verdicts.cu.
; REQUIRES: nvptx-registered-target
; RUN: sed 's/"target-cpu"="sm_90"/"target-cpu"="sm_75"/' %S/Inputs/launch-verdicts.ll \
; RUN:   | opt -passes='dpagg-aggregate<block>' -pass-remarks-missed=dpagg \
; RUN:     -dpagg-summary -S -o %t.75.ll 2>&1 | FileCheck %s --check-prefix=SM75
; RUN: FileCheck %s --check-prefix=IR --input-file=%t.75.ll
; RUN: sed 's/"target-cpu"="sm_90"//' %S/Inputs/launch-verdicts.ll \
; RUN:   | opt -passes='dpagg-aggregate<block>' -pass-remarks-missed=dpagg \
; RUN:     -dpagg-summary -S -o %t.none.ll 2>&1 | FileCheck %s --check-prefix=NOCPU
; RUN: FileCheck %s --check-prefix=IR --input-file=%t.none.ll
; RUN: sed 's/"target-cpu"="sm_90"/"target-cpu"="sm_80"/' %S/Inputs/launch-verdicts.ll \
; RUN:   | opt -passes='dpagg-aggregate<block>' -dpagg-summary -disable-output 2>&1 \
; RUN:   | FileCheck %s --check-prefix=NEWER -DCPU=sm_80
; RUN: sed 's/"target-cpu"="sm_90"/"target-cpu"="sm_100a"/' %S/Inputs/launch-verdicts.ll \
; RUN:   | opt -passes='dpagg-aggregate<block>' -dpagg-summary -disable-output 2>&1 \
; RUN:   | FileCheck %s --check-prefix=NEWER -DCPU=sm_100a
; RUN: sed 's/"target-cpu"="sm_90"/"target-cpu"="sm_120f"/' %S/Inputs/launch-verdicts.ll \
; RUN:   | opt -passes='dpagg-aggregate<block>' -dpagg-summary -disable-output 2>&1 \
; RUN:   | FileCheck %s --check-prefix=NEWER -DCPU=sm_120f

; SM75-COUNT-8: remark: <unknown>:0:0: launch of {{.*}} not aggregated: the GPU architecture sm_75 is older than sm_80, which aggregation needs (redux.sync)
; SM75-NEXT:    dpagg: Inputs/launch-verdicts.cu (sm_75): 8 launch sites: 0 aggregated, 8 not aggregated (8 below sm_80)
; NOCPU-COUNT-8: remark: <unknown>:0:0: launch of {{.*}} not aggregated: the function names no GPU architecture ("target-cpu"); aggregation needs sm_80 or newer
; NOCPU-NEXT:    dpagg: Inputs/launch-verdicts.cu: 8 launch sites: 0 aggregated, 8 not aggregated (8 below sm_80)
; No runtime call, no pool, no aggregated child:
; IR-NOT: @__dpagg_
; IR-NOT: @dpagg.pool
; IR-NOT: .dpagg(
; NEWER: dpagg: Inputs/launch-verdicts.cu ([[CPU]]): 8 launch sites: 5 aggregated (3 per block, 2 per warp), 3 not aggregated
