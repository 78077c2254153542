; Written by hand (the red team's): inline assembly on the side of the
; parameter buffer's null check that launches. Folding the check runs it in
; threads that had no buffer too; that is accepted only where it cannot be
; observed (observablePtxAsmCall, Support/PtxAsm.cpp): not sideeffect,
; memory(none), register and immediate operands only, and a text of pure
; register instructions writing only its outputs and its own registers. The
; first four launches are rewritten; every other one stays a V1 launch with
; the reason in its remark (the last three: the asm is harmless, but its
; output leaves the launching side, or the operand is memory).
; REQUIRES: nvptx-registered-target
; RUN: opt -passes='dpagg-lower-v1-launches<all>' -pass-remarks=dpagg \
; RUN:   -pass-remarks-missed=dpagg -S %s -o %t.ll 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: FileCheck %s < %t.ll

; REMARK:      remark: <unknown>:0:0: launch of child(unsigned short*, unsigned short, unsigned short) rewritten from V1 to V2
; REMARK-NEXT: remark: <unknown>:0:0: launch of child(unsigned short*, unsigned short, unsigned short) rewritten from V1 to V2
; REMARK-NEXT: remark: <unknown>:0:0: launch of child(unsigned short*, unsigned short, unsigned short) rewritten from V1 to V2
; REMARK-NEXT: remark: <unknown>:0:0: launch of child(unsigned short*, unsigned short, unsigned short) rewritten from V1 to V2
; REMARK-NEXT: remark: <unknown>:0:0: device launch left as a V1 launch: the side of the parameter buffer's null check that launches also runs {{.*}}, which a thread without a buffer skips (inline assembly: asm sideeffect)
; REMARK-NEXT: remark: <unknown>:0:0: device launch left as a V1 launch: the side of the parameter buffer's null check that launches also runs {{.*}}, which a thread without a buffer skips (inline assembly: it may access memory)
; REMARK-NEXT: remark: <unknown>:0:0: device launch left as a V1 launch: the side of the parameter buffer's null check that launches also runs {{.*}}, which a thread without a buffer skips (inline assembly: a clobber (~{memory}))
; REMARK-NEXT: remark: <unknown>:0:0: device launch left as a V1 launch: the side of the parameter buffer's null check that launches also runs {{.*}}, which a thread without a buffer skips (inline assembly: it may access memory)
; REMARK-NEXT: remark: <unknown>:0:0: device launch left as a V1 launch: the side of the parameter buffer's null check that launches also runs {{.*}}, which a thread without a buffer skips (inline assembly: an instruction not known to compute registers only (ld))
; REMARK-NEXT: remark: <unknown>:0:0: device launch left as a V1 launch: the side of the parameter buffer's null check that launches also runs {{.*}}, which a thread without a buffer skips (inline assembly: an instruction not known to compute registers only (bra))
; REMARK-NEXT: remark: <unknown>:0:0: device launch left as a V1 launch: the side of the parameter buffer's null check that launches also runs {{.*}}, which a thread without a buffer skips (inline assembly: an instruction not known to compute registers only (bar))
; REMARK-NEXT: remark: <unknown>:0:0: device launch left as a V1 launch: the side of the parameter buffer's null check that launches also runs {{.*}}, which a thread without a buffer skips (inline assembly: an instruction not known to compute registers only (bra))
; REMARK-NEXT: remark: <unknown>:0:0: device launch left as a V1 launch: the side of the parameter buffer's null check that launches also runs {{.*}}, which a thread without a buffer skips (inline assembly: an instruction not known to compute registers only (shfl))
; REMARK-NEXT: remark: <unknown>:0:0: device launch left as a V1 launch: the side of the parameter buffer's null check that launches also runs {{.*}}, which a thread without a buffer skips (inline assembly: an instruction not known to compute registers only (activemask))
; REMARK-NEXT: remark: <unknown>:0:0: device launch left as a V1 launch: the side of the parameter buffer's null check that launches also runs {{.*}}, which a thread without a buffer skips (inline assembly: a write to a register it does not own (%rs1))
; REMARK-NEXT: remark: <unknown>:0:0: device launch left as a V1 launch: the side of the parameter buffer's null check that launches also runs {{.*}}, which a thread without a buffer skips (inline assembly: a write to a register it does not own (t))
; REMARK-NEXT: remark: <unknown>:0:0: device launch left as a V1 launch: the side of the parameter buffer's null check that launches also runs {{.*}}, which a thread without a buffer skips (inline assembly: a .reg declaration outside braces, visible to the function's other assembly)
; REMARK-NEXT: remark: <unknown>:0:0: device launch left as a V1 launch: the side of the parameter buffer's null check that launches also runs {{.*}}, which a thread without a buffer skips (inline assembly: a write to a register it does not own (input operand $1))
; REMARK-NEXT: remark: <unknown>:0:0: device launch left as a V1 launch: the side of the parameter buffer's null check that launches also runs {{.*}}, which a thread without a buffer skips (inline assembly: a carry-flag instruction (add.cc.u16))
; REMARK-NEXT: remark: <unknown>:0:0: device launch left as a V1 launch: the side of the parameter buffer's null check that launches also runs {{.*}}, which a thread without a buffer skips (inline assembly: a label)
; REMARK-NEXT: remark: <unknown>:0:0: device launch left as a V1 launch: the side of the parameter buffer's null check that launches also runs {{.*}}, which a thread without a buffer skips (inline assembly: a .pragma directive)
; REMARK-NEXT: remark: <unknown>:0:0: device launch left as a V1 launch: the side of the parameter buffer's null check that launches also runs {{.*}}, which a thread without a buffer skips (inline assembly: an instruction not known to compute registers only (cvta))
; REMARK-NEXT: remark: <unknown>:0:0: device launch left as a V1 launch: the side of the parameter buffer's null check that launches also runs {{.*}}, which a thread without a buffer skips (inline assembly: a statement without `;`)
; REMARK-NEXT: remark: <unknown>:0:0: device launch left as a V1 launch: the side of the parameter buffer's null check that launches also runs {{.*}}, which a thread without a buffer skips (inline assembly: unbalanced braces)
; REMARK-NEXT: remark: <unknown>:0:0: device launch left as a V1 launch: the side of the parameter buffer's null check that launches also runs {{.*}}, which a thread without a buffer skips (inline assembly: an instruction not known to compute registers only (trap))
; REMARK-NEXT: remark: <unknown>:0:0: device launch left as a V1 launch: the side of the parameter buffer's null check that launches also runs {{.*}}, which a thread without a buffer skips (inline assembly: a statement that starts with neither an opcode nor a directive)
; REMARK-NEXT: remark: <unknown>:0:0: device launch left as a V1 launch: the side of the parameter buffer's null check that launches also runs {{.*}}, which a thread without a buffer skips (inline assembly: a string operand)
; REMARK-NEXT: remark: <unknown>:0:0: device launch left as a V1 launch: the two sides of the parameter buffer's null check meet with different values: %v = phi i16 [ %h, %0 ], [ %x, %live ]
; REMARK-NEXT: remark: <unknown>:0:0: device launch left as a V1 launch: the side of the parameter buffer's null check that launches also runs store i16 %x, ptr addrspace(1) @g, align 2, which a thread without a buffer skips
; REMARK-NEXT: remark: <unknown>:0:0: device launch left as a V1 launch: the side of the parameter buffer's null check that launches also runs {{.*}}, which a thread without a buffer skips (inline assembly: an operand other than a register or an immediate)
; REMARK-NOT:  remark

