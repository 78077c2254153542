; dpagg-fit-register-bounds lowers the bound of 64 registers that DPAgg gave
; a kernel ("dpagg.register-bound") to the smallest multiple of 8, at least
; 32, above what ptxas gives the kernel without a bound: the same occupancy,
; still launchable with 1024 threads. It leaves alone a bound that is the
; user's, a kernel that calls a function that is not DPAgg's runtime (that
; function would be compiled for the lower bound, unmeasured), and every
; kernel when ptxas cannot measure (the bound stays 64: sound, not fitted).
; REQUIRES: nvptx-registered-target
; RUN: opt -passes=dpagg-fit-register-bounds -mcpu=sm_90 \
; RUN:   -dpagg-ptxas=%cuda_path/bin/ptxas -pass-remarks-analysis=dpagg \
; RUN:   -S %s -o - 2>%t.remarks | FileCheck %s --check-prefix=FIT
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
; RUN: opt -passes=dpagg-fit-register-bounds -mcpu=sm_90 \
; RUN:   -dpagg-ptxas=%t.no-such-ptxas -pass-remarks-analysis=dpagg \
; RUN:   -S %s -o - 2>%t.noptxas | FileCheck %s --check-prefix=KEEP
; RUN: FileCheck %s --check-prefix=NOPTXAS < %t.noptxas
; RUN: opt -passes=dpagg-fit-register-bounds -mcpu=sm_90 \
; RUN:   -dpagg-fit-register-bounds=false -S %s -o - | FileCheck %s --check-prefix=KEEP

; FIT-LABEL: define ptx_kernel void @small(
; FIT-SAME:  #[[SMALL:[0-9]+]]
; FIT-LABEL: define ptx_kernel void @users_bound(
; FIT-SAME:  #[[USER:[0-9]+]]
; FIT-LABEL: define ptx_kernel void @calls_runtime(
; FIT-SAME:  #[[SMALL]]
; FIT-LABEL: define ptx_kernel void @calls_user_function(
; FIT-SAME:  #[[KEPT:[0-9]+]]
; FIT-DAG:   attributes #[[SMALL]] = { {{.*}}"dpagg.register-bound" "nvvm.maxnreg"="32"
; FIT-DAG:   attributes #[[USER]] = { {{.*}}"nvvm.maxnreg"="64"
; FIT-DAG:   attributes #[[KEPT]] = { {{.*}}"dpagg.register-bound" "nvvm.maxnreg"="64"

; KEEP-NOT: "nvvm.maxnreg"="32"

; REMARK-DAG: remark: <unknown>:0:0: kernel small uses {{[0-9]|[12][0-9]|3[0-2]}} registers without a bound (ptxas): its register bound is 32 instead of 64, the same occupancy as no bound, and it stays launchable with 1024 threads per block
; REMARK-DAG: remark: <unknown>:0:0: kernel calls_runtime uses {{[0-9]|[12][0-9]|3[0-2]}} registers without a bound (ptxas): its register bound is 32
; REMARK-DAG: remark: <unknown>:0:0: kernel calls_user_function keeps the register bound of 64: it calls user_helper, which ptxas would compile for a lower bound too
; REMARK-NOT: users_bound

; NOPTXAS-DAG: remark: <unknown>:0:0: kernel small keeps the register bound of 64: {{.*}}no-such-ptxas failed
; NOPTXAS-DAG: remark: <unknown>:0:0: kernel calls_user_function keeps the register bound of 64: it calls user_helper

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @small(ptr %p) #0 {
  %t = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %t to i64
  %a = getelementptr inbounds i32, ptr %p, i64 %i
  store i32 %t, ptr %a, align 4
  ret void
}

; The user's own limit (no "dpagg.register-bound"): never changed.
define ptx_kernel void @users_bound(ptr %p) #1 {
  store i32 1, ptr %p, align 4
  ret void
}

; Calls a function of DPAgg's runtime ("dpagg.runtime") that stays a call.
define ptx_kernel void @calls_runtime(ptr %p) #0 {
  call void @rt_helper(ptr %p)
  ret void
}

define internal void @rt_helper(ptr %p) #2 {
  store i32 2, ptr %p, align 4
  ret void
}

; Calls a function of the user's that stays a call.
define ptx_kernel void @calls_user_function(ptr %p) #0 {
  call void @user_helper(ptr %p)
  ret void
}

define internal void @user_helper(ptr %p) #3 {
  store i32 3, ptr %p, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

attributes #0 = { "dpagg.register-bound" "nvvm.maxnreg"="64" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #1 = { "nvvm.maxnreg"="64" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #2 = { noinline "dpagg.runtime" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #3 = { noinline "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
