; Launches the launch-site analysis refuses (hand-written IR, the cases of
; ../../Analysis/LaunchSites/unanalyzable-launches.ll) stay V1 launches,
; exactly as they were, each with a missed remark giving the reason; the one
; analyzable launch beside them is rewritten.
; REQUIRES: nvptx-registered-target
; RUN: opt -passes='dpagg-lower-v1-launches<all>' -pass-remarks=dpagg \
; RUN:   -pass-remarks-missed=dpagg -S %s -o %t.ll 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: FileCheck %s < %t.ll

; REMARK:      remark: <unknown>:0:0: device launch left as a V1 launch: the launched kernel is not a known function: %k = select i1 %c, ptr @_Z5childPii, ptr @_Z5otherPii
; REMARK-NEXT: remark: <unknown>:0:0: device launch left as a V1 launch: the parameter buffer escapes: call void @unknown(ptr %buf)
; REMARK-NEXT: remark: <unknown>:0:0: device launch left as a V1 launch: the parameter buffer feeds 2 launches
; REMARK-NEXT: remark: <unknown>:0:0: device launch left as a V1 launch: the parameter buffer feeds 2 launches
; REMARK-NEXT: remark: <unknown>:0:0: device launch left as a V1 launch: a variable offset into the parameter buffer: %fi = getelementptr inbounds i8, ptr %buf, i64 %i
; REMARK-NEXT: remark: <unknown>:0:0: device launch left as a V1 launch: the parameter buffer is 16 bytes but the parameters of _Z5childPii take 12
; REMARK-NEXT: remark: <unknown>:0:0: device launch left as a V1 launch: a write before the start of the parameter buffer: store i64 0, ptr %fm, align 8
; REMARK-NEXT: remark: <unknown>:0:0: device launch left as a V1 launch: a write past the end of the parameter buffer: store i64 0, ptr %f1, align 8
; REMARK-NEXT: remark: <unknown>:0:0: device launch left as a V1 launch: the parameter buffer is read: %back = load i32, ptr %f1, align 8
; REMARK-NEXT: remark: <unknown>:0:0: launch of child(int*, int) rewritten from V1 to V2
; REMARK-NOT:  remark

