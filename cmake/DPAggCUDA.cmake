#===- cmake/DPAggCUDA.cmake - clang CUDA flags for dynamic parallelism ----===#
#
# DPAGG_CUDA_COMPILE_FLAGS and DPAGG_CUDA_LINK_FLAGS: the flags of
# cmake/cuda-flags.txt (the one source; it says what each is for) for
# DPAGG_CUDA_PATH and DPAGG_GPU_ARCH, which may list several architectures
# ("sm_80;sm_90": one --cuda-gpu-arch each, one fatbinary with a cubin for
# each).
#
# dpagg_cuda_executable(NAME SOURCES src.cu... [PLUGIN] [FLAGS ...] [LINK ...])
# builds one executable with DPAGG_CLANG; PLUGIN adds libDPAgg.so to the device
# compile; LINK goes after the CUDA link flags (libraries, -Wl, options).
#
#===------------------------------------------------------------------------===#
include(DPAggCUDAFlags)
dpagg_cuda_flags(DPAGG_CUDA_COMPILE_FLAGS compile
  CUDA_PATH ${DPAGG_CUDA_PATH} GPU_ARCH ${DPAGG_GPU_ARCH})
# Without -Wno-unknown-cuda-version: the link flags follow the compile flags
# in one command (dpagg_cuda_executable), which stays as it always was since
# its every argument feeds the CUID (see cuda-flags.txt).
dpagg_cuda_flags(DPAGG_CUDA_LINK_FLAGS link
  CUDA_PATH ${DPAGG_CUDA_PATH} SKIP warn)

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
