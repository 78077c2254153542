; Hand-written: one function per inline-assembly template, and the facts
; of the rules that read assembly (print<dpagg-function-summaries>), all
; over the statements of PtxAsm.h's one reader (readPtxTemplate):
;   thread exit          the thread-exit rule: every statement must be known
;                        to fall through (leavingAsmStatement)
;   inter-thread waits   no barrier or warp-synchronous instruction, no
;                        branch (synchronizingAsmStatement); in a loop, no
;                        assembly at all
;   child assembly       what a copy of the kernel could duplicate or DPAgg
;                        cannot count (inlineAsmDeclaration)
;   static shared        assembly that may declare memory
;                        (inlineAsmDeclaration, MemoryOnly)
;   child blocker        special registers a child cannot read
;                        (blockedAsmRegister)
; A template the reader cannot read is refused by each of them; braces that
; do not balance only by the child's rules. Any assembly makes a child
; warp-sensitive.
; REQUIRES: nvptx-registered-target
; RUN: opt -passes='print<dpagg-function-summaries>' -disable-output %s 2>&1 | FileCheck %s
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; ret: ends the thread
; CHECK-LABEL: facts of @ret:
; CHECK-NEXT:    inter-thread waits in a loop: inline assembly in a loop in ret
; CHECK-NEXT:    thread exit: inline assembly in ret has `ret`, not an instruction known to fall through
; CHECK-NEXT:    child: warp-sensitive
; CHECK-NOT:   {{^  }}
define void @ret(i32 %x, i1 %p, i64 %w) {
  call void asm sideeffect "ret;", ""()
  ret void
}

; exit_guarded: exit under a predicate operand
; CHECK-LABEL: facts of @exit_guarded:
; CHECK-NEXT:    inter-thread waits in a loop: inline assembly in a loop in exit_guarded
; CHECK-NEXT:    thread exit: inline assembly in exit_guarded has `exit`, not an instruction known to fall through
; CHECK-NEXT:    child: warp-sensitive
; CHECK-NOT:   {{^  }}
define void @exit_guarded(i32 %x, i1 %p, i64 %w) {
  call void asm sideeffect "@$0 exit;", "b"(i1 %p)
  ret void
}

; trap: ends the grid: falls through as far as the slot is concerned
; CHECK-LABEL: facts of @trap:
; CHECK-NEXT:    inter-thread waits in a loop: inline assembly in a loop in trap
; CHECK-NEXT:    child: warp-sensitive
; CHECK-NOT:   {{^  }}
define void @trap(i32 %x, i1 %p, i64 %w) {
  call void asm sideeffect "trap;", ""()
  ret void
}

; comment_ret: a commented-out ret
; CHECK-LABEL: facts of @comment_ret:
; CHECK-NEXT:    inter-thread waits in a loop: inline assembly in a loop in comment_ret
; CHECK-NEXT:    child: warp-sensitive
; CHECK-NOT:   {{^  }}
define void @comment_ret(i32 %x, i1 %p, i64 %w) {
  call void asm sideeffect "mov.u32 %r0, %laneid; // ret;", ""()
  ret void
}

; block_comment_exit: a ret in a block comment
; CHECK-LABEL: facts of @block_comment_exit:
; CHECK-NEXT:    inter-thread waits in a loop: inline assembly in a loop in block_comment_exit
; CHECK-NEXT:    child: warp-sensitive
; CHECK-NOT:   {{^  }}
define void @block_comment_exit(i32 %x, i1 %p, i64 %w) {
  call void asm sideeffect "membar.gl;\0A\09/* exit; */", ""()
  ret void
}

; loc_ret: .loc ends at no `;`
; CHECK-LABEL: facts of @loc_ret:
; CHECK-NEXT:    inter-thread waits in a loop: inline assembly in a loop in loc_ret
; CHECK-NEXT:    thread exit: inline assembly in loc_ret has `.loc`, not an instruction known to fall through
; CHECK-NEXT:    child: warp-sensitive
; CHECK-NEXT:    child assembly: inline assembly in loc_ret declares names or memory (a .loc declaration), which a copy of the kernel could duplicate or which DPAgg cannot count
; CHECK-NEXT:    static shared: 0 bytes at least, not known: inline assembly in loc_ret that may declare memory
; CHECK-NOT:   {{^  }}
define void @loc_ret(i32 %x, i1 %p, i64 %w) {
  call void asm sideeffect ".loc 1 1 1 ret;", ""()
  ret void
}

