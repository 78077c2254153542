; The lowering of a block-scope site that meets at its threads' last exit
; (Lower.cpp; runtime/block.cu, "Block scope at the last exit"): the launch
; becomes __dpagg_aggregate_block_at_exit with the site's descriptor, the
; launch's values, the block frame and the block-state table (no pending
; flag: it is not postponed); the kernel takes its block slot at the entry
; and passes __dpagg_block_last_exit, with the same site descriptor, right
; before every return, so every thread counts itself done in its block's
; state, also the threads that never reach the site. Sites at a barrier and
; per warp are lowered as before. Serialized, the small launches skip the
; runtime's call (no barrier there needs them) and are counted at the exit
; like every thread. The linked runtime has no block barrier in the site's
; entry, the exit's, or the index launch: nothing waits.
; Source: Inputs/block-last-exit.cu.
; REQUIRES: nvptx-registered-target
; RUN: opt -passes='dpagg-aggregate<block;block-meeting=optional>' -S %S/Inputs/block-last-exit.ll \
; RUN:   | FileCheck %s
; RUN: opt -passes='dpagg-aggregate<block;block-meeting=optional;serial-threshold=64>' -S \
; RUN:   %S/Inputs/block-last-exit.ll | FileCheck %s --check-prefix=SERIAL
; RUN: opt -passes='dpagg-aggregate<block;block-meeting=optional>,dpagg-link-runtime' -S \
; RUN:   %S/Inputs/block-last-exit.ll | FileCheck %s --check-prefix=LINKED
; The default lowers no site at the last exit.
; RUN: opt -passes='dpagg-aggregate<block>' -S %S/Inputs/block-last-exit.ll \
; RUN:   | FileCheck %s --check-prefix=REQUIRED

; NULL stream, the kernel's only launch: the aggregate goes to
; cudaStreamFireAndForget (flags 20: unobserved, fire-and-forget).
; CHECK: @[[SITE0:dpagg.site._Z5childPii.0]] = private unnamed_addr constant {{.*}} { ptr @_Z5childPii.dpagg.child, ptr @_Z5childPii, ptr @dpagg.name._Z5childPii, ptr addrspacecast (ptr addrspace(1) @dpagg.pool to ptr), ptr null, i32 20,
; Into cudaStreamFireAndForget already (flags 16: unobserved).
; CHECK: @[[SITE3:dpagg.site._Z5childPii.3]] = private unnamed_addr constant {{.*}}, ptr null, i32 16,

; CHECK-LABEL: define {{.*}} @_Z8prologuePiPKi(
; CHECK: call void @__dpagg_block_init(ptr %dpagg.block.frame, ptr addrspacecast (ptr addrspace(1) @dpagg.block.table to ptr), i32 8192)
; CHECK: call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
; CHECK-NOT: @__dpagg_aggregate_block(
; CHECK: %dpagg.block.err = call i32 @__dpagg_aggregate_block_at_exit(ptr @[[SITE0]], ptr %dpagg.params, i32 %dpagg.grid.x, i32 %dpagg.grid.y, i32 %dpagg.grid.z, i32 %dpagg.block.x, i32 %dpagg.block.y, i32 %dpagg.block.z, i32 0, ptr null, ptr %dpagg.block.frame, ptr addrspacecast (ptr addrspace(1) @dpagg.block.table to ptr))
; CHECK-NOT: __dpagg_block_exit
; CHECK: call void @__dpagg_block_last_exit(ptr @[[SITE0]], ptr %dpagg.block.frame, ptr addrspacecast (ptr addrspace(1) @dpagg.block.table to ptr), i32 8192)
; CHECK-NEXT: ret void
; CHECK-NEXT: }

; CHECK-LABEL: define {{.*}} @_Z16branch_then_loopPiPKiS_(
; CHECK: call void @__dpagg_block_init(
; CHECK: call i32 @__dpagg_aggregate_block_at_exit(ptr @[[SITE1:dpagg.site._Z5childPii.1]],
; CHECK: call void @__dpagg_block_last_exit(ptr @[[SITE1]],
; CHECK-NEXT: ret void

; CHECK-LABEL: define {{.*}} @_Z10early_exitPiPKii(
; CHECK: call i32 @__dpagg_aggregate_block_at_exit(ptr @[[SITE2:dpagg.site._Z5childPii.2]],
; CHECK: call void @__dpagg_block_last_exit(ptr @[[SITE2]],
; CHECK-NEXT: ret void

; CHECK-LABEL: define {{.*}} @_Z15fire_and_forgetPiPKi(
; CHECK: call i32 @__dpagg_aggregate_block_at_exit(ptr @[[SITE3]], {{.*}}, i32 0, ptr inttoptr (i64 4 to ptr), ptr %dpagg.block.frame,
; CHECK: call void @__dpagg_block_last_exit(ptr @[[SITE3]],

; The block meets at a barrier: as before.
; CHECK-LABEL: define {{.*}} @_Z7uniformPii(
; CHECK: call i32 @__dpagg_aggregate_block(
; CHECK: call void @__dpagg_block_exit(
; CHECK-NEXT: ret void

; Refused the last exit: per warp, no block state.
; CHECK-LABEL: define {{.*}} @_Z8observedPiPKiS_(
; CHECK-NOT: __dpagg_block_
; CHECK: call i32 @__dpagg_aggregate_warp(
; CHECK-NOT: __dpagg_block_
; CHECK: ret void

; CHECK: declare i32 @__dpagg_aggregate_block_at_exit(ptr, ptr, i32, i32, i32, i32, i32, i32, i32, ptr, ptr, ptr)
; CHECK: declare void @__dpagg_block_last_exit(ptr, ptr, ptr, i32)

; SERIAL-LABEL: define {{.*}} @_Z8prologuePiPKi(
; SERIAL: call void @__dpagg_block_init(
; SERIAL: br i1 %dpagg.serial.ok, label %dpagg.serial, label %dpagg.serial.fallback
; SERIAL: dpagg.serial.fallback:
; SERIAL-NEXT: %dpagg.block.err = call i32 @__dpagg_aggregate_block_at_exit(ptr @[[SSITE:dpagg.site._Z5childPii.0]],
; SERIAL-NEXT: br label %dpagg.serial.join
; SERIAL: call void @__dpagg_block_last_exit(ptr @[[SSITE]],
; SERIAL-NEXT: ret void

; LINKED-LABEL: define internal noundef i32 @__dpagg_aggregate_block_at_exit(
; LINKED-NOT: @llvm.nvvm.barrier
; LINKED: call void @llvm.nvvm.bar.warp.sync(
; LINKED-NOT: @llvm.nvvm.barrier
; LINKED: {{^}$}}
; LINKED-LABEL: define internal void @__dpagg_block_last_exit(
; LINKED-NOT: @llvm.nvvm.barrier
; LINKED: atom.acq_rel.gpu.global.add.u32
; LINKED-NOT: @llvm.nvvm.barrier
; LINKED: call void @_ZN8dpagg_rt11launchIndexEPcyjPK19DPAggSiteDescriptor(
; LINKED-NOT: @llvm.nvvm.barrier
; LINKED: red.release.gpu.global.add.u32
; LINKED-NOT: @llvm.nvvm.barrier
; LINKED: {{^}$}}
; LINKED-LABEL: define internal void @_ZN8dpagg_rt11launchIndexEPcyjPK19DPAggSiteDescriptor(
; LINKED-NOT: @llvm.nvvm.barrier
; LINKED: {{^}$}}

; REQUIRED-NOT: __dpagg_aggregate_block_at_exit
; REQUIRED-NOT: __dpagg_block_last_exit
