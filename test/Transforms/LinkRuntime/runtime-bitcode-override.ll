; -dpagg-runtime-bitcode=FILE (hidden, for runtime development) links FILE
; instead of the embedded runtime: the entry point gets FILE's body. A file
; that cannot be read is an error that names it, not a crash, and the module
; is left as it was.
; REQUIRES: nvptx-registered-target
; RUN: llvm-as %S/Inputs/tiny-runtime.ll -o %t.bc
; RUN: opt -passes=dpagg-link-runtime -dpagg-runtime-bitcode=%t.bc -S %s \
; RUN:   | FileCheck %s
; RUN: not opt -passes=dpagg-link-runtime \
; RUN:   -dpagg-runtime-bitcode=%t.missing.bc -disable-output %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=MISSING

; CHECK-LABEL: define internal i32 @__dpagg_launch_v2(
; CHECK-NEXT:    ret i32 4242
; MISSING: error: DPAgg: cannot read -dpagg-runtime-bitcode={{.*}}.missing.bc: {{[Nn]}}o such file or directory

target triple = "nvptx64-nvidia-cuda"

declare i32 @__dpagg_launch_v2(ptr, ptr, i32, i32, i32, i32, i32, i32, i32,
                               i32, ptr, i32, ptr)

define ptx_kernel void @parent(ptr %p) {
  %r = call i32 @__dpagg_launch_v2(ptr null, ptr %p, i32 8, i32 1, i32 1, i32 1,
                                   i32 32, i32 1, i32 1, i32 0, ptr null, i32 0,
                                   ptr null)
  ret void
}