; loc_newline_ret: .loc on its own line
; CHECK-LABEL: facts of @loc_newline_ret:
; CHECK-NEXT:    inter-thread waits in a loop: inline assembly in a loop in loc_newline_ret
; CHECK-NEXT:    thread exit: inline assembly in loc_newline_ret has `.loc`, not an instruction known to fall through
; CHECK-NEXT:    child: warp-sensitive
; CHECK-NEXT:    child assembly: inline assembly in loc_newline_ret declares names or memory (a .loc declaration), which a copy of the kernel could duplicate or which DPAgg cannot count
; CHECK-NEXT:    static shared: 0 bytes at least, not known: inline assembly in loc_newline_ret that may declare memory
; CHECK-NOT:   {{^  }}
define void @loc_newline_ret(i32 %x, i1 %p, i64 %w) {
  call void asm sideeffect ".loc 1 1 1\0A\09ret;", ""()
  ret void
}

; braced_guarded_ret: a guarded ret in a scope
; CHECK-LABEL: facts of @braced_guarded_ret:
; CHECK-NEXT:    inter-thread waits in a loop: inline assembly in a loop in braced_guarded_ret
; CHECK-NEXT:    thread exit: inline assembly in braced_guarded_ret has `ret`, not an instruction known to fall through
; CHECK-NEXT:    child: warp-sensitive
; CHECK-NOT:   {{^  }}
define void @braced_guarded_ret(i32 %x, i1 %p, i64 %w) {
  call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.lt.s32 p, $0, 0;\0A\09@p ret;\0A\09}", "r"(i32 %x)
  ret void
}

; call_uni: a call
; CHECK-LABEL: facts of @call_uni:
; CHECK-NEXT:    inter-thread waits in a loop: inline assembly in a loop in call_uni
; CHECK-NEXT:    thread exit: inline assembly in call_uni has `call`, not an instruction known to fall through
; CHECK-NEXT:    child: warp-sensitive
; CHECK-NOT:   {{^  }}
define void @call_uni(i32 %x, i1 %p, i64 %w) {
  call void asm sideeffect "call.uni leave_thread;", ""()
  ret void
}

; unknown_opcode: an opcode not on the list
; CHECK-LABEL: facts of @unknown_opcode:
; CHECK-NEXT:    inter-thread waits in a loop: inline assembly in a loop in unknown_opcode
; CHECK-NEXT:    thread exit: inline assembly in unknown_opcode has `brkpt`, not an instruction known to fall through
; CHECK-NEXT:    child: warp-sensitive
; CHECK-NOT:   {{^  }}
define void @unknown_opcode(i32 %x, i1 %p, i64 %w) {
  call void asm sideeffect "brkpt;", ""()
  ret void
}

; plain_label: a label in braces
; CHECK-LABEL: facts of @plain_label:
; CHECK-NEXT:    inter-thread waits in a loop: inline assembly in a loop in plain_label
; CHECK-NEXT:    child: warp-sensitive
; CHECK-NOT:   {{^  }}
define void @plain_label(i32 %x, i1 %p, i64 %w) {
  call void asm sideeffect "{\0A\09done:\0A\09nanosleep.u32 1;\0A\09}", ""()
  ret void
}

; uid_label: a %= label falls through like any label
; CHECK-LABEL: facts of @uid_label:
; CHECK-NEXT:    inter-thread waits in a loop: inline assembly in a loop in uid_label
; CHECK-NEXT:    child: warp-sensitive
; CHECK-NOT:   {{^  }}
define void @uid_label(i32 %x, i1 %p, i64 %w) {
  call void asm sideeffect "L${:uid}: mov.u32 %r0, 1;", ""()
  ret void
}

