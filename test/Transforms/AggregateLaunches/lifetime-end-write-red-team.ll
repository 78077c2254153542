; Red team of aa1cde1 (DiesInBlock in nullChecksOnlySkip): the launching side
; of a buffer's null check may write a local only if a lifetime.end of that
; same alloca follows the write in the same block. Hand-written IR (clang's
; <<<>>> shape, the dim3 temporaries %g/%bl shared by two launches):
;  h1  %a is live before the check, written and ended in the launching side,
;      read after the join with no lifetime.start: accepted. Legal: LLVM 22's
;      LangRef (Object Lifetime) makes a load from a stack object outside its
;      lifetime poison, so a thread that had a buffer reads poison there; the
;      program observes the write on no path. (The same holds with no write:
;      the lifetime.end alone, which the rule accepted before aa1cde1.)
;  h3  the written local is copied into another one that survives: refused;
;  h5  the write follows the lifetime.end: refused;
;  h6  the dim3 temporaries are written in one block of the launching side
;      and their lifetime ends in the next: refused (same block only);
;  h7  the lifetime.end is another alloca's: refused;
;  h11 a volatile and h12 an atomic store into the dying local: refused.
; REQUIRES: nvptx-registered-target
; RUN: opt -passes='dpagg-aggregate<block>' -S %s | FileCheck %s
; RUN: opt -passes='dpagg-aggregate<block>' -pass-remarks-missed=dpagg -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK

; REMARK: not aggregated: the side of the parameter buffer's null check that launches also runs call void @llvm.memcpy.p0.p0.i64(ptr %b, ptr %a, i64 4, i1 false)
; REMARK: not aggregated: the side of the parameter buffer's null check that launches also runs store i32 7, ptr %a, align 4
; REMARK: not aggregated: the side of the parameter buffer's null check that launches also runs store <3 x i32> splat (i32 1), ptr %g, align 8
; REMARK: not aggregated: the side of the parameter buffer's null check that launches also runs store i32 7, ptr %a, align 4
; REMARK: not aggregated: the side of the parameter buffer's null check that launches also runs store volatile i32 7, ptr %a, align 4
; REMARK: not aggregated: the side of the parameter buffer's null check that launches also runs store atomic i32 7, ptr %a monotonic, align 4
; REMARK-NOT: not aggregated

