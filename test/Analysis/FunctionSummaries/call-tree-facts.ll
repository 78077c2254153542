; Hand-written: the facts that reach a function through the functions it
; calls (print<dpagg-function-summaries>), one rule at a time: inter-thread
; waits in a callee, and in a callee called inside a loop (which counts as
; inside it, whole); a thread exit in a callee, and a callee the link may
; replace; block geometry, lanes and __syncthreads in callees (ChildFacts);
; the static shared memory of a kernel and its callees (an array of no size
; is dynamic shared memory); another unit's function and an indirect call,
; which every rule refuses; an internal function whose address is taken
; (compiled apart); recursion, which each function's walk meets through
; itself; and two reasons in two callees, where each rule reports the one
; its own walk meets first (the static shared memory and the register-bound
; rules walk the callees last called first).
; REQUIRES: nvptx-registered-target
; RUN: opt -passes='print<dpagg-function-summaries>' -disable-output %s 2>&1 | FileCheck %s
; CHECK-LABEL: facts of @spin:
; CHECK-NEXT:   inter-thread waits: a volatile or atomic load in a loop in spin
; CHECK-NEXT:   inter-thread waits in a loop: a volatile or atomic load in a loop in spin
; CHECK-NEXT: facts of @bump:
; CHECK-NEXT:   inter-thread waits in a loop: an atomic operation in a loop in bump
; CHECK-NEXT: facts of @waits_in_callee:
; CHECK-NEXT:   inter-thread waits: a volatile or atomic load in a loop in spin
; CHECK-NEXT:   inter-thread waits in a loop: a volatile or atomic load in a loop in spin
; CHECK-NEXT:   user callee: spin
; CHECK-NEXT:   reaches: @spin
; CHECK-NEXT: facts of @calls_in_loop:
; CHECK-NEXT:   inter-thread waits: an atomic operation in a loop in bump
; CHECK-NEXT:   inter-thread waits in a loop: an atomic operation in a loop in bump
; CHECK-NEXT:   user callee: bump
; CHECK-NEXT:   reaches: @bump
; CHECK-NEXT: facts of @leaves:
; CHECK-NEXT:   inter-thread waits in a loop: a call to llvm.nvvm.exit in a loop in leaves
; CHECK-NEXT:   thread exit: leaves calls llvm.nvvm.exit
; CHECK-NEXT:   child: warp-sensitive
; CHECK-NEXT: facts of @replaceable:
; CHECK-NEXT: facts of @exits_through_callee:
; CHECK-NEXT:   inter-thread waits in a loop: a call to llvm.nvvm.exit in a loop in leaves
; CHECK-NEXT:   thread exit: leaves calls llvm.nvvm.exit
; CHECK-NEXT:   child: warp-sensitive
; CHECK-NEXT:   user callee: leaves
; CHECK-NEXT:   reaches: @leaves
; CHECK-NEXT: facts of @calls_replaceable:
; CHECK-NEXT:   inter-thread waits: a call to replaceable, which another unit's definition may replace, in calls_replaceable
; CHECK-NEXT:   inter-thread waits in a loop: a call to replaceable, which another unit's definition may replace, in calls_replaceable
; CHECK-NEXT:   thread exit: calls_replaceable calls replaceable, which another unit's definition may replace
; CHECK-NEXT:   compiled apart: calls replaceable, which another unit's definition may replace at the link
; CHECK-NEXT:   user callee: replaceable
; CHECK-NEXT:   reaches: @replaceable
; CHECK-NEXT: facts of @block_index:
; CHECK-NEXT:   child: reads-geometry
; CHECK-NEXT: facts of @lane:
; CHECK-NEXT:   child: warp-sensitive
; CHECK-NEXT: facts of @sync:
; CHECK-NEXT:   child: syncthreads
; CHECK-NEXT: facts of @child_through_callees:
; CHECK-NEXT:   child: reads-geometry warp-sensitive syncthreads
; CHECK-NEXT:   user callee: block_index
; CHECK-NEXT:   reaches: @block_index @lane @sync
; CHECK-NEXT: facts of @use_flags:
; CHECK-NEXT:   static shared: 3 bytes
; CHECK-NEXT: facts of @shared_user:
; CHECK-NEXT:   static shared: 1030 bytes
; CHECK-NEXT:   user callee: use_flags
; CHECK-NEXT:   reaches: @use_flags
; CHECK-NEXT: facts of @calls_elsewhere:
; CHECK-NEXT:   inter-thread waits: a call to elsewhere, defined elsewhere, in calls_elsewhere
; CHECK-NEXT:   inter-thread waits in a loop: a call to elsewhere, defined elsewhere, in calls_elsewhere
; CHECK-NEXT:   thread exit: calls_elsewhere calls elsewhere, defined elsewhere
; CHECK-NEXT:   child blocker: it calls elsewhere, defined elsewhere
; CHECK-NEXT:   static shared: 0 bytes at least, not known: elsewhere, defined elsewhere
; CHECK-NEXT:   compiled apart: calls elsewhere, a function of another unit
; CHECK-NEXT: facts of @calls_pointer:
; CHECK-NEXT:   inter-thread waits: an indirect call in calls_pointer
; CHECK-NEXT:   inter-thread waits in a loop: an indirect call in calls_pointer
; CHECK-NEXT:   thread exit: an indirect call in calls_pointer
; CHECK-NEXT:   child blocker: an indirect call in calls_pointer
; CHECK-NEXT:   static shared: 0 bytes at least, not known: an indirect call in calls_pointer
; CHECK-NEXT:   compiled apart: makes an indirect call in calls_pointer
; CHECK-NEXT:   user callee: an indirect call
; CHECK-NEXT: facts of @taken:
; CHECK-NEXT: facts of @calls_taken:
; CHECK-NEXT:   compiled apart: calls taken, whose address is taken, so ptxas compiles it apart
; CHECK-NEXT:   user callee: taken
; CHECK-NEXT:   reaches: @taken
; CHECK-NEXT: facts of @ping:
; CHECK-NEXT:   inter-thread waits: recursion through ping
; CHECK-NEXT:   inter-thread waits in a loop: recursion through ping
; CHECK-NEXT:   child blocker: recursion through ping
; CHECK-NEXT:   user callee: pong
; CHECK-NEXT:   reaches: @ping @pong
; CHECK-NEXT: facts of @pong:
; CHECK-NEXT:   inter-thread waits: recursion through pong
; CHECK-NEXT:   inter-thread waits in a loop: recursion through pong
; CHECK-NEXT:   child blocker: recursion through pong
; CHECK-NEXT:   user callee: ping
; CHECK-NEXT:   reaches: @ping @pong
; CHECK-NEXT: facts of @recursive_child:
; CHECK-NEXT:   inter-thread waits: recursion through ping
; CHECK-NEXT:   inter-thread waits in a loop: recursion through ping
; CHECK-NEXT:   child blocker: recursion through ping
; CHECK-NEXT:   user callee: ping
; CHECK-NEXT:   reaches: @ping @pong
; CHECK-NEXT: facts of @first_reason:
; CHECK-NEXT:   inter-thread waits: a call to elsewhere, defined elsewhere, in first_reason
; CHECK-NEXT:   inter-thread waits in a loop: a call to elsewhere, defined elsewhere, in first_reason
; CHECK-NEXT:   thread exit: first_reason calls elsewhere, defined elsewhere
; CHECK-NEXT:   child blocker: it calls elsewhere, defined elsewhere
; CHECK-NEXT:   static shared: 0 bytes at least, not known: elsewhere, defined elsewhere
; CHECK-NEXT:   compiled apart: calls elsewhere, a function of another unit
; CHECK-NEXT: facts of @second_reason:
; CHECK-NEXT:   inter-thread waits: an indirect call in second_reason
; CHECK-NEXT:   inter-thread waits in a loop: an indirect call in second_reason
; CHECK-NEXT:   thread exit: an indirect call in second_reason
; CHECK-NEXT:   child blocker: an indirect call in second_reason
; CHECK-NEXT:   static shared: 0 bytes at least, not known: an indirect call in second_reason
; CHECK-NEXT:   compiled apart: makes an indirect call in second_reason
; CHECK-NEXT:   user callee: an indirect call
; CHECK-NEXT: facts of @two_reasons:
; CHECK-NEXT:   inter-thread waits: a call to elsewhere, defined elsewhere, in first_reason
; CHECK-NEXT:   inter-thread waits in a loop: a call to elsewhere, defined elsewhere, in first_reason
; CHECK-NEXT:   thread exit: first_reason calls elsewhere, defined elsewhere
; CHECK-NEXT:   child blocker: it calls elsewhere, defined elsewhere
; CHECK-NEXT:   static shared: 0 bytes at least, not known: an indirect call in second_reason
; CHECK-NEXT:   compiled apart: makes an indirect call in second_reason
; CHECK-NEXT:   user callee: first_reason
; CHECK-NEXT:   reaches: @first_reason @second_reason
; CHECK-NEXT: @spin:

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [256 x i32] undef, align 4
@flags = internal addrspace(3) global [3 x i8] undef, align 1
@dynamic = external addrspace(3) global [0 x i8], align 16

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.laneid()
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)
declare void @llvm.nvvm.exit()
declare void @elsewhere()
declare i32 @vprintf(ptr, ptr)