; uid_label_barrier: a named barrier after a %= label is seen
; CHECK-LABEL: facts of @uid_label_barrier:
; CHECK-NEXT:    inter-thread waits: inline assembly with `bar` in uid_label_barrier, a barrier or warp-synchronous instruction whose guard or operands may hold some threads for others
; CHECK-NEXT:    inter-thread waits in a loop: inline assembly in a loop in uid_label_barrier
; CHECK-NEXT:    child: warp-sensitive
; CHECK-NOT:   {{^  }}
define void @uid_label_barrier(i32 %x, i1 %p, i64 %w) {
  call void asm sideeffect "{ L${:uid}: bar.sync 1, 64; }", ""()
  ret void
}

; pct_label: a label outside braces
; CHECK-LABEL: facts of @pct_label:
; CHECK-NEXT:    inter-thread waits in a loop: inline assembly in a loop in pct_label
; CHECK-NEXT:    child: warp-sensitive
; CHECK-NEXT:    child assembly: inline assembly in pct_label declares names or memory (a label outside braces (%pct_done)), which a copy of the kernel could duplicate or which DPAgg cannot count
; CHECK-NOT:   {{^  }}
define void @pct_label(i32 %x, i1 %p, i64 %w) {
  call void asm sideeffect "%pct_done: add.u32 %r0, %r0, 1;", ""()
  ret void
}

; two_labels_shared: labels before a .shared declaration
; CHECK-LABEL: facts of @two_labels_shared:
; CHECK-NEXT:    inter-thread waits in a loop: inline assembly in a loop in two_labels_shared
; CHECK-NEXT:    child: warp-sensitive
; CHECK-NEXT:    child assembly: inline assembly in two_labels_shared declares names or memory (a .shared declaration), which a copy of the kernel could duplicate or which DPAgg cannot count
; CHECK-NEXT:    static shared: 0 bytes at least, not known: inline assembly in two_labels_shared that may declare memory
; CHECK-NOT:   {{^  }}
define void @two_labels_shared(i32 %x, i1 %p, i64 %w) {
  call void asm sideeffect "{\0A\09first:\0A\09second: .shared .align 4 .b8 two_buf[49140];\0A\09}", ""()
  ret void
}

; uid_label_shared: a .shared declaration after a %= label
; CHECK-LABEL: facts of @uid_label_shared:
; CHECK-NEXT:    inter-thread waits in a loop: inline assembly in a loop in uid_label_shared
; CHECK-NEXT:    child: warp-sensitive
; CHECK-NEXT:    child assembly: inline assembly in uid_label_shared declares names or memory (a .shared declaration), which a copy of the kernel could duplicate or which DPAgg cannot count
; CHECK-NEXT:    static shared: 0 bytes at least, not known: inline assembly in uid_label_shared that may declare memory
; CHECK-NOT:   {{^  }}
define void @uid_label_shared(i32 %x, i1 %p, i64 %w) {
  call void asm sideeffect "L${:uid}: .shared .align 4 .b8 uid_buf[49140];", ""()
  ret void
}

; shared_in_braces: .shared in a scope
; CHECK-LABEL: facts of @shared_in_braces:
; CHECK-NEXT:    inter-thread waits in a loop: inline assembly in a loop in shared_in_braces
; CHECK-NEXT:    child: warp-sensitive
; CHECK-NEXT:    child assembly: inline assembly in shared_in_braces declares names or memory (a .shared declaration), which a copy of the kernel could duplicate or which DPAgg cannot count
; CHECK-NEXT:    static shared: 0 bytes at least, not known: inline assembly in shared_in_braces that may declare memory
; CHECK-NOT:   {{^  }}
define void @shared_in_braces(i32 %x, i1 %p, i64 %w) {
  call void asm sideeffect "{\0A\09.shared .align 4 .b8 buf[100];\0A\09st.shared.u32 [buf], $0;\0A\09}", "r"(i32 %x)
  ret void
}

