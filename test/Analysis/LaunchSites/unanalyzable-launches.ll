; Launches the analysis must refuse, each with the reason it prints.
; Hand-written IR (no .cu source can produce most of these) in the shape of
; clang 22's -O2 output for `child<<<1, 32>>>(p, v)` with
; `__global__ void child(int *p, int v)`, edited to break one rule of the
; analysis per function. No launch may get a configuration printed.
; REQUIRES: nvptx-registered-target
; RUN: opt -passes='print<dpagg-launch-sites>' -disable-output %s 2>&1 \
; RUN:   | FileCheck %s --implicit-check-not=grid:

; CHECK-LABEL: DPAgg launch sites: 9

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.dim3 = type { i32, i32, i32 }

define dso_local ptx_kernel void @_Z5childPii(ptr noundef %0, i32 noundef %1) {
  ret void
}

define dso_local ptx_kernel void @_Z5otherPii(ptr noundef %0, i32 noundef %1) {
  ret void
}

; (c ? child : other)<<<1, 32>>>(p, v): an indirect kernel
; pointer (a select), not a function.
; CHECK:      launch in @indirect_kernel via V1
; CHECK-NEXT:   unanalyzable: the launched kernel is not a known function: %k = select i1 %c, ptr @_Z5childPii, ptr @_Z5otherPii
define dso_local ptx_kernel void @indirect_kernel(ptr noundef %p, i32 noundef %v, i1 %c) {
  %grid = alloca %struct.dim3, align 8
  %block = alloca %struct.dim3, align 8
  %buf = tail call ptr @__cudaCDP2GetParameterBuffer(i64 64, i64 12)
  %isnull = icmp eq ptr %buf, null
  br i1 %isnull, label %end, label %ok

ok:
  store ptr %p, ptr %buf, align 64
  %f1 = getelementptr inbounds nuw i8, ptr %buf, i64 8
  store i32 %v, ptr %f1, align 8
  %k = select i1 %c, ptr @_Z5childPii, ptr @_Z5otherPii
  store i32 1, ptr %grid, align 8
  store i32 32, ptr %block, align 8
  %r = tail call i32 @__cudaCDP2LaunchDevice(ptr %k, ptr %buf, ptr byval(%struct.dim3) align 4 %grid, ptr byval(%struct.dim3) align 4 %block, i32 0, ptr null)
  br label %end

end:
  ret void
}

; The buffer is handed to a function we cannot see.
; CHECK:      launch in @escapes_to_call of @_Z5childPii via V1
; CHECK-NEXT:   unanalyzable: the parameter buffer escapes: call void @unknown(ptr %buf)
define dso_local ptx_kernel void @escapes_to_call(ptr noundef %p, i32 noundef %v) {
  %grid = alloca %struct.dim3, align 8
  %block = alloca %struct.dim3, align 8
  %buf = tail call ptr @__cudaCDP2GetParameterBuffer(i64 64, i64 12)
  %isnull = icmp eq ptr %buf, null
  br i1 %isnull, label %end, label %ok

ok:
  store ptr %p, ptr %buf, align 64
  %f1 = getelementptr inbounds nuw i8, ptr %buf, i64 8
  store i32 %v, ptr %f1, align 8
  call void @unknown(ptr %buf)
  store i32 1, ptr %grid, align 8
  store i32 32, ptr %block, align 8
  %r = tail call i32 @__cudaCDP2LaunchDevice(ptr @_Z5childPii, ptr %buf, ptr byval(%struct.dim3) align 4 %grid, ptr byval(%struct.dim3) align 4 %block, i32 0, ptr null)
  br label %end

end:
  ret void
}

