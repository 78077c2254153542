# The GPU test programs, one dpagg_gpu_test() per test/GPU/<name>.cu.

# Device-side launches into the CDP2 named streams: fail without DPAgg.
dpagg_gpu_test(fire_and_forget)
dpagg_gpu_test(tail_launch)
# Floating-point arguments computed by the parent reach the children whole
# (ptxas converts, not truncates, a byte store of a floating-point result;
# LaunchStaging.h), rewritten only (none) and aggregated.
dpagg_gpu_test(float_argument_bytes VARIANTS none "-Xarch_device -mllvm=-dpagg-scope=none")
# __half arguments computed with cuda_fp16.h's inline asm, which clang sinks
# under the parameter buffer's null check (observablePtxAsmCall, PtxAsm.cpp).
dpagg_gpu_test(half_argument_launches VARIANTS none "-Xarch_device -mllvm=-dpagg-scope=none")

# Horizontal aggregation: right with and without DPAgg, at either scope.
dpagg_gpu_test(irregular_csr VARIANTS grid "-Xarch_device -mllvm=-dpagg-scope=grid")
dpagg_gpu_test(quadtree VARIANTS grid "-Xarch_device -mllvm=-dpagg-scope=grid")
dpagg_gpu_test(shared_barriers VARIANTS mold "-Xarch_device -mllvm=-dpagg-moldable=on")
dpagg_gpu_test(grid_2d_3d)
dpagg_gpu_test(sparse_launch VARIANTS grid "-Xarch_device -mllvm=-dpagg-scope=grid")
# Divergent launches before barriers, postponed at block scope.
dpagg_gpu_test(postponed_barrier VARIANTS grid "-Xarch_device -mllvm=-dpagg-scope=grid")
# A large uniform struct argument, stored once per aggregate (and with
# scalarization off).
dpagg_gpu_test(uniform_struct VARIANTS noscalar "-Xarch_device -mllvm=-dpagg-scalarize=false"
  held "-Xarch_device -mllvm=-dpagg-hold-record-release"
  grid "-Xarch_device -mllvm=-dpagg-scope=grid"
  grid_tinypool "-Xarch_device -mllvm=-dpagg-scope=grid -Xarch_device -mllvm=-dpagg-pool-size=4096")
dpagg_gpu_test(block48)
dpagg_gpu_test(nested_two_levels)
# A 4 KiB record pool runs out at once: launches must fall back.
dpagg_gpu_test(tiny_pool VARIANTS tinypool "-Xarch_device -mllvm=-dpagg-pool-size=4096"
  grid_tinypool "-Xarch_device -mllvm=-dpagg-scope=grid -Xarch_device -mllvm=-dpagg-pool-size=4096")
# Launches into the block's NULL stream, several per thread at per-warp
# sites in loops, with pools that fill: they hung inside CUDA's device
# runtime (diverged lanes of a warp in a launch call at once) until the
# runtime's warp gate (session 9; test/Probes/null_stream_hang).
set(nspf_pool "-Xarch_device -mllvm=-dpagg-pool-size")
dpagg_gpu_test(null_stream_pool_full VARIANTS
  pool1m "${nspf_pool}=1048576" pool64k "${nspf_pool}=65536"
  tinypool "${nspf_pool}=4096"
  warp_tinypool "${nspf_pool}=4096 -Xarch_device -mllvm=-dpagg-scope=warp")
# The same loop with one site left as written: lowered through the gate.
dpagg_gpu_test(as_written_beside_aggregated VARIANTS
  tinypool "${nspf_pool}=4096"
  warp_tinypool "${nspf_pool}=4096 -Xarch_device -mllvm=-dpagg-scope=warp")
# The pending-launch limit: failed launches are silent by default and
# reported (bounded) on request; aggregates fit.
dpagg_gpu_test(pending_limit VARIANTS report "-Xarch_device -mllvm=-dpagg-report-launch-errors")

# The device runtime's own stress tests (rt_*): per-thread launch results
# and error states against launches DPAgg leaves alone.
dpagg_gpu_test(rt_launch_errors)
dpagg_gpu_test(rt_block_state VARIANTS tinypool "-Xarch_device -mllvm=-dpagg-pool-size=4096")
# Block scope adds no shared memory (a host launch with all 48 KB of dynamic
# shared memory); its global state slots reused, and missed (a 64-slot table).
dpagg_gpu_test(block_state_no_shared VARIANTS fewslots "-Xarch_device -mllvm=-dpagg-block-slots=64")

