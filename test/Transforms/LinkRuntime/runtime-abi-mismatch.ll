; LinkRuntime checks the runtime it links against RuntimeABI.def: each entry
; point the module calls must be defined with the table's type, and each
; struct layout the runtime exports (__dpagg_abi_layout, runtime/
; abi_layout.cu) must be the table's. A runtime that disagrees is an error
; naming every difference, the function with both types, and nothing is
; linked: a call whose arguments the runtime reads in other places would
; build and launch wrong.
; REQUIRES: nvptx-registered-target
; RUN: llvm-as %S/Inputs/mismatched-runtime.ll -o %t.bc
; RUN: not opt -passes=dpagg-link-runtime -dpagg-runtime-bitcode=%t.bc \
; RUN:   -disable-output %s 2>&1 | FileCheck %s

; CHECK: error: DPAgg: the device runtime does not match its ABI table (include/dpagg/Runtime/RuntimeABI.def):
; CHECK-NEXT: __dpagg_launch_v2: the runtime defines 'i32 (ptr, ptr, i32, i32, i32, i32, i32, i32, i32, i32, i32, ptr, ptr)', RuntimeABI.def says 'i32 (ptr, ptr, i32, i32, i32, i32, i32, i32, i32, i32, ptr, i32, ptr)'
; CHECK-NEXT: __dpagg_block_init is not defined by the runtime
; CHECK-NEXT: offsetof(DPAggChildContext, Args): 44 in the runtime, 40 in RuntimeABI.def
; CHECK-NOT: {{.}}

target triple = "nvptx64-nvidia-cuda"

declare i32 @__dpagg_launch_v2(ptr, ptr, i32, i32, i32, i32, i32, i32, i32,
                               i32, ptr, i32, ptr)
declare void @__dpagg_block_init(ptr, ptr, i32)

define ptx_kernel void @parent(ptr %frame, ptr %table) {
  call void @__dpagg_block_init(ptr %frame, ptr %table, i32 8)
  %r = call i32 @__dpagg_launch_v2(ptr null, ptr null, i32 8, i32 1, i32 1,
                                   i32 1, i32 32, i32 1, i32 1, i32 0, ptr null,
                                   i32 0, ptr null)
  ret void
}
