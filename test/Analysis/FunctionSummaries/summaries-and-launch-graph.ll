; Hand-written: the summary of each function (recursive, launch-free, the
; kernels it may launch through everything it calls) and the launch graph
; of the kernels. @leaf calls only known stream-free declarations (libdevice,
; vprintf): launch-free. @spawn launches @child (V2: the parameter buffer
; names the kernel), and @parent reaches that launch through @spawn; @self
; launches itself through a V1 launch; @ping and @pong call each other
; (recursive, so not launch-free although neither launches, nor is @loops,
; which calls them); @errors reads
; the error state (not launch-free, launches nothing); @opaque calls another
; unit's function and @indirect a pointer: either may launch anything (?).
; REQUIRES: nvptx-registered-target
; RUN: opt -passes='print<dpagg-function-summaries>' -disable-output %s 2>&1 | FileCheck %s
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: @leaf: launch-free{{$}}
; CHECK-NEXT:  @child: launch-free{{$}}
; CHECK-NEXT:  @spawn: launches @child{{$}}
; CHECK-NEXT:  @parent: launches @child{{$}}
; CHECK-NEXT:  @self: launches @self{{$}}
; CHECK-NEXT:  @ping: recursive{{$}}
; CHECK-NEXT:  @pong: recursive{{$}}
; CHECK-NEXT:  @loops:{{$}}
; CHECK-NEXT:  @errors:{{$}}
; CHECK-NEXT:  @opaque: launches ?{{$}}
; CHECK-NEXT:  @indirect: launches ?{{$}}
; CHECK-NEXT:  launch graph:
; CHECK-NEXT:    @child ->{{$}}
; CHECK-NEXT:    @parent -> @child{{$}}
; CHECK-NEXT:    @self -> @self (launches itself){{$}}
; CHECK-NEXT:    @loops ->{{$}}
; CHECK-NEXT:    @opaque -> ?{{$}}
; CHECK-NEXT:    @indirect -> ?{{$}}
; CHECK-NOT:   {{.}}

declare float @__nv_sinf(float)
declare i32 @vprintf(ptr, ptr)
declare ptr @__cudaCDP2GetParameterBufferV2(ptr, i64, i32, i64, i32, i32)
declare i32 @__cudaCDP2LaunchDeviceV2(ptr, ptr)
declare i32 @__cudaCDP2LaunchDevice(ptr, ptr, i64, i32, i64, i32, i32, ptr)
declare i32 @__cudaCDP2GetLastError()
declare void @elsewhere()

define float @leaf(float %x) {
  %s = call float @__nv_sinf(float %x)
  %p = call i32 @vprintf(ptr null, ptr null)
  ret float %s
}

define ptx_kernel void @child(float %x) {
  %s = call float @leaf(float %x)
  ret void
}

define void @spawn() {
  %b = call ptr @__cudaCDP2GetParameterBufferV2(ptr @child, i64 1, i32 1, i64 1, i32 1, i32 0)
  %r = call i32 @__cudaCDP2LaunchDeviceV2(ptr %b, ptr null)
  ret void
}

define ptx_kernel void @parent() {
  call void @spawn()
  ret void
}

define ptx_kernel void @self() {
  %r = call i32 @__cudaCDP2LaunchDevice(ptr @self, ptr null, i64 1, i32 1, i64 1, i32 1, i32 0, ptr null)
  ret void
}

define void @ping(i32 %n) {
  call void @pong(i32 %n)
  ret void
}

define void @pong(i32 %n) {
  call void @ping(i32 %n)
  ret void
}

define ptx_kernel void @loops() {
  call void @ping(i32 3)
  ret void
}

define void @errors() {
  %e = call i32 @__cudaCDP2GetLastError()
  ret void
}

define ptx_kernel void @opaque() {
  call void @elsewhere()
  ret void
}

define ptx_kernel void @indirect(ptr %f) {
  call void %f()
  ret void
}