; CHECK-LABEL: define dso_local ptx_kernel void @h1_read_after_end(
; CHECK-NOT:     @__cudaCDP2LaunchDevice
; CHECK-COUNT-2: call i32 @__dpagg_aggregate_block(
; CHECK-NOT:     @__cudaCDP2LaunchDevice
; CHECK-LABEL: define dso_local ptx_kernel void @h3_memcpy_to_survivor(
; CHECK:         call noundef i32 @__cudaCDP2LaunchDevice(
; CHECK-LABEL: define dso_local ptx_kernel void @h5_end_before_write(
; CHECK:         call noundef i32 @__cudaCDP2LaunchDevice(
; CHECK-LABEL: define dso_local ptx_kernel void @h6_end_in_later_block(
; CHECK:         call noundef i32 @__cudaCDP2LaunchDevice(
; CHECK-LABEL: define dso_local ptx_kernel void @h7_end_of_other_alloca(
; CHECK:         call noundef i32 @__cudaCDP2LaunchDevice(
; CHECK-LABEL: define dso_local ptx_kernel void @h11_volatile(
; CHECK:         call noundef i32 @__cudaCDP2LaunchDevice(
; CHECK-LABEL: define dso_local ptx_kernel void @h12_atomic(
; CHECK:         call noundef i32 @__cudaCDP2LaunchDevice(

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
%struct.dim3 = type { i32, i32, i32 }
@g = dso_local addrspace(1) global i32 0
define dso_local ptx_kernel void @_Z5childPii(ptr noundef %0, i32 noundef %1) #0 {
  %t = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p = getelementptr inbounds i32, ptr %0, i32 %t
  store i32 %1, ptr %p, align 4
  ret void
}
declare i32 @readA(ptr) #9
declare void @use(i32) #3
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #4
define dso_local ptx_kernel void @h1_read_after_end(ptr noundef %out) #1 {
  %g = alloca %struct.dim3, align 8
  %bl = alloca %struct.dim3, align 8
  %a = alloca i32, align 4
  %b = alloca i32, align 4
  call void @llvm.lifetime.start.p0(ptr %a)
  store i32 5, ptr %a
  %buf0 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #5
  %isnull0 = icmp eq ptr %buf0, null
  br i1 %isnull0, label %join0, label %live0
live0:
  store ptr %out, ptr %buf0, align 64
  %pk0 = getelementptr inbounds nuw i8, ptr %buf0, i64 8
  store i32 0, ptr %pk0, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %g)
  call void @llvm.lifetime.start.p0(ptr nonnull %bl)
  store <3 x i32> <i32 1, i32 1, i32 1>, ptr %g, align 8
  store <3 x i32> <i32 32, i32 1, i32 1>, ptr %bl, align 8
  %r0 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPii, ptr noundef nonnull %buf0, ptr noundef nonnull byval(%struct.dim3) align 4 %g, ptr noundef nonnull byval(%struct.dim3) align 4 %bl, i32 noundef 0, ptr noundef null) #5
  store i32 7, ptr %a
  call void @llvm.lifetime.end.p0(ptr nonnull %g)
  call void @llvm.lifetime.end.p0(ptr nonnull %bl)
  call void @llvm.lifetime.end.p0(ptr nonnull %a)
  br label %join0
join0:
  %v = load i32, ptr %a
  store i32 %v, ptr addrspace(1) @g
  %buf1 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #5
  %isnull1 = icmp eq ptr %buf1, null
  br i1 %isnull1, label %join1, label %live1
live1:
  store ptr %out, ptr %buf1, align 64
  %pk1 = getelementptr inbounds nuw i8, ptr %buf1, i64 8
  store i32 1, ptr %pk1, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %g)
  call void @llvm.lifetime.start.p0(ptr nonnull %bl)
  store <3 x i32> <i32 1, i32 1, i32 1>, ptr %g, align 8
  store <3 x i32> <i32 32, i32 1, i32 1>, ptr %bl, align 8
  %r1 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPii, ptr noundef nonnull %buf1, ptr noundef nonnull byval(%struct.dim3) align 4 %g, ptr noundef nonnull byval(%struct.dim3) align 4 %bl, i32 noundef 0, ptr noundef null) #5
  call void @llvm.lifetime.end.p0(ptr nonnull %g)
  call void @llvm.lifetime.end.p0(ptr nonnull %bl)
  br label %join1
join1:
  ret void
}

define dso_local ptx_kernel void @h3_memcpy_to_survivor(ptr noundef %out) #1 {
  %g = alloca %struct.dim3, align 8
  %bl = alloca %struct.dim3, align 8
  %a = alloca i32, align 4
  %b = alloca i32, align 4
  %buf0 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #5
  %isnull0 = icmp eq ptr %buf0, null
  br i1 %isnull0, label %join0, label %live0
live0:
  store ptr %out, ptr %buf0, align 64
  %pk0 = getelementptr inbounds nuw i8, ptr %buf0, i64 8
  store i32 0, ptr %pk0, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %g)
  call void @llvm.lifetime.start.p0(ptr nonnull %bl)
  store <3 x i32> <i32 1, i32 1, i32 1>, ptr %g, align 8
  store <3 x i32> <i32 32, i32 1, i32 1>, ptr %bl, align 8
  %r0 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPii, ptr noundef nonnull %buf0, ptr noundef nonnull byval(%struct.dim3) align 4 %g, ptr noundef nonnull byval(%struct.dim3) align 4 %bl, i32 noundef 0, ptr noundef null) #5
  store i32 7, ptr %a
  call void @llvm.memcpy.p0.p0.i64(ptr %b, ptr %a, i64 4, i1 false)
  call void @llvm.lifetime.end.p0(ptr nonnull %g)
  call void @llvm.lifetime.end.p0(ptr nonnull %bl)
  call void @llvm.lifetime.end.p0(ptr nonnull %a)
  br label %join0
join0:
  %w = load i32, ptr %b
  store i32 %w, ptr addrspace(1) @g
  %buf1 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #5
  %isnull1 = icmp eq ptr %buf1, null
  br i1 %isnull1, label %join1, label %live1
live1:
  store ptr %out, ptr %buf1, align 64
  %pk1 = getelementptr inbounds nuw i8, ptr %buf1, i64 8
  store i32 1, ptr %pk1, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %g)
  call void @llvm.lifetime.start.p0(ptr nonnull %bl)
  store <3 x i32> <i32 1, i32 1, i32 1>, ptr %g, align 8
  store <3 x i32> <i32 32, i32 1, i32 1>, ptr %bl, align 8
  %r1 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPii, ptr noundef nonnull %buf1, ptr noundef nonnull byval(%struct.dim3) align 4 %g, ptr noundef nonnull byval(%struct.dim3) align 4 %bl, i32 noundef 0, ptr noundef null) #5
  call void @llvm.lifetime.end.p0(ptr nonnull %g)
  call void @llvm.lifetime.end.p0(ptr nonnull %bl)
  br label %join1
join1:
  %w2 = load i32, ptr %a
  ret void
}

define dso_local ptx_kernel void @h5_end_before_write(ptr noundef %out) #1 {
  %g = alloca %struct.dim3, align 8
  %bl = alloca %struct.dim3, align 8
  %a = alloca i32, align 4
  %b = alloca i32, align 4
  %buf0 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #5
  %isnull0 = icmp eq ptr %buf0, null
  br i1 %isnull0, label %join0, label %live0
live0:
  store ptr %out, ptr %buf0, align 64
  %pk0 = getelementptr inbounds nuw i8, ptr %buf0, i64 8
  store i32 0, ptr %pk0, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %g)
  call void @llvm.lifetime.start.p0(ptr nonnull %bl)
  store <3 x i32> <i32 1, i32 1, i32 1>, ptr %g, align 8
  store <3 x i32> <i32 32, i32 1, i32 1>, ptr %bl, align 8
  %r0 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPii, ptr noundef nonnull %buf0, ptr noundef nonnull byval(%struct.dim3) align 4 %g, ptr noundef nonnull byval(%struct.dim3) align 4 %bl, i32 noundef 0, ptr noundef null) #5
  call void @llvm.lifetime.end.p0(ptr nonnull %g)
  call void @llvm.lifetime.end.p0(ptr nonnull %bl)
  call void @llvm.lifetime.end.p0(ptr nonnull %a)
  store i32 7, ptr %a
  br label %join0
join0:
  %buf1 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #5
  %isnull1 = icmp eq ptr %buf1, null
  br i1 %isnull1, label %join1, label %live1
live1:
  store ptr %out, ptr %buf1, align 64
  %pk1 = getelementptr inbounds nuw i8, ptr %buf1, i64 8
  store i32 1, ptr %pk1, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %g)
  call void @llvm.lifetime.start.p0(ptr nonnull %bl)
  store <3 x i32> <i32 1, i32 1, i32 1>, ptr %g, align 8
  store <3 x i32> <i32 32, i32 1, i32 1>, ptr %bl, align 8
  %r1 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPii, ptr noundef nonnull %buf1, ptr noundef nonnull byval(%struct.dim3) align 4 %g, ptr noundef nonnull byval(%struct.dim3) align 4 %bl, i32 noundef 0, ptr noundef null) #5
  call void @llvm.lifetime.end.p0(ptr nonnull %g)
  call void @llvm.lifetime.end.p0(ptr nonnull %bl)
  br label %join1
