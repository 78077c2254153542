; dpagg-split-shared (SplitSharedVariables.h): a static shared variable
; that several kernels use gets one copy per kernel, the first keeping the
; original; uses through constant expressions (an addrspacecast, a GEP of
; it) follow. Left alone: a variable a device function uses (both kernels
; need the function's one variable), one that only one kernel uses, an
; extern (size 0) one, one with external linkage (another unit may name
; it), and one whose name inline assembly spells (a use the IR does not show).
; RUN: opt -load-pass-plugin=%dpagg_plugin -passes=dpagg-split-shared -S %s | FileCheck %s
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@big = internal addrspace(3) global [12288 x i32] undef, align 4
@viafn = internal addrspace(3) global [4 x i32] undef, align 4
@one = internal addrspace(3) global [4 x i32] undef, align 4
@dyn = external addrspace(3) global [0 x i32], align 4
@pub = addrspace(3) global [4 x i32] undef, align 4
@asmvar = internal addrspace(3) global [4 x i32] undef, align 4

; CHECK-DAG: @big = internal addrspace(3) global [12288 x i32] undef, align 4
; CHECK-DAG: @big.k.copy = internal addrspace(3) global [12288 x i32] undef, align 4
; CHECK-DAG: @big.k.tail = internal addrspace(3) global [12288 x i32] undef, align 4
; CHECK-NOT: @viafn.
; CHECK-NOT: @one.
; CHECK-NOT: @pub.
; CHECK-NOT: @asmvar.

define ptx_kernel void @k(i32 %i) {
; CHECK-LABEL: define ptx_kernel void @k(
; CHECK: store i32 %i, ptr addrspace(3) @big
; CHECK: store i32 %i, ptr addrspacecast (ptr addrspace(3) @big to ptr)
  store i32 %i, ptr addrspace(3) @big
  store i32 %i, ptr addrspacecast (ptr addrspace(3) @big to ptr)
  call void @f(i32 %i)
  store i32 %i, ptr addrspace(3) @one
  store i32 %i, ptr addrspace(3) @dyn
  store i32 %i, ptr addrspace(3) @pub
  ret void
}

define ptx_kernel void @k.copy(i32 %i) {
; CHECK-LABEL: define ptx_kernel void @k.copy(
; CHECK: store i32 %i, ptr addrspace(3) @big.k.copy
; CHECK: store i32 %i, ptr addrspacecast (ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @big.k.copy, i64 4) to ptr)
; CHECK: store i32 %i, ptr addrspace(3) @dyn
; CHECK: store i32 %i, ptr addrspace(3) @pub
  store i32 %i, ptr addrspace(3) @big
  store i32 %i, ptr addrspacecast (ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @big, i64 4) to ptr)
  call void @f(i32 %i)
  store i32 %i, ptr addrspace(3) @dyn
  store i32 %i, ptr addrspace(3) @pub
  ret void
}

define ptx_kernel void @k.tail(i32 %i) {
; CHECK-LABEL: define ptx_kernel void @k.tail(
; CHECK: load i32, ptr addrspace(3) @big.k.tail
  %v = load i32, ptr addrspace(3) @big
  store i32 %v, ptr addrspace(3) @big
  ret void
}

define internal void @f(i32 %i) {
; CHECK-LABEL: define internal void @f(
; CHECK: store i32 %i, ptr addrspace(3) @viafn
  store i32 %i, ptr addrspace(3) @viafn
  ret void
}

define ptx_kernel void @other(i32 %i) {
; The device function's variable, used here directly too: not split.
; CHECK-LABEL: define ptx_kernel void @other(
; CHECK: store i32 %i, ptr addrspace(3) @viafn
  store i32 %i, ptr addrspace(3) @viafn
  ret void
}

define ptx_kernel void @asm1(i32 %i) {
  store i32 %i, ptr addrspace(3) @asmvar
  call void asm sideeffect "st.shared.u32 [asmvar], $0;", "r"(i32 %i)
  ret void
}

define ptx_kernel void @asm2(i32 %i) {
; CHECK-LABEL: define ptx_kernel void @asm2(
; CHECK: store i32 %i, ptr addrspace(3) @asmvar
  store i32 %i, ptr addrspace(3) @asmvar
  ret void
}