# Issue 9: one program per class of miscompile, hang, lost or duplicated
# launch, reordering, build failure and added output. Each is valid CUDA
# that passes built with clang alone (.base).
dpagg_gpu_test(per_thread_struct_pick VARIANTS noscalar "-Xarch_device -mllvm=-dpagg-scalarize=false")
dpagg_gpu_test(irreducible_launch_chain)
dpagg_gpu_test(launch_errors_per_thread)
dpagg_gpu_test(dynamic_smem_size)
dpagg_gpu_test(host_dynamic_smem_48k)
dpagg_gpu_test(static_smem_48k)
dpagg_gpu_test(spin_wait_flag)
dpagg_gpu_test(warp_collective_2d_block)
# Issue 21: block shapes set out of the pass's sight (17); inline PTX that
# declares .shared memory (18) or names at function scope (19) in a child:
# for 18 and 19 the build itself (ptxas, nvlink) is the main check.
dpagg_gpu_test(block_shape_out_of_sight)
dpagg_gpu_test(asm_shared_child)
dpagg_gpu_test(asm_declarations_child)
# Red team: declarations the first parser missed (%= labels, two labels,
# %-labels, a __shared__ variable named only in the PTX).
dpagg_gpu_test(asm_hidden_declarations_child)
dpagg_gpu_test(failing_launch_output)
dpagg_gpu_test(divergent_param_stores VARIANTS noscalar "-Xarch_device -mllvm=-dpagg-scalarize=false")
dpagg_gpu_test(huge_child_grids)
# The per-thread default stream (nvcc's --default-stream per-thread): with
# DPAgg at warp, block and grid scope (grid takes a thread's only launch into
# its per-thread stream: Plan.cpp, groupBlocker), and without DPAgg
# (BASE_VARIANTS).
dpagg_gpu_test(stream_order_per_thread VARIANTS
  ptds "-Xclang -fgpu-default-stream=per-thread"
  warp_ptds "-Xclang -fgpu-default-stream=per-thread -Xarch_device -mllvm=-dpagg-scope=warp"
  grid_ptds "-Xclang -fgpu-default-stream=per-thread -Xarch_device -mllvm=-dpagg-scope=grid"
  BASE_VARIANTS base_ptds "-Xclang -fgpu-default-stream=per-thread")
# Issue 23: the Bezier pattern under the per-thread default stream (a
# device cudaMalloc before the thread's only launch, a later kernel frees);
# and the error-state facts that rest on (cudaMalloc returns its own result
# and leaves an earlier launch's error in place).
dpagg_gpu_test(ptds_alloc_launch VARIANTS
  ptds "-Xclang -fgpu-default-stream=per-thread"
  warp_ptds "-Xclang -fgpu-default-stream=per-thread -Xarch_device -mllvm=-dpagg-scope=warp"
  grid_ptds "-Xclang -fgpu-default-stream=per-thread -Xarch_device -mllvm=-dpagg-scope=grid"
  BASE_VARIANTS base_ptds "-Xclang -fgpu-default-stream=per-thread")
dpagg_gpu_test(grid_constant_param VARIANTS noscalar "-Xarch_device -mllvm=-dpagg-scalarize=false")
dpagg_gpu_test(loop_single_launcher)
# Recursion 12 levels deep, one launching thread per block and many: per grid
# in every level (-dpagg-nested-grid), in the kernels and their clones.
dpagg_gpu_test(nested_grid_levels VARIANTS grid "-Xarch_device -mllvm=-dpagg-scope=grid"
  nonested "-Xarch_device -mllvm=-dpagg-nested-grid=false"
  tinypool "-Xarch_device -mllvm=-dpagg-pool-size=4096")
