; -print-pipeline-passes prints DPAgg's passes by their pipeline names with
; every parameter spelled out, and LLVM 22 re-parses what it printed (it
; fails with "Could not parse dumped pass pipeline" otherwise). The printed
; pipeline is fed back to opt and must print identically (-disable-verify
; keeps opt from appending its verify pass).
; RUN: opt -passes='dpagg-aggregate<warp;pool-size=4096;strict-ordering>,dpagg-lower-v1-launches,dpagg-link-runtime<inline>' \
; RUN:   -print-pipeline-passes -disable-verify -disable-output %s | FileCheck %s --check-prefix=ALL
; RUN: opt -passes='dpagg-aggregate<scope=warp;strict-ordering;pool-size=4096>,dpagg-lower-v1-launches,dpagg-link-runtime<inline>' \
; RUN:   -print-pipeline-passes -disable-verify -disable-output %s | FileCheck %s --check-prefix=ALL
; RUN: opt -passes='dpagg-aggregate<block>,dpagg-link-runtime' \
; RUN:   -print-pipeline-passes -disable-verify -disable-output %s | FileCheck %s --check-prefix=DEFAULTS
; RUN: opt -passes='dpagg-aggregate<scope=block;pool-size=134217728>,dpagg-link-runtime' \
; RUN:   -print-pipeline-passes -disable-verify -disable-output %s | FileCheck %s --check-prefix=DEFAULTS
; RUN: opt -passes='dpagg-aggregate<block;no-scalarize;no-postpone>' \
; RUN:   -print-pipeline-passes -disable-verify -disable-output %s | FileCheck %s --check-prefix=OFF
; RUN: opt -passes='dpagg-aggregation-off<O0>,dpagg-aggregation-off<scope-none>' \
; RUN:   -print-pipeline-passes -disable-verify -disable-output %s | FileCheck %s --check-prefix=AGG-OFF
; RUN: opt -passes='dpagg-aggregate<moldable=auto;block>' \
; RUN:   -print-pipeline-passes -disable-verify -disable-output %s | FileCheck %s --check-prefix=MOLD
; RUN: opt -passes='dpagg-aggregate<scope=block;moldable=auto;pool-size=134217728>' \
; RUN:   -print-pipeline-passes -disable-verify -disable-output %s | FileCheck %s --check-prefix=MOLD
; RUN: opt -passes='dpagg-aggregate<mold-coarsen=16;moldable=on;warp>' \
; RUN:   -print-pipeline-passes -disable-verify -disable-output %s | FileCheck %s --check-prefix=COARSEN
; RUN: opt -passes='dpagg-aggregate<coarsen=16;moldable=on;warp>' \
; RUN:   -print-pipeline-passes -disable-verify -disable-output %s | FileCheck %s --check-prefix=COARSEN
; RUN: opt -passes='dpagg-aggregate<coarsen=1;block>' \
; RUN:   -print-pipeline-passes -disable-verify -disable-output %s | FileCheck %s --check-prefix=COARSEN-ONE
; RUN: opt -passes='dpagg-aggregate<coarsen=auto;block>' \
; RUN:   -print-pipeline-passes -disable-verify -disable-output %s | FileCheck %s --check-prefix=MOLD-OFF
; RUN: opt -passes='dpagg-aggregate<block;moldable=off>' \
; RUN:   -print-pipeline-passes -disable-verify -disable-output %s | FileCheck %s --check-prefix=MOLD-OFF
; RUN: opt -passes='dpagg-aggregate<block-meeting=optional;block>' \
; RUN:   -print-pipeline-passes -disable-verify -disable-output %s | FileCheck %s --check-prefix=MEETING
; RUN: opt -passes='dpagg-aggregate<scope=block;pool-size=134217728;block-meeting=optional>' \
; RUN:   -print-pipeline-passes -disable-verify -disable-output %s | FileCheck %s --check-prefix=MEETING
; RUN: opt -passes='dpagg-aggregate<block;block-meeting=required>' \
; RUN:   -print-pipeline-passes -disable-verify -disable-output %s | FileCheck %s --check-prefix=MOLD-OFF
; RUN: opt -passes='print<dpagg-launch-sites>,require<dpagg-launch-sites>,invalidate<dpagg-launch-sites>' \
; RUN:   -print-pipeline-passes -disable-verify -disable-output %s | FileCheck %s --check-prefix=ANALYSIS

; ALL:      {{^}}dpagg-aggregate<scope=warp;strict-ordering;pool-size=4096>,dpagg-lower-v1-launches,dpagg-link-runtime<inline>{{$}}
; DEFAULTS: {{^}}dpagg-aggregate<scope=block;pool-size=134217728>,dpagg-link-runtime{{$}}
; OFF:      {{^}}dpagg-aggregate<scope=block;no-postpone;no-scalarize;pool-size=134217728>{{$}}
; AGG-OFF:  {{^}}dpagg-aggregation-off<O0>,dpagg-aggregation-off<scope-none>{{$}}
; MOLD:     {{^}}dpagg-aggregate<scope=block;moldable=auto;pool-size=134217728>{{$}}
; COARSEN:  {{^}}dpagg-aggregate<scope=warp;moldable=on;coarsen=16;pool-size=134217728>{{$}}
; COARSEN-ONE: {{^}}dpagg-aggregate<scope=block;coarsen=1;pool-size=134217728>{{$}}
; MOLD-OFF: {{^}}dpagg-aggregate<scope=block;pool-size=134217728>{{$}}
; MEETING:  {{^}}dpagg-aggregate<scope=block;block-meeting=optional;pool-size=134217728>{{$}}
; ANALYSIS: {{^}}print<dpagg-launch-sites>,require<dpagg-launch-sites>,invalidate<dpagg-launch-sites>{{$}}

target triple = "nvptx64-nvidia-cuda"
