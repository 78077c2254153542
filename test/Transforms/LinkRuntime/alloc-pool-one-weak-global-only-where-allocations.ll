; The allocation pool (runtime/alloc.cu, "The allocation pool") is one
; global of the program, __dpagg_alloc_pool_v12: LinkRuntime leaves it
; external (common by default, weak with -dpagg-shared-pools=false), so
; nvlink keeps one for every unit that aggregates allocations
; (program mode's frees find another unit's sub-buffers there), and links it
; only into a module that calls the allocation runtime. The runtime's
; llvm.compiler.used, where clang lists such a variable, is not linked: with
; it, every module that linked any runtime function got the 32 MiB pool
; (red team, session 12). The launch runtime's own globals stay internal.
; REQUIRES: nvptx-registered-target
; RUN: opt -dpagg-shared-pools=false -passes=dpagg-link-runtime -S %s | FileCheck %s
; By default (-dpagg-shared-pools) the pool is common instead of weak: nvlink
; keeps one symbol of weak definitions but every unit's storage, and
; allocates a common one once (test/Examples/two-translation-units.test).
; RUN: opt -passes=dpagg-link-runtime -S %s | FileCheck %s --check-prefix=SHARED
; SHARED: @__dpagg_alloc_pool_v12 = common {{.*}}addrspace(1) {{.*}}global [33293376 x i8] zeroinitializer, align 64
; RUN: sed -e '/; MALLOC$/d' %s \
; RUN:   | opt -passes=dpagg-link-runtime -S | FileCheck %s --check-prefix=LAUNCH-ONLY

; CHECK: @__dpagg_alloc_pool_v12 = weak {{.*}}addrspace(1) {{.*}}global [33293376 x i8] zeroinitializer, align 64
; CHECK-NOT: llvm.compiler.used
; CHECK-LABEL: define ptx_kernel void @k(
; LAUNCH-ONLY-NOT: __dpagg_alloc_pool
; LAUNCH-ONLY-NOT: llvm.compiler.used
; LAUNCH-ONLY: define ptx_kernel void @k(
; LAUNCH-ONLY-NOT: __dpagg_alloc_pool
; LAUNCH-ONLY-NOT: llvm.compiler.used

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(i64 %n, ptr %out, ptr %args) {
  %p = call ptr @__dpagg_malloc_program(i64 %n) ; MALLOC
  store ptr %p, ptr %out ; MALLOC
  %e = call i32 @__dpagg_launch_v2(ptr null, ptr %args, i32 0, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 0, ptr null, i32 0, ptr null)
  ret void
}

declare ptr @__dpagg_malloc_program(i64) ; MALLOC
declare i32 @__dpagg_launch_v2(ptr, ptr, i32, i32, i32, i32, i32, i32, i32, i32, ptr, i32, ptr)
