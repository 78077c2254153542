; Bad parameters and option values are diagnosed, naming what is accepted;
; opt exits with an error, not a crash.
; RUN: not opt -passes='dpagg-aggregate<scope=thread>' -disable-output %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=SCOPE
; RUN: not opt -passes='dpagg-aggregate<bogus>' -disable-output %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=AGG-PARAM
; RUN: not opt -passes='dpagg-aggregate<moldable=yes>' -disable-output %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=MOLD
; RUN: not opt -passes=dpagg-lower-v1-launches -dpagg-moldable=yes -disable-output %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=MOLD-OPTION
; RUN: not opt -passes='dpagg-aggregate<moldable=on;mold-coarsen=6>' -disable-output %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=COARSEN
; RUN: not opt -passes=dpagg-lower-v1-launches -dpagg-mold-coarsen=65536 -disable-output %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=COARSEN-OPTION
; RUN: not opt -passes='dpagg-aggregate<coarsen=12>' -disable-output %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=COARSEN-PUBLIC
; RUN: not opt -passes=dpagg-lower-v1-launches -dpagg-coarsen=0 -disable-output %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=COARSEN-ZERO
; RUN: not opt -passes=dpagg-lower-v1-launches -dpagg-coarsen=most -disable-output %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=COARSEN-WORD
; RUN: not opt -passes='dpagg-aggregate<pool-size=0>' -disable-output %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=POOL
; RUN: not opt -passes=dpagg-lower-v1-launches -dpagg-pool-size=0 -disable-output %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=POOL-OPTION
; RUN: not opt -passes='dpagg-aggregate<serial-threshold=some>' -disable-output %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=SERIAL
; RUN: not opt -passes=dpagg-lower-v1-launches -dpagg-serial-threshold=0 -disable-output %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=SERIAL-OPTION
; RUN: not opt -passes='dpagg-aggregate<multiblock;group-blocks=0>' -disable-output %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=GROUP
; RUN: not opt -passes=dpagg-lower-v1-launches -dpagg-group-blocks=0 -disable-output %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=GROUP-OPTION
; RUN: not opt -passes=dpagg-lower-v1-launches -dpagg-group-blocks=8388609 -disable-output %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=GROUP-OPTION-BIG
; RUN: not opt -passes='dpagg-aggregate<block;auto-grid=8388609>' -disable-output %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=AUTOGRID
; RUN: not opt -passes=dpagg-lower-v1-launches -dpagg-auto-grid=8388609 -disable-output %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=AUTOGRID-OPTION
; RUN: not opt -passes=dpagg-lower-v1-launches -dpagg-few-waves-blocks=8388609 -disable-output %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=FEWWAVES-OPTION
; RUN: not opt -passes='dpagg-aggregate<block;few-waves-blocks=8388609>' -disable-output %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=FEWWAVES
; RUN: not opt -passes=dpagg-lower-v1-launches -dpagg-promote-max-nesting=1 -disable-output %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=NESTING-OPTION
; RUN: not opt -passes=dpagg-lower-v1-launches -dpagg-promote-max-nesting=65537 -disable-output %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=NESTING-OPTION-BIG
; RUN: not opt -passes='dpagg-aggregate<block-meeting=sometimes>' -disable-output %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=MEETING
; RUN: not opt -passes=dpagg-lower-v1-launches -dpagg-block-meeting=never -disable-output %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=MEETING-OPTION
; RUN: not opt -passes='dpagg-link-runtime<always>' -disable-output %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=LINK
; RUN: not opt -passes='dpagg-aggregation-off<O2>' -disable-output %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=OFF
; RUN: not opt -passes=dpagg-lower-v1-launches -dpagg-scope=foo -disable-output %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=OPTION