; CHECK-LABEL: define dso_local void @fp16_mul_convergent(
; CHECK:         call i32 @__dpagg_launch_v2(
; CHECK:         ret 
; CHECK-LABEL: define dso_local void @scoped_predicated_statements(
; CHECK:         call i32 @__dpagg_launch_v2(
; CHECK:         ret 
; CHECK-LABEL: define dso_local void @vector_operands(
; CHECK:         call i32 @__dpagg_launch_v2(
; CHECK:         ret 
; CHECK-LABEL: define dso_local void @tied_output(
; CHECK:         call i32 @__dpagg_launch_v2(
; CHECK:         ret 
; CHECK-LABEL: define dso_local void @sideeffect(
; CHECK:         call noundef i32 @__cudaCDP2LaunchDevice(
; CHECK-NOT:     @__dpagg_launch_v2
; CHECK:         ret 
; CHECK-LABEL: define dso_local void @memory_clobber(
; CHECK:         call noundef i32 @__cudaCDP2LaunchDevice(
; CHECK-NOT:     @__dpagg_launch_v2
; CHECK:         ret 
; CHECK-LABEL: define dso_local void @memory_clobber_readnone(
; CHECK:         call noundef i32 @__cudaCDP2LaunchDevice(
; CHECK-NOT:     @__dpagg_launch_v2
; CHECK:         ret 
; CHECK-LABEL: define dso_local void @no_memory_attribute(
; CHECK:         call noundef i32 @__cudaCDP2LaunchDevice(
; CHECK-NOT:     @__dpagg_launch_v2
; CHECK:         ret 
; CHECK-LABEL: define dso_local void @ld_global_readnone(
; CHECK:         call noundef i32 @__cudaCDP2LaunchDevice(
; CHECK-NOT:     @__dpagg_launch_v2
; CHECK:         ret 
; CHECK-LABEL: define dso_local void @bra(
; CHECK:         call noundef i32 @__cudaCDP2LaunchDevice(
; CHECK-NOT:     @__dpagg_launch_v2
; CHECK:         ret 
; CHECK-LABEL: define dso_local void @bar_sync(
; CHECK:         call noundef i32 @__cudaCDP2LaunchDevice(
; CHECK-NOT:     @__dpagg_launch_v2
; CHECK:         ret 
; CHECK-LABEL: define dso_local void @predicated_bra(
; CHECK:         call noundef i32 @__cudaCDP2LaunchDevice(
; CHECK-NOT:     @__dpagg_launch_v2
; CHECK:         ret 
; CHECK-LABEL: define dso_local void @shfl_not_volatile(
; CHECK:         call noundef i32 @__cudaCDP2LaunchDevice(
; CHECK-NOT:     @__dpagg_launch_v2
; CHECK:         ret 
; CHECK-LABEL: define dso_local void @activemask(
; CHECK:         call noundef i32 @__cudaCDP2LaunchDevice(
; CHECK-NOT:     @__dpagg_launch_v2
; CHECK:         ret 
; CHECK-LABEL: define dso_local void @foreign_register(
; CHECK:         call noundef i32 @__cudaCDP2LaunchDevice(
; CHECK-NOT:     @__dpagg_launch_v2
; CHECK:         ret 
; CHECK-LABEL: define dso_local void @closed_scope_register(
; CHECK:         call noundef i32 @__cudaCDP2LaunchDevice(
; CHECK-NOT:     @__dpagg_launch_v2
; CHECK:         ret 
; CHECK-LABEL: define dso_local void @input_operand_written(
; CHECK:         call noundef i32 @__cudaCDP2LaunchDevice(
; CHECK-NOT:     @__dpagg_launch_v2
; CHECK:         ret 
; CHECK-LABEL: define dso_local void @carry_flag(
; CHECK:         call noundef i32 @__cudaCDP2LaunchDevice(
; CHECK-NOT:     @__dpagg_launch_v2
; CHECK:         ret 
; CHECK-LABEL: define dso_local void @unique_label(
; CHECK:         call noundef i32 @__cudaCDP2LaunchDevice(
; CHECK-NOT:     @__dpagg_launch_v2
; CHECK:         ret 
; CHECK-LABEL: define dso_local void @pragma(
; CHECK:         call noundef i32 @__cudaCDP2LaunchDevice(
; CHECK-NOT:     @__dpagg_launch_v2
; CHECK:         ret 
; CHECK-LABEL: define dso_local void @cvta(
; CHECK:         call noundef i32 @__cudaCDP2LaunchDevice(
; CHECK-NOT:     @__dpagg_launch_v2
; CHECK:         ret 
; CHECK-LABEL: define dso_local void @no_semicolon(
; CHECK:         call noundef i32 @__cudaCDP2LaunchDevice(
; CHECK-NOT:     @__dpagg_launch_v2
; CHECK:         ret 
; CHECK-LABEL: define dso_local void @unbalanced_braces(
; CHECK:         call noundef i32 @__cudaCDP2LaunchDevice(
; CHECK-NOT:     @__dpagg_launch_v2
; CHECK:         ret 
; CHECK-LABEL: define dso_local void @trap_after_comment(
; CHECK:         call noundef i32 @__cudaCDP2LaunchDevice(
; CHECK-NOT:     @__dpagg_launch_v2
; CHECK:         ret 
; CHECK-LABEL: define dso_local void @preprocessor(
; CHECK:         call noundef i32 @__cudaCDP2LaunchDevice(
; CHECK-NOT:     @__dpagg_launch_v2
; CHECK:         ret 
; CHECK-LABEL: define dso_local void @string_operand(
; CHECK:         call noundef i32 @__cudaCDP2LaunchDevice(
; CHECK-NOT:     @__dpagg_launch_v2
; CHECK:         ret 
; CHECK-LABEL: define dso_local i16 @output_reaches_phi(
; CHECK:         call noundef i32 @__cudaCDP2LaunchDevice(
; CHECK-NOT:     @__dpagg_launch_v2
; CHECK:         ret 
; CHECK-LABEL: define dso_local void @output_stored_to_global(
; CHECK:         call noundef i32 @__cudaCDP2LaunchDevice(
; CHECK-NOT:     @__dpagg_launch_v2
; CHECK:         ret 
; CHECK-LABEL: define dso_local void @memory_operand(
; CHECK:         call noundef i32 @__cudaCDP2LaunchDevice(
; CHECK-NOT:     @__dpagg_launch_v2
; CHECK:         ret 

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
%struct.dim3 = type { i32, i32, i32 }
@g = dso_local addrspace(1) global i16 0

declare dso_local ptx_kernel void @_Z5childPttt(ptr noundef, i16 noundef, i16 noundef) #1

; Accepted: cuda_fp16.h's __hmul as clang emits it (convergent, as clang marks
; every asm call in CUDA; memory(none)).
define dso_local void @fp16_mul_convergent(ptr noundef %out, i16 noundef %h) #3 {
  %g = alloca %struct.dim3, align 8
  %bl = alloca %struct.dim3, align 8
  %buf = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #5
  %isnull = icmp eq ptr %buf, null
  br i1 %isnull, label %join, label %live
live:
  %x = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %h, i16 %h) #6
  store ptr %out, ptr %buf, align 64
  %p8 = getelementptr inbounds nuw i8, ptr %buf, i64 8
  store i16 %x, ptr %p8, align 8
  %p10 = getelementptr inbounds nuw i8, ptr %buf, i64 10
  store i16 0, ptr %p10, align 2
  store <3 x i32> <i32 1, i32 1, i32 1>, ptr %g, align 8
  store <3 x i32> <i32 1, i32 1, i32 1>, ptr %bl, align 8
  %r = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPttt, ptr noundef nonnull %buf, ptr noundef nonnull byval(%struct.dim3) align 4 %g, ptr noundef nonnull byval(%struct.dim3) align 4 %bl, i32 noundef 0, ptr noundef nonnull inttoptr (i64 3 to ptr)) #5
  br label %join
join:
  ret void
}

; Accepted: several statements, comments (one holding `;`, one `{`), `.reg`
; declarations in a scope (a family t<2>), predicated pure instructions.
define dso_local void @scoped_predicated_statements(ptr noundef %out, i16 noundef %h) #3 {
  %g = alloca %struct.dim3, align 8
  %bl = alloca %struct.dim3, align 8
  %buf = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #5
  %isnull = icmp eq ptr %buf, null
  br i1 %isnull, label %join, label %live
live:
  %x = tail call i16 asm "{\0A\09.reg .pred p;\0A\09.reg .b16 t<2>;\0A\09setp.ne.u16 p, $1, 0; // a comment; with a semicolon\0A\09mov.b16 t0, $1;\0A\09@p add.u16 t0, t0, 1;\0A\09@!p sub.u16 t1, t0, 1; /* a { brace */\0A\09selp.b16 $0, t0, t1, p;\0A\09}", "=h,h"(i16 %h) #6
  store ptr %out, ptr %buf, align 64
  %p8 = getelementptr inbounds nuw i8, ptr %buf, i64 8
  store i16 %x, ptr %p8, align 8
  %p10 = getelementptr inbounds nuw i8, ptr %buf, i64 10
  store i16 0, ptr %p10, align 2
  store <3 x i32> <i32 1, i32 1, i32 1>, ptr %g, align 8
  store <3 x i32> <i32 1, i32 1, i32 1>, ptr %bl, align 8
  %r = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPttt, ptr noundef nonnull %buf, ptr noundef nonnull byval(%struct.dim3) align 4 %g, ptr noundef nonnull byval(%struct.dim3) align 4 %bl, i32 noundef 0, ptr noundef nonnull inttoptr (i64 3 to ptr)) #5
  br label %join
join:
  ret void
}

; Accepted: braces inside operands are vectors, not scopes; `.reg.b32` as
; cuda_fp16.hpp writes it.
define dso_local void @vector_operands(ptr noundef %out, i16 noundef %h) #3 {
  %g = alloca %struct.dim3, align 8
  %bl = alloca %struct.dim3, align 8
  %buf = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #5
  %isnull = icmp eq ptr %buf, null
  br i1 %isnull, label %join, label %live
live:
  %x = tail call i16 asm "{ .reg .b16 lo, hi; .reg.b32 w; mov.b32 w, {$1, $1}; mov.b32 {lo, hi}, w; add.u16 $0, lo, hi; }", "=h,h"(i16 %h) #6
  store ptr %out, ptr %buf, align 64
  %p8 = getelementptr inbounds nuw i8, ptr %buf, i64 8
  store i16 %x, ptr %p8, align 8
  %p10 = getelementptr inbounds nuw i8, ptr %buf, i64 10
  store i16 0, ptr %p10, align 2
  store <3 x i32> <i32 1, i32 1, i32 1>, ptr %g, align 8
  store <3 x i32> <i32 1, i32 1, i32 1>, ptr %bl, align 8
  %r = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPttt, ptr noundef nonnull %buf, ptr noundef nonnull byval(%struct.dim3) align 4 %g, ptr noundef nonnull byval(%struct.dim3) align 4 %bl, i32 noundef 0, ptr noundef nonnull inttoptr (i64 3 to ptr)) #5
  br label %join
join:
  ret void
}

; Accepted: an input tied to the output it writes.
define dso_local void @tied_output(ptr noundef %out, i16 noundef %h) #3 {
  %g = alloca %struct.dim3, align 8
  %bl = alloca %struct.dim3, align 8
  %buf = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #5
  %isnull = icmp eq ptr %buf, null
  br i1 %isnull, label %join, label %live
live:
  %x = tail call i16 asm "add.u16 $0, $0, 1;", "=h,0"(i16 %h) #6
  store ptr %out, ptr %buf, align 64
  %p8 = getelementptr inbounds nuw i8, ptr %buf, i64 8
  store i16 %x, ptr %p8, align 8
  %p10 = getelementptr inbounds nuw i8, ptr %buf, i64 10
  store i16 0, ptr %p10, align 2
  store <3 x i32> <i32 1, i32 1, i32 1>, ptr %g, align 8
  store <3 x i32> <i32 1, i32 1, i32 1>, ptr %bl, align 8
  %r = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPttt, ptr noundef nonnull %buf, ptr noundef nonnull byval(%struct.dim3) align 4 %g, ptr noundef nonnull byval(%struct.dim3) align 4 %bl, i32 noundef 0, ptr noundef nonnull inttoptr (i64 3 to ptr)) #5
  br label %join
join:
  ret void
}

; Refused: asm volatile.
define dso_local void @sideeffect(ptr noundef %out, i16 noundef %h) #3 {
  %g = alloca %struct.dim3, align 8
  %bl = alloca %struct.dim3, align 8
  %buf = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #5
  %isnull = icmp eq ptr %buf, null
  br i1 %isnull, label %join, label %live
live:
  %x = tail call i16 asm sideeffect "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %h, i16 %h) #7
  store ptr %out, ptr %buf, align 64
  %p8 = getelementptr inbounds nuw i8, ptr %buf, i64 8
  store i16 %x, ptr %p8, align 8
  %p10 = getelementptr inbounds nuw i8, ptr %buf, i64 10
  store i16 0, ptr %p10, align 2
  store <3 x i32> <i32 1, i32 1, i32 1>, ptr %g, align 8
  store <3 x i32> <i32 1, i32 1, i32 1>, ptr %bl, align 8
  %r = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPttt, ptr noundef nonnull %buf, ptr noundef nonnull byval(%struct.dim3) align 4 %g, ptr noundef nonnull byval(%struct.dim3) align 4 %bl, i32 noundef 0, ptr noundef nonnull inttoptr (i64 3 to ptr)) #5
  br label %join
join:
  ret void
}

; Refused: a "memory" clobber (clang then gives no memory(none)).
define dso_local void @memory_clobber(ptr noundef %out, i16 noundef %h) #3 {
  %g = alloca %struct.dim3, align 8
  %bl = alloca %struct.dim3, align 8
  %buf = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #5
  %isnull = icmp eq ptr %buf, null
  br i1 %isnull, label %join, label %live
live:
  %x = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h,~{memory}"(i16 %h, i16 %h) #7
  store ptr %out, ptr %buf, align 64
  %p8 = getelementptr inbounds nuw i8, ptr %buf, i64 8
  store i16 %x, ptr %p8, align 8
  %p10 = getelementptr inbounds nuw i8, ptr %buf, i64 10
  store i16 0, ptr %p10, align 2
  store <3 x i32> <i32 1, i32 1, i32 1>, ptr %g, align 8
  store <3 x i32> <i32 1, i32 1, i32 1>, ptr %bl, align 8
  %r = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPttt, ptr noundef nonnull %buf, ptr noundef nonnull byval(%struct.dim3) align 4 %g, ptr noundef nonnull byval(%struct.dim3) align 4 %bl, i32 noundef 0, ptr noundef nonnull inttoptr (i64 3 to ptr)) #5
  br label %join
join:
  ret void
}

; Refused: a "memory" clobber, even with memory(none) on the call.
define dso_local void @memory_clobber_readnone(ptr noundef %out, i16 noundef %h) #3 {
  %g = alloca %struct.dim3, align 8
  %bl = alloca %struct.dim3, align 8
  %buf = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #5
  %isnull = icmp eq ptr %buf, null
  br i1 %isnull, label %join, label %live
live:
  %x = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h,~{memory}"(i16 %h, i16 %h) #6
  store ptr %out, ptr %buf, align 64
  %p8 = getelementptr inbounds nuw i8, ptr %buf, i64 8
  store i16 %x, ptr %p8, align 8
  %p10 = getelementptr inbounds nuw i8, ptr %buf, i64 10
  store i16 0, ptr %p10, align 2
  store <3 x i32> <i32 1, i32 1, i32 1>, ptr %g, align 8
  store <3 x i32> <i32 1, i32 1, i32 1>, ptr %bl, align 8
  %r = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPttt, ptr noundef nonnull %buf, ptr noundef nonnull byval(%struct.dim3) align 4 %g, ptr noundef nonnull byval(%struct.dim3) align 4 %bl, i32 noundef 0, ptr noundef nonnull inttoptr (i64 3 to ptr)) #5
  br label %join
join:
  ret void
}

; Refused: pure text, but the call may access memory.
define dso_local void @no_memory_attribute(ptr noundef %out, i16 noundef %h) #3 {
  %g = alloca %struct.dim3, align 8
  %bl = alloca %struct.dim3, align 8
  %buf = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #5
  %isnull = icmp eq ptr %buf, null
  br i1 %isnull, label %join, label %live
live:
  %x = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %h, i16 %h) #7
  store ptr %out, ptr %buf, align 64
  %p8 = getelementptr inbounds nuw i8, ptr %buf, i64 8
  store i16 %x, ptr %p8, align 8
  %p10 = getelementptr inbounds nuw i8, ptr %buf, i64 10
  store i16 0, ptr %p10, align 2
  store <3 x i32> <i32 1, i32 1, i32 1>, ptr %g, align 8
  store <3 x i32> <i32 1, i32 1, i32 1>, ptr %bl, align 8
  %r = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPttt, ptr noundef nonnull %buf, ptr noundef nonnull byval(%struct.dim3) align 4 %g, ptr noundef nonnull byval(%struct.dim3) align 4 %bl, i32 noundef 0, ptr noundef nonnull inttoptr (i64 3 to ptr)) #5
  br label %join
join:
  ret void
}

; Refused: cuda_fp16.hpp's __ldg-style loads are asm without volatile or
; clobber, so memory(none): the text has a load (from a pointer a thread
; without a buffer might not dereference).
define dso_local void @ld_global_readnone(ptr noundef %out, i16 noundef %h) #3 {
  %g = alloca %struct.dim3, align 8
  %bl = alloca %struct.dim3, align 8
  %buf = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #5
  %isnull = icmp eq ptr %buf, null
  br i1 %isnull, label %join, label %live
live:
  %x = tail call i16 asm "ld.global.nc.b16 $0, [$1];", "=h,l"(ptr %out) #6
  store ptr %out, ptr %buf, align 64
  %p8 = getelementptr inbounds nuw i8, ptr %buf, i64 8
  store i16 %x, ptr %p8, align 8
  %p10 = getelementptr inbounds nuw i8, ptr %buf, i64 10
  store i16 0, ptr %p10, align 2
  store <3 x i32> <i32 1, i32 1, i32 1>, ptr %g, align 8
  store <3 x i32> <i32 1, i32 1, i32 1>, ptr %bl, align 8
  %r = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPttt, ptr noundef nonnull %buf, ptr noundef nonnull byval(%struct.dim3) align 4 %g, ptr noundef nonnull byval(%struct.dim3) align 4 %bl, i32 noundef 0, ptr noundef nonnull inttoptr (i64 3 to ptr)) #5
  br label %join
join:
  ret void
}

; Refused: a branch (to a %= label).
define dso_local void @bra(ptr noundef %out, i16 noundef %h) #3 {
  %g = alloca %struct.dim3, align 8
  %bl = alloca %struct.dim3, align 8
  %buf = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #5
  %isnull = icmp eq ptr %buf, null
  br i1 %isnull, label %join, label %live
live:
  %x = tail call i16 asm "{\0A\09mov.b16 $0, $1;\0A\09bra.uni DONE_${:uid};\0A\09DONE_${:uid}:\0A\09}", "=h,h"(i16 %h) #6
  store ptr %out, ptr %buf, align 64
  %p8 = getelementptr inbounds nuw i8, ptr %buf, i64 8
  store i16 %x, ptr %p8, align 8
  %p10 = getelementptr inbounds nuw i8, ptr %buf, i64 10
  store i16 0, ptr %p10, align 2
  store <3 x i32> <i32 1, i32 1, i32 1>, ptr %g, align 8
  store <3 x i32> <i32 1, i32 1, i32 1>, ptr %bl, align 8
  %r = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPttt, ptr noundef nonnull %buf, ptr noundef nonnull byval(%struct.dim3) align 4 %g, ptr noundef nonnull byval(%struct.dim3) align 4 %bl, i32 noundef 0, ptr noundef nonnull inttoptr (i64 3 to ptr)) #5
  br label %join
join:
  ret void
}

; Refused: a barrier.
define dso_local void @bar_sync(ptr noundef %out, i16 noundef %h) #3 {
  %g = alloca %struct.dim3, align 8
  %bl = alloca %struct.dim3, align 8
  %buf = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #5
  %isnull = icmp eq ptr %buf, null
  br i1 %isnull, label %join, label %live
live:
  %x = tail call i16 asm "{ bar.sync 0; mov.b16 $0, $1; }", "=h,h"(i16 %h) #6
  store ptr %out, ptr %buf, align 64
  %p8 = getelementptr inbounds nuw i8, ptr %buf, i64 8
  store i16 %x, ptr %p8, align 8
  %p10 = getelementptr inbounds nuw i8, ptr %buf, i64 10
  store i16 0, ptr %p10, align 2
  store <3 x i32> <i32 1, i32 1, i32 1>, ptr %g, align 8
  store <3 x i32> <i32 1, i32 1, i32 1>, ptr %bl, align 8
  %r = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPttt, ptr noundef nonnull %buf, ptr noundef nonnull byval(%struct.dim3) align 4 %g, ptr noundef nonnull byval(%struct.dim3) align 4 %bl, i32 noundef 0, ptr noundef nonnull inttoptr (i64 3 to ptr)) #5
  br label %join
join:
  ret void
}

; Refused: a predicated branch.
define dso_local void @predicated_bra(ptr noundef %out, i16 noundef %h) #3 {
  %g = alloca %struct.dim3, align 8
  %bl = alloca %struct.dim3, align 8
  %buf = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #5
  %isnull = icmp eq ptr %buf, null
  br i1 %isnull, label %join, label %live
live:
  %x = tail call i16 asm "{ .reg .pred p; setp.eq.u16 p, $1, 0; mov.b16 $0, $1; @p bra.uni $$skip; }", "=h,h"(i16 %h) #6
  store ptr %out, ptr %buf, align 64
  %p8 = getelementptr inbounds nuw i8, ptr %buf, i64 8
  store i16 %x, ptr %p8, align 8
  %p10 = getelementptr inbounds nuw i8, ptr %buf, i64 10
  store i16 0, ptr %p10, align 2
  store <3 x i32> <i32 1, i32 1, i32 1>, ptr %g, align 8
  store <3 x i32> <i32 1, i32 1, i32 1>, ptr %bl, align 8
  %r = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPttt, ptr noundef nonnull %buf, ptr noundef nonnull byval(%struct.dim3) align 4 %g, ptr noundef nonnull byval(%struct.dim3) align 4 %bl, i32 noundef 0, ptr noundef nonnull inttoptr (i64 3 to ptr)) #5
  br label %join
join:
  ret void
}

; Refused: a shuffle without volatile; more threads change what it reads.
define dso_local void @shfl_not_volatile(ptr noundef %out, i16 noundef %h) #3 {
  %g = alloca %struct.dim3, align 8
  %bl = alloca %struct.dim3, align 8
  %buf = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #5
  %isnull = icmp eq ptr %buf, null
  br i1 %isnull, label %join, label %live
live:
  %x = tail call i16 asm "{ .reg .b32 w; cvt.u32.u16 w, $1; shfl.sync.bfly.b32 w, w, 1, 0x1f, 0xffffffff; cvt.u16.u32 $0, w; }", "=h,h"(i16 %h) #6
  store ptr %out, ptr %buf, align 64
  %p8 = getelementptr inbounds nuw i8, ptr %buf, i64 8
  store i16 %x, ptr %p8, align 8
  %p10 = getelementptr inbounds nuw i8, ptr %buf, i64 10
  store i16 0, ptr %p10, align 2
  store <3 x i32> <i32 1, i32 1, i32 1>, ptr %g, align 8
  store <3 x i32> <i32 1, i32 1, i32 1>, ptr %bl, align 8
  %r = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPttt, ptr noundef nonnull %buf, ptr noundef nonnull byval(%struct.dim3) align 4 %g, ptr noundef nonnull byval(%struct.dim3) align 4 %bl, i32 noundef 0, ptr noundef nonnull inttoptr (i64 3 to ptr)) #5
  br label %join
join:
  ret void
}

; Refused: activemask (more threads change the mask).
define dso_local void @activemask(ptr noundef %out, i16 noundef %h) #3 {
  %g = alloca %struct.dim3, align 8
  %bl = alloca %struct.dim3, align 8
  %buf = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #5
  %isnull = icmp eq ptr %buf, null
  br i1 %isnull, label %join, label %live
live:
  %x = tail call i16 asm "{ .reg .b32 m; activemask.b32 m; cvt.u16.u32 $0, m; }", "=h,h"(i16 %h) #6
  store ptr %out, ptr %buf, align 64
  %p8 = getelementptr inbounds nuw i8, ptr %buf, i64 8
  store i16 %x, ptr %p8, align 8
  %p10 = getelementptr inbounds nuw i8, ptr %buf, i64 10
  store i16 0, ptr %p10, align 2
  store <3 x i32> <i32 1, i32 1, i32 1>, ptr %g, align 8
  store <3 x i32> <i32 1, i32 1, i32 1>, ptr %bl, align 8
  %r = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPttt, ptr noundef nonnull %buf, ptr noundef nonnull byval(%struct.dim3) align 4 %g, ptr noundef nonnull byval(%struct.dim3) align 4 %bl, i32 noundef 0, ptr noundef nonnull inttoptr (i64 3 to ptr)) #5
  br label %join
join:
  ret void
}

; Refused: writes %rs1, a register of the enclosing function (LLVM's).
define dso_local void @foreign_register(ptr noundef %out, i16 noundef %h) #3 {
  %g = alloca %struct.dim3, align 8
  %bl = alloca %struct.dim3, align 8
  %buf = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #5
  %isnull = icmp eq ptr %buf, null
  br i1 %isnull, label %join, label %live
live:
  %x = tail call i16 asm "{ mov.b16 %rs1, $1; mov.b16 $0, $1; }", "=h,h"(i16 %h) #6
  store ptr %out, ptr %buf, align 64
  %p8 = getelementptr inbounds nuw i8, ptr %buf, i64 8
  store i16 %x, ptr %p8, align 8
  %p10 = getelementptr inbounds nuw i8, ptr %buf, i64 10
  store i16 0, ptr %p10, align 2
  store <3 x i32> <i32 1, i32 1, i32 1>, ptr %g, align 8
  store <3 x i32> <i32 1, i32 1, i32 1>, ptr %bl, align 8
  %r = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPttt, ptr noundef nonnull %buf, ptr noundef nonnull byval(%struct.dim3) align 4 %g, ptr noundef nonnull byval(%struct.dim3) align 4 %bl, i32 noundef 0, ptr noundef nonnull inttoptr (i64 3 to ptr)) #5
  br label %join
join:
  ret void
}

; Refused: writes a name whose declaration's scope has closed.
define dso_local void @closed_scope_register(ptr noundef %out, i16 noundef %h) #3 {
  %g = alloca %struct.dim3, align 8
  %bl = alloca %struct.dim3, align 8
  %buf = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #5
  %isnull = icmp eq ptr %buf, null
  br i1 %isnull, label %join, label %live
live:
  %x = tail call i16 asm "{ .reg .b16 t; } mov.b16 t, $1; mov.b16 $0, $1;", "=h,h"(i16 %h) #6
  store ptr %out, ptr %buf, align 64
  %p8 = getelementptr inbounds nuw i8, ptr %buf, i64 8
  store i16 %x, ptr %p8, align 8
  %p10 = getelementptr inbounds nuw i8, ptr %buf, i64 10
  store i16 0, ptr %p10, align 2
  store <3 x i32> <i32 1, i32 1, i32 1>, ptr %g, align 8
  store <3 x i32> <i32 1, i32 1, i32 1>, ptr %bl, align 8
  %r = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPttt, ptr noundef nonnull %buf, ptr noundef nonnull byval(%struct.dim3) align 4 %g, ptr noundef nonnull byval(%struct.dim3) align 4 %bl, i32 noundef 0, ptr noundef nonnull inttoptr (i64 3 to ptr)) #5
  br label %join
join:
  ret void
}

; Refused (independent red team): a .reg outside braces is the function's
; register, which later assembly of the function can read: a value a thread
; without a buffer would not have set.
define dso_local void @toplevel_declaration(ptr noundef %out, i16 noundef %h) #3 {
  %g = alloca %struct.dim3, align 8
  %bl = alloca %struct.dim3, align 8
  %buf = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #5
  %isnull = icmp eq ptr %buf, null
  br i1 %isnull, label %join, label %live
live:
  %x = tail call i16 asm ".reg .b16 t; mov.b16 t, $1; mov.b16 $0, t;", "=h,h"(i16 %h) #6
  store ptr %out, ptr %buf, align 64
  %p8 = getelementptr inbounds nuw i8, ptr %buf, i64 8
  store i16 %x, ptr %p8, align 8
  %p10 = getelementptr inbounds nuw i8, ptr %buf, i64 10
  store i16 0, ptr %p10, align 2
  store <3 x i32> <i32 1, i32 1, i32 1>, ptr %g, align 8
  store <3 x i32> <i32 1, i32 1, i32 1>, ptr %bl, align 8
  %r = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPttt, ptr noundef nonnull %buf, ptr noundef nonnull byval(%struct.dim3) align 4 %g, ptr noundef nonnull byval(%struct.dim3) align 4 %bl, i32 noundef 0, ptr noundef nonnull inttoptr (i64 3 to ptr)) #5
  br label %join
join:
  ret void
}

; Refused: writes an input operand.
define dso_local void @input_operand_written(ptr noundef %out, i16 noundef %h) #3 {
  %g = alloca %struct.dim3, align 8
  %bl = alloca %struct.dim3, align 8
  %buf = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #5
  %isnull = icmp eq ptr %buf, null
  br i1 %isnull, label %join, label %live
live:
  %x = tail call i16 asm "mov.b16 $1, 0; mov.b16 $0, $1;", "=h,h"(i16 %h) #6
  store ptr %out, ptr %buf, align 64
  %p8 = getelementptr inbounds nuw i8, ptr %buf, i64 8
  store i16 %x, ptr %p8, align 8
  %p10 = getelementptr inbounds nuw i8, ptr %buf, i64 10
  store i16 0, ptr %p10, align 2
  store <3 x i32> <i32 1, i32 1, i32 1>, ptr %g, align 8
  store <3 x i32> <i32 1, i32 1, i32 1>, ptr %bl, align 8
  %r = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPttt, ptr noundef nonnull %buf, ptr noundef nonnull byval(%struct.dim3) align 4 %g, ptr noundef nonnull byval(%struct.dim3) align 4 %bl, i32 noundef 0, ptr noundef nonnull inttoptr (i64 3 to ptr)) #5
  br label %join
join:
  ret void
}

; Refused: the carry flag outlives the instruction.
define dso_local void @carry_flag(ptr noundef %out, i16 noundef %h) #3 {
  %g = alloca %struct.dim3, align 8
  %bl = alloca %struct.dim3, align 8
  %buf = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #5
  %isnull = icmp eq ptr %buf, null
  br i1 %isnull, label %join, label %live
live:
  %x = tail call i16 asm "{ .reg .b16 t; add.cc.u16 t, $1, 1; addc.u16 $0, $1, 0; }", "=h,h"(i16 %h) #6
  store ptr %out, ptr %buf, align 64
  %p8 = getelementptr inbounds nuw i8, ptr %buf, i64 8
  store i16 %x, ptr %p8, align 8
  %p10 = getelementptr inbounds nuw i8, ptr %buf, i64 10
  store i16 0, ptr %p10, align 2
  store <3 x i32> <i32 1, i32 1, i32 1>, ptr %g, align 8
  store <3 x i32> <i32 1, i32 1, i32 1>, ptr %bl, align 8
  %r = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPttt, ptr noundef nonnull %buf, ptr noundef nonnull byval(%struct.dim3) align 4 %g, ptr noundef nonnull byval(%struct.dim3) align 4 %bl, i32 noundef 0, ptr noundef nonnull inttoptr (i64 3 to ptr)) #5
  br label %join
join:
  ret void
}

; Refused: a label (`%=`).
define dso_local void @unique_label(ptr noundef %out, i16 noundef %h) #3 {
  %g = alloca %struct.dim3, align 8
  %bl = alloca %struct.dim3, align 8
  %buf = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #5
  %isnull = icmp eq ptr %buf, null
  br i1 %isnull, label %join, label %live
live:
  %x = tail call i16 asm "{ L${:uid}: mov.b16 $0, $1; }", "=h,h"(i16 %h) #6
  store ptr %out, ptr %buf, align 64
  %p8 = getelementptr inbounds nuw i8, ptr %buf, i64 8
  store i16 %x, ptr %p8, align 8
  %p10 = getelementptr inbounds nuw i8, ptr %buf, i64 10
  store i16 0, ptr %p10, align 2
  store <3 x i32> <i32 1, i32 1, i32 1>, ptr %g, align 8
  store <3 x i32> <i32 1, i32 1, i32 1>, ptr %bl, align 8
  %r = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPttt, ptr noundef nonnull %buf, ptr noundef nonnull byval(%struct.dim3) align 4 %g, ptr noundef nonnull byval(%struct.dim3) align 4 %bl, i32 noundef 0, ptr noundef nonnull inttoptr (i64 3 to ptr)) #5
  br label %join
join:
  ret void
}

; Refused: a directive other than .reg (.pragma, with a string holding no `;`).
define dso_local void @pragma(ptr noundef %out, i16 noundef %h) #3 {
  %g = alloca %struct.dim3, align 8
  %bl = alloca %struct.dim3, align 8
  %buf = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #5
  %isnull = icmp eq ptr %buf, null
  br i1 %isnull, label %join, label %live
live:
  %x = tail call i16 asm ".pragma \22nounroll\22; mov.b16 $0, $1;", "=h,h"(i16 %h) #6
  store ptr %out, ptr %buf, align 64
  %p8 = getelementptr inbounds nuw i8, ptr %buf, i64 8
  store i16 %x, ptr %p8, align 8
  %p10 = getelementptr inbounds nuw i8, ptr %buf, i64 10
  store i16 0, ptr %p10, align 2
  store <3 x i32> <i32 1, i32 1, i32 1>, ptr %g, align 8
  store <3 x i32> <i32 1, i32 1, i32 1>, ptr %bl, align 8
  %r = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPttt, ptr noundef nonnull %buf, ptr noundef nonnull byval(%struct.dim3) align 4 %g, ptr noundef nonnull byval(%struct.dim3) align 4 %bl, i32 noundef 0, ptr noundef nonnull inttoptr (i64 3 to ptr)) #5
  br label %join
join:
  ret void
}

; Refused: cvta (not on the list).
define dso_local void @cvta(ptr noundef %out, i16 noundef %h) #3 {
  %g = alloca %struct.dim3, align 8
  %bl = alloca %struct.dim3, align 8
  %buf = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #5
  %isnull = icmp eq ptr %buf, null
  br i1 %isnull, label %join, label %live
live:
  %x = tail call i16 asm "{ .reg .b64 a; cvta.to.global.u64 a, $1; cvt.u16.u64 $0, a; }", "=h,l"(ptr %out) #6
  store ptr %out, ptr %buf, align 64
  %p8 = getelementptr inbounds nuw i8, ptr %buf, i64 8
  store i16 %x, ptr %p8, align 8
  %p10 = getelementptr inbounds nuw i8, ptr %buf, i64 10
  store i16 0, ptr %p10, align 2
  store <3 x i32> <i32 1, i32 1, i32 1>, ptr %g, align 8
  store <3 x i32> <i32 1, i32 1, i32 1>, ptr %bl, align 8
  %r = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPttt, ptr noundef nonnull %buf, ptr noundef nonnull byval(%struct.dim3) align 4 %g, ptr noundef nonnull byval(%struct.dim3) align 4 %bl, i32 noundef 0, ptr noundef nonnull inttoptr (i64 3 to ptr)) #5
  br label %join
join:
  ret void
}

; Refused: a statement without `;`.
define dso_local void @no_semicolon(ptr noundef %out, i16 noundef %h) #3 {
  %g = alloca %struct.dim3, align 8
  %bl = alloca %struct.dim3, align 8
  %buf = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #5
  %isnull = icmp eq ptr %buf, null
  br i1 %isnull, label %join, label %live
live:
  %x = tail call i16 asm "mov.b16 $0, $1", "=h,h"(i16 %h) #6
  store ptr %out, ptr %buf, align 64
  %p8 = getelementptr inbounds nuw i8, ptr %buf, i64 8
  store i16 %x, ptr %p8, align 8
  %p10 = getelementptr inbounds nuw i8, ptr %buf, i64 10
  store i16 0, ptr %p10, align 2
  store <3 x i32> <i32 1, i32 1, i32 1>, ptr %g, align 8
  store <3 x i32> <i32 1, i32 1, i32 1>, ptr %bl, align 8
  %r = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPttt, ptr noundef nonnull %buf, ptr noundef nonnull byval(%struct.dim3) align 4 %g, ptr noundef nonnull byval(%struct.dim3) align 4 %bl, i32 noundef 0, ptr noundef nonnull inttoptr (i64 3 to ptr)) #5
  br label %join
join:
  ret void
}

; Refused: unbalanced braces.
define dso_local void @unbalanced_braces(ptr noundef %out, i16 noundef %h) #3 {
  %g = alloca %struct.dim3, align 8
  %bl = alloca %struct.dim3, align 8
  %buf = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #5
  %isnull = icmp eq ptr %buf, null
  br i1 %isnull, label %join, label %live
live:
  %x = tail call i16 asm "{ mov.b16 $0, $1; }}", "=h,h"(i16 %h) #6
  store ptr %out, ptr %buf, align 64
  %p8 = getelementptr inbounds nuw i8, ptr %buf, i64 8
  store i16 %x, ptr %p8, align 8
  %p10 = getelementptr inbounds nuw i8, ptr %buf, i64 10
  store i16 0, ptr %p10, align 2
  store <3 x i32> <i32 1, i32 1, i32 1>, ptr %g, align 8
  store <3 x i32> <i32 1, i32 1, i32 1>, ptr %bl, align 8
  %r = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPttt, ptr noundef nonnull %buf, ptr noundef nonnull byval(%struct.dim3) align 4 %g, ptr noundef nonnull byval(%struct.dim3) align 4 %bl, i32 noundef 0, ptr noundef nonnull inttoptr (i64 3 to ptr)) #5
  br label %join
join:
  ret void
}

; Refused: a trap after a comment.
define dso_local void @trap_after_comment(ptr noundef %out, i16 noundef %h) #3 {
  %g = alloca %struct.dim3, align 8
  %bl = alloca %struct.dim3, align 8
  %buf = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #5
  %isnull = icmp eq ptr %buf, null
  br i1 %isnull, label %join, label %live
live:
  %x = tail call i16 asm "mov.b16 $0, $1; // harmless\0Atrap;", "=h,h"(i16 %h) #6
  store ptr %out, ptr %buf, align 64
  %p8 = getelementptr inbounds nuw i8, ptr %buf, i64 8
  store i16 %x, ptr %p8, align 8
  %p10 = getelementptr inbounds nuw i8, ptr %buf, i64 10
  store i16 0, ptr %p10, align 2
  store <3 x i32> <i32 1, i32 1, i32 1>, ptr %g, align 8
  store <3 x i32> <i32 1, i32 1, i32 1>, ptr %bl, align 8
  %r = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPttt, ptr noundef nonnull %buf, ptr noundef nonnull byval(%struct.dim3) align 4 %g, ptr noundef nonnull byval(%struct.dim3) align 4 %bl, i32 noundef 0, ptr noundef nonnull inttoptr (i64 3 to ptr)) #5
  br label %join
join:
  ret void
}

; Refused: a PTX preprocessor line.
define dso_local void @preprocessor(ptr noundef %out, i16 noundef %h) #3 {
  %g = alloca %struct.dim3, align 8
  %bl = alloca %struct.dim3, align 8
  %buf = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #5
  %isnull = icmp eq ptr %buf, null
  br i1 %isnull, label %join, label %live
live:
  %x = tail call i16 asm "#define X 1\0Amov.b16 $0, $1;", "=h,h"(i16 %h) #6
  store ptr %out, ptr %buf, align 64
  %p8 = getelementptr inbounds nuw i8, ptr %buf, i64 8
  store i16 %x, ptr %p8, align 8
  %p10 = getelementptr inbounds nuw i8, ptr %buf, i64 10
  store i16 0, ptr %p10, align 2
  store <3 x i32> <i32 1, i32 1, i32 1>, ptr %g, align 8
  store <3 x i32> <i32 1, i32 1, i32 1>, ptr %bl, align 8
  %r = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPttt, ptr noundef nonnull %buf, ptr noundef nonnull byval(%struct.dim3) align 4 %g, ptr noundef nonnull byval(%struct.dim3) align 4 %bl, i32 noundef 0, ptr noundef nonnull inttoptr (i64 3 to ptr)) #5
  br label %join
join:
  ret void
}

; Refused: a string in an instruction's operands (it would hide `; trap;`).
define dso_local void @string_operand(ptr noundef %out, i16 noundef %h) #3 {
  %g = alloca %struct.dim3, align 8
  %bl = alloca %struct.dim3, align 8
  %buf = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #5
  %isnull = icmp eq ptr %buf, null
  br i1 %isnull, label %join, label %live
live:
  %x = tail call i16 asm "mov.b16 $0, $1 \22; trap;\22;", "=h,h"(i16 %h) #6
  store ptr %out, ptr %buf, align 64
  %p8 = getelementptr inbounds nuw i8, ptr %buf, i64 8
  store i16 %x, ptr %p8, align 8
  %p10 = getelementptr inbounds nuw i8, ptr %buf, i64 10
  store i16 0, ptr %p10, align 2
  store <3 x i32> <i32 1, i32 1, i32 1>, ptr %g, align 8
  store <3 x i32> <i32 1, i32 1, i32 1>, ptr %bl, align 8
  %r = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPttt, ptr noundef nonnull %buf, ptr noundef nonnull byval(%struct.dim3) align 4 %g, ptr noundef nonnull byval(%struct.dim3) align 4 %bl, i32 noundef 0, ptr noundef nonnull inttoptr (i64 3 to ptr)) #5
  br label %join
join:
  ret void
}

; The asm's output leaves the launching side through the join's phi.
define dso_local i16 @output_reaches_phi(ptr noundef %out, i16 noundef %h) #3 {
  %g = alloca %struct.dim3, align 8
  %bl = alloca %struct.dim3, align 8
  %buf = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #5
  %isnull = icmp eq ptr %buf, null
  br i1 %isnull, label %join, label %live
live:
  %x = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %h, i16 %h) #6
  store ptr %out, ptr %buf, align 64
  %p8 = getelementptr inbounds nuw i8, ptr %buf, i64 8
  store i16 %x, ptr %p8, align 8
  %p10 = getelementptr inbounds nuw i8, ptr %buf, i64 10
  store i16 0, ptr %p10, align 2
  store <3 x i32> <i32 1, i32 1, i32 1>, ptr %g, align 8
  store <3 x i32> <i32 1, i32 1, i32 1>, ptr %bl, align 8
  %r = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPttt, ptr noundef nonnull %buf, ptr noundef nonnull byval(%struct.dim3) align 4 %g, ptr noundef nonnull byval(%struct.dim3) align 4 %bl, i32 noundef 0, ptr noundef nonnull inttoptr (i64 3 to ptr)) #5
  br label %join