; local_decl: a .local declaration
; CHECK-LABEL: facts of @local_decl:
; CHECK-NEXT:    inter-thread waits in a loop: inline assembly in a loop in local_decl
; CHECK-NEXT:    child: warp-sensitive
; CHECK-NEXT:    child assembly: inline assembly in local_decl declares names or memory (a .local declaration), which a copy of the kernel could duplicate or which DPAgg cannot count
; CHECK-NEXT:    static shared: 0 bytes at least, not known: inline assembly in local_decl that may declare memory
; CHECK-NOT:   {{^  }}
define void @local_decl(i32 %x, i1 %p, i64 %w) {
  call void asm sideeffect ".local .b8 scratch[16];", ""()
  ret void
}

; reg_outside: a .reg outside braces
; CHECK-LABEL: facts of @reg_outside:
; CHECK-NEXT:    inter-thread waits in a loop: inline assembly in a loop in reg_outside
; CHECK-NEXT:    child: warp-sensitive
; CHECK-NEXT:    child assembly: inline assembly in reg_outside declares names or memory (a .reg declaration outside braces), which a copy of the kernel could duplicate or which DPAgg cannot count
; CHECK-NOT:   {{^  }}
define void @reg_outside(i32 %x, i1 %p, i64 %w) {
  call void asm sideeffect ".reg .u32 t;\0A\09mov.u32 t, $0;", "r"(i32 %x)
  ret void
}

; reg_inside: a .reg in a scope
; CHECK-LABEL: facts of @reg_inside:
; CHECK-NEXT:    inter-thread waits in a loop: inline assembly in a loop in reg_inside
; CHECK-NEXT:    child: warp-sensitive
; CHECK-NOT:   {{^  }}
define void @reg_inside(i32 %x, i1 %p, i64 %w) {
  call void asm sideeffect "{\0A\09.reg .u32 t;\0A\09mov.u32 t, $0;\0A\09}", "r"(i32 %x)
  ret void
}

; reg_dot_type: cuda_fp16.hpp's `.reg.b32`
; CHECK-LABEL: facts of @reg_dot_type:
; CHECK-NEXT:    inter-thread waits in a loop: inline assembly in a loop in reg_dot_type
; CHECK-NEXT:    child: warp-sensitive
; CHECK-NOT:   {{^  }}
define void @reg_dot_type(i32 %x, i1 %p, i64 %w) {
  call void asm sideeffect "{.reg.b32 f;\0A\09mov.b32 f, $0;}", "r"(i32 %x)
  ret void
}

; vector_braces: a vector operand
; CHECK-LABEL: facts of @vector_braces:
; CHECK-NEXT:    inter-thread waits in a loop: inline assembly in a loop in vector_braces
; CHECK-NEXT:    child: warp-sensitive
; CHECK-NOT:   {{^  }}
define void @vector_braces(i32 %x, i1 %p, i64 %w) {
  call void asm sideeffect "{ .reg .b32 lo, hi; mov.b64 {lo, hi}, $0; }", "l"(i64 %w)
  ret void
}

; unbalanced_close: one brace too many: no reason to the thread-exit and wait rules
; CHECK-LABEL: facts of @unbalanced_close:
; CHECK-NEXT:    inter-thread waits in a loop: inline assembly in a loop in unbalanced_close
; CHECK-NEXT:    child: warp-sensitive
; CHECK-NEXT:    child assembly: inline assembly in unbalanced_close declares names or memory (unbalanced braces), which a copy of the kernel could duplicate or which DPAgg cannot count
; CHECK-NEXT:    static shared: 0 bytes at least, not known: inline assembly in unbalanced_close that may declare memory
; CHECK-NOT:   {{^  }}
define void @unbalanced_close(i32 %x, i1 %p, i64 %w) {
  call void asm sideeffect "{ mov.u32 %r0, 1; }}", ""()
  ret void
}

