; Issue 21 (the suite against bb82e36): two releases of a parent's record
; are one atomicAdd on the chunk word and a reset CAS tried once (dropLive),
; not poolRelease's CAS loop, where ptxas has no two lanes' words to combine
; (runtime/Pool.cuh, "The pool", "Lanes and the chunk words"):
;  - the undo of a failed attempt in poolAlloc, on the word of that attempt
;    (warp scope: the per-lane first chunk keeps it each lane's own);
;  - a block-scope record given back unused, by the one thread that
;    allocated it (slot 0), after barrier 1.
; The undo's CAS loop took the probe's block-scope parent from 39 to 42
; registers (ptxas 13.0, sm_90: 5 blocks of 256 threads per SM, not 6).
; REQUIRES: nvptx-registered-target
; RUN: opt -passes=dpagg-link-runtime -S %s | FileCheck %s

; CHECK-LABEL: define internal {{.*}}i32 @__dpagg_aggregate_warp(
; The attempt's word, its pre-check and its atomicAdd:
; CHECK:         [[W:%[0-9]+]] = getelementptr inbounds nuw i64, ptr {{%[0-9]+}}, i64 {{%[0-9]+}}
; CHECK-NEXT:    load volatile i64, ptr [[W]],
; CHECK:         atomicrmw add ptr [[W]],
; CHECK:         br i1 {{%[0-9]+}}, label %[[UNDO:[0-9]+]], label
; The undo, on the same word:
; CHECK:       [[UNDO]]:
; CHECK-NEXT:    asm sideeffect "fence.acq_rel.gpu;"
; CHECK-NEXT:    [[G:%[0-9]+]] = addrspacecast ptr [[W]] to ptr addrspace(1)
; CHECK-NEXT:    [[A:%[0-9]+]] = ptrtoint ptr addrspace(1) [[G]] to i64
; CHECK-NEXT:    [[OLD:%[0-9]+]] = tail call {{.*}} asm sideeffect "atom.relaxed.gpu.global.add.u64 {{.*}}(i64 [[A]], i64 -1099511627776)
; CHECK:         br i1 {{%[0-9]+}}, label %[[RESET:[0-9]+]], label %[[NEXT:[0-9]+]]
; CHECK:       [[RESET]]:
; CHECK-NEXT:    [[EXPECT:%[0-9]+]] = add nsw i64 [[OLD]], -1099511627776
; CHECK-NEXT:    asm sideeffect "atom.relaxed.gpu.global.cas.b64 {{.*}}(i64 [[A]], i64 [[EXPECT]], i64 0)
; CHECK-NEXT:    br label %[[NEXT]]

; CHECK-LABEL: define internal {{.*}}i32 @__dpagg_aggregate_block(
; CHECK:         barrier.red.popc.u32
; The refused record's release, the chunk read from its header:
; CHECK:         [[C:%[0-9]+]] = load i32, ptr {{%[0-9]+}}
; CHECK:         [[RW:%[0-9]+]] = getelementptr inbounds nuw i64, ptr {{%[0-9]+}}, i64 {{%[0-9]+}}
; CHECK-NEXT:    asm sideeffect "fence.acq_rel.gpu;"
; CHECK-NEXT:    [[RG:%[0-9]+]] = addrspacecast ptr [[RW]] to ptr addrspace(1)
; CHECK-NEXT:    [[RA:%[0-9]+]] = ptrtoint ptr addrspace(1) [[RG]] to i64
; CHECK-NEXT:    [[ROLD:%[0-9]+]] = tail call {{.*}} asm sideeffect "atom.relaxed.gpu.global.add.u64 {{.*}}(i64 [[RA]], i64 -1099511627776)
; CHECK:         br i1 {{%[0-9]+}}, label %[[RRESET:[0-9]+]], label %[[RNEXT:[0-9]+]]
; CHECK:       [[RRESET]]:
; CHECK-NEXT:    [[REXPECT:%[0-9]+]] = add nsw i64 [[ROLD]], -1099511627776
; CHECK-NEXT:    asm sideeffect "atom.relaxed.gpu.global.cas.b64 {{.*}}(i64 [[RA]], i64 [[REXPECT]], i64 0)
; CHECK-NEXT:    br label %[[RNEXT]]

target triple = "nvptx64-nvidia-cuda"

declare i32 @__dpagg_aggregate_warp(ptr, ptr, i32, i32, i32, i32, i32, i32,
                                    i32, ptr)
declare i32 @__dpagg_aggregate_block(ptr, ptr, i32, i32, i32, i32, i32, i32,
                                     i32, ptr, ptr, ptr)

define ptx_kernel void @parent(ptr %site, ptr %args, ptr %frame, ptr %table) {
  %w = call i32 @__dpagg_aggregate_warp(ptr %site, ptr %args, i32 1, i32 1,
                                        i32 1, i32 32, i32 1, i32 1, i32 0,
                                        ptr null)
  %b = call i32 @__dpagg_aggregate_block(ptr %site, ptr %args, i32 1, i32 1,
                                         i32 1, i32 32, i32 1, i32 1, i32 0,
                                         ptr null, ptr %frame, ptr %table)
  ret void
}