join:
  %v = phi i16 [ %h, %0 ], [ %x, %live ]
  ret i16 %v
}

; The asm's output is stored to a global on the launching side.
define dso_local void @output_stored_to_global(ptr noundef %out, i16 noundef %h) #3 {
  %g = alloca %struct.dim3, align 8
  %bl = alloca %struct.dim3, align 8
  %buf = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #5
  %isnull = icmp eq ptr %buf, null
  br i1 %isnull, label %join, label %live
live:
  %x = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %h, i16 %h) #6
  store i16 %x, ptr addrspace(1) @g, align 2
  store ptr %out, ptr %buf, align 64
  %p8 = getelementptr inbounds nuw i8, ptr %buf, i64 8
  store i16 %x, ptr %p8, align 8
  %p10 = getelementptr inbounds nuw i8, ptr %buf, i64 10
  store i16 0, ptr %p10, align 2
  store <3 x i32> <i32 1, i32 1, i32 1>, ptr %g, align 8
  store <3 x i32> <i32 1, i32 1, i32 1>, ptr %bl, align 8
  %r = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPttt, ptr noundef nonnull %buf, ptr noundef nonnull byval(%struct.dim3) align 4 %g, ptr noundef nonnull byval(%struct.dim3) align 4 %bl, i32 noundef 0, ptr noundef nonnull inttoptr (i64 3 to ptr)) #5
  br label %join