; unbalanced_open: a brace not closed
; CHECK-LABEL: facts of @unbalanced_open:
; CHECK-NEXT:    inter-thread waits in a loop: inline assembly in a loop in unbalanced_open
; CHECK-NEXT:    child: warp-sensitive
; CHECK-NEXT:    child assembly: inline assembly in unbalanced_open declares names or memory (unbalanced braces), which a copy of the kernel could duplicate or which DPAgg cannot count
; CHECK-NEXT:    static shared: 0 bytes at least, not known: inline assembly in unbalanced_open that may declare memory
; CHECK-NOT:   {{^  }}
define void @unbalanced_open(i32 %x, i1 %p, i64 %w) {
  call void asm sideeffect "{ mov.u32 %r0, 1;", ""()
  ret void
}

; no_semicolon: a statement without `;`: cannot be read, so every rule refuses it
; CHECK-LABEL: facts of @no_semicolon:
; CHECK-NEXT:    inter-thread waits: inline assembly in no_semicolon that cannot be read (a statement without `;`), which may hold a barrier or warp-synchronous instruction
; CHECK-NEXT:    inter-thread waits in a loop: inline assembly in a loop in no_semicolon
; CHECK-NEXT:    thread exit: inline assembly in no_semicolon that cannot be read (a statement without `;`), which may not fall through
; CHECK-NEXT:    child: warp-sensitive
; CHECK-NEXT:    child assembly: inline assembly in no_semicolon declares names or memory (a statement without `;`), which a copy of the kernel could duplicate or which DPAgg cannot count
; CHECK-NEXT:    static shared: 0 bytes at least, not known: inline assembly in no_semicolon that may declare memory
; CHECK-NOT:   {{^  }}
define void @no_semicolon(i32 %x, i1 %p, i64 %w) {
  call void asm sideeffect "mov.u32 %r0, 1", ""()
  ret void
}

; pragma: a pragma
; CHECK-LABEL: facts of @pragma:
; CHECK-NEXT:    inter-thread waits in a loop: inline assembly in a loop in pragma
; CHECK-NEXT:    child: warp-sensitive
; CHECK-NEXT:    child assembly: inline assembly in pragma declares names or memory (a .pragma declaration), which a copy of the kernel could duplicate or which DPAgg cannot count
; CHECK-NEXT:    static shared: 0 bytes at least, not known: inline assembly in pragma that may declare memory
; CHECK-NOT:   {{^  }}
define void @pragma(i32 %x, i1 %p, i64 %w) {
  call void asm sideeffect ".pragma \22nounroll\22;", ""()
  ret void
}

; bar_sync_operands: a named barrier with operands
; CHECK-LABEL: facts of @bar_sync_operands:
; CHECK-NEXT:    inter-thread waits: inline assembly with `bar` in bar_sync_operands, a barrier or warp-synchronous instruction whose guard or operands may hold some threads for others
; CHECK-NEXT:    inter-thread waits in a loop: inline assembly in a loop in bar_sync_operands
; CHECK-NEXT:    child: warp-sensitive
; CHECK-NOT:   {{^  }}
define void @bar_sync_operands(i32 %x, i1 %p, i64 %w) {
  call void asm sideeffect "bar.sync $0, $1;", "r,r"(i32 %x, i32 %x)
  ret void
}

; guarded_bar: a guarded named barrier
; CHECK-LABEL: facts of @guarded_bar:
; CHECK-NEXT:    inter-thread waits: inline assembly with `bar` in guarded_bar, a barrier or warp-synchronous instruction whose guard or operands may hold some threads for others
; CHECK-NEXT:    inter-thread waits in a loop: inline assembly in a loop in guarded_bar
; CHECK-NEXT:    child: warp-sensitive
; CHECK-NOT:   {{^  }}
define void @guarded_bar(i32 %x, i1 %p, i64 %w) {
  call void asm sideeffect "{ .reg .pred q; setp.eq.u32 q, $0, 1; @q bar.sync 1, 64; }", "r"(i32 %x)
  ret void
}