join1:
  %w2 = load i32, ptr %a
  store i32 %w2, ptr addrspace(1) @g
  ret void
}

define dso_local ptx_kernel void @h6_end_in_later_block(ptr noundef %out) #1 {
  %g = alloca %struct.dim3, align 8
  %bl = alloca %struct.dim3, align 8
  %a = alloca i32, align 4
  %b = alloca i32, align 4
  %buf0 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #5
  %isnull0 = icmp eq ptr %buf0, null
  br i1 %isnull0, label %join0, label %live0
live0:
  store ptr %out, ptr %buf0, align 64
  %pk0 = getelementptr inbounds nuw i8, ptr %buf0, i64 8
  store i32 0, ptr %pk0, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %g)
  call void @llvm.lifetime.start.p0(ptr nonnull %bl)
  store <3 x i32> <i32 1, i32 1, i32 1>, ptr %g, align 8
  store <3 x i32> <i32 32, i32 1, i32 1>, ptr %bl, align 8
  %r0 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPii, ptr noundef nonnull %buf0, ptr noundef nonnull byval(%struct.dim3) align 4 %g, ptr noundef nonnull byval(%struct.dim3) align 4 %bl, i32 noundef 0, ptr noundef null) #5
  store i32 7, ptr %a
  br label %mid0
mid0:
  call void @llvm.lifetime.end.p0(ptr nonnull %g)
  call void @llvm.lifetime.end.p0(ptr nonnull %bl)
  call void @llvm.lifetime.end.p0(ptr nonnull %a)
  br label %join0
join0:
  %buf1 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #5
  %isnull1 = icmp eq ptr %buf1, null
  br i1 %isnull1, label %join1, label %live1