# Red team of grid scope: blocks whose child shapes are valid each but not
# together; the grid's aggregate must not become a block CUDA refuses.
dpagg_gpu_test(grid_mixed_shapes VARIANTS grid "-Xarch_device -mllvm=-dpagg-scope=grid")
dpagg_gpu_test(register_pressure_1024)
# Aggregated children have no register bound: a heavy child whose aggregate
# would have a block it does not take is launched alone.
dpagg_gpu_test(heavy_child_blocks)
# Kernels without launch bounds that call functions ptxas compiles apart
# (non-static __noinline__, through a function pointer, address taken; in
# the child too): their launches stay as they are, so the build links.
dpagg_gpu_test(calls_compiled_apart)
# Red team: a stream known only at run time that is the thread's own
# per-thread stream (cudaStreamPerThread, or NULL under the per-thread
# default stream).
dpagg_gpu_test(runtime_per_thread_stream VARIANTS
  ptsz "-Xclang -fgpu-default-stream=per-thread"
  warp_ptsz "-Xclang -fgpu-default-stream=per-thread -Xarch_device -mllvm=-dpagg-scope=warp")

# A kernel launched from another translation unit (issue 10): the parents'
# and the children's units compiled apart, each with or without DPAgg, with
# or without -foffload-lto, then linked. .mixed and .lto_mixed: the children
# without DPAgg (their descriptor stays zero: every launch alone). .base
# (clang alone) needs -foffload-lto: without DPAgg's dpagg-kernel-declarations
# nvlink refuses the parents' unit (llvm/llvm-project#118212).
set(DPAGG_GPU_XTU_OBJ ${CMAKE_CURRENT_BINARY_DIR}/obj)
file(MAKE_DIRECTORY ${DPAGG_GPU_XTU_OBJ})
function(dpagg_gpu_xtu_object out src)
  cmake_parse_arguments(ARG "PLUGIN" "" "FLAGS" ${ARGN})
  set(plugin_flags)
  set(deps ${src} ${DPAGG_GPU_TEST_INPUTS})
  if(ARG_PLUGIN)
    set(plugin_flags -Xarch_device -fpass-plugin=$<TARGET_FILE:DPAgg>)
    list(APPEND deps DPAgg)
  endif()
  add_custom_command(OUTPUT ${DPAGG_GPU_XTU_OBJ}/${out}
    COMMAND ${DPAGG_CLANG} ${DPAGG_CUDA_COMPILE_FLAGS} -O3 ${plugin_flags}
            -I${CMAKE_CURRENT_SOURCE_DIR}/Inputs ${ARG_FLAGS}
            -c ${src} -o ${DPAGG_GPU_XTU_OBJ}/${out}
    DEPENDS ${deps}
    COMMENT "Building CUDA object ${out}"
    VERBATIM COMMAND_EXPAND_LISTS)
endfunction()
function(dpagg_gpu_xtu_program name parent child)
  set(out ${DPAGG_GPU_TEST_BIN}/${name})
  add_custom_command(OUTPUT ${out}
    COMMAND ${DPAGG_CLANG} ${ARGN} ${DPAGG_GPU_XTU_OBJ}/${parent}
            ${DPAGG_GPU_XTU_OBJ}/${child} -o ${out} ${DPAGG_CUDA_LINK_FLAGS}
    DEPENDS ${DPAGG_GPU_XTU_OBJ}/${parent} ${DPAGG_GPU_XTU_OBJ}/${child}
    COMMENT "Linking CUDA executable ${name}"
    VERBATIM COMMAND_EXPAND_LISTS)
  add_custom_target(${name} ALL DEPENDS ${out})
  file(CREATE_LINK bin/${name} ${CMAKE_CURRENT_BINARY_DIR}/${name} SYMBOLIC)
  set(DPAGG_GPU_TEST_TARGETS ${DPAGG_GPU_TEST_TARGETS} ${name} CACHE INTERNAL "")
endfunction()
set(xtu_parent ${CMAKE_CURRENT_SOURCE_DIR}/cross_tu_launch.cu)
set(xtu_child ${CMAKE_CURRENT_SOURCE_DIR}/Inputs/cross_tu_children.cu)
set(xtu_warp -Xarch_device -mllvm=-dpagg-scope=warp)
dpagg_gpu_xtu_object(xtu_parent.base.o ${xtu_parent} FLAGS -foffload-lto)
dpagg_gpu_xtu_object(xtu_parent.dpagg.o ${xtu_parent} PLUGIN)
dpagg_gpu_xtu_object(xtu_parent.warp.o ${xtu_parent} PLUGIN FLAGS ${xtu_warp})
dpagg_gpu_xtu_object(xtu_parent.lto.o ${xtu_parent} PLUGIN FLAGS -foffload-lto)
dpagg_gpu_xtu_object(xtu_child.base.o ${xtu_child})
dpagg_gpu_xtu_object(xtu_child.base_lto.o ${xtu_child} FLAGS -foffload-lto)
dpagg_gpu_xtu_object(xtu_child.dpagg.o ${xtu_child} PLUGIN)
dpagg_gpu_xtu_object(xtu_child.warp.o ${xtu_child} PLUGIN FLAGS ${xtu_warp})
dpagg_gpu_xtu_object(xtu_child.lto.o ${xtu_child} PLUGIN FLAGS -foffload-lto)
dpagg_gpu_xtu_program(cross_tu_launch.base xtu_parent.base.o xtu_child.base_lto.o
  -foffload-lto)
