; Issue 21, item 16: the runtime forms a launch site's group of lanes (the
; __activemask() and __match_any_sync of streamGroup) after its last call
; into the device runtime (cudaPeekAtLastError, and cudaFuncGetAttributes
; through maxThreadsOf), so the group is the set of lanes that run together
; from there on. Formed before the calls, lanes that returned from them
; separately ran the group's collectives apart, and on the H100 a member
; read the owner's record pointer by shuffle before the owner had it: it
; launched alone and the owner launched a record with the member's slot
; unwritten (test/GPU/pool_pressure_mst.cu). Between the group's match and
; its ballots there is no call, and the ballots take the group mask as
; groupMask makes it (or'ed with the lane's own bit: WarpGroup.cuh). The
; warp entry point also matches once before the calls, for groups of one
; (item 24).
; REQUIRES: nvptx-registered-target
; RUN: opt -passes=dpagg-link-runtime -S %s | FileCheck %s

; CHECK-LABEL: define internal {{.*}}i32 @__dpagg_aggregate_warp(
; CHECK:         call {{.*}}i32 @llvm.nvvm.match.any.sync.i64(
; CHECK:         call {{.*}}i32 @__cudaCDP2PeekAtLastError()
; CHECK:         call {{.*}}@_ZN12_GLOBAL__N_112maxThreadsOfEPKv(
; CHECK:         [[ACTIVE:%[0-9]+]] = tail call noundef i32 @llvm.nvvm.activemask()
; CHECK-NEXT:    [[MATCH:%[0-9]+]] = tail call noundef i32 @llvm.nvvm.match.any.sync.i64(i32 [[ACTIVE]],
; CHECK-NEXT:    [[ME:%[0-9]+]] = tail call i32 asm "mov.u32 $0, %lanemask_eq;"
; CHECK-NEXT:    [[GROUP:%[0-9]+]] = or i32 [[ME]], [[MATCH]]
; CHECK-NOT:     call {{.*}}@{{__cudaCDP2|_ZN12_GLOBAL__N_112maxThreadsOf}}
; CHECK:         call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 [[GROUP]],
; CHECK-NOT:     call {{.*}}@{{__cudaCDP2|_ZN12_GLOBAL__N_112maxThreadsOf}}
; CHECK:         call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 [[GROUP]],

; CHECK-LABEL: define internal {{.*}}i32 @__dpagg_aggregate_block(
; CHECK:         call {{.*}}i32 @__cudaCDP2PeekAtLastError()
; CHECK:         call {{.*}}@_ZN12_GLOBAL__N_112maxThreadsOfEPKv(
; CHECK:         [[ACTIVE:%[0-9]+]] = tail call noundef i32 @llvm.nvvm.activemask()
; CHECK-NEXT:    [[MATCH:%[0-9]+]] = tail call noundef i32 @llvm.nvvm.match.any.sync.i64(i32 [[ACTIVE]],
; CHECK-NEXT:    [[ME:%[0-9]+]] = tail call i32 asm "mov.u32 $0, %lanemask_eq;"
; CHECK-NEXT:    [[GROUP:%[0-9]+]] = or i32 [[ME]], [[MATCH]]
; CHECK-NOT:     call {{.*}}@{{__cudaCDP2|_ZN12_GLOBAL__N_112maxThreadsOf}}
; CHECK:         call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 [[GROUP]],

target triple = "nvptx64-nvidia-cuda"

declare i32 @__dpagg_aggregate_warp(ptr, ptr, i32, i32, i32, i32, i32, i32,
                                    i32, ptr)
declare i32 @__dpagg_aggregate_block(ptr, ptr, i32, i32, i32, i32, i32, i32,
                                     i32, ptr, ptr, ptr)

define ptx_kernel void @parent(ptr %site, ptr %args, ptr %frame,
                               ptr %table) {
  %w = call i32 @__dpagg_aggregate_warp(ptr %site, ptr %args, i32 1, i32 1,
                                        i32 1, i32 32, i32 1, i32 1, i32 0,
                                        ptr null)
  %b = call i32 @__dpagg_aggregate_block(ptr %site, ptr %args, i32 1, i32 1,
                                         i32 1, i32 32, i32 1, i32 1, i32 0,
                                         ptr null, ptr %frame, ptr %table)
  ret void
}
