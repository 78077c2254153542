; A stand-in device runtime for runtime-abi-mismatch.ll that disagrees with
; RuntimeABI.def: __dpagg_launch_v2 takes Flags before Stream (the table:
; Stream, then Flags), __dpagg_block_init is missing, and the layout table
; puts DPAggChildContext's Args at 44 (the table's IR struct: 40).
target triple = "nvptx64-nvidia-cuda"

@__dpagg_abi_layout = addrspace(4) constant [43 x i32] [
  i32 64, i32 0, i32 8, i32 16, i32 24, i32 32, i32 40, i32 44, i32 48, i32 52,
  i32 56, i32 60,
  i32 24, i32 0, i32 8, i32 12, i32 16, i32 20,
  i32 24, i32 0, i32 8, i32 16,
  i32 80, i32 0, i32 12, i32 24, i32 36, i32 44, i32 48, i32 56, i32 64, i32 72,
  i32 64, i32 0, i32 8, i32 16, i32 24, i32 32, i32 36, i32 40, i32 44, i32 48,
  i32 52]

define i32 @__dpagg_launch_v2(ptr %Kernel, ptr %Args, i32 %ArgSize, i32 %GridX,
                              i32 %GridY, i32 %GridZ, i32 %BlockX, i32 %BlockY,
                              i32 %BlockZ, i32 %Shmem, i32 %Flags, ptr %Stream,
                              ptr %Name) {
  ret i32 4242
}