; A spin on a flag another thread sets: a wait outside barriers.
define void @spin(ptr %f) {
entry:
  br label %loop
loop:
  %v = load volatile i32, ptr %f
  %c = icmp eq i32 %v, 0
  br i1 %c, label %loop, label %done
done:
  ret void
}

; An atomic, harmless outside a loop, a wait when called inside one.
define void @bump(ptr %p) {
  %o = atomicrmw add ptr %p, i32 1 monotonic
  ret void
}

define ptx_kernel void @waits_in_callee(ptr %f) {
  call void @spin(ptr %f)
  ret void
}

define ptx_kernel void @calls_in_loop(ptr %p, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %j, %loop ]
  call void @bump(ptr %p)
  %j = add i32 %i, 1
  %c = icmp ult i32 %j, %n
  br i1 %c, label %loop, label %done
done:
  ret void
}

; Ways out other than a return.
define void @leaves() {
  call void @llvm.nvvm.exit()
  ret void
}

define weak void @replaceable() {
  ret void
}

define ptx_kernel void @exits_through_callee() {
  call void @leaves()
  ret void
}

define ptx_kernel void @calls_replaceable() {
  call void @replaceable()
  ret void
}

; Block geometry, warps and barriers through callees.
define i32 @block_index() {
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  ret i32 %b
}