; One buffer feeds two launches.
; CHECK:      launch in @two_launches of @_Z5childPii via V1
; CHECK-NEXT:   unanalyzable: the parameter buffer feeds 2 launches
; CHECK:      launch in @two_launches of @_Z5childPii via V1
; CHECK-NEXT:   unanalyzable: the parameter buffer feeds 2 launches
define dso_local ptx_kernel void @two_launches(ptr noundef %p, i32 noundef %v) {
  %grid = alloca %struct.dim3, align 8
  %block = alloca %struct.dim3, align 8
  %buf = tail call ptr @__cudaCDP2GetParameterBuffer(i64 64, i64 12)
  %isnull = icmp eq ptr %buf, null
  br i1 %isnull, label %end, label %ok

ok:
  store ptr %p, ptr %buf, align 64
  %f1 = getelementptr inbounds nuw i8, ptr %buf, i64 8
  store i32 %v, ptr %f1, align 8
  store i32 1, ptr %grid, align 8
  store i32 32, ptr %block, align 8
  %r = tail call i32 @__cudaCDP2LaunchDevice(ptr @_Z5childPii, ptr %buf, ptr byval(%struct.dim3) align 4 %grid, ptr byval(%struct.dim3) align 4 %block, i32 0, ptr null)
  %r2 = tail call i32 @__cudaCDP2LaunchDevice(ptr @_Z5childPii, ptr %buf, ptr byval(%struct.dim3) align 4 %grid, ptr byval(%struct.dim3) align 4 %block, i32 0, ptr null)
  br label %end

end:
  ret void
}

; A parameter is written at an offset only known at run time.
; CHECK:      launch in @variable_offset of @_Z5childPii via V1
; CHECK-NEXT:   unanalyzable: a variable offset into the parameter buffer: %fi = getelementptr inbounds i8, ptr %buf, i64 %i
define dso_local ptx_kernel void @variable_offset(ptr noundef %p, i32 noundef %v, i64 %i) {
  %grid = alloca %struct.dim3, align 8
  %block = alloca %struct.dim3, align 8
  %buf = tail call ptr @__cudaCDP2GetParameterBuffer(i64 64, i64 12)
  %isnull = icmp eq ptr %buf, null
  br i1 %isnull, label %end, label %ok

ok:
  store ptr %p, ptr %buf, align 64
  %fi = getelementptr inbounds i8, ptr %buf, i64 %i
  store i32 %v, ptr %fi, align 4
  store i32 1, ptr %grid, align 8
  store i32 32, ptr %block, align 8
  %r = tail call i32 @__cudaCDP2LaunchDevice(ptr @_Z5childPii, ptr %buf, ptr byval(%struct.dim3) align 4 %grid, ptr byval(%struct.dim3) align 4 %block, i32 0, ptr null)
  br label %end

end:
  ret void
}

; The buffer asked for is 16 bytes; child(int*, int) takes 12.
; CHECK:      launch in @size_mismatch of @_Z5childPii via V1
; CHECK-NEXT:   unanalyzable: the parameter buffer is 16 bytes but the parameters of _Z5childPii take 12
define dso_local ptx_kernel void @size_mismatch(ptr noundef %p, i32 noundef %v) {
  %grid = alloca %struct.dim3, align 8
  %block = alloca %struct.dim3, align 8
  %buf = tail call ptr @__cudaCDP2GetParameterBuffer(i64 64, i64 16)
  %isnull = icmp eq ptr %buf, null
  br i1 %isnull, label %end, label %ok

ok:
  store ptr %p, ptr %buf, align 64
  %f1 = getelementptr inbounds nuw i8, ptr %buf, i64 8
  store i32 %v, ptr %f1, align 8
  store i32 1, ptr %grid, align 8
  store i32 32, ptr %block, align 8
  %r = tail call i32 @__cudaCDP2LaunchDevice(ptr @_Z5childPii, ptr %buf, ptr byval(%struct.dim3) align 4 %grid, ptr byval(%struct.dim3) align 4 %block, i32 0, ptr null)
  br label %end

end:
  ret void
}