dpagg_gpu_xtu_program(cross_tu_launch.dpagg xtu_parent.dpagg.o xtu_child.dpagg.o)
dpagg_gpu_xtu_program(cross_tu_launch.warp xtu_parent.warp.o xtu_child.warp.o)
dpagg_gpu_xtu_program(cross_tu_launch.mixed xtu_parent.dpagg.o xtu_child.base.o)
dpagg_gpu_xtu_program(cross_tu_launch.lto xtu_parent.lto.o xtu_child.lto.o
  -foffload-lto)
dpagg_gpu_xtu_program(cross_tu_launch.lto_mixed xtu_parent.lto.o
  xtu_child.base_lto.o -foffload-lto)
# Moldable aggregated children (issue 11): the aggregate launched with at
# most the resident blocks, each looping over logical blocks.
dpagg_gpu_test(moldable_children VARIANTS
  mold "-Xarch_device -mllvm=-dpagg-moldable=on"
  mold_warp "-Xarch_device -mllvm=-dpagg-moldable=on -Xarch_device -mllvm=-dpagg-scope=warp"
  mold_auto "-Xarch_device -mllvm=-dpagg-moldable=auto")
# Issue 21, item 20: threads that leave through inline PTX `ret` keep no
# block-state slot (their kernels stay per warp), so a later block-scope
# kernel still aggregates per block (a pending-launch limit shows it).
dpagg_gpu_test(inline_ret_slots)
# Issue 21, item 24: launches into streams each thread created itself
# (groups of one): left as written where the pass sees it, sent to the
# launch at once by the runtime where it does not.
dpagg_gpu_test(own_streams)
# Issue 23, item 3: a thread's only launch into a stream it created for it
# alone goes to cudaStreamFireAndForget and is aggregated: serialized or
# not, per block, warp and grid, the pool forced tiny, under the
# per-thread default stream (_ptsz entries); strict ordering leaves it as
# written.
set(oso_noserial "-Xarch_device -mllvm=-dpagg-serial-threshold=off")
dpagg_gpu_test(own_stream_once VARIANTS
  noserial "${oso_noserial}"
  warp_noserial "-Xarch_device -mllvm=-dpagg-scope=warp ${oso_noserial}"
  grid "-Xarch_device -mllvm=-dpagg-scope=grid"
  grid_noserial "-Xarch_device -mllvm=-dpagg-scope=grid ${oso_noserial}"
  tinypool "-Xarch_device -mllvm=-dpagg-pool-size=4096 ${oso_noserial}"
  strict "-Xarch_device -mllvm=-dpagg-strict-ordering"
  ptds "-Xclang -fgpu-default-stream=per-thread ${oso_noserial}"
  grid_ptds "-Xclang -fgpu-default-stream=per-thread -Xarch_device -mllvm=-dpagg-scope=grid ${oso_noserial}"
  BASE_VARIANTS base_ptds "-Xclang -fgpu-default-stream=per-thread")

# Issue 23, item 3, last part: a child per work item into s[i % 4] of the
# thread's own streams goes to the block's NULL stream and is aggregated;
# each thread's order within each of its streams is checked.
dpagg_gpu_test(private_streams VARIANTS
  grid "-Xarch_device -mllvm=-dpagg-scope=grid"
  tinypool "-Xarch_device -mllvm=-dpagg-pool-size=4096"
  strict "-Xarch_device -mllvm=-dpagg-strict-ordering"
  ptds "-Xclang -fgpu-default-stream=per-thread"
  BASE_VARIANTS base_ptds "-Xclang -fgpu-default-stream=per-thread")