; bar_arrive: bar.arrive
; CHECK-LABEL: facts of @bar_arrive:
; CHECK-NEXT:    inter-thread waits: inline assembly with `bar` in bar_arrive, a barrier or warp-synchronous instruction whose guard or operands may hold some threads for others
; CHECK-NEXT:    inter-thread waits in a loop: inline assembly in a loop in bar_arrive
; CHECK-NEXT:    child: warp-sensitive
; CHECK-NOT:   {{^  }}
define void @bar_arrive(i32 %x, i1 %p, i64 %w) {
  call void asm sideeffect "{ .reg .pred q; setp.eq.u32 q, $0, 0; @q bar.arrive 1, 64; }", "r"(i32 %x)
  ret void
}

; bar_warp_sync: __syncwarp
; CHECK-LABEL: facts of @bar_warp_sync:
; CHECK-NEXT:    inter-thread waits: inline assembly with `bar` in bar_warp_sync, a barrier or warp-synchronous instruction whose guard or operands may hold some threads for others
; CHECK-NEXT:    inter-thread waits in a loop: inline assembly in a loop in bar_warp_sync
; CHECK-NEXT:    child: warp-sensitive
; CHECK-NOT:   {{^  }}
define void @bar_warp_sync(i32 %x, i1 %p, i64 %w) {
  call void asm sideeffect "bar.warp.sync -1;", ""()
  ret void
}

; shfl: a shuffle
; CHECK-LABEL: facts of @shfl:
; CHECK-NEXT:    inter-thread waits: inline assembly with `shfl` in shfl, a barrier or warp-synchronous instruction whose guard or operands may hold some threads for others
; CHECK-NEXT:    inter-thread waits in a loop: inline assembly in a loop in shfl
; CHECK-NEXT:    child: warp-sensitive
; CHECK-NOT:   {{^  }}
define void @shfl(i32 %x, i1 %p, i64 %w) {
  %v = call i32 asm sideeffect "shfl.sync.bfly.b32 $0, $1, 1, 0x1f, -1;", "=r,r"(i32 %x)
  ret void
}

; vote: a vote
; CHECK-LABEL: facts of @vote:
; CHECK-NEXT:    inter-thread waits: inline assembly with `vote` in vote, a barrier or warp-synchronous instruction whose guard or operands may hold some threads for others
; CHECK-NEXT:    inter-thread waits in a loop: inline assembly in a loop in vote
; CHECK-NEXT:    child: warp-sensitive
; CHECK-NOT:   {{^  }}
define void @vote(i32 %x, i1 %p, i64 %w) {
  %v = call i32 asm sideeffect "vote.sync.ballot.b32 $0, 1, -1;", "=r"()
  ret void
}

; setmaxnreg: setmaxnreg
; CHECK-LABEL: facts of @setmaxnreg:
; CHECK-NEXT:    inter-thread waits: inline assembly with `setmaxnreg` in setmaxnreg, a barrier or warp-synchronous instruction whose guard or operands may hold some threads for others
; CHECK-NEXT:    inter-thread waits in a loop: inline assembly in a loop in setmaxnreg
; CHECK-NEXT:    child: warp-sensitive
; CHECK-NOT:   {{^  }}
define void @setmaxnreg(i32 %x, i1 %p, i64 %w) {
  call void asm sideeffect "setmaxnreg.inc.sync.aligned.u32 64;", ""()
  ret void
}

; branch: a branch
; CHECK-LABEL: facts of @branch:
; CHECK-NEXT:    inter-thread waits: inline assembly that branches in branch
; CHECK-NEXT:    inter-thread waits in a loop: inline assembly in a loop in branch
; CHECK-NEXT:    thread exit: inline assembly in branch has `bra`, not an instruction known to fall through
; CHECK-NEXT:    child: warp-sensitive
; CHECK-NOT:   {{^  }}
define void @branch(i32 %x, i1 %p, i64 %w) {
  call void asm sideeffect "{ .reg .pred p; setp.eq.u32 p, $0, 0; @p bra.uni SKIP; SKIP: }", "r"(i32 %x)
  ret void
}

; ctaid: reads the block geometry
; CHECK-LABEL: facts of @ctaid:
; CHECK-NEXT:    inter-thread waits in a loop: inline assembly in a loop in ctaid
; CHECK-NEXT:    child: warp-sensitive
; CHECK-NEXT:    child blocker: inline assembly in ctaid reads the block geometry
; CHECK-NOT:   {{^  }}
define void @ctaid(i32 %x, i1 %p, i64 %w) {
  %v = call i32 asm sideeffect "mov.u32 $0, %ctaid.x;", "=r"()
  ret void
}