live1:
  store ptr %out, ptr %buf1, align 64
  %pk1 = getelementptr inbounds nuw i8, ptr %buf1, i64 8
  store i32 1, ptr %pk1, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %g)
  call void @llvm.lifetime.start.p0(ptr nonnull %bl)
  store <3 x i32> <i32 1, i32 1, i32 1>, ptr %g, align 8
  store <3 x i32> <i32 32, i32 1, i32 1>, ptr %bl, align 8
  %r1 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPii, ptr noundef nonnull %buf1, ptr noundef nonnull byval(%struct.dim3) align 4 %g, ptr noundef nonnull byval(%struct.dim3) align 4 %bl, i32 noundef 0, ptr noundef null) #5
  call void @llvm.lifetime.end.p0(ptr nonnull %g)
  call void @llvm.lifetime.end.p0(ptr nonnull %bl)
  br label %join1
join1:
  %w2 = load i32, ptr %a
  store i32 %w2, ptr addrspace(1) @g
  ret void
}

define dso_local ptx_kernel void @h7_end_of_other_alloca(ptr noundef %out) #1 {
  %g = alloca %struct.dim3, align 8
  %bl = alloca %struct.dim3, align 8
  %a = alloca i32, align 4
  %b = alloca i32, align 4
  %buf0 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #5
  %isnull0 = icmp eq ptr %buf0, null
  br i1 %isnull0, label %join0, label %live0
live0:
  store ptr %out, ptr %buf0, align 64
  %pk0 = getelementptr inbounds nuw i8, ptr %buf0, i64 8
  store i32 0, ptr %pk0, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %g)
  call void @llvm.lifetime.start.p0(ptr nonnull %bl)
  store <3 x i32> <i32 1, i32 1, i32 1>, ptr %g, align 8
  store <3 x i32> <i32 32, i32 1, i32 1>, ptr %bl, align 8
  %r0 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPii, ptr noundef nonnull %buf0, ptr noundef nonnull byval(%struct.dim3) align 4 %g, ptr noundef nonnull byval(%struct.dim3) align 4 %bl, i32 noundef 0, ptr noundef null) #5
  store i32 7, ptr %a
  call void @llvm.lifetime.end.p0(ptr nonnull %g)
  call void @llvm.lifetime.end.p0(ptr nonnull %bl)
  call void @llvm.lifetime.end.p0(ptr nonnull %b)
  br label %join0
join0:
  %buf1 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #5
  %isnull1 = icmp eq ptr %buf1, null
  br i1 %isnull1, label %join1, label %live1
live1:
  store ptr %out, ptr %buf1, align 64
  %pk1 = getelementptr inbounds nuw i8, ptr %buf1, i64 8
  store i32 1, ptr %pk1, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %g)
  call void @llvm.lifetime.start.p0(ptr nonnull %bl)
  store <3 x i32> <i32 1, i32 1, i32 1>, ptr %g, align 8
  store <3 x i32> <i32 32, i32 1, i32 1>, ptr %bl, align 8
  %r1 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPii, ptr noundef nonnull %buf1, ptr noundef nonnull byval(%struct.dim3) align 4 %g, ptr noundef nonnull byval(%struct.dim3) align 4 %bl, i32 noundef 0, ptr noundef null) #5
  call void @llvm.lifetime.end.p0(ptr nonnull %g)
  call void @llvm.lifetime.end.p0(ptr nonnull %bl)
  br label %join1
join1:
  %w2 = load i32, ptr %a
  store i32 %w2, ptr addrspace(1) @g
  ret void
}

define dso_local ptx_kernel void @h11_volatile(ptr noundef %out) #1 {
  %g = alloca %struct.dim3, align 8
  %bl = alloca %struct.dim3, align 8
  %a = alloca i32, align 4
  %b = alloca i32, align 4
  %buf0 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #5
  %isnull0 = icmp eq ptr %buf0, null
  br i1 %isnull0, label %join0, label %live0
live0:
  store ptr %out, ptr %buf0, align 64
  %pk0 = getelementptr inbounds nuw i8, ptr %buf0, i64 8
  store i32 0, ptr %pk0, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %g)
  call void @llvm.lifetime.start.p0(ptr nonnull %bl)
  store <3 x i32> <i32 1, i32 1, i32 1>, ptr %g, align 8
  store <3 x i32> <i32 32, i32 1, i32 1>, ptr %bl, align 8
  %r0 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPii, ptr noundef nonnull %buf0, ptr noundef nonnull byval(%struct.dim3) align 4 %g, ptr noundef nonnull byval(%struct.dim3) align 4 %bl, i32 noundef 0, ptr noundef null) #5
  store volatile i32 7, ptr %a
  call void @llvm.lifetime.end.p0(ptr nonnull %g)
  call void @llvm.lifetime.end.p0(ptr nonnull %bl)
  call void @llvm.lifetime.end.p0(ptr nonnull %a)
  br label %join0