# Molded children whose logical blocks are skewed (issue 21, item 23):
# the runtime cuts the grid to an odd number of blocks, so a power-of-two
# period of heavy blocks spreads over every physical block; each logical
# block runs exactly once.
dpagg_gpu_test(moldable_skewed_blocks VARIANTS
  mold "-Xarch_device -mllvm=-dpagg-moldable=on")
# Issue 21, item 16: hundreds of thousands of launches per kernel through the
# default record pool, several kernels and computations per process (a
# LonestarGPU-style Boruvka MST); the per-thread default stream too, with and
# without DPAgg.
dpagg_gpu_test(pool_pressure_mst VARIANTS
  nomold "-Xarch_device -mllvm=-dpagg-moldable=off"
  pool32m "-Xarch_device -mllvm=-dpagg-pool-size=33554432"
  ptds "-Xclang -fgpu-default-stream=per-thread"
  warp_ptds "-Xclang -fgpu-default-stream=per-thread -Xarch_device -mllvm=-dpagg-scope=warp"
  grid_ptds "-Xclang -fgpu-default-stream=per-thread -Xarch_device -mllvm=-dpagg-scope=grid")
dpagg_gpu_executable(pool_pressure_mst.base_ptds
  SOURCES ${CMAKE_CURRENT_SOURCE_DIR}/pool_pressure_mst.cu
  FLAGS -I${CMAKE_CURRENT_SOURCE_DIR}/Inputs -I${CMAKE_SOURCE_DIR}/include
        -Xclang -fgpu-default-stream=per-thread
  DEPENDS ${DPAGG_GPU_TEST_INPUTS})
set(DPAGG_GPU_TEST_TARGETS ${DPAGG_GPU_TEST_TARGETS}
  pool_pressure_mst.base_ptds CACHE INTERNAL "")
# Issue 26, item 1: serialization. Launches of at most T logical threads run
# in the launching thread: thresholds 1, 64, the cost model's (auto), 65536
# (every launch CUDA accepts that the rules allow), and 64 at warp scope.
dpagg_gpu_test(serial_children VARIANTS
  serial1 "-Xarch_device -mllvm=-dpagg-serial-threshold=1"
  serial64 "-Xarch_device -mllvm=-dpagg-serial-threshold=64"
  serialauto "-Xarch_device -mllvm=-dpagg-serial-threshold=auto"
  serialmax "-Xarch_device -mllvm=-dpagg-serial-threshold=65536"
  warp_serial64 "-Xarch_device -mllvm=-dpagg-scope=warp -Xarch_device -mllvm=-dpagg-serial-threshold=64")
# Issue 23, first slice: grid scope (runtime/grid.cu). Parent grids of 1
# block, of 262,144 blocks (more than resident, more records than an index
# holds), dense grids that run the pool out, one launcher per block; the
# pool forced tiny and small. Some earlier tests have a .grid variant too.
dpagg_gpu_test(grid_scope VARIANTS
  grid "-Xarch_device -mllvm=-dpagg-scope=grid"
  grid_tinypool "-Xarch_device -mllvm=-dpagg-scope=grid -Xarch_device -mllvm=-dpagg-pool-size=4096"
  grid_smallpool "-Xarch_device -mllvm=-dpagg-scope=grid -Xarch_device -mllvm=-dpagg-pool-size=65536"
  grid_held "-Xarch_device -mllvm=-dpagg-scope=grid -Xarch_device -mllvm=-dpagg-hold-record-release"
  tinypool_held "-Xarch_device -mllvm=-dpagg-pool-size=4096 -Xarch_device -mllvm=-dpagg-hold-record-release")
# Issue 23 item 1: multiblock scope (runtime/grid.cu, "Groups of blocks"),
# groups of 1, 2 and 8 blocks, the pool forced tiny, and grid scope (the
# group of every block) on the same grids: 1 block, k - 1, k, k + 1, not a
# multiple of k, 262,147 blocks, 2-D and 3-D parent grids. Serialization
# off (it would run most of these small children in their parents) but in
# .mb8_serial.
set(mb "-Xarch_device -mllvm=-dpagg-scope=multiblock -Xarch_device -mllvm=-dpagg-group-blocks")
set(mb_noserial "-Xarch_device -mllvm=-dpagg-serial-threshold=off")
dpagg_gpu_test(multiblock_scope VARIANTS
  mb1 "${mb}=1 ${mb_noserial}"
  mb2 "${mb}=2 ${mb_noserial}"
  mb8 "${mb}=8 ${mb_noserial}"
  mb8_tinypool "${mb}=8 ${mb_noserial} -Xarch_device -mllvm=-dpagg-pool-size=4096"
  mb8_serial "${mb}=8"
  grid "-Xarch_device -mllvm=-dpagg-scope=grid ${mb_noserial}")
