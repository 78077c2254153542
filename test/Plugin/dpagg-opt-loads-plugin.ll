; utils/dpagg-opt is opt with libDPAgg.so loaded, as this suite's `opt` is,
; so that update_test_checks.py --opt-binary=<a link named opt to it>
; regenerates the CHECK lines of RUN lines written `opt -passes=...`: it
; knows DPAgg's passes (opt alone does not), prints what the suite's `opt`
; prints, finds the plugin of a build folder also through such a link, and
; says so when there is none.
; RUN: env DPAGG_PLUGIN=%dpagg_plugin %dpagg_src/utils/dpagg-opt \
; RUN:   -passes='dpagg-aggregate<warp>,dpagg-link-runtime' \
; RUN:   -print-pipeline-passes -disable-verify -disable-output %s \
; RUN:   | FileCheck %s --check-prefix=PIPELINE
; PIPELINE: {{^}}dpagg-aggregate<scope=warp;pool-size=134217728>,dpagg-link-runtime{{$}}
; RUN: not %opt_noplugin -passes='dpagg-aggregate<warp>' -disable-output %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=BARE
; BARE: unknown pass name 'dpagg-aggregate<warp>'

; RUN: env DPAGG_PLUGIN=%dpagg_plugin %dpagg_src/utils/dpagg-opt \
; RUN:   -passes=dpagg-lower-v1-launches -S %s -o %t.dpagg-opt.ll
; RUN: opt -passes=dpagg-lower-v1-launches -S %s -o %t.opt.ll
; RUN: diff %t.dpagg-opt.ll %t.opt.ll

; RUN: rm -rf %t.bin && mkdir -p %t.bin && ln -s %dpagg_src/utils/dpagg-opt %t.bin/opt
; RUN: env -u DPAGG_PLUGIN DPAGG_BUILD_DIR=%dpagg_obj %t.bin/opt \
; RUN:   -passes='print<dpagg-launch-sites>' -disable-output %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=SITES
; SITES: DPAgg launch sites: 0

; RUN: env -u DPAGG_BUILD_DIR DPAGG_PLUGIN=%t.none.so \
; RUN:   not %dpagg_src/utils/dpagg-opt -disable-output %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=NONE
; NONE: dpagg-opt: error: {{.*}}none.so does not exist; build DPAgg or set DPAGG_PLUGIN

target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k() {
  ret void
}
