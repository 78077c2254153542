; -dpagg-hold-record-release (hidden, off by default; runtime/child.cu,
; "Held release"): a whole clone whose threads end only by returning and that
; launches nothing enters with __dpagg_child_enter_held, and every return of
; the clone, the surplus threads' included, first calls __dpagg_child_exit,
; where the last block's thread 0 gives the record back. A recursive child
; (it launches) keeps __dpagg_child_enter, as does every clone by default.
; The inputs are other tests' modules.
; REQUIRES: nvptx-registered-target
; RUN: opt -passes='dpagg-aggregate<warp>' -dpagg-hold-record-release -S \
; RUN:   %S/child-parameters.ll | FileCheck %s --check-prefix=HELD
; RUN: opt -passes='dpagg-aggregate<warp>' -S %S/child-parameters.ll \
; RUN:   | FileCheck %s --check-prefix=DEFAULT
; RUN: opt -passes='dpagg-aggregate<block>' -dpagg-hold-record-release -S \
; RUN:   %S/recursive-launch.ll | FileCheck %s --check-prefix=RECURSIVE

; HELD-LABEL: define internal ptx_kernel void @_Z5childPfi4Tile.dpagg(
; HELD:         call void @__dpagg_child_enter_held(ptr %dpagg.record, ptr %dpagg.ctx,
; HELD-NOT:     call void @__dpagg_child_enter(
; HELD:         call void @__dpagg_child_exit(ptr %dpagg.ctx)
; HELD-NEXT:    ret void
; HELD:       dpagg.surplus:
; HELD-NEXT:    call void @__dpagg_child_exit(ptr %dpagg.ctx)
; HELD-NEXT:    ret void
; HELD-NEXT:  }

; DEFAULT-LABEL: define internal ptx_kernel void @_Z5childPfi4Tile.dpagg(
; DEFAULT:         call void @__dpagg_child_enter(ptr %dpagg.record, ptr %dpagg.ctx,
; DEFAULT-NOT:     __dpagg_child_exit
; DEFAULT:       {{^}$}}

; RECURSIVE-LABEL: define internal ptx_kernel void @_Z4walkPii.dpagg(
; RECURSIVE:         call void @__dpagg_child_enter(ptr %dpagg.record, ptr %dpagg.ctx,
; RECURSIVE-NOT:     __dpagg_child_exit
; RECURSIVE:       {{^}$}}
