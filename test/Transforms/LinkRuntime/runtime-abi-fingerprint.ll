; The runtime ABI (include/dpagg/Runtime/RuntimeABI.def) cannot change
; without a new version: print<dpagg-runtime-abi> hashes every row (names,
; IR types, order) and compares the hash with the RT_ABI_FINGERPRINT row the
; table records for its version. A changed table reports NOT RECORDED here
; until RT_ABI_VERSION is bumped (which renames the published children, so
; units of the two versions never read each other's records) and a row for
; the new version is appended; the CHECK lines below then change with it.
; REQUIRES: nvptx-registered-target
; RUN: opt -passes='print<dpagg-runtime-abi>' -disable-output %s 2>&1 \
; RUN:   | FileCheck %s

; CHECK: runtime ABI v16 fingerprint 0x886b2c671c9edd0f: recorded
; CHECK-NEXT: child descriptor suffix $dpagg_child_v16
; CHECK-NEXT: function __dpagg_launch_v2(Kernel: ptr, Args: ptr, ArgSize: i32, GridX: i32, GridY: i32, GridZ: i32, BlockX: i32, BlockY: i32, BlockZ: i32, Shmem: i32, Stream: ptr, Flags: i32, Name: ptr) -> i32
; CHECK: struct DPAggSiteDescriptor {Child: ptr, Kernel: ptr, Name: ptr, Pool: ptr, Layout: ptr, Flags: i32, ArgSize: i32, ArgStride: i32, NumChunks: i32, ChunkBytes: i32, GroupBlocks: i32}
; CHECK: struct DPAggChildContext {BlockIdx: [3 x i32], BlockDim: [3 x i32], GridDim: [3 x i32], Active: i32, Args: ptr, DynamicSmemSize: i32, HeldRecord: ptr, HeldIndex: ptr, HeldCount: i32}
; CHECK-NOT: NOT RECORDED

target triple = "nvptx64-nvidia-cuda"