# The ptxas bug the serial copy works around (SerialChild.h): grid scope
# too, and the copy without the workaround (must compute wrong results):
# neither the xor nor the entry fence, which alone also keeps the blob's
# stores from reaching the copy's loads (SASS: no folded multiplier).
dpagg_gpu_test(serial_float_bits VARIANTS
  grid "-Xarch_device -mllvm=-dpagg-scope=grid"
  plain "-Xarch_device -mllvm=-dpagg-serial-opaque-args=false -Xarch_device -mllvm=-dpagg-serial-fence=false")
# Issue 24, item 5: chains of one-block grids deeper than the pending-launch
# limit, tail-launched; .notail is the default without it (must fail, as
# .base does).
dpagg_gpu_test(tail_chain_scan VARIANTS
  notail "-Xarch_device -mllvm=-dpagg-tail-chains=false")
# A chain with no end of its own ends at the process's budget of
# tail-launched links plus the pending-launch limit (TailChainPlan.cpp,
# "Termination"); .budget has a budget of 5000 links.
dpagg_gpu_test(tail_chain_unbounded VARIANTS
  budget "-Xarch_device -mllvm=-dpagg-tail-chain-budget=5000")
# Issue 26, item 3: block scope at the threads' last exit (runtime/block.cu,
# "Block scope at the last exit"): the divergent prologue before a barrier,
# a launch in one branch with code after it, early returns, fire-and-forget;
# blocks of 32 to 1024 threads, grids larger than resident; the pool forced
# tiny and the block-state table small. block_last_exit.sh runs them and
# times .base, .warp, .dpagg (these sites per warp) and .lastexit.
set(ble_opt "-Xarch_device -mllvm=-dpagg-block-meeting=optional")
set(ble_noserial "-Xarch_device -mllvm=-dpagg-serial-threshold=off")
dpagg_gpu_test(block_last_exit VARIANTS
  lastexit "${ble_opt}"
  lastexit_noserial "${ble_opt} ${ble_noserial}"
  lastexit_tinypool "${ble_opt} ${ble_noserial} -Xarch_device -mllvm=-dpagg-pool-size=4096"
  lastexit_fewslots "${ble_opt} ${ble_noserial} -Xarch_device -mllvm=-dpagg-block-slots=64"
  avoid "-Xarch_device -mllvm=-dpagg-block-meeting=avoid ${ble_noserial}")
# Issue 24, item 2: launch promotion (P) of a prefix-sum chain; .dpagg is
# the tail chain, .base fails beyond the pending-launch limit, and so does
# .p (P keeps the nesting).
set(promote "-Xarch_device -mllvm=-dpagg-promote")
# Item 3, PA: pools of 128 blocks, of 4 (many pools per chain), and of
# 2,000 (PAO: 1,300; more blocks than the GPU holds at once, 1,056 of 256
# threads on an H100, on short chains; the most a 128 KiB slab holds); the
# first pool from the chain's second step (the default) or from its head.
set(pool "-Xarch_device -mllvm=-dpagg-promote-pool")
# Item 4, PO and PAO: the scan before the carry runs before each step's
# acquire; pao with the same three pool sizes.
dpagg_gpu_test(promote_chain VARIANTS
  p "${promote}=p"
  p_nest8 "${promote}=p -Xarch_device -mllvm=-dpagg-promote-max-nesting=8"
  pa "${promote}=pa"
  pa_small "${promote}=pa ${pool}=4"
  pa_big "${promote}=pa ${pool}=2000"
  pa_fromhead "${promote}=pa -Xarch_device -mllvm=-dpagg-promote-from-head"
  po "${promote}=po"
  po_nest8 "${promote}=po -Xarch_device -mllvm=-dpagg-promote-max-nesting=8"
  pao "${promote}=pao"
  pao_small "${promote}=pao ${pool}=4"
  pao_big "${promote}=pao ${pool}=1300")
