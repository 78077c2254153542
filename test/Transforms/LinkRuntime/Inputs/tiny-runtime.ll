; A stand-in device runtime for runtime-bitcode-override.ll: one entry point
; with a body the embedded runtime does not have.
target triple = "nvptx64-nvidia-cuda"

define i32 @__dpagg_launch_v2(ptr %Kernel, ptr %Args, i32 %ArgSize, i32 %GridX,
                              i32 %GridY, i32 %GridZ, i32 %BlockX, i32 %BlockY,
                              i32 %BlockZ, i32 %Shmem, ptr %Stream, i32 %Flags,
                              ptr %Name) {
  ret i32 4242
}