; total_smem: a register a child cannot read
; CHECK-LABEL: facts of @total_smem:
; CHECK-NEXT:    inter-thread waits in a loop: inline assembly in a loop in total_smem
; CHECK-NEXT:    child: warp-sensitive
; CHECK-NEXT:    child blocker: inline assembly in total_smem reads %total_smem_size, which cannot read as in the child's own launch
; CHECK-NOT:   {{^  }}
define void @total_smem(i32 %x, i1 %p, i64 %w) {
  %v = call i32 asm sideeffect "mov.u32 $0, %total_smem_size;", "=r"()
  ret void
}

; laneid: an allowed register
; CHECK-LABEL: facts of @laneid:
; CHECK-NEXT:    inter-thread waits in a loop: inline assembly in a loop in laneid
; CHECK-NEXT:    child: warp-sensitive
; CHECK-NOT:   {{^  }}
define void @laneid(i32 %x, i1 %p, i64 %w) {
  %v = call i32 asm sideeffect "mov.u32 $0, %laneid;", "=r"()
  ret void
}

; comment_escape: a template escape other than an operand: cannot be read
; CHECK-LABEL: facts of @comment_escape:
; CHECK-NEXT:    inter-thread waits: inline assembly in comment_escape that cannot be read (a template escape other than an operand), which may hold a barrier or warp-synchronous instruction
; CHECK-NEXT:    inter-thread waits in a loop: inline assembly in a loop in comment_escape
; CHECK-NEXT:    thread exit: inline assembly in comment_escape that cannot be read (a template escape other than an operand), which may not fall through
; CHECK-NEXT:    child: warp-sensitive
; CHECK-NEXT:    child assembly: inline assembly in comment_escape declares names or memory (a template escape other than an operand), which a copy of the kernel could duplicate or which DPAgg cannot count
; CHECK-NEXT:    static shared: 0 bytes at least, not known: inline assembly in comment_escape that may declare memory
; CHECK-NOT:   {{^  }}
define void @comment_escape(i32 %x, i1 %p, i64 %w) {
  %v = call i32 asm sideeffect "mov.u32 $0, 1; ${:comment} .shared x;", "=r"()
  ret void
}

; dialect_escape: a dialect variant: cannot be read
; CHECK-LABEL: facts of @dialect_escape:
; CHECK-NEXT:    inter-thread waits: inline assembly in dialect_escape that cannot be read (a template escape other than an operand), which may hold a barrier or warp-synchronous instruction
; CHECK-NEXT:    inter-thread waits in a loop: inline assembly in a loop in dialect_escape
; CHECK-NEXT:    thread exit: inline assembly in dialect_escape that cannot be read (a template escape other than an operand), which may not fall through
; CHECK-NEXT:    child: warp-sensitive
; CHECK-NEXT:    child assembly: inline assembly in dialect_escape declares names or memory (a template escape other than an operand), which a copy of the kernel could duplicate or which DPAgg cannot count
; CHECK-NEXT:    static shared: 0 bytes at least, not known: inline assembly in dialect_escape that may declare memory
; CHECK-NOT:   {{^  }}
define void @dialect_escape(i32 %x, i1 %p, i64 %w) {
  %v = call i32 asm sideeffect "mov.u32 $0, 1; $(x$)", "=r"()
  ret void
}