# Issue 25, first slice: device malloc/cudaMalloc scratch buffers that stay
# in the kernel, one block per warp from the allocation pool, else the heap
# (runtime/alloc.cu); pool pressure (groups fall back to heap blocks); a
# small heap (group blocks fail, lanes fall back); `alloc_scratch.alloc
# bench` times the 65,536-thread cudaMalloc + cudaFree microbenchmark.
dpagg_gpu_test(alloc_scratch VARIANTS
  alloc "-Xarch_device -mllvm=-dpagg-aggregate-allocations=warp")
# Issue 25, program mode (-dpagg-alloc-frees=program; runtime/alloc.cu,
# "Program mode"): pointers stored, launched and freed by later kernels.
dpagg_gpu_test(alloc_program VARIANTS
  program "-Xarch_device -mllvm=-dpagg-aggregate-allocations=warp -Xarch_device -mllvm=-dpagg-alloc-frees=program")
# Issue 23 item 3: launches into the per-thread default stream in a
# grid-stride loop and at two or three sites per thread, each child reading
# what the thread's previous child wrote: moved to the block's NULL stream
# and aggregated there (Aggregation/BlockStreamPlan.cpp). Written with
# cudaStreamPerThread (.base, .dpagg, .warp, .tinypool) or the NULL stream
# under the per-thread default stream (*_ptds); .nullstream and
# .base_nullstream: the NULL stream of the default build, for comparing
# times (`time`).
set(ptds_implicit "-Xclang -fgpu-default-stream=per-thread -DPTDS_IMPLICIT")
dpagg_gpu_test(ptds_loop_order VARIANTS
  tinypool "-Xarch_device -mllvm=-dpagg-pool-size=4096"
  ptds "${ptds_implicit}"
  warp_ptds "${ptds_implicit} -Xarch_device -mllvm=-dpagg-scope=warp"
  grid_ptds "${ptds_implicit} -Xarch_device -mllvm=-dpagg-scope=grid"
  tinypool_ptds "${ptds_implicit} -Xarch_device -mllvm=-dpagg-pool-size=4096"
  nullstream "-DPTDS_IMPLICIT"
  BASE_VARIANTS base_ptds "${ptds_implicit}" base_nullstream "-DPTDS_IMPLICIT")
# Issue 26, item 2: packed children (runtime/child.cu, "Packed children";
# -dpagg-pack-children, off by default), a logical block of at most 32
# threads per warp: warp-level operations, blocks under 32 threads, 2-D and
# 3-D shapes, aggregates with a wider block (unpacked), early returns,
# 2^18 - 3 logical blocks. Every variant but .dpagg and .warp turns
# serialization off (it would run many of these small children in their
# parents) and packing on; .nopack: serialization off, packing off.
set(pc_noserial "-Xarch_device -mllvm=-dpagg-serial-threshold=off")
set(pc_pack "-Xarch_device -mllvm=-dpagg-pack-children=true ${pc_noserial}")
dpagg_gpu_test(packed_children VARIANTS
  pack "${pc_pack}"
  nopack "${pc_noserial}"
  warp_pack "-Xarch_device -mllvm=-dpagg-scope=warp ${pc_pack}"
  grid_pack "-Xarch_device -mllvm=-dpagg-scope=grid ${pc_pack}"
  block_pack "-Xarch_device -mllvm=-dpagg-scope=block -Xarch_device -mllvm=-dpagg-auto-grid=0 ${pc_pack}"
  tinypool_pack "-Xarch_device -mllvm=-dpagg-pool-size=4096 ${pc_pack}")
# Session 21's warp-sync rule: a lane held at a __syncwarp whose partner
# comes after the launch (in a callee, or by a per-lane mask) keeps its site
# per warp; block scope's barrier would deadlock (hangs until the runner's
# timeout with the plugin before be5d840).
dpagg_gpu_test(warp_sync_pairs VARIANTS grid "-Xarch_device -mllvm=-dpagg-scope=grid")
# Session 23's warp rejoin: per-warp sites in loops whose lanes part, with
# the ballot of the lanes still in the loop (.dpagg, .warp) and without it
# (.norejoin).
dpagg_gpu_test(warp_rejoin_loops VARIANTS norejoin "-Xarch_device -mllvm=-dpagg-warp-rejoin=false")