join0:
  %buf1 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #5
  %isnull1 = icmp eq ptr %buf1, null
  br i1 %isnull1, label %join1, label %live1
live1:
  store ptr %out, ptr %buf1, align 64
  %pk1 = getelementptr inbounds nuw i8, ptr %buf1, i64 8
  store i32 1, ptr %pk1, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %g)
  call void @llvm.lifetime.start.p0(ptr nonnull %bl)
  store <3 x i32> <i32 1, i32 1, i32 1>, ptr %g, align 8
  store <3 x i32> <i32 32, i32 1, i32 1>, ptr %bl, align 8
  %r1 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPii, ptr noundef nonnull %buf1, ptr noundef nonnull byval(%struct.dim3) align 4 %g, ptr noundef nonnull byval(%struct.dim3) align 4 %bl, i32 noundef 0, ptr noundef null) #5
  call void @llvm.lifetime.end.p0(ptr nonnull %g)
  call void @llvm.lifetime.end.p0(ptr nonnull %bl)
  br label %join1
join1:
  %w2 = load i32, ptr %a
  ret void
}

define dso_local ptx_kernel void @h12_atomic(ptr noundef %out) #1 {
  %g = alloca %struct.dim3, align 8
  %bl = alloca %struct.dim3, align 8
  %a = alloca i32, align 4
  %b = alloca i32, align 4
  %buf0 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #5
  %isnull0 = icmp eq ptr %buf0, null
  br i1 %isnull0, label %join0, label %live0
live0:
  store ptr %out, ptr %buf0, align 64
  %pk0 = getelementptr inbounds nuw i8, ptr %buf0, i64 8
  store i32 0, ptr %pk0, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %g)
  call void @llvm.lifetime.start.p0(ptr nonnull %bl)
  store <3 x i32> <i32 1, i32 1, i32 1>, ptr %g, align 8
  store <3 x i32> <i32 32, i32 1, i32 1>, ptr %bl, align 8
  %r0 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPii, ptr noundef nonnull %buf0, ptr noundef nonnull byval(%struct.dim3) align 4 %g, ptr noundef nonnull byval(%struct.dim3) align 4 %bl, i32 noundef 0, ptr noundef null) #5
  store atomic i32 7, ptr %a monotonic, align 4
  call void @llvm.lifetime.end.p0(ptr nonnull %g)
  call void @llvm.lifetime.end.p0(ptr nonnull %bl)
  call void @llvm.lifetime.end.p0(ptr nonnull %a)
  br label %join0
join0:
  %buf1 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #5
  %isnull1 = icmp eq ptr %buf1, null
  br i1 %isnull1, label %join1, label %live1
live1:
  store ptr %out, ptr %buf1, align 64
  %pk1 = getelementptr inbounds nuw i8, ptr %buf1, i64 8
  store i32 1, ptr %pk1, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %g)
  call void @llvm.lifetime.start.p0(ptr nonnull %bl)
  store <3 x i32> <i32 1, i32 1, i32 1>, ptr %g, align 8
  store <3 x i32> <i32 32, i32 1, i32 1>, ptr %bl, align 8
  %r1 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPii, ptr noundef nonnull %buf1, ptr noundef nonnull byval(%struct.dim3) align 4 %g, ptr noundef nonnull byval(%struct.dim3) align 4 %bl, i32 noundef 0, ptr noundef null) #5
  call void @llvm.lifetime.end.p0(ptr nonnull %g)
  call void @llvm.lifetime.end.p0(ptr nonnull %bl)
  br label %join1
join1:
  %w2 = load i32, ptr %a
  ret void
}

attributes #9 = { nounwind willreturn memory(argmem: read) }
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: convergent nounwind
declare dso_local ptr @__cudaCDP2GetParameterBuffer(i64 noundef, i64 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local i32 @__cudaCDP2LaunchDevice(ptr noundef, ptr noundef, ptr noundef byval(%struct.dim3) align 4, ptr noundef byval(%struct.dim3) align 4, i32 noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #4

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { convergent nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4, !5}
!llvm.errno.tbaa = !{!6}
!nvvmir.version = !{!10}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 12, i32 9]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!5 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{i32 2, i32 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"p1 int", !13, i64 0}
!13 = !{!"any pointer", !8, i64 0}
