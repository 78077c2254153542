#===- cmake/DPAggCUDA.cmake - clang CUDA flags for dynamic parallelism ----===#
#
# The one place that knows how clang 22 builds a CUDA program with device-side
# launches (see shared notes, platform-facts section 0):
#   -fgpu-rdc --offload-new-driver   device launches need relocatable code
#   -D__CUDACC_RDC__                 clang defines only __CLANG_RDC__, and CUDA
#                                    13's headers stub out device cudaMalloc
#   -lcudadevrt (device and host)    the device runtime (__cudaCDP2*)
#   -Wno-unknown-cuda-version        clang 22 knows CUDA up to 12.9
#
# dpagg_cuda_executable(NAME SOURCES src.cu... [PLUGIN] [FLAGS ...] [LINK ...])
# builds one executable with DPAGG_CLANG; PLUGIN adds libDPAgg.so to the device
# compile; LINK goes after the CUDA link flags (libraries, -Wl, options).
#
#===------------------------------------------------------------------------===#
# DPAGG_GPU_ARCH may list several architectures ("sm_80;sm_90"): one
# --cuda-gpu-arch each, one fatbinary with a cubin for each.
list(TRANSFORM DPAGG_GPU_ARCH PREPEND "--cuda-gpu-arch=" OUTPUT_VARIABLE
     DPAGG_CUDA_ARCH_FLAGS)
set(DPAGG_CUDA_COMPILE_FLAGS
  -x cuda -std=c++17 --cuda-path=${DPAGG_CUDA_PATH}
  ${DPAGG_CUDA_ARCH_FLAGS} -fgpu-rdc --offload-new-driver
  -D__CUDACC_RDC__ -Wno-unknown-cuda-version)
set(DPAGG_CUDA_LINK_FLAGS
  --offload-new-driver -fgpu-rdc --cuda-path=${DPAGG_CUDA_PATH}
  -Xoffload-linker -L${DPAGG_CUDA_PATH}/lib64 -Xoffload-linker -lcudadevrt
  -L${DPAGG_CUDA_PATH}/lib64 -lcudadevrt -lcudart_static -ldl -lrt -pthread)

function(dpagg_cuda_executable name)
  cmake_parse_arguments(ARG "PLUGIN" "OUTPUT_DIR" "SOURCES;FLAGS;DEPENDS;LINK" ${ARGN})
  if(NOT ARG_OUTPUT_DIR)
    set(ARG_OUTPUT_DIR ${CMAKE_CURRENT_BINARY_DIR})
  endif()
  set(out ${ARG_OUTPUT_DIR}/${name})
  set(plugin_flags)
  set(deps ${ARG_DEPENDS})
  if(ARG_PLUGIN)
    # Device side only: the host cc1 must come out exactly as without DPAgg.
    set(plugin_flags -Xarch_device -fpass-plugin=$<TARGET_FILE:DPAgg>
      -Xarch_device -mllvm=-dpagg-ptxas=${DPAGG_CUDA_PATH}/bin/ptxas)
    list(APPEND deps DPAgg)
  endif()
  set(srcs)
  foreach(s ${ARG_SOURCES})
    get_filename_component(abs ${s} ABSOLUTE)
    list(APPEND srcs ${abs})
  endforeach()
  add_custom_command(OUTPUT ${out}
    COMMAND ${DPAGG_CLANG} ${DPAGG_CUDA_COMPILE_FLAGS} -O3 ${plugin_flags}
            ${ARG_FLAGS} ${srcs} -o ${out} ${DPAGG_CUDA_LINK_FLAGS}
            ${ARG_LINK}
    DEPENDS ${srcs} ${deps}
    COMMENT "Building CUDA executable ${name}"
    VERBATIM COMMAND_EXPAND_LISTS)
  add_custom_target(${name} ALL DEPENDS ${out})
endfunction()