; SCOPE:      dpagg-aggregate: invalid scope 'thread' (accepted: warp, block, multiblock, grid)
; SCOPE-NEXT: unknown pass name 'dpagg-aggregate<scope=thread>'
; AGG-PARAM:  dpagg-aggregate: invalid parameter 'bogus' (accepted: scope=warp|block|multiblock|grid, warp, block, multiblock, grid, group-blocks=N, auto-grid=N, few-waves-blocks=N, nested-grid, strict-ordering, pool-size=N, shared-pools, no-postpone, no-scalarize, publish-children, moldable=off|on|auto, coarsen=N|auto, pack, serial-threshold=N|auto|off, tail-chains, tail-in-place, warp-rejoin, block-meeting=required|optional|avoid)
; MOLD:       dpagg-aggregate: invalid moldable 'yes' (accepted: off, on, auto)
; MOLD-NEXT:  unknown pass name 'dpagg-aggregate<moldable=yes>'
; LINK:       dpagg-link-runtime: invalid dpagg-link-runtime parameter 'always' (accepted: inline)
; LINK-NEXT:  unknown pass name 'dpagg-link-runtime<always>'
; OFF:        dpagg-aggregation-off: invalid parameter 'O2' (accepted: O0, scope-none)
; OFF-NEXT:   unknown pass name 'dpagg-aggregation-off<O2>'
; The option error names the option and every accepted value.
; OPTION:     for the --dpagg-scope option: invalid value 'foo' (accepted: none, warp, block, multiblock, grid)
; -dpagg-coarsen / coarsen= (and the old names, -dpagg-mold-coarsen, a hidden
; alias, and mold-coarsen=): auto or a power of two from 1 to 32768.
; COARSEN:    dpagg-aggregate: invalid mold-coarsen '6' (accepted: auto, or a power of two from 1 to 32768)
; COARSEN-OPTION: for the --dpagg-coarsen option: invalid value '65536' (accepted: auto, or a power of two from 1 to 32768)
; COARSEN-PUBLIC:      dpagg-aggregate: invalid coarsen '12' (accepted: auto, or a power of two from 1 to 32768)
; COARSEN-PUBLIC-NEXT: unknown pass name 'dpagg-aggregate<coarsen=12>'
; COARSEN-ZERO: for the --dpagg-coarsen option: invalid value '0' (accepted: auto, or a power of two from 1 to 32768)
; COARSEN-WORD: for the --dpagg-coarsen option: invalid value 'most' (accepted: auto, or a power of two from 1 to 32768)
; MOLD-OPTION: for the --dpagg-moldable option: invalid value 'yes' (accepted: off, on, auto)
; POOL:        dpagg-aggregate: invalid pool-size '0' (accepted: a positive number of bytes)
; POOL-OPTION: invalid value for -dpagg-pool-size: 0 (accepted: a positive number of bytes)
; SERIAL:      dpagg-aggregate: invalid serial-threshold 'some' (accepted: off, auto, or a number of threads from 1 to 65536)
; MEETING:     dpagg-aggregate: invalid block-meeting 'sometimes' (accepted: required, optional, avoid)
; MEETING-NEXT: unknown pass name 'dpagg-aggregate<block-meeting=sometimes>'
; MEETING-OPTION: for the --dpagg-block-meeting option: invalid value 'never' (accepted: required, optional, avoid)
; GROUP:       dpagg-aggregate: invalid group-blocks '0' (accepted: 1 to 8388608)
; GROUP-NEXT:  unknown pass name 'dpagg-aggregate<multiblock;group-blocks=0>'
; GROUP-OPTION: invalid value for -dpagg-group-blocks: 0 (accepted: 1 to 8388608)
; GROUP-OPTION-BIG: invalid value for -dpagg-group-blocks: 8388609 (accepted: 1 to 8388608)
; AUTOGRID:         dpagg-aggregate: invalid auto-grid '8388609' (accepted: 0 (off) to 8388608 blocks)
; AUTOGRID-OPTION:  invalid value for -dpagg-auto-grid: 8388609 (accepted: 0 (off) to 8388608 blocks)
; FEWWAVES:         dpagg-aggregate: invalid few-waves-blocks '8388609' (accepted: 0 (as auto-grid) to 8388608 blocks)
; FEWWAVES-OPTION:  invalid value for -dpagg-few-waves-blocks: 8388609 (accepted: 0 (as -dpagg-auto-grid) to 8388608 blocks)
; NESTING-OPTION: invalid value for -dpagg-promote-max-nesting: 1 (accepted: 2 to 65536)
; NESTING-OPTION-BIG: invalid value for -dpagg-promote-max-nesting: 65537 (accepted: 2 to 65536)
; SERIAL-OPTION: for the --dpagg-serial-threshold option: invalid value '0' (accepted: off, auto, or a number of threads from 1 to 65536)

target triple = "nvptx64-nvidia-cuda"
