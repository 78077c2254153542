#!/usr/bin/env python3
# ===- utils/gen-cdp-tests.py - random dynamic-parallelism test programs ---===#
#
# Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
#
# ===----------------------------------------------------------------------===#
"""Writes random, self-checking CUDA dynamic-parallelism test programs.

    gen-cdp-tests.py --seed S --files F --cases C [--special P] [--mold M]
                     [--big B] [--heavy H] [--unrolled U] [--inline-ret R]
                     [--own-streams S] [--shape-hidden SH] [--asm-decl AD]
                     [--asm-waits A] [--stress S] [--tail-child TC]
                     [--skew-mold SM] [--heavy-regs HR] [--fp-args FA]
                     [--serial SR] [--own-stream-once O] --out DIR

writes DIR/cdpfuzz_<S>_<i>.cu for i < F, each with C cases (--list-classes
prints each side class's option and default fraction instead). The same seed
always writes the same files (Python's random.Random, stdlib only).

A fraction P (default 0.5) of the cases are of the kinds of issue 9 (class
Special, one method k_<kind> each, random knobs, a host reference written
next to the kernels): per-thread picks from by-value and __device__ const
tables (pick), order-dependent chains in goto/irreducible, while and for
loops (chain), invalid per-thread configurations with cudaGetLastError()
checks and fallbacks, error codes printed (badcfg), per-thread dynamic shared
memory read back through %dynamic_smem_size (dynsmem), host launches at the
48 KiB dynamic limit (host48k), 48 KiB static children and parents
(static48k; only in files numbered 7 mod 8, since they do not link with
DPAgg today), spin-waiting warps with a one-second watchdog (spin),
warp-collective children in multi-dimensional one-warp blocks (warpcoll:
shuffles, redux, match/vote, inline asm), unchecked failing launches whose
output is compared byte for byte (failing), parameter buffers filled on
divergent paths through the V2 API (divparam), grids of up to 2^31 threads
and 2^22 blocks, 65535-high grids (biggrid), producer/consumer pairs into one
stream: the NULL stream from different kinds of sites, two tail launches,
the per-thread default stream's entry points and cudaStreamPerThread
passed as a kernel parameter (order), __grid_constant__,
mixed-size and over-aligned parameters (gridconst; the over-aligned one is
read but not checked: device launches of such kernels read it wrong on the
platform itself), loops with one launcher per iteration (onelauncher), and
1024-thread parents keeping values live across a launch, some from a
__noinline__ __device__ function, with or without __launch_bounds__, and
parents without launch bounds (in 256-thread blocks) that call a heavy
function ptxas compiles apart: a non-static __noinline__ one, a static one
through a __device__ function pointer or called directly with its address
taken, or a child that calls one (regs-*-apart*; a side stream picks these,
so the other cases of a seed are unchanged) (regs).
A fraction M (default 0.05) of the cases, drawn from a stream of their own
(seed, file, case) after the case they replace has made its draws, so that
every other case of a seed is unchanged, are of the moldable-children class
(class Mold, `mold-*` in MANIFEST): block-scope parents whose aggregates are
cut on an H100 (more than 4 times the resident blocks: the molded clone of
-dpagg-moldable=auto), with moldable children of varied shapes, early
returns, by-value structs and per-thread dynamic shared memory; --mold 0
writes the files of a seed exactly as before the class existed.
A fraction B (default 0.05), drawn the same way from a stream of its own, are
of the big-parameter class (class BigParam, `big-*` in MANIFEST): by-value
structs of 68 to 4,000 bytes that children read in place, write or let
escape; --big 0 writes the files of a seed as before it. A fraction H
(default 0.05), likewise, of the heavy-children class (class HeavyChild,
`heavy-*`): children keeping 40 to 120 values live, with or without
__launch_bounds__, each parent thread launching one of 2 to 4 block shapes
that are valid alone but whose per-dimension maximum may not be. A fraction
U (default 0: off, see UNROLLED_DEFAULT), likewise, of the unrolled-loop class (class Unrolled,
`unrolled-*`): each parent thread launches a child in every trip of a
`#pragma unroll` loop with a constant trip count of 2 to 8, or of two nested
ones (2x3, 3x2, 2x2, 2x4), always or under a condition that differs per
thread and per trip, with scalars and sometimes a by-value struct built in
the trip, grid and block dimensions constant, a function of the trip or of
the thread, written inside <<<>>> or as dim3 locals, into the NULL stream,
cudaStreamFireAndForget or cudaStreamTailLaunch (tagged [named-stream] like
the cases below), each launch's cudaGetLastError() stored; --unrolled 0
writes the files of a seed as before the class existed.
Issue 21 adds two more, likewise off by default (0) and each from a stream
of its own: --inline-ret R (class InlineRet, `inlineret-*`: parent threads
that launch and then leave through inline PTX `ret`, always, guarded per
thread, or inside a __noinline__ function) and --own-streams S (class
OwnStreams, `ownstream-*`: launches into streams each thread creates with
cudaStreamCreateWithFlags, in a private array or picked by a select, or four
streams a block shares). --own-stream-once O (issue 23 item 3, class
OwnStreamOnce, `ownonce-*`, off by default, a stream of its own): each
parent thread's ONE launch, always, under a per-thread condition or after an
early return of some threads, into one of the 1 to 4 streams it created (or
one of two picked by a select), the creations' and destructions' return
codes stored and the error state never read: a private stream, which the
pass sends to cudaStreamFireAndForget and aggregates.
A fraction SH (default 0: off), likewise, of the hidden-block-shape class
(class ShapeHidden, `shapehidden-*`, issue 21 item 17): warp-collective
children in one-warp blocks written dim3(32, 1, 1) and reshaped out of the
pass's sight (a __noinline__ helper taking dim3&, inline PTX stores, a
store at a run-time index) or not at all. A fraction AD (default 0: off),
likewise, of the inline-PTX-declarations class (class AsmDecl, `asmdecl-*`,
items 18 and 19): a __noinline__ helper whose PTX declares a .reg and a
label at function scope (or inside braces) called 2 or 3 times by the
child, or a child declaring up to 49,140 bytes of .shared in its PTX,
launched from a parent or only from the host; each written plainly or, as
the red team found (2018a2d), behind a `%=` label, behind two labels, with
a label starting with `%`, or (shared) as a __shared__ variable named only
in the PTX; the build is the first check.
--shape-hidden 0 --asm-decl 0 write the files of a seed as before.
--asm-waits A (class AsmWaits, `asmwait-*`, off by
default, a stream of its own): warps that wait before their launch for
another warp's arrival after its own, through named barriers with counts or
guarded inline PTX barriers, or threads that leave through `.loc 1 1 1 ret;`.
--stress S (class Stress, `stress-*`, [named-stream], issue 21 item 16): 2 or
3 parent kernels run 2 to 4 times each, every one launching up to 262,144
one-block children with a by-value struct of 40 to 88 bytes and scalars, from
5/8 to all of its threads, into cudaStreamFireAndForget, through the default
record pool. Three more, likewise (issue 21, items 21 to 23): --tail-child
TC (class TailChild, `tailchild-*`: children some of whose threads, thread 0
of the grid or of each block or a divergent subset, make one launch each
into cudaStreamTailLaunch, written in the child, in an inlined or
__noinline__ helper, or into a stream parameter that is the tail stream at
run time; the grandchildren may read the words of the whole child grid;
tagged [named-stream]), --skew-mold SM (class SkewMold, `skewmold-*`:
1,024 to 4,096 parent threads launching moldable children whose block-scope
aggregates are cut, every k-th logical block heavier, a visit word per
logical block that must count one visit) and --heavy-regs HR (class
HeavyRegs, `heavyregs-*`: parents and/or children keeping 16 to 64 values
live across an unrolled loop, and the parent's across its launch, with or
without __launch_bounds__, launched with the blocks the build without DPAgg
can launch: cudaFuncGetAttributes on twins DPAgg leaves alone, printed so
the builds' outputs are compared). --fp-args FA (class FpArgs, `fpargs-*`,
off by default, a stream of its own; issue 21's fuzz finding, seed 2126,
file 1, cases 29/43/67/87, fixed in a107b11: ptxas 13.0 compiled a byte
store of a register a floating-point instruction wrote as F2I.U8.F64.TRUNC):
parents that compute their launch arguments in the kernel with single IEEE
operations (double from an int times 0.1, float times 0.3f, __half from bit
patterns, float2, double2, by-value structs mixing char, short, int, float,
double and __half fields with padding, structs of float arrays; 1 to 10 of
them, parameter buffers of 16 to about 250 bytes, 43% over 64) and launch children, at 1
to 3 sites, divergent or not, in loops or not, into the NULL stream,
cudaStreamFireAndForget, cudaStreamTailLaunch, cudaStreamPerThread (or a
stream parameter that is it at run time), children DPAgg may aggregate,
NO_AGGREGATE ones or ones that tail-launch (left as written: the finding's
path), blocks of 1 to 64 threads; every child thread writes back the exact
bits of every argument and the host computes them with the same operations.
--serial SR (class SerialSites, `serial-*`, off by default, a stream of
its own; issue 26 item 1): each parent thread launches one child, its
kernel's only launch, into the NULL stream or cudaStreamFireAndForget
([named-stream]), with a configuration picked by its input from 4 to 8
1-D/2-D/3-D shapes of 1 to 2,048 threads (now and then an invalid one),
on both sides of the child's DPAGG_SERIAL_THRESHOLD(T) annotation (T = 1,
32, 64, 256, 1024 or auto: the DPAgg builds serialize, the base build
ignores it); serializable children with an early return, a loop with
`continue`, a by-value struct each thread writes, or a __noinline__ helper
reading the geometry, or an allocation retried in a loop (not serializable:
the rule's refusal is then what the differential run checks).
--chains CR (class Chains, `chain-*`, off by default; issue 24 item 5): a
chain of 2 to 1,800 one-block grids (host grid of 1 or 2 blocks, 32 to 256
threads), thread 0 of each launching the next step into the NULL stream
with a carry its block computed: tail-chained by DPAgg (`plain`), not when
the launcher reads the error state (`errread`), with threads writing after
the launch (`epilogue`), from a host grid of 256 blocks of which only some
go on past step 0, a condition read from memory (`sparse`: the red team's
prom_pool_slots; promotion must not launch early there); depths stay below
the pending-launch limit, so the base build is right too.
--chain-holes CH (class ChainHoles, `chain-<variant>-*`, off by default): the
chains of the four holes the red team of PA found (all fixed): `block2d`
(32 x 2 or 16 x 2 x 2 steps, launcher threadIdx.x == c > 0), `shared48k`
(exactly 48 KiB of static shared memory), `assert` (a step that may fail
an assert), `many` (40 to 64 chains at once: more than the 32 slabs), and
`optin` (60 KiB of dynamic shared memory per step, opted in by the host,
chains of up to 1,800 steps: P's tail continuation must not be used).
--in-place-holes IP (class InPlaceHoles, `chain-<hole>-*`, off by default):
chains of one-block grids with the holes the red team of the chains in
place found (session 18, fixed): `warpexit` (a warp leaves after a
__syncwarp while the others meet at a barrier), `calleebar` (a callee whose
threads may return past its barrier), `alloca` (a dynamic alloca per step),
`warpreduce` (leavers, then full-mask shuffles), `barcount` (threads passing
different numbers of barriers).
--ptds-grid-burst PB (class PtdsGridBurst, `ptdsburst-*`, off by default;
the red team of grid scope's per-thread stream, session 19,
pg_replay_burst): each parent thread of a grid of 256 to 600 blocks makes
its only launch into an explicit cudaStreamPerThread, of a child with
__launch_bounds__(512) in a (32,16) or (16,32) block by a bit of its input,
so the grid's aggregate (32,32) is refused and replayed record by record;
every child thread counts itself. The replays must not wait for each other
in one stream (they go to cudaStreamFireAndForget).
--fp-mem FR (class FpMem, `fpmem-*`, off by default; the serial red team's
sr2_fma_contract): each parent thread stores a float product to global
memory and launches a 1x1 child (serialized) that adds to it: launched, the
child computes fl(fl(a*b) + c), which an inlined copy must keep (no
contraction across the former launch). It did not reproduce the finding
without the fence on its own (H100, seed 77); sr2_fma_contract does.
--alloc AL (class AllocScratch, `alloc-*`, off by default; issue 25): device
scratch malloc/cudaMalloc per thread, divergent, sizes 0 to 300, freed in
the kernel, some followed by a launch (aggregated at the default since
session 12, and in build-cdp-fuzz.sh's `alloc` build); `escape` cases store
the pointer (cudaMalloc straight into a __device__ slot, or a child fills
the buffer) and free it in a second kernel, thread lin ^ 1's (aggregated
only in the `allocprog` build: -dpagg-alloc-frees=program); `exitnest`
cases (the red team cp_*'s finding, session 16) malloc scratch with no
barrier, then launch a 1 x 4 middle grid whose threads launch leaves.
--ptds-loops PL (class PtdsLoops, `ptdsloop-*`, off by default; issue 23
item 3): every parent thread launches into cudaStreamPerThread several
times, in a grid-stride loop under a condition, at two sites in a loop, or
in a loop after an early return of some threads, each child reading the
thread's slot its previous child wrote (the pass moves them to the block's
NULL stream: Aggregation/BlockStreamPlan.cpp).
--diverged-lanes DL (class DivergedLanes, `divlanes-*`, off by default;
session 9, the warp gate): the lanes of each warp split into 2 to 4 paths
(by lane or by data), each path a loop of data-dependent trips launching
its own kernel into the NULL stream (or cudaStreamFireAndForget, or
cudaStreamPerThread), some paths with a second launch under a condition or
a break; each child reads and writes the thread's slot (order checked).
Diverged lanes of one warp inside launch calls at once is the state CUDA's
device runtime never returns from (test/Probes/null_stream_hang), which
DPAgg's runtime keeps out with the warp gate; a base build may itself hang.
--auto-grid AG (class AutoGrid, `autogrid-*`, off by default; session 10,
-dpagg-auto-grid): parent grids of 1 to 400 blocks around the threshold
(1-D and 2-D), one unobserved launch per launching thread (one per block,
every k-th thread, or before a barrier), parameters uniform in the grid, in
the block only, and per thread.
--dirty-lanes DT (class DirtyLanes, `dirtylanes-*`, off by default; session
10, the warp gate): every launching thread makes a launch CUDA refuses, then
1 to 3 valid ones with its error still pending, so whole warps reach the
device runtime dirty; each stores its final cudaGetLastError.
--warp-pair WP (class WarpPair, `warppair-*`, off by default; session 21, the
block rules' warp syncs): lane 0 of every warp waits at __syncwarp(3) for lane
1's, which comes after lane 1's launch, in a function the kernel calls or with
a per-lane mask in the kernel; lane 0 reads the word lane 1 wrote.
--rejoin-loops RL (class RejoinLoops, `rejoinloop-*`, off by default; session
23, the warp rejoin): launches in loops whose lanes part (a grid-stride loop
with a `continue`, nested loops with a launch each, an exit by `goto` out of
an inner loop), then a __syncwarp or a spin on the partner lane's word.
--nested-grid NG (class NestedGrid, `nestedgrid-*`, off by default; session
13, -dpagg-nested-grid and groups in aggregated clones): a recursion over an
implicit tree, one thread per node launching its children's grid (blocks of
2, 4 or 32) or one block per node whose thread 0 launches after a shared-
memory sum, at most 6 levels, into the NULL stream or
cudaStreamFireAndForget.
The side classes are one table, side_classes().
The rest are the original cases below. The run script compares what the programs
print (everything but the verdict lines) between the builds, so the kinds
print only what does not depend on timing.

A case is a parent kernel and one or two child kernels (and maybe a
grandchild, or a child that launches itself a bounded number of times) with
random

  * parent grid and block shapes, 1-D/2-D/3-D, blocks of 1..256 threads,
    many not multiples of 32 (17, 48, 100, 5x7, 2x3x5, ...);
  * child grid and block shapes, constant or varying per parent thread, with
    or without .y/.z;
  * launch conditions: every thread, divergent by thread id, 1%-sparse (on
    random data), early return before the launch, launch then __syncthreads,
    if/else with two launches, launch in a uniform loop, in a divergent loop;
  * child bodies with static and/or dynamic shared memory and a barrier;
  * nesting: a child launches a grandchild, or itself (bounded recursion);
  * streams: NULL, cudaStreamFireAndForget, cudaStreamTailLaunch;
  * argument types: int, long long, float, double, pointer, a struct by value
    of 8..64 bytes.

Every child thread writes a hash of all twelve geometry values, every argument
and (with shared memory) its neighbour's shared value into its own word of the
case's output: each launch instance owns a distinct region, so there are no
races and the output is deterministic. The host computes the reference with
the same generated statements (the kernel bodies are rendered twice: once with
threadIdx/blockIdx/... and <<<>>>, once as host loops that call the simulated
child), starting from an all-0xFFFFFFFF array, so a launch that should not
happen, or a write out of place, shows too.

main() runs every case on fresh random inputs (DPAGG_SEED=<n> reproduces a
run), poisons the output (0xFF bytes) first, checks every CUDA return code,
compares with the reference and prints one line per failing case:

    FAIL case <file>:<case> gen-seed <S> input-seed <n> [named-stream]: ...

then `cases: N passed, M failed` and exits 0 only if all passed (1 on a wrong
result, 2 on a CUDA error, after which the remaining cases are not run).

Cases tagged [named-stream] launch into cudaStreamFireAndForget or
cudaStreamTailLaunch; clang's V1 launches into those streams never run
(README), so a build without DPAgg is expected to fail exactly those cases.
Every case's launches are bounded (at most MAX_LAUNCHES device launches,
fewer than 240 tail launches per launching grid).
"""

import argparse
import os
import random
import sys

MAX_LAUNCHES = 4096        # device launches per case, every level
MAX_OUT_WORDS = 1 << 21    # output words per case
MAX_TAIL_PER_GRID = 240    # tail launches one grid may make
PENDING_LIMIT = 32768      # cudaLimitDevRuntimePendingLaunchCount

PRELUDE = r'''// Generated by utils/gen-cdp-tests.py --seed %(seed)d (file %(file)d, %(ncases)d cases).
// Do not edit: regenerate. Build: utils/build-cdp-fuzz.sh; run: the binary
// (DPAGG_SEED=<n> reproduces the inputs of a run).
//
// One file, two halves: the kernels with their host-side launch wrappers
// (compiled as CUDA, once per build variant) and the host reference and
// runner (plain C++, the same for every variant: compiled once). Compiled
// with -DCDPFUZZ_KERNELS_ONLY or -DCDPFUZZ_HOST_ONLY it gives one half, with
// neither (a single `clang++ -x cuda` compile) the whole program.
#if defined(CDPFUZZ_KERNELS_ONLY)
#define CDPFUZZ_WANT_KERNELS 1
#define CDPFUZZ_WANT_HOST 0
#elif defined(CDPFUZZ_HOST_ONLY)
#define CDPFUZZ_WANT_KERNELS 0
#define CDPFUZZ_WANT_HOST 1
#else
#define CDPFUZZ_WANT_KERNELS 1
#define CDPFUZZ_WANT_HOST 1
#endif
#include <cuda_runtime.h>

#include <chrono>
#include <cinttypes>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

#define GEN_SEED %(seed)dull
#define FILE_ID %(file)d

__host__ __device__ inline uint32_t mix(uint32_t H, uint32_t V) {
  H ^= V * 0xcc9e2d51u;
  H = (H << 15) | (H >> 17);
  return H * 0x1b873593u + 0xe6546b64u;
}
template <class... Ts> __host__ __device__ inline uint32_t hash(Ts... Vs) {
  uint32_t H = 0x9e3779b9u;
  ((H = mix(H, (uint32_t)Vs)), ...);
  return H ^ (H >> 16);
}
__host__ __device__ inline uint32_t hv(char V) { return (uint32_t)(int)V; }
__host__ __device__ inline uint32_t hv(short V) { return (uint32_t)(int)V; }
__host__ __device__ inline uint32_t hv(int V) { return (uint32_t)V; }
__host__ __device__ inline uint32_t hv(unsigned V) { return V; }
__host__ __device__ inline uint32_t hv(long long V) {
  return mix((uint32_t)V, (uint32_t)((unsigned long long)V >> 32));
}
__host__ __device__ inline uint32_t hv(float V) {
  uint32_t U;
  memcpy(&U, &V, 4);
  return U;
}
__host__ __device__ inline uint32_t hv(double V) {
  unsigned long long U;
  memcpy(&U, &V, 8);
  return mix((uint32_t)U, (uint32_t)(U >> 32));
}
__host__ __device__ inline uint32_t hv(const int *P) { return 0x5157u; }

// splitmix64
struct Rng {
  uint64_t S;
  uint64_t next() {
    uint64_t Z = (S += 0x9e3779b97f4a7c15ull);
    Z = (Z ^ (Z >> 30)) * 0xbf58476d1ce4e5b9ull;
    Z = (Z ^ (Z >> 27)) * 0x94d049bb133111ebull;
    return Z ^ (Z >> 31);
  }
  int range(int Lo, int Hi) {
    return Lo + (int)(next() %% (uint64_t)(Hi - Lo + 1));
  }
};

// The twelve geometry values as locals, on the device from the built-ins, on
// the host from the simulated thread.
struct Geo {
  unsigned tx, ty, tz, bx, by, bz, bdx, bdy, bdz, gdx, gdy, gdz;
};
#define DEV_GEO                                                                \
  const unsigned tx = threadIdx.x, ty = threadIdx.y, tz = threadIdx.z;        \
  const unsigned bx = blockIdx.x, by = blockIdx.y, bz = blockIdx.z;           \
  const unsigned bdx = blockDim.x, bdy = blockDim.y, bdz = blockDim.z;        \
  const unsigned gdx = gridDim.x, gdy = gridDim.y, gdz = gridDim.z;
#define HOST_GEO(Q)                                                            \
  const unsigned tx = Q.tx, ty = Q.ty, tz = Q.tz;                             \
  const unsigned bx = Q.bx, by = Q.by, bz = Q.bz;                             \
  const unsigned bdx = Q.bdx, bdy = Q.bdy, bdz = Q.bdz;                       \
  const unsigned gdx = Q.gdx, gdy = Q.gdy, gdz = Q.gdz;
// tn: threads per block, tl: thread in block, bl: block in grid, lin: thread
// in grid (all linear).
#define LIN_IDX                                                                \
  const unsigned tn = bdx * bdy * bdz, tl = (tz * bdy + ty) * bdx + tx;       \
  const unsigned bl = (bz * gdy + by) * gdx + bx, lin = bl * tn + tl;         \
  (void)tn; (void)tl; (void)bl; (void)lin;

// Runs F(Geo) for every thread of grid G x block B, in linear order.
template <class F> static void forGrid(dim3 G, dim3 B, F &&Fn) {
  for (unsigned bz = 0; bz < G.z; ++bz)
    for (unsigned by = 0; by < G.y; ++by)
      for (unsigned bx = 0; bx < G.x; ++bx)
        for (unsigned tz = 0; tz < B.z; ++tz)
          for (unsigned ty = 0; ty < B.y; ++ty)
            for (unsigned tx = 0; tx < B.x; ++tx)
              Fn(Geo{tx, ty, tz, bx, by, bz, B.x, B.y, B.z, G.x, G.y, G.z});
}

#if CDPFUZZ_WANT_KERNELS
// A kernel DPAgg must leave alone (dpagg/dpagg.h's DPAGG_NO_AGGREGATE).
#define NO_AGGREGATE __attribute__((annotate("dpagg.no_aggregate")))
__device__ __forceinline__ uint32_t dynSmem() {
  uint32_t V;
  asm volatile("mov.u32 %%0, %%%%dynamic_smem_size;" : "=r"(V));
  return V;
}
__device__ __forceinline__ uint32_t inParamSpace(const void *Ptr) {
  uint32_t R;
  asm volatile("{ .reg .pred q; isspacep.param q, %%1; selp.u32 %%0, 1, 0, q; }"
               : "=r"(R) : "l"(Ptr));
  return R;
}
__device__ __forceinline__ unsigned long long nowNs() {
  unsigned long long T;
  asm volatile("mov.u64 %%0, %%%%globaltimer;" : "=l"(T));
  return T;
}
// A thread's lane in a block of one warp: its linear index.
__device__ __forceinline__ unsigned laneOf() {
  return threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
}
// Puts one parameter at the next offset aligned for it (the layout of a
// device-launch parameter buffer).
template <class T> __device__ void putParam(char *Buf, size_t &Off, T V) {
  Off = (Off + alignof(T) - 1) / alignof(T) * alignof(T);
  memcpy(Buf + Off, &V, sizeof(T));
  Off += sizeof(T);
}
// K<<<G, B, 0, S>>>(Args...) through the V2 API (cudaLaunchDeviceV2).
template <class... Ts>
__device__ void launchV2(void (*K)(Ts...), dim3 G, dim3 B, cudaStream_t S,
                         Ts... Args) {
  void *Buf = cudaGetParameterBufferV2((void *)K, G, B, 0);
  if (!Buf)
    return;
  size_t Off = 0;
  (putParam((char *)Buf, Off, Args), ...);
  cudaLaunchDeviceV2(Buf, S);
}
#endif

static int CudaFailed = 0;
// Checks one CUDA return code; on error prints the case and remembers it.
#define CKC(x)                                                                 \
  do {                                                                         \
    cudaError_t E_ = (x);                                                      \
    if (E_ != cudaSuccess) {                                                   \
      printf("FAIL case %%d:%%d gen-seed %%llu input-seed %%llu%%s: %%s: %%s (%%s)\n", \
             FILE_ID, CaseId, (unsigned long long)GEN_SEED,                    \
             (unsigned long long)InputSeed, Tag, #x, cudaGetErrorName(E_),     \
             cudaGetErrorString(E_));                                          \
      CudaFailed = 1;                                                          \
      return 2;                                                                \
    }                                                                          \
  } while (0)

static int compareOut(int CaseId, uint64_t InputSeed, const char *Tag,
                      const std::vector<uint32_t> &Got,
                      const std::vector<uint32_t> &Want) {
  size_t Bad = 0, First = 0;
  for (size_t I = 0; I < Want.size(); ++I)
    if (Got[I] != Want[I] && Bad++ == 0)
      First = I;
  if (!Bad)
    return 0;
  printf("FAIL case %%d:%%d gen-seed %%llu input-seed %%llu%%s: %%zu of %%zu words "
         "wrong, first [%%zu] got 0x%%08x want 0x%%08x\n",
         FILE_ID, CaseId, (unsigned long long)GEN_SEED,
         (unsigned long long)InputSeed, Tag, Bad, Want.size(), First,
         Got[First], Want[First]);
  return 1;
}
'''

# --------------------------------------------------------------------------
# Types for arguments and struct fields.

SCALARS = {
    # name: (size, align, device expression from an int expression e)
    'char': (1, 1, '(char)({e})'),
    'short': (2, 2, '(short)({e})'),
    'int': (4, 4, '(int)({e})'),
    'float': (4, 4, '(float)(({e}) & 0xffff) * 0.25f'),
    'long long': (8, 8, '(long long)({e}) * 0x9e3779b97f4a7c15ll'),
    'double': (8, 8, '(double)(({e}) & 0xfffff) * 0.125'),
}


def struct_size(fields):
    off, al = 0, 1
    for t in fields:
        s, a, _ = SCALARS[t]
        off = (off + a - 1) // a * a + s
        al = max(al, a)
    return (off + al - 1) // al * al


class Dim:
    """One launch dimension: a constant or 1 + (expr % m)."""

    def __init__(self, r, hi, varying_ok, seedexpr):
        self.const = None
        if varying_ok and hi > 1 and r.random() < 0.4:
            self.m = r.randint(2, hi)
            self.k = r.randint(0, 9)
            self.expr = '(1u + ((unsigned)({}) >> {}) % {}u)'.format(
                seedexpr, self.k, self.m)
            self.max = self.m
        else:
            self.const = r.randint(1, hi)
            self.expr = '{}u'.format(self.const)
            self.max = self.const


def shape_choices(r, kind):
    """(x, y, z) maximums for a block shape."""
    if kind == 'parent':
        one = [1, 17, 32, 48, 64, 96, 100, 128, 256, 33, 40]
        two = [(8, 6), (16, 4), (5, 7), (32, 2), (3, 3), (16, 16), (10, 3)]
        three = [(4, 4, 4), (8, 2, 3), (2, 3, 5), (4, 2, 2), (1, 2, 3)]
    else:
        one = [1, 7, 16, 32, 33, 48, 64, 96, 128]
        two = [(7, 3), (8, 4), (4, 4), (1, 5), (16, 3)]
        three = [(4, 4, 2), (5, 2, 3), (2, 2, 2), (3, 1, 2)]
    d = r.choice([1, 1, 2, 3])
    if d == 1:
        return (r.choice(one), 1, 1)
    if d == 2:
        x, y = r.choice(two)
        return (x, y, 1)
    return r.choice(three)


class Kernel:
    """A child (or grandchild) kernel: its parameters, shared memory, and
    what it launches."""

    def __init__(self, g, name, level):
        r = g.r
        self.name = name
        self.level = level
        # Parameters after the output pointer.
        self.params = []   # (type, name)
        self.structs = []  # struct definitions
        n = r.randint(1, 4)
        for i in range(n):
            t = r.choice(['int', 'int', 'float', 'long long', 'double',
                          'ptr', 'struct'])
            if t == 'struct':
                while True:
                    fields = [r.choice(list(SCALARS))
                              for _ in range(r.randint(1, 9))]
                    sz = struct_size(fields)
                    if 8 <= sz <= 64:
                        break
                sname = '{}_S{}'.format(name, i)
                self.structs.append((sname, fields, sz))
                self.params.append((sname, 'a{}'.format(i)))
            elif t == 'ptr':
                self.params.append(('const int *', 'a{}'.format(i)))
            else:
                self.params.append((t, 'a{}'.format(i)))
        self.static_sh = r.random() < 0.35
        self.dyn_sh = r.random() < 0.3
        self.extra_dyn = r.randint(0, 16)
        # Launch shape maximums.
        self.bmax = shape_choices(r, 'child')
        self.gmax = r.choice([(1, 1, 1), (2, 1, 1), (3, 1, 1), (2, 2, 1),
                              (1, 2, 2), (2, 1, 2), (4, 1, 1)])
        self.nested = None      # ('grand', Kernel, NG) or ('rec', depth)
        self.stream = 'null'

    def threads_max(self):
        b, gg = self.bmax, self.gmax
        return b[0] * b[1] * b[2] * gg[0] * gg[1] * gg[2]

    def block_threads_max(self):
        return self.bmax[0] * self.bmax[1] * self.bmax[2]

    def region(self):
        """Output words one launch of this kernel owns."""
        cap = self.threads_max()
        if self.nested and self.nested[0] == 'grand':
            return cap + self.nested[2] * self.nested[1].region()
        if self.nested and self.nested[0] == 'rec':
            return cap * (self.nested[1] + 1)
        return cap

    def launches_per_launch(self):
        """Device launches one launch of this kernel leads to, itself
        included."""
        if self.nested and self.nested[0] == 'grand':
            return 1 + self.nested[2] * self.nested[1].launches_per_launch()
        if self.nested and self.nested[0] == 'rec':
            return 1 + self.nested[1]
        return 1

    def uses_named_stream(self):
        if self.stream != 'null':
            return True
        if self.nested and self.nested[0] == 'grand':
            return self.nested[1].uses_named_stream()
        return False


STREAMS = {'null': '0', 'faf': 'cudaStreamFireAndForget',
           'tail': 'cudaStreamTailLaunch'}


def arg_values(k, seedexpr, salt):
    """Expressions for k's parameters (after the output pointer), computed
    from the int expression seedexpr. Struct arguments are built in a local
    first; returns (prelude statements, argument expressions)."""
    pre, args = [], []
    for i, (t, n) in enumerate(k.params):
        e = '((unsigned)({}) ^ {}u)'.format(seedexpr, salt * 131 + i * 7 + 1)
        st = next((s for s in k.structs if s[0] == t), None)
        if st:
            fields = st[1]
            var = '{}_{}'.format(n, salt)
            pre.append('{} {};'.format(t, var))
            for j, ft in enumerate(fields):
                fe = SCALARS[ft][2].format(e='{} * {} + {}'.format(e, j + 3, j))
                pre.append('{}.f{} = {};'.format(var, j, fe))
            args.append(var)
        elif t == 'const int *':
            args.append('in + ({} % 16u)'.format(e))
        else:
            args.append(SCALARS[t][2].format(e=e))
    return pre, args


class Case:
    def __init__(self, g, cid):
        self.g = g
        self.cid = cid
        r = g.r
        self.pfx = 'c{}'.format(cid)
        # Churn (the red team of the runtime's memory order, 405e661: pool
        # chunks and block-state slots reused while earlier grids' children
        # still read their records): the parent is launched R times back to
        # back into S non-blocking host streams, each launch into its own copy
        # of the output, every copy compared with the one reference. Drawn
        # from a stream of its own (seed, file, case), so every other choice
        # of every case is what the generator wrote before.
        side = random.Random('{}/{}/{}/churn'.format(g.seed, g.file_id, cid))
        self.churn = None
        if side.random() < 0.25:
            self.churn = (side.choice([3, 4, 6]), side.choice([1, 2, 3]))
        # Parent shape.
        for _ in range(100):
            self.pblock = shape_choices(r, 'parent')
            d = r.choice([1, 1, 2, 3])
            self.pgrid = {1: (r.randint(1, 6), 1, 1),
                          2: (r.randint(1, 3), r.randint(1, 3), 1),
                          3: (r.randint(1, 2), r.randint(1, 2),
                              r.randint(1, 2))}[d]
            self.P = (self.pblock[0] * self.pblock[1] * self.pblock[2] *
                      self.pgrid[0] * self.pgrid[1] * self.pgrid[2])
            if self.P <= 1536:
                break
        self.pattern = r.choice(['all', 'divergent', 'sparse', 'early_return',
                                 'then_sync', 'ifelse', 'uniform_loop',
                                 'divergent_loop'])
        self.L = {'uniform_loop': 3, 'divergent_loop': 3,
                  'ifelse': 2, 'then_sync': 2}.get(self.pattern, 1)
        self.kernels = []
        self.k0 = self.new_kernel('k0', 1)
        self.k1 = self.new_kernel('k1', 1) if (
            self.pattern in ('ifelse', 'then_sync') and r.random() < 0.6) \
            else self.k0
        # Nesting on k0.
        nest = r.random()
        if nest < 0.2:
            gk = self.new_kernel('g0', 2)
            gk.gmax = (1, 1, 1) if r.random() < 0.5 else (2, 1, 1)
            self.k0.nested = ('grand', gk, r.randint(1, 3))
            gk.stream = self.pick_stream()
        elif nest < 0.3:
            self.k0.nested = ('rec', r.randint(1, 3))
        self.k0.stream = self.pick_stream()
        if self.k1 is not self.k0:
            self.k1.stream = self.pick_stream()
        self.fit()
        self.named = any(k.uses_named_stream() for k in (self.k0, self.k1))
        self.in_n = self.P + 64

    def pick_stream(self):
        x = self.g.r.random()
        return 'null' if x < 0.65 else ('faf' if x < 0.85 else 'tail')

    def new_kernel(self, n, level):
        k = Kernel(self.g, '{}_{}'.format(self.pfx, n), level)
        self.kernels.append(k)
        return k

    def slot(self):
        return max(self.k0.region(), self.k1.region())

    def fit(self):
        """Shrinks the parent grid until the case's launches and output are
        bounded."""
        while True:
            per = max(self.k0.launches_per_launch(),
                      self.k1.launches_per_launch())
            launches = self.P * self.L * per
            words = self.P * self.L * self.slot()
            tail = any(k.stream == 'tail' for k in (self.k0, self.k1))
            ok = launches <= MAX_LAUNCHES and words <= MAX_OUT_WORDS and (
                not tail or self.P * self.L <= MAX_TAIL_PER_GRID)
            if ok:
                return
            gx, gy, gz = self.pgrid
            if gx * gy * gz > 1:
                if gz > 1:
                    gz -= 1
                elif gy > 1:
                    gy -= 1
                else:
                    gx -= 1
                self.pgrid = (gx, gy, gz)
            else:
                # One block left: shrink it to a 1-D block of odd size.
                bt = self.pblock[0] * self.pblock[1] * self.pblock[2]
                self.pblock = (max(1, bt // 2 - 1), 1, 1)
            self.P = (self.pblock[0] * self.pblock[1] * self.pblock[2] *
                      self.pgrid[0] * self.pgrid[1] * self.pgrid[2])

    # ---- code ----------------------------------------------------------

    def launch(self, dev, k, dst, seedexpr, salt, depth=None):
        """A launch of k whose output region starts at dst; seedexpr varies
        the shape and the arguments. On the host, a call of k's simulation."""
        r = self.g.r_code
        gd = [Dim(r, m, True, '({}) ^ {}'.format(seedexpr, 11 * salt + i))
              for i, m in enumerate(k.gmax)]
        bd = [Dim(r, m, True, '({}) ^ {}'.format(seedexpr, 13 * salt + i + 5))
              for i, m in enumerate(k.bmax)]
        pre, args = arg_values(k, seedexpr, salt)
        grid = 'dim3({}, {}, {})'.format(*[d.expr for d in gd])
        block = 'dim3({}, {}, {})'.format(*[d.expr for d in bd])
        gv, bv = 'g_{}'.format(salt), 'b_{}'.format(salt)
        lines = ['{'] + pre
        lines.append('const dim3 {} = {}, {} = {};'.format(gv, grid, bv, block))
        if k.dyn_sh:
            sh = '(size_t)({0}.x * {0}.y * {0}.z + {1}) * 4'.format(bv, k.extra_dyn)
        else:
            sh = '0'
        if depth is None and k.nested and k.nested[0] == 'rec':
            depth = str(k.nested[1])
        allargs = [dst, 'in'] + ([depth] if depth is not None else []) + args
        if dev:
            lines.append('{}<<<{}, {}, {}, {}>>>({});'.format(
                k.name, gv, bv, sh, STREAMS[k.stream], ', '.join(allargs)))
        else:
            lines.append('{}_sim({}, {}, {});'.format(
                k.name, gv, bv, ', '.join(allargs)))
        lines.append('}')
        return lines

    def kernel_code(self, k, dev):
        """The kernel k on the device, or its host simulation."""
        self.g.r_code = random.Random('{}/{}'.format(self.code_seed, k.name))
        ps = ['uint32_t *o', 'const int *in']
        rec = k.nested and k.nested[0] == 'rec'
        if rec:
            ps.append('int depth')
        ps += ['{} {}'.format(t, n) for t, n in k.params]
        out = []
        bmax = k.block_threads_max()
        x0 = next((n for t, n in k.params if t == 'int'), '0')
        body = []
        if dev:
            body.append('DEV_GEO LIN_IDX')
            nb = []
            if k.static_sh:
                body.append('__shared__ uint32_t s_sh[{}];'.format(bmax))
                body.append('s_sh[tl] = {}_sh(tl, bl, {});'.format(k.name, x0))
            if k.dyn_sh:
                body.append('extern __shared__ uint32_t d_sh[];')
                body.append('d_sh[tl] = {}_sh(tl, bl, {}) ^ 0x55u;'.format(k.name, x0))
                body.append('d_sh[tn + tl % {0}u] = 7u;'.format(k.extra_dyn)
                            if k.extra_dyn else '')
            if k.static_sh or k.dyn_sh:
                body.append('__syncthreads();')
            body.append('const uint32_t nb = {} ^ {};'.format(
                's_sh[(tl + 1) % tn]' if k.static_sh else '0u',
                'd_sh[(tl + 1) % tn]' if k.dyn_sh else '0u'))
        else:
            body.append('HOST_GEO(q) LIN_IDX')
            body.append('const uint32_t nb = {} ^ {};'.format(
                '{}_sh((tl + 1) % tn, bl, {})'.format(k.name, x0)
                if k.static_sh else '0u',
                '({}_sh((tl + 1) % tn, bl, {}) ^ 0x55u)'.format(k.name, x0)
                if k.dyn_sh else '0u'))
        hv = ['hv({})'.format(n) for _, n in k.params]
        for t, n in k.params:
            if t == 'const int *':
                hv.append('{}[(lin * 7u + (unsigned){}) % {}u]'.format(
                    n, x0, self.in_n - 16))
            st = next((s for s in k.structs if s[0] == t), None)
            if st:
                hv.remove('hv({})'.format(n))
                hv += ['hv({}.f{})'.format(n, j) for j in range(len(st[1]))]
        if rec:
            hv.append('depth')
        body.append('o[lin] = hash({}u, tx, ty, tz, bx, by, bz, bdx, bdy, bdz, '
                    'gdx, gdy, gdz, nb{});'.format(
                        self.cid * 16 + k.level,
                        ''.join(', ' + h for h in hv)))
        if k.nested and k.nested[0] == 'grand':
            gk, ng = k.nested[1], k.nested[2]
            body.append('if (lin < {}u)'.format(ng))
            body += self.launch(dev, gk, 'o + {} + (size_t)lin * {}'.format(
                k.threads_max(), gk.region()), '(int)(lin * 31u) ^ ' + x0, 40)
        if rec:
            body.append('if (lin == 0u && depth > 0)')
            body += self.launch(dev, k, 'o + {}'.format(k.threads_max()),
                                '(int)depth * 977 ^ ' + x0, 50, 'depth - 1')
        if dev:
            out.append('__global__ void {}({}) {{'.format(k.name, ', '.join(ps)))
            out += ['  ' + b for b in body if b]
            out.append('}')
        else:
            # The simulation's signature is the kernel's plus the shape.
            out.append('static void {}_sim(dim3 G, dim3 B, {}) {{'.format(
                k.name, ', '.join(ps)))
            out.append('  forGrid(G, B, [&](const Geo &q) {')
            out += ['    ' + b for b in body if b]
            out.append('  });')
            out.append('}')
        return out

    def parent_body(self, dev):
        """The parent kernel's body, the same statements for both sides."""
        self.g.r_code = random.Random('{}/parent'.format(self.code_seed))
        p = []
        p.append('const unsigned v = (unsigned)in[plin];')
        L, slot = self.L, self.slot()

        def dst(i):
            return 'out + ((size_t)plin * {} + {}) * {}'.format(L, i, slot)

        def ln(k, i, cond=None, seed='v'):
            s = self.launch(dev, k, dst(i), seed, i)
            return (['if ({})'.format(cond)] if cond else []) + s
        r = self.g.r_code
        sync = '__syncthreads();' if dev else '/* __syncthreads() */'
        if self.pattern == 'all':
            p += ln(self.k0, 0)
        elif self.pattern == 'divergent':
            m = r.choice([2, 3, 5, 7, 32])
            p += ln(self.k0, 0, '(tx + 3u * ty + 5u * tz) % {}u == {}u'.format(
                m, r.randint(0, m - 1)))
        elif self.pattern == 'sparse':
            p += ln(self.k0, 0, '(unsigned)v % 100u == 0u')
        elif self.pattern == 'early_return':
            c = r.choice(['(unsigned)v % 3u == 0u', 'tx % 2u == 1u',
                          'plin >= {}u'.format(max(1, self.P // 2))])
            p += ['if ({})'.format(c), '  return;']
            p += ln(self.k0, 0)
        elif self.pattern == 'then_sync':
            c = r.choice([None, '(unsigned)v % 2u == 0u', 'tl % 7u == 0u'])
            p += ln(self.k0, 0, c)
            p.append(sync)
            p += ln(self.k1, 1, 'tl == 0u', 'v + 1')
        elif self.pattern == 'ifelse':
            p.append('if ((unsigned)v % 3u != 0u)')
            p += self.launch(dev, self.k0, dst(0), 'v', 0)
            p.append('else')
            p += self.launch(dev, self.k1, dst(1), 'v * 3', 1)
        elif self.pattern == 'uniform_loop':
            p.append('for (int i = 0; i < U; ++i)')
            p += self.launch(dev, self.k0, dst('i'), 'v + i * 101', 0)
        elif self.pattern == 'divergent_loop':
            p.append('for (int i = 0; i < (int)(((unsigned)v % 3u) + (tx & 1u)) && i < 3; ++i)')
            p += self.launch(dev, self.k0, dst('i'), 'v ^ (i * 7)', 0)
        return p

    def code(self):
        """The case's source in three parts: common (types and helpers both
        halves use), kernels (device code and the host-side launch wrapper),
        host (the simulation, the reference and the runner)."""
        com = ['', '// ---- case {}: parent {}x{} ({} threads), {}, {}{}'.format(
            self.cid, self.pgrid, self.pblock, self.P, self.pattern,
            ', '.join('{}: stream {}, nested {}'.format(
                k.name, k.stream, k.nested and (k.nested[0], k.nested[-1]))
                for k in self.kernels),
            ' [named-stream]' if self.named else '')]
        for k in self.kernels:
            for sname, fields, sz in k.structs:
                com.append('struct {} {{ {} }}; // {} bytes'.format(sname, ' '.join(
                    '{} f{};'.format(t, j) for j, t in enumerate(fields)), sz))
                com.append('static_assert(sizeof({}) == {}, "layout");'.format(sname, sz))
            if k.static_sh or k.dyn_sh:
                com.append('__host__ __device__ inline uint32_t {}_sh(unsigned t, '
                           'unsigned b, int x) {{ return hash(t, b, x, {}u); }}'.format(
                               k.name, self.cid))
        psig = 'const int *in, uint32_t *out, int U'
        com.append('void {}_launch(dim3 PG, dim3 PB, {});'.format(self.pfx, psig))
        if self.churn:
            com.append('void {}_launch_s(dim3 PG, dim3 PB, {}, cudaStream_t S);'.format(
                self.pfx, psig))
        kern, host = [], []
        # Grandchildren first: children launch them.
        order = sorted(self.kernels, key=lambda k: -k.level)

        def params(k):
            return ', '.join(
                ['uint32_t *o', 'const int *in'] + (['int depth'] if k.nested and k.nested[0] == 'rec' else [])
                + ['{} {}'.format(t, n) for t, n in k.params])

        for k in order:
            kern.append('__global__ void {}({});'.format(k.name, params(k)))
        for k in order:
            kern += self.kernel_code(k, True)
        for k in order:
            host.append('static void {}_sim(dim3 G, dim3 B, {});'.format(k.name, params(k)))
        for k in order:
            host += self.kernel_code(k, False)
        kern.append('__global__ void {}_parent({}) {{'.format(self.pfx, psig))
        kern.append('  DEV_GEO LIN_IDX')
        kern.append('  const unsigned plin = lin;')
        kern += ['  ' + x for x in self.parent_body(True)]
        kern.append('}')
        kern.append('void {0}_launch(dim3 PG, dim3 PB, {1}) {{ {0}_parent<<<PG, PB>>>(in, out, U); }}'.format(
            self.pfx, psig))
        if self.churn:
            kern.append('void {0}_launch_s(dim3 PG, dim3 PB, {1}, cudaStream_t S) {{ '
                        '{0}_parent<<<PG, PB, 0, S>>>(in, out, U); }}'.format(self.pfx, psig))
        host.append('static void {}_parent_sim(const Geo &q, {}) {{'.format(self.pfx, psig))
        host.append('  HOST_GEO(q) LIN_IDX')
        host.append('  const unsigned plin = lin;')
        host += ['  ' + x for x in self.parent_body(False)]
        host.append('}')
        host += self.runner()
        return com, kern, host

    def manifest_pattern(self):
        """The kind in MANIFEST: churned cases are a kind of their own."""
        if self.churn:
            return 'churn-{}-{}x{}'.format(self.pattern, *self.churn)
        return self.pattern

    def runner(self):
        words = self.P * self.L * self.slot()
        tag = ' [named-stream]' if self.named else ''
        o = ['static int {}_run(uint64_t InputSeed) {{'.format(self.pfx),
             '  const int CaseId = {}; const char *Tag = "{}";'.format(self.cid, tag),
             '  Rng R{InputSeed};',
             '  std::vector<int> In({});'.format(self.in_n),
             '  for (auto &X : In) X = (int)R.next();',
             '  const int U = R.range(0, 3);',
             '  std::vector<uint32_t> Ref({}, 0xffffffffu);'.format(words),
             '  const dim3 PG({}, {}, {}), PB({}, {}, {});'.format(*self.pgrid, *self.pblock),
             '  forGrid(PG, PB, [&](const Geo &q) {{ {}_parent_sim(q, In.data(), Ref.data(), U); }});'.format(self.pfx),
             '  int *DIn = nullptr; uint32_t *DOut = nullptr;',
             '  CKC(cudaMalloc(&DIn, In.size() * sizeof(int)));',
             '  CKC(cudaMemcpy(DIn, In.data(), In.size() * sizeof(int), cudaMemcpyHostToDevice));']
        if not self.churn:
            o += ['  CKC(cudaMalloc(&DOut, Ref.size() * sizeof(uint32_t)));',
                  '  CKC(cudaMemset(DOut, 0xFF, Ref.size() * sizeof(uint32_t)));',
                  '  CKC(cudaDeviceSynchronize());',
                  '  {}_launch(PG, PB, DIn, DOut, U);'.format(self.pfx),
                  '  CKC(cudaGetLastError());',
                  '  CKC(cudaDeviceSynchronize());',
                  '  std::vector<uint32_t> Got(Ref.size());',
                  '  CKC(cudaMemcpy(Got.data(), DOut, Got.size() * sizeof(uint32_t), cudaMemcpyDeviceToHost));',
                  '  CKC(cudaFree(DIn));',
                  '  CKC(cudaFree(DOut));',
                  '  return compareOut(CaseId, InputSeed, Tag, Got, Ref);',
                  '}']
            return o
        reps, nstreams = self.churn
        o += ['  const size_t W = Ref.size(); const int Reps = {}, NS = {};'.format(reps, nstreams),
              '  CKC(cudaMalloc(&DOut, Reps * W * sizeof(uint32_t)));',
              '  CKC(cudaMemset(DOut, 0xFF, Reps * W * sizeof(uint32_t)));',
              '  CKC(cudaDeviceSynchronize());',
              '  cudaStream_t Streams[NS];',
              '  for (int S = 0; S < NS; ++S) CKC(cudaStreamCreateWithFlags(&Streams[S], cudaStreamNonBlocking));',
              '  for (int K = 0; K < Reps; ++K)',
              '    {}_launch_s(PG, PB, DIn, DOut + K * W, U, Streams[K % NS]);'.format(self.pfx),
              '  CKC(cudaGetLastError());',
              '  CKC(cudaDeviceSynchronize());',
              '  for (int S = 0; S < NS; ++S) CKC(cudaStreamDestroy(Streams[S]));',
              '  std::vector<uint32_t> Got(Reps * W);',
              '  CKC(cudaMemcpy(Got.data(), DOut, Got.size() * sizeof(uint32_t), cudaMemcpyDeviceToHost));',
              '  CKC(cudaFree(DIn));',
              '  CKC(cudaFree(DOut));',
              '  int Fail = 0;',
              '  for (int K = 0; K < Reps && !Fail; ++K)',
              '    Fail = compareOut(CaseId, InputSeed, Tag, std::vector<uint32_t>(Got.begin() + K * W, Got.begin() + (K + 1) * W), Ref);',
              '  return Fail;',
              '}']
        return o


# --------------------------------------------------------------------------
# Case kinds for the classes of issue 9. Each is a parent kernel (or a few)
# with random knobs, its own host reference written next to it, and one
# output buffer poisoned with 0xFF: a child that runs c times adds c to a
# counter word poisoned to 0xFFFFFFFF, so the word reads c - 1 (a launch
# that never ran leaves it poisoned, one that ran twice shows too). Every
# kind is valid CUDA that the build without DPAgg runs right (no named
# stream through <<<>>>; tail launches go through the V2 API).


def T(text, **kw):
    """A C++ template with @name@ placeholders (no brace escaping)."""
    for k, v in kw.items():
        text = text.replace('@{}@'.format(k), str(v))
    assert '@' not in text.replace('"@"', ''), text
    return text.split('\n')


def special_runner(cid, nin, words, ref, launch, pre=(), info=(), tag=''):
    """The host runner of a special case: inputs In (nin random ints), the
    reference Ref (words, poisoned, filled by `ref`), one launch call, the
    comparison. `pre` draws uniform values from R before the reference;
    `info` prints deterministic lines after the run (they are compared
    between builds)."""
    o = ['static int c{}_run(uint64_t InputSeed) {{'.format(cid),
         '  const int CaseId = {}; const char *Tag = "{}";'.format(cid, tag),
         '  Rng R{InputSeed};',
         '  std::vector<int> In({});'.format(nin),
         '  for (auto &X : In) X = (int)R.next();',
         '  std::vector<uint32_t> Ref({}, 0xffffffffu);'.format(words)]
    o += ['  ' + x for x in pre]
    o += ['  ' + x for x in ref]
    o += ['  int *DIn = nullptr; uint32_t *DOut = nullptr;',
          '  CKC(cudaMalloc(&DIn, In.size() * sizeof(int)));',
          '  CKC(cudaMalloc(&DOut, Ref.size() * sizeof(uint32_t)));',
          '  CKC(cudaMemcpy(DIn, In.data(), In.size() * sizeof(int), cudaMemcpyHostToDevice));',
          '  CKC(cudaMemset(DOut, 0xFF, Ref.size() * sizeof(uint32_t)));',
          '  CKC(cudaDeviceSynchronize());',
          '  ' + launch,
          '  CKC(cudaGetLastError());',
          '  CKC(cudaDeviceSynchronize());',
          '  std::vector<uint32_t> Got(Ref.size());',
          '  CKC(cudaMemcpy(Got.data(), DOut, Got.size() * sizeof(uint32_t), cudaMemcpyDeviceToHost));',
          '  CKC(cudaFree(DIn));',
          '  CKC(cudaFree(DOut));']
    o += ['  ' + x for x in info]
    o += ['  return compareOut(CaseId, InputSeed, Tag, Got, Ref);', '}']
    return o


class Special:
    """A case of one of the kinds below; code() gives (common, kernels,
    host) like Case.code()."""
    named = False

    def __init__(self, g, cid, kind, file_id):
        self.g, self.cid, self.pattern = g, cid, kind
        self.r = g.r
        self.p = 'c{}'.format(cid)
        self.file_id = file_id
        self.pgrid, self.pblock = (1, 1, 1), (1, 1, 1)
        self.com, self.kern, self.host = [], [], []
        getattr(self, 'k_' + kind)()
        self.P = self.pgrid[0] * self.pblock[0]

    def manifest_pattern(self):
        return self.pattern

    def code(self):
        head = ['', '// ---- case {}: {} (issue 9 kind), parent {}x{}'.format(
            self.cid, self.pattern, self.pgrid[0], self.pblock[0])]
        return head + self.com, self.kern, self.host

    def shape(self, blocks=(1, 6), threads=(32, 48, 64, 96, 128, 256)):
        self.pgrid = (self.r.randint(*blocks), 1, 1)
        self.pblock = (self.r.choice(threads), 1, 1)
        return self.pgrid[0], self.pblock[0]

    # 1. Per-thread picks of structs from a by-value or constant table.
    def k_pick(self):
        r, p = self.r, self.p
        G, B = self.shape()
        F, M = r.choice([4, 8, 16]), r.choice([4, 8, 16])
        src = r.choice(['param', 'const', 'local', 'modified'])
        idx = r.choice(['(v >> 3) % @M@u', '(lin * @K@u + @S@u) % @M@u',
                        'tl % @M@u', '@S@u % @M@u'])
        idx = T(idx, M=M, K=r.randint(1, 9), S=r.randint(0, 99))[0]
        cond = r.choice(['true', 'v % 3u != 0u', 'tl % 2u == 0u'])
        cb = r.choice([F, 32])
        vals = [[r.getrandbits(32) for _ in range(F)] for _ in range(M)]
        lit = '{' + ', '.join('{{' + ', '.join('{}u'.format(x) for x in row) + '}}'
                              for row in vals) + '}'
        pick = {'param': 'T.I[i]', 'const': '@p@_CT[i]', 'local': 'L.I[i]',
                'modified': 'X'}[src]
        self.com += T('''struct @p@_Item { uint32_t W[@F@]; };
struct @p@_Tab { @p@_Item I[@M@]; };
void @p@_launch(const int *in, uint32_t *out, const @p@_Tab &T);''', p=p, F=F, M=M)
        self.kern += T('''__device__ const @p@_Item @p@_CT[@M@] = @lit@;
__global__ void @p@_child(@p@_Item It, uint32_t *o, int p) {
  unsigned t = threadIdx.x;
  if (t < @F@u) o[(size_t)p * @F@ + t] = hash(It.W[t], p, t);
}
__global__ void @p@_parent(const int *in, uint32_t *out, @p@_Tab T) {
  const unsigned tl = threadIdx.x, lin = blockIdx.x * blockDim.x + tl;
  const unsigned v = (unsigned)in[lin];
  if (@cond@) {
    const unsigned i = @idx@;
    @p@_Tab L = T; (void)L;
    @p@_Item X = T.I[i]; X.W[0] ^= lin;
    @p@_child<<<1, @cb@>>>(@pick@, out, (int)lin);
  }
}
void @p@_launch(const int *in, uint32_t *out, const @p@_Tab &T) { @p@_parent<<<@G@, @B@>>>(in, out, T); }''',
                       p=p, F=F, M=M, lit=lit, cond=cond, idx=idx, cb=cb,
                       pick=T(pick, p=p)[0], G=G, B=B)
        hpick = {'param': 'Tab.I[i]', 'const': 'CT[i]', 'local': 'Tab.I[i]',
                 'modified': 'X'}[src]
        ref = T('''static const @p@_Item CT[@M@] = @lit@;
@p@_Tab Tab;
for (auto &It : Tab.I) for (auto &W : It.W) W = (uint32_t)R.next();
for (unsigned lin = 0; lin < @N@u; ++lin) {
  const unsigned tl = lin % @B@u, v = (unsigned)In[lin];
  if (!(@cond@)) continue;
  const unsigned i = @idx@;
  @p@_Item X = Tab.I[i]; X.W[0] ^= lin;
  const @p@_Item &It = @hpick@;
  for (unsigned t = 0; t < @F@u; ++t) Ref[(size_t)lin * @F@ + t] = hash(It.W[t], lin, t);
}''', p=p, M=M, lit=lit, N=G * B, B=B, cond=cond, idx=idx, hpick=hpick, F=F)
        self.host += special_runner(self.cid, G * B, G * B * F, ref,
                                    '{}_launch(DIn, DOut, Tab);'.format(p))

    # 2. A chain of order-dependent children into the NULL stream from an
    # irreducible (goto) loop, a while loop or a for loop.
    def k_chain(self):
        r, p = self.r, self.p
        G, B = self.shape(blocks=(1, 4))
        S, L = r.randint(2, 6), r.choice([8, 32])
        loop = r.choice(['goto', 'goto', 'while', 'for'])
        body = {
            'goto': '''int K = 0;
  if ((v >> 4) & 1u) goto Bb;
Aa:
  if (K >= N) goto Done;
  @p@_step<<<1, @L@>>>(out, lin, K, 1);
  ++K;
Bb:
  if (K >= N) goto Done;
  @p@_step<<<1, @L@>>>(out, lin, K, 2);
  ++K;
  goto Aa;
Done:
  return;''',
            'while': '''int K = 0;
  while (K < N) { @p@_step<<<1, @L@>>>(out, lin, K, 3); ++K; }''',
            'for': '''for (int K = 0; K < N; ++K) @p@_step<<<1, @L@>>>(out, lin, K, 4);'''}[loop]
        self.com += T('void @p@_launch(const int *in, uint32_t *out);', p=p)
        self.kern += T('''__global__ void @p@_step(uint32_t *Chain, unsigned P, int K, int Tag) {
  unsigned l = threadIdx.x;
  uint32_t *Mine = Chain + ((size_t)P * @S@ + K) * @L@;
  uint32_t Prev = K == 0 ? P : Mine[(int)((l + 1) % @L@u) - @L@];
  Mine[l] = hash(Prev, P, K, Tag, l);
}
__global__ void @p@_parent(const int *in, uint32_t *out) {
  const unsigned lin = blockIdx.x * blockDim.x + threadIdx.x;
  const unsigned v = (unsigned)in[lin];
  const int N = (int)(v % @S1@u);
  ''' + body + '''
}
void @p@_launch(const int *in, uint32_t *out) { @p@_parent<<<@G@, @B@>>>(in, out); }''',
                       p=p, S=S, S1=S + 1, L=L, G=G, B=B)
        tag = {'goto': '(v >> 4) & 1u ? (K % 2 == 0 ? 2 : 1) : (K % 2 == 0 ? 1 : 2)',
               'while': '3', 'for': '4'}[loop]
        ref = T('''for (unsigned lin = 0; lin < @N@u; ++lin) {
  const unsigned v = (unsigned)In[lin];
  const int N = (int)(v % @S1@u);
  for (int K = 0; K < N; ++K) {
    const int Tag = @tag@;
    for (unsigned l = 0; l < @L@u; ++l) {
      size_t At = ((size_t)lin * @S@ + K) * @L@;
      uint32_t Prev = K == 0 ? lin : Ref[At - @L@ + (l + 1) % @L@u];
      Ref[At + l] = hash(Prev, lin, K, Tag, l);
    }
  }
}''', N=G * B, S=S, S1=S + 1, L=L, tag=tag)
        self.host += special_runner(self.cid, G * B, G * B * S * L, ref,
                                    '{}_launch(DIn, DOut);'.format(p))
        self.pattern = 'chain-' + loop

    # 3. Per-thread configurations, some invalid, with cudaGetLastError()
    # checks and a fallback launch; codes printed for the comparison.
    def k_badcfg(self):
        r, p = self.r, self.p
        G, B = self.shape(blocks=(1, 4))
        pinv = r.choice([2, 3, 4, 8])  # 1 in pinv launches invalid
        self.com += T('''__host__ __device__ inline void @p@_cfg(unsigned v, dim3 &G, dim3 &B) {
  G = dim3(1 + (v >> 4) % 3, 1 + (v >> 6) % 2, 1);
  B = dim3(1 + (v >> 8) % 64, 1 + (v >> 14) % 3, 1 + (v >> 16) % 2);
  if ((v >> 20) % @pinv@u == 0u) switch (v % 4u) {
    case 0: B = dim3(2048, 1, 1); break;
    case 1: B = dim3(2, 2, 128); break;
    case 2: G = dim3(1, 70000, 1); break;
    default: G = dim3(0, 1, 1); break;
  }
}
__host__ __device__ inline bool @p@_bad(unsigned v) { return (v >> 20) % @pinv@u == 0u; }
void @p@_launch(const int *in, uint32_t *out);''', p=p, pinv=pinv)
        # Per thread 10 words: err0?, err1? (2: no fallback), blocks0,
        # threads0, shape0, blocks1, threads1, shape1, code0, code1.
        self.kern += T('''__global__ void @p@_child(uint32_t *o) {
  if (threadIdx.x == 0 && threadIdx.y == 0 && threadIdx.z == 0) atomicAdd(&o[0], 1u);
  atomicAdd(&o[1], 1u);
  if (blockIdx.x == 0 && blockIdx.y == 0 && blockIdx.z == 0 && threadIdx.x == 0 && threadIdx.y == 0 && threadIdx.z == 0)
    o[2] = hash(gridDim.x, gridDim.y, gridDim.z, blockDim.x, blockDim.y, blockDim.z);
}
__global__ void @p@_parent(const int *in, uint32_t *out) {
  const unsigned lin = blockIdx.x * blockDim.x + threadIdx.x;
  const unsigned v = (unsigned)in[lin];
  uint32_t *o = out + (size_t)lin * 10;
  dim3 G, B;
  @p@_cfg(v, G, B);
  @p@_child<<<G, B>>>(o + 2);
  cudaError_t E = cudaGetLastError();
  o[0] = E != cudaSuccess;
  o[8] = (uint32_t)E;
  if (E != cudaSuccess) {
    @p@_child<<<1, 32>>>(o + 5);
    E = cudaGetLastError();
    o[1] = E != cudaSuccess;
    o[9] = (uint32_t)E;
  } else {
    o[1] = 2;
  }
}
void @p@_launch(const int *in, uint32_t *out) { @p@_parent<<<@G@, @B@>>>(in, out); }''', p=p, G=G, B=B)
        ref = T('''for (unsigned lin = 0; lin < @N@u; ++lin) {
  const unsigned v = (unsigned)In[lin];
  uint32_t *o = &Ref[(size_t)lin * 10];
  dim3 G, B;
  @p@_cfg(v, G, B);
  const bool Bad = @p@_bad(v);
  if (Bad) { G = dim3(1); B = dim3(32); }
  uint32_t *c = o + (Bad ? 5 : 2);
  c[0] = 0xffffffffu + G.x * G.y * G.z;
  c[1] = 0xffffffffu + G.x * G.y * G.z * B.x * B.y * B.z;
  c[2] = hash(G.x, G.y, G.z, B.x, B.y, B.z);
  o[0] = Bad;
  o[1] = Bad ? 0 : 2;
  o[8] = 0; o[9] = 0xffffffffu;
}''', N=G * B, p=p)
        # The codes are checked as "error or not" (o[0], o[1]); o[8] and o[9]
        # hold the codes: replaced by the reference's view before comparing,
        # and printed per kind so that builds can be compared.
        info = T('''{
  uint32_t Codes[5] = {0, 0, 0, 0, 0}; int Seen[5] = {0, 0, 0, 0, 0};
  for (unsigned lin = 0; lin < @N@u; ++lin) {
    const unsigned v = (unsigned)In[lin];
    int K = @p@_bad(v) ? (int)(v % 4u) : 4;
    uint32_t C = Got[(size_t)lin * 10 + 8];
    if (!Seen[K]++) Codes[K] = C; else if (Codes[K] != C) Codes[K] = 0xdeadu;
    Got[(size_t)lin * 10 + 8] = 0;
    if (Got[(size_t)lin * 10 + 9] == 0) Got[(size_t)lin * 10 + 9] = 0xffffffffu;
  }
  printf("info case %d:%d: first-launch codes (2048-thread block, z=128, gridDim.y=70000, empty grid, valid):", FILE_ID, CaseId);
  for (int K = 0; K < 5; ++K) if (Seen[K]) printf(" %u", Codes[K]); else printf(" -");
  printf("\\n");
}''', N=G * B, p=p)
        self.host += special_runner(self.cid, G * B, G * B * 10, ref,
                                    '{}_launch(DIn, DOut);'.format(p), info=info)

    # 4. Per-thread dynamic shared memory sizes read back through
    # %dynamic_smem_size, and a buffer sized by it.
    def k_dynsmem(self):
        r, p = self.r, self.p
        G, B = self.shape()
        kmax = r.choice([4, 64, 256, 1025])
        cb = r.choice([32, 64, 128])
        self.com += T('''__host__ __device__ inline unsigned @p@_bytes(unsigned v) { return v % 4u == 0u ? 0u : 16u * ((v >> 2) % @kmax@u); }
void @p@_launch(const int *in, uint32_t *out);''', p=p, kmax=kmax)
        self.kern += T('''__global__ void @p@_child(uint32_t *o, unsigned P) {
  extern __shared__ uint32_t Buf[];
  uint32_t Bytes = dynSmem(), W = Bytes / 4;
  for (uint32_t I = threadIdx.x; I < W; I += blockDim.x) Buf[I] = hash(P, I);
  __syncthreads();
  if (threadIdx.x == 0) {
    uint32_t H = hash(W);
    for (uint32_t I = 0; I < W; ++I) H = hash(H, Buf[I]);
    o[0] = Bytes;
    o[1] = H;
  }
}
__global__ void @p@_parent(const int *in, uint32_t *out) {
  const unsigned lin = blockIdx.x * blockDim.x + threadIdx.x;
  const unsigned v = (unsigned)in[lin];
  if (v % 5u != 0u)
    @p@_child<<<1, @cb@, @p@_bytes(v)>>>(out + (size_t)lin * 2, lin);
}
void @p@_launch(const int *in, uint32_t *out) { @p@_parent<<<@G@, @B@>>>(in, out); }''', p=p, cb=cb, G=G, B=B)
        ref = T('''for (unsigned lin = 0; lin < @N@u; ++lin) {
  const unsigned v = (unsigned)In[lin];
  if (v % 5u == 0u) continue;
  uint32_t Bytes = @p@_bytes(v), W = Bytes / 4, H = hash(W);
  for (uint32_t I = 0; I < W; ++I) H = hash(H, hash(lin, I));
  Ref[(size_t)lin * 2] = Bytes;
  Ref[(size_t)lin * 2 + 1] = H;
}''', N=G * B, p=p)
        self.host += special_runner(self.cid, G * B, G * B * 2, ref,
                                    '{}_launch(DIn, DOut);'.format(p))

    # 5. A host launch with exactly 48 KiB of dynamic shared memory (or a
    # random size up to it) of a parent with no static shared memory.
    def k_host48k(self):
        r, p = self.r, self.p
        G, B = self.shape(threads=(64, 128, 256))
        words = 12288 if r.random() < 0.7 else r.randint(1, 12288)
        words -= words % B or 0
        words = max(words, B)
        per = words // B
        sync = r.random() < 0.5
        self.com += T('void @p@_launch(const int *in, uint32_t *out);', p=p)
        self.kern += T('''__global__ void @p@_child(uint32_t *o, uint32_t V, unsigned P) { o[threadIdx.x] = hash(V, P, threadIdx.x); }
__global__ void @p@_parent(const int *in, uint32_t *out) {
  extern __shared__ uint32_t Buf[];
  const unsigned t = threadIdx.x, lin = blockIdx.x * blockDim.x + t;
  for (unsigned I = 0; I < @per@u; ++I) Buf[t * @per@u + I] = hash(in[lin], I);
  __syncthreads();
  const uint32_t V = Buf[((t + 1) % @B@u) * @per@u + t % @per@u];
  if (V % 3u != 0u) @p@_child<<<1, 32>>>(out + (size_t)lin * 32, V, lin);
  @sync@
}
void @p@_launch(const int *in, uint32_t *out) { @p@_parent<<<@G@, @B@, @bytes@>>>(in, out); }''',
                       p=p, per=per, B=B, G=G, bytes=words * 4,
                       sync='__syncthreads(); Buf[t] = V; __syncthreads();' if sync else '')
        ref = T('''for (unsigned lin = 0; lin < @N@u; ++lin) {
  const unsigned t = lin % @B@u, u = lin - t + (t + 1) % @B@u;
  const uint32_t V = hash(In[u], t % @per@u);
  if (V % 3u != 0u) for (unsigned l = 0; l < 32; ++l) Ref[(size_t)lin * 32 + l] = hash(V, lin, l);
}''', N=G * B, B=B, per=per)
        self.host += special_runner(self.cid, G * B, G * B * 32, ref,
                                    '{}_launch(DIn, DOut);'.format(p))
        self.pattern = 'host48k-{}B'.format(words * 4)

    # 6. 48 KiB of static shared memory in a child, or in a parent.
    def k_static48k(self):
        r, p = self.r, self.p
        G, B = self.shape(threads=(64, 128, 256))
        where = r.choice(['child', 'parent'])
        self.com += T('void @p@_launch(const int *in, uint32_t *out);', p=p)
        if where == 'child':
            self.kern += T('''__global__ void @p@_child(uint32_t *o, uint32_t V) {
  __shared__ uint32_t S[12288];
  for (unsigned I = threadIdx.x; I < 12288u; I += blockDim.x) S[I] = hash(V, I);
  __syncthreads();
  o[threadIdx.x] = hash(S[(threadIdx.x * 389u) % 12288u], S[12287u - threadIdx.x]);
}
__global__ void @p@_parent(const int *in, uint32_t *out) {
  const unsigned lin = blockIdx.x * blockDim.x + threadIdx.x;
  const unsigned v = (unsigned)in[lin];
  if (v % 4u != 0u) @p@_child<<<1, 32>>>(out + (size_t)lin * 32, v);
}''', p=p)
            ref = T('''for (unsigned lin = 0; lin < @N@u; ++lin) {
  const unsigned v = (unsigned)In[lin];
  if (v % 4u == 0u) continue;
  for (unsigned l = 0; l < 32; ++l) Ref[(size_t)lin * 32 + l] = hash(hash(v, (l * 389u) % 12288u), hash(v, 12287u - l));
}''', N=G * B)
        else:
            self.kern += T('''__global__ void @p@_child(uint32_t *o, uint32_t V) { o[threadIdx.x] = hash(V, threadIdx.x); }
__global__ void @p@_parent(const int *in, uint32_t *out) {
  __shared__ uint32_t S[12288];
  const unsigned t = threadIdx.x, lin = blockIdx.x * blockDim.x + t;
  for (unsigned I = t; I < 12288u; I += blockDim.x) S[I] = hash(blockIdx.x, I);
  __syncthreads();
  const uint32_t V = S[(t * 977u) % 12288u] ^ (uint32_t)in[lin];
  if (V % 3u != 0u) @p@_child<<<1, 32>>>(out + (size_t)lin * 32, V);
}''', p=p)
            ref = T('''for (unsigned lin = 0; lin < @N@u; ++lin) {
  const unsigned t = lin % @B@u;
  const uint32_t V = hash(lin / @B@u, (t * 977u) % 12288u) ^ (uint32_t)In[lin];
  if (V % 3u != 0u) for (unsigned l = 0; l < 32; ++l) Ref[(size_t)lin * 32 + l] = hash(V, l);
}''', N=G * B, B=B)
        self.kern += T('void @p@_launch(const int *in, uint32_t *out) { @p@_parent<<<@G@, @B@>>>(in, out); }', p=p, G=G, B=B)
        self.host += special_runner(self.cid, G * B, G * B * 32, ref,
                                    '{}_launch(DIn, DOut);'.format(p))
        self.pattern = 'static48k-' + where

    # 7. Warp 0 launches, then publishes a flag the other warps spin on.
    def k_spin(self):
        r, p = self.r, self.p
        G, B = self.shape(threads=(64, 96, 128, 256))
        how = r.choice(['shared', 'global', 'atomic'])
        spin = {'shared': 'while ((Got = SF) == 0u && !(Late = nowNs() - T0 > 1000000000ull)) ;',
                'global': 'while ((Got = *(volatile uint32_t *)GF) == 0u && !(Late = nowNs() - T0 > 1000000000ull)) __nanosleep(64);',
                'atomic': 'while ((Got = atomicAdd(GF, 0u)) == 0u && !(Late = nowNs() - T0 > 1000000000ull)) ;'}[how]
        pub = {'shared': 'SF = Pub; *(volatile uint32_t *)GF = Pub;', 'global': '__threadfence(); *(volatile uint32_t *)GF = Pub;',
               'atomic': 'atomicExch(GF, Pub);'}[how]
        # Per thread 65 words: 32 for warp 0's launch, 32 for a waiter's, and
        # "gave up waiting"; then one flag word per block.
        self.com += T('void @p@_launch(const int *in, uint32_t *out);', p=p)
        self.kern += T('''__global__ void @p@_child(uint32_t *o, uint32_t V) { o[threadIdx.x] = hash(V, threadIdx.x); }
__global__ void @p@_parent(const int *in, uint32_t *out) {
  __shared__ volatile uint32_t SF;
  const unsigned t = threadIdx.x, lin = blockIdx.x * blockDim.x + t;
  uint32_t *GF = out + @N@u * 65u + blockIdx.x;
  if (t == 0) { SF = 0; *GF = 0; }
  __threadfence();
  __syncthreads();
  uint32_t *o = out + (size_t)lin * 65;
  const uint32_t v = (uint32_t)in[lin];
  if (t < 32) {
    if (v % 2u) @p@_child<<<1, 32>>>(o, v);
    if (t == 0) { const uint32_t Pub = hash(v, 77u) | 1u; @pub@ }
    o[64] = 0;
    return;
  }
  const unsigned long long T0 = nowNs();
  uint32_t Got = 0; bool Late = false;
  @spin@
  o[64] = Late;
  const uint32_t V = hash(Got, lin);
  if (V % 3u) @p@_child<<<1, 32>>>(o + 32, V);
}
void @p@_launch(const int *in, uint32_t *out) { @p@_parent<<<@G@, @B@>>>(in, out); }''',
                       p=p, N=G * B, pub=pub, spin=spin, G=G, B=B)
        ref = T('''for (unsigned lin = 0; lin < @N@u; ++lin) {
  const unsigned t = lin % @B@u, b = lin / @B@u;
  const uint32_t v = (uint32_t)In[lin];
  uint32_t *o = &Ref[(size_t)lin * 65];
  o[64] = 0;
  if (t < 32) {
    if (v % 2u) for (unsigned l = 0; l < 32; ++l) o[l] = hash(v, l);
  } else {
    const uint32_t Pub = hash((uint32_t)In[b * @B@u], 77u) | 1u, V = hash(Pub, lin);
    if (V % 3u) for (unsigned l = 0; l < 32; ++l) o[32 + l] = hash(V, l);
  }
}
for (unsigned b = 0; b < @G@u; ++b) Ref[@N@u * 65u + b] = hash((uint32_t)In[b * @B@u], 77u) | 1u;''',
                N=G * B, B=B, G=G)
        self.host += special_runner(self.cid, G * B, G * B * 65 + G, ref,
                                    '{}_launch(DIn, DOut);'.format(p))
        self.pattern = 'spin-' + how

    # 8. Warp-collective children in multi-dimensional one-warp blocks.
    def k_warpcoll(self):
        r, p = self.r, self.p
        G, B = self.shape()
        op = r.choice(['shfl', 'redux', 'vote', 'asm'])
        shapes = ['dim3(16, 2)', 'dim3(8, 4)', 'dim3(4, 8)', 'dim3(2, 16)',
                  'dim3(8, 2, 2)', 'dim3(4, 4, 2)', 'dim3(32)']
        shape = r.choice(shapes + ['@p@_shape(v)'])
        body = {
            'shfl': 'uint32_t S = V; for (int M = 16; M > 0; M /= 2) S += __shfl_xor_sync(0xffffffffu, S, M); R = S;',
            'redux': 'R = __reduce_add_sync(0xffffffffu, V);',
            'vote': 'R = hash(__match_any_sync(0xffffffffu, V % 4u), __ballot_sync(0xffffffffu, V & 1u));',
            'asm': 'uint32_t S = V, O; for (int M = 16; M > 0; M /= 2) { asm volatile("shfl.sync.bfly.b32 %0, %1, %2, 0x1f, 0xffffffff;" : "=r"(O) : "r"(S), "r"(M)); S += O; } R = S;'}[op]
        self.com += T('''void @p@_launch(const int *in, uint32_t *out);''', p=p)
        self.kern += T('''__device__ inline dim3 @p@_shape(unsigned v) {
  switch (v % 5u) { case 0: return dim3(16, 2); case 1: return dim3(8, 4); case 2: return dim3(2, 16); case 3: return dim3(4, 2, 4); default: return dim3(32); }
}
__global__ void @p@_child(uint32_t *o, unsigned P) {
  const unsigned L = laneOf();
  const uint32_t V = hash(P, L);
  uint32_t R = 0;
  @body@
  o[L] = hash(R, L);
}
__global__ void @p@_parent(const int *in, uint32_t *out) {
  const unsigned lin = blockIdx.x * blockDim.x + threadIdx.x;
  const unsigned v = (unsigned)in[lin];
  if (v % 4u != 0u) @p@_child<<<1 + v % 2u, @shape@>>>(out + (size_t)lin * 32, lin);
}
void @p@_launch(const int *in, uint32_t *out) { @p@_parent<<<@G@, @B@>>>(in, out); }''',
                       p=p, body=body, shape=T(shape, p=p)[0], G=G, B=B)
        # Two blocks write the same values: idempotent.
        rl = {'shfl': 'Sum', 'redux': 'Sum', 'asm': 'Sum',
              'vote': 'hash(Same, Odd)'}[op]
        ref = T('''for (unsigned lin = 0; lin < @N@u; ++lin) {
  const unsigned v = (unsigned)In[lin];
  if (v % 4u == 0u) continue;
  uint32_t V[32], Sum = 0, Odd = 0;
  for (unsigned L = 0; L < 32; ++L) { V[L] = hash(lin, L); Sum += V[L]; Odd |= (V[L] & 1u) << L; }
  for (unsigned L = 0; L < 32; ++L) {
    uint32_t Same = 0;
    for (unsigned M = 0; M < 32; ++M) Same |= (uint32_t)(V[M] % 4u == V[L] % 4u) << M;
    (void)Same; (void)Odd;
    Ref[(size_t)lin * 32 + L] = hash(@rl@, L);
  }
}''', N=G * B, rl=rl)
        self.host += special_runner(self.cid, G * B, G * B * 32, ref,
                                    '{}_launch(DIn, DOut);'.format(p))
        self.pattern = 'warpcoll-' + op

    # 9. Unchecked failing launches (invalid configurations) beside valid
    # ones: the valid ones run, and the program prints nothing more.
    def k_failing(self):
        r, p = self.r, self.p
        G, B = self.shape()
        bad = r.choice(['dim3(1), dim3(2048)', 'dim3(1, 70000), dim3(32)',
                        'dim3(0), dim3(32)', 'dim3(1), dim3(2, 2, 128)'])
        pbad = r.choice([2, 3, 8, 32])
        self.com += T('void @p@_launch(const int *in, uint32_t *out);', p=p)
        self.kern += T('''__global__ void @p@_child(uint32_t *o, uint32_t V) { o[threadIdx.x] = hash(V, threadIdx.x, blockDim.x); }
__global__ void @p@_parent(const int *in, uint32_t *out) {
  const unsigned lin = blockIdx.x * blockDim.x + threadIdx.x;
  const unsigned v = (unsigned)in[lin];
  if (v % @pbad@u == 0u) @p@_child<<<@bad@>>>(out + (size_t)lin * 32, v);  // fails, unchecked
  else @p@_child<<<1, 1 + (v >> 8) % 32u>>>(out + (size_t)lin * 32, v);
}
void @p@_launch(const int *in, uint32_t *out) { @p@_parent<<<@G@, @B@>>>(in, out); }''',
                       p=p, pbad=pbad, bad=bad, G=G, B=B)
        ref = T('''for (unsigned lin = 0; lin < @N@u; ++lin) {
  const unsigned v = (unsigned)In[lin];
  if (v % @pbad@u == 0u) continue;
  const unsigned n = 1 + (v >> 8) % 32u;
  for (unsigned l = 0; l < n; ++l) Ref[(size_t)lin * 32 + l] = hash(v, l, n);
}''', N=G * B, pbad=pbad)
        self.host += special_runner(self.cid, G * B, G * B * 32, ref,
                                    '{}_launch(DIn, DOut);'.format(p))

    # 10. A parameter buffer filled on divergent paths (V2 API).
    def k_divparam(self):
        r, p = self.r, self.p
        G, B = self.shape()
        how = r.choice(['ifelse', 'overwrite', 'memset-field', 'memset-all'])
        cond = r.choice(['v % 2u == 1u', 'tl % 3u == 0u', 'v % 7u == 0u'])
        cb = r.choice([1, 8, 32])
        fill = {
            'ifelse': 'Prm->W = (int)lin; Prm->S = U; if (c) Prm->V = A; else Prm->V = Bv;',
            'overwrite': 'Prm->W = (int)lin; Prm->S = U; Prm->V = A; if (c) { Prm->V = Bv; Prm->W = (int)(lin ^ 256u); }',
            'memset-field': 'Prm->V = A; Prm->W = (int)lin; if (c) memset(&Prm->S, 0, sizeof(Prm->S)); else Prm->S = U;',
            'memset-all': 'if (c) { memset(Prm, 0, sizeof(*Prm)); Prm->O = O; Prm->W = (int)lin; } else { Prm->V = A; Prm->W = (int)lin; Prm->S = U; }'}[how]
        self.com += T('''struct @p@_Pair { int A; int B; long long C; };
void @p@_launch(const int *in, uint32_t *out, int A, int Bv, @p@_Pair U);''', p=p)
        self.kern += T('''__global__ void @p@_child(uint32_t *o, int V, int W, @p@_Pair S) {
  o[threadIdx.x] = hash(V, W, S.A, S.B, (uint32_t)S.C, (uint32_t)((unsigned long long)S.C >> 32), threadIdx.x);
}
struct @p@_Params { uint32_t *O; int V; int W; @p@_Pair S; };
__global__ void @p@_parent(const int *in, uint32_t *out, int A, int Bv, @p@_Pair U) {
  const unsigned tl = threadIdx.x, lin = blockIdx.x * blockDim.x + tl;
  const unsigned v = (unsigned)in[lin];
  const bool c = @cond@;
  uint32_t *O = out + (size_t)lin * 32;
  @p@_Params *Prm = (@p@_Params *)cudaGetParameterBufferV2((void *)@p@_child, dim3(1), dim3(@cb@), 0);
  if (!Prm) return;
  Prm->O = O;
  @fill@
  cudaLaunchDeviceV2(Prm, 0);
}
void @p@_launch(const int *in, uint32_t *out, int A, int Bv, @p@_Pair U) { @p@_parent<<<@G@, @B@>>>(in, out, A, Bv, U); }''',
                       p=p, cond=cond, cb=cb, fill=fill, G=G, B=B)
        V = {'ifelse': 'c ? A : Bv', 'overwrite': 'c ? Bv : A',
             'memset-field': 'A', 'memset-all': 'c ? 0 : A'}[how]
        W = 'c ? (int)(lin ^ 256u) : (int)lin' if how == 'overwrite' else '(int)lin'
        S = 'c ? Z : U' if how.startswith('memset') else 'U'
        pre = T('''const int A = (int)R.next(), Bv = (int)R.next();
@p@_Pair U{(int)R.next(), (int)R.next(), (long long)R.next()}, Z{0, 0, 0};''', p=p)
        ref = T('''for (unsigned lin = 0; lin < @N@u; ++lin) {
  const unsigned tl = lin % @B@u, v = (unsigned)In[lin];
  const bool c = @cond@;
  const int V = @V@, W = @W@;
  const @p@_Pair S = @S@;
  for (unsigned l = 0; l < @cb@u; ++l)
    Ref[(size_t)lin * 32 + l] = hash(V, W, S.A, S.B, (uint32_t)S.C, (uint32_t)((unsigned long long)S.C >> 32), l);
}''', N=G * B, B=B, cond=cond, V=V, W=W, S=S, p=p, cb=cb)
        self.host += special_runner(self.cid, G * B, G * B * 32, ref,
                                    '{}_launch(DIn, DOut, A, Bv, U);'.format(p), pre=pre)
        self.pattern = 'divparam-' + how

    # 11. Child grids near the limits: 2^21 blocks of 1024 threads (2^31
    # threads), 2^22 - 1 one-thread blocks, 2-D/3-D grids with gridDim.y
    # 65535; blocks sampled (every 2^k-th counts itself, the last writes its
    # coordinates). Kept rare and to a few milliseconds.
    def k_biggrid(self):
        r, p = self.r, self.p
        self.pgrid, self.pblock = (1, 1, 1), (r.choice([32, 64, 128]), 1, 1)
        B = self.pblock[0]
        plans = []
        for _ in range(r.randint(1, 3)):
            plans.append(r.choice([
                ((1 << 22) - 1, 1, 1, 1, 0xffff), ((1 << 20) + 1, 1, 1, 32, 0xffff),
                (1 << 16, 1, 1, 1024, 0xff), (3, 65535, 1, 1, 0xffff),
                (1, 65535, 8, 1, 0xffff), ((1 << 21), 1, 1, 1024, 0xfffff)
                if r.random() < 0.2 else (5, 1, 1, 7, 0)]))
        lanes = r.sample(range(B), len(plans))
        table = ['{0, 1, 1, 1, 0ull}'] * B
        for lane, pl in zip(lanes, plans):
            table[lane] = '{{{}u, {}u, {}u, {}u, {}ull}}'.format(*pl)
        self.com += T('''struct @p@_Plan { unsigned Gx, Gy, Gz, Bx; unsigned long long Mask; };
static const @p@_Plan @p@_Plans[@B@] = {@tab@};
void @p@_launch(const int *in, uint32_t *out);''', p=p, B=B, tab=', '.join(table))
        self.kern += T('''__global__ void @p@_child(uint32_t *o, unsigned long long Mask) {
  const unsigned long long L = ((unsigned long long)blockIdx.z * gridDim.y + blockIdx.y) * gridDim.x + blockIdx.x;
  const unsigned long long Tot = (unsigned long long)gridDim.x * gridDim.y * gridDim.z;
  if ((L & Mask) == 0) {
    int N = __syncthreads_count(1);
    if (threadIdx.x == 0) { atomicAdd(&o[0], 1u); atomicAdd(&o[1], (unsigned)N); }
  }
  if (L == Tot - 1 && threadIdx.x == blockDim.x - 1)
    o[2] = hash(blockIdx.x, blockIdx.y, blockIdx.z, gridDim.x, gridDim.y, gridDim.z, blockDim.x);
}
__global__ void @p@_parent(const int *in, uint32_t *out, @p@_Plan *Plans) {
  const @p@_Plan P = Plans[threadIdx.x];
  if (P.Gx == 0) return;
  @p@_child<<<dim3(P.Gx, P.Gy, P.Gz), P.Bx>>>(out + threadIdx.x * 3u, P.Mask);
}
void @p@_launch(const int *in, uint32_t *out) {
  static @p@_Plan *D = nullptr;
  if (!D) { cudaMalloc(&D, sizeof(@p@_Plans)); cudaMemcpy(D, @p@_Plans, sizeof(@p@_Plans), cudaMemcpyHostToDevice); }
  @p@_parent<<<1, @B@>>>(in, out, D);
}''', p=p, B=B)
        ref = T('''for (unsigned t = 0; t < @B@u; ++t) {
  const @p@_Plan &P = @p@_Plans[t];
  if (P.Gx == 0) continue;
  const unsigned long long Tot = (unsigned long long)P.Gx * P.Gy * P.Gz, N = (Tot + P.Mask) / (P.Mask + 1);
  Ref[t * 3] = 0xffffffffu + (uint32_t)N;
  Ref[t * 3 + 1] = 0xffffffffu + (uint32_t)(N * P.Bx);
  Ref[t * 3 + 2] = hash(P.Gx - 1, P.Gy - 1, P.Gz - 1, P.Gx, P.Gy, P.Gz, P.Bx);
}''', B=B, p=p)
        self.host += special_runner(self.cid, B, B * 3, ref,
                                    '{}_launch(DIn, DOut);'.format(p))

    # 12. Several launches per thread into one stream, order-dependent:
    # producer then consumer into the NULL stream from different kinds of
    # sites; or two tail launches (V2 API); or the per-thread default stream
    # through its entry points (what clang emits for <<<>>> under
    # -fgpu-default-stream=per-thread).
    def k_order(self):
        r, p = self.r, self.p
        # rtstream: the stream is a kernel parameter whose run-time value is
        # the thread's own cudaStreamPerThread (the red team's finding: the
        # pass sees no constant stream; the runtime must check it).
        how = r.choice(['straight', 'kept', 'loop', 'divergent', 'chain3',
                        'tail', 'ptsz-v1', 'ptsz-v2', 'rtstream'])
        if how == 'tail':
            # At most 240 tail launches per parent grid.
            G, B = self.shape(blocks=(1, 1), threads=(32, 48, 64, 96, 120))
        else:
            G, B = self.shape()
        L = r.choice([8, 32])
        body = {
            'straight': '@p@_produce<<<1, @L@>>>(Bf, V); @p@_consume<<<1, @L@>>>(Bf, O, V);',
            'rtstream': '@p@_produce<<<1, @L@, 0, S>>>(Bf, V); @p@_consume<<<1, @L@, 0, S>>>(Bf, O, V);',
            'kept': '@p@_produce<<<1, @L@>>>(Bf, V); @p@_consume_kept<<<1, @L@>>>(Bf, O, V);',
            'loop': '@p@_produce<<<1, @L@>>>(Bf, V); for (unsigned I = 0; I < 1 + v % 2u; ++I) @p@_consume<<<1, @L@>>>(Bf, O, V);',
            'divergent': 'if (v % 3u != 0u) { @p@_produce<<<1, @L@>>>(Bf, V); @p@_consume<<<1, @L@>>>(Bf, O, V); }',
            'chain3': '@p@_produce<<<1, @L@>>>(Bf, V); @p@_transform_kept<<<1, @L@>>>(Bf, V); @p@_consume<<<1, @L@>>>(Bf, O, V);',
            'tail': 'if (v % 4u != 0u) { launchV2(@p@_produce, dim3(1), dim3(@L@), cudaStreamTailLaunch, Bf, V); launchV2(@p@_consume, dim3(1), dim3(@L@), cudaStreamTailLaunch, (const uint32_t *)Bf, O, V); }',
            'ptsz-v1': '''{ void *Pb = cudaGetParameterBuffer(8, 12); if (Pb) { memcpy(Pb, &Bf, 8); memcpy((char *)Pb + 8, &V, 4); cudaLaunchDevice_ptsz((void *)@p@_produce, Pb, dim3(1), dim3(@L@), 0, 0); } }
  { void *Pb = cudaGetParameterBuffer(8, 20); if (Pb) { memcpy(Pb, &Bf, 8); memcpy((char *)Pb + 8, &O, 8); memcpy((char *)Pb + 16, &V, 4); cudaLaunchDevice_ptsz((void *)@p@_consume, Pb, dim3(1), dim3(@L@), 0, 0); } }''',
            'ptsz-v2': '''{ void *Pb = cudaGetParameterBufferV2((void *)@p@_produce, dim3(1), dim3(@L@), 0); if (Pb) { memcpy(Pb, &Bf, 8); memcpy((char *)Pb + 8, &V, 4); cudaLaunchDeviceV2_ptsz(Pb, 0); } }
  { void *Pb = cudaGetParameterBufferV2((void *)@p@_consume, dim3(1), dim3(@L@), 0); if (Pb) { memcpy(Pb, &Bf, 8); memcpy((char *)Pb + 8, &O, 8); memcpy((char *)Pb + 16, &V, 4); cudaLaunchDeviceV2_ptsz(Pb, 0); } }'''}[how]
        self.com += T('void @p@_launch(const int *in, uint32_t *out);', p=p)
        # out: consumer output (L words per thread), then the producers'
        # buffers (L words per thread).
        self.kern += T('''__global__ void @p@_produce(uint32_t *Bf, uint32_t V) { Bf[threadIdx.x] = hash(V, threadIdx.x); }
__global__ void @p@_consume(const uint32_t *Bf, uint32_t *O, uint32_t V) { O[threadIdx.x] = hash(Bf[(threadIdx.x + 1) % @L@u], V, threadIdx.x); }
NO_AGGREGATE __global__ void @p@_consume_kept(const uint32_t *Bf, uint32_t *O, uint32_t V) { O[threadIdx.x] = hash(Bf[(threadIdx.x + 1) % @L@u], V, threadIdx.x); }
NO_AGGREGATE __global__ void @p@_transform_kept(uint32_t *Bf, uint32_t V) {
  uint32_t X = Bf[threadIdx.x], Y = Bf[(threadIdx.x + 3) % @L@u];
  __syncwarp();
  Bf[threadIdx.x] = hash(X, Y, V);
}
__global__ void @p@_parent(const int *in, uint32_t *out, cudaStream_t S) {
  const unsigned lin = blockIdx.x * blockDim.x + threadIdx.x;
  const unsigned v = (unsigned)in[lin];
  const uint32_t V = hash(v, 5u);
  uint32_t *O = out + (size_t)lin * @L@, *Bf = out + (size_t)(@N@u + lin) * @L@;
  ''' + body + '''
}
void @p@_launch(const int *in, uint32_t *out) { @p@_parent<<<@G@, @B@>>>(in, out, @S@); }''',
                       p=p, L=L, N=G * B, G=G, B=B,
                       S='cudaStreamPerThread' if how == 'rtstream' else '0')
        runs = {'divergent': 'v % 3u != 0u', 'tail': 'v % 4u != 0u'}.get(how, 'true')
        ref = T('''for (unsigned lin = 0; lin < @N@u; ++lin) {
  const unsigned v = (unsigned)In[lin];
  if (!(@runs@)) continue;
  const uint32_t V = hash(v, 5u);
  uint32_t Bf[@L@], B2[@L@];
  for (unsigned l = 0; l < @L@u; ++l) Bf[l] = hash(V, l);
  if (@chain3@) { for (unsigned l = 0; l < @L@u; ++l) B2[l] = hash(Bf[l], Bf[(l + 3) % @L@u], V); memcpy(Bf, B2, sizeof Bf); }
  for (unsigned l = 0; l < @L@u; ++l) {
    Ref[(size_t)lin * @L@ + l] = hash(Bf[(l + 1) % @L@u], V, l);
    Ref[(size_t)(@N@u + lin) * @L@ + l] = Bf[l];
  }
}''', N=G * B, L=L, runs=runs, chain3='true' if how == 'chain3' else 'false')
        self.host += special_runner(self.cid, G * B, 2 * G * B * L, ref,
                                    '{}_launch(DIn, DOut);'.format(p))
        self.pattern = 'order-' + how

    # 13. __grid_constant__ parameters (not copied: in the parameter space),
    # mixed-size parameters, and over-aligned ones (passed and read, but not
    # checked: the platform's own device launches get them wrong).
    def k_gridconst(self):
        r, p = self.r, self.p
        G, B = self.shape(blocks=(1, 4), threads=(32, 64, 128))
        W = r.choice([64, 256, 768])
        uniform = r.random() < 0.5
        self.com += T('''struct @p@_Big { uint32_t W[@W@]; };
struct @p@_Pad { char X; int Y; short Z; };
struct alignas(32) @p@_A32 { uint32_t V[3]; };
void @p@_launch(const int *in, uint32_t *out, const @p@_Big &K);''', p=p, W=W)
        self.kern += T('''__global__ void @p@_child(const __grid_constant__ @p@_Big K, uint32_t *o, unsigned P, char A, double Bd, short C,
                         float4 F4, @p@_Pad Pd, unsigned char H, uint32_t *Scratch, @p@_A32 X) {
  const unsigned t = threadIdx.x;
  uint32_t Hh = hash(P, t);
  for (unsigned I = t; I < @W@u; I += 32u) Hh = hash(Hh, K.W[I]);
  unsigned long long Bb; memcpy(&Bb, &Bd, 8);
  uint32_t F[4]; memcpy(F, &F4, 16);
  o[t] = hash(Hh, A, (uint32_t)Bb, (uint32_t)(Bb >> 32), C, F[0], F[1], F[2], F[3], Pd.X, Pd.Y, Pd.Z, H);
  if (t == 0) { o[32] = inParamSpace(&K); o[33] = __isLocal(&K); Scratch[P] = X.V[0] ^ X.V[1] ^ X.V[2]; }
}
__global__ void @p@_parent(const int *in, uint32_t *out, @p@_Big K, uint32_t *Scratch) {
  const unsigned lin = blockIdx.x * blockDim.x + threadIdx.x;
  const unsigned v = (unsigned)in[lin];
  if (v % 8u == 0u) return;
  @mk@
  @p@_child<<<1, 32>>>(@K@, out + (size_t)lin * 34, lin, (char)v, v * 0.5, (short)(v >> 3),
                       make_float4(v, -(float)lin, 1.5f, v >> 9), @p@_Pad{(char)(v >> 5), (int)v ^ 77, (short)lin},
                       (unsigned char)(v >> 11), Scratch, @p@_A32{{v, v + 1, v + 2}});
}
void @p@_launch(const int *in, uint32_t *out, const @p@_Big &K) {
  static uint32_t *Scratch = nullptr;
  if (!Scratch) cudaMalloc(&Scratch, @N@ * sizeof(uint32_t));
  @p@_parent<<<@G@, @B@>>>(in, out, K, Scratch);
}''', p=p, W=W, N=G * B, G=G, B=B, K='K' if uniform else 'Mine',
                       mk='' if uniform else T('@p@_Big Mine; for (unsigned I = 0; I < @W@u; ++I) Mine.W[I] = hash(lin, I, v);', p=p, W=W)[0])
        pre = T('@p@_Big K; for (auto &X : K.W) X = (uint32_t)R.next();', p=p)
        ref = T('''for (unsigned lin = 0; lin < @N@u; ++lin) {
  const unsigned v = (unsigned)In[lin];
  if (v % 8u == 0u) continue;
  uint32_t *o = &Ref[(size_t)lin * 34];
  const double Bd = v * 0.5; unsigned long long Bb; memcpy(&Bb, &Bd, 8);
  const float4 F4 = make_float4(v, -(float)lin, 1.5f, v >> 9); uint32_t F[4]; memcpy(F, &F4, 16);
  for (unsigned t = 0; t < 32; ++t) {
    uint32_t Hh = hash(lin, t);
    for (unsigned I = t; I < @W@u; I += 32u) Hh = hash(Hh, @KW@);
    o[t] = hash(Hh, (char)v, (uint32_t)Bb, (uint32_t)(Bb >> 32), (short)(v >> 3), F[0], F[1], F[2], F[3], (char)(v >> 5), (int)v ^ 77, (short)lin, (unsigned char)(v >> 11));
  }
  o[32] = 1; o[33] = 0;
}''', N=G * B, W=W, KW='K.W[I]' if uniform else 'hash(lin, I, v)')
        self.host += special_runner(self.cid, G * B, G * B * 34, ref,
                                    '{}_launch(DIn, DOut, K);'.format(p), pre=pre)
        self.pattern = 'gridconst-{}B-{}'.format(4 * W, 'uniform' if uniform else 'per-thread')

    # 14. A uniform loop in which one thread (or none) launches per
    # iteration; each launch counts its runs.
    def k_onelauncher(self):
        r, p = self.r, self.p
        G, B = self.shape(blocks=(1, 4), threads=(256, 512, 1024))
        I = r.choice([32, 64, 128, 256])
        bar = r.random() < 0.3
        self.com += T('void @p@_launch(const int *in, uint32_t *out);', p=p)
        self.kern += T('''__global__ void @p@_child(uint32_t *o, uint32_t V) { if (threadIdx.x == 0) { atomicAdd(&o[0], 1u); o[1] = V; } }
__global__ void @p@_parent(const int *in, uint32_t *out) {
  const unsigned t = threadIdx.x, b = blockIdx.x;
  uint32_t Acc = t;
  for (unsigned It = 0; It < @I@u; ++It) {
    for (unsigned K = 0; K < (t / 32u) % 4u * 2u; ++K) Acc = hash(Acc, K);
    const unsigned S = b * @I@u + It, v = (unsigned)in[S];
    if (v % 2u == 0u && (v >> 1) % @B@u == t) @p@_child<<<1, 32>>>(out + (size_t)S * 2, hash(v, S));
    @bar@
  }
  out[@NS2@u + b * @B@u + t] = Acc;  // the drift's own result
}
void @p@_launch(const int *in, uint32_t *out) { @p@_parent<<<@G@, @B@>>>(in, out); }''',
                       p=p, I=I, B=B, G=G, NS2=G * I * 2,
                       bar='__syncthreads();' if bar else '')
        ref = T('''for (unsigned S = 0; S < @NS@u; ++S) {
  const unsigned v = (unsigned)In[S];
  if (v % 2u == 0u) { Ref[(size_t)S * 2] = 0u; Ref[(size_t)S * 2 + 1] = hash(v, S); }
}
for (unsigned b = 0; b < @G@u; ++b) for (unsigned t = 0; t < @B@u; ++t) {
  uint32_t Acc = t;
  for (unsigned It = 0; It < @I@u; ++It) for (unsigned K = 0; K < (t / 32u) % 4u * 2u; ++K) Acc = hash(Acc, K);
  Ref[@NS2@u + b * @B@u + t] = Acc;
}''', NS=G * I, NS2=G * I * 2, G=G, B=B, I=I)
        self.host += special_runner(self.cid, G * I, G * I * 2 + G * B, ref,
                                    '{}_launch(DIn, DOut);'.format(p))

    # 15. 1024-thread parents without __launch_bounds__ that keep NLive
    # values live across a launch (fits 64 registers without DPAgg). Some
    # launch from a __noinline__ __device__ function, the kernel with or
    # without the user's __launch_bounds__(1024): ptxas caps the registers
    # of what a bounded kernel calls, so the build must still link.
    # Parents without launch bounds may also call a heavy function (about
    # 120 registers) that ptxas compiles apart, so not under the bound DPAgg
    # gives a kernel that gets its runtime (nvlink: "entry function ... with
    # max regcount of 64 calls function ... with regcount of 124"); those
    # parents run 256-thread blocks (1024 threads of 124 registers do not
    # fit, with or without DPAgg):
    #   apart        a non-static __noinline__ function, called directly
    #   apart-ptr    a static one, through a __device__ function pointer
    #   apart-taken  that static one called directly (its address is taken,
    #                so ptxas compiles it apart too)
    #   apart-child  the child calls the non-static one
    # The choice comes from a stream of its own (seeded by seed, file and
    # case), so that every other case, and every regs case without it, is
    # what the generator wrote before these variants existed.
    def k_regs(self):
        r, p = self.r, self.p
        G, B = r.randint(1, 2), 1024
        n = r.randint(6, 16)
        where = r.choice(['kernel', 'noinline', 'noinline-bounded'])
        apart = None
        if where != 'noinline-bounded':
            side = random.Random('{}/{}/{}/regs-apart'.format(
                self.g.seed, self.file_id, self.cid))
            apart = side.choice([None, None, 'apart', 'apart-ptr',
                                 'apart-taken', 'apart-child'])
        if apart:
            G, B = G * 4, 256  # the same threads, in blocks that fit
        self.pgrid, self.pblock = (G, 1, 1), (B, 1, 1)
        child_args, child_params, child_val = 'V', 'uint32_t V', 'hash(V, threadIdx.x)'
        ref_val = 'hash(V, l)'
        heavy_call = ''
        com_heavy = ''
        kern_heavy = ''
        if apart:
            com_heavy = '''
// 48 values live over 8 rounds: about 120 registers on sm_90.
__host__ __device__ __forceinline__ uint32_t @p@_heavy_body(const int *in, unsigned lin) {
  uint32_t A[48];
#pragma unroll
  for (int I = 0; I < 48; ++I) A[I] = (uint32_t)in[(lin * 7u + I * 131u) % 4096u];
  uint32_t S = lin;
#pragma unroll
  for (int J = 0; J < 8; ++J)
#pragma unroll
    for (int I = 0; I < 48; ++I) S = S * 3u + (A[I] ^ (A[(I + J + 1) % 48] >> (J + 1)));
  return S;
}'''
            if apart in ('apart', 'apart-child'):
                kern_heavy = ('__device__ __noinline__ uint32_t @p@_heavy(const int *in, '
                              'unsigned lin) { return @p@_heavy_body(in, lin); }')
            else:
                kern_heavy = (
                    'static __device__ __noinline__ uint32_t @p@_heavy(const int *in, '
                    'unsigned lin) { return @p@_heavy_body(in, lin); }\n'
                    '__device__ uint32_t (*@p@_heavy_ptr)(const int *, unsigned) = @p@_heavy;')
            if apart == 'apart-child':
                child_args, child_params = 'V, in', 'uint32_t V, const int *in'
                child_val = 'hash(V, threadIdx.x) ^ @p@_heavy(in, V + threadIdx.x)'
                ref_val = 'hash(V, l) ^ @p@_heavy_body(In.data(), V + l)'
            else:
                heavy_call = ' ^ @p@_heavy{}(in, lin)'.format(
                    '_ptr' if apart == 'apart-ptr' else '')
        ref_heavy = (' ^ @p@_heavy_body(In.data(), lin)'
                     if heavy_call else '')
        launch = '@p@_child<<<1, 32>>>(out + (size_t)lin * 33, @args@);'
        spawn = ''
        if where != 'kernel':
            launch = '@p@_spawn(out + (size_t)lin * 33, @args@);'
            spawn = ('__device__ __noinline__ void @p@_spawn(uint32_t *o, '
                     '@params@) { @p@_child<<<1, 32>>>(o, @args@); }')
        self.com += T('''__host__ __device__ inline void @p@_live(const int *in, unsigned lin, uint32_t *L) {
  for (int I = 0; I < @n@; ++I) L[I] = (uint32_t)in[(lin * 7u + I * 131u) % @NIN@u] * (I + 3) + I;
}@heavy@
void @p@_launch(const int *in, uint32_t *out);''', p=p, n=n, NIN=4096,
                      heavy=com_heavy.replace('@p@', p))
        self.kern += T('''@kheavy@__global__ void @p@_child(uint32_t *o, @params@) { o[threadIdx.x] = @cval@; }
@spawn@
__global__ void @bounds@@p@_parent(const int *in, uint32_t *out) {
  const unsigned lin = blockIdx.x * blockDim.x + threadIdx.x;
  uint32_t L[@n@];
#pragma unroll
  for (int I = 0; I < @n@; ++I) L[I] = (uint32_t)in[(lin * 7u + I * 131u) % 4096u] * (I + 3) + I;
  const uint32_t V = L[0] ^ L[@n1@]@hcall@;
  if (V % 3u == 0u) @launch@
  uint32_t Acc = 0;
#pragma unroll
  for (int I = 0; I < @n@; ++I) Acc = Acc * 31u + (L[I] ^ (L[(I + 1) % @n@] >> 3));
  out[(size_t)lin * 33 + 32] = Acc;
}
void @p@_launch(const int *in, uint32_t *out) { @p@_parent<<<@G@, @B@>>>(in, out); }'''
                       .replace('@kheavy@', kern_heavy + '\n' if kern_heavy else '')
                       .replace('@spawn@', spawn).replace('@launch@', launch)
                       .replace('@hcall@', heavy_call).replace('@cval@', child_val)
                       .replace('@args@', child_args).replace('@params@', child_params),
                       bounds=('__launch_bounds__(1024) '
                               if where == 'noinline-bounded' else ''),
                       p=p, n=n, n1=n - 1, G=G, B=B)
        ref = T('''for (unsigned lin = 0; lin < @N@u; ++lin) {
  uint32_t L[@n@];
  @p@_live(In.data(), lin, L);
  const uint32_t V = L[0] ^ L[@n1@]@rheavy@;
  if (V % 3u == 0u) for (unsigned l = 0; l < 32; ++l) Ref[(size_t)lin * 33 + l] = @rval@;
  uint32_t Acc = 0;
  for (int I = 0; I < @n@; ++I) Acc = Acc * 31u + (L[I] ^ (L[(I + 1) % @n@] >> 3));
  Ref[(size_t)lin * 33 + 32] = Acc;
}'''.replace('@rheavy@', ref_heavy).replace('@rval@', ref_val), N=G * B, n=n, n1=n - 1, p=p)
        self.host += special_runner(self.cid, 4096, G * B * 33, ref,
                                    '{}_launch(DIn, DOut);'.format(p))
        self.pattern = 'regs-{}{}{}'.format(
            n, '' if where == 'kernel' else '-' + where,
            '-' + apart if apart else '')


# Kinds and their weights among the special cases; static48k only in files
# whose number is 7 mod 8 (a program that does not link with DPAgg loses
# its file's cases, so keep those together).
SPECIAL_KINDS = [('pick', 3), ('chain', 3), ('badcfg', 3), ('dynsmem', 2),
                 ('host48k', 2), ('static48k', 2), ('spin', 2),
                 ('warpcoll', 3), ('failing', 2), ('divparam', 3),
                 ('biggrid', 1), ('order', 4), ('gridconst', 2),
                 ('onelauncher', 2), ('regs', 2)]


# What the side classes (side_classes()) share, so that a new class writes
# only its own draws and code. None of it draws from the side stream but
# start(), whose draws are every class's first: the helpers leave the
# files of a seed as they were.
LIN = '  const unsigned lin = blockIdx.x * blockDim.x + threadIdx.x;'


class SideCase:
    """A case of a side class: code() gives (common, kernels, host) like
    Case.code()."""
    named = False

    def start(self, cid, side):
        """Sets the id, the prefix and the salt (the first draw); returns side."""
        self.r = side
        self.cid, self.p = cid, 'c{}'.format(cid)
        self.salt = side.getrandbits(32)
        return side

    def set_parent(self, pg, pb):
        """A 1-D parent grid of pg blocks of pb threads."""
        self.pgrid, self.pblock = (pg, 1, 1), (pb, 1, 1)
        self.P = pg * pb

    def manifest_pattern(self):
        """The case's kind in MANIFEST."""
        return self.pattern

    def named_tag(self):
        """The runner's tag: cases that launch into named streams say so."""
        return ' [named-stream]' if self.named else ''

    def launch_decl(self):
        """The declaration of the host's launch function, common to both halves."""
        return 'void {}_launch(const int *in, uint32_t *out);'.format(self.p)

    def head(self, note='', parent=True, tag='', decl=True):
        """The common lines' opening comment (and the launch declaration)."""
        line = '// ---- case {}: {}'.format(self.cid, self.pattern)
        if note:
            line += ' ({})'.format(note)
        if parent:
            line += ', parent {}x{}'.format(self.pgrid[0], self.pblock[0])
        return ['', line + tag] + ([self.launch_decl()] if decl else [])

    def parent_open(self, tl=False, v=True, params='const int *in, uint32_t *out'):
        """The parent kernel's first lines: lin, then tl and v if asked."""
        return (['__global__ void {}_parent({}) {{'.format(self.p, params), LIN] +
                (['  const unsigned tl = threadIdx.x;'] if tl else []) +
                (['  const unsigned v = (unsigned)in[lin];'] if v else []))

    def launch_def(self, grid=None, args=''):
        """The host's launch function: the parent grid, `args` after in and out."""
        return ('void {0}_launch(const int *in, uint32_t *out) {{ '
                '{0}_parent<<<{1}, {2}>>>(in, out{3}); }}'.format(
                    self.p, self.pgrid[0] if grid is None else grid,
                    self.pblock[0], args))

    def ref_loop(self):
        """The host reference's loop over the parent threads."""
        return 'for (unsigned lin = 0; lin < {}u; ++lin) {{'.format(self.P)

    def base_lines(self, out=None):
        """Thread lin's W words from base, the first a hash of lin in `out`."""
        return (['  const size_t base = (size_t)lin * {}u;'.format(self.W)] +
                (['  {}[base] = hash({}u, lin);'.format(out, self.salt)]
                 if out else []))

    def runner(self, words, ref, nin=None, launch=None, tag=None, **kw):
        """special_runner for the case: P inputs, one call of its launch."""
        return special_runner(
            self.cid, self.P if nin is None else nin, words, ref,
            '{}_launch(DIn, DOut);'.format(self.p) if launch is None else launch,
            tag=self.named_tag() if tag is None else tag, **kw)


def fit_parent(pg, pb, launches, words):
    """(pg, pb), fewer blocks first, then smaller ones, until the parent's
    threads make at most MAX_LAUNCHES launches (`launches` each) and write
    at most MAX_OUT_WORDS words (`words` each)."""
    while pg * pb * launches > MAX_LAUNCHES or pg * pb * words > MAX_OUT_WORDS:
        if pg > 1:
            pg -= 1
        else:
            pb = max(1, pb // 2)
    return pg, pb


def halve_grid(pg, pb, launches):
    """pg halved until its threads (`launches` each) make at most half of
    MAX_LAUNCHES launches, or it is 1."""
    while pg * pb * launches > MAX_LAUNCHES // 2 and pg > 1:
        pg //= 2
    return pg


# --------------------------------------------------------------------------
# The moldable-children class (dfaeb42: -dpagg-moldable=auto, the default,
# gives every moldable child a whole and a molded clone; the runtime launches
# the molded one only for an aggregate with more than 4 times the resident
# blocks). A mold case is a block-scope parent whose blocks each aggregate
# tens of thousands of child blocks, so that on an H100 (132 SMs, at most 32
# resident blocks of a kernel per SM) its aggregates ARE cut, with a child
# that is moldable (no barrier, no warp-level operation, no launch) and
# varied: 1-D/2-D/3-D grids and blocks, shapes that differ per parent thread
# (surplus threads in the aggregated block, whose shape is the per-dimension
# maximum), early returns, a struct by value, per-thread dynamic shared
# memory slots read back through %dynamic_smem_size, a local array, and
# parents of which a minority launch 1-3 blocks (one aggregate mixes tiny and
# huge grids) or whose odd blocks launch only tiny grids (an aggregate that
# is not cut, running the whole clone, beside cut ones in one grid). The
# launch plan depends on the parent thread and the case only, so the
# generator knows every aggregate's size (it checks the cut against a
# generous bound on the resident blocks); the arguments depend on the run's
# inputs. Every child thread writes a hash of its logical geometry and
# arguments into its own word, at an offset the host computes.

M32 = 0xffffffff
H100_SMS = 132
MAX_MOLD_WORDS = 1 << 22   # output words per mold case (16 MiB)
MOLD_DEFAULT = 0.05        # fraction of cases (--mold)


def py_mix(h, v):
    h ^= (v * 0xcc9e2d51) & M32
    h = ((h << 15) | (h >> 17)) & M32
    return (h * 0x1b873593 + 0xe6546b64) & M32


def py_hash(*vs):
    h = 0x9e3779b9
    for v in vs:
        h = py_mix(h, v & M32)
    return h ^ (h >> 16)


# Child block shapes of at most one warp, and larger ones.
MOLD_WARP_SHAPES = [(32, 1, 1), (16, 2, 1), (8, 4, 1), (4, 4, 2), (2, 4, 4),
                    (7, 3, 1), (5, 5, 1), (3, 3, 3), (31, 1, 1), (4, 2, 4),
                    (1, 8, 4), (17, 1, 1)]
MOLD_BIG_SHAPES = [(64, 2, 1), (32, 4, 1), (16, 4, 2), (48, 1, 1), (8, 8, 2)]


def mold_cut(blocks, mx):
    """True if an aggregate of `blocks` blocks of the per-dimension maximum
    mx is cut: more than 4 times a bound on its resident blocks on an H100,
    with 10% room."""
    t32 = (mx[0] * mx[1] * mx[2] + 31) // 32 * 32
    cap = H100_SMS * min(32, 2048 // t32)
    return blocks * 10 > 4 * cap * 11


class MoldCase(SideCase):
    """What Mold and SkewMold share: a plan per parent thread (plan(),
    fits()) whose child writes from Off[lin] of the output."""

    def fit_plan(self, tries, what):
        """Calls fits() until the plan fits, at most `tries` times."""
        for _ in range(tries):
            if self.fits():
                return
        raise RuntimeError('{} case {}: no plan fits'.format(what, self.cid))

    def shrink_output(self, fallback):
        """Fewer output words: a narrower span, a parent block fewer, or
        only the `fallback` child shape."""
        if self.nb_span > 1:
            self.nb_span = max(1, self.nb_span // 2)
        elif self.pgrid[0] > 1:
            self.set_parent(self.pgrid[0] - 1, self.pblock[0])
        else:
            self.shapes = [fallback]

    def plan_names(self):
        """The @-names the plan's C++ shares: its shapes, salt, on and span."""
        return dict(
            ns=len(self.shapes), salt=self.salt, lo=self.nb_lo,
            span=self.nb_span,
            sx=', '.join('{{{}u, {}u, {}u}}'.format(*s) for s in self.shapes),
            on='(h % {}u) != 0u'.format(self.off) if self.off else 'true')

    def off_runner(self, body, **kw):
        """The host runner: inputs, then `body` (Off, the words' offsets per
        parent thread, and Ref), the launch and the comparison."""
        return T('''static int @p@_run(uint64_t InputSeed) {
  const int CaseId = @cid@; const char *Tag = "";
  Rng R{InputSeed};
  std::vector<int> In(@P@);
  for (auto &X : In) X = (int)R.next();
''' + body + '''
  int *DIn = nullptr; uint32_t *DOut = nullptr; unsigned long long *DOff = nullptr;
  CKC(cudaMalloc(&DIn, In.size() * sizeof(int)));
  CKC(cudaMalloc(&DOut, Ref.size() * sizeof(uint32_t)));
  CKC(cudaMalloc(&DOff, Off.size() * sizeof(unsigned long long)));
  CKC(cudaMemcpy(DIn, In.data(), In.size() * sizeof(int), cudaMemcpyHostToDevice));
  CKC(cudaMemcpy(DOff, Off.data(), Off.size() * sizeof(unsigned long long), cudaMemcpyHostToDevice));
  CKC(cudaMemset(DOut, 0xFF, Ref.size() * sizeof(uint32_t)));
  CKC(cudaDeviceSynchronize());
  @p@_launch(DIn, DOut, DOff);
  CKC(cudaGetLastError());
  CKC(cudaDeviceSynchronize());
  std::vector<uint32_t> Got(Ref.size());
  CKC(cudaMemcpy(Got.data(), DOut, Got.size() * sizeof(uint32_t), cudaMemcpyDeviceToHost));
  CKC(cudaFree(DIn));
  CKC(cudaFree(DOut));
  CKC(cudaFree(DOff));
  return compareOut(CaseId, InputSeed, Tag, Got, Ref);
}''',
                 p=self.p, cid=self.cid, P=self.P, **kw)


class Mold(MoldCase):
    """A case of the moldable-children class; code() gives (common,
    kernels, host) like Case.code()."""

    def __init__(self, cid, side):
        r = self.start(cid, side)
        pb = r.choice([128, 160, 192, 256])
        pg = r.choice([1, 1, 2, 2, 3])
        self.set_parent(pg, pb)
        self.dims = r.choice(['1d', '2d', '3d', 'mixed'])
        self.shapes_kind = r.choice(['warp', 'onewarp', 'onewarp', 'multi'])
        if self.shapes_kind == 'warp':
            shapes = [(32, 1, 1)]
        else:
            pool = MOLD_WARP_SHAPES + (MOLD_BIG_SHAPES
                                       if self.shapes_kind == 'multi' else [])
            while True:
                shapes = r.sample(pool, r.randint(2, 6))
                mx = [max(s[d] for s in shapes) for d in range(3)]
                if mx[0] * mx[1] * mx[2] <= 512:
                    break
        self.shapes = shapes
        self.early = r.choice([0, 0, 3, 7])   # 1 in `early` threads return
        self.tiny = r.random() < 0.5          # 1 in 8 parents launch 1-3
        self.half = pg > 1 and r.random() < 0.4  # odd blocks launch 1-3
        self.off = r.choice([0, 16, 32])      # 1 in `off` parents launch none
        self.dyn = r.random() < 0.5
        self.local = r.choice([0, 4, 8])
        self.err = r.random() < 0.5
        self.struct = None
        if r.random() < 0.7:
            while True:
                fields = [r.choice(list(SCALARS)) for _ in range(r.randint(1, 6))]
                if 4 <= struct_size(fields) <= 48:
                    break
            self.struct = fields
        self.extra = r.choice([None, 'int', 'long long', 'float', 'double'])
        self.nb_span = r.randint(1, 150)
        # The smallest huge grid that makes every huge parent block's
        # aggregate cut, with room: raised until the plans say so.
        self.nb_lo = 40
        self.fit_plan(200, 'mold')
        self.pattern = 'mold-{}-{}{}{}{}{}{}{}'.format(
            self.shapes_kind, self.dims, '-early' if self.early else '',
            '-byval' if self.struct else '', '-dyn' if self.dyn else '',
            '-tiny' if self.tiny else '', '-half' if self.half else '',
            '-err' if self.err else '')

    # The launch plan of parent thread `lin`, as the C++ @p@_plan computes it.
    def plan(self, lin):
        h = py_hash(lin, self.salt, 0x6d6f)
        h2 = py_hash(lin, self.salt, 0x6d70)
        on = self.off == 0 or h % self.off != 0
        pblk = lin // self.pblock[0]
        tiny = (self.tiny and (h >> 4) % 8 == 0) or (self.half and pblk % 2 == 1)
        nb = 1 + (h >> 8) % 3 if tiny else self.nb_lo + (h >> 8) % self.nb_span
        d = {'1d': 0, '2d': 1, '3d': 2}.get(self.dims, h2 % 3)
        if d == 0:
            g = (nb, 1, 1)
        elif d == 1:
            gy = 1 + (h2 >> 4) % 6
            g = ((nb + gy - 1) // gy, gy, 1)
        else:
            gy, gz = 1 + (h2 >> 4) % 3, 1 + (h2 >> 8) % 3
            g = ((nb + gy * gz - 1) // (gy * gz), gy, gz)
        b = self.shapes[(h2 >> 12) % len(self.shapes)]
        t = b[0] * b[1] * b[2]
        sh = 4 * t * ((h2 >> 20) % 3) if self.dyn else 0
        return on, g, b, sh

    def fits(self):
        """True if every huge parent block's aggregate is cut (more than 4
        times a bound on the resident blocks, with 10% room) and the output
        fits; otherwise adjusts nb_lo/nb_span and returns False."""
        words = self.P
        pb = self.pblock[0]
        for blk in range(self.pgrid[0]):
            blocks, mx, huge = 0, [1, 1, 1], not (self.half and blk % 2 == 1)
            for lin in range(blk * pb, (blk + 1) * pb):
                on, g, b, sh = self.plan(lin)
                if not on:
                    continue
                n = g[0] * g[1] * g[2]
                blocks += n
                words += n * b[0] * b[1] * b[2]
                mx = [max(mx[d], b[d]) for d in range(3)]
            if huge and not mold_cut(blocks, mx):
                self.nb_lo += 20
                return False
        if words > MAX_MOLD_WORDS:
            self.shrink_output((32, 1, 1))
            return False
        self.words = words
        return True

    def code(self):
        p, pb = self.p, self.pblock[0]
        com = self.head('moldable children', decl=False)
        tiny = []
        if self.tiny:
            tiny.append('((h >> 4) % 8u) == 0u')
        if self.half:
            tiny.append('((lin / {}u) % 2u) == 1u'.format(pb))
        dims = {'1d': '0u', '2d': '1u', '3d': '2u'}.get(self.dims, 'h2 % 3u')
        com += T('''struct @p@_Plan { unsigned g[3], b[3], sh; bool on; };
__host__ __device__ inline @p@_Plan @p@_plan(unsigned lin) {
  static constexpr unsigned Shapes[@ns@][3] = {@sx@};
  const uint32_t h = hash(lin, @salt@u, 0x6d6fu), h2 = hash(lin, @salt@u, 0x6d70u);
  @p@_Plan q;
  q.on = @on@;
  const bool tiny = @tiny@;
  const unsigned nb = tiny ? 1u + (h >> 8) % 3u : @lo@u + (h >> 8) % @span@u;
  const unsigned d = @dims@;
  if (d == 0u) { q.g[0] = nb; q.g[1] = 1u; q.g[2] = 1u; }
  else if (d == 1u) { q.g[1] = 1u + (h2 >> 4) % 6u; q.g[0] = (nb + q.g[1] - 1u) / q.g[1]; q.g[2] = 1u; }
  else { q.g[1] = 1u + (h2 >> 4) % 3u; q.g[2] = 1u + (h2 >> 8) % 3u; q.g[0] = (nb + q.g[1] * q.g[2] - 1u) / (q.g[1] * q.g[2]); }
  const unsigned k = (h2 >> 12) % @ns@u;
  q.b[0] = Shapes[k][0]; q.b[1] = Shapes[k][1]; q.b[2] = Shapes[k][2];
  q.sh = @dyn@;
  return q;
}''', p=p, **self.plan_names(),
                 tiny=' || '.join(tiny) if tiny else 'false', dims=dims,
                 dyn=('4u * q.b[0] * q.b[1] * q.b[2] * ((h2 >> 20) % 3u)'
                      if self.dyn else '0u'))
        # Arguments from the run's input word v.
        params, args, hashes, change = [], [], [], ''
        if self.struct:
            com.append('struct {}_S {{ {} }};'.format(p, ' '.join(
                '{} f{};'.format(t, j) for j, t in enumerate(self.struct))))
            fills = ' '.join('s.f{} = {};'.format(j, SCALARS[t][2].format(
                e='(unsigned)v * {}u + {}u'.format(j + 3, j)))
                for j, t in enumerate(self.struct))
            com.append('__host__ __device__ inline {0}_S {0}_args(int v) {{ {0}_S s; '
                       '{1} return s; }}'.format(p, fills))
            params.append('{}_S s'.format(p))
            args.append('{}_args(v)'.format(p))
            # The thread changes its copy of the parameter (in the child's
            # body, so a molded block's next logical block must see the
            # parameter again, not this change) before it is hashed.
            change = 's.f0 = s.f0 + ({})tl;'.format(self.struct[0])
            hashes += ['h = hash(h, {});'.format(', '.join(
                'hv(s.f{})'.format(j) for j in range(len(self.struct))))]
        if self.extra:
            params.append('{} x'.format(self.extra))
            args.append(SCALARS[self.extra][2].format(e='(unsigned)v ^ 0x5a5au'))
            hashes.append('h = hash(h, hv(x));')
        wsig = ', '.join(['unsigned id', 'unsigned sh'] + params)
        sig = ', '.join(['uint32_t *o', wsig])
        early = ('(hash(id, bl, tl, 0x6571u) % {}u) == 0u'.format(self.early)
                 if self.early else 'false')
        com += T('''// The word of one child thread: its logical geometry (DEV_GEO/HOST_GEO
// names), its arguments, the dynamic shared memory it sees (ds) and what it
// read back from its slot (slot).
__host__ __device__ inline bool @p@_early(unsigned id, unsigned bl, unsigned tl) { return @early@; }
__host__ __device__ inline uint32_t @p@_word(const Geo &q, @wsig@, unsigned ds, uint32_t slot) {
  HOST_GEO(q) LIN_IDX
  uint32_t h = hash(tx, ty, tz, bx, by, bz, bdx, bdy, bdz, gdx, gdy, gdz);
  h = hash(h, id, sh, ds, slot);
  @hashes@
  return h;
}
void @p@_launch(const int *in, uint32_t *out, const unsigned long long *off);''',
                 p=p, wsig=wsig, early=early, hashes='\n  '.join(hashes))
        pass_args = ', '.join(['(unsigned)lin', 'q.sh'] + args)
        call_params = ', '.join(['id', 'sh'] + [x.split()[-1] for x in params])
        loc = ('uint32_t loc[{0}];\n  for (int k = 0; k < {0}; ++k) loc[k] = hash(id, k, bl);\n'
               '  w ^= loc[(bl + tl) % {0}u];'.format(self.local) if self.local else '')
        kern = T('''#ifndef CDPFUZZ_MOLD_DSM
#define CDPFUZZ_MOLD_DSM
// %dynamic_smem_size through the NVVM intrinsic's own name (inline assembly
// would keep DPAgg from aggregating the child).
__device__ unsigned moldDynSmem() __asm("llvm.nvvm.read.ptx.sreg.dynamic_smem_size");
#endif
__global__ void @p@_child(@sig@) {
  extern __shared__ uint32_t @p@_dyn[];
  DEV_GEO LIN_IDX
  if (@p@_early(id, bl, tl)) { // an early return
    o[(size_t)bl * tn + tl] = hash(id, bl, tl, 0xdeadu);
    return;
  }
  const Geo q{tx, ty, tz, bx, by, bz, bdx, bdy, bdz, gdx, gdy, gdz};
  @change@
  const unsigned ds = moldDynSmem();
  uint32_t slot = 0;
  if (ds >= 4u * (tl + 1u)) { // this thread's own word: no barrier
    volatile uint32_t *m = @p@_dyn;
    m[tl] = hash(id, bl, tl, 0x5107u);
    slot = m[tl];
  }
  uint32_t w = @p@_word(q, @callp@, ds, slot);
  @loc@
  o[(size_t)bl * tn + tl] = w;
}
__global__ void @p@_parent(const int *in, uint32_t *out, const unsigned long long *off) {
  // 64-bit lin: see test/RedTeam/mold6_lastdone.cu (a 32-bit index's zext
  // on the null side of the launch keeps DPAgg from aggregating the site).
  const size_t lin = (size_t)blockIdx.x * blockDim.x + threadIdx.x;
  const @p@_Plan q = @p@_plan((unsigned)lin);
  if (!q.on) return;
  const int v = in[lin];
  (void)v;
  @p@_child<<<dim3(q.g[0], q.g[1], q.g[2]), dim3(q.b[0], q.b[1], q.b[2]), q.sh>>>(out + off[lin], @pass@);
  @err@
}
void @p@_launch(const int *in, uint32_t *out, const unsigned long long *off) { @p@_parent<<<@PG@, @PB@>>>(in, out, off); }''',
                 p=p, sig=sig, callp=call_params, loc=loc, PG=self.pgrid[0], PB=pb,
                 change=change,
                 err='out[lin] = (uint32_t)cudaGetLastError();' if self.err else '',
                 **{'pass': pass_args})
        hloc = ('w ^= hash(id, (bl + tl) % {0}u, bl);'.format(self.local)
                if self.local else '')
        host = self.off_runner('''  std::vector<unsigned long long> Off(@P@ + 1);
  Off[0] = @P@;
  for (unsigned lin = 0; lin < @P@u; ++lin) {
    const @p@_Plan q = @p@_plan(lin);
    Off[lin + 1] = Off[lin] + (q.on ? (unsigned long long)q.g[0] * q.g[1] * q.g[2] * q.b[0] * q.b[1] * q.b[2] : 0ull);
  }
  std::vector<uint32_t> Ref(Off[@P@], 0xffffffffu);
  for (unsigned lin = 0; lin < @P@u; ++lin) {
    const @p@_Plan q = @p@_plan(lin);
    if (!q.on) continue;
    @herr@
    const int v = In[lin];
    (void)v;
    const unsigned id = lin, sh = q.sh;
    @hargs@
    uint32_t *o = Ref.data() + Off[lin];
    forGrid(dim3(q.g[0], q.g[1], q.g[2]), dim3(q.b[0], q.b[1], q.b[2]), [&](const Geo &g) {
      HOST_GEO(g) LIN_IDX
      if (@p@_early(id, bl, tl)) { o[(size_t)bl * tn + tl] = hash(id, bl, tl, 0xdeadu); return; }
      const uint32_t slot = sh >= 4u * (tl + 1u) ? hash(id, bl, tl, 0x5107u) : 0u;
      @hchange@
      uint32_t w = @p@_word(g, @callp@, sh, slot);
      @hloc@
      o[(size_t)bl * tn + tl] = w;
    });
  }''', callp=call_params, hloc=hloc,
                 herr='Ref[lin] = 0u;' if self.err else '',
                 hchange=('{}_S s = s0; '.format(p) + change) if self.struct else '',
                 hargs=' '.join(
                     (['const {0}_S s0 = {0}_args(v);'.format(p)] if self.struct else []) +
                     (['const {} x = {};'.format(self.extra, SCALARS[self.extra][2].format(
                         e='(unsigned)v ^ 0x5a5au'))] if self.extra else [])) or '')
        return com, kern, host



# --------------------------------------------------------------------------
# The big-parameter class (c1c8943, 69f39a1): by-value structs of more than
# 64 bytes, which LLVM's NVPTX backend copies a byte at a time and DPAgg
# copies in wide moves: the parent's copy into its staging blob (a loop of
# the smaller alignment's units), the runtime's copies of the blob (16-byte
# moves), and the child's reads: in place in the block's shared copy when the
# child only reads the struct, from a private copy per thread when it writes
# it (written in place, one thread's write would show in another's read) or
# lets its address escape. Sizes 68 to 4,000 bytes, odd ones through a
# trailing char, alignments 4, 8 and 16; per-thread or block-uniform values;
# every thread or a third of them launch; children that write, pass the
# address to a __noinline__ function, or only read (some with barriers).
BIG_DEFAULT = 0.05         # fraction of cases (--big)


class BigParam(SideCase):
    """A case of the big-parameter class; code() gives (common, kernels,
    host) like Case.code()."""

    def __init__(self, cid, side):
        r = self.start(cid, side)
        self.nw = r.choice([17, 20, 25, 33, 50, 64, 100, 256, 1000])
        self.tail = r.choice([False, True])
        self.align = r.choice([4, 8, 16])
        self.child = r.choice(['read', 'readbar', 'write', 'escape'])
        self.vals = r.choice(['thread', 'uniform'])
        self.cond = r.choice(['true', 'v % 3u == 0u'])
        self.cb = r.choice([32, 64])
        pb = r.choice([32, 64, 128, 256])
        self.set_parent(r.choice([1, 2, 3]), pb)
        self.pattern = 'big-{}-{}w{}-a{}-{}'.format(
            self.child, self.nw, '+c' if self.tail else '', self.align,
            self.vals)

    def code(self):
        p, P, NW, CB, B = self.p, self.P, self.nw, self.cb, self.pblock[0]
        com = self.head('big parameters', decl=False)
        com += T('''struct alignas(@A@) @p@_S { uint32_t W[@NW@];@tail@ };
void @p@_launch(const int *in, uint32_t *out);''', p=p, A=self.align, NW=NW,
                 tail=' char C;' if self.tail else '')
        val = {'thread': 'v', 'uniform': '(unsigned)blockIdx.x'}[self.vals]
        hval = {'thread': 'v',
                'uniform': '(unsigned)(lin / {}u)'.format(B)}[self.vals]
        pair = 's.W[t % {n}u] ^ s.W[(t + 7u) % {n}u]'.format(n=NW)
        body = {
            'read': ['uint32_t x = {};'.format(pair)],
            'readbar': ['__syncthreads();', 'uint32_t x = {};'.format(pair),
                        '__syncthreads();'],
            'write': ['s.W[t % {}u] += t + 1u;'.format(NW),
                      'uint32_t x = {};'.format(pair)],
            'escape': ['uint32_t x = {}_peek(&s, t);'.format(p)],
        }[self.child]
        # The host's x for child thread t (S: the parent thread's struct).
        if self.child == 'write':
            hbody = ['uint32_t a = S.W[t % {n}u] + t + 1u;'.format(n=NW),
                     'uint32_t b = (t % {n}u) == ((t + 7u) % {n}u) ? a : '
                     'S.W[(t + 7u) % {n}u];'.format(n=NW),
                     'uint32_t x = a ^ b;']
        else:
            hbody = ['uint32_t x = S.W[t % {n}u] ^ S.W[(t + 7u) % {n}u];'.format(
                n=NW)]
        ch = ' ^ (uint32_t)(unsigned char)s.C' if self.tail else ''
        hch = ' ^ (uint32_t)(unsigned char)S.C' if self.tail else ''
        ctail = ' s.C = (char)({} * 31u);'.format(val) if self.tail else ''
        kern = T('''__device__ __noinline__ uint32_t @p@_peek(const @p@_S *q, unsigned t) {
  return q->W[t % @NW@u] ^ q->W[(t + 7u) % @NW@u];
}
__global__ void @p@_child(@p@_S s, uint32_t *o, int p) {
  unsigned t = threadIdx.x;
  @body@
  o[(size_t)p * @CB@ + t] = hash(x@ch@, p, t);
}
__global__ void @p@_parent(const int *in, uint32_t *out) {
  const unsigned lin = blockIdx.x * blockDim.x + threadIdx.x;
  const unsigned v = (unsigned)in[lin];
  if (@cond@) {
    @p@_S s;
    for (unsigned j = 0; j < @NW@u; ++j) s.W[j] = hash(@val@, j, @salt@u);@ctail@
    @p@_child<<<1, @CB@>>>(s, out, (int)lin);
  }
}
@launch@''',
                 p=p, NW=NW, CB=CB, body='\n  '.join(body), ch=ch,
                 cond=self.cond, val=val, salt=self.salt, ctail=ctail,
                 launch=self.launch_def())
        ref = T('''struct { uint32_t W[@NW@]; char C; } S;
for (unsigned lin = 0; lin < @N@u; ++lin) {
  const unsigned v = (unsigned)In[lin];
  if (!(@cond@)) continue;
  for (unsigned j = 0; j < @NW@u; ++j) S.W[j] = hash(@hval@, j, @salt@u);
  S.C = (char)(@hval@ * 31u);
  for (unsigned t = 0; t < @CB@u; ++t) {
    @hbody@
    Ref[(size_t)lin * @CB@ + t] = hash(x@hch@, (int)lin, t);
  }
}''', NW=NW, N=P, cond=self.cond, hval=hval, salt=self.salt, CB=CB,
                hbody='\n    '.join(hbody), hch=hch)
        return com, kern, self.runner(P * CB, ref)



# --------------------------------------------------------------------------
# The heavy-children class (14d3c2d, e181e37: aggregated children are not
# register-bounded for correctness; launchAggregate asks cudaFuncGetAttributes
# whether the child takes the aggregate's block, the per-dimension maximum of
# its joiners', and refuses the aggregate otherwise; clones keep the fitted
# bound where a launch's block is not a small constant): children that keep
# 40 to 120 values live across a run-time loop (many registers), with or
# without __launch_bounds__, launched by each parent thread with one of 2 to 4
# block shapes (1-D, 2-D, 3-D) that are each valid alone but whose maximum per
# dimension may not be (32x8 with 8x32: a 32x32 aggregate), grids of 1 to 3
# blocks; every launch's result is checked (cudaGetLastError) and every child
# thread's value.
HEAVY_DEFAULT = 0.05       # fraction of cases (--heavy)
HEAVY_SHAPES = [(256, 1, 1), (128, 2, 1), (32, 8, 1), (8, 32, 1), (16, 16, 1),
                (64, 4, 1), (4, 64, 1), (16, 8, 1), (8, 16, 1), (4, 4, 8),
                (8, 4, 4), (32, 4, 1), (64, 1, 1), (96, 1, 1), (1, 128, 1)]


class HeavyChild(SideCase):
    """A case of the heavy-children class; code() gives (common, kernels,
    host) like Case.code()."""

    def __init__(self, cid, side):
        r = self.start(cid, side)
        self.nv = r.choice([40, 64, 96, 120])
        self.bound = r.choice([None, None, 128, 256])
        limit = self.bound or 256
        pool = [s for s in HEAVY_SHAPES if s[0] * s[1] * s[2] <= limit]
        self.shapes = r.sample(pool, r.randint(2, 4))
        self.grids = r.choice([1, 1, 2, 3])
        self.cond = r.choice(['true', 'v % 3u == 0u'])
        pb = r.choice([32, 64, 128])
        self.set_parent(r.choice([1, 2]), pb)
        self.pattern = 'heavy-{}v-{}-{}shapes'.format(
            self.nv, 'lb{}'.format(self.bound) if self.bound else 'nolb',
            len(self.shapes))

    def code(self):
        p, P, NV = self.p, self.P, self.nv
        ns = len(self.shapes)
        region = self.grids * max(s[0] * s[1] * s[2] for s in self.shapes)
        com = self.head('heavy children', decl=False)
        com += T('''__host__ __device__ __forceinline__ uint32_t @p@_heavy(uint32_t V, int P, unsigned T, int Rounds) {
  uint32_t A[@NV@];
#pragma unroll
  for (int I = 0; I < @NV@; ++I) A[I] = hash(V, P, T, I);
#pragma unroll 1
  for (int R = 0; R < Rounds; ++R) {
    uint32_t First = A[0];
#pragma unroll
    for (int I = 0; I < @NV@ - 1; ++I) A[I] = A[I] * 33u + (A[I + 1] ^ (uint32_t)R);
    A[@NV@ - 1] = A[@NV@ - 1] * 33u + (First ^ (uint32_t)R);
  }
  uint32_t Acc = 0;
#pragma unroll
  for (int I = 0; I < @NV@; ++I) Acc = Acc * 31u + A[I];
  return Acc;
}
static const unsigned @p@_SX[@NS@] = {@sx@}, @p@_SY[@NS@] = {@sy@}, @p@_SZ[@NS@] = {@sz@};
void @p@_launch(const int *in, uint32_t *out);''', p=p, NV=NV, NS=ns,
                 sx=', '.join('{}u'.format(s[0]) for s in self.shapes),
                 sy=', '.join('{}u'.format(s[1]) for s in self.shapes),
                 sz=', '.join('{}u'.format(s[2]) for s in self.shapes))
        lb = '__launch_bounds__({}) '.format(self.bound) if self.bound else ''
        kern = T('''__global__ void @lb@@p@_child(uint32_t *o, uint32_t v, int p, int rounds) {
  const unsigned n = blockDim.x * blockDim.y * blockDim.z;
  const unsigned t = blockIdx.x * n + (threadIdx.z * blockDim.y + threadIdx.y) * blockDim.x + threadIdx.x;
  o[(size_t)p * @W@ + 1 + t] = @p@_heavy(v, p, t, rounds) ^ hash(blockDim.x, blockDim.y, blockDim.z, gridDim.x);
}
__global__ void @p@_parent(const int *in, uint32_t *out) {
  const unsigned lin = blockIdx.x * blockDim.x + threadIdx.x;
  const unsigned v = (unsigned)in[lin];
  if (@cond@) {
    const unsigned k = hash(v, @salt@u) % @NS@u;
    const unsigned sx[@NS@] = {@sx@}, sy[@NS@] = {@sy@}, sz[@NS@] = {@sz@};
    @p@_child<<<@G@, dim3(sx[k], sy[k], sz[k])>>>(out, v, (int)lin, 1 + (int)(v % 3u));
    out[(size_t)lin * @W@] = (uint32_t)cudaGetLastError();
  }
}
@launch@''',
                 lb=lb, p=p, W=region + 1, cond=self.cond, salt=self.salt,
                 NS=ns, G=self.grids, launch=self.launch_def(),
                 sx=', '.join('{}u'.format(s[0]) for s in self.shapes),
                 sy=', '.join('{}u'.format(s[1]) for s in self.shapes),
                 sz=', '.join('{}u'.format(s[2]) for s in self.shapes))
        ref = T('''for (unsigned lin = 0; lin < @N@u; ++lin) {
  const unsigned v = (unsigned)In[lin];
  if (!(@cond@)) continue;
  const unsigned k = hash(v, @salt@u) % @NS@u;
  const unsigned n = @p@_SX[k] * @p@_SY[k] * @p@_SZ[k];
  Ref[(size_t)lin * @W@] = 0u;
  for (unsigned t = 0; t < @G@u * n; ++t)
    Ref[(size_t)lin * @W@ + 1 + t] = @p@_heavy(v, (int)lin, t, 1 + (int)(v % 3u)) ^
        hash(@p@_SX[k], @p@_SY[k], @p@_SZ[k], @G@u);
}''', N=P, cond=self.cond, salt=self.salt, NS=ns, p=p, W=region + 1,
                G=self.grids)
        return com, kern, self.runner(P * (region + 1), ref)


# --------------------------------------------------------------------------
# Block shapes set out of the pass's sight (issue 21, item 17): a
# warp-collective child (ballot, shuffle butterfly, match, inline asm
# shuffle) whose blocks are exactly one warp, written dim3(32, 1, 1) and then
# reshaped to (32/R) x R, R = 1, 2 or 4, where the pass cannot see it: a
# __noinline__ helper taking dim3& (helper), inline PTX stores through the
# dim3's address (asmst), a store at an index read from memory (index); or
# not reshaped at all (none: provably 1-D, aggregated). Before the fix DPAgg
# took the first three for 1-D and packed the children into half-full warps.
# Off by default (SHAPE_HIDDEN_DEFAULT) so that old seeds write the same
# files; drawn from a side stream of its own.
SHAPE_HIDDEN_DEFAULT = 0.0     # fraction of cases (--shape-hidden)


class ShapeHidden(SideCase):
    """A case of the hidden-shape class; code() gives (common, kernels,
    host) like Case.code()."""

    def __init__(self, cid, side):
        r = self.start(cid, side)
        self.how = r.choice(['helper', 'helper', 'asmst', 'index', 'none'])
        self.op = r.choice(['ballot', 'shfl', 'match', 'asm'])
        self.rows = r.choice(['thread', 'thread', 'two', 'four'])
        self.grids = r.choice([1, 2])
        self.cond = r.choice(['true', 'v % 3u != 0u'])
        pb = r.choice([32, 64, 128])
        self.set_parent(r.choice([1, 2, 4]), pb)
        self.pattern = 'shapehidden-{}-{}-{}'.format(self.how, self.op,
                                                     self.rows)

    def code(self):
        p, P = self.p, self.P
        W = self.grids * 32
        rows = {'thread': '(1u << (v % 3u))', 'two': '2u', 'four': '4u'}[
            self.rows]
        hide = {
            'helper': '@p@_reshape(B, R);',
            'asmst': 'asm volatile("st.u32 [%0], %1;\\n\\tst.u32 [%0+4], %2;" : : "l"(&B), "r"(32u / R), "r"(R) : "memory");',
            'index': 'B.x = 32u / R; (&B.x)[in[@N@ + lin % 2u] & 1] = R;  // In[N], In[N+1] are 1',
            'none': '(void)R;'}[self.how]
        body = {
            'ballot': 'R = __ballot_sync(0xffffffffu, V & 1u);',
            'shfl': 'uint32_t S = V; for (int M = 16; M > 0; M /= 2) S += __shfl_xor_sync(0xffffffffu, S, M); R = S;',
            'match': 'R = __match_any_sync(0xffffffffu, V % 4u);',
            'asm': 'uint32_t S = V, O; for (int M = 16; M > 0; M /= 2) { asm volatile("shfl.sync.bfly.b32 %0, %1, %2, 0x1f, 0xffffffff;" : "=r"(O) : "r"(S), "r"(M)); S += O; } R = S;'}[self.op]
        com = self.head('block shape set out of sight')
        kern = T('''__device__ __noinline__ void @p@_reshape(dim3 &B, unsigned R) {
  if (R > 1u) { B.x = 32u / R; B.y = R; }
}
__global__ void @p@_child(uint32_t *o, unsigned P) {
  const unsigned L = laneOf();
  const uint32_t V = hash(P, L, blockIdx.x, @salt@u);
  uint32_t R = 0;
  @body@
  o[blockIdx.x * 32u + L] = hash(R, L);
}
__global__ void @p@_parent(const int *in, uint32_t *out) {
  const unsigned lin = blockIdx.x * blockDim.x + threadIdx.x;
  const unsigned v = (unsigned)in[lin];
  if (!(@cond@)) return;
  const unsigned R = @rows@;
  dim3 B(32, 1, 1);
  @hide@
  @p@_child<<<@G@, B>>>(out + (size_t)lin * @W@, lin);
}
@launch@''',
                 p=p, salt=self.salt, body=body, cond=self.cond, rows=rows,
                 hide=T(hide, p=p, N=P)[0], G=self.grids, W=W,
                 launch=self.launch_def())
        rl = {'ballot': 'Odd', 'shfl': 'Sum', 'asm': 'Sum', 'match': 'Same'}[
            self.op]
        ref = T('''In[@N@] = 1; In[@N@ + 1] = 1;
for (unsigned lin = 0; lin < @N@u; ++lin) {
  const unsigned v = (unsigned)In[lin];
  if (!(@cond@)) continue;
  for (unsigned b = 0; b < @G@u; ++b) {
    uint32_t V[32], Sum = 0, Odd = 0;
    for (unsigned L = 0; L < 32; ++L) { V[L] = hash(lin, L, b, @salt@u); Sum += V[L]; Odd |= (V[L] & 1u) << L; }
    for (unsigned L = 0; L < 32; ++L) {
      uint32_t Same = 0;
      for (unsigned M = 0; M < 32; ++M) Same |= (uint32_t)(V[M] % 4u == V[L] % 4u) << M;
      (void)Same; (void)Odd; (void)Sum;
      Ref[(size_t)lin * @W@ + b * 32u + L] = hash(@rl@, L);
    }
  }
}''', N=P, cond=self.cond, G=self.grids, salt=self.salt, W=W, rl=rl)
        return com, kern, self.runner(P * W, ref, nin=P + 2)


# --------------------------------------------------------------------------
# Inline PTX that declares names or memory in a child (issue 21, items 18
# and 19). fnscope: a __noinline__ helper reading blockIdx whose assembly
# declares a .reg and a label at function scope, called 2 or 3 times by the
# child (a clone that inlined it once per call made ptxas fail: Duplicate
# definition). braces: the same declarations inside braces, which PTX
# scopes (copyable: aggregated). shared / sharedhost: the child declares
# N bytes of .shared in its assembly (up to 49,140: a clone over 48 KB made
# nvlink fail), launched from a parent or, sharedhost, only from the host
# (every external leaf kernel gets a published child, so programs without
# device launches broke too). The build is the first check. Off by default
# (ASM_DECL_DEFAULT); drawn from a side stream of its own.
ASM_DECL_DEFAULT = 0.0     # fraction of cases (--asm-decl)


class AsmDecl(SideCase):
    """A case of the inline-PTX-declarations class; code() gives (common,
    kernels, host) like Case.code()."""

    def __init__(self, cid, side):
        r = self.start(cid, side)
        self.what = r.choice(['fnscope', 'fnscope', 'braces', 'shared',
                              'sharedhost'])
        self.calls = r.choice([2, 3])
        self.bytes = r.choice([4096, 40000, 49140])
        self.cb = r.choice([32, 64, 128])
        self.cond = r.choice(['true', 'v % 3u != 0u'])
        pb = r.choice([32, 64])
        self.set_parent(r.choice([1, 2]), pb)
        # Red team (2018a2d): how the declaration is written. uid: behind a
        # `%=` label (clang's ${:uid}); labels: behind two labels; percent:
        # a label starting with `%`; named (shared only): a __shared__
        # variable named only in the PTX. In braces (copyable) the labels
        # are the copies' own.
        self.hide = r.choice(['plain', 'plain', 'uid', 'labels', 'percent'] +
                             (['named'] if self.what.startswith('shared')
                              else []))
        self.pattern = 'asmdecl-{}'.format(self.what) + (
            '-{}b'.format(self.bytes) if self.what.startswith('shared')
            else '-{}calls'.format(self.calls)) + (
            '' if self.hide == 'plain' else '-' + self.hide)

    def kernels_shared(self):
        # Thread t stores at word t of the assembly's buffer (thread 0 also
        # at its last word), and after a barrier reads word (t + 1) % n and
        # the last word.
        decl = {'plain': '', 'uid': 'L%=: ', 'labels': '@p@_l1:\\n\\t@p@_l2: ',
                'percent': '%%@p@_l: ', 'named': None}[self.hide]
        decl = ('' if decl is None else
                decl + '.shared .align 4 .b8 @p@_buf[@NB@];\\n\\t')
        named = ('__shared__ uint32_t @p@_buf[@NW@];\n'
                 if self.hide == 'named' else '')
        return T(named + '''__global__ void @p@_child(uint32_t *o, uint32_t s) {
  const unsigned t = threadIdx.x, n = blockDim.x;
  const uint32_t v = hash(blockIdx.x, t, s);
  uint32_t r, last;
  asm volatile("{\\n\\t@decl@.reg .u32 base, a, z;\\n\\t.reg .pred first;\\n\\t"
               "mov.u32 base, @p@_buf;\\n\\tmad.lo.u32 a, %2, 4, base;\\n\\tst.shared.u32 [a], %3;\\n\\t"
               "setp.eq.u32 first, %2, 0;\\n\\tadd.u32 z, base, @LAST@;\\n\\tselp.u32 a, z, a, first;\\n\\t"
               "st.shared.u32 [a], %3;\\n\\tbar.sync 0;\\n\\tmad.lo.u32 a, %4, 4, base;\\n\\t"
               "ld.shared.u32 %0, [a];\\n\\tld.shared.u32 %1, [z];\\n\\tbar.sync 0;\\n\\t}"
               : "=r"(r), "=r"(last) : "r"(t), "r"(v), "r"((t + 1) % n) : "memory");
  o[blockIdx.x * n + t] = hash(r, last);
}'''.replace('@decl@', decl), p=self.p, NB=self.bytes, NW=self.bytes // 4,
                 LAST=self.bytes - 4)

    def kernels_mix(self):
        if self.what == 'fnscope' and self.hide == 'percent':
            # Only the label, so that nothing else refuses the clone.
            asm = ('"add.u32 %0, %1, %2;\\n%%@p@_done:\\n\\t'
                   'xor.b32 %0, %0, 0x9e3779b9;"')
        elif self.what == 'fnscope':
            lead = {'plain': '', 'uid': 'L%=: ',
                    'labels': '@p@_l1: @p@_l2: '}[self.hide]
            done = '' if self.hide == 'uid' else '\\n@p@_done:'
            asm = ('"' + lead + '.reg .u32 @p@_t;\\n\\tadd.u32 @p@_t, %1, %2;\\n\\t'
                   'xor.b32 @p@_t, @p@_t, 0x9e3779b9;' + done + '\\n\\t'
                   'mov.u32 %0, @p@_t;"')
        else:
            again = {'plain': 'again:', 'uid': 'again%=:',
                     'labels': 'again1:\\n\\tagain2:',
                     'percent': '%%again:'}[self.hide]
            asm = ('"{\\n\\t.reg .u32 t;\\n\\t.reg .pred odd;\\n\\t'
                   'add.u32 t, %1, %2;\\n\\tand.b32 %0, t, 1;\\n\\t'
                   'setp.ne.u32 odd, %0, 0;\\n\\tselp.u32 %0, 0x9e3779b9, 0, odd;\\n'
                   + again + '\\n\\txor.b32 %0, %0, t;\\n\\t}"')
        calls = ' ^ '.join('@p@_mix(hash(i, s, {}u))'.format(k)
                           for k in range(self.calls))
        return T('''__device__ __noinline__ uint32_t @p@_mix(uint32_t V) {
  uint32_t R;
  asm volatile(@asm@ : "=r"(R) : "r"(V), "r"(blockIdx.x));
  return R;
}
__global__ void @p@_child(uint32_t *o, uint32_t s) {
  const unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  o[i] = @calls@;
}''', asm=T(asm, p=self.p)[0], calls=T(calls, p=self.p)[0], p=self.p)

    def code(self):
        p, P, CB = self.p, self.P, self.cb
        W = 2 * CB
        com = self.head('inline PTX declarations')
        if self.what.startswith('shared'):
            kern = self.kernels_shared()
            one = 'hash(hash(b, (t + 1) % @CB@u, s), hash(b, 0u, s))'
        else:
            kern = self.kernels_mix()
            mixref = ('(V + Blk) ^ 0x9e3779b9u' if self.what == 'fnscope' else
                      '(((V + Blk) & 1u) ? 0x9e3779b9u : 0u) ^ (V + Blk)')
            com += T('static uint32_t @p@_mixref(uint32_t V, uint32_t Blk) { return @m@; }',
                     p=p, m=mixref)
            one = ' ^ '.join('@p@_mixref(hash(b * @CB@u + t, s, {}u), b)'.format(k)
                             for k in range(self.calls))
        if self.what == 'sharedhost':
            kern += T('''void @p@_launch(const int *in, uint32_t *out) {
  for (int lin = 0; lin < @P@; ++lin) @p@_child<<<2, @CB@>>>(out + (size_t)lin * @W@, @salt@u + (uint32_t)lin);
}''', p=p, P=P, CB=CB, W=W, salt=self.salt)
            cond = 'true'
        else:
            kern += T('''__global__ void @p@_parent(const int *in, uint32_t *out) {
  const unsigned lin = blockIdx.x * blockDim.x + threadIdx.x;
  const unsigned v = (unsigned)in[lin];
  if (@cond@) @p@_child<<<2, @CB@>>>(out + (size_t)lin * @W@, @salt@u + lin);
}
@launch@''',
                      p=p, cond=self.cond, CB=CB, W=W, salt=self.salt,
                      launch=self.launch_def())
            cond = self.cond
        ref = T('''for (unsigned lin = 0; lin < @N@u; ++lin) {
  const unsigned v = (unsigned)In[lin];
  if (!(@cond@)) continue;
  const uint32_t s = @salt@u + lin;
  for (unsigned b = 0; b < 2u; ++b)
    for (unsigned t = 0; t < @CB@u; ++t)
      Ref[(size_t)lin * @W@ + b * @CB@u + t] = @one@;
}''', N=P, cond=cond, salt=self.salt, CB=CB, W=W,
                one=T(one, p=p, CB=CB)[0])
        return com, kern, self.runner(P * W, ref)


# --------------------------------------------------------------------------
# The unrolled-loop class (aa1cde1: launches in fully unrolled loops are
# analyzable; clang's dim3 temporaries are shared by the unrolled launches,
# each launch writing them between its own lifetime markers, and before
# aa1cde1 every such launch was left as written, into
# cudaStreamFireAndForget as a V1 launch that never runs): every parent
# thread launches a child in each trip of a `#pragma unroll` loop with a
# compile-time trip count of 2 to 8, or of two nested ones (2x3, 3x2, 2x2,
# 2x4), always or under a condition that differs per thread and per trip,
# with scalar arguments and sometimes a by-value struct built in each trip,
# the grid and block dimensions each constant, a function of the trip
# (constant once unrolled) or of the thread, written inside <<<>>> (clang's
# temporaries) or as named dim3 locals of the trip, into the NULL stream,
# cudaStreamFireAndForget or cudaStreamTailLaunch (named-stream cases: the
# build without DPAgg fails them, by design). Each launch's result is
# stored (cudaGetLastError()) in the first word of its trip's region, every
# child thread writes a hash of its geometry, its trip and its arguments
# into its own word of the region.
# Off by default: at the plugin of this commit (aa1cde1 and a9e7c5f were
# reverted) such launches into the named streams stay V1 launches that never
# run, and fail in the DPAgg builds as in the base build. With a9e7c5f's
# plugin, seed 8129 (UNROLLED=0.5, 4 files of 80) hung 3 of 4 programs at
# block and warp scope (test/GPU/results/2026-11-25-h100-cdp-fuzz-unrolled-8129.md):
# The cause (test/GPU/results/2026-11-25-h100-tail-launch-hang.md): a block
# whose threads each make several launches into cudaStreamTailLaunch hangs
# under CUDA itself (nvcc too). Before turning the class on: one tail launch
# per thread.
UNROLLED_DEFAULT = 0.0     # fraction of cases (--unrolled)
UNROLLED_BLOCKS = [(32, 1, 1), (17, 1, 1), (48, 1, 1), (64, 1, 1), (8, 4, 1),
                   (5, 7, 1), (4, 4, 2), (2, 3, 5), (16, 2, 2), (1, 1, 1)]


class Unrolled(SideCase):
    """A case of the unrolled-loop class; code() gives (common, kernels,
    host) like Case.code()."""

    def __init__(self, cid, side):
        r = self.start(cid, side)
        if r.random() < 0.3:
            self.trips = r.choice([(2, 3), (2, 3), (3, 2), (2, 2), (2, 4)])
        else:
            self.trips = (r.randint(2, 8),)
        self.nl = 1
        for t in self.trips:
            self.nl *= t
        # `#pragma unroll` or `#pragma unroll N` (N the trip count).
        self.count = r.random() < 0.3
        self.cond = r.choice(['all', 'all', 'bits', 'tl', 'hash'])
        self.stream = r.choice(['null', 'null', 'faf', 'tail'])
        self.named = self.stream != 'null'
        self.cfg = r.choice(['inline', 'locals'])
        # Grid dimensions (product at most 4) and block dimensions, each a
        # constant, a function of the trip j or of the parent's value v.
        self.shape_kind = r.choice(['const', 'iter', 'iter', 'thread', 'mixed'])
        gmax = r.choice([(1, 1, 1), (2, 1, 1), (3, 1, 1), (2, 2, 1),
                         (1, 2, 2), (4, 1, 1)])
        bmax = r.choice(UNROLLED_BLOCKS)
        self.gdims = [self.dim(m, 'g{}'.format(d)) for d, m in enumerate(gmax)]
        self.bdims = [self.dim(m, 'b{}'.format(d)) for d, m in enumerate(bmax)]
        gm = [d[1] for d in self.gdims]
        bm = [d[1] for d in self.bdims]
        self.W = 1 + gm[0] * gm[1] * gm[2] * bm[0] * bm[1] * bm[2]
        # Arguments after the output pointer and the trip: 1 to 3 scalars
        # and maybe a struct of 8 to 64 bytes built in each trip.
        self.scalars = [r.choice(['unsigned', 'int', 'float', 'long long',
                                  'double', 'char', 'short'])
                        for _ in range(r.randint(1, 3))]
        self.struct = None
        if r.random() < 0.4:
            while True:
                fields = [r.choice(list(SCALARS))
                          for _ in range(r.randint(1, 9))]
                if 8 <= struct_size(fields) <= 64:
                    break
            self.struct = fields
        # Parent: 1-D blocks; at most 240 tail launches per grid, 4096
        # launches and 2^21 output words per case.
        pb = r.choice([17, 32, 48, 64, 100, 128, 256])
        pg = r.choice([1, 1, 2, 3])
        while True:
            P = pb * pg
            ok = (P * self.nl <= MAX_LAUNCHES and
                  P * self.nl * self.W <= MAX_OUT_WORDS and
                  (self.stream != 'tail' or P * self.nl <= MAX_TAIL_PER_GRID))
            if ok:
                break
            if pg > 1:
                pg -= 1
            else:
                pb = max(1, pb // 2 - 1)
        self.set_parent(pg, pb)
        self.pattern = 'unrolled-{}-{}-{}-{}-{}{}{}'.format(
            'x'.join(str(t) for t in self.trips), self.cond, self.shape_kind,
            self.cfg, self.stream, '-byval' if self.struct else '',
            '-count' if self.count else '')

    def dim(self, m, name):
        """(expression in j and v, maximum) of one launch dimension whose
        maximum is m."""
        r, k = self.r, self.shape_kind
        if m == 1:
            return '1u', 1
        kind = k if k != 'mixed' else r.choice(['const', 'iter', 'thread'])
        if kind == 'const':
            c = r.randint(1, m)
            return '{}u'.format(c), c
        if kind == 'iter':
            # A different value per trip, constant in each unrolled copy.
            a = r.randint(1, 5)
            return '(1u + ((unsigned)j * {}u + {}u) % {}u)'.format(
                a, r.randint(0, m - 1), m), m
        return '(1u + (v >> {}) % {}u)'.format(r.randint(0, 20), m), m

    def code(self):
        p, P, W, NL = self.p, self.P, self.W, self.nl
        com = self.head('unrolled loops', tag=self.named_tag(), decl=False)
        if self.struct:
            com.append('struct {}_S {{ {} }}; // {} bytes'.format(p, ' '.join(
                '{} f{};'.format(t, j) for j, t in enumerate(self.struct)),
                struct_size(self.struct)))
        com.append(self.launch_decl())
        # The trip's arguments: the same statements on both sides.
        args, pre, hvs, params = [], [], [], []
        for n, t in enumerate(self.scalars):
            e = '(v ^ {}u) + (unsigned)j * {}u'.format(
                (self.salt + 977 * n) & M32, 2 * n + 3)
            expr = ('(unsigned)({})'.format(e) if t == 'unsigned'
                    else SCALARS[t][2].format(e=e))
            pre.append('const {} a{} = {};'.format(t, n, expr))
            args.append('a{}'.format(n))
            params.append('{} a{}'.format(t, n))
            hvs.append('hv(a{})'.format(n))
        if self.struct:
            pre.append('{}_S s;'.format(p))
            for f, t in enumerate(self.struct):
                e = '(v * {}u) ^ ((unsigned)j << {}) ^ {}u'.format(
                    2 * f + 5, f % 7, f)
                pre.append('s.f{} = {};'.format(f, SCALARS[t][2].format(e=e)))
            args.append('s')
            params.append('{}_S s'.format(p))
            hvs += ['hv(s.f{})'.format(f) for f in range(len(self.struct))]
        cond = {'all': None,
                'bits': '((v >> ((unsigned)j % 13u)) & 3u) != 0u',
                'tl': '(tl + (unsigned)j) % 3u != 0u',
                'hash': 'hash(v, (unsigned)j, {}u) % 5u < 3u'.format(self.salt)}[
                    self.cond]
        gx = [d[0] for d in self.gdims]
        bx = [d[0] for d in self.bdims]
        region = '((size_t)lin * {}u + (unsigned)j) * {}u'.format(NL, W)
        if self.cfg == 'inline':
            cfgl = []
            cfg = 'dim3({}, {}, {}), dim3({}, {}, {})'.format(*gx, *bx)
        else:
            cfgl = ['const dim3 g({}, {}, {}), b({}, {}, {});'.format(*gx, *bx)]
            cfg = 'g, b'
        launch = cfgl + [
            '{}_child<<<{}, 0, {}>>>(out + {} + 1, j{});'.format(
                p, cfg, STREAMS[self.stream], region,
                ''.join(', ' + a for a in args)),
            'out[{}] = (uint32_t)cudaGetLastError();'.format(region)]
        body = pre + ([] if cond is None else ['if ({}) {{'.format(cond)]) + \
            ['  ' * (cond is not None) + x for x in launch] + \
            ([] if cond is None else ['}'])
        # The loops: j is the trip's index over all of them.
        loops, close = [], []
        names = ['i', 'k']
        for d, t in enumerate(self.trips):
            ind = '  ' * d
            loops.append(ind + ('#pragma unroll {}'.format(t) if self.count
                                else '#pragma unroll'))
            loops.append(ind + 'for (int {0} = 0; {0} < {1}; ++{0}) {{'.format(
                names[d], t))
            close.insert(0, ind + '}')
        ind = '  ' * len(self.trips)
        jexpr = 'i' if len(self.trips) == 1 else 'i * {} + k'.format(
            self.trips[1])
        loop_body = [ind + 'const int j = {};'.format(jexpr)] + \
            [ind + x for x in body]
        hashv = ('hash({}u, tx, ty, tz, bx, by, bz, bdx, bdy, bdz, gdx, gdy, '
                 'gdz, hv(j){})'.format(self.salt, ''.join(', ' + h for h in hvs)))
        kern = ['__global__ void {}_child(uint32_t *o, int j{}) {{'.format(
                    p, ''.join(', ' + x for x in params)),
                '  DEV_GEO LIN_IDX',
                '  o[lin] = {};'.format(hashv),
                '}']
        kern += self.parent_open(tl=True) + ['  (void)tl;']
        kern += ['  ' + x for x in loops + loop_body + close]
        kern += ['}', self.launch_def()]
        # The reference: the same trips in order, each simulated launch
        # writing its region; a trip whose condition fails writes nothing.
        ref = [self.ref_loop(),
               '  const unsigned v = (unsigned)In[lin], tl = lin % {}u;'.format(
                   self.pblock[0]),
               '  (void)tl;']
        for d, t in enumerate(self.trips):
            ref.append('  ' + '  ' * d + 'for (int {0} = 0; {0} < {1}; ++{0}) {{'.format(
                names[d], t))
        hbody = pre + ([] if cond is None else ['if (!({})) continue;'.format(cond)])
        hbody += ['Ref[{}] = 0u;'.format(region),
                  'uint32_t *o = Ref.data() + {} + 1;'.format(region),
                  'forGrid(dim3({}, {}, {}), dim3({}, {}, {}), [&](const Geo &q) {{'.format(
                      *gx, *bx),
                  '  HOST_GEO(q) LIN_IDX',
                  '  o[lin] = {};'.format(hashv),
                  '});']
        ref += ['  ' + ind + 'const int j = {};'.format(jexpr)]
        ref += ['  ' + ind + x for x in hbody]
        for d in reversed(range(len(self.trips))):
            ref.append('  ' + '  ' * d + '}')
        ref.append('}')
        return com, kern, self.runner(P * NL * W, ref)


# --------------------------------------------------------------------------
# Issue 21, items 20 and 24 (off by default, each from a stream of its own,
# so that the files of a seed are unchanged; --inline-ret, --own-streams).
# The inline-ret class (`inlineret-*`): every parent thread launches a child
# at a site every thread of its block reaches (block scope before issue 21)
# and then leaves through inline PTX `ret`: always, under a guard that
# differs per thread, or inside a __noinline__ function (which only returns
# from it). The threads that leave skip the word after their launch result.
# The own-streams class (`ownstream-*`): every parent thread creates 1 to 4
# streams (cudaStreamCreateWithFlags) in a private array, or picks one of two
# with a select, or the block shares 4 created by its first threads, and
# launches one or two children into s[(tl + k) % n]: groups of one, left as
# written where the pass sees the streams are the thread's own.
INLINE_RET_DEFAULT = 0.0   # fraction of cases (--inline-ret)
OWN_STREAMS_DEFAULT = 0.0  # fraction of cases (--own-streams)
# Issue 23, item 3 (off by default, a stream of its own; --own-stream-once):
# the own-stream-once class (`ownonce-*`): every parent thread creates 1 to
# 4 streams in a private array and makes ONE launch into s[(tl + k) % n] (or
# one of two picked by a select), always, under a per-thread condition, or
# after an early return of some threads; the creations' and destructions'
# return codes are stored, the error state is never read (a read would make
# the launch observed): the pass sends such a launch to
# cudaStreamFireAndForget and aggregates it (Plan.cpp, privateStreamLaunch).
OWN_STREAM_ONCE_DEFAULT = 0.0  # fraction of cases (--own-stream-once)


def _child_lines(p, salt, cb):
    hashv = ('hash({}u, tx, ty, tz, bx, by, bz, bdx, bdy, bdz, gdx, gdy, gdz, '
             'hv(a))'.format(salt))
    dev = ['__global__ void {}_child(uint32_t *o, unsigned a) {{'.format(p),
           '  DEV_GEO LIN_IDX',
           '  o[lin] = {};'.format(hashv),
           '}']
    host = ['forGrid(dim3(G), dim3({}), [&](const Geo &q) {{'.format(cb),
            '  HOST_GEO(q) LIN_IDX',
            '  o[lin] = {};'.format(hashv),
            '});']
    return dev, host


class OwnStreamOnce(SideCase):
    """A case of the own-stream-once class; code() like Case.code()."""

    def __init__(self, cid, side):
        r = self.start(cid, side)
        self.how = r.choice(['private', 'private', 'select'])
        self.ns = 2 if self.how == 'select' else r.randint(1, 4)
        self.k = r.randint(0, 3)
        self.guard = r.choice(['always', 'always', 'cond', 'early'])
        self.cb = r.choice([1, 17, 32, 64])
        self.gmax = r.choice([1, 2, 3])
        self.W = 1 + self.gmax * self.cb
        pb = r.choice([32, 48, 64, 128])
        pg = r.choice([1, 2, 4, 8])
        self.set_parent(halve_grid(pg, pb, 1), pb)
        self.pattern = 'ownonce-{}-{}s-{}-{}x{}'.format(
            self.how, self.ns, self.guard, self.gmax, self.cb)

    def launches(self, v):
        """The condition (C++, of v and lin) under which a thread launches."""
        return {'always': 'true', 'cond': '(v & 4u) != 0u',
                'early': 'lin % 3u != 1u'}[self.guard]

    def code(self):
        p, ns = self.p, self.ns
        dev_child, host_child = _child_lines(p, self.salt, self.cb)
        kern = dev_child + self.parent_open(tl=True) + self.base_lines()
        if self.guard == 'early':
            kern += ['  if (lin % 3u == 1u) return;']
        kern += ['  int e = 0;',
                 '  cudaStream_t s[{}];'.format(ns),
                 '  for (int i = 0; i < {}; ++i) e |= (int)cudaStreamCreateWithFlags('
                 '&s[i], cudaStreamNonBlocking);'.format(ns)]
        stream = ('(v & 1u) ? s[0] : s[1]' if self.how == 'select'
                  else 's[(tl + {}u) % {}u]'.format(self.k, ns))
        launch = '{}_child<<<1u + (v >> 3) % {}u, {}, 0, {}>>>(out + base + 1u, v);'.format(
            p, self.gmax, self.cb, stream)
        if self.guard == 'cond':
            kern += ['  if ((v & 4u) != 0u)', '    ' + launch]
        else:
            kern += ['  ' + launch]
        kern += ['  for (int i = 0; i < {}; ++i) e |= (int)cudaStreamDestroy(s[i]);'.format(ns),
                 '  out[base] = (uint32_t)e;',
                 '}',
                 self.launch_def()]
        ref = [self.ref_loop(), '  const unsigned v = (unsigned)In[lin];']
        ref += self.base_lines()
        if self.guard == 'early':
            ref += ['  if (lin % 3u == 1u) continue;']
        ref += ['  Ref[base] = 0u;',
                '  if (!({})) continue;'.format(self.launches('v')),
                '  {',
                '    const unsigned G = 1u + (v >> 3) % {}u, a = v;'.format(self.gmax),
                '    uint32_t *o = Ref.data() + base + 1u;']
        ref += ['    ' + x for x in host_child]
        ref += ['  }', '}']
        return self.head(), kern, self.runner(self.P * self.W, ref)


class LeaveCase(SideCase):
    """What InlineRet and AsmWaits share: every parent thread launches one
    child (_child_lines) of 1 to gmax blocks and stores the launch's result
    in the first of its W words, then a hash of v in the second, which the
    threads that leave after the launch skip. parent() writes the parent
    kernel."""

    def draw_child(self, r):
        """Draws the child's block (cb) and most blocks (gmax); sets W."""
        self.cb = r.choice([1, 17, 32, 48, 64])
        self.gmax = r.choice([1, 2, 3])
        self.W = 2 + self.gmax * self.cb

    def code(self):
        p, W = self.p, self.W
        dev_child, host_child = _child_lines(p, self.salt, self.cb)
        grid = '(1u + v % {}u)'.format(self.gmax)
        leave = '((v >> {}) & 1u)'.format(self.shift)
        after = 'out[(size_t)lin * {}u + 1u] = hash(v, {}u);'.format(
            W, self.salt)
        launch = ['  {}_child<<<{}, {}>>>(out + (size_t)lin * {}u + 2u, v);'.format(
                      p, grid, self.cb, W),
                  '  out[(size_t)lin * {}u] = (uint32_t)cudaGetLastError();'.format(W)]
        parent, skip = self.parent(launch, leave, after)
        kern = dev_child + parent + ['}', self.launch_def()]
        ref = [self.ref_loop(),
               '  const unsigned v = (unsigned)In[lin];',
               '  const unsigned G = {}, a = v;'.format(grid),
               '  Ref[(size_t)lin * {}u] = 0u;'.format(W),
               '  if (!({}))'.format(skip),
               '    Ref[(size_t)lin * {}u + 1u] = hash(v, {}u);'.format(
                   W, self.salt),
               '  uint32_t *o = Ref.data() + (size_t)lin * {}u + 2u;'.format(W)]
        ref += ['  ' + x for x in host_child] + ['}']
        return self.head(), kern, self.runner(self.P * W, ref)


class InlineRet(LeaveCase):
    """A case of the inline-ret class; code() like Case.code()."""

    def __init__(self, cid, side):
        r = self.start(cid, side)
        self.how = r.choice(['plain', 'guarded', 'guarded', 'callee'])
        self.draw_child(r)
        pb = r.choice([17, 32, 64, 100, 128, 256])
        pg = r.choice([1, 2, 4, 8])
        while pg * pb > MAX_LAUNCHES or pg * pb * self.W > MAX_OUT_WORDS:
            pg = max(1, pg // 2) if pg > 1 else pg
            pb = pb if pg * pb <= MAX_LAUNCHES else pb // 2
        self.set_parent(pg, pb)
        self.shift = r.randint(0, 20)
        self.pattern = 'inlineret-{}-{}x{}'.format(self.how, self.gmax, self.cb)

    def parent(self, launch, leave, after):
        """The parent kernel (after its callee) but its closing brace, and
        the host's condition for the threads that skip `after`."""
        p = self.p
        ret = ('  asm volatile("{{\\n\\t.reg .pred p;\\n\\t'
               'setp.ne.u32 p, %0, 0;\\n\\t@p ret;\\n\\t}}" '
               ':: "r"({}) : "memory");'.format(leave))
        kern = []
        if self.how == 'callee':
            kern += ['__device__ __noinline__ void {}_tail(uint32_t *out, '
                     'unsigned lin, unsigned v) {{'.format(p),
                     ret, '  ' + after, '}']
        kern += self.parent_open() + launch
        if self.how == 'plain':
            kern += ['  asm volatile("ret;" ::: "memory");', '  ' + after]
        elif self.how == 'guarded':
            kern += [ret, '  ' + after]
        else:
            kern += ['  {}_tail(out, lin, v);'.format(p)]
        return kern, {'plain': 'true', 'guarded': leave, 'callee': leave}[self.how]


# The asm-waits class (`asmwait-*`, --asm-waits, off by default, a stream of
# its own; red team rt-slots): parents whose threads wait for part of the
# block, or leave, where the IR shows no branch. Every thread launches at a
# site all threads of its block reach; warp 1 then waits before its launch
# for warp 0's arrival after its own: a named barrier with per-warp id and
# count (named-count, __barrier_sync_count), barrier 1 of 64 threads with
# constant operands in blocks of 2 to 8 warps (named-uniform: arrivals pair
# up in any order), inline `bar.sync %0, %1` (asm-operands), guarded inline
# `bar.sync`/`bar.arrive` (asm-guarded) or `bar.warp.sync` between lanes 0
# and 1 (asm-warpsync); or threads leave through `.loc 1 1 1 ret;` under a
# per-thread guard (loc-ret). As written each terminates; block scope hung.
ASM_WAITS_DEFAULT = 0.0    # fraction of cases (--asm-waits)


class AsmWaits(LeaveCase):
    """A case of the asm-waits class; code() like Case.code()."""
    KINDS = ['named-count', 'named-uniform', 'asm-operands', 'asm-guarded',
             'asm-warpsync', 'loc-ret']

    def __init__(self, cid, side):
        r = self.start(cid, side)
        self.how = r.choice(self.KINDS)
        self.draw_child(r)
        pb = 32 * r.randint(2, 8)
        pg = r.choice([1, 2, 4, 8])
        while pg > 1 and (pg * pb > MAX_LAUNCHES or
                          pg * pb * self.W > MAX_OUT_WORDS):
            pg //= 2
        while pb > 64 and (pg * pb > MAX_LAUNCHES or
                           pg * pb * self.W > MAX_OUT_WORDS):
            pb -= 32
        self.set_parent(pg, pb)
        self.shift = r.randint(0, 20)
        self.pattern = 'asmwait-{}-{}x{}'.format(self.how, self.gmax, self.cb)

    def waits(self):
        """The statements before and after the launch."""
        guard = ('asm volatile("{{ .reg .pred q; setp.eq.u32 q, %0, {}; '
                 '@q {}; }}" :: "r"({}) : "memory");')
        ops = ('asm volatile("bar.sync %0, %1;" :: "r"(w == {0} ? 1u : 2u + '
               'w), "r"(w == {0} ? 64u : 32u) : "memory");')
        cnt = '__barrier_sync_count(w == {0} ? 1u : 2u + w, w == {0} ? 64u : 32u);'
        return {
            'named-count': (cnt.format(1), cnt.format(0)),
            'named-uniform': ('__barrier_sync_count(1u, 64u);',) * 2,
            'asm-operands': (ops.format(1), ops.format(0)),
            'asm-guarded': (guard.format(1, 'bar.sync 1, 64', 'w'),
                            guard.format(0, 'bar.arrive 1, 64', 'w')),
            'asm-warpsync': (guard.format(0, 'bar.warp.sync 3', 'l'),
                             guard.format(1, 'bar.warp.sync 3', 'l')),
            'loc-ret': ('', ''),
        }[self.how]

    def parent(self, launch, leave, after):
        """The parent kernel but its closing brace, and the host's condition
        for the threads that skip `after`."""
        before_w, after_w = self.waits()
        kern = self.parent_open()
        kern += ['  const unsigned w = threadIdx.x / 32u, l = threadIdx.x % 32u;',
                 '  (void)w; (void)l;',
                 '  ' + before_w]
        kern += launch + ['  ' + after_w]
        if self.how == 'loc-ret':
            kern += ['  asm volatile("{{\\n\\t.reg .pred p;\\n\\t'
                     'setp.ne.u32 p, %0, 0;\\n\\t.loc 1 1 1 @p ret;\\n\\t}}" '
                     ':: "r"({}) : "memory");'.format(leave)]
        kern += ['  ' + after]
        return kern, leave if self.how == 'loc-ret' else 'false'


class OwnStreams(SideCase):
    """A case of the own-streams class; code() like Case.code()."""

    def __init__(self, cid, side):
        r = self.start(cid, side)
        self.how = r.choice(['private', 'private', 'select', 'shared'])
        self.ns = 2 if self.how == 'select' else r.randint(1, 4)
        self.nl = r.choice([1, 2])
        self.cb = r.choice([1, 17, 32, 64])
        self.gmax = r.choice([1, 2])
        self.W = self.nl * (1 + self.gmax * self.cb)
        pb = r.choice([32, 48, 64, 128])
        pg = r.choice([1, 2, 4])
        while pg * pb * self.nl > MAX_LAUNCHES // 2:
            pg = max(1, pg // 2) if pg > 1 else pg
            pb = pb if pg * pb * self.nl <= MAX_LAUNCHES // 2 else pb // 2
        self.set_parent(pg, pb)
        self.pattern = 'ownstream-{}-{}s-{}l-{}x{}'.format(
            self.how, self.ns, self.nl, self.gmax, self.cb)

    def code(self):
        p, W, ns = self.p, self.W, self.ns
        dev_child, host_child = _child_lines(p, self.salt, self.cb)
        kern = dev_child + self.parent_open(tl=True)
        if self.how == 'shared':
            kern += ['  __shared__ cudaStream_t s[{}];'.format(ns),
                     '  if (tl < {}u) cudaStreamCreateWithFlags(&s[tl], '
                     'cudaStreamNonBlocking);'.format(ns),
                     '  __syncthreads();']
        else:
            kern += ['  cudaStream_t s[{}];'.format(ns),
                     '  for (int i = 0; i < {}; ++i) cudaStreamCreateWithFlags('
                     '&s[i], cudaStreamNonBlocking);'.format(ns)]
        for k in range(self.nl):
            base = '(size_t)lin * {}u + {}u'.format(W, k * (1 + self.gmax * self.cb))
            stream = ('(v & {}u) ? s[0] : s[1]'.format(1 << k)
                      if self.how == 'select' else 's[(tl + {}u) % {}u]'.format(k, ns))
            kern += ['  {}_child<<<1u + (v >> {}) % {}u, {}, 0, {}>>>(out + {} + 1u, v + {}u);'.format(
                         p, 3 * k, self.gmax, self.cb, stream, base, k),
                     '  out[{}] = (uint32_t)cudaGetLastError();'.format(base)]
        if self.how == 'shared':
            kern += ['  __syncthreads();',
                     '  if (tl < {}u) cudaStreamDestroy(s[tl]);'.format(ns)]
        else:
            kern += ['  for (int i = 0; i < {}; ++i) cudaStreamDestroy(s[i]);'.format(ns)]
        kern += ['}', self.launch_def()]
        ref = [self.ref_loop(), '  const unsigned v0 = (unsigned)In[lin];']
        for k in range(self.nl):
            base = '(size_t)lin * {}u + {}u'.format(W, k * (1 + self.gmax * self.cb))
            ref += ['  {',
                    '    const unsigned G = 1u + (v0 >> {}) % {}u, a = v0 + {}u;'.format(
                        3 * k, self.gmax, k),
                    '    Ref[{}] = 0u;'.format(base),
                    '    uint32_t *o = Ref.data() + {} + 1u;'.format(base),
                    ]
            ref += ['    ' + x for x in host_child]
            ref += ['  }']
        ref += ['}']
        return self.head(), kern, self.runner(self.P * W, ref)


# --------------------------------------------------------------------------
# The stress class (issue 21, item 16): a few hundred thousand launches per
# kernel through the default record pool, which fills and is reused many
# times within one kernel, several kernels and several computations per
# case, the shape of a LonestarGPU-style graph kernel (test/GPU/
# pool_pressure_mst.cu): every parent thread whose input passes a condition
# (5/8 to all of them, so that many warps launch from only some of their
# lanes) launches one block of 32 to 256 threads (per thread) with a
# by-value struct of 40 to 88 bytes and 2 to 4 scalars, into
# cudaStreamFireAndForget (where DPAgg's aggregates go for such sites
# anyway; the build without DPAgg fails these cases by design, [named-stream]:
# without it every child is its own launch, and through the NULL stream a
# kernel of this size took minutes on the H100). Thread 0 of each child
# writes a hash of its geometry, its round and its arguments into its
# parent's word; a parent that did not launch leaves its word poisoned.
# The file's pending-launch limit is raised to the largest kernel's
# launches (files without a stress case keep theirs).
# Off by default: at bb82e36 the MST test fails 1 process in 8 to 12 at
# every scope (test/GPU/results/2026-11-26-h100-pool-pressure-mst.md), so
# the class would fail every differential run until that is fixed.
STRESS_DEFAULT = 0.0       # fraction of cases (--stress)
STRESS_MAX_WORDS = 1 << 21  # output words per case: rounds x kernels x P


class Stress(SideCase):
    """A case of the stress class; code() gives (common, kernels, host) like
    Case.code()."""
    named = True

    def __init__(self, cid, side):
        r = self.start(cid, side)
        self.nk = r.randint(2, 3)         # parent kernels
        self.rounds = r.randint(2, 4)     # computations
        # Parent threads (256 a block): at most STRESS_MAX_WORDS words.
        blocks = r.choice([256, 512, 768, 1024])
        while self.rounds * self.nk * blocks * 256 > STRESS_MAX_WORDS:
            blocks -= 128
        self.set_parent(blocks, 256)
        self.kernels = []
        for k in range(self.nk):
            while True:
                fields = [r.choice(list(SCALARS))
                          for _ in range(r.randint(5, 12))]
                if 40 <= struct_size(fields) <= 88:
                    break
            self.kernels.append({
                'fields': fields,
                'nscalars': r.randint(2, 4),
                'density': r.randint(5, 8),   # eighths of the threads
                'shift': r.randint(0, 24),    # picks the block size
            })
        self.pending = self.P + 4096
        self.pattern = 'stress-{}k-{}r-{}'.format(
            self.nk, self.rounds, self.P)

    def launch_args(self, k, kd):
        """(statements, arguments) of kernel k's launch, in v, lin, round."""
        pre, args = [], []
        for n in range(kd['nscalars']):
            pre.append('const unsigned a{} = (v ^ {}u) * {}u + lin;'.format(
                n, (self.salt + 131 * k + 977 * n) & M32, 2 * n + 3))
            args.append('a{}'.format(n))
        pre.append('{}_S{} s;'.format(self.p, k))
        for f, t in enumerate(kd['fields']):
            e = '(v * {}u) ^ (round << {}) ^ {}u'.format(2 * f + 5, f % 7, f)
            pre.append('s.f{} = {};'.format(f, SCALARS[t][2].format(e=e)))
        args.append('s')
        return pre, args

    def code(self):
        p, P, nk, R = self.p, self.P, self.nk, self.rounds
        com = self.head('stress', tag=self.named_tag(), decl=False)
        kern, ref = [], []
        for k, kd in enumerate(self.kernels):
            com.append('struct {}_S{} {{ {} }}; // {} bytes'.format(
                p, k, ' '.join('{} f{};'.format(t, j)
                               for j, t in enumerate(kd['fields'])),
                struct_size(kd['fields'])))
            pre, args = self.launch_args(k, kd)
            params = ['unsigned a{}'.format(n) for n in range(kd['nscalars'])]
            hvs = ['hv(a{})'.format(n) for n in range(kd['nscalars'])] + \
                ['hv(s.f{})'.format(f) for f in range(len(kd['fields']))]
            cond = 'hash(v, {}u, round) % 8u < {}u'.format(
                (self.salt + k) & M32, kd['density'])
            bs = '32u * (1u + (v >> {}) % 8u)'.format(kd['shift'])
            hashv = ('hash({}u, round, lin, blockDim.x, gridDim.x, blockIdx.x{})'
                     .format((self.salt ^ (k << 8)) & M32,
                             ''.join(', ' + h for h in hvs)))
            kern += [
                '__global__ void {}_child{}(uint32_t *o, unsigned round, '
                'unsigned lin, {}, {}_S{} s) {{'.format(
                    p, k, ', '.join(params), p, k),
                '  if (threadIdx.x == 0)',
                '    *o = {};'.format(hashv),
                '}',
                '__global__ void {}_parent{}(const int *in, uint32_t *out, '
                'unsigned round) {{'.format(p, k),
                LIN,
                '  const unsigned v = (unsigned)in[lin] ^ (round * 0x9e3779b9u);',
                '  if (!({}))'.format(cond),
                '    return;']
            kern += ['  ' + x for x in pre]
            kern += ['  {}_child{}<<<1, {}, 0, cudaStreamFireAndForget>>>('
                     'out + lin, round, lin{});'.format(
                         p, k, bs, ''.join(', ' + a for a in args)),
                     '}']
            hashh = hashv.replace('blockDim.x', '(' + bs + ')').replace(
                'gridDim.x', '1u').replace('blockIdx.x', '0u')
            ref += ['for (unsigned round = 0; round < {}u; ++round)'.format(R),
                    '  for (unsigned lin = 0; lin < {}u; ++lin) {{'.format(P),
                    '    const unsigned v = (unsigned)In[lin] ^ '
                    '(round * 0x9e3779b9u);',
                    '    if (!({}))'.format(cond),
                    '      continue;']
            ref += ['    ' + x for x in pre]
            ref += ['    Ref[((size_t)round * {}u + {}u) * {}u + lin] = {};'
                    .format(nk, k, P, hashh),
                    '  }']
        com.append(self.launch_decl())
        body = ['void {}_launch(const int *in, uint32_t *out) {{'.format(p),
                '  for (unsigned round = 0; round < {}u; ++round) {{'.format(R)]
        for k in range(nk):
            body += ['    {}_parent{}<<<{}, 256>>>(in, out + ((size_t)round * '
                     '{}u + {}u) * {}u, round);'.format(
                         p, k, self.pgrid[0], nk, k, P),
                     '    cudaDeviceSynchronize();']
        body += ['  }', '}']
        kern += body
        return com, kern, self.runner(R * nk * P, ref)


# --------------------------------------------------------------------------
# Issue 21, items 21 to 23 (off by default, each from a stream of its own,
# so that the files of a seed are unchanged; --tail-child, --skew-mold,
# --heavy-regs).
#
# The tail-launching-children class (`tailchild-*`, item 22): every parent
# thread (under a condition) launches a child grid, into the NULL stream or
# cudaStreamFireAndForget, some of whose threads launch a small grandchild
# into cudaStreamTailLaunch: thread 0 of the grid, thread 0 of each block, or
# a divergent subset (child thread lin with (5 lin + parent) % m == 0), at
# most one tail launch per thread (several per thread hang under CUDA itself:
# README, "tail-launch hang"), at most 240 per child grid. The tail launch is
# written in the child (direct), in a __device__ helper the child calls
# (helper: inlined; noinline: __noinline__), or into a cudaStream_t
# parameter of the child that is cudaStreamTailLaunch at run time (param;
# paramhelper: forwarded to a __noinline__ helper). Each tail launch's
# cudaGetLastError() is stored; the grandchild writes a hash of its geometry
# and arguments and, some cases, of a word of its parent child grid written
# by another thread (a tail launch runs after the whole grid: the word is
# there). DPAgg refuses to aggregate the parents' launches
# (Refusal::ChildTailLaunch) and makes the children's launches V2; clang's
# own V1 launches into the named streams fail, so the base build fails these
# cases by design ([named-stream], as the unrolled class's).
TAIL_CHILD_DEFAULT = 0.0   # fraction of cases (--tail-child)
TAIL_CHILD_BLOCKS = [(1, 1, 1), (17, 1, 1), (32, 1, 1), (64, 1, 1),
                     (96, 1, 1), (128, 1, 1), (8, 4, 1), (5, 7, 1), (4, 4, 2)]


class TailChild(SideCase):
    """A case of the tail-launching-children class; code() like
    Case.code()."""
    named = True

    def __init__(self, cid, side):
        r = self.start(cid, side)
        self.salt2 = r.getrandbits(32)
        self.where = r.choice(['direct', 'direct', 'helper', 'noinline',
                               'param', 'paramhelper'])
        self.who = r.choice(['thread0', 'block0', 'subset'])
        self.m = r.choice([2, 3, 4, 7])
        self.pstream = r.choice(['null', 'null', 'faf'])
        while True:
            self.cblock = r.choice(TAIL_CHILD_BLOCKS)
            self.cg = r.choice([1, 1, 2, 3])
            self.ct = self.cg * self.cblock[0] * self.cblock[1] * self.cblock[2]
            if self.ct <= MAX_TAIL_PER_GRID:
                break
        self.gg = r.choice([1, 2])
        self.gb = r.choice([1, 7, 32, 64])
        self.reads = r.random() < 0.6
        self.cond = r.choice(['true', 'true', 'v % 3u != 0u'])
        # Tail launches per child grid (at most), the slots their results go
        # to, the words of one parent thread.
        self.tails, self.slots = {
            'thread0': (1, 1), 'block0': (self.cg, self.cg),
            'subset': ((self.ct + self.m - 1) // self.m, self.ct)}[self.who]
        self.gw = self.gg * self.gb
        self.W = 1 + self.ct + self.slots * (1 + self.gw)
        pb = r.choice([17, 32, 64, 100, 128, 256])
        pg = r.choice([1, 2, 4])
        self.set_parent(*fit_parent(pg, pb, 1 + self.tails, self.W))
        self.pattern = 'tailchild-{}-{}{}-{}-{}{}'.format(
            self.where, self.who,
            '{}'.format(self.m) if self.who == 'subset' else '',
            self.pstream, '{}x{}'.format(self.gg, self.gb),
            '-reads' if self.reads else '')

    def who_expr(self):
        return {'thread0': 'lin == 0u', 'block0': 'tl == 0u',
                'subset': '(lin * 5u + pl) % {}u == 0u'.format(self.m)}[self.who]

    def slot_expr(self):
        return {'thread0': '0u', 'block0': 'bl', 'subset': 'lin'}[self.who]

    def code(self):
        p, P, W, CT, GW = self.p, self.P, self.W, self.ct, self.gw
        com = self.head('tail-launching children', tag=self.named_tag())
        geo = 'tx, ty, tz, bx, by, bz, bdx, bdy, bdz, gdx, gdy, gdz'
        # The grandchild's word: cw is the child grid's words, read only in
        # a tail launch (after the grid ended).
        read = (', cw[(k + lin * 3u) % {}u]'.format(CT) if self.reads else '')
        gword = 'hash({}u, {}, a, k{})'.format(self.salt2, geo, read)
        cword = 'hash({}u, {}, a)'.format(self.salt, geo)
        param = self.where.startswith('param')
        sparam = ', cudaStream_t s' if param else ''
        stream = 's' if param else 'cudaStreamTailLaunch'
        bd = 'dim3({}, {}, {})'.format(*self.cblock)
        kern = ['__global__ void {}_grand(uint32_t *o, const uint32_t *cw, '
                'unsigned a, unsigned k) {{'.format(p),
                '  DEV_GEO LIN_IDX',
                '  (void)cw;',
                '  o[lin] = {};'.format(gword),
                '}']
        # q: the slot of this thread's tail launch (result, then the
        # grandchild's words); o: the child grid's words.
        launch = ['{}_grand<<<{}, {}, 0, {}>>>(q + 1, o, a, lin);'.format(
                      p, self.gg, self.gb, stream),
                  'q[0] = (uint32_t)cudaGetLastError();']
        if self.where in ('helper', 'noinline', 'paramhelper'):
            attr = '__forceinline__' if self.where == 'helper' else '__noinline__'
            kern += ['__device__ {} void {}_spawn(uint32_t *q, const uint32_t *o, '
                     'unsigned a, unsigned lin{}) {{'.format(attr, p, sparam)]
            kern += ['  ' + x for x in launch] + ['}']
            launch = ['{}_spawn(q, o, a, lin{});'.format(p, ', s' if param else '')]
        kern += ['__global__ void {}_child(uint32_t *o, unsigned a, unsigned pl{}) {{'.format(
                     p, sparam),
                 '  DEV_GEO LIN_IDX',
                 '  o[lin] = {};'.format(cword),
                 '  if ({}) {{'.format(self.who_expr()),
                 '    uint32_t *q = o + {}u + (size_t){} * {}u;'.format(
                     CT, self.slot_expr(), 1 + GW)]
        kern += ['    ' + x for x in launch] + ['  }', '}']
        pargs = ', cudaStreamTailLaunch' if param else ''
        kern += self.parent_open()
        kern += ['  if (!({})) return;'.format(self.cond),
                 '  {}_child<<<{}, {}, 0, {}>>>(out + (size_t)lin * {}u + 1u, v ^ {}u, lin{});'.format(
                     p, self.cg, bd, STREAMS[self.pstream], W, self.salt, pargs),
                 '  out[(size_t)lin * {}u] = (uint32_t)cudaGetLastError();'.format(W),
                 '}',
                 self.launch_def()]
        # The reference: the child grid's words first, then its tail
        # launches (after the grid).
        ref = ['for (unsigned pl = 0; pl < {}u; ++pl) {{'.format(P),
               '  const unsigned v = (unsigned)In[pl];',
               '  if (!({})) continue;'.format(self.cond),
               '  Ref[(size_t)pl * {}u] = 0u;'.format(W),
               '  uint32_t *o = Ref.data() + (size_t)pl * {}u + 1u;'.format(W),
               '  const uint32_t *cw = o;',
               '  const unsigned a = v ^ {}u;'.format(self.salt),
               '  forGrid(dim3({}), {}, [&](const Geo &g) {{'.format(self.cg, bd),
               '    HOST_GEO(g) LIN_IDX',
               '    o[lin] = {};'.format(cword),
               '  });',
               '  forGrid(dim3({}), {}, [&](const Geo &g) {{'.format(self.cg, bd),
               '    HOST_GEO(g) LIN_IDX',
               '    if (!({})) return;'.format(self.who_expr()),
               '    uint32_t *q = o + {}u + (size_t){} * {}u;'.format(
                   CT, self.slot_expr(), 1 + GW),
               '    q[0] = 0u;',
               '    const unsigned k = lin;',
               '    forGrid(dim3({}), dim3({}), [&](const Geo &g2) {{'.format(
                   self.gg, self.gb),
               '      HOST_GEO(g2) LIN_IDX',
               '      q[1 + lin] = {};'.format(gword),
               '    });',
               '  });',
               '}']
        return com, kern, self.runner(P * W, ref)


# The skewed-moldable-children class (`skewmold-*`, item 23): parents of
# 1,024 to 4,096 threads, each launching a moldable child (no barrier, no
# warp operation, no launch: see moldBlocker) of many logical blocks of 4 to
# 32 threads, so that every parent block's aggregate is cut on an H100 (more
# than 4 times a bound on the resident blocks, with 10% room: the molded
# clone of -dpagg-moldable=auto), where every k-th logical block (k = 2, 8,
# 32, 64 or a random 3 to 97) of each child grid runs 10 to 50 times the
# steps of the others. Thread 0 of each logical block adds 1 to the block's
# visit word (poisoned 0xFFFFFFFF, so exactly one visit leaves 0); every
# thread below the child's length writes a hash of its logical geometry, its
# argument and its work; the threads past the length return at once.
SKEW_MOLD_DEFAULT = 0.0    # fraction of cases (--skew-mold)
SKEW_MOLD_SHAPES = [(4, 1, 1), (8, 1, 1), (12, 1, 1), (16, 1, 1), (32, 1, 1),
                    (4, 2, 1), (8, 4, 1), (2, 2, 2), (4, 4, 1)]
MAX_SKEW_STEPS = 300_000_000  # the host reference's work steps per case


class SkewMold(MoldCase):
    """A case of the skewed-moldable-children class; code() like
    Mold.code()."""

    def __init__(self, cid, side):
        r = self.start(cid, side)
        kk = r.choice([2, 8, 32, 64, 'rand'])
        self.k = r.randint(3, 97) if kk == 'rand' else kk
        self.light = r.choice([4, 8, 16])
        self.ratio = r.choice([10, 20, 50])
        self.shapes = r.sample(SKEW_MOLD_SHAPES, r.randint(1, 3))
        self.dims = r.choice(['1d', '1d', '2d'])
        self.off = r.choice([0, 16])          # 1 in `off` parents launch none
        # uniform: every child grid has the same number of blocks, a
        # multiple of k, so that the heavy blocks of a parent block's
        # aggregate come exactly every k (issue 21's pattern).
        self.uniform = r.random() < 0.4
        if self.uniform:
            self.dims = '1d'
        pb = r.choice([256, 512, 1024])
        pg = 4096 // pb if r.random() < 0.5 else 2048 // pb
        self.set_parent(pg, pb)
        self.nb_span = 1 if self.uniform else r.randint(1, 40)
        # From the most resident blocks there can be (132 SMs x 32), so
        # that few rounds of fits() raise it.
        self.nb_lo = max(1, 4 * H100_SMS * 32 * 11 // 10 // pb -
                         self.nb_span // 2)
        if self.uniform:
            self.nb_lo = (self.nb_lo + self.k - 1) // self.k * self.k
        self.fit_plan(400, 'skew-mold')
        self.pattern = 'skewmold-k{}-x{}-{}-{}shapes-{}-{}x{}'.format(
            self.k, self.ratio, self.dims, len(self.shapes),
            'uniform' if self.uniform else 'span', self.pgrid[0], pb)

    @property
    def heavy(self):
        return self.light * self.ratio

    def plan(self, lin):
        """(on, grid, block, len) of parent thread lin, as @p@_plan."""
        h = py_hash(lin, self.salt, 0x736b)
        h2 = py_hash(lin, self.salt, 0x736c)
        on = self.off == 0 or h % self.off != 0
        nb = self.nb_lo + (h >> 8) % self.nb_span
        if self.dims == '1d':
            g = (nb, 1, 1)
        else:
            gy = 1 + (h2 >> 4) % 4
            g = ((nb + gy - 1) // gy, gy, 1)
        b = self.shapes[(h2 >> 12) % len(self.shapes)]
        t = b[0] * b[1] * b[2]
        n = g[0] * g[1] * g[2] * t - (h2 >> 20) % t
        return on, g, b, n

    def fits(self):
        """True if every parent block's aggregate is cut (see Mold.fits),
        the output fits and the reference's work is bounded; otherwise
        adjusts the plan and returns False."""
        words, steps, pb = self.P, 0, self.pblock[0]
        for blk in range(self.pgrid[0]):
            blocks, mx = 0, [1, 1, 1]
            for lin in range(blk * pb, (blk + 1) * pb):
                on, g, b, n = self.plan(lin)
                if not on:
                    continue
                nb, t = g[0] * g[1] * g[2], b[0] * b[1] * b[2]
                blocks += nb
                words += nb * t + nb
                nheavy = (nb + self.k - 1) // self.k
                steps += t * (nheavy * self.heavy + (nb - nheavy) * self.light)
                mx = [max(mx[d], b[d]) for d in range(3)]
            if not mold_cut(blocks, mx):
                self.nb_lo += (self.k if self.uniform else
                               max(1, self.nb_lo // 16))
                return False
        if words > MAX_MOLD_WORDS:
            self.shrink_output((4, 1, 1))
            return False
        if steps > MAX_SKEW_STEPS:
            if self.ratio > 10:
                self.ratio -= 10
            elif self.light > 4:
                self.light //= 2
            elif self.pgrid[0] > 1:
                self.set_parent(self.pgrid[0] - 1, pb)
            return False
        self.words = words
        return True

    def code(self):
        p, pb = self.p, self.pblock[0]
        com = self.head('skewed moldable children', decl=False)
        grid = ('q.g[0] = nb; q.g[1] = 1u;' if self.dims == '1d' else
                'q.g[1] = 1u + (h2 >> 4) % 4u; q.g[0] = (nb + q.g[1] - 1u) / q.g[1];')
        com += T('''struct @p@_Plan { unsigned g[3], b[3], n; bool on; };
__host__ __device__ inline @p@_Plan @p@_plan(unsigned lin) {
  static constexpr unsigned Shapes[@ns@][3] = {@sx@};
  const uint32_t h = hash(lin, @salt@u, 0x736bu), h2 = hash(lin, @salt@u, 0x736cu);
  @p@_Plan q;
  q.on = @on@;
  const unsigned nb = @lo@u + (h >> 8) % @span@u;
  @grid@
  q.g[2] = 1u;
  const unsigned k = (h2 >> 12) % @ns@u;
  q.b[0] = Shapes[k][0]; q.b[1] = Shapes[k][1]; q.b[2] = Shapes[k][2];
  const unsigned t = q.b[0] * q.b[1] * q.b[2];
  q.n = q.g[0] * q.g[1] * q.g[2] * t - (h2 >> 20) % t;
  return q;
}
// Every @K@th logical block of a child grid is heavy.
__host__ __device__ inline uint32_t @p@_work(uint32_t X, unsigned bl) {
  const unsigned Steps = bl % @K@u == 0u ? @H@u : @L@u;
  for (unsigned S = 0; S < Steps; ++S) X = X * 1664525u + 1013904223u;
  return X;
}
void @p@_launch(const int *in, uint32_t *out, const unsigned long long *off);''',
                 p=p, **self.plan_names(), grid=grid, K=self.k,
                 H=self.heavy, L=self.light)
        word = ('hash(@p@_work(a + lin, bl), tx, ty, tz, bx, by, bz, bdx, bdy, '
                'bdz, gdx, gdy, gdz, a, n)')
        kern = T('''// No barrier, no warp operation, no launch: moldable.
__global__ void @p@_child(uint32_t *o, uint32_t *vis, unsigned a, unsigned n) {
  DEV_GEO LIN_IDX
  if (tl == 0u) atomicAdd(&vis[bl], 1u);
  if (lin >= n) return;
  o[lin] = @word@;
}
__global__ void @p@_parent(const int *in, uint32_t *out, const unsigned long long *off) {
  const size_t lin = (size_t)blockIdx.x * blockDim.x + threadIdx.x;
  const @p@_Plan q = @p@_plan((unsigned)lin);
  if (!q.on) return;
  const unsigned a = (unsigned)in[lin];
  uint32_t *o = out + off[lin];
  const size_t words = (size_t)q.g[0] * q.g[1] * q.g[2] * q.b[0] * q.b[1] * q.b[2];
  @p@_child<<<dim3(q.g[0], q.g[1], q.g[2]), dim3(q.b[0], q.b[1], q.b[2])>>>(o, o + words, a, q.n);
  out[lin] = (uint32_t)cudaGetLastError();
}
void @p@_launch(const int *in, uint32_t *out, const unsigned long long *off) { @p@_parent<<<@PG@, @PB@>>>(in, out, off); }''',
                 p=p, word=T(word, p=p)[0], PG=self.pgrid[0], PB=pb)
        host = self.off_runner('''  // Per parent thread: its child's words, then one visit word per logical block.
  std::vector<unsigned long long> Off(@P@ + 1);
  Off[0] = @P@;
  for (unsigned lin = 0; lin < @P@u; ++lin) {
    const @p@_Plan q = @p@_plan(lin);
    const unsigned long long nb = (unsigned long long)q.g[0] * q.g[1] * q.g[2];
    Off[lin + 1] = Off[lin] + (q.on ? nb * q.b[0] * q.b[1] * q.b[2] + nb : 0ull);
  }
  std::vector<uint32_t> Ref(Off[@P@], 0xffffffffu);
  for (unsigned pl = 0; pl < @P@u; ++pl) {
    const @p@_Plan q = @p@_plan(pl);
    if (!q.on) continue;
    Ref[pl] = 0u;
    const unsigned a = (unsigned)In[pl], n = q.n;
    uint32_t *o = Ref.data() + Off[pl];
    uint32_t *vis = o + (size_t)q.g[0] * q.g[1] * q.g[2] * q.b[0] * q.b[1] * q.b[2];
    forGrid(dim3(q.g[0], q.g[1], q.g[2]), dim3(q.b[0], q.b[1], q.b[2]), [&](const Geo &g) {
      HOST_GEO(g) LIN_IDX
      if (tl == 0u) vis[bl] = 0u; // 0xFFFFFFFF + exactly one visit
      if (lin >= n) return;
      o[lin] = @word@;
    });
  }''', word=T(word, p=p)[0])
        return com, kern, host


# The heavy-registers class (`heavyregs-*`, item 21): a parent, a child or
# both keep 16 to 64 uint32 values live (one or two arrays of 16 to 32)
# across a run-time loop of dependent, unrolled arithmetic (the parent across
# its launch too), with or without __launch_bounds__. The host asks
# cudaFuncGetAttributes for maxThreadsPerBlock of the parent and the child
# and of their twins, copies DPAgg leaves alone (the twin child is
# NO_AGGREGATE, so the twin parent's launch stays as written: both are
# compiled as the build without DPAgg compiles the originals), and launches
# the smallest of the wanted block and those limits: every build launches
# the configuration the build without DPAgg can, which the case prints (the
# run compares what the builds print). All arithmetic is on uint32, so the
# reference is exact.
HEAVY_REGS_DEFAULT = 0.0   # fraction of cases (--heavy-regs)
MAX_HEAVY_REGS_WORDS = 1 << 20  # output words per case (the reference's work)


class HeavyRegs(SideCase):
    """A case of the heavy-registers class; code() like Case.code()."""

    def __init__(self, cid, side):
        r = self.start(cid, side)
        self.who = r.choice(['parent', 'child', 'both'])
        self.nv = r.choice([16, 24, 32])
        self.na = r.choice([1, 2])
        self.plb = r.choice([None, None, 128, 256, 512, 1024])
        self.clb = r.choice([None, None, 128, 256, 512, 1024])
        self.pbw = r.choice([b for b in (128, 256, 512, 768, 1024)
                             if b <= (self.plb or 1024)])
        self.cbw = r.choice([b for b in (32, 64, 128, 256, 512, 1024)
                             if b <= (self.clb or 1024)])
        self.cg = r.choice([1, 2])
        self.cond = r.choice(['true', 'v % 4u != 0u'])
        self.W = 2 + self.cg * self.cbw
        pg = r.choice([1, 2, 4])
        while pg > 1 and (pg * self.pbw > MAX_LAUNCHES or
                          pg * self.pbw * self.W > MAX_HEAVY_REGS_WORDS):
            pg -= 1
        while self.pbw * self.W > MAX_HEAVY_REGS_WORDS:
            self.cbw //= 2
            self.W = 2 + self.cg * self.cbw
        self.set_parent(pg, self.pbw)
        self.pattern = 'heavyregs-{}-{}x{}-p{}{}-c{}x{}{}'.format(
            self.who, self.na, self.nv, self.pbw,
            'lb{}'.format(self.plb) if self.plb else 'nolb', self.cg, self.cbw,
            'lb{}'.format(self.clb) if self.clb else 'nolb')

    def code(self):
        p, P, W, N = self.p, self.P, self.W, self.nv * self.na
        com = self.head('heavy registers', tag=' (at most)', decl=False)
        # N values, each step's new value depending on its neighbour (and,
        # with two arrays, on the other array): ptxas keeps them all live.
        step = ('A[I] = A[I] * 33u + ((A[I + 1] ^ R) >> (I % 5u)) + (A[(I + @NV@) % @N@] ^ 0x9e3779b9u);'
                if self.na == 2 else
                'A[I] = A[I] * 33u + ((A[I + 1] ^ R) >> (I % 5u));')
        com += T('''// @NA@ array(s) of @NV@ values kept live over Rounds rounds.
__host__ __device__ __forceinline__ void @p@_init(uint32_t (&A)[@N@], uint32_t V, uint32_t P, uint32_t T) {
#pragma unroll
  for (int I = 0; I < @N@; ++I) A[I] = hash(V, P, T, (unsigned)I, @salt@u);
}
__host__ __device__ __forceinline__ void @p@_rounds(uint32_t (&A)[@N@], int Rounds, uint32_t Salt) {
#pragma unroll 1
  for (int K = 0; K < Rounds; ++K) {
    const uint32_t R = (uint32_t)K ^ Salt, First = A[0];
#pragma unroll
    for (int I = 0; I < @N@ - 1; ++I) @step@
    A[@N@ - 1] = A[@N@ - 1] * 33u + (First ^ R);
  }
}
__host__ __device__ __forceinline__ uint32_t @p@_fold(const uint32_t (&A)[@N@]) {
  uint32_t Acc = 0;
#pragma unroll
  for (int I = 0; I < @N@; ++I) Acc = Acc * 31u + A[I];
  return Acc;
}
// The child's word.
__host__ __device__ __forceinline__ uint32_t @p@_cword(uint32_t a, unsigned pl, unsigned t, unsigned bd, unsigned gd) {
  @cbody@
}
// The blocks every build launches (the kernel half; see the class).
cudaError_t @p@_config(unsigned *PB, unsigned *CB);
void @p@_launch(const int *in, uint32_t *out, unsigned pb, unsigned cb);''',
                 p=p, N=N, NV=self.nv, NA=self.na, salt=self.salt,
                 step=T(step, N=N, NV=self.nv)[0],
                 cbody=('uint32_t A[{}]; {}_init(A, a, pl, t); {}_rounds(A, 1 + (int)(a % 3u), bd); '
                        'return {}_fold(A) ^ hash(bd, gd);'.format(N, p, p, p)
                        if self.who != 'parent' else
                        'return hash(a, pl, t, bd, gd);'))
        plb = '__launch_bounds__({}) '.format(self.plb) if self.plb else ''
        clb = '__launch_bounds__({}) '.format(self.clb) if self.clb else ''
        # The parent: with heavy parents, A is live across the launch (the
        # rounds after it continue from it). The host runs the same lines.
        if self.who != 'child':
            pre = ['  uint32_t A[{}];'.format(N),
                   '  {}_init(A, v, lin, 7u);'.format(p),
                   '  {}_rounds(A, 1 + (int)(v % 3u), 11u);'.format(p),
                   '  const uint32_t a = {}_fold(A);'.format(p)]
            post = ['  {}_rounds(A, 1 + (int)((v >> 4) % 3u), 13u);'.format(p),
                    '  out[(size_t)lin * {}u + 1u] = {}_fold(A);'.format(W, p)]
        else:
            pre = ['  const uint32_t a = hash(v, lin, 7u);']
            post = ['  out[(size_t)lin * {}u + 1u] = a;'.format(W)]
        kern = []
        for suffix, attr in (('', ''), ('_base', 'NO_AGGREGATE ')):
            kern += ['{}__global__ void {}{}_child{}(uint32_t *o, uint32_t a, unsigned pl) {{'.format(
                         attr, clb, p, suffix),
                     '  const unsigned t = blockIdx.x * blockDim.x + threadIdx.x;',
                     '  o[t] = {}_cword(a, pl, t, blockDim.x, gridDim.x);'.format(p),
                     '}',
                     '__global__ void {}{}_parent{}(const int *in, uint32_t *out, unsigned cb) {{'.format(
                         plb, p, suffix),
                     LIN,
                     '  const unsigned v = (unsigned)in[lin];']
            kern += pre
            kern += ['  if ({}) {{'.format(self.cond),
                     '    {0}_child{1}<<<{2}, cb>>>(out + (size_t)lin * {3}u + 2u, a, lin);'.format(
                         p, suffix, self.cg, W),
                     '    out[(size_t)lin * {}u] = (uint32_t)cudaGetLastError();'.format(W),
                     '  }']
            kern += post + ['}']
        kern += T('''static cudaError_t @p@_limit(const void *F, unsigned *B) {
  cudaFuncAttributes A;
  const cudaError_t E = cudaFuncGetAttributes(&A, F);
  if (E == cudaSuccess && (unsigned)A.maxThreadsPerBlock < *B) *B = (unsigned)A.maxThreadsPerBlock;
  return E;
}
cudaError_t @p@_config(unsigned *PB, unsigned *CB) {
  cudaError_t E;
  *PB = @PBW@u; *CB = @CBW@u;
  if ((E = @p@_limit((const void *)@p@_parent_base, PB)) != cudaSuccess) return E;
  if ((E = @p@_limit((const void *)@p@_parent, PB)) != cudaSuccess) return E;
  if ((E = @p@_limit((const void *)@p@_child_base, CB)) != cudaSuccess) return E;
  return @p@_limit((const void *)@p@_child, CB);
}
void @p@_launch(const int *in, uint32_t *out, unsigned pb, unsigned cb) { @p@_parent<<<@PG@, pb>>>(in, out, cb); }''',
                  p=p, PBW=self.pbw, CBW=self.cbw, PG=self.pgrid[0])
        ref = ['for (unsigned lin = 0; lin < {}u * PB; ++lin) {{'.format(self.pgrid[0]),
               '  const unsigned v = (unsigned)In[lin];']
        ref += pre + [x.replace('  out[', '  Ref[') for x in post]
        ref += ['  if (!({})) continue;'.format(self.cond),
                '  Ref[(size_t)lin * {}u] = 0u;'.format(W),
                '  for (unsigned t = 0; t < {}u * CB; ++t)'.format(self.cg),
                '    Ref[(size_t)lin * {}u + 2u + t] = {}_cword(a, lin, t, CB, {}u);'.format(
                    W, p, self.cg),
                '}']
        config = ['unsigned PB = 0, CB = 0;',
                  'CKC({}_config(&PB, &CB));'.format(p)]
        info = ['printf("info case %d:%d: heavyregs blocks: parent %u of {}, child %u of {}\\n", '
                'FILE_ID, CaseId, PB, CB);'.format(self.pbw, self.cbw)]
        host = self.runner(P * W, ref, launch='{}_launch(DIn, DOut, PB, CB);'.format(p),
                           pre=config, info=info)
        return com, kern, host


# The floating-point-arguments class (`fpargs-*`, issue 21's fuzz finding:
# seed 2126, file 1, cases 29, 43, 67 and 87, fixed in a107b11; the GPU test
# float_argument_bytes is its hand-written form). LLVM 22's NVPTX backend
# stores part of a register a floating-point instruction wrote with a
# narrower store (`mul.f64 %rd7, ...; st.b8 [p], %rd7`), and ptxas 13.0
# compiles that store as a conversion (F2I.U8.F64.TRUNC), not as the low
# byte: a parameter blob copied by bytes or words from the registers that
# computed the arguments gave the children wrong bits. Here every parent
# thread computes its launch arguments in the kernel, one IEEE operation
# each and never a contractible a * b + c (double from an int times 0.1 or
# 0.3, float times 0.3f, a float widened or a double narrowed, __half from
# bit patterns, through __hmul by 2 or a conversion of an exact float,
# float2 and double2, by-value structs mixing char, short, int, float,
# double and __half fields with padding, and structs of two float arrays),
# 1 to 10 arguments (parameter buffers of 16 to about 250 bytes, 43% over
# 64), at 1 to 3 launch sites, each under every thread or a divergent
# condition, alone or in a uniform or divergent loop of up to 3 trips, into
# the NULL stream, cudaStreamFireAndForget, cudaStreamTailLaunch (at most one
# tail launch per thread: README, "tail-launch hang"; never in a loop),
# cudaStreamPerThread, or a stream parameter that is cudaStreamPerThread at
# run time; children of 1 to 3 blocks of 1 to 64 threads (1-D, varying per
# thread, or 2-D), which DPAgg may aggregate (agg), or marked NO_AGGREGATE
# (kept), or whose thread 0 tail-launches a one-thread grandchild (tails:
# Refusal::ChildTailLaunch): the last two are left as written, their V1
# launches lowered to V2 through a copy of the blob, the finding's path, as
# are launches into cudaStreamPerThread that are not the thread's only one
# (with the pre-fix plugin, 10 of 40 parents of seed 7 had F2I.U8.F64.TRUNC
# or F2IP.U8.F32.TRUNC.NTZ feeding ST.E.U8 in their SASS, each with a kept
# site or such a per-thread-stream site; with a107b11, none). Every
# child thread writes a hash of its geometry and the exact bits of every
# argument, field and element (32 bits a word: a double in two, the rest
# zero- or sign-extended); the host computes the same values with the same
# operations (SSE2, round to nearest: the same bits). A launch's region is
# its cudaGetLastError(), the grandchild's word (a hash of child thread 0's
# first two words), then the child threads' words. Tagged [named-stream]
# where a site launches into a named stream or a child tail-launches.
FP_ARGS_DEFAULT = 0.0      # fraction of cases (--fp-args)
FP_ARGS_BLOCKS = [1, 2, 3, 5, 8, 17, 31, 32, 33, 48, 63, 64]
FP_ARGS_2D = [(4, 2), (3, 5), (8, 8), (2, 16), (1, 7)]
# Type: (size, alignment, words the child writes), of scalars and fields.
FP_ARGS_TYPES = {'char': (1, 1, 1), 'short': (2, 2, 1), 'int': (4, 4, 1),
                 'float': (4, 4, 1), 'double': (8, 8, 2), '__half': (2, 2, 1)}
FP_ARGS_DOUBLE_C = ['0.1', '0.1', '0.3', '0.7', '1.1', '3.3', '2.5e-3', '1e-7']
FP_ARGS_FLOAT_C = ['0.3f', '0.3f', '0.1f', '1.7f', '3.3e-3f', '0.7f']
FP_ARGS_STREAMS = {'null': '0', 'faf': 'cudaStreamFireAndForget',
                   'tail': 'cudaStreamTailLaunch', 'pts': 'cudaStreamPerThread',
                   'ptsp': 's'}


def fp_layout(members):
    """(size, alignment) of a struct whose members are (size, alignment)."""
    off, al = 0, 1
    for size, align in members:
        off = (off + align - 1) // align * align + size
        al = max(al, align)
    return (off + al - 1) // al * al, al


class FpArgs(SideCase):
    """A case of the floating-point-arguments class; code() like
    Case.code()."""

    def __init__(self, cid, side):
        r = self.start(cid, side)
        # Structs: (name, declaration, [(member suffix, leaf type)], size, align).
        self.structs = []
        # (name, [arg kinds], words per thread, param bytes, mode)
        self.children = []
        self.sites = []
        tailed = False
        # A tail-launching child is launched once per parent thread: one
        # site, outside loops. Two of its grids per parent thread (a loop, or
        # a second site) made CUDA itself hang, built with nvcc too (seed
        # 2127 case 11:33, seed 2130 case 26:3; test/GPU/results/
        # 2026-11-26-h200-cdp-fuzz-2130.md). Since session 3 of 2026-11-26:
        # fp-args cases of a seed differ from the ones before.
        tail_child_used = False
        for _ in range(r.randint(1, 3)):
            if self.children and r.random() < 0.25:
                child = r.choice(self.children)
            else:
                child = self.new_child(allow_tails=not tail_child_used)
            if child[4] == 'tails' and tail_child_used:
                child = self.new_child(allow_tails=False)
            loop = r.choice(['none', 'none', 'none', 'uni', 'div'])
            if child[4] == 'tails':
                loop, tail_child_used = 'none', True
            streams = ['null', 'null', 'faf', 'faf', 'pts', 'ptsp']
            if loop == 'none' and not tailed:
                streams += ['tail', 'tail']
            stream = r.choice(streams)
            tailed = tailed or stream == 'tail'
            trips = {'none': 1, 'uni': r.choice([2, 3]), 'div': 3}[loop]
            conds = ['all', 'all', 'bits', 'tl', 'sparse'] + (
                ['trip'] if loop != 'none' else [])
            cond = r.choice(conds)
            cexpr = {'all': None,
                     'bits': '(v >> {}) % {}u != 0u'.format(r.randint(0, 20),
                                                         r.randint(2, 4)),
                     'tl': '(tl + t) % {}u != 0u'.format(r.randint(2, 3)),
                     'sparse': 'v % 5u == 0u',
                     'trip': '((v >> t) & 1u) != 0u'}[cond]
            gx = r.choice([1, 1, 2, 3])
            shape = r.choice(['const', 'const', 'var', '2d'])
            if shape == '2d':
                bx, by = r.choice(FP_ARGS_2D)
                bexpr, bmax = 'dim3({}, {})'.format(bx, by), bx * by
            elif shape == 'var':
                bmax = r.choice(FP_ARGS_BLOCKS[1:])
                bexpr = 'dim3(1u + (v ^ (t * 7u)) % {}u)'.format(bmax)
            else:
                bmax = r.choice(FP_ARGS_BLOCKS)
                bexpr = 'dim3({})'.format(bmax)
            self.sites.append(dict(
                child=child, loop=loop, trips=trips, stream=stream, cond=cond,
                cexpr=cexpr, gx=gx, shape=shape, bexpr=bexpr,
                R=2 + gx * bmax * child[2], salt=r.getrandbits(32)))
        self.named = any(x['stream'] in ('faf', 'tail') or
                         x['child'][4] == 'tails' for x in self.sites)
        self.PW = sum(x['trips'] * x['R'] for x in self.sites)
        launches = sum(x['trips'] for x in self.sites)
        pb = r.choice(FP_ARGS_BLOCKS)
        pg = r.choice([1, 1, 2, 3])
        # At most one tail launch per thread and 192 threads: under 240 per
        # grid.
        self.set_parent(*fit_parent(pg, pb, launches, self.PW))
        self.pattern = 'fpargs-{}-p{}'.format('-'.join(
            '{}{}{}{}{}'.format(
                x['stream'], '.' + x['cond'] if x['cond'] != 'all' else '',
                '.' + x['child'][4] if x['child'][4] != 'agg' else '',
                {'none': '', 'uni': '.loop{}'.format(x['trips']),
                 'div': '.dloop'}[x['loop']],
                '.' + x['shape'] if x['shape'] != 'const' else '')
            for x in self.sites), max(x['child'][3] for x in self.sites))

    def new_struct(self):
        """A by-value struct: mixed scalar fields (padding between them) or
        two float arrays."""
        r, n = self.r, len(self.structs)
        name = '{}_S{}'.format(self.p, n)
        if r.random() < 0.6:
            while True:
                types = [r.choice(['char', 'short', 'int', 'float', 'double',
                                   'double', '__half', 'float'])
                         for _ in range(r.randint(2, 7))]
                if any(t in ('float', 'double', '__half') for t in types):
                    break
            decl = ' '.join('{} f{};'.format(t, j) for j, t in enumerate(types))
            leaves = [('.f{}'.format(j), t) for j, t in enumerate(types)]
            size, align = fp_layout([FP_ARGS_TYPES[t][:2] for t in types])
        else:
            na, nb = r.randint(1, 6), r.randint(1, 6)
            decl = 'float a[{}]; float b[{}];'.format(na, nb)
            leaves = ([('.a[{}]'.format(j), 'float') for j in range(na)] +
                      [('.b[{}]'.format(j), 'float') for j in range(nb)])
            size, align = 4 * (na + nb), 4
        self.structs.append((name, decl, leaves, size, align))
        return len(self.structs) - 1

    def new_child(self, allow_tails=True):
        r = self.r
        kinds = []
        for _ in range(r.randint(1, 10)):
            k = r.choice(['double', 'double', 'double', 'float', 'float',
                          'float', '__half', '__half', 'float2', 'double2',
                          'double2', 'struct', 'struct', 'char', 'short', 'int'])
            if k == 'struct':
                k = ('struct', self.new_struct() if not self.structs or
                     r.random() < 0.6 else r.randrange(len(self.structs)))
            kinds.append(k)
        # Words per child thread (the hash and every leaf) and the parameter
        # buffer's bytes (the output pointer first).
        words = 1 + sum(FP_ARGS_TYPES[t][2] for k in kinds
                        for _, t in self.leaves_of(k))
        size, _ = fp_layout([(8, 8)] + [self.layout_of(k) for k in kinds])
        # agg: DPAgg may aggregate its launches; kept (NO_AGGREGATE) and
        # tails (thread 0 tail-launches a grandchild: Refusal::
        # ChildTailLaunch): its launches are left as written, V1 lowered to
        # V2, the path of the finding.
        mode = r.choice(['agg', 'agg', 'agg', 'kept', 'kept'] +
                        (['tails'] if allow_tails else []))
        child = ('{}_k{}'.format(self.p, len(self.children)), kinds, words,
                 size, mode)
        self.children.append(child)
        return child

    def leaves_of(self, k):
        """(member suffix, leaf type) of an argument of kind k."""
        if isinstance(k, tuple):
            return self.structs[k[1]][2]
        if k in ('float2', 'double2'):
            return [('.x', k[:-1]), ('.y', k[:-1])]
        return [('', k)]

    def layout_of(self, k):
        if isinstance(k, tuple):
            return self.structs[k[1]][3:5]
        if k in ('float2', 'double2'):
            return {'float2': (8, 8), 'double2': (16, 16)}[k]
        return FP_ARGS_TYPES[k][:2]

    def type_of(self, k):
        return self.structs[k[1]][0] if isinstance(k, tuple) else k

    def leaf(self, t, e):
        """(device expression, host expression) of one value of leaf type t
        from the unsigned expression e: one IEEE operation after an exact
        conversion, so that the host computes the same bits."""
        r = self.r
        forms = {'double': ['(double)(int)({e}) * {c}', '(double)(int)({e}) * {c}',
                            '(double)({e}) * {c}',
                            '(double)((float)((int)({e}) >> 8) * {cf})'],
                 'float': ['(float)((int)({e}) >> 8) * {cf}',
                           '(float)((int)({e}) >> 8) * {cf}',
                           '(float)(({e}) & 0xffffffu) * {cf}',
                           '(float)((double)(int)({e}) * {c})']}
        if t in forms:
            # The form first, then a double and a float constant for it.
            x = r.choice(forms[t]).format(e=e, c=r.choice(FP_ARGS_DOUBLE_C),
                                          cf=r.choice(FP_ARGS_FLOAT_C))
            return x, x
        if t == '__half':
            # +-(1 + k / 1024): sign bit 15, exponent 15, mantissa k.
            h = '((({}) & 0x83ffu) | 0x3c00u)'.format(e)
            form = r.choice(['bits', 'mul2', 'cvt'])
            if form == 'bits':
                dev, bits = '__ushort_as_half((unsigned short){})'.format(h), h
            elif form == 'mul2':
                # Times 2: the exponent one higher, the rest as it was.
                dev = ('__hmul(__ushort_as_half((unsigned short){}), '
                       '__ushort_as_half((unsigned short)0x4000u))'.format(h))
                bits = '({} + 0x400u)'.format(h)
            else:
                dev = ('__float2half_rn((float)((int)(0x400u + (({e}) & 0x3ffu)) * '
                       '((({e}) & 0x8000u) ? -1 : 1)) * 0.0009765625f)'.format(e=e))
                bits = h
            return dev, 'FpHalfBits{{(unsigned short){}}}'.format(bits)
        x = '({})({})'.format(t, e)
        return x, x

    def code(self):
        p, P, PW, r = self.p, self.P, self.PW, self.r
        com = self.head('floating-point arguments', tag=self.named_tag())
        kern = ['#ifndef CDPFUZZ_FP_ARGS_DEVICE',
                '#define CDPFUZZ_FP_ARGS_DEVICE',
                '#include <cuda_fp16.h>',
                '// The bits of one argument, field or element, 32 bits a word.',
                '__device__ inline void fpPutD(uint32_t *&Q, double V) { '
                'unsigned long long B; memcpy(&B, &V, 8); *Q++ = (uint32_t)B; '
                '*Q++ = (uint32_t)(B >> 32); }',
                '__device__ inline void fpPutD(uint32_t *&Q, float V) { '
                'uint32_t B; memcpy(&B, &V, 4); *Q++ = B; }',
                '__device__ inline void fpPutD(uint32_t *&Q, __half V) { '
                '*Q++ = (uint32_t)__half_as_ushort(V); }',
                '__device__ inline void fpPutD(uint32_t *&Q, char V) { *Q++ = (uint32_t)(int)V; }',
                '__device__ inline void fpPutD(uint32_t *&Q, short V) { *Q++ = (uint32_t)(int)V; }',
                '__device__ inline void fpPutD(uint32_t *&Q, int V) { *Q++ = (uint32_t)V; }',
                '#endif']
        for name, decl, _, size, _ in self.structs:
            kern.append('struct {} {{ {} }}; // {} bytes'.format(name, decl, size))
        for name, kinds, words, size, mode in self.children:
            if mode == 'tails':
                kern.append('__global__ void {}_g(uint32_t *w, uint32_t x) {{ *w = x; }}'.format(
                    name))
            kern.append('// {} words per thread, a parameter buffer of {} bytes{}'.format(
                words, size, {'agg': '', 'kept': ', not aggregated',
                              'tails': ', tail-launching'}[mode]))
            kern.append('{}__global__ void {}(uint32_t *o{}) {{'.format(
                'NO_AGGREGATE ' if mode == 'kept' else '', name, ''.join(
                    ', {} a{}'.format(self.type_of(k), j) for j, k in enumerate(kinds))))
            kern += ['  DEV_GEO LIN_IDX',
                     '  uint32_t *q = o + (size_t)lin * {}u;'.format(words),
                     '  *q++ = hash({}u, tx, ty, tz, bx, by, bz, bdx, bdy, bdz, '
                     'gdx, gdy, gdz);'.format(self.salt)]
            kern += ['  fpPutD(q, a{}{});'.format(j, m) for j, k in enumerate(kinds)
                     for m, _ in self.leaves_of(k)]
            if mode == 'tails':
                # One tail launch per child grid; it runs after the grid:
                # o[0] and o[1] are written. Its word is the one before o.
                kern += ['  if (lin == 0u)',
                         '    {}_g<<<1, 1, 0, cudaStreamTailLaunch>>>(o - 1, '
                         'hash(o[0], o[1]));'.format(name)]
            kern.append('}')
        ptsp = any(x['stream'] == 'ptsp' for x in self.sites)
        kern += ['__global__ void {}_parent(const int *in, uint32_t *out{}) {{'.format(
                     p, ', cudaStream_t s' if ptsp else ''),
                 '  const unsigned pl = blockIdx.x * blockDim.x + threadIdx.x;',
                 '  const unsigned tl = threadIdx.x;',
                 '  const unsigned v = (unsigned)in[pl];',
                 '  (void)tl;']
        ref = ['for (unsigned pl = 0; pl < {}u; ++pl) {{'.format(P),
               '  const unsigned v = (unsigned)In[pl], tl = pl % {}u;'.format(
                   self.pblock[0]),
               '  (void)tl;']
        off = 0
        for x in self.sites:
            name, kinds, words, _, mode = x['child']
            # The arguments: device expressions (structs built first) and
            # the host's leaves, in the child's order.
            pre, args, hleaves = [], [], []
            for j, k in enumerate(kinds):
                lv = [(m, t) + self.leaf(t, '(e * {}u) ^ {}u'.format(
                          r.getrandbits(32) | 1, r.getrandbits(32)))
                      for m, t in self.leaves_of(k)]
                hleaves += [h for _, _, _, h in lv]
                if isinstance(k, tuple):
                    pre.append('{} s{};'.format(self.type_of(k), j))
                    pre += ['s{}{} = {};'.format(j, m, d) for m, _, d, _ in lv]
                    args.append('s{}'.format(j))
                elif k in ('float2', 'double2'):
                    args.append('make_{}({}, {})'.format(k, lv[0][2], lv[1][2]))
                else:
                    args.append(lv[0][2])
            e = 'const unsigned e = (v * 0x9e3779b1u) ^ (t * 0x85ebca6bu) ^ {}u;'.format(
                x['salt'])
            base = '(size_t)pl * {}u + {}u + (size_t)t * {}u'.format(PW, off, x['R'])
            loop = {'none': '{ const unsigned t = 0u;',
                    'uni': 'for (unsigned t = 0; t < {}u; ++t) {{'.format(x['trips']),
                    'div': 'for (unsigned t = 0; t < 1u + v % 3u; ++t) {'}[x['loop']]
            cond = x['cexpr'] or 'true'
            grid = 'dim3({})'.format(x['gx'])
            kern += ['  // {} into {}'.format(name, x['stream']),
                     '  ' + loop,
                     '    if ({}) {{'.format(cond),
                     '      ' + e]
            kern += ['      ' + y for y in pre]
            kern += ['      uint32_t *q = out + {};'.format(base),
                     '      {}<<<{}, {}, 0, {}>>>(q + 2{});'.format(
                         name, grid, x['bexpr'], FP_ARGS_STREAMS[x['stream']],
                         ''.join(', ' + a for a in args)),
                     '      q[0] = (uint32_t)cudaGetLastError();',
                     '    }',
                     '  }']
            nl = sum(FP_ARGS_TYPES[t][2] for k in kinds for _, t in self.leaves_of(k))
            ref += ['  ' + loop + ' (void)t;',
                    '    if ({}) {{'.format(cond),
                    '      ' + e,
                    '      uint32_t *q = Ref.data() + {};'.format(base),
                    '      q[0] = 0u;',
                    '      uint32_t Lv[{}], *L = Lv;'.format(nl)]
            ref += ['      fpPutH(L, {});'.format(h) for h in hleaves]
            ref += ['      forGrid({}, {}, [&](const Geo &g) {{'.format(grid, x['bexpr']),
                    '        HOST_GEO(g) LIN_IDX',
                    '        uint32_t *o = q + 2 + (size_t)lin * {}u;'.format(words),
                    '        o[0] = hash({}u, tx, ty, tz, bx, by, bz, bdx, bdy, bdz, '
                    'gdx, gdy, gdz);'.format(self.salt),
                    '        memcpy(o + 1, Lv, sizeof Lv);',
                    '      });']
            if mode == 'tails':
                ref.append('      q[1] = hash(q[2], q[3]);')
            ref += ['    }',
                    '  }']
            off += x['trips'] * x['R']
        kern += ['}', self.launch_def(
            args=', cudaStreamPerThread' if ptsp else '')]
        ref.append('}')
        helpers = ['#ifndef CDPFUZZ_FP_ARGS_HOST',
                   '#define CDPFUZZ_FP_ARGS_HOST',
                   '// The host side of fpPutD: a __half as its bits.',
                   'struct FpHalfBits { unsigned short B; };',
                   'static inline void fpPutH(uint32_t *&Q, double V) { '
                   'unsigned long long B; memcpy(&B, &V, 8); *Q++ = (uint32_t)B; '
                   '*Q++ = (uint32_t)(B >> 32); }',
                   'static inline void fpPutH(uint32_t *&Q, float V) { '
                   'uint32_t B; memcpy(&B, &V, 4); *Q++ = B; }',
                   'static inline void fpPutH(uint32_t *&Q, FpHalfBits V) { *Q++ = V.B; }',
                   'static inline void fpPutH(uint32_t *&Q, char V) { *Q++ = (uint32_t)(int)V; }',
                   'static inline void fpPutH(uint32_t *&Q, short V) { *Q++ = (uint32_t)(int)V; }',
                   'static inline void fpPutH(uint32_t *&Q, int V) { *Q++ = (uint32_t)V; }',
                   '#endif']
        return com, kern, helpers + self.runner(P * PW, ref)


# The serialization class (`serial-*`, issue 26 item 1): each parent thread
# launches one child, the kernel's only launch, once (into the NULL stream,
# or cudaStreamFireAndForget: [named-stream]), whose configuration it picks
# from a table of 4 to 8 shapes by its input: 1-D/2-D/3-D grids and blocks
# of odd sizes with 1 to 2,048 threads, on both sides of the child's
# threshold (a DPAGG_SERIAL_THRESHOLD(T) annotation, T = 1, 32, 64, 256,
# 1024 or auto: the DPAgg builds serialize the launches of at most T
# threads, the others aggregate) and of the 256 block threads the serial
# path accepts without launch bounds, with now and then an invalid one (a
# zero dimension, block z 65, a block of 1,056 threads: no child thread
# runs). The children are
# serializable: an early return past a length, a loop with `continue` and a
# constant trip count, a by-value struct each thread writes (its own copy),
# a __noinline__ helper reading the geometry. Every child thread writes a
# hash of its geometry and arguments (an invalid configuration: none, the
# words stay poisoned); the launch results are test/GPU/serial_children.cu's.
SERIAL_DEFAULT = 0.0       # fraction of cases (--serial)
SERIAL_SHAPES = [
    ((1, 1, 1), (1, 1, 1)), ((1, 1, 1), (7, 1, 1)), ((2, 1, 1), (17, 1, 1)),
    ((1, 1, 1), (32, 1, 1)), ((3, 1, 1), (5, 3, 1)), ((1, 2, 1), (4, 2, 3)),
    ((2, 2, 2), (3, 1, 2)), ((1, 1, 1), (64, 1, 1)), ((5, 1, 1), (48, 1, 1)),
    ((2, 3, 1), (10, 4, 1)), ((1, 1, 1), (256, 1, 1)), ((4, 1, 1), (100, 1, 1)),
    ((1, 1, 1), (16, 16, 2)), ((2, 1, 1), (1024, 1, 1)), ((3, 2, 1), (96, 1, 1)),
    ((1, 1, 2), (8, 8, 8)), ((8, 1, 1), (257, 1, 1))]
SERIAL_INVALID = [((1, 1, 1), (0, 1, 1)), ((0, 1, 1), (8, 1, 1)),
                  ((1, 1, 1), (1, 1, 65)), ((1, 1, 1), (33, 32, 1))]


class SerialSites(SideCase):
    """A case of the serialization class; code() like Case.code()."""

    def __init__(self, cid, side):
        r = self.start(cid, side)
        self.thr = r.choice(['1', '32', '64', '64', '256', '1024', 'auto'])
        self.stream = r.choice(['null', 'null', 'null', 'faf'])
        self.named = self.stream == 'faf'
        self.body = r.choice(['plain', 'ret', 'loop', 'struct', 'helper',
                              'malloc'])
        self.trips = r.choice([2, 3, 5, 8])
        self.cond = r.choice(['true', 'true', 'v % 3u != 0u'])
        n = r.choice([4, 5, 6, 8])
        self.shapes = [r.choice(SERIAL_SHAPES) for _ in range(n)]
        if r.random() < 0.3:
            self.shapes[r.randrange(n)] = r.choice(SERIAL_INVALID)
        self.maxt = max(g[0] * g[1] * g[2] * b[0] * b[1] * b[2]
                        for g, b in self.shapes)
        self.W = 1 + self.maxt
        pb = r.choice([1, 7, 32, 64, 100])
        pg = r.choice([1, 2, 3])
        while pg * pb * self.W > MAX_OUT_WORDS or pg * pb > MAX_LAUNCHES:
            pb = max(1, pb // 2)
        self.set_parent(pg, pb)
        self.pattern = 'serial-{}-{}-{}-{}shapes'.format(
            self.thr, self.stream, self.body, n)

    @staticmethod
    def valid(g, b):
        return (min(g + b) >= 1 and b[2] <= 64 and
                b[0] * b[1] * b[2] <= 1024)

    def word(self, acc):
        """Statements computing the child thread's word into `acc` (device
        and host alike; `s` the thread's copy of the struct, `where` the
        helper's hash)."""
        st = []
        if self.body == 'loop':
            st += ['for (unsigned k = 0; k < {}u; ++k) {{'.format(self.trips),
                   '  if ((a + k + lin) % 3u == 0u) continue;',
                   '  {0} = {0} * 33u + k;'.format(acc), '}']
        if self.body == 'malloc':
            # An allocation retried in a loop: a wait for another thread's
            # free (KnownCalls.def WAITS 2; red team sr_malloc_wait), so the
            # child is not serialized, molded or met at a block barrier; the
            # word does not depend on whether malloc succeeds.
            st += ['{ unsigned *m = nullptr;',
                   '  for (unsigned t = 0; t < 4u && !m; ++t) '
                   'm = (unsigned *)malloc(16);',
                   # volatile: a malloc whose memory is only written and
                   # read back is elided by LLVM.
                   '  if (m) {{ *(volatile unsigned *)m = {0}; '
                   '{0} = *(volatile unsigned *)m * 7u + 1u; free(m); }}'
                   .format(acc),
                   '  else {0} = {0} * 7u + 1u; }}'.format(acc)]
        if self.body == 'struct':
            st += ['s.v[tl & 3u] += lin;',
                   '{0} = hash({0}, s.v[(tl + 1u) & 3u], s.v[tl & 3u]);'.format(acc)]
        return st

    def code(self):
        p, P, W, S = self.p, self.P, self.W, self.shapes
        com = self.head('serialization', tag=self.named_tag())
        com.append('struct {}_S {{ uint32_t v[4]; }};'.format(p))
        geo = 'tx, ty, tz, bx, by, bz, bdx, bdy, bdz, gdx, gdy, gdz'
        first = 'hash({}u, {}, a)'.format(self.salt, geo)
        sparam = ', {}_S s'.format(p) if self.body == 'struct' else ''
        kern = []
        if self.body == 'helper':
            kern += ['__device__ __noinline__ uint32_t {}_where(unsigned a) {{'.format(p),
                     '  DEV_GEO LIN_IDX',
                     '  return {};'.format(first), '}']
            first = '{}_where(a)'.format(p)
        kern += ['__global__ void __attribute__((annotate('
                 '"dpagg.serial_threshold={}"))) {}_child(uint32_t *o, '
                 'unsigned a, unsigned n{}) {{'.format(self.thr, p, sparam),
                 '  DEV_GEO LIN_IDX']
        if self.body == 'ret':
            kern += ['  if (lin >= n) return;']
        kern += ['  uint32_t acc = {};'.format(first)]
        kern += ['  ' + x for x in self.word('acc')]
        kern += ['  o[lin] = acc;', '}']
        # The configuration as a chain of selects on k (a local array read
        # at a run-time index would make the launch unanalyzable).
        def tab(i):
            e = str(S[-1][i // 3][i % 3])
            for k in range(len(S) - 2, -1, -1):
                e = 'k == {}u ? {}u : {}'.format(k, S[k][i // 3][i % 3], e)
            return e
        kern += self.parent_open()
        kern += ['  if (!({})) return;'.format(self.cond),
                 '  const unsigned k = v % {}u;'.format(len(S)),
                 '  const unsigned a = v ^ {}u, n = v % 97u;'.format(self.salt)]
        for i, name in enumerate(['gx', 'gy', 'gz', 'bx', 'by', 'bz']):
            kern += ['  const unsigned {} = {};'.format(name, tab(i))]
        args = 'out + (size_t)lin * {}u + 1u, a, n'.format(W)
        if self.body == 'struct':
            kern += ['  {}_S s;'.format(p),
                     '  for (int j = 0; j < 4; ++j) s.v[j] = hash(a, j);']
            args += ', s'
        # Word 0 says the parent reached its launch. Written after the
        # launch (or a cudaGetLastError() there) it would make clang's null
        # check of the parameter buffer one DPAgg cannot analyze, and into
        # the NULL stream the error-state call would make the site not its
        # thread's only launch (the order rule): launch results are
        # test/GPU/serial_children.cu's (hand-written V2 launches).
        kern += ['  out[(size_t)lin * {}u] = 0u;'.format(W),
                 '  {}_child<<<dim3(gx, gy, gz), dim3(bx, by, bz), '
                 '0, {}>>>({});'.format(p, STREAMS[self.stream], args),
                 '}',
                 self.launch_def()]
        ref = ['static const unsigned Shapes[][6] = {{{}}};'.format(', '.join(
                   '{{{}}}'.format(', '.join(str(x) for x in g + b)) for g, b in S)),
               'static const bool Valid[] = {{{}}};'.format(', '.join(
                   'true' if self.valid(g, b) else 'false' for g, b in S)),
               'for (unsigned pl = 0; pl < {}u; ++pl) {{'.format(P),
               '  const unsigned v = (unsigned)In[pl];',
               '  if (!({})) continue;'.format(self.cond),
               '  const unsigned k = v % {}u;'.format(len(S)),
               '  const unsigned a = v ^ {}u, n = v % 97u;'.format(self.salt),
               '  (void)n;',
               '  uint32_t *o = Ref.data() + (size_t)pl * {}u + 1u;'.format(W),
               '  o[-1] = 0u;',
               '  if (!Valid[k]) continue;',
               '  const unsigned *Sh = Shapes[k];',
               '  forGrid(dim3(Sh[0], Sh[1], Sh[2]), dim3(Sh[3], Sh[4], Sh[5]), '
               '[&](const Geo &g) {',
               '    HOST_GEO(g) LIN_IDX']
        if self.body == 'ret':
            ref += ['    if (lin >= n) return;']
        if self.body == 'struct':
            ref += ['    struct { uint32_t v[4]; } s;',
                    '    for (int j = 0; j < 4; ++j) s.v[j] = hash(a, j);']
        ref += ['    uint32_t acc = hash({}u, {}, a);'.format(self.salt, geo)]
        ref += ['    ' + x for x in self.word('acc')]
        ref += ['    o[lin] = acc;', '  });', '}']
        return com, kern, self.runner(P * W, ref)


CHAINS_DEFAULT = 0.0       # fraction of cases (--chains)


class Chains(SideCase):
    """A chain of one-block grids (issue 24 item 5; TailChainPlan.cpp): the
    host launches step 0 with one or two blocks; in every step thread 0 of
    each block launches the next one-block step into the NULL stream with a
    carry its block computed after a barrier, and every thread writes a hash
    of the step, its index and the carry. Variants: `plain` (tail-chained by
    DPAgg), `errread` (the launcher reads cudaGetLastError: not
    tail-chained), `epilogue` (threads keep writing after the launch),
    `sparse` (the red team's prom_pool_slots: a host grid of 256 blocks of
    which only those whose first input word is 0 mod 8 go on past step 0, a
    launch condition read from memory: launch promotion must not launch
    early there), `prefix` (issue 24 item 4: the block first exchanges a
    hash of the step through shared memory, across two barriers, and only
    then reads its input and the carry: what PO and PAO run before the
    step's acquire; build-cdp-fuzz.sh's po and pao builds). Steps stay below
    CUDA's default pending-launch limit, so the base build is right too."""

    def __init__(self, cid, side):
        r = self.start(cid, side)
        self.steps = r.choice([2, 3, 17, 200, 900, 1800])
        self.threads = r.choice([32, 64, 128, 256])
        self.blocks = r.choice([1, 1, 2])
        self.variant = r.choice(['plain', 'plain', 'errread', 'epilogue',
                                 'sparse', 'prefix'])
        if self.variant == 'sparse':
            self.blocks, self.steps = 256, min(self.steps, 17)
        self.named = False
        self.set_parent(self.blocks, self.threads)
        self.pattern = 'chain-{}-{}x{}-{}'.format(
            self.variant, self.blocks, self.threads, self.steps)

    # ChainHoles' and InPlaceHoles' knobs; these defaults write Chains' code
    # as before.
    block3, launcher, smem_words, asserts, dyn_bytes = None, 0, 0, False, 0
    hole = None

    def code(self):
        p, S, B, NB = self.p, self.steps, self.threads, self.blocks
        blk = ('dim3({}, {}, {})'.format(*self.block3) if self.block3
               else '{}'.format(B))
        tid = ('threadIdx.x + {}u * (threadIdx.y + {}u * threadIdx.z)'.format(
            self.block3[0], self.block3[1]) if self.block3 else 'threadIdx.x')
        who = ('threadIdx.x == {}u && threadIdx.y == 0u && '
               'threadIdx.z == 0u'.format(self.launcher) if self.block3
               else 't == 0u')
        W = S * B  # words per chain
        com = self.head('chain of one-block grids', parent=False)
        shared = ('  __shared__ unsigned s[{}];'.format(self.smem_words or B)
                  if not self.dyn_bytes else
                  '  extern __shared__ unsigned {}_dyn[];\n'
                  '  unsigned *s = {}_dyn;'.format(p, p))
        dyn = ', {}u'.format(self.dyn_bytes) if self.dyn_bytes else ''
        kern = ['__global__ void {}_step(const int *in, uint32_t *out, '
                'unsigned i, unsigned carry) {{'.format(p),
                shared,
                '  const unsigned t = {};'.format(tid),
                '  out += (size_t)blockIdx.x * {}u;'.format(W),
                '  in += blockIdx.x * {}u;'.format(S)]
        if self.variant == 'prefix':
            kern += ['  s[t] = hash({}u, i, t);'.format(self.salt),
                     '  __syncthreads();',
                     '  const unsigned w = s[t] ^ s[(t + 1u) % {}u];'.format(B),
                     '  __syncthreads();',
                     '  s[t] = hash(w, carry, (unsigned)in[i]);']
        else:
            kern += ['  s[t] = hash({}u, i, t, carry, (unsigned)in[i]);'.format(
                self.salt)]
        kern += ['  __syncthreads();',
                 '  out[(size_t)i * {}u + t] = s[t] ^ s[(t + 1u) % {}u];'.format(
                     B, B)]
        if self.hole == 'warpexit':
            # The last warp leaves after a warp barrier; the others meet.
            kern += ['  if (t >= {}u) {{ __syncwarp(); return; }}'.format(B - 32),
                     '  __syncthreads();']
        elif self.hole == 'warpreduce':
            # The upper half of the last warp leaves; the others reduce by
            # full-mask shuffles whose partners stay within 16 lanes.
            kern += ['  if (t >= {}u) return;'.format(B - 16),
                     '  unsigned v = t;',
                     '  for (unsigned m = 8u; m > 0u; m /= 2u) '
                     'v += __shfl_xor_sync(0xffffffffu, v, m);',
                     '  if (v == 0xffffffffu) out[0] = 0u;']
        elif self.hole == 'barcount':
            # The lower half passes one barrier more than the upper half.
            kern += ['  for (unsigned k = 0; k < (t < {}u ? 2u : 1u); ++k) '
                     '__syncthreads();'.format(B // 2),
                     '  __syncthreads();']
        elif self.hole == 'alloca':
            kern += ['  const unsigned n = ((unsigned)in[i] & 3u) + 1u;',
                     '  unsigned *a = (unsigned *)__builtin_alloca(n * 4u);',
                     '  for (unsigned k = 0; k < n; ++k) a[k] = t + k;',
                     '  if (a[t % n] != t + t % n) out[0] = 0u;']
        kern += [
                 '  if ({} && i + 1u < {}u{}) {{'.format(
                     who, S, ' && (i > 0u || (in[0] & 7) == 0)'
                     if self.variant == 'sparse' else ''),
                 '    {}_step<<<1, {}{}>>>(in, out, i + 1u, s[{}u]);'.format(
                     p, blk, dyn, B - 1)]
        if self.asserts:
            # Never fails (i < S always), but the kernel may call
            # __assertfail: PA refuses it (PoolAssert).
            kern.insert(-2, '  assert(i < {}u);'.format(S))
            kern.insert(0, '#include <cassert>')
        if self.variant == 'errread':
            kern += ['    if (cudaGetLastError() != cudaSuccess) '
                     'out[(size_t)i * {}u] = 0u;'.format(B)]
        kern += ['  }']
        if self.hole == 'calleebar':
            # Half the block waits at a barrier in a callee, the other
            # half returns from it (and then leaves the kernel).
            kern.insert(0, '__device__ __noinline__ void {}_half(unsigned *s, '
                        'unsigned t) {{ if (t >= {}u) return; s[t] ^= 0u; '
                        '__syncthreads(); }}'.format(p, B // 2))
            kern += ['  {}_half(s, t);'.format(p)]
        if self.variant == 'epilogue':
            kern += ['  __syncthreads();',
                     '  out[(size_t)i * {}u + t] += 1u;'.format(B)]
        # optin: the host opts the step in to its dynamic shared memory,
        # which binds the kernel it names only (a failure leaves the output
        # poisoned, which the comparison reports).
        optin = ('if (cudaFuncSetAttribute({}_step, '
                 'cudaFuncAttributeMaxDynamicSharedMemorySize, {}) != '
                 'cudaSuccess) return; '.format(p, self.dyn_bytes)
                 if self.dyn_bytes else '')
        kern += ['}',
                 'void {0}_launch(const int *in, uint32_t *out) {{ {3}'
                 '{0}_step<<<{1}, {2}{4}>>>(in, out, 0u, 0u); }}'.format(
                     p, NB, blk, optin, dyn)]
        steps = ('((In[c * {}u] & 7) == 0 ? {}u : 1u)'.format(S, S)
                 if self.variant == 'sparse' else '{}u'.format(S))
        ref = ['for (unsigned c = 0; c < {}u; ++c) {{'.format(NB),
               '  unsigned carry = 0u;',
               '  for (unsigned i = 0; i < {}; ++i) {{'.format(steps),
               '    std::vector<unsigned> s({});'.format(B)]
        if self.variant == 'prefix':
            ref += ['    std::vector<unsigned> h({});'.format(B),
                    '    for (unsigned t = 0; t < {}u; ++t) h[t] = hash({}u, '
                    'i, t);'.format(B, self.salt),
                    '    for (unsigned t = 0; t < {}u; ++t) s[t] = hash(h[t] ^ '
                    'h[(t + 1u) % {}u], carry, (unsigned)In[c * {}u + i]);'.format(
                        B, B, S)]
        else:
            ref += ['    for (unsigned t = 0; t < {}u; ++t) s[t] = hash({}u, i, '
                    't, carry, (unsigned)In[c * {}u + i]);'.format(
                        B, self.salt, S)]
        ref += ['    for (unsigned t = 0; t < {}u; ++t) Ref[(size_t)c * {}u + '
                '(size_t)i * {}u + t] = (s[t] ^ s[(t + 1u) % {}u]){};'.format(
                    B, W, B, B, ' + 1u' if self.variant == 'epilogue' else ''),
                '    carry = s[{}u];'.format(B - 1),
                '  }', '}']
        return com, kern, self.runner(NB * W, ref, nin=NB * S)


CHAIN_HOLES_DEFAULT = 0.0  # fraction of cases (--chain-holes)


class ChainHoles(Chains):
    """Chains of the four holes the red team of PA found (2026-11-27, all
    fixed): `block2d` (each step a 32 x 2 or 16 x 2 x 2 block whose launcher
    is threadIdx.x == c, y == z == 0, c other than 0: pa_2d_launcher),
    `shared48k` (a step with exactly 48 KiB of static shared memory:
    pa_shared_full), `assert` (a step that may fail an assert, never does:
    pa_assert_where), `many` (a host grid of 40 to 64 blocks, each a chain
    of its own at once: more chains than the runtime's 32 slabs, so links
    fall back to tail links), and one hole of P's tail continuation
    (session 16, pn_shared_optin): `optin` (each step 60 KiB of dynamic
    shared memory, the step opted in by the host, chains past P's
    max-nesting: K.dpagg.tail, which the host cannot opt in, must not be
    used there). A side class of its own stream (--chain-holes,
    `chain-<variant>-*`), so Chains' cases of a seed are unchanged."""

    def __init__(self, cid, side):
        r = side
        super().__init__(cid, r)
        self.variant = r.choice(['block2d', 'shared48k', 'assert', 'many',
                                 'optin'])
        self.blocks = 1
        if self.variant == 'block2d':
            self.block3 = r.choice([(32, 2, 1), (16, 2, 2)])
            self.threads = 64
            self.launcher = r.randrange(1, self.block3[0])
        elif self.variant == 'shared48k':
            self.smem_words = 12288
        elif self.variant == 'assert':
            self.asserts = True
        elif self.variant == 'optin':
            self.dyn_bytes = 61440
            self.steps = r.choice([17, 1100, 1800])
        else:
            self.blocks = r.choice([40, 48, 64])
            self.steps = r.choice([2, 3, 17, 40])
        self.pgrid = (self.blocks, 1, 1)
        self.pblock = self.block3 or (self.threads, 1, 1)
        self.P = self.blocks * self.threads
        self.pattern = 'chain-{}-{}x{}-{}'.format(
            self.variant, self.blocks,
            'x'.join(map(str, self.block3)) if self.block3 else self.threads,
            self.steps)


IN_PLACE_HOLES_DEFAULT = 0.0  # fraction of cases (--in-place-holes)


class InPlaceHoles(Chains):
    """Chains of the holes the red team of the chains in place found
    (session 18, all fixed: TailChainPlan.cpp rules 10 and 13): `warpexit`
    (the last warp of each step leaves after a __syncwarp while the others
    meet at a barrier: ip_exit_conv), `calleebar` (a __noinline__ callee
    whose upper half returns while its lower half waits at a barrier:
    ip_exit_conv's callee), `alloca` (a dynamic alloca in every step:
    ip_alloca), and the second red team's (by reading): `warpreduce` (half
    of the last warp leaves, the others reduce by full-mask shuffles:
    warpred), `barcount` (half the block passes one barrier more: bcount).
    Each output is the plain chain's, so every build must give
    it; in place, each of these went wrong on an H200 before the fix. A side
    class of its own stream (--in-place-holes, `chain-<hole>-*`)."""

    def __init__(self, cid, side):
        r = side
        super().__init__(cid, r)
        self.hole = r.choice(['warpexit', 'calleebar', 'alloca',
                              'warpreduce', 'barcount'])
        self.variant = 'plain'
        self.blocks = 1
        self.threads = r.choice([64, 128, 256])
        self.steps = r.choice([2, 17, 200, 1800])
        self.set_parent(1, self.threads)
        self.pattern = 'chain-{}-1x{}-{}'.format(self.hole, self.threads,
                                                 self.steps)


FP_MEM_DEFAULT = 0.0       # fraction of cases (--fp-mem)


class FpMem(SideCase):
    """A float product stored to global memory by a parent thread whose one
    launch (1 x 1, so DPAgg serializes it) adds to it: launched, the child
    computes fl(fl(a*b) + c); inlined without a fence the store forwards to
    the load and contraction fuses an fma (red team, sr2_fma_contract)."""

    def __init__(self, cid, side):
        r = self.start(cid, side)
        self.P = r.choice([32, 100, 256, 1024])
        self.named = False
        n = self.P if self.P % 32 == 0 else 32
        self.pgrid, self.pblock = (n // 32, 1, 1), (32, 1, 1)
        self.pattern = 'fpmem-{}'.format(self.P)

    def code(self):
        p, P = self.p, self.P
        # Each exact (12-bit values, multipliers of few bits), so a fused
        # multiply-add there changes nothing; a * b rounds, so fusing it
        # with the child's + c would.
        val = ['const float a = (float)((v ^ {}u) & 0xfffu) * 0.25f + 1.0f;'.format(self.salt),
               'const float b = (float)((v >> 7) & 0xfffu) * 0.5f + 0.5f;',
               'const float c = (float)((v >> 13) & 0xfffu) * 1.5f - 7.0f;']
        com = self.head("a parent's stored product, its child adds",
                        parent=False, decl=False)
        com.append('void {}_launch(const int *in, uint32_t *out, float *g);'.format(p))
        # __float_as_uint, not a memcpy: ptxas 13.0 compiles the byte copy
        # of a float register as a conversion (test/GPU/float_argument_bytes).
        kern = ['__global__ void {}_child(const float *g, uint32_t *o, float c) {{'.format(p),
                '  const float r = *g + c;',
                '  o[0] = __float_as_uint(r);',
                '}']
        kern += self.parent_open(params='const int *in, uint32_t *out, float *g')
        kern += ['  ' + x for x in val]
        kern += ['  g[lin] = a * b;',
                 '  {}_child<<<1, 1>>>(g + lin, out + lin, c);'.format(p),
                 '}',
                 'void {0}_launch(const int *in, uint32_t *out, float *g) {{ '
                 '{0}_parent<<<{1}, 32>>>(in, out, g); }}'.format(p, P // 32 if P % 32 == 0 else 1)]
        n = P if P % 32 == 0 else 32
        ref = ['for (unsigned lin = 0; lin < {}u; ++lin) {{'.format(n),
               '  const unsigned v = (unsigned)In[lin];']
        ref += ['  ' + x for x in val]
        ref += ['  volatile float ab = a * b;',
                '  const float r = ab + c;',
                '  memcpy(&Ref[lin], &r, 4);', '}']
        o = self.runner(n, ref, nin=n, launch='')
        # The product's own buffer, as the parent's global memory.
        i = [k for k, x in enumerate(o) if x.strip() == ''][0]
        o[i] = ('  float *DG = nullptr; CKC(cudaMalloc(&DG, {}u * sizeof(float))); '
                '{}_launch(DIn, DOut, DG);'.format(n, p))
        o.insert(len(o) - 2, '  CKC(cudaFree(DG));')
        return com, kern, o


PTDS_GRID_BURST_DEFAULT = 0.0  # fraction of cases (--ptds-grid-burst)


class PtdsGridBurst(SideCase):
    """Each parent thread's only launch, once, into an explicit
    cudaStreamPerThread, of a child with __launch_bounds__(512) in a (32,16)
    or (16,32) block (a bit of its input); the parent grid has 256 to 600
    blocks, so the default takes the site per grid (-dpagg-auto-grid) and
    the grid's aggregate, a (32,32) block, is refused by the child and
    replayed record by record. Grid scope took such launches from session
    19 (Plan.cpp, groupBlocker); in the ticket thread's per-thread stream
    the replays of a grid waited for each other and could fill the
    pending-launch pool (red team s19, pg_replay_burst), so they go to
    cudaStreamFireAndForget. Child thread (0,0) writes its parent's hash,
    every child thread adds one to its parent's count (512 when it ran
    whole)."""
    named = True  # cudaStreamPerThread: excused in builds without DPAgg

    def __init__(self, cid, side):
        r = self.start(cid, side)
        self.B = r.choice([8, 16, 32])
        self.G = r.choice([256, 300, 512, 600])
        self.set_parent(self.G, self.B)
        self.pattern = 'ptdsburst-{}x{}'.format(self.G, self.B)

    def code(self):
        p, P, salt = self.p, self.P, self.salt
        com = self.head("a thread's only launch into its per-thread stream, "
                        "refused aggregates", parent=False)
        kern = ['__global__ void __launch_bounds__(512) {}_child(uint32_t *o, uint32_t *n, uint32_t V) {{'.format(p),
                '  if (threadIdx.x == 0 && threadIdx.y == 0) *o = V;',
                '  atomicAdd(n, 1u);',
                '}']
        kern += self.parent_open()
        kern += ['  const dim3 b = (v & 1u) ? dim3(32, 16) : dim3(16, 32);',
                 '  {}_child<<<1, b, 0, cudaStreamPerThread>>>(out + lin, out + {}u + lin, hash(v, {}u));'.format(
                     p, P, salt),
                 '}',
                 self.launch_def()]
        ref = [self.ref_loop(),
               '  Ref[lin] = hash((unsigned)In[lin], {}u);'.format(salt),
               '  Ref[{}u + lin] = 512u;'.format(P),
               '}']
        # Excused through Named[] (named above), but its FAIL lines have
        # never carried the [named-stream] tag.
        return com, kern, self.runner(2 * P, ref, tag='', launch=(
            'CKC(cudaMemset(DOut + {0}u, 0, {0}u * sizeof(uint32_t))); '
            '{1}_launch(DIn, DOut);'.format(P, p)))


ALLOC_DEFAULT = 0.0        # fraction of cases (--alloc)


class AllocScratch(SideCase):
    """Device scratch allocations (issue 25; runtime/alloc.cu, aggregated in
    the `alloc` build of build-cdp-fuzz.sh): each parent thread, on a
    condition that differs per thread, mallocs or cudaMallocs (by a bit of
    its input) a buffer of 0 to 300 bytes (0 about one time in eight), fills
    it, meets its block at a barrier, reads it back through a volatile
    pointer (a neighbour's overlap would show) and frees it by kind; or, in
    `loop`, mallocs, fills, reads and frees 1 to 3 buffers of growing size
    in a loop. It writes a hash of what it read and of its codes (a size of
    0 writes only its size: what the allocator does for 0 is its business);
    in `launch` it then launches a 1 x 1 child that writes that hash again
    (an allocation and a launch in one kernel). In `escape` (issue 25's
    program mode: build-cdp-fuzz.sh's `allocprog` build aggregates it,
    every other build leaves it as written) the pointer leaves the kernel:
    cudaMalloc writes it straight into the thread's slot of a __device__
    array, or malloc's or a local cudaMalloc's is stored there; the buffer
    is filled by the thread or by a 1 x 32 child it launches with the
    pointer; a second kernel, thread lin, reads and frees the slot of thread
    lin ^ 1 (another lane of the warp, a sub-buffer of another place in
    its group), by the kind it was allocated with. In `exitnest` (the red
    team cp_*'s finding, session 16) every thread mallocs a scratch buffer
    of 4 to 16 words (a failed one counts in its word), fills it, reads it
    back and frees it, with no barrier (the block cannot meet), then makes
    its only launch, unobserved: a 1 x 4 middle grid each of whose threads
    launches a 1 x 1 leaf, so the nested-grid rule would take it per grid
    at the last exit, where such kernels got wrong children until the
    runtime's group masks hid their uniformity from ptxas (groupMask,
    runtime/WarpGroup.cuh, session 17)."""

    def __init__(self, cid, side):
        r = self.start(cid, side)
        self.variant = r.choice(['scratch', 'scratch', 'loop', 'launch',
                                 'escape', 'exitnest'])
        self.cond = r.choice(['all', 'odd', 'input', 'sparse'])
        pb = r.choice([32, 48, 100, 128, 256])
        pg = r.choice([1, 2, 4])
        self.set_parent(pg, pb)
        self.pattern = 'alloc-{}-{}-{}x{}'.format(self.variant, self.cond,
                                                  pg, pb)

    def take(self):
        return {'all': 'true', 'odd': '(lin & 1u) != 0u',
                'input': '((v >> 20) % 3u) != 0u',
                'sparse': '((v >> 20) % 16u) == 0u'}[self.cond]

    def escape_kernels(self):
        """`escape`: the allocating parent (it writes out[] only through
        the release kernel), the filling child and the release kernel."""
        p, salt, P = self.p, self.salt, self.P
        pre = ['  const unsigned v = (unsigned)in[lin];',
               '  const unsigned n = 1u + (v >> 3) % 300u;',
               '  const bool take = {};'.format(self.take())]
        return ([
            '__device__ unsigned char *{}_slots[{}];'.format(p, P),
            '__global__ void {}_fill(unsigned char *q, unsigned n, '
            'unsigned lin) {{'.format(p),
            '  for (unsigned i = threadIdx.x; i < n; i += blockDim.x) '
            'q[i] = (unsigned char)hash({}u, lin, i);'.format(salt),
            '}']
            + self.parent_open(v=False) + pre + [
            '  unsigned char *q = nullptr;',
            '  const unsigned how = (v >> 16) % 3u;',
            '  if (take && how == 0u) {',
            '    q = (unsigned char *)malloc(n);',
            '  } else if (take && how == 1u) {',
            '    if (cudaMalloc((void **)&{}_slots[lin], n) != cudaSuccess) '
            '{}_slots[lin] = nullptr;'.format(p, p),
            '    q = {}_slots[lin];'.format(p),
            '  } else if (take) {',
            '    unsigned char *c = nullptr;',
            '    if (cudaMalloc((void **)&c, n) == cudaSuccess) q = c;',
            '  }',
            '  if (q && ((v >> 18) & 1u))',
            '    {}_fill<<<1, 32>>>(q, n, lin);'.format(p),
            '  else if (q)',
            '    for (unsigned i = 0u; i < n; ++i) '
            'q[i] = (unsigned char)hash({}u, lin, i);'.format(salt),
            '  {}_slots[lin] = q;'.format(p),
            '  if (take && !q) out[lin] = 0xdeadu;  // the release overwrites',
            '}',
            '__global__ void {}_release(const int *in, uint32_t *out) {{'.format(p),
            '  const unsigned lin = (blockIdx.x * blockDim.x + threadIdx.x) ^ 1u;']
            + pre + [
            '  unsigned char *q = {}_slots[lin];'.format(p),
            '  uint32_t h = hash({}u, lin, n, take ? 1u : 0u);'.format(salt),
            '  unsigned code = (take && !q) ? 1u : 0u;',
            '  if (q) { const volatile unsigned char *w = q;'
            ' for (unsigned i = 0u; i < n; ++i) h = mix(h, w[i]); }',
            '  if (take && (v >> 16) % 3u == 0u) free(q);',
            '  else code |= cudaFree(q) != cudaSuccess ? 2u : 0u;',
            '  out[lin] = mix(h, code);',
            '}',
            'void {0}_launch(const int *in, uint32_t *out) {{ '
            '{0}_parent<<<{1}, {2}>>>(in, out); '
            '{0}_release<<<{1}, {2}>>>(in, out); }}'.format(
                p, self.pgrid[0], self.pblock[0])])

    def escape_ref(self):
        salt = self.salt
        return ['uint32_t h = hash({}u, lin, n, take ? 1u : 0u);'.format(salt),
                'if (take) for (unsigned i = 0u; i < n; ++i) '
                'h = mix(h, (unsigned char)hash({}u, lin, i));'.format(salt),
                'h = mix(h, 0u);']

    def body(self):
        """The thread's work, device code; `h` is its result."""
        salt = self.salt
        if self.variant == 'exitnest':
            return ['const unsigned m = 4u + lin % 13u;',
                    'unsigned *q = (unsigned *)malloc(m * sizeof(unsigned));',
                    'uint32_t h = hash({}u, lin, m);'.format(salt),
                    'if (!q) {',
                    '  h = 0xbadu;',
                    '} else {',
                    '  for (unsigned i = 0u; i < m; ++i) q[i] = hash({}u, lin, i);'.format(salt),
                    '  const volatile unsigned *w = q;',
                    '  for (unsigned i = 0u; i < m; ++i) h = mix(h, w[i]);',
                    '  free(q);',
                    '}']
        if self.variant == 'loop':
            return ['uint32_t h = hash({}u, lin, 5u);'.format(salt),
                    'unsigned bad = 0u;',
                    'if (take) {',
                    '  for (unsigned r = 0u; r <= (v >> 24) % 3u; ++r) {',
                    '    const unsigned m = n + r * 17u;',
                    '    unsigned char *q = (unsigned char *)malloc(m);',
                    '    bad |= (m != 0u && !q) ? 1u : 0u;',
                    '    if (q) for (unsigned i = 0u; i < m; ++i) '
                    'q[i] = (unsigned char)hash({}u, lin, i, r);'.format(salt),
                    '    if (q && m != 0u) { const volatile unsigned char *w = q;'
                    ' for (unsigned i = 0u; i < m; ++i) h = mix(h, w[i]); }',
                    '    free(q);',
                    '  }',
                    '}',
                    'h = mix(h, bad);']
        return ['unsigned char *q = nullptr;',
                'unsigned code = 0u;',
                'const bool viaMalloc = ((v >> 16) & 1u) != 0u;',
                'if (take) {',
                '  if (viaMalloc) {',
                '    q = (unsigned char *)malloc(n);',
                '  } else {',
                '    unsigned char *c = nullptr;',
                '    code = cudaMalloc((void **)&c, n) == cudaSuccess ? 0u : 2u;',
                '    q = c;',
                '  }',
                '}',
                'if (q) for (unsigned i = 0u; i < n; ++i) '
                'q[i] = (unsigned char)hash({}u, lin, i);'.format(salt),
                '__syncthreads();  // every neighbour has filled its buffer',
                'uint32_t h = hash({}u, lin, n);'.format(salt),
                'if (q) { const volatile unsigned char *w = q;'
                ' for (unsigned i = 0u; i < n; ++i) h = mix(h, w[i]); }',
                'code |= (take && !q) ? 1u : 0u;',
                '__syncthreads();',
                'if (viaMalloc) free(q);',
                'else code |= cudaFree(q) != cudaSuccess ? 4u : 0u;',
                'h = (take && n == 0u) ? hash({}u, lin, 0u, 9u) '
                ': mix(h, code);'.format(salt)]

    def ref_value(self):
        """Host lines computing h for thread lin, input v."""
        salt = self.salt
        if self.variant == 'exitnest':
            return ['const unsigned m = 4u + lin % 13u;',
                    'uint32_t h = hash({}u, lin, m);'.format(salt),
                    'for (unsigned i = 0u; i < m; ++i) h = mix(h, hash({}u, lin, i));'.format(salt)]
        if self.variant == 'loop':
            return ['uint32_t h = hash({}u, lin, 5u);'.format(salt),
                    'if (take) for (unsigned r = 0u; r <= (v >> 24) % 3u; ++r) {',
                    '  const unsigned m = n + r * 17u;',
                    '  for (unsigned i = 0u; i < m; ++i) '
                    'h = mix(h, (unsigned char)hash({}u, lin, i, r));'.format(salt),
                    '}',
                    'h = mix(h, 0u);']
        return ['uint32_t h = hash({}u, lin, n);'.format(salt),
                'if (take) for (unsigned i = 0u; i < n; ++i) '
                'h = mix(h, (unsigned char)hash({}u, lin, i));'.format(salt),
                'h = (take && n == 0u) ? hash({}u, lin, 0u, 9u) '
                ': mix(h, 0u);'.format(salt)]

    def code(self):
        p, P = self.p, self.P
        if self.variant == 'escape':
            com = self.head('device allocations freed by a later kernel',
                            parent=False)
            pre = ['const unsigned v = (unsigned)In[lin];',
                   'const unsigned n = 1u + (v >> 3) % 300u;',
                   'const bool take = {};'.format(self.take())]
            ref = [self.ref_loop()]
            ref += ['  ' + x for x in pre + self.escape_ref()]
            ref += ['  Ref[lin] = h;', '}']
            return com, self.escape_kernels(), self.runner(P, ref)
        words = (2 * P if self.variant == 'launch' else
                 5 * P if self.variant == 'exitnest' else P)
        pre = ['const unsigned v = (unsigned)in[lin];',
               'const unsigned n = (v % 8u == 0u) ? 0u : 1u + (v >> 3) % 300u;',
               'const bool take = {};'.format(self.take())]
        com = self.head('device scratch allocations', parent=False)
        kern = []
        if self.variant == 'launch':
            kern += ['__global__ void {}_child(uint32_t *o, uint32_t h) '
                     '{{ *o = h ^ 1u; }}'.format(p)]
        if self.variant == 'exitnest':
            kern += ['__global__ void {}_leaf(uint32_t *o, uint32_t h) '
                     '{{ *o = h ^ 0x5a5au; }}'.format(p),
                     '__global__ void {0}_mid(uint32_t *o, uint32_t h) {{ '
                     '{0}_leaf<<<1, 1>>>(o + threadIdx.x, h + threadIdx.x); }}'.format(p)]
        kern += self.parent_open(v=False)
        kern += ['  ' + x for x in pre + self.body()]
        kern += ['  out[lin] = h;']
        if self.variant == 'launch':
            kern += ['  if (take) {}_child<<<1, 1>>>(out + {}u + lin, h);'.format(p, P)]
        if self.variant == 'exitnest':
            kern += ['  {}_mid<<<1, 4>>>(out + {}u + 4u * lin, h);'.format(p, P)]
        kern += ['}', self.launch_def()]
        ref = [self.ref_loop()]
        ref += ['  ' + x.replace('in[lin]', 'In[lin]')
                for x in pre + self.ref_value()]
        ref += ['  Ref[lin] = h;']
        if self.variant == 'launch':
            ref += ['  if (take) Ref[{}u + lin] = h ^ 1u;'.format(P)]
        if self.variant == 'exitnest':
            ref += ['  for (unsigned t = 0u; t < 4u; ++t) '
                    'Ref[{}u + 4u * lin + t] = (h + t) ^ 0x5a5au;'.format(P)]
        ref += ['}']
        return com, kern, self.runner(words, ref)


# Issue 23 item 3 (off by default, a stream of its own; --ptds-loops): the
# per-thread-stream-loops class (`ptdsloop-*`): every parent thread makes
# several launches into cudaStreamPerThread (not its only launch, once): in
# a grid-stride loop under a condition (`stride`), at two sites in a loop of
# 0 to L trips (`two`), or in a loop after an early return of some threads
# (`early`); each child's thread 0 reads the thread's slot, which the
# thread's previous child wrote, and writes a hash of it back and into its
# own word, so a child run out of the thread's order gives a wrong word. The
# pass moves every such launch of the kernel to the block's NULL stream and
# aggregates it (Aggregation/BlockStreamPlan.cpp); the base build runs them
# in each thread's stream.
PTDS_LOOPS_DEFAULT = 0.0  # fraction of cases (--ptds-loops)


class SlotLaunches(SideCase):
    """What PtdsLoops and DivergedLanes share: every parent thread's
    launches (body(launch)) go through its slot, the first of its W words:
    each child's thread 0 reads it and writes a hash of it back and into the
    launch's own word."""

    def slot_code(self, steps, stream, void_k=False):
        """code(), given the step kernels and the launches' stream (void_k:
        the parent marks k used)."""
        p, salt = self.p, self.salt

        def dev_launch(kind, v, k):
            return ('{}_step{}<<<1, {}, 0, {}>>>(out + base, '
                    'out + base + 1u + {}, {});'.format(p, kind, self.cb,
                                                        stream, k, v))

        def host_launch(kind, v, k):
            return ('Ref[base] = Ref[base + 1u + {}] = hash({}u, {}u, '
                    'Ref[base], {});'.format(k, salt, kind, v))

        kern = steps + self.parent_open(v=False,
                                        params='const int *In, uint32_t *out')
        kern += self.base_lines('out') + ['  unsigned k = 0;']
        kern += ['  ' + x for x in self.body(dev_launch)]
        kern += (['  (void)k;'] if void_k else []) + ['}', self.launch_def()]
        ref = [self.ref_loop()] + self.base_lines('Ref') + ['  unsigned k = 0;']
        ref += ['  ' + x for x in self.body(host_launch)]
        ref += ['  (void)k;', '}']
        return self.head(), kern, self.runner(self.P * self.W, ref)


class PtdsLoops(SlotLaunches):
    """A case of the per-thread-stream-loops class; code() like Case.code()."""

    def __init__(self, cid, side):
        r = self.start(cid, side)
        self.how = r.choice(['stride', 'stride', 'two', 'early'])
        self.trips = r.randint(1, 4)   # items per thread (stride), trips
        self.cb = r.choice([1, 17, 32, 64])
        pb = r.choice([32, 48, 64, 128])
        pg = r.choice([1, 2, 4, 8])
        per = self.trips * (2 if self.how == 'two' else 1)
        pg = halve_grid(pg, pb, per)
        self.set_parent(pg, pb)
        # Items of the grid-stride loop: not a multiple of the grid.
        self.N = self.P * self.trips - r.randint(0, self.P - 1)
        self.L = per                   # launches per thread, at most
        self.W = 1 + self.L            # the slot, then one word per launch
        self.pattern = 'ptdsloop-{}-{}t-{}x{}'.format(
            self.how, self.trips, pg, pb)

    def body(self, launch):
        """The thread's launches, device or host (\p launch(kind, v, k)
        renders one, kind 0 or 1, k the launch's index)."""
        if self.how == 'stride':
            return ['for (unsigned i = lin; i < {}u; i += {}u) {{'.format(
                        self.N, self.P),
                    '  const unsigned v = hash({}u, (unsigned)In[i % {}u], i);'
                    .format(self.salt, self.P),
                    '  if (v % 5u < 3u) {',
                    '    ' + launch(0, 'v', 'k'),
                    '    ++k;',
                    '  }',
                    '}']
        lines = []
        if self.how == 'early':
            lines += ['if (lin % 3u != 1u)']
        lines += ['for (unsigned j = 0; j < (unsigned)In[lin] % {}u; ++j) {{'
                  .format(self.trips + 1),
                  '  const unsigned v = hash({}u, (unsigned)In[lin], j);'
                  .format(self.salt),
                  '  ' + launch(0, 'v', 'k'),
                  '  ++k;']
        if self.how == 'two':
            lines += ['  if (v & 1u) {',
                      '    ' + launch(1, 'v ^ 5u', 'k'),
                      '    ++k;',
                      '  }']
        lines += ['}']
        return lines

    def code(self):
        steps = []
        for kind in (0, 1):
            steps += ['__global__ void {}_step{}(uint32_t *s, uint32_t *o, '
                      'unsigned a) {{'.format(self.p, kind),
                      '  if (threadIdx.x == 0) {',
                      '    const uint32_t x = hash({}u, {}u, *s, a);'.format(
                          self.salt, kind),
                      '    *s = x;',
                      '    *o = x;',
                      '  }',
                      '}']
        return self.slot_code(steps, 'cudaStreamPerThread')


# Session 9 (off by default, a stream of its own; --diverged-lanes): the
# diverged-lanes class (`divlanes-*`): the lanes of a warp split into G paths
# (2 to 4; by lane % G, by lane / (32 / G), or by the thread's input), and
# each path is a loop of 0 to T data-dependent trips (or a grid-stride-like
# loop of its own) that launches that path's kernel, some paths a second
# kernel under a condition, some with a data-dependent break. Launches go to
# the NULL stream, cudaStreamFireAndForget (only where a thread launches
# once: nothing orders fire-and-forget children) or cudaStreamPerThread.
# Each child's thread 0 reads the thread's slot and writes a hash of it back
# and into its own word, so a lost, duplicated or reordered launch gives a
# wrong word. Children have a barrier, so that none is serialized away.
DIVERGED_LANES_DEFAULT = 0.0  # fraction of cases (--diverged-lanes)


class DivergedLanes(SlotLaunches):
    """A case of the diverged-lanes class; code() like Case.code()."""

    def __init__(self, cid, side):
        r = self.start(cid, side)
        self.groups = r.choice([2, 2, 3, 4])
        self.split = r.choice(['mod', 'div', 'data'])
        self.stream = r.choice(['0', '0', '0', 'cudaStreamPerThread', 'ff'])
        self.once = self.stream == 'ff'
        # clang's V1 launches into cudaStreamFireAndForget never run without
        # DPAgg: the base build's failures of such a case are expected (the
        # tag was missing until session 23's differential run, where two
        # `divlanes-*-ff` cases failed in .base only).
        self.named = self.once
        self.trips = 1 if self.once else r.randint(2, 5)
        self.paths = []  # per path: (second launch?, break?)
        for _ in range(self.groups):
            self.paths.append((not self.once and r.random() < 0.5,
                               not self.once and r.random() < 0.3))
        self.cb = r.choice([1, 17, 32, 64])
        pb = r.choice([32, 64, 96, 128])
        pg = r.choice([1, 2, 4, 8, 16])
        self.L = self.trips * 2
        pg = halve_grid(pg, pb, self.L)
        self.set_parent(pg, pb)
        self.W = 1 + self.L            # the slot, then one word per launch
        self.pattern = 'divlanes-{}{}-{}-{}t-{}x{}'.format(
            self.split, self.groups,
            {'0': 'null', 'cudaStreamPerThread': 'ptds', 'ff': 'ff'}[
                self.stream], self.trips, pg, pb)

    def path_of(self):
        lane = '(lin % 32u)'
        if self.split == 'mod':
            return '{} % {}u'.format(lane, self.groups)
        if self.split == 'div':
            return '{} / {}u'.format(lane, (32 + self.groups - 1) // self.groups)
        return 'hash({}u, (unsigned)In[lin]) % {}u'.format(self.salt, self.groups)

    def body(self, launch):
        """The thread's launches, device or host (launch(kind, v, k) renders
        one, kind the kernel, k the launch's index)."""
        lines = ['const unsigned g = {};'.format(self.path_of())]
        for g, (second, brk) in enumerate(self.paths):
            kw = 'if' if g == 0 else '} else if'
            lines += ['{} (g == {}u) {{'.format(kw, g),
                      '  for (unsigned j = 0; j < hash({}u, (unsigned)In[lin], '
                      '{}u) % {}u; ++j) {{'.format(self.salt, g, self.trips + 1),
                      '    const unsigned v = hash({}u, (unsigned)In[lin], j, '
                      '{}u);'.format(self.salt, g)]
            if brk:
                lines += ['    if (v % 7u == 3u)', '      break;']
            lines += ['    ' + launch(2 * g, 'v', 'k'), '    ++k;']
            if second:
                lines += ['    if (v & 1u) {',
                          '      ' + launch(2 * g + 1, 'v ^ 9u', 'k'),
                          '      ++k;',
                          '    }']
            lines += ['  }']
        lines += ['}']
        return lines

    def code(self):
        steps = []
        for kind in range(2 * self.groups):
            steps += ['__global__ void {}_step{}(uint32_t *s, uint32_t *o, '
                      'unsigned a) {{'.format(self.p, kind),
                      '  __shared__ uint32_t x;',
                      '  if (threadIdx.x == 0)',
                      '    x = hash({}u, {}u, *s, a);'.format(self.salt, kind),
                      '  __syncthreads();',
                      '  if (threadIdx.x == 0) {',
                      '    *s = x;',
                      '    *o = x;',
                      '  }',
                      '}']
        return self.slot_code(steps, 'cudaStreamFireAndForget'
                              if self.stream == 'ff' else self.stream,
                              void_k=True)


def side_case_start(case, cid, r):
    """What the auto-grid, dirty-lanes and packed classes draw first, in this
    order (a case's draws fix the programs of its seed): its id and prefix, a
    salt, and its stream (the NULL stream, or cudaStreamFireAndForget, which
    clang's V1 launch never runs without DPAgg: `named`; `sname` in the
    pattern, `sarg` in the launch)."""
    case.start(cid, r)
    case.stream = r.choice(['0', '0', 'ff'])
    case.named = case.stream == 'ff'
    case.sname = 'ff' if case.named else 'null'
    case.sarg = 'cudaStreamFireAndForget' if case.named else '0'


def reversing_child(p, cb, params, value):
    """A one-block child of cb threads that write `value`, and after a
    barrier (so it is not serialized) their block's values in reverse."""
    return ['__global__ void {}_child(uint32_t *o, {}) {{'.format(p, params),
            '  __shared__ uint32_t x[{}];'.format(cb),
            '  x[threadIdx.x] = {};'.format(value),
            '  __syncthreads();',
            '  o[threadIdx.x] = x[{}u - 1u - threadIdx.x];'.format(cb),
            '}']


def every_kth(threads):
    """The stride k (a power of two) such that every k-th of `threads`
    parent threads launching keeps them under MAX_LAUNCHES // 2."""
    k = 1
    while threads // k > MAX_LAUNCHES // 2:
        k *= 2
    return k


# Session 10 (off by default, a stream of its own; --auto-grid): the
# auto-grid class (`autogrid-*`), from the red team of -dpagg-auto-grid (the
# default: a site grid scope takes goes per grid in parent grids of at least
# 256 blocks, per block in smaller ones, decided at run time from gridDim).
# Parent grids of 1 to 400 blocks, 1-D or 2-D, around the threshold (255,
# 256, 257; 16 x 16, 15 x 17); the launch is the thread's only one, once, its
# result unused (what grid scope takes), into the NULL stream or
# cudaStreamFireAndForget, made by one thread per block (the single
# launcher that block scope leaves as written in small grids), by every k-th
# thread, or in a divergent branch before a barrier (postponed). Its
# parameters: a word uniform in the grid, a word uniform in the block only
# (stored once per block record at grid scope) and one per thread. The
# child has a barrier (so it is not serialized) and writes a hash of all
# three and its geometry into the thread's words.
AUTO_GRID_DEFAULT = 0.0  # fraction of cases (--auto-grid)


class AutoGrid(SideCase):
    """A case of the auto-grid class; code() like Case.code()."""

    def __init__(self, cid, side):
        r = side
        side_case_start(self, cid, r)
        self.cond = r.choice(['single', 'kth', 'post'])
        pb = r.choice([32, 64])
        g = r.choice([(1, 1), (3, 1), (64, 1), (255, 1), (256, 1), (257, 1),
                      (400, 1), (16, 16), (15, 17), (2, 129)])
        self.pgrid, self.pblock = (g[0], g[1], 1), (pb, 1, 1)
        self.P = g[0] * g[1] * pb
        self.k = every_kth(self.P)  # a constant count, under MAX_LAUNCHES
        if self.cond == 'single':
            self.k = pb
        self.r0 = r.randrange(self.k)
        self.cb = r.choice([32, 64])
        self.W = 1 + self.cb
        self.pattern = 'autogrid-{}-{}-{}x{}x{}'.format(
            self.cond, self.sname, g[0], g[1], pb)

    def code(self):
        p, W, salt, k = self.p, self.W, self.salt, self.k
        kern = reversing_child(p, self.cb, 'unsigned a, unsigned bw, unsigned v',
                               'hash(a, bw, v, threadIdx.x, blockDim.x, gridDim.x)')
        kern += ['__global__ void {}_parent(const int *In, uint32_t *out) {{'
                 .format(p),
                 '  const unsigned blk = blockIdx.x + gridDim.x * blockIdx.y;',
                 '  const unsigned lin = blk * blockDim.x + threadIdx.x;']
        kern += self.base_lines('out')
        kern += ['  const unsigned bw = hash({}u, blk, 7u);'.format(salt),
                 '  const unsigned v = hash((unsigned)In[lin], lin);',
                 ('  if (threadIdx.x == {}u)'.format(self.r0)
                  if self.cond == 'single' else
                  '  if (lin % {}u == {}u)'.format(k, self.r0)),
                 '    {}_child<<<1, {}, 0, {}>>>(out + base + 1u, {}u, bw, v);'
                 .format(p, self.cb, self.sarg, salt)]
        if self.cond == 'post':
            kern += ['  __syncthreads();',
                     '  out[base] ^= 0u; // after the barrier']
        kern += ['}', self.launch_def('dim3({}, {})'.format(*self.pgrid[:2]))]
        ref = [self.ref_loop()] + self.base_lines('Ref')
        ref += ['  const unsigned blk = lin / {}u;'.format(self.pblock[0]),
                '  const unsigned bw = hash({}u, blk, 7u);'.format(salt),
                '  const unsigned v = hash((unsigned)In[lin], lin);',
                '  if (lin % {}u == {}u)'.format(k, self.r0),
                '    for (unsigned t = 0; t < {0}u; ++t)'.format(self.cb),
                '      Ref[base + 1u + t] = hash({}u, bw, v, {}u - 1u - t, {}u, '
                '1u);'.format(salt, self.cb, self.cb),
                '}']
        return self.head(parent=False), kern, self.runner(self.P * W, ref)


# Session 10 (off by default, a stream of its own; --dirty-lanes): the
# dirty-lanes class (`dirtylanes-*`), from the red team of the warp gate's
# whole-warp entry (test/RedTeam/fw_refused_burst.cu: 32 lanes with an
# error pending, each launching alone together, hung CUDA's device runtime
# on the H100). Every launching thread first makes a launch CUDA refuses (a
# block of 2048 threads: cudaErrorInvalidConfiguration, left pending), then
# 1 to 3 valid launches into the NULL stream (or one into
# cudaStreamFireAndForget), so whole converged warps, some partial (blocks
# not a multiple of 32, lanes that skip), reach the device runtime with
# their error state dirty. Each thread stores what cudaGetLastError returns
# at the end (the refused launch's error: a valid launch leaves it pending);
# each valid child writes its words (after a barrier: not serialized).
DIRTY_LANES_DEFAULT = 0.0  # fraction of cases (--dirty-lanes)


class DirtyLanes(SideCase):
    """A case of the dirty-lanes class; code() like Case.code()."""

    def __init__(self, cid, side):
        r = side
        side_case_start(self, cid, r)
        self.n = 1 if self.named else r.randint(1, 3)
        self.skip = r.choice([0, 0, 3, 5])  # 1 in skip threads skip; 0: none
        pb = r.choice([32, 64, 96, 100, 128])
        pg = r.choice([1, 2, 4, 8])
        pg = halve_grid(pg, pb, self.n + 1)
        self.set_parent(pg, pb)
        self.cb = r.choice([32, 64])
        self.W = 1 + self.n * self.cb
        self.pattern = 'dirtylanes-{}-{}x-skip{}-{}x{}'.format(
            self.sname, self.n, self.skip, pg, pb)

    def launches(self, lin):
        """The host's condition for thread lin to launch (as a C expression
        of lin)."""
        if not self.skip:
            return 'true'
        return '(hash({}u, {}) % {}u != 0u)'.format(self.salt, lin, self.skip)

    def code(self):
        p, salt, cb = self.p, self.salt, self.cb
        kern = reversing_child(p, cb, 'unsigned v',
                               'hash(v, threadIdx.x, blockDim.x)')
        kern += self.parent_open(v=False, params='const int *In, uint32_t *out')
        kern += self.base_lines()
        kern += ['  if ({}) {{'.format(self.launches('lin')),
                 '    {}_child<<<1, 2048>>>(out, 0u); // refused'.format(p)]
        for j in range(self.n):
            kern.append('    {}_child<<<1, {}, 0, {}>>>(out + base + 1u + {}u, '
                        'hash({}u, (unsigned)In[lin], {}u));'.format(
                            p, cb, self.sarg, j * cb, salt, j))
        kern += ['    out[base] = (uint32_t)cudaGetLastError();',
                 '  }',
                 '}',
                 self.launch_def()]
        ref = [self.ref_loop()] + self.base_lines()
        ref += ['  if (!({}))'.format(self.launches('lin')),
                '    continue;',
                '  Ref[base] = (uint32_t)cudaErrorInvalidConfiguration;']
        for j in range(self.n):
            ref += ['  for (unsigned t = 0; t < {}u; ++t)'.format(cb),
                    '    Ref[base + 1u + {}u + t] = hash(hash({}u, '
                    '(unsigned)In[lin], {}u), {}u - 1u - t, {}u);'.format(
                        j * cb, salt, j, cb, cb)]
        ref += ['}']
        return self.head(parent=False), kern, self.runner(self.P * self.W, ref)


# Session 21 (off by default, a stream of its own; --warp-pair): the warp-pair
# class (`warppair-*`), from the red team of docs/warp-rejoin.md. On sm_70 and
# later a __syncwarp pairs with any other of its mask, so lane 0 of every warp
# waits at __syncwarp(3) for lane 1's, which lane 1 reaches only after its
# launch: in a function the kernel calls, kept apart (`callee`), or in the
# kernel with a mask that differs between lanes (`mask`). A block barrier
# after the site would hold lane 1 for lane 0: a deadlock. The block rules
# count such syncs as waits (InterThreadWaits; NVVM_WARP_SYNC) and keep the
# site per warp. Every k-th thread launches (a child with a barrier: not
# serialized); lane 1 writes a word before its sync, which lane 0 reads after
# its own, so a sync paired wrongly shows too.
# Session 22 (the class's first GPU runs, test/GPU/results/2026-11-28-
# session22.md): no lane branches apart between the paired syncs before the
# launch, and whole blocks launch or not (every k-th block: a condition of
# blockIdx alone, which the block rules see as uniform). With `if (L == 0u)`
# around lane 0's read the `mask` cases ran past 6 s or hung built with
# clang alone; with every k-th thread or warp launching, the plugin before
# the rule took the last exit (no barrier) and passed every case, so the
# class caught nothing. Now, as in test/GPU/warp_sync_pairs.cu (which hangs
# with that plugin), every thread of a launching block launches and no lane
# branches before the launch (word 1 is written by every lane first): with
# the plugin before the rule every site of seed 2213 plans per block or per
# grid at a barrier, with the rule per warp (remarks; not yet GPU-run).
WARP_PAIR_DEFAULT = 0.0  # fraction of cases (--warp-pair)


class WarpPair(SideCase):
    """A case of the warp-pair class; code() like Case.code()."""

    def __init__(self, cid, side):
        r = side
        side_case_start(self, cid, r)
        self.form = r.choice(['callee', 'mask'])
        pb = r.choice([32, 64, 128])
        pg = r.choice([1, 2, 8, 300])
        self.set_parent(pg, pb)
        self.k = every_kth(self.P)  # every k-th block: a power of two
        self.r0 = r.randrange(min(self.k, pg))
        self.cb = r.choice([32, 64])
        self.W = 2 + self.cb
        self.pattern = 'warppair-{}-{}-{}x{}'.format(
            self.form, self.sname, pg, pb)

    def code(self):
        p, W = self.p, self.W
        kern = reversing_child(p, self.cb, 'unsigned a, unsigned v',
                               'hash(a, v, threadIdx.x, blockDim.x)')
        # Lane 0's wait and read, lane 1's write and sync; the other lanes
        # write their word 1 themselves.
        wait0 = ['    out[base + 1u] = *(volatile uint32_t *)&out[base + {}u];'
                 .format(W + 1)]  # lane 1's word 1
        if self.form == 'mask':  # no branch: each lane copies a word to its
            # word 1, lane 0 lane 1's, the others their own (lane 1 its 7,
            # overwritten after its launch, before its sync)
            wait0 = ['  out[base + 1u] = *(volatile uint32_t *)&out[L == 0u ? '
                     'base + {}u : base + 1u];'.format(W + 1)]
        if self.form == 'callee':
            kern += self.callee_syncs(wait0)
        kern += ['__global__ void {}_parent(const int *In, uint32_t *out) {{'
                 .format(p),
                 LIN]
        kern += self.rest_of_parent(wait0)
        return self.finish(kern)

    def callee_syncs(self, wait0):
        """The `callee` form's functions, kept apart: lane 0's wait and read,
        lane 1's write and sync."""
        p, salt = self.p, self.salt
        return (['__device__ __noinline__ void {}_pre(uint32_t *out, size_t base) {{'
                 .format(p),
                 '  if ((threadIdx.x & 31u) == 0u) {',
                 '    __syncwarp(3u); // lane 1 syncs after its launch'] + wait0 + [
                 '  }',
                 '}',
                 '__device__ __noinline__ void {}_post(uint32_t *out, size_t base,'
                 ' unsigned lin) {{'.format(p),
                 '  if ((threadIdx.x & 31u) == 1u) {',
                 '    out[base + 1u] = hash({}u, lin, 1u);'.format(salt),
                 '    __syncwarp(3u);',
                 '  }',
                 '}'])

    def rest_of_parent(self, wait0):
        """The parent's body after its first line."""
        p, salt, k, cb = self.p, self.salt, self.k, self.cb
        kern = self.base_lines('out')
        kern += ['  const unsigned L = threadIdx.x & 31u;',
                 '  out[base + 1u] = 7u; // lanes 0 and 1 write theirs later',
                 '  const unsigned v = hash((unsigned)In[lin], lin);']
        if self.form == 'callee':
            kern += ['  {}_pre(out, base);'.format(p)]
        else:
            kern += ['  __syncwarp(L == 0u ? 3u : 1u << L); // lane 0 waits for lane 1'
                     ] + wait0
        kern += ['  if ({} % {}u == {}u)'.format(self.launcher(), k, self.r0),
                 '    {}_child<<<1, {}, 0, {}>>>(out + base + 2u, {}u, v);'
                 .format(p, cb, self.sarg, salt)]
        if self.form == 'callee':
            kern += ['  {}_post(out, base, lin);'.format(p)]
        else:
            kern += ['  if (L == 1u)',
                     '    out[base + 1u] = hash({}u, lin, 1u);'.format(salt),
                     '  __syncwarp(L == 1u ? 3u : 1u << L);']
        return kern + ['}', self.launch_def()]

    def launcher(self, host=False):
        """What is taken mod k to pick the launching threads: whole
        blocks, so that no lane of a block branches apart at the launch
        (blockIdx.x in the kernel, which the block rules see as uniform)."""
        return '(lin / {}u)'.format(self.pblock[0]) if host else 'blockIdx.x'

    def finish(self, kern):
        """(common, kernels, host) with the host's reference."""
        salt, k, cb, W = self.salt, self.k, self.cb, self.W
        ref = [self.ref_loop()] + self.base_lines('Ref')
        ref += ['  const unsigned L = lin % 32u;',
                '  Ref[base + 1u] = L == 0u ? hash({0}u, lin + 1u, 1u) : '
                'L == 1u ? hash({0}u, lin, 1u) : 7u;'.format(salt),
                '  const unsigned v = hash((unsigned)In[lin], lin);',
                '  if ({} % {}u == {}u)'.format(self.launcher(True), k, self.r0),
                '    for (unsigned t = 0; t < {0}u; ++t)'.format(cb),
                '      Ref[base + 2u + t] = hash({}u, v, {}u - 1u - t, {}u);'
                .format(salt, cb, cb),
                '}']
        return self.head(parent=False), kern, self.runner(self.P * W, ref)


# Session 23 (off by default, a stream of its own; --rejoin-loops): the
# rejoin-loops class (`rejoinloop-*`), from the red team of the warp rejoin
# (passes/Transforms/Aggregation/RejoinPlan.cpp; test/RedTeam/rj_*). Each
# thread's launches are in a loop whose lanes part: `stride` (a grid-stride
# loop with a `continue` before the launch: rejoined), `nested` (a launch in
# an outer loop and one in an inner loop, trip counts per thread: both
# rejoined) and `goto` (the red team's finding: the outer loop's only exit is
# a `goto` out of its inner loop, the function's locals declared before the
# loops, so the exiting block lies inside the inner loop: refused since
# b8f582c; before, the lanes hung or faulted on the H200). After the loop each
# thread writes its count of trips or launches to its word 1 and then, in
# `sync`, a __syncwarp() and a read of its partner lane's word 1 into its
# word 2, or in `spin`, a volatile spin on that word until the partner wrote
# it (a lane that left the loop waits for one still in it), or `none`.
# Children have a barrier (reversing_child), so none is serialized away; the
# parent blocks are whole warps, so every lane has its partner.
REJOIN_LOOPS_DEFAULT = 0.0  # fraction of cases (--rejoin-loops)


class RejoinLoops(SideCase):
    """A case of the rejoin-loops class; code() like Case.code()."""

    def __init__(self, cid, side):
        r = side
        side_case_start(self, cid, r)
        self.form = r.choice(['stride', 'nested', 'goto'])
        self.after = r.choice(['none', 'sync', 'spin'])
        self.cb = r.choice([32, 64])
        self.T = 4  # at most 4 launches a thread in every form
        pb = r.choice([32, 64, 128])
        pg = r.choice([1, 2, 8, 40])
        self.W = 3 + self.T * self.cb
        pg, pb = fit_parent(pg, pb, self.T, self.W)
        pb = max(32, pb)
        self.set_parent(pg, pb)
        self.pattern = 'rejoinloop-{}-{}-{}-{}x{}'.format(
            self.form, self.after, self.sname, pg, pb)

    def launch(self, k, v):
        """Launch number k of the thread, with value v."""
        return ('{}_child<<<1, {}, 0, {}>>>(out + base + 3u + ({}) * {}u, '
                '{}u, {});'.format(self.p, self.cb, self.sarg, k, self.cb,
                                   self.salt, v))

    def loop(self, launch):
        """The thread's loop (device or host: launch(k, v) renders a
        launch); leaves the count to write in `n`."""
        salt = self.salt
        if self.form == 'stride':
            rows = self.P * 3 + self.P // 2 + 1
            return ['unsigned n = 0u;',
                    'for (unsigned r = lin; r < {}u; r += {}u) {{'.format(
                        rows, self.P),
                    '  const unsigned w = hash({}u, r, x);'.format(salt),
                    '  if (w % 3u == 0u)',
                    '    continue;',
                    '  ' + launch('n', 'w'),
                    '  ++n;',
                    '}']
        if self.form == 'nested':
            return ['unsigned n = 0u;',
                    'for (unsigned a = 0u; a < x % 3u; ++a) {',
                    '  if (a == 1u) {',
                    '    ' + launch('n', 'hash({}u, x, a)'.format(salt)),
                    '    ++n;',
                    '  }',
                    '  for (unsigned b = 0u; b < (x >> 4) % 2u + (a == 0u); ++b) {',
                    '    ' + launch('n', 'hash({}u, x, a, b)'.format(salt)),
                    '    ++n;',
                    '  }',
                    '}']
        # goto: trips i (launching at odd i) until (i, j) reaches the stop.
        return ['unsigned i = 0u, j, n = 0u;',
                'const unsigned si = x % 5u, inner = 1u + (x >> 3) % 3u, '
                'sj = (x >> 6) % inner;',
                'for (;;) {',
                '  j = 0u;',
                '  for (;;) {',
                '    if (i == si && j == sj)',
                '      goto done;',
                '    if (++j >= inner)',
                '      break;',
                '  }',
                '  if (i & 1u) {',
                '    ' + launch('n', 'hash({}u, x, i)'.format(salt)),
                '    ++n;',
                '  }',
                '  ++i;',
                '}',
                'done:']

    def code(self):
        p, W = self.p, self.W
        kern = reversing_child(p, self.cb, 'unsigned a, unsigned v',
                               'hash(a, v, threadIdx.x, blockDim.x)')
        kern += ['__global__ void {}_parent(const int *In, uint32_t *out) {{'
                 .format(p), LIN]
        kern += self.base_lines('out')
        kern += ['  const unsigned x = hash({}u, (unsigned)In[lin]);'
                 .format(self.salt)]
        kern += ['  ' + l for l in self.loop(self.launch)]
        kern += ['  *(volatile uint32_t *)&out[base + 1u] = n;',
                 '  const size_t pbase = (size_t)(lin ^ 1u) * {}u;'.format(W)]
        if self.after == 'sync':
            kern += ['  __syncwarp();',
                     '  out[base + 2u] = *(volatile uint32_t *)&out[pbase + 1u];']
        elif self.after == 'spin':
            kern += ['  uint32_t seen;',
                     '  while ((seen = *(volatile uint32_t *)&out[pbase + 1u]) '
                     '== 0xffffffffu) {',
                     '  }',
                     '  out[base + 2u] = seen;']
        kern += ['}', self.launch_def()]
        return self.head(parent=False), kern, self.runner(self.P * W,
                                                          self.reference())

    def reference(self):
        """The host's words: each launch's reversed child words, the
        thread's count, its partner's count."""
        salt, cb, W = self.salt, self.cb, self.W

        def launch(k, v):
            return ('{{ const unsigned vv = {}; for (unsigned t = 0; t < {}u; '
                    '++t) Ref[base + 3u + ({}) * {}u + t] = hash({}u, vv, {}u - '
                    '1u - t, {}u); }}'.format(v, cb, k, cb, salt, cb, cb))
        ref = ['std::vector<uint32_t> N({}u);'.format(self.P),
               self.ref_loop()] + self.base_lines('Ref')
        ref += ['  const unsigned x = hash({}u, (unsigned)In[lin]);'
                .format(self.salt)]
        ref += ['  ' + l for l in self.loop(launch)]
        ref += ['  Ref[base + 1u] = n;', '  N[lin] = n;', '}']
        if self.after != 'none':
            ref += [self.ref_loop(),
                    '  Ref[(size_t)lin * {}u + 2u] = N[lin ^ 1u];'.format(W),
                    '}']
        return ref


class Gen:
    def __init__(self, seed, file_id):
        self.seed, self.file_id = seed, file_id
        self.r = random.Random('{}/{}'.format(seed, file_id))
        # Shape and condition choices made while rendering come from their
        # own stream, reseeded per kernel (Case.kernel_code, parent_body).
        self.r_code = None


# Session 11 (off by default, a stream of its own; --packed): the packed
# class (`packed-*`), for -dpagg-pack-children (runtime/child.cu, "Packed
# children": a logical block of at most 32 threads per warp) and its red
# team (test/RedTeam/pk_*). Children of 1 to 32 threads in 1-D or 2-D
# blocks (x fastest: lane x + bx * y), one shape per case or, in `mixed`,
# some parents with 64-thread blocks (the aggregate then runs unpacked), 1
# to 3 blocks each; every child thread sums a value over its warp of the
# block with __reduce_add_sync over the warp's lanes of the block (the mask
# from blockDim) and writes a hash of the sum, its indices and the geometry; a
# third of the threads return early, after the reduction. Parent grids of
# 1, 3, 16 and 300 blocks (block scope, and the grid index path of the
# default's -dpagg-auto-grid); every k-th thread launches, into the NULL
# stream or cudaStreamFireAndForget. Built as `pack` by
# utils/build-cdp-fuzz.sh (packing on, serialization off) besides the
# usual variants, where the same case must give the same words.
PACKED_DEFAULT = 0.0  # fraction of cases (--packed)


class Packed(SideCase):
    """A case of the packed class; code() like Case.code()."""

    def __init__(self, cid, side):
        r = side
        side_case_start(self, cid, r)
        self.shape = r.choice([(32, 1), (32, 1), (16, 2), (8, 4), (4, 8),
                               (20, 1), (7, 1), (1, 1), (5, 3)])
        self.mixed = r.random() < 0.25
        pb = r.choice([32, 64, 128])
        pg = r.choice([1, 3, 16, 300])
        self.set_parent(pg, pb)
        self.k = every_kth(self.P)
        self.r0 = r.randrange(self.k)
        self.maxb = 3
        self.W = 1 + self.maxb * 64
        self.pattern = 'packed-{}x{}{}-{}-{}x{}'.format(
            self.shape[0], self.shape[1], '-mixed' if self.mixed else '',
            self.sname, pg, pb)

    def code(self):
        p, k = self.p, self.k
        bx, by = self.shape
        kern = ['__global__ void {}_child(uint32_t *o, unsigned v) {{'
                .format(p),
                '  const unsigned t = threadIdx.x + blockDim.x * threadIdx.y;',
                '  const unsigned n = blockDim.x * blockDim.y;',
                '  const unsigned w = t / 32u, nl = min(32u, n - 32u * w);',
                '  const unsigned m = nl == 32u ? ~0u : (1u << nl) - 1u;',
                '  const unsigned s = __reduce_add_sync(m, hash(v, blockIdx.x, '
                't));',
                '  if (t % 3u == 2u && (v & 1u)) { o[blockIdx.x * n + t] = s; '
                'return; }',
                '  o[blockIdx.x * n + t] = hash(s, t, blockIdx.x, gridDim.x, '
                'blockDim.x, blockDim.y);',
                '}']
        kern += self.parent_open(v=False, params='const int *In, uint32_t *out')
        kern += self.base_lines('out')
        kern += ['  const unsigned v = hash((unsigned)In[lin], lin);',
                 '  const unsigned nb = 1u + v % {}u;'.format(self.maxb),
                 '  const bool wide = {} && (v >> 8) % 4u == 0u;'.format(
                     'true' if self.mixed else 'false'),
                 '  if (lin % {}u == {}u)'.format(k, self.r0),
                 '    {}_child<<<nb, wide ? dim3(64, 1) : dim3({}, {}), 0, {}>>>'
                 '(out + base + 1u, v);'.format(p, bx, by, self.sarg),
                 '}',
                 self.launch_def()]
        ref = [self.ref_loop()] + self.base_lines('Ref')
        ref += ['  if (lin % {}u != {}u) continue;'.format(k, self.r0),
                '  const unsigned v = hash((unsigned)In[lin], lin);',
                '  const unsigned nb = 1u + v % {}u;'.format(self.maxb),
                '  const bool wide = {} && (v >> 8) % 4u == 0u;'.format(
                    'true' if self.mixed else 'false'),
                '  const unsigned bx = wide ? 64u : {}u, by = wide ? 1u : {}u;'
                .format(bx, by),
                '  const unsigned n = bx * by;',
                '  for (unsigned b = 0; b < nb; ++b)',
                '    for (unsigned t = 0; t < n; ++t) {',
                '      const unsigned w = t / 32u;',
                '      unsigned s = 0;',
                '      for (unsigned u = 32u * w; u < n && u < 32u * w + 32u; '
                '++u) s += hash(v, b, u);',
                '      Ref[base + 1u + b * n + t] = (t % 3u == 2u && (v & 1u)) '
                '? s : hash(s, t, b, nb, bx, by);',
                '    }',
                '}']
        return self.head(parent=False), kern, self.runner(self.P * self.W, ref)


# Session 13 (off by default, a stream of its own; --nested-grid): the
# nested-grid class (`nestedgrid-*`), from -dpagg-nested-grid (the default: a
# launch whose child launches too goes per grid in every parent grid, at a
# barrier or at its threads' last exit, in the kernel and in its aggregated
# clone) and its red team (test/RedTeam/ng_*). A recursion over an implicit
# tree (node u's children are u * F + 1 ... u * F + k, k <= F, at most D
# levels), the number of children drawn per node from the salt: `tree`, one
# thread per node, every thread whose node has children launches their grid
# (blocks of 2, 4 or 32: surplus threads in the clone's blocks); `single`,
# one block per node, its threads sum a value in shared memory and thread 0
# launches the children's grid after the barrier (the single launcher, which
# the default leaves as written and grid scope combines). The launch is the
# thread's only one, once, into the NULL stream or cudaStreamFireAndForget.
# Each node writes a hash of its id, depth, geometry and inputs.
NESTED_GRID_DEFAULT = 0.0  # fraction of cases (--nested-grid)


class NestedGrid(SideCase):
    """A case of the nested-grid class; code() like Case.code()."""

    def __init__(self, cid, side):
        r = side
        side_case_start(self, cid, r)
        self.cond = r.choice(['tree', 'single'])
        self.F = r.choice([2, 3, 4])
        self.D = r.choice([3, 5, 6])
        self.keep = r.choice([4, 6, 8])  # of 8: a node has children
        self.cb = r.choice([2, 4, 32]) if self.cond == 'tree' else \
            r.choice([32, 64, 96])
        nodes, width = 1, 1
        for _ in range(self.D + 1):
            width *= self.F
            nodes += width
        self.nodes = nodes + 1
        self.pgrid, self.pblock = (1, 1, 1), (self.cb, 1, 1)
        self.P = 64
        self.W = self.nodes * (1 if self.cond == 'tree' else self.cb)
        self.pattern = 'nestedgrid-{}-{}-F{}D{}-b{}'.format(
            self.cond, self.sname, self.F, self.D,
            self.cb)

    def kids(self):
        """The number of children of node u at depth d (device and host)."""
        return ('static __host__ __device__ unsigned {}_kids(unsigned u, '
                'unsigned d, unsigned v) {{ return d < {}u && hash({}u, u, v, '
                '1u) % 8u < {}u ? 1u + hash({}u, u, 2u) % {}u : 0u; }}'.format(
                    self.p, self.D, self.salt, self.keep, self.salt, self.F))

    def code(self):
        p, F, cb, salt = self.p, self.F, self.cb, self.salt
        stream = self.sarg
        com = self.head(parent=False) + [self.kids()]
        if self.cond == 'tree':
            kern = ['__global__ void {}_node(const int *In, uint32_t *out, '
                    'unsigned first, unsigned count, unsigned depth) {{'
                    .format(p),
                    '  const unsigned i = blockIdx.x * blockDim.x + '
                    'threadIdx.x;',
                    '  if (i >= count) return;',
                    '  const unsigned u = first + i;',
                    '  const unsigned v = (unsigned)In[u % {}u];'.format(
                        self.P),
                    '  out[u] = hash({}u, u, depth, v, blockIdx.x, '
                    'threadIdx.x, gridDim.x, blockDim.x);'.format(salt),
                    '  const unsigned k = {}_kids(u, depth, v);'.format(p),
                    '  if (k)',
                    '    {0}_node<<<(k + {1}u - 1u) / {1}u, {1}, 0, {2}>>>'
                    '(In, out, u * {3}u + 1u, k, depth + 1u);'.format(
                        p, cb, stream, F),
                    '}',
                    'void {0}_launch(const int *in, uint32_t *out) {{ '
                    '{0}_node<<<1, {1}>>>(in, out, 0u, 1u, 0u); }}'.format(
                        p, cb)]
            ref = ['std::vector<unsigned> Work{0u}, Depth{0u}, Blk{0u}, '
                   'Thr{0u}, Grd{1u};',
                   'for (size_t I = 0; I < Work.size(); ++I) {',
                   '  const unsigned u = Work[I], d = Depth[I];',
                   '  const unsigned v = (unsigned)In[u % {}u];'.format(self.P),
                   '  Ref[u] = hash({}u, u, d, v, Blk[I], Thr[I], Grd[I], '
                   '{}u);'.format(salt, cb),
                   '  const unsigned k = {}_kids(u, d, v);'.format(p),
                   '  for (unsigned j = 0; j < k; ++j) {',
                   '    Work.push_back(u * {}u + 1u + j);'.format(F),
                   '    Depth.push_back(d + 1u);',
                   '    Blk.push_back(j / {0}u); Thr.push_back(j % {0}u);'
                   .format(cb),
                   '    Grd.push_back((k + {0}u - 1u) / {0}u);'.format(cb),
                   '  }',
                   '}']
        else:
            kern = ['__global__ void {}_blk(const int *In, uint32_t *out, '
                    'unsigned parent, unsigned depth) {{'.format(p),
                    '  __shared__ unsigned Sum;',
                    '  const unsigned u = parent * {}u + 1u + blockIdx.x;'
                    .format(F),
                    '  if (threadIdx.x == 0) Sum = 0;',
                    '  __syncthreads();',
                    '  atomicAdd(&Sum, (unsigned)In[(u + threadIdx.x) % {}u] '
                    '& 1023u);'.format(self.P),
                    '  __syncthreads();',
                    '  const unsigned s = Sum;',
                    '  out[(size_t)u * {}u + threadIdx.x] = hash({}u, u, '
                    'depth, s, threadIdx.x, gridDim.x, blockDim.x);'.format(
                        cb, salt),
                    '  if (threadIdx.x == 0) {',
                    '    const unsigned k = {}_kids(u, depth, s);'.format(p),
                    '    if (k)',
                    '      {}_blk<<<k, {}, 0, {}>>>(In, out, u, depth + 1u);'
                    .format(p, cb, stream),
                    '  }',
                    '}',
                    'void {0}_launch(const int *in, uint32_t *out) {{ '
                    '{0}_blk<<<1, {1}>>>(in, out, 0u, 0u); }}'.format(p, cb)]
            ref = ['std::vector<unsigned> Work{1u}, Depth{0u}, Grd{1u};',
                   'for (size_t I = 0; I < Work.size(); ++I) {',
                   '  const unsigned u = Work[I], d = Depth[I];',
                   '  unsigned s = 0;',
                   '  for (unsigned t = 0; t < {}u; ++t)'.format(cb),
                   '    s += (unsigned)In[(u + t) % {}u] & 1023u;'.format(
                       self.P),
                   '  for (unsigned t = 0; t < {}u; ++t)'.format(cb),
                   '    Ref[(size_t)u * {}u + t] = hash({}u, u, d, s, t, '
                   'Grd[I], {}u);'.format(cb, salt, cb),
                   '  const unsigned k = {}_kids(u, d, s);'.format(p),
                   '  for (unsigned j = 0; j < k; ++j) {',
                   '    Work.push_back(u * {}u + 1u + j);'.format(F),
                   '    Depth.push_back(d + 1u); Grd.push_back(k);',
                   '  }',
                   '}']
        return com, kern, self.runner(self.W, ref)


def side_classes():
    """The classes that replace a fraction of the cases, in the order they are
    drawn: (option, default fraction, side-stream name, class). Each draws from
    a stream of its own, random.Random('seed/file/case/<name>'), after the case
    it replaces has made its draws, so a class at 0 leaves every file of a seed
    as it was before the class existed; a later row wins over an earlier one.
    A new class is a row here (and its class, its docs above, and its variable
    in utils/build-cdp-fuzz.sh)."""
    return [
        ('mold', MOLD_DEFAULT, 'mold', Mold),
        ('big', BIG_DEFAULT, 'big', BigParam),
        ('heavy', HEAVY_DEFAULT, 'heavy', HeavyChild),
        ('unrolled', UNROLLED_DEFAULT, 'unrolled', Unrolled),
        ('inline-ret', INLINE_RET_DEFAULT, 'inlineret', InlineRet),
        ('own-streams', OWN_STREAMS_DEFAULT, 'ownstreams', OwnStreams),
        ('own-stream-once', OWN_STREAM_ONCE_DEFAULT, 'own-stream-once',
         OwnStreamOnce),
        ('shape-hidden', SHAPE_HIDDEN_DEFAULT, 'shape-hidden', ShapeHidden),
        ('asm-decl', ASM_DECL_DEFAULT, 'asm-decl', AsmDecl),
        ('asm-waits', ASM_WAITS_DEFAULT, 'asmwaits', AsmWaits),
        ('stress', STRESS_DEFAULT, 'stress', Stress),
        ('tail-child', TAIL_CHILD_DEFAULT, 'tail-child', TailChild),
        ('skew-mold', SKEW_MOLD_DEFAULT, 'skew-mold', SkewMold),
        ('heavy-regs', HEAVY_REGS_DEFAULT, 'heavy-regs', HeavyRegs),
        ('fp-args', FP_ARGS_DEFAULT, 'fp-args', FpArgs),
        ('serial', SERIAL_DEFAULT, 'serial', SerialSites),
        ('chains', CHAINS_DEFAULT, 'chains', Chains),
        ('fp-mem', FP_MEM_DEFAULT, 'fp-mem', FpMem),
        ('ptds-grid-burst', PTDS_GRID_BURST_DEFAULT, 'ptds-grid-burst',
         PtdsGridBurst),
        ('chain-holes', CHAIN_HOLES_DEFAULT, 'chain-holes', ChainHoles),
        ('in-place-holes', IN_PLACE_HOLES_DEFAULT, 'in-place-holes',
         InPlaceHoles),
        ('alloc', ALLOC_DEFAULT, 'alloc', AllocScratch),
        ('ptds-loops', PTDS_LOOPS_DEFAULT, 'ptds-loops', PtdsLoops),
        ('diverged-lanes', DIVERGED_LANES_DEFAULT, 'diverged-lanes',
         DivergedLanes),
        ('auto-grid', AUTO_GRID_DEFAULT, 'auto-grid', AutoGrid),
        ('dirty-lanes', DIRTY_LANES_DEFAULT, 'dirty-lanes', DirtyLanes),
        ('packed', PACKED_DEFAULT, 'packed', Packed),
        ('nested-grid', NESTED_GRID_DEFAULT, 'nested-grid', NestedGrid),
        ('warp-pair', WARP_PAIR_DEFAULT, 'warp-pair', WarpPair),
        ('rejoin-loops', REJOIN_LOOPS_DEFAULT, 'rejoin-loops', RejoinLoops),
    ]


def gen_file(seed, file_id, ncases, special=0.5, fractions=None):
    """\p fractions: option name -> fraction, for the rows of side_classes()
    (a missing one takes its default)."""
    fractions = fractions or {}
    g = Gen(seed, file_id)
    out = [PRELUDE % {'seed': seed, 'file': file_id, 'ncases': ncases}]
    cases = []
    kinds = [(k, w) for k, w in SPECIAL_KINDS
             if k != 'static48k' or file_id % 8 == 7]
    for cid in range(ncases):
        if g.r.random() < special:
            kind = g.r.choices([k for k, _ in kinds], [w for _, w in kinds])[0]
            c = Special(g, cid, kind, file_id)
        else:
            c = Case(g, cid)
            # Each kernel and parent body reseeds g.r_code from this, so its
            # device and host renderings draw the same random choices.
            c.code_seed = g.r.getrandbits(64)
        # The side classes (side_classes) replace a fraction of the cases.
        for opt, default, stream, cls in side_classes():
            side = random.Random('{}/{}/{}/{}'.format(seed, file_id, cid, stream))
            if side.random() < fractions.get(opt, default):
                c = cls(cid, side)
        cases.append(c)
        com, kern, host = c.code()
        out.append('\n'.join(com))
        out.append('#if CDPFUZZ_WANT_KERNELS')
        out.append('\n'.join(kern))
        out.append('#endif')
        out.append('#if CDPFUZZ_WANT_HOST')
        out.append('\n'.join(host))
        out.append('#endif')
    named = [c.cid for c in cases if c.named]
    out.append('')
    out.append('#if CDPFUZZ_WANT_HOST')
    out.append('static int (*const Cases[])(uint64_t) = {{{}}};'.format(
        ', '.join('c{}_run'.format(c.cid) for c in cases)))
    out.append('static const bool Named[] = {{{}}};'.format(
        ', '.join('true' if c.named else 'false' for c in cases)))
    out.append(r'''
// main() lives in the kernel half (below), so that the host half can be a
// shared library the three builds of one file share.
int cdpfuzz_main(int argc, char **argv) {
  uint64_t Seed;
  if (const char *E = getenv("DPAGG_SEED"))
    Seed = strtoull(E, nullptr, 0);
  else
    Seed = (uint64_t)std::chrono::high_resolution_clock::now()
               .time_since_epoch()
               .count();
  const int N = (int)(sizeof(Cases) / sizeof(Cases[0]));
  int Only = argc > 1 ? atoi(argv[1]) : -1;  // run one case only
  printf("cdpfuzz file %d gen-seed %llu: %d cases, input seed %llu "
         "(DPAGG_SEED=%llu reproduces)\n",
         FILE_ID, (unsigned long long)GEN_SEED, N, (unsigned long long)Seed,
         (unsigned long long)Seed);
  fflush(stdout);
  cudaError_t E = cudaDeviceSetLimit(cudaLimitDevRuntimePendingLaunchCount,
                                     PENDING_LIMIT);
  if (E != cudaSuccess) {
    printf("cudaDeviceSetLimit: %s\ncases: 0 passed, %d failed\n",
           cudaGetErrorString(E), N);
    return 2;
  }
  int Passed = 0, Failed = 0, NamedFailed = 0, NotRun = 0;
  for (int I = 0; I < N; ++I) {
    if (Only >= 0 && I != Only)
      continue;
    if (CudaFailed) {
      ++NotRun;
      continue;
    }
    // Each case's inputs come from the run's seed and its number.
    int Rc = Cases[I](Seed ^ (0x100000001b3ull * (uint64_t)(I + 1)));
    fflush(stdout);
    if (Rc == 0) {
      ++Passed;
    } else {
      ++Failed;
      NamedFailed += Named[I];
    }
  }
  if (NotRun)
    printf("not run after a CUDA error: %d cases (counted as failed)\n", NotRun);
  printf("named-stream cases failed: %d\n", NamedFailed);
  printf("cases: %d passed, %d failed\n", Passed, Failed + NotRun);
  return CudaFailed ? 2 : (Failed ? 1 : 0);
}
#endif
#if CDPFUZZ_WANT_KERNELS
int cdpfuzz_main(int argc, char **argv);
int main(int argc, char **argv) { return cdpfuzz_main(argc, argv); }
#endif''')
    # A stress case needs all of one kernel's launches pending at once
    # without DPAgg; other files keep the limit they always had.
    pending = max([PENDING_LIMIT] + [getattr(c, 'pending', 0) for c in cases])
    text = '\n'.join(out).replace('PENDING_LIMIT', str(pending))
    return text, cases


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--seed', type=int, required=True)
    ap.add_argument('--files', type=int, default=20)
    ap.add_argument('--cases', type=int, default=50)
    ap.add_argument('--out', required=True)
    ap.add_argument('--special', type=float, default=0.5,
                    help='fraction of cases of the issue-9 kinds (default 0.5)')
    if '--list-classes' in sys.argv[1:]:
        # For utils/build-cdp-fuzz.sh: one "option default" line per class.
        for opt, default, _, _ in side_classes():
            print(opt, default)
        return
    for opt, default, _, cls in side_classes():
        ap.add_argument('--' + opt, type=float, default=default,
                        help='fraction of cases of the {} class, replacing '
                        'others (default {})'.format(cls.__name__, default))
    a = ap.parse_args()
    fractions = {opt: getattr(a, opt.replace('-', '_'))
                 for opt, _, _, _ in side_classes()}
    for opt, v in [('special', a.special)] + sorted(fractions.items()):
        if not 0.0 <= v <= 1.0:
            ap.error('--{} {}: a fraction of cases, from 0 to 1'.format(opt, v))
    os.makedirs(a.out, exist_ok=True)
    total = named = 0
    with open(os.path.join(a.out, 'MANIFEST'), 'w') as man:
        man.write('# gen-cdp-tests.py --seed {} --files {} --cases {}\n'.format(
            a.seed, a.files, a.cases))
        man.write('# file case pattern parent-grid parent-block threads named-stream\n')
        for f in range(a.files):
            text, cases = gen_file(a.seed, f, a.cases, a.special, fractions)
            path = os.path.join(a.out, 'cdpfuzz_{}_{:03d}.cu'.format(a.seed, f))
            with open(path, 'w') as fh:
                fh.write(text)
            for c in cases:
                man.write('{} {} {} {}x{}x{} {}x{}x{} {} {}\n'.format(
                    f, c.cid, c.manifest_pattern(), *c.pgrid, *c.pblock, c.P,
                    int(c.named)))
                total += 1
                named += c.named
    print('gen-cdp-tests: {} files, {} cases ({} named-stream) in {}'.format(
        a.files, total, named, a.out))


if __name__ == '__main__':
    main()
