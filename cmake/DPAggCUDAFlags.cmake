#===- cmake/DPAggCUDAFlags.cmake - read cuda-flags.txt --------------------===#
#
# Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
#
# dpagg_cuda_flags(<out> compile|link [CUDA_PATH path] [GPU_ARCH arch...]
#                  [ROLES role...] [SKIP role...] [GROUPED])
# sets <out> to the options of one list of cuda-flags.txt (the file next to
# this one: cmake/ in the source tree, lib/cmake/DPAgg/ when installed), in
# the file's order, with @CUDA_PATH@ replaced and a line with @GPU_ARCH@
# repeated for each GPU_ARCH. ROLES keeps only those roles, SKIP leaves
# those out. An option with a value ("-x cuda") gives two list items, or
# one "SHELL:-x cuda" item with GROUPED (for target properties, where CMake
# de-duplicates options).
#
#===------------------------------------------------------------------------===#
set(DPAGG_CUDA_FLAGS_FILE "${CMAKE_CURRENT_LIST_DIR}/cuda-flags.txt")
set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS
             "${DPAGG_CUDA_FLAGS_FILE}")

function(dpagg_cuda_flags out list)
  cmake_parse_arguments(ARG "GROUPED" "CUDA_PATH" "GPU_ARCH;ROLES;SKIP" ${ARGN})
  file(STRINGS "${DPAGG_CUDA_FLAGS_FILE}" lines REGEX "^${list} ")
  set(flags)
  foreach(line IN LISTS lines)
    if(NOT line MATCHES "^${list} +([a-z]+) +(.*[^ ]) *$")
      message(FATAL_ERROR "${DPAGG_CUDA_FLAGS_FILE}: malformed line '${line}' "
              "(expected: ${list} ROLE OPTION [VALUE])")
    endif()
    set(role ${CMAKE_MATCH_1})
    # Split before substituting: a CUDA path may hold spaces.
    string(REGEX REPLACE " +" ";" words "${CMAKE_MATCH_2}")
    # list(FIND), not IN_LIST: the policies are the including project's.
    list(FIND ARG_ROLES ${role} kept)
    list(FIND ARG_SKIP ${role} skipped)
    if((ARG_ROLES AND kept EQUAL -1) OR NOT skipped EQUAL -1)
      continue()
    endif()
    set(archs "-") # once, for a line without @GPU_ARCH@
    if(words MATCHES "@GPU_ARCH@")
      set(archs ${ARG_GPU_ARCH})
    endif()
    foreach(arch IN LISTS archs)
      list(TRANSFORM words REPLACE "@CUDA_PATH@" "${ARG_CUDA_PATH}" OUTPUT_VARIABLE option)
      list(TRANSFORM option REPLACE "@GPU_ARCH@" "${arch}")
      list(LENGTH option n)
      if(ARG_GROUPED AND n GREATER 1)
        list(JOIN option " " option)
        set(option "SHELL:${option}")
      endif()
      list(APPEND flags ${option})
    endforeach()
  endforeach()
  set(${out} ${flags} PARENT_SCOPE)
endfunction()
