; Kernels of other translation units that this module launches from the
; device (V1 and V2 launches, through the CDP2 symbols, the public names or
; the CUDA header's -O0 wrappers) or lists in @__clang_gpu_used_external get
; the ptx_kernel calling convention, so that their PTX declaration is
; `.extern .entry` and nvlink accepts them (clang 22 declares them as plain
; functions, llvm/llvm-project#118212). Other declarations stay as they are:
; a called __device__ function, a function whose address only goes to a
; function that is not a launch entry (cudaFuncGetAttributes may legally be
; given a __device__ function), and intrinsics.
; REQUIRES: nvptx-registered-target
; RUN: opt -passes=dpagg-kernel-declarations -S %s | FileCheck %s
; RUN: opt -passes=dpagg-kernel-declarations -S %s | llc -mcpu=sm_90 \
; RUN:   | FileCheck %s --check-prefix=PTX
; Without the pass the declarations are .func, what nvlink refuses.
; RUN: llc -mcpu=sm_90 %s -o - | FileCheck %s --check-prefix=BEFORE

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.dim3 = type { i32, i32, i32 }

; CHECK-DAG: declare ptx_kernel void @v1_cdp2(ptr)
; CHECK-DAG: declare ptx_kernel void @v1_public(ptr)
; CHECK-DAG: declare ptx_kernel void @v1_wrapper(ptr)
; CHECK-DAG: declare ptx_kernel void @v2_cdp2(ptr)
; CHECK-DAG: declare ptx_kernel void @used_by_host(ptr)
; CHECK-DAG: declare void @device_function(ptr)
; CHECK-DAG: declare void @attributes_only(ptr)
; PTX-DAG: .extern .entry v1_cdp2
; PTX-DAG: .extern .entry v1_public
; PTX-DAG: .extern .entry v2_cdp2
; PTX-DAG: .extern .entry used_by_host
; PTX-DAG: .extern .func device_function
; BEFORE: .extern .func v1_cdp2

@__clang_gpu_used_external = internal global [2 x ptr] [ptr @used_by_host, ptr addrspacecast (ptr addrspace(1) @dev_var to ptr)]
@dev_var = external addrspace(1) global i32
@llvm.compiler.used = appending global [1 x ptr] [ptr @__clang_gpu_used_external], section "llvm.metadata"

define ptx_kernel void @parent(ptr %p) {
  %g = alloca %struct.dim3
  %b = alloca %struct.dim3
  %buf = call ptr @__cudaCDP2GetParameterBuffer(i64 64, i64 8)
  store ptr %p, ptr %buf
  %r1 = call i32 @__cudaCDP2LaunchDevice(ptr @v1_cdp2, ptr %buf, ptr byval(%struct.dim3) align 4 %g, ptr byval(%struct.dim3) align 4 %b, i32 0, ptr null)
  %buf2 = call ptr @cudaGetParameterBuffer(i64 64, i64 8)
  store ptr %p, ptr %buf2
  %r2 = call i32 @cudaLaunchDevice_ptsz(ptr @v1_public, ptr %buf2, ptr byval(%struct.dim3) align 4 %g, ptr byval(%struct.dim3) align 4 %b, i32 0, ptr null)
  %buf3 = call ptr @_ZL22cudaGetParameterBuffermm(i64 64, i64 8)
  store ptr %p, ptr %buf3
  %r3 = call i32 @_ZL16cudaLaunchDevicePvS_4dim3S0_jP11CUstream_st(ptr @v1_wrapper, ptr %buf3, ptr byval(%struct.dim3) align 4 %g, ptr byval(%struct.dim3) align 4 %b, i32 0, ptr null)
  %buf4 = call ptr @__cudaCDP2GetParameterBufferV2(ptr @v2_cdp2, ptr byval(%struct.dim3) align 4 %g, ptr byval(%struct.dim3) align 4 %b, i32 0)
  store ptr %p, ptr %buf4
  %r4 = call i32 @__cudaCDP2LaunchDeviceV2(ptr %buf4, ptr null)
  call void @device_function(ptr %p)
  %r5 = call i32 @cudaFuncGetAttributes(ptr %p, ptr @attributes_only)
  ret void
}

declare void @v1_cdp2(ptr)
declare void @v1_public(ptr)
declare void @v1_wrapper(ptr)
declare void @v2_cdp2(ptr)
declare void @used_by_host(ptr)
declare void @device_function(ptr)
declare void @attributes_only(ptr)
declare i32 @cudaFuncGetAttributes(ptr, ptr)
declare ptr @__cudaCDP2GetParameterBuffer(i64, i64)
declare i32 @__cudaCDP2LaunchDevice(ptr, ptr, ptr byval(%struct.dim3) align 4, ptr byval(%struct.dim3) align 4, i32, ptr)
declare ptr @cudaGetParameterBuffer(i64, i64)
declare i32 @cudaLaunchDevice_ptsz(ptr, ptr, ptr byval(%struct.dim3) align 4, ptr byval(%struct.dim3) align 4, i32, ptr)
declare ptr @__cudaCDP2GetParameterBufferV2(ptr, ptr byval(%struct.dim3) align 4, ptr byval(%struct.dim3) align 4, i32)
declare i32 @__cudaCDP2LaunchDeviceV2(ptr, ptr)

; The CUDA header's internal wrappers, as at -O0: each forwards to one CDP2
; symbol.
define internal ptr @_ZL22cudaGetParameterBuffermm(i64 %a, i64 %s) {
  %r = call ptr @__cudaCDP2GetParameterBuffer(i64 %a, i64 %s)
  ret ptr %r
}
define internal i32 @_ZL16cudaLaunchDevicePvS_4dim3S0_jP11CUstream_st(ptr %f, ptr %buf, ptr byval(%struct.dim3) align 4 %g, ptr byval(%struct.dim3) align 4 %b, i32 %s, ptr %st) {
  %r = call i32 @__cudaCDP2LaunchDevice(ptr %f, ptr %buf, ptr byval(%struct.dim3) align 4 %g, ptr byval(%struct.dim3) align 4 %b, i32 %s, ptr %st)
  ret i32 %r
}