; unterminated_operand: an unterminated operand
; CHECK-LABEL: facts of @unterminated_operand:
; CHECK-NEXT:    inter-thread waits: inline assembly in unterminated_operand that cannot be read (an unterminated operand), which may hold a barrier or warp-synchronous instruction
; CHECK-NEXT:    inter-thread waits in a loop: inline assembly in a loop in unterminated_operand
; CHECK-NEXT:    thread exit: inline assembly in unterminated_operand that cannot be read (an unterminated operand), which may not fall through
; CHECK-NEXT:    child: warp-sensitive
; CHECK-NEXT:    child assembly: inline assembly in unterminated_operand declares names or memory (an unterminated operand), which a copy of the kernel could duplicate or which DPAgg cannot count
; CHECK-NEXT:    static shared: 0 bytes at least, not known: inline assembly in unterminated_operand that may declare memory
; CHECK-NOT:   {{^  }}
define void @unterminated_operand(i32 %x, i1 %p, i64 %w) {
  %v = call i32 asm sideeffect "mov.u32 ${0, 1;", "=r"()
  ret void
}

; unterminated_comment: an unterminated comment
; CHECK-LABEL: facts of @unterminated_comment:
; CHECK-NEXT:    inter-thread waits: inline assembly in unterminated_comment that cannot be read (an unterminated comment), which may hold a barrier or warp-synchronous instruction
; CHECK-NEXT:    inter-thread waits in a loop: inline assembly in a loop in unterminated_comment
; CHECK-NEXT:    thread exit: inline assembly in unterminated_comment that cannot be read (an unterminated comment), which may not fall through
; CHECK-NEXT:    child: warp-sensitive
; CHECK-NEXT:    child assembly: inline assembly in unterminated_comment declares names or memory (an unterminated comment), which a copy of the kernel could duplicate or which DPAgg cannot count
; CHECK-NEXT:    static shared: 0 bytes at least, not known: inline assembly in unterminated_comment that may declare memory
; CHECK-NOT:   {{^  }}
define void @unterminated_comment(i32 %x, i1 %p, i64 %w) {
  %v = call i32 asm sideeffect "mov.u32 $0, 1; /* trap;", "=r"()
  ret void
}

; string_semicolon: a `;` in a string operand: cannot be read
; CHECK-LABEL: facts of @string_semicolon:
; CHECK-NEXT:    inter-thread waits: inline assembly in string_semicolon that cannot be read (a string operand of mov.u32), which may hold a barrier or warp-synchronous instruction
; CHECK-NEXT:    inter-thread waits in a loop: inline assembly in a loop in string_semicolon
; CHECK-NEXT:    thread exit: inline assembly in string_semicolon that cannot be read (a string operand of mov.u32), which may not fall through
; CHECK-NEXT:    child: warp-sensitive
; CHECK-NOT:   {{^  }}
define void @string_semicolon(i32 %x, i1 %p, i64 %w) {
  %v = call i32 asm sideeffect "mov.u32 $0, 1 \22; trap;\22;", "=r"()
  ret void
}

; digit_label: a label that starts with a digit: cannot be read
; CHECK-LABEL: facts of @digit_label:
; CHECK-NEXT:    inter-thread waits: inline assembly in digit_label that cannot be read (a statement that starts with neither an opcode nor a directive), which may hold a barrier or warp-synchronous instruction
; CHECK-NEXT:    inter-thread waits in a loop: inline assembly in a loop in digit_label
; CHECK-NEXT:    thread exit: inline assembly in digit_label that cannot be read (a statement that starts with neither an opcode nor a directive), which may not fall through
; CHECK-NEXT:    child: warp-sensitive
; CHECK-NEXT:    child assembly: inline assembly in digit_label declares names or memory (a statement that starts with neither an opcode nor a directive), which a copy of the kernel could duplicate or which DPAgg cannot count
; CHECK-NEXT:    static shared: 0 bytes at least, not known: inline assembly in digit_label that may declare memory
; CHECK-NOT:   {{^  }}
define void @digit_label(i32 %x, i1 %p, i64 %w) {
  call void asm sideeffect "1: mov.u32 %r0, 1;", ""()
  ret void
}

; empty: nothing
; CHECK-LABEL: facts of @empty:
; CHECK-NEXT:    inter-thread waits in a loop: inline assembly in a loop in empty
; CHECK-NEXT:    child: warp-sensitive
; CHECK-NOT:   {{^  }}
define void @empty(i32 %x, i1 %p, i64 %w) {
  call void asm sideeffect "", ""()
  ret void
}

