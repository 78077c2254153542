; Where DPAgg's passes land in opt's default pipelines for a device (nvptx64)
; module. Pipeline.cpp registers them at the OptimizerEarly extension point
; only: after the inliner and function simplification (the module-level
; EliminateAvailableExternallyPass closes that part), before the optimizer's
; function passes (loop vectorization). LLVM 22's default<O0> pipeline also
; invokes the OptimizerEarly callbacks (after AlwaysInlinerPass); there only
; the kernel declarations, the rewrite to V2 and runtime linking run, never
; aggregation, and dpagg-aggregation-off takes aggregation's place to say so
; in remarks. dpagg-kernel-declarations runs first at every level.
; -dpagg-scope=none does the same at -O1 and above. At -O1 and above, with
; or without -dpagg-scope=none, dpagg-promotion-remarks (launch promotion's
; recognition as remarks; it changes nothing) runs next, before
; dpagg-aggregate rewrites the launches it judges; never at -O0; then
; dpagg-aggregate-allocations (on by default since session 12). At -O1 and above
; dpagg-fit-register-bounds runs at the OptimizerLast extension point, after
; every other pass of the optimization pipeline (the code is then what the
; backend emits); not in LTO pre-link pipelines (the LTO link optimizes the
; code again), so not at all under ThinLTO or full LTO pre-link.
; REQUIRES: nvptx-registered-target
; RUN: opt -passes='default<O0>' -debug-pass-manager -disable-output %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=O0 --implicit-check-not=AggregateLaunchesPass \
; RUN:   --implicit-check-not=PromotionRemarksPass
; RUN: opt -passes='default<O1>' -debug-pass-manager -disable-output %s 2>&1 \
; RUN:   | FileCheck %s --check-prefixes=OPT,AGG --implicit-check-not=AggregationOffPass
; RUN: opt -passes='default<O2>' -debug-pass-manager -disable-output %s 2>&1 \
; RUN:   | FileCheck %s --check-prefixes=OPT,AGG --implicit-check-not=AggregationOffPass
; RUN: opt -passes='default<O3>' -debug-pass-manager -disable-output %s 2>&1 \
; RUN:   | FileCheck %s --check-prefixes=OPT,AGG --implicit-check-not=AggregationOffPass
; RUN: opt -passes='lto-pre-link<O2>' -debug-pass-manager -disable-output %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=LTO
; RUN: opt -passes='default<O2>' -dpagg-scope=none -debug-pass-manager \
; RUN:   -disable-output %s 2>&1 \
; RUN:   | FileCheck %s --check-prefixes=OPT,NONE --implicit-check-not=AggregateLaunchesPass

; LTO:     Running pass: dpagg::LinkRuntimePass on [module]
; LTO-NOT: Running pass: dpagg::FitRegisterBoundsPass

; O0-NOT:  Running pass: dpagg::
; O0:      Running pass: AlwaysInlinerPass on [module]
; O0-NOT:  Running pass:
; O0:      Running pass: dpagg::KernelDeclarationsPass on [module]
; O0-NOT:  Running pass:
; O0:      Running pass: dpagg::AggregationOffPass on [module]
; O0-NOT:  Running pass:
; O0:      Running pass: dpagg::LowerV1LaunchesPass on [module]
; O0-NOT:  Running pass:
; O0:      Running pass: dpagg::LinkRuntimePass on [module]
; O0-NOT:  Running pass: dpagg::

; OPT-NOT: Running pass: dpagg::
; OPT:     Running pass: EliminateAvailableExternallyPass on [module]
; OPT-NOT: Running pass: dpagg::
; OPT:     Running pass: dpagg::KernelDeclarationsPass on [module]
; OPT-NOT: Running pass:
; OPT:     Running pass: dpagg::PromotionRemarksPass on [module]
; OPT-NOT: Running pass:
; AGG:     Running pass: dpagg::AggregateLaunchesPass on [module]
; AGG-NOT: Running pass:
; NONE:    Running pass: dpagg::AggregationOffPass on [module]
; NONE-NOT: Running pass:
; OPT:     Running pass: dpagg::AggregateAllocationsPass on [module]
; OPT-NOT: Running pass:
; OPT:     Running pass: dpagg::LowerV1LaunchesPass on [module]
; OPT-NOT: Running pass:
; OPT:     Running pass: dpagg::LinkRuntimePass on [module]
; OPT-NOT: Running pass: dpagg::
; OPT:     Running pass: LoopVectorizePass on _Z1kPi
; OPT-NOT: Running pass: dpagg::
; OPT:     Running pass: dpagg::FitRegisterBoundsPass on [module]
; OPT-NOT: Running pass: dpagg::

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; __global__ void k(int *p) { p[threadIdx.x] = 1; }
define dso_local ptx_kernel void @_Z1kPi(ptr noundef %p) #0 {
  %t = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %t to i64
  %a = getelementptr inbounds i32, ptr %p, i64 %i
  store i32 1, ptr %a, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

attributes #0 = { "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