; A write 8 bytes before the start of the buffer (wraps around as unsigned).
; CHECK:      launch in @negative_offset of @_Z5childPii via V1
; CHECK-NEXT:   unanalyzable: a write before the start of the parameter buffer: store i64 0, ptr %fm, align 8
define dso_local ptx_kernel void @negative_offset(ptr noundef %p, i32 noundef %v) {
  %grid = alloca %struct.dim3, align 8
  %block = alloca %struct.dim3, align 8
  %buf = tail call ptr @__cudaCDP2GetParameterBuffer(i64 64, i64 12)
  %isnull = icmp eq ptr %buf, null
  br i1 %isnull, label %end, label %ok

ok:
  store ptr %p, ptr %buf, align 64
  %f1 = getelementptr inbounds nuw i8, ptr %buf, i64 8
  store i32 %v, ptr %f1, align 8
  %fm = getelementptr inbounds i8, ptr %buf, i64 -8
  store i64 0, ptr %fm, align 8
  store i32 1, ptr %grid, align 8
  store i32 32, ptr %block, align 8
  %r = tail call i32 @__cudaCDP2LaunchDevice(ptr @_Z5childPii, ptr %buf, ptr byval(%struct.dim3) align 4 %grid, ptr byval(%struct.dim3) align 4 %block, i32 0, ptr null)
  br label %end

end:
  ret void
}

; An 8-byte write at offset 8 of a 12-byte buffer.
; CHECK:      launch in @past_the_end of @_Z5childPii via V1
; CHECK-NEXT:   unanalyzable: a write past the end of the parameter buffer: store i64 0, ptr %f1, align 8
define dso_local ptx_kernel void @past_the_end(ptr noundef %p, i32 noundef %v) {
  %grid = alloca %struct.dim3, align 8
  %block = alloca %struct.dim3, align 8
  %buf = tail call ptr @__cudaCDP2GetParameterBuffer(i64 64, i64 12)
  %isnull = icmp eq ptr %buf, null
  br i1 %isnull, label %end, label %ok

ok:
  store ptr %p, ptr %buf, align 64
  %f1 = getelementptr inbounds nuw i8, ptr %buf, i64 8
  store i64 0, ptr %f1, align 8
  store i32 1, ptr %grid, align 8
  store i32 32, ptr %block, align 8
  %r = tail call i32 @__cudaCDP2LaunchDevice(ptr @_Z5childPii, ptr %buf, ptr byval(%struct.dim3) align 4 %grid, ptr byval(%struct.dim3) align 4 %block, i32 0, ptr null)
  br label %end

end:
  ret void
}

; The buffer is read back before the launch.
; CHECK:      launch in @buffer_read of @_Z5childPii via V1
; CHECK-NEXT:   unanalyzable: the parameter buffer is read: %back = load i32, ptr %f1, align 8
define dso_local ptx_kernel void @buffer_read(ptr noundef %p, i32 noundef %v) {
  %grid = alloca %struct.dim3, align 8
  %block = alloca %struct.dim3, align 8
  %buf = tail call ptr @__cudaCDP2GetParameterBuffer(i64 64, i64 12)
  %isnull = icmp eq ptr %buf, null
  br i1 %isnull, label %end, label %ok

ok:
  store ptr %p, ptr %buf, align 64
  %f1 = getelementptr inbounds nuw i8, ptr %buf, i64 8
  store i32 %v, ptr %f1, align 8
  %back = load i32, ptr %f1, align 8
  store i32 1, ptr %grid, align 8
  store i32 32, ptr %block, align 8
  %r = tail call i32 @__cudaCDP2LaunchDevice(ptr @_Z5childPii, ptr %buf, ptr byval(%struct.dim3) align 4 %grid, ptr byval(%struct.dim3) align 4 %block, i32 0, ptr null)
  br label %end

end:
  ret void
}

declare void @unknown(ptr)
declare ptr @__cudaCDP2GetParameterBuffer(i64, i64)
declare i32 @__cudaCDP2LaunchDevice(ptr, ptr, ptr byval(%struct.dim3) align 4, ptr byval(%struct.dim3) align 4, i32, ptr)