define i32 @lane() {
  %l = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  ret i32 %l
}

define void @sync() {
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  ret void
}

define ptx_kernel void @child_through_callees(ptr %out) {
  %b = call i32 @block_index()
  %l = call i32 @lane()
  call void @sync()
  %s = add i32 %b, %l
  store i32 %s, ptr %out
  ret void
}

; Static shared memory: a tile, three flag bytes and the dynamic array
; (no size), through a callee.
define void @use_flags(i32 %i) {
  %p = getelementptr [3 x i8], ptr addrspace(3) @flags, i32 0, i32 %i
  store i8 1, ptr addrspace(3) %p
  ret void
}

define ptx_kernel void @shared_user(i32 %i) {
  %p = getelementptr [256 x i32], ptr addrspace(3) @tile, i32 0, i32 %i
  store i32 0, ptr addrspace(3) %p
  %d = getelementptr [0 x i8], ptr addrspace(3) @dynamic, i32 0, i32 %i
  store i8 0, ptr addrspace(3) %d
  call void @use_flags(i32 %i)
  ret void
}

; Another unit's function and an indirect call.
define ptx_kernel void @calls_elsewhere() {
  call void @elsewhere()
  ret void
}

define ptx_kernel void @calls_pointer(ptr %fn) {
  call void %fn()
  ret void
}

; An internal function whose address is taken is compiled apart.
define internal void @taken() {
  ret void
}

@table = addrspace(1) global ptr @taken

define ptx_kernel void @calls_taken() {
  call void @taken()
  ret void
}

; Recursion: each function's walk finds it through itself.
define void @ping(i32 %n) {
  call void @pong(i32 %n)
  ret void
}

define void @pong(i32 %n) {
  call void @ping(i32 %n)
  ret void
}

define ptx_kernel void @recursive_child(i32 %n) {
  call void @ping(i32 %n)
  ret void
}

; Two reasons in two callees: each rule reports the one its walk meets
; first (a rule that visits a function's calls in order and walks the
; callees last called first reports the second callee's).
define void @first_reason() {
  call void @elsewhere()
  ret void
}

define void @second_reason(ptr %fn) {
  call void %fn()
  ret void
}

define ptx_kernel void @two_reasons(ptr %fn) {
  call void @first_reason()
  call void @second_reason(ptr %fn)
  ret void
}