; CHECK-LABEL: @indirect_kernel(
; CHECK-NEXT:  [[GRID:%.*]] = alloca %struct.dim3, align 8
; CHECK-NEXT:  [[BLOCK:%.*]] = alloca %struct.dim3, align 8
; CHECK-NEXT:  [[BUF:%.*]] = tail call ptr @__cudaCDP2GetParameterBuffer(i64 64, i64 12)
; CHECK-NEXT:  [[ISNULL:%.*]] = icmp eq ptr [[BUF]], null
; CHECK-NEXT:  br i1 [[ISNULL]], label %[[BBEND:.*]], label %[[BBOK:.*]]
; CHECK:       [[BBOK]]:
; CHECK-NEXT:  store ptr %p, ptr [[BUF]], align 64
; CHECK-NEXT:  [[F1:%.*]] = getelementptr inbounds nuw i8, ptr [[BUF]], i64 8
; CHECK-NEXT:  store i32 %v, ptr [[F1]], align 8
; CHECK-NEXT:  [[K:%.*]] = select i1 %c, ptr @_Z5childPii, ptr @_Z5otherPii
; CHECK-NEXT:  store i32 1, ptr [[GRID]], align 8
; CHECK-NEXT:  store i32 32, ptr [[BLOCK]], align 8
; CHECK-NEXT:  [[R:%.*]] = tail call i32 @__cudaCDP2LaunchDevice(ptr [[K]], ptr [[BUF]], ptr byval(%struct.dim3) align 4 [[GRID]], ptr byval(%struct.dim3) align 4 [[BLOCK]], i32 0, ptr null)
; CHECK-NEXT:  br label %[[BBEND]]
; CHECK:       [[BBEND]]:
; CHECK-NEXT:  ret void
;
; CHECK-LABEL: @escapes_to_call(
; CHECK-NEXT:  [[GRID:%.*]] = alloca %struct.dim3, align 8
; CHECK-NEXT:  [[BLOCK:%.*]] = alloca %struct.dim3, align 8
; CHECK-NEXT:  [[BUF:%.*]] = tail call ptr @__cudaCDP2GetParameterBuffer(i64 64, i64 12)
; CHECK-NEXT:  [[ISNULL:%.*]] = icmp eq ptr [[BUF]], null
; CHECK-NEXT:  br i1 [[ISNULL]], label %[[BBEND:.*]], label %[[BBOK:.*]]
; CHECK:       [[BBOK]]:
; CHECK-NEXT:  store ptr %p, ptr [[BUF]], align 64
; CHECK-NEXT:  [[F1:%.*]] = getelementptr inbounds nuw i8, ptr [[BUF]], i64 8
; CHECK-NEXT:  store i32 %v, ptr [[F1]], align 8
; CHECK-NEXT:  call void @unknown(ptr [[BUF]])
; CHECK-NEXT:  store i32 1, ptr [[GRID]], align 8
; CHECK-NEXT:  store i32 32, ptr [[BLOCK]], align 8
; CHECK-NEXT:  [[R:%.*]] = tail call i32 @__cudaCDP2LaunchDevice(ptr @_Z5childPii, ptr [[BUF]], ptr byval(%struct.dim3) align 4 [[GRID]], ptr byval(%struct.dim3) align 4 [[BLOCK]], i32 0, ptr null)
; CHECK-NEXT:  br label %[[BBEND]]
; CHECK:       [[BBEND]]:
; CHECK-NEXT:  ret void
;
; CHECK-LABEL: @two_launches(
; CHECK-NEXT:  [[GRID:%.*]] = alloca %struct.dim3, align 8
; CHECK-NEXT:  [[BLOCK:%.*]] = alloca %struct.dim3, align 8
; CHECK-NEXT:  [[BUF:%.*]] = tail call ptr @__cudaCDP2GetParameterBuffer(i64 64, i64 12)
; CHECK-NEXT:  [[ISNULL:%.*]] = icmp eq ptr [[BUF]], null
; CHECK-NEXT:  br i1 [[ISNULL]], label %[[BBEND:.*]], label %[[BBOK:.*]]
; CHECK:       [[BBOK]]:
; CHECK-NEXT:  store ptr %p, ptr [[BUF]], align 64
; CHECK-NEXT:  [[F1:%.*]] = getelementptr inbounds nuw i8, ptr [[BUF]], i64 8
; CHECK-NEXT:  store i32 %v, ptr [[F1]], align 8
; CHECK-NEXT:  store i32 1, ptr [[GRID]], align 8
; CHECK-NEXT:  store i32 32, ptr [[BLOCK]], align 8
; CHECK-NEXT:  [[R:%.*]] = tail call i32 @__cudaCDP2LaunchDevice(ptr @_Z5childPii, ptr [[BUF]], ptr byval(%struct.dim3) align 4 [[GRID]], ptr byval(%struct.dim3) align 4 [[BLOCK]], i32 0, ptr null)
; CHECK-NEXT:  [[R2:%.*]] = tail call i32 @__cudaCDP2LaunchDevice(ptr @_Z5childPii, ptr [[BUF]], ptr byval(%struct.dim3) align 4 [[GRID]], ptr byval(%struct.dim3) align 4 [[BLOCK]], i32 0, ptr null)
; CHECK-NEXT:  br label %[[BBEND]]
; CHECK:       [[BBEND]]:
; CHECK-NEXT:  ret void
;
; CHECK-LABEL: @variable_offset(
; CHECK-NEXT:  [[GRID:%.*]] = alloca %struct.dim3, align 8
; CHECK-NEXT:  [[BLOCK:%.*]] = alloca %struct.dim3, align 8
; CHECK-NEXT:  [[BUF:%.*]] = tail call ptr @__cudaCDP2GetParameterBuffer(i64 64, i64 12)
; CHECK-NEXT:  [[ISNULL:%.*]] = icmp eq ptr [[BUF]], null
; CHECK-NEXT:  br i1 [[ISNULL]], label %[[BBEND:.*]], label %[[BBOK:.*]]
; CHECK:       [[BBOK]]:
; CHECK-NEXT:  store ptr %p, ptr [[BUF]], align 64
; CHECK-NEXT:  [[FI:%.*]] = getelementptr inbounds i8, ptr [[BUF]], i64 %i
; CHECK-NEXT:  store i32 %v, ptr [[FI]], align 4
; CHECK-NEXT:  store i32 1, ptr [[GRID]], align 8
; CHECK-NEXT:  store i32 32, ptr [[BLOCK]], align 8
; CHECK-NEXT:  [[R:%.*]] = tail call i32 @__cudaCDP2LaunchDevice(ptr @_Z5childPii, ptr [[BUF]], ptr byval(%struct.dim3) align 4 [[GRID]], ptr byval(%struct.dim3) align 4 [[BLOCK]], i32 0, ptr null)
; CHECK-NEXT:  br label %[[BBEND]]
; CHECK:       [[BBEND]]:
; CHECK-NEXT:  ret void
;
; CHECK-LABEL: @size_mismatch(
; CHECK-NEXT:  [[GRID:%.*]] = alloca %struct.dim3, align 8
; CHECK-NEXT:  [[BLOCK:%.*]] = alloca %struct.dim3, align 8
; CHECK-NEXT:  [[BUF:%.*]] = tail call ptr @__cudaCDP2GetParameterBuffer(i64 64, i64 16)
; CHECK-NEXT:  [[ISNULL:%.*]] = icmp eq ptr [[BUF]], null
; CHECK-NEXT:  br i1 [[ISNULL]], label %[[BBEND:.*]], label %[[BBOK:.*]]
; CHECK:       [[BBOK]]:
; CHECK-NEXT:  store ptr %p, ptr [[BUF]], align 64
; CHECK-NEXT:  [[F1:%.*]] = getelementptr inbounds nuw i8, ptr [[BUF]], i64 8
; CHECK-NEXT:  store i32 %v, ptr [[F1]], align 8
; CHECK-NEXT:  store i32 1, ptr [[GRID]], align 8
; CHECK-NEXT:  store i32 32, ptr [[BLOCK]], align 8
; CHECK-NEXT:  [[R:%.*]] = tail call i32 @__cudaCDP2LaunchDevice(ptr @_Z5childPii, ptr [[BUF]], ptr byval(%struct.dim3) align 4 [[GRID]], ptr byval(%struct.dim3) align 4 [[BLOCK]], i32 0, ptr null)
; CHECK-NEXT:  br label %[[BBEND]]
; CHECK:       [[BBEND]]:
; CHECK-NEXT:  ret void
;
; CHECK-LABEL: @negative_offset(
; CHECK-NEXT:  [[GRID:%.*]] = alloca %struct.dim3, align 8
; CHECK-NEXT:  [[BLOCK:%.*]] = alloca %struct.dim3, align 8
; CHECK-NEXT:  [[BUF:%.*]] = tail call ptr @__cudaCDP2GetParameterBuffer(i64 64, i64 12)
; CHECK-NEXT:  [[ISNULL:%.*]] = icmp eq ptr [[BUF]], null
; CHECK-NEXT:  br i1 [[ISNULL]], label %[[BBEND:.*]], label %[[BBOK:.*]]
; CHECK:       [[BBOK]]:
; CHECK-NEXT:  store ptr %p, ptr [[BUF]], align 64
; CHECK-NEXT:  [[F1:%.*]] = getelementptr inbounds nuw i8, ptr [[BUF]], i64 8
; CHECK-NEXT:  store i32 %v, ptr [[F1]], align 8
; CHECK-NEXT:  [[FM:%.*]] = getelementptr inbounds i8, ptr [[BUF]], i64 -8
; CHECK-NEXT:  store i64 0, ptr [[FM]], align 8
; CHECK-NEXT:  store i32 1, ptr [[GRID]], align 8
; CHECK-NEXT:  store i32 32, ptr [[BLOCK]], align 8
; CHECK-NEXT:  [[R:%.*]] = tail call i32 @__cudaCDP2LaunchDevice(ptr @_Z5childPii, ptr [[BUF]], ptr byval(%struct.dim3) align 4 [[GRID]], ptr byval(%struct.dim3) align 4 [[BLOCK]], i32 0, ptr null)
; CHECK-NEXT:  br label %[[BBEND]]
; CHECK:       [[BBEND]]:
; CHECK-NEXT:  ret void
;
; CHECK-LABEL: @past_the_end(
; CHECK-NEXT:  [[GRID:%.*]] = alloca %struct.dim3, align 8
; CHECK-NEXT:  [[BLOCK:%.*]] = alloca %struct.dim3, align 8
; CHECK-NEXT:  [[BUF:%.*]] = tail call ptr @__cudaCDP2GetParameterBuffer(i64 64, i64 12)
; CHECK-NEXT:  [[ISNULL:%.*]] = icmp eq ptr [[BUF]], null
; CHECK-NEXT:  br i1 [[ISNULL]], label %[[BBEND:.*]], label %[[BBOK:.*]]
; CHECK:       [[BBOK]]:
; CHECK-NEXT:  store ptr %p, ptr [[BUF]], align 64
; CHECK-NEXT:  [[F1:%.*]] = getelementptr inbounds nuw i8, ptr [[BUF]], i64 8
; CHECK-NEXT:  store i64 0, ptr [[F1]], align 8
; CHECK-NEXT:  store i32 1, ptr [[GRID]], align 8
; CHECK-NEXT:  store i32 32, ptr [[BLOCK]], align 8
; CHECK-NEXT:  [[R:%.*]] = tail call i32 @__cudaCDP2LaunchDevice(ptr @_Z5childPii, ptr [[BUF]], ptr byval(%struct.dim3) align 4 [[GRID]], ptr byval(%struct.dim3) align 4 [[BLOCK]], i32 0, ptr null)
; CHECK-NEXT:  br label %[[BBEND]]
; CHECK:       [[BBEND]]:
; CHECK-NEXT:  ret void
;
; CHECK-LABEL: @buffer_read(
; CHECK-NEXT:  [[GRID:%.*]] = alloca %struct.dim3, align 8
; CHECK-NEXT:  [[BLOCK:%.*]] = alloca %struct.dim3, align 8
; CHECK-NEXT:  [[BUF:%.*]] = tail call ptr @__cudaCDP2GetParameterBuffer(i64 64, i64 12)
; CHECK-NEXT:  [[ISNULL:%.*]] = icmp eq ptr [[BUF]], null
; CHECK-NEXT:  br i1 [[ISNULL]], label %[[BBEND:.*]], label %[[BBOK:.*]]
; CHECK:       [[BBOK]]:
; CHECK-NEXT:  store ptr %p, ptr [[BUF]], align 64
; CHECK-NEXT:  [[F1:%.*]] = getelementptr inbounds nuw i8, ptr [[BUF]], i64 8
; CHECK-NEXT:  store i32 %v, ptr [[F1]], align 8
; CHECK-NEXT:  [[BACK:%.*]] = load i32, ptr [[F1]], align 8
; CHECK-NEXT:  store i32 1, ptr [[GRID]], align 8
; CHECK-NEXT:  store i32 32, ptr [[BLOCK]], align 8
; CHECK-NEXT:  [[R:%.*]] = tail call i32 @__cudaCDP2LaunchDevice(ptr @_Z5childPii, ptr [[BUF]], ptr byval(%struct.dim3) align 4 [[GRID]], ptr byval(%struct.dim3) align 4 [[BLOCK]], i32 0, ptr null)
; CHECK-NEXT:  br label %[[BBEND]]
; CHECK:       [[BBEND]]:
; CHECK-NEXT:  ret void
;
; CHECK-LABEL: @analyzable(
; CHECK-NEXT:  [[DPAGG_PARAMS:%.*]] = alloca [12 x i8], align 64
; CHECK-NEXT:  [[GRID:%.*]] = alloca %struct.dim3, align 8
; CHECK-NEXT:  [[BLOCK:%.*]] = alloca %struct.dim3, align 8
; CHECK-NEXT:  br i1 false, label %[[BBEND:.*]], label %[[BBOK:.*]]
; CHECK:       [[BBOK]]:
; CHECK-NEXT:    call void @llvm.lifetime.start.p0(ptr [[DPAGG_PARAMS]])
; CHECK-NEXT:  store ptr %p, ptr [[DPAGG_PARAMS]], align 64
; CHECK-NEXT:  [[F1:%.*]] = getelementptr inbounds nuw i8, ptr [[DPAGG_PARAMS]], i64 8
; CHECK-NEXT:  store i32 %v, ptr [[F1]], align 8
; CHECK-NEXT:  store i32 1, ptr [[GRID]], align 8
; CHECK-NEXT:  store i32 32, ptr [[BLOCK]], align 8
; CHECK-NEXT:  [[TMP1:%.*]] = getelementptr inbounds i8, ptr [[GRID]], i64 0
; CHECK-NEXT:  [[DPAGG_GRID_X:%.*]] = load i32, ptr [[TMP1]], align 4
; CHECK-NEXT:  [[TMP2:%.*]] = getelementptr inbounds i8, ptr [[GRID]], i64 4
; CHECK-NEXT:  [[DPAGG_GRID_Y:%.*]] = load i32, ptr [[TMP2]], align 4
; CHECK-NEXT:  [[TMP3:%.*]] = getelementptr inbounds i8, ptr [[GRID]], i64 8
; CHECK-NEXT:  [[DPAGG_GRID_Z:%.*]] = load i32, ptr [[TMP3]], align 4
; CHECK-NEXT:  [[TMP4:%.*]] = getelementptr inbounds i8, ptr [[BLOCK]], i64 0
; CHECK-NEXT:  [[DPAGG_BLOCK_X:%.*]] = load i32, ptr [[TMP4]], align 4
; CHECK-NEXT:  [[TMP5:%.*]] = getelementptr inbounds i8, ptr [[BLOCK]], i64 4
; CHECK-NEXT:  [[DPAGG_BLOCK_Y:%.*]] = load i32, ptr [[TMP5]], align 4
; CHECK-NEXT:  [[TMP6:%.*]] = getelementptr inbounds i8, ptr [[BLOCK]], i64 8
; CHECK-NEXT:  [[DPAGG_BLOCK_Z:%.*]] = load i32, ptr [[TMP6]], align 4
; CHECK-NEXT:  [[TMP7:%.*]] = call i32 @__dpagg_launch_v2(ptr @_Z5childPii, ptr [[DPAGG_PARAMS]], i32 12, i32 [[DPAGG_GRID_X]], i32 [[DPAGG_GRID_Y]], i32 [[DPAGG_GRID_Z]], i32 [[DPAGG_BLOCK_X]], i32 [[DPAGG_BLOCK_Y]], i32 [[DPAGG_BLOCK_Z]], i32 0, ptr null, i32 0, ptr @dpagg.name._Z5childPii)
; CHECK-NEXT:    call void @llvm.lifetime.end.p0(ptr [[DPAGG_PARAMS]])
; CHECK-NEXT:  br label %[[BBEND]]
; CHECK:       [[BBEND]]:
; CHECK-NEXT:  ret void
;

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

; The same launch, unedited: rewritten, and the only one that is.
define dso_local ptx_kernel void @analyzable(ptr noundef %p, i32 noundef %v) {
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
  br label %end

end:
  ret void
}

declare void @unknown(ptr)
declare ptr @__cudaCDP2GetParameterBuffer(i64, i64)
declare i32 @__cudaCDP2LaunchDevice(ptr, ptr, ptr byval(%struct.dim3) align 4, ptr byval(%struct.dim3) align 4, i32, ptr)