join:
  ret void
}

; An indirect (memory) output operand, even with memory(none) on the call.
define dso_local void @memory_operand(ptr noundef %out, i16 noundef %h) #3 {
  %g = alloca %struct.dim3, align 8
  %bl = alloca %struct.dim3, align 8
  %buf = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #5
  %isnull = icmp eq ptr %buf, null
  br i1 %isnull, label %join, label %live
live:
  tail call void asm "st.u16 $0, $1;", "=*m,h"(ptr elementtype(i16) %out, i16 %h) #6
  store ptr %out, ptr %buf, align 64
  %p8 = getelementptr inbounds nuw i8, ptr %buf, i64 8
  store i16 %h, ptr %p8, align 8
  %p10 = getelementptr inbounds nuw i8, ptr %buf, i64 10
  store i16 0, ptr %p10, align 2
  store <3 x i32> <i32 1, i32 1, i32 1>, ptr %g, align 8
  store <3 x i32> <i32 1, i32 1, i32 1>, ptr %bl, align 8
  %r = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPttt, ptr noundef nonnull %buf, ptr noundef nonnull byval(%struct.dim3) align 4 %g, ptr noundef nonnull byval(%struct.dim3) align 4 %bl, i32 noundef 0, ptr noundef nonnull inttoptr (i64 3 to ptr)) #5
  br label %join
join:
  ret void
}

declare dso_local ptr @__cudaCDP2GetParameterBuffer(i64 noundef, i64 noundef) local_unnamed_addr #3
declare dso_local i32 @__cudaCDP2LaunchDevice(ptr noundef, ptr noundef, ptr noundef byval(%struct.dim3) align 4, ptr noundef byval(%struct.dim3) align 4, i32 noundef, ptr noundef) local_unnamed_addr #3

attributes #1 = { convergent nounwind "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #3 = { convergent nounwind "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #5 = { convergent nounwind }
attributes #6 = { convergent nounwind memory(none) }
attributes #7 = { convergent nounwind }
