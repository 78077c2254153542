; Scalarization of parameters written on divergent paths (issue 9, class
; 10): a parameter is stored once per aggregate only if every thread at the
; launch executed the same writes to it. Written by hand in the shape clang
; emits for child<<<1, 32>>>(v, out) (cudaGetParameterBuffer, the writes, a
; null check, cudaLaunchDevice; the grid and block read from constants), because clang -O2 merges the simplest
; source forms into the `select` form. Layout tables: {1, 0, 4} = `v` per
; thread; {0} = nothing per thread; null = nothing uniform.
; REQUIRES: nvptx-registered-target
; RUN: opt -passes='dpagg-aggregate<block>' -dpagg-barrier-cost=false -S %s | FileCheck %s --check-prefixes=CHECK,BLOCK
; RUN: opt -passes='dpagg-aggregate<warp>' -S %s | FileCheck %s --check-prefixes=CHECK,WARP
; RUN: opt -passes='dpagg-aggregate<block>' -dpagg-barrier-cost=false -pass-remarks-missed=dpagg -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK

; CHECK: @[[TWO:dpagg.layout._Z5childiPi]] = private unnamed_addr constant [3 x i32] [i32 1, i32 0, i32 4]
; CHECK: @[[TWO_SITE:dpagg.site._Z5childiPi.[0-9]+]] = private unnamed_addr constant {{.*}} { ptr @_Z5childiPi.dpagg.child, ptr @_Z5childiPi, ptr {{[^,]*}}, ptr {{[^,]*}}, ptr @[[TWO]], i32
; CHECK: @[[OVER:dpagg.layout._Z5childiPi1]] = private unnamed_addr constant [3 x i32] [i32 1, i32 0, i32 4]
; CHECK: @[[OVER_SITE:dpagg.site._Z5childiPi.[0-9]+]] = private unnamed_addr constant {{.*}} { ptr @_Z5childiPi.dpagg.child, ptr @_Z5childiPi, ptr {{[^,]*}}, ptr {{[^,]*}}, ptr @[[OVER]], i32
; CHECK: @[[MEMSET:dpagg.layout._Z5childiPi2]] = private unnamed_addr constant [3 x i32] [i32 1, i32 0, i32 4]
; CHECK: @[[MEMSET_SITE:dpagg.site._Z5childiPi.[0-9]+]] = private unnamed_addr constant {{.*}} { ptr @_Z5childiPi.dpagg.child, ptr @_Z5childiPi, ptr {{[^,]*}}, ptr {{[^,]*}}, ptr @[[MEMSET]], i32
; CHECK: @[[LOOP:dpagg.layout._Z5childiPi3]] = private unnamed_addr constant [3 x i32] [i32 1, i32 0, i32 4]
; CHECK: @[[LOOP_SITE:dpagg.site._Z5childiPi.[0-9]+]] = private unnamed_addr constant {{.*}} { ptr @_Z5childiPi.dpagg.child, ptr @_Z5childiPi, ptr {{[^,]*}}, ptr {{[^,]*}}, ptr @[[LOOP]], i32
; CHECK: @[[SELECT:dpagg.layout._Z5childiPi4]] = private unnamed_addr constant [3 x i32] [i32 1, i32 0, i32 4]
; CHECK: @[[SELECT_SITE:dpagg.site._Z5childiPi.[0-9]+]] = private unnamed_addr constant {{.*}} { ptr @_Z5childiPi.dpagg.child, ptr @_Z5childiPi, ptr {{[^,]*}}, ptr {{[^,]*}}, ptr @[[SELECT]], i32
; CHECK: @[[ONE:dpagg.layout._Z5childiPi5]] = private unnamed_addr constant [1 x i32] zeroinitializer
; CHECK: @[[ONE_SITE:dpagg.site._Z5childiPi.[0-9]+]] = private unnamed_addr constant {{.*}} { ptr @_Z5childiPi.dpagg.child, ptr @_Z5childiPi, ptr {{[^,]*}}, ptr {{[^,]*}}, ptr @[[ONE]], i32
; A launch in a loop whose parameter is the loop counter: uniform in one
; iteration, so stored once per block aggregate (the k-th calls of all threads
; are one iteration); per thread at warp scope, where lanes of different
; iterations can arrive together.
; BLOCK: @[[INLOOP:dpagg.layout._Z5childiPi6]] = private unnamed_addr constant [1 x i32] zeroinitializer
; WARP:  @[[INLOOP:dpagg.layout._Z5childiPi6]] = private unnamed_addr constant [3 x i32] [i32 1, i32 0, i32 4]
; CHECK: @[[INLOOP_SITE:dpagg.site._Z5childiPi.[0-9]+]] = private unnamed_addr constant {{.*}} { ptr @_Z5childiPi.dpagg.child, ptr @_Z5childiPi, ptr {{[^,]*}}, ptr {{[^,]*}}, ptr @[[INLOOP]], i32
; CHECK: @[[FIELDS:dpagg.layout._Z6child24PairPi]] = private unnamed_addr constant [1 x i32] zeroinitializer
; CHECK: @[[FIELDS_SITE:dpagg.site._Z6child24PairPi.[0-9]+]] = private unnamed_addr constant {{.*}} { ptr @_Z6child24PairPi.dpagg.child, ptr @_Z6child24PairPi, ptr {{[^,]*}}, ptr {{[^,]*}}, ptr @[[FIELDS]], i32
; CHECK: @[[ONEPATH:dpagg.layout._Z5childiPi7]] = private unnamed_addr constant [3 x i32] [i32 1, i32 0, i32 4]
; CHECK: @[[ONEPATH_SITE:dpagg.site._Z5childiPi.[0-9]+]] = private unnamed_addr constant {{.*}} { ptr @_Z5childiPi.dpagg.child, ptr @_Z5childiPi, ptr {{[^,]*}}, ptr {{[^,]*}}, ptr @[[ONEPATH]], i32

; CHECK-LABEL: define ptx_kernel void @two_paths(
; CHECK:         call i32 @__dpagg_aggregate_{{warp|block}}(ptr @[[TWO_SITE]],
; CHECK-LABEL: define ptx_kernel void @overwritten(
; CHECK:         call i32 @__dpagg_aggregate_{{warp|block}}(ptr @[[OVER_SITE]],
; CHECK-LABEL: define ptx_kernel void @memset_or_store(
; CHECK:         call i32 @__dpagg_aggregate_{{warp|block}}(ptr @[[MEMSET_SITE]],
; CHECK-LABEL: define ptx_kernel void @written_in_loop(
; CHECK:         call i32 @__dpagg_aggregate_{{warp|block}}(ptr @[[LOOP_SITE]],
; CHECK-LABEL: define ptx_kernel void @select_form(
; CHECK:         call i32 @__dpagg_aggregate_{{warp|block}}(ptr @[[SELECT_SITE]],
; CHECK-LABEL: define ptx_kernel void @one_store(
; CHECK:         call i32 @__dpagg_aggregate_{{warp|block}}(ptr @[[ONE_SITE]],
; CHECK-LABEL: define ptx_kernel void @launch_in_loop(
; CHECK:         call i32 @__dpagg_aggregate_{{warp|block}}(ptr @[[INLOOP_SITE]],
; CHECK-LABEL: define ptx_kernel void @two_fields(
; CHECK:         call i32 @__dpagg_aggregate_{{warp|block}}(ptr @[[FIELDS_SITE]],
; CHECK-LABEL: define ptx_kernel void @one_path(
; CHECK:         call i32 @__dpagg_aggregate_{{warp|block}}(ptr @[[ONEPATH_SITE]],

; REMARK:      parameter 0 of child(int, int*) stored per thread, not once per aggregate: more than one write sets its bytes, and threads may differ in which one they executed last
; REMARK-NEXT: parameter 0 of child(int, int*) stored per thread, not once per aggregate: more than one write sets its bytes, and threads may differ in which one they executed last
; REMARK-NEXT: parameter 0 of child(int, int*) stored per thread, not once per aggregate: more than one write sets its bytes, and threads may differ in which one they executed last
; REMARK-NEXT: parameter 0 of child(int, int*) stored per thread, not once per aggregate: it is written in a loop the launch is not in
; REMARK-NEXT: parameter 0 of child(int, int*) stored per thread, not once per aggregate: a write to it is not on every path to the launch
; REMARK-NOT:  remark

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.dim3 = type { i32, i32, i32 }
%struct.Pair = type { i32, i32 }

@grid1 = private constant %struct.dim3 { i32 1, i32 1, i32 1 }
@block32 = private constant %struct.dim3 { i32 32, i32 1, i32 1 }

define ptx_kernel void @_Z5childiPi(i32 %v, ptr %out) #0 {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p = getelementptr inbounds i32, ptr %out, i32 %tid
  store i32 %v, ptr %p, align 4
  ret void
}

define ptx_kernel void @_Z6child24PairPi(ptr byval(%struct.Pair) align 4 %pr, ptr %out) #0 {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %x = load i32, ptr %pr, align 4
  %p = getelementptr inbounds i32, ptr %out, i32 %tid
  store i32 %x, ptr %p, align 4
  ret void
}

; if (threadIdx.x & 1) v = a; else v = b; each value is uniform, but which
; store a thread executed is not.
define ptx_kernel void @two_paths(ptr %out, i32 %a, i32 %b) #0 {
entry:
  %buf = call ptr @__cudaCDP2GetParameterBuffer(i64 64, i64 16)
  %isnull = icmp eq ptr %buf, null
  br i1 %isnull, label %done, label %fill
fill:
  %o = getelementptr inbounds i8, ptr %buf, i64 8
  store ptr %out, ptr %o, align 8
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %odd = and i32 %tid, 1
  %c = icmp ne i32 %odd, 0
  br i1 %c, label %then, label %else
then:
  store i32 %a, ptr %buf, align 64
  br label %launch
else:
  store i32 %b, ptr %buf, align 64
  br label %launch
launch:
  %err = call i32 @__cudaCDP2LaunchDevice(ptr @_Z5childiPi, ptr %buf, ptr byval(%struct.dim3) align 4 @grid1, ptr byval(%struct.dim3) align 4 @block32, i32 0, ptr null)
  br label %done
done:
  ret void
}

; v = a; if (threadIdx.x & 1) v = b;
define ptx_kernel void @overwritten(ptr %out, i32 %a, i32 %b) #0 {
entry:
  %buf = call ptr @__cudaCDP2GetParameterBuffer(i64 64, i64 16)
  %isnull = icmp eq ptr %buf, null
  br i1 %isnull, label %done, label %fill
fill:
  %o = getelementptr inbounds i8, ptr %buf, i64 8
  store ptr %out, ptr %o, align 8
  store i32 %a, ptr %buf, align 64
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %odd = and i32 %tid, 1
  %c = icmp ne i32 %odd, 0
  br i1 %c, label %then, label %launch
then:
  store i32 %b, ptr %buf, align 64
  br label %launch
launch:
  %err = call i32 @__cudaCDP2LaunchDevice(ptr @_Z5childiPi, ptr %buf, ptr byval(%struct.dim3) align 4 @grid1, ptr byval(%struct.dim3) align 4 @block32, i32 0, ptr null)
  br label %done
done:
  ret void
}

; if (threadIdx.x & 1) memset(&v, 0, 4); else v = a;
define ptx_kernel void @memset_or_store(ptr %out, i32 %a) #0 {
entry:
  %buf = call ptr @__cudaCDP2GetParameterBuffer(i64 64, i64 16)
  %isnull = icmp eq ptr %buf, null
  br i1 %isnull, label %done, label %fill
fill:
  %o = getelementptr inbounds i8, ptr %buf, i64 8
  store ptr %out, ptr %o, align 8
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %odd = and i32 %tid, 1
  %c = icmp ne i32 %odd, 0
  br i1 %c, label %then, label %else
then:
  call void @llvm.memset.p0.i64(ptr align 64 %buf, i8 0, i64 4, i1 false)
  br label %launch
else:
  store i32 %a, ptr %buf, align 64
  br label %launch
launch:
  %err = call i32 @__cudaCDP2LaunchDevice(ptr @_Z5childiPi, ptr %buf, ptr byval(%struct.dim3) align 4 @grid1, ptr byval(%struct.dim3) align 4 @block32, i32 0, ptr null)
  br label %done
done:
  ret void
}

; for (i = 0; i < threadIdx.x; ++i) v = i; the loop counter is uniform in
; every iteration, but threads leave the loop in different iterations.
define ptx_kernel void @written_in_loop(ptr %out) #0 {
entry:
  %buf = call ptr @__cudaCDP2GetParameterBuffer(i64 64, i64 16)
  %isnull = icmp eq ptr %buf, null
  br i1 %isnull, label %done, label %fill
fill:
  %o = getelementptr inbounds i8, ptr %buf, i64 8
  store ptr %out, ptr %o, align 8
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %loop
loop:
  %i = phi i32 [ 0, %fill ], [ %i.next, %loop ]
  store i32 %i, ptr %buf, align 64
  %i.next = add i32 %i, 1
  %more = icmp ult i32 %i.next, %tid
  br i1 %more, label %loop, label %launch
launch:
  %err = call i32 @__cudaCDP2LaunchDevice(ptr @_Z5childiPi, ptr %buf, ptr byval(%struct.dim3) align 4 @grid1, ptr byval(%struct.dim3) align 4 @block32, i32 0, ptr null)
  br label %done
done:
  ret void
}

; v = (threadIdx.x & 1) ? a : b; one store of a per-thread value.
define ptx_kernel void @select_form(ptr %out, i32 %a, i32 %b) #0 {
entry:
  %buf = call ptr @__cudaCDP2GetParameterBuffer(i64 64, i64 16)
  %isnull = icmp eq ptr %buf, null
  br i1 %isnull, label %done, label %fill
fill:
  %o = getelementptr inbounds i8, ptr %buf, i64 8
  store ptr %out, ptr %o, align 8
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %odd = and i32 %tid, 1
  %c = icmp ne i32 %odd, 0
  %v = select i1 %c, i32 %a, i32 %b
  store i32 %v, ptr %buf, align 64
  %err = call i32 @__cudaCDP2LaunchDevice(ptr @_Z5childiPi, ptr %buf, ptr byval(%struct.dim3) align 4 @grid1, ptr byval(%struct.dim3) align 4 @block32, i32 0, ptr null)
  br label %done
done:
  ret void
}

; v = a on every path: uniform.
define ptx_kernel void @one_store(ptr %out, i32 %a) #0 {
entry:
  %buf = call ptr @__cudaCDP2GetParameterBuffer(i64 64, i64 16)
  %isnull = icmp eq ptr %buf, null
  br i1 %isnull, label %done, label %fill
fill:
  %o = getelementptr inbounds i8, ptr %buf, i64 8
  store ptr %out, ptr %o, align 8
  store i32 %a, ptr %buf, align 64
  %err = call i32 @__cudaCDP2LaunchDevice(ptr @_Z5childiPi, ptr %buf, ptr byval(%struct.dim3) align 4 @grid1, ptr byval(%struct.dim3) align 4 @block32, i32 0, ptr null)
  br label %done
done:
  ret void
}

; for (i = 0; i < n; ++i) child<<<1, 32>>>(i, out): the store and the launch
; share their loop, so each launch's v is that iteration's uniform i.
define ptx_kernel void @launch_in_loop(ptr %out, i32 %n) #0 {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %buf = call ptr @__cudaCDP2GetParameterBuffer(i64 64, i64 16)
  %isnull = icmp eq ptr %buf, null
  br i1 %isnull, label %latch, label %fill
fill:
  %o = getelementptr inbounds i8, ptr %buf, i64 8
  store ptr %out, ptr %o, align 8
  store i32 %i, ptr %buf, align 64
  %err = call i32 @__cudaCDP2LaunchDevice(ptr @_Z5childiPi, ptr %buf, ptr byval(%struct.dim3) align 4 @grid1, ptr byval(%struct.dim3) align 4 @block32, i32 0, ptr null)
  br label %latch
latch:
  %i.next = add i32 %i, 1
  %more = icmp ult i32 %i.next, %n
  br i1 %more, label %loop, label %done
done:
  ret void
}

; A struct written field by field (two writes that do not overlap): uniform.
define ptx_kernel void @two_fields(ptr %out, i32 %a, i32 %b) #0 {
entry:
  %buf = call ptr @__cudaCDP2GetParameterBuffer(i64 64, i64 16)
  %isnull = icmp eq ptr %buf, null
  br i1 %isnull, label %done, label %fill
fill:
  %o = getelementptr inbounds i8, ptr %buf, i64 8
  store ptr %out, ptr %o, align 8
  store i32 %a, ptr %buf, align 64
  %y = getelementptr inbounds i8, ptr %buf, i64 4
  store i32 %b, ptr %y, align 4
  %err = call i32 @__cudaCDP2LaunchDevice(ptr @_Z6child24PairPi, ptr %buf, ptr byval(%struct.dim3) align 4 @grid1, ptr byval(%struct.dim3) align 4 @block32, i32 0, ptr null)
  br label %done
done:
  ret void
}


; if (threadIdx.x & 1) v = a; (v is left unset on the other path, whose
; child reads indeterminate bytes: a per-thread copy of them is still right).
define ptx_kernel void @one_path(ptr %out, i32 %a) #0 {
entry:
  %buf = call ptr @__cudaCDP2GetParameterBuffer(i64 64, i64 16)
  %isnull = icmp eq ptr %buf, null
  br i1 %isnull, label %done, label %fill
fill:
  %o = getelementptr inbounds i8, ptr %buf, i64 8
  store ptr %out, ptr %o, align 8
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %odd = and i32 %tid, 1
  %c = icmp ne i32 %odd, 0
  br i1 %c, label %then, label %launch
then:
  store i32 %a, ptr %buf, align 64
  br label %launch
launch:
  %err = call i32 @__cudaCDP2LaunchDevice(ptr @_Z5childiPi, ptr %buf, ptr byval(%struct.dim3) align 4 @grid1, ptr byval(%struct.dim3) align 4 @block32, i32 0, ptr null)
  br label %done
done:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
declare ptr @__cudaCDP2GetParameterBuffer(i64, i64) convergent
declare i32 @__cudaCDP2LaunchDevice(ptr, ptr, ptr byval(%struct.dim3) align 4, ptr byval(%struct.dim3) align 4, i32, ptr) convergent

; Aggregation needs sm_80 or newer and reads it from "target-cpu".
attributes #0 = { "target-cpu"="sm_90" }
