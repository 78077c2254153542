//===- dpagg/Transforms/PromoteLaunches.h - launch promotion ---*- C++ -*-===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Launch promotion (issue 24 items 2 to 4; El Hajj's thesis, chapter 4):
/// a chain of one-block grids, a kernel K whose launcher thread launches
/// the next K<<<1, B, S>>> after a prologue, has the next block launched at
/// its parent's entry (prematurely) and released, through a flag in a
/// record, where the original launched it. P launches one premature child
/// per link; PA launches pools of G blocks, each block a step.
///
/// Legality (PromotionPlan.cpp, an allow-list; each refusal is a row of
/// PromotionRefusals.def and a missed remark):
///  (1) K is a candidate of PromotionCandidates.h and its chain is K -> K:
///      the link L is the one launch of K's chain, of a grid of one block,
///      reached only by the thread whose threadIdx.x is the constant c, at
///      most once per thread;
///  (2) L goes to the NULL stream (a null constant);
///  (3) L's result is unused;
///  (4) K is no interposable definition (L launches the symbol K: the clone
///      must be the code that runs), and no parameter of K is an aggregate
///      passed by value or aligned beyond 16 (they travel in a record);
///  (5) L's block dimensions and dynamic shared memory are computable at
///      K's entry: arguments, constants, the thread's special registers and
///      arithmetic on them that cannot trap, no memory, no phi;
///  (6) nothing K runs launches anything else or uses a stream, an event or
///      the error state (FunctionSummaries::launchFreeCall, L excepted; this
///      excludes inline assembly and unknown calls), no thread of K waits
///      for another outside barriers (interThreadWaits), and no thread may
///      end without returning (exitBlocker, the block-state rule);
///  (7) K has __launch_bounds__, or nothing it calls is compiled apart
///      (the runtime's launch gets the 64-register bound; RegisterBound.h);
/// (6b) nothing K calls reads through the non-coherent path (a load with
///      !invariant.load, clang 22's __ldg, or an ldg/ldu intrinsic), nor
///      does K through an intrinsic (NonCoherentRead); K's own invariant
///      loads become plain loads in K' and K'' (dropInvariantLoads).
///      ld.global.nc is for data read-only while the grid runs; a launch at
///      L made everything the parent wrote before it such data for the
///      child's grid, but a premature child's or a pool's grid starts
///      before its ancestors write it (red team pa_ldg_coherence; the
///      serial copy drops the metadata for the same reason).
///
/// P. K keeps its signature (the host launches it); K' = K.dpagg.promoted
/// takes one pointer, the record {i32 flag (0 wait, 1 release, 2 abort);
/// at byte 16, L's parameter blob}. In K and K', at entry, the launcher
/// thread (threadIdx.x == c, in a block whose y and z extents are 1: the
/// one thread that can reach L) takes a record (device malloc in K; the
/// record it was launched with in K'), sets the flag to 0 and launches
/// K'<<<1, B, S>>>(record) through __dpagg_launch_v2 into
/// cudaStreamFireAndForget (scheduled at once; a NULL-stream child need not
/// start before its launching thread ends, which measured no overlap at
/// all: 15.0 us per step against 12.4 as written); on failure it frees
/// the record and nothing is launched. At L: if it launched, it copies L's
/// parameter blob into the record, `fence.acq_rel.gpu`, and stores 1 with
/// `st.release.gpu`; else L is made as a tail chain's link (V2 into
/// cudaStreamTailLaunch where the grid is one block and the tail budget
/// lasts, else into L's stream: tailLinkStream). Before every
/// return, a launcher that launched and did not release stores 2 (abort)
/// the same way. K' first: thread 0 spins on the flag (`ld.acquire.gpu`,
/// nanosleep), a barrier, every thread reads the flag and the parameters,
/// a barrier; on 2 thread 0 frees the record and the block returns; else,
/// if no launcher thread exists (c >= blockDim.x, or y or z extent > 1),
/// thread 0 frees the record; then K's body as above, in which the
/// launcher reuses the record for its own premature child.
///
/// Why P is legal, for every program that (1) to (7) admit:
///  - Progress. A waiting block waits only on its parent, which is running
///    (it launched the child) and, by (6), reaches a return (abort) or L
///    (release) without waiting for any other thread outside barriers. The
///    child is launched after its parent's acquire (in K': after the
///    barriers), so no block waits on one that has not been launched.
///  - Order. By (1) and (6), L is the only launch of K's block, and K's
///    block uses no stream, event or error state: nothing orders against L
///    except the block's own memory. The NULL stream is per block, and the
///    premature child's stream (fire-and-forget) orders nothing either; the
///    parent grid completes only after its children in any stream.
///  - Memory. The child reads its parameters only after the acquire of a
///    release that follows L's blob, and the parent's launcher's fence is
///    gpu-scope and cumulative: every write that the launcher has observed
///    (its own, and those of its block ordered before it by barriers), which
///    is what a launch at L guaranteed the child, is visible to the child's
///    thread 0, and through the child's barrier to all its threads.
///  - The record. Only the parent writes it before the release; the child
///    reads it only after; the child's launcher rewrites it only after both
///    barriers, when every thread has read its parameters (into registers).
///    Each record is freed exactly once: by an aborted child, by a child
///    with no launcher, or by a launcher whose premature launch failed.
///  - Failure. No slab (runtime/promote.cu) or a failed launch leaves "not
///    launched", and L is then a tail chain's link to K.dpagg.tail (K as
///    written, its link a tail chain's; "The nesting"): legal by the tail
///    chain's argument (Aggregation/TailChainPlan.cpp), whose rules (1) to
///    (5) are among (1) to (7) here and whose register-bound rule is (7),
///    and terminating by its budget. So where the slabs run out or the
///    pending-launch limit refuses a premature child, the chain goes on.
///  - Launch slots (rule 4b, linkGuards). A premature launch is made only
///    where the launcher thread will reach L (every guard holds at entry;
///    L is the launch call, past the arguments, which clang evaluates after
///    the parameter buffer's request: test/RedTeam/prom_arg_return.cu),
///    so P makes exactly the program's launches, each one earlier; in any
///    schedule the launches pending at once are among those the program
///    itself can have pending at once (a chain's ancestors stay pending
///    until its end either way), so a program that never comes near the
///    pending-launch limit does not come near it under P. The red team's
///    test/RedTeam/prom_pool_slots.cu broke the first version, which
///    launched speculatively (a launch condition read from memory, the
///    chain's last block): a host grid of 65,536 blocks of which 16 start a
///    chain made at most 128 launches without DPAgg and ~4,000 under P, and
///    15 of 16 chains were cut (H100). Such a condition is now refused.
///  - Termination. A block launches its premature child only after its own
///    release and only if it will reach its link, so no block is aborted
///    for speculation; an abort comes only from a launcher that returns
///    without reaching L, which its guards said it would (it runs forever
///    inside the blocks that reach L, or the grid traps).
/// The nesting. P keeps the chain's nesting (every block is its parent's
/// child, and a grid completes only after its children), so a chain
/// deeper than the pending-launch limit (2048) failed under P as without
/// DPAgg. So the record carries the child's depth (byte 4: 1 for the
/// head's child, its parent's plus one after), and a launcher whose child
/// would be -dpagg-promote-max-nesting (1024) deep launches none: it frees
/// the record and makes its link as a tail chain's link ("Failure" above,
/// legal by the tail chain's argument) to K.dpagg.tail, K as written whose
/// own link tail-launches K.dpagg.tail again. So the chain is a tail chain
/// from there on (and wherever a premature launch fails: no slab, or the
/// launch refused), never a new nest. Session 12 measured the other way,
/// a tail link to K, whose premature child starts a new nest at depth 1:
/// the new nest is the tail grid's children, so it keeps the tail grid,
/// and with it every grid above, incomplete, and the chain failed at about
/// 2048 steps as before (bench/results/2026-11-27-h100-p-nesting-
/// experiment.md). A tail launch starts after its parent grid completes,
/// and a tail-launched grid that ends leaves its place to its own tail
/// child (the tail chain completes 100,000 steps), so past the switch the
/// chain holds its premature nest (at most MaxNesting grids, pending until
/// the chain ends) and one or two tail grids, whatever its length, plus
/// whatever the head's own launcher holds: never more than the program as
/// written would (the pending-launch argument above still holds; each link
/// is one of the program's launches, made at most as early as before).
/// Where K may need the host's opt-in to more than 48 KiB of shared memory
/// (static with constant dynamic, needsNoSharedOptIn), K.dpagg.tail, which
/// the host cannot name, could fail where K launches, so there is none
/// (PromotionDecision::TailContinuation; red team pn_shared_optin); nor
/// where tail chains are off (-dpagg-tail-chains=false). Then the link goes
/// to K in L's stream (into the tail stream within the budget) and the
/// chain nests as written; past the tail budget the links go into L's
/// stream and nest as written too. Termination: a chain that ends without
/// DPAgg ends the same; one with no end of its own (it relinks whatever
/// happens and ignores its launches' results) ended at the pending-launch
/// limit under P and now runs to the tail budget first (2^24 links), as
/// the default's tail chain does (TailChainPlan.cpp, "Termination"; red
/// team pn_unbounded). PA divides the depth by the pool size and
/// tail-launches its pools.
///
/// PA (item 3; -dpagg-promote=pa, pools of G = -dpagg-promote-pool blocks).
/// Rules: (1) to (7), and
///  (8) every step has one shape: each block dimension of L is a constant
///      or the launching block's own extent in that dimension, and L's
///      dynamic shared memory is a constant (ShapeVaries);
///  (9) the geometry can be rewritten: ChildFacts::Blocker of K is empty (no
///      %gridid, cluster or other blocked register, no inline assembly
///      reading one, no callee defined elsewhere or recursive) (Geometry-
///      Unrewritable);
/// (10) L's y and z extents are each 1 or the launching block's own extent
///      (PoolBlockNotOneD): K'' finds its launcher only in a one-dimensional
///      block (isThread), and where it finds none its thread 0 ends the
///      pool. The candidate rule also admits a launcher tested on y and z
///      in a block of several dimensions; there the real launcher would
///      release slot d+1 after thread 0 had aborted it, set the ended word
///      and perhaps freed the pool (red team pa_2d_launcher). With %ntid
///      every pool is one-dimensional, since K launches one only from a
///      one-dimensional block;
/// (11) K's static shared memory leaves room for K'''s 4-byte index within
///      the 48 KiB a kernel may have (PoolSharedFull; red team
///      pa_shared_full: nvlink refused K'' of a K at the limit);
/// (12) that memory, 4 bytes and L's constant dynamic shared memory come to
///      at most 48 KiB (PoolSharedOptIn): K'' and the head's K.dpagg.chain
///      are internal, so the host's opt-in to more (cudaFuncSetAttribute(K,
///      cudaFuncAttributeMaxDynamicSharedMemorySize)) binds only K, and
///      their launches would fail where the program's succeed (red team
///      ph_shared_optin).
/// Rewrite (Promotion/PromotePool.cpp). A pool: an i32 counter at byte 0,
/// then G slots, each a record of P's layout (flag, blob at byte 16). K''
/// = K.dpagg.pool(pool) is K's body as written (cloned before K's own
/// rewrite), with the callees that read the geometry inlined and %ctaid
/// read as 0, %nctaid as 1. K is rewritten as under P, with a pool for a
/// record: at entry its launcher mallocs the pool, zeroes the counter and
/// the ended word, the exit count and the G flags, launches
/// K''<<<G, B, S>>>(pool) into cudaStreamFireAndForget (as under P), and
/// its record is slot 0 (release at L, abort before a return; an abort
/// stores 2 into the slot and into the pool's ended word). K'': thread 0
/// takes d = atomicAdd(counter, 1), stores it in a shared variable, and
/// spins until slot d's flag or the pool's ended word is set; a barrier;
/// every thread reads d, slot d's flag and parameters; a barrier. Not
/// released (flag 2, or 0 with the pool ended): thread 0 counts the block
/// done with the pool; the block returns. Released: if the block has no
/// launcher thread, thread 0 aborts slot d+1 (d < G-1) and counts the
/// block done; then K's body, where at L the launcher copies the blob
/// into slot d+1 and releases it (d < G-1), or (d = G-1) takes a new pool,
/// zeroes it, writes and releases its slot 0, and launches K'' on it into
/// cudaStreamTailLaunch (the NULL stream once the process's tail budget,
/// the tail chains' counter, is spent: a pool counts G links); a failed
/// malloc or launch frees that pool and L is launched as written (K, which
/// starts a pool of its own). Before K's returns, the launcher aborts slot
/// d+1 if it did not release it, and counts the block done. A count:
/// fence.acq_rel.gpu, a relaxed atomic add on the exit count; the block
/// that takes G-1 fences again and frees the pool.
///
/// Why PA is legal, for every program that (1) to (12) admit:
///  - One chain. Block d of a pool runs step d+1 of its chain after the
///    pool's launcher (K, or block G-1 of the previous pool), with the
///    parameters L wrote: the slots form P's records in chain order, and
///    the index order is the release order (block d waits on slot d, which
///    only block d-1 writes). By (8), its shape is the shape L would have
///    given it; by (9), it reads blockIdx 0 and gridDim 1, as the
///    one-block grid of L; %ntid and the dynamic shared size are its shape.
///    The shared index variable is DPAgg's own (K reads no %total_smem_size:
///    (9) blocks it).
///  - Progress. Indices are taken in scheduling order: when block d waits,
///    the block that took d-1 has been scheduled earlier and holds its SM
///    until it exits, so it is resident or done; block 0 waits on the
///    pool's launcher, which is running (K at entry) or has released slot 0
///    before the pool could start (a tail launch starts after its parent
///    grid completes). Each block, by (6), reaches L (release) or a return
///    (abort) without waiting on any other thread outside barriers. So no
///    block waits on one that cannot run, whatever G is and however few
///    blocks the GPU holds at once. The ended word only ends waits sooner.
///  - The ended word. It is set by the abort that ends the chain, of slot
///    d+1 by block d (or of slot 0 by K). Every block e <= d has run its
///    body (block d did, after its predecessors released it), so it is past
///    its wait; every block e > d is never released (slot e is released
///    only by block e-1 at L, and no block after d runs its body). So a
///    block that leaves its wait with its flag not 1 is aborted, whether it
///    saw 2 or the ended word, and all waiting blocks leave at once.
///  - Order and memory: as under P (the slot is the record; L is the only
///    launch of the block; a pool's grid makes one launch, the next pool,
///    from its last block). The tail launch of the next pool: as the tail
///    chain's argument (Aggregation/TailChainPlan.cpp): the grid it waits
///    for is the pool, whose blocks, by (6), wait on nothing the next pool
///    does; the next pool sees every write of the pool.
///  - Freeing. A block's threads read the pool (counter, slot d) before
///    the prologue's second barrier; after it, only one thread of the block
///    writes it: the launcher at L or at a return (slot d+1, the ended
///    word), or thread 0 where the block has no launcher or was aborted.
///    That thread counts the block done after its last access (every
///    thread reaches a return: rule 6), so each of the G blocks counts
///    exactly once, and the count's release fences and acq_rel RMWs make
///    every block's accesses happen before the free of the block that
///    counts last. K's accesses (slot 0, the ended word) and the previous
///    pool's block that launched this one precede the pool's launch or
///    block 0's acquire. A pool that failed to launch is freed by its
///    launcher.
///  - Termination. Pools are launched only at L, after the launcher's own
///    release (K at entry, K'' at its link): at most one pool per chain is
///    speculative, K's, if K does not reach L. The unused tail of a pool
///    (the chain ended at block d) sees the ended word: G-1-d blocks, each
///    scheduled once, leave together, in the time the GPU takes to
///    schedule them (they aborted one after another, an acquire latency
///    each, until 2026-11-27: 0.27 ms for a chain of 2 steps in a pool of
///    128, against 0.03 as written). A chain that ends
///    only when its launch fails ends as with the tail chain: once the tail
///    budget is spent pools nest (depth steps/G) and run out of launches.
///  - Depth. Pools tail-launched keep no ancestor pending; in the NULL
///    stream (no budget left, or -dpagg-tail-chains=false) the depth is
///    steps/G.
/// The head (PA, unless -dpagg-promote-from-head). A pool's fixed costs
/// (the pool's memory, its flags, scheduling G blocks, the exit count) came
/// to about 5 us on the H100, against 12 us per link as written, so a chain
/// of two steps whose head launches a pool is 1.1x to 1.25x slower than
/// plain dynamic parallelism (bench/results/2026-11-27-h100-chains-
/// promotion.md). So the head keeps K's body as written (a clone of K
/// before the rewrite, which takes K's name, linkage and host-visible
/// symbol) and its link is a tail chain's link (Aggregation/TailChain-
/// Plan.cpp: rules (1) to (7) include that rule's (1) to (5) and the
/// register bound of its (6)) to the promoted K (renamed K.dpagg.chain,
/// internal), which launches the first pool at its entry. Why it is legal:
/// the promoted K is K's body under PA's argument, launched where and as
/// the tail chain launches K; the tail chain's argument covers the link
/// (the head's one-block grid makes no other launch; the budget's count
/// grows by one). A kernel of this unit that launches K by its function
/// (another chain's starter) reaches the promoted K directly.
/// Cost: one launch per G steps (the tail launch waits for the pool to
/// complete), a release/acquire per step; the launcher zeroes G flags per
/// pool (one store per step); up to G-1 blocks are scheduled for nothing at
/// the end of a chain.
///
/// PO and PAO (item 4; -dpagg-promote=po|pao): P and PA whose children
/// run, before they wait for their release, the part of K's code that
/// cannot observe the parent. Rules: P's or PA's, and the plan's
/// AcquirePoint (findAcquirePoint, Promotion/AcquirePoint.cpp; why a
/// prefix ends: AcquireStops.def):
///  (E) a parameter of the link is early when every write of it stores a
///      value computable at K's entry (rule 5); under PAO, from early
///      arguments only (a fixed point: step d publishes step d+1's);
///  (A) the acquire point A lies in a block on the post-dominator chain of
///      K's entry, in no cycle, and every instruction a thread can run
///      before A is on the allow-list:
///      - arithmetic, casts, compares, selects, phis, address arithmetic,
///        branches; allocas, debug and lifetime markers; intrinsics without
///        memory effects that are not convergent (special registers);
///      - simple loads and stores of block-private memory: every
///        underlying object an alloca or a shared variable (or the pointer
///        in address space 3 or 5);
///      - barriers of the whole block (__syncthreads), where no branch
///        between the two points of the chain around it may split the
///        block (ScopedUniformity, block scope);
///      - simple loads of global memory whose underlying objects are K's
///        arguments, where (i) K and everything it calls has no atomic,
///        fence, volatile access, or call to a declaration other than
///        barriers, intrinsics that at most read memory and memcpy/memset
///        (the link's buffer and launch excepted), and (ii) type-based
///        alias analysis alone says that no store of K or of what it calls
///        that may reach memory outside the block aliases the load (and no
///        memcpy/memset writes outside the block);
///      and no operand is an argument whose parameter is not early, and
///      none is the link (its buffer, a parameter's write, the launch);
///  (G) under PAO, every guard of the link (rule 4b) reads early
///      arguments only.
/// Where nothing is counted before A, the mode rewrites exactly as P or PA.
///
/// Rewrite (PromoteEarly.cpp, and PromoteLaunches.cpp and PromotePool.cpp
/// where P's and PA's code is). Every record has an early record of the
/// same layout (flag, blob at byte 16 holding the early parameters where
/// the link's blob has them): P's follows its record; a pool's G follow
/// its slots. K's block at A is split off first. PO: K's launcher writes
/// the early parameters into the early record before the premature launch;
/// K' starts with every thread reading them (no wait, no barrier), runs
/// K's code to A, there P's acquire (of the postponed parameters only),
/// then its own premature launch (moved from its entry: its guards and its
/// child's parameters may need any argument) and K's code from A. PAO: K
/// writes slot 0's early record and sets its flag to 1 before launching
/// the pool; in K'' thread 0 takes d and spins until slot d's early flag,
/// its flag or the pool's ended word is set, and publishes in shared memory
/// what it saw (0: the early record; 1: released; 2: aborted or ended);
/// after a barrier an aborted block counts itself done and ends as under
/// PA, the others read the early parameters (from the early record, or
/// from the slot when released already), and block d's launcher, when
/// d < G-1 and its guards hold, writes block d+1's early parameters into
/// early record d+1 and releases its flag (fence, then st.release.gpu);
/// then K's code to A, there PA's acquire of slot d (its flag or the ended
/// word; the postponed parameters only), then K's code from A. A pool
/// launched at the link zeroes its early flags: its block 0 waits for slot
/// 0.
///
/// Why PO and PAO are legal, for every program their rules admit:
///  - The same values. Each instruction before A runs in the child as in
///    the program, on the same operands: an early parameter is the value L
///    writes, computed from K's arguments and the launcher's special
///    registers (fixed per thread, %ctaid and %nctaid as in the one-block
///    grid under PA), at the premature launch, block d's publication or L
///    alike; block-private memory is the block's own; global loads read
///    what the program reads (below). So every thread takes the program's
///    path to A, and nothing before A has an effect outside the block (no
///    global store, call, atomic or launch): running it before the release
///    changes nothing another thread can see, and no parent waits on it.
///  - Memory. Let X be a location a step loads before A. By (ii), no store
///    of any instance of K writes X in a program without undefined
///    behaviour: TBAA's answer is a fact about types (an object is not
///    accessed through another type, C++ [basic.lval]) that holds across
///    threads and instances, which is also why LLVM keeps using it once two
///    calls of one function are inlined into one. It is used only between
///    accesses of different sizes: programs commonly pun same-size types
///    (long and long long, an enum and its underlying type, a float's bits
///    as an int), undefined but latent within one kernel, and before A it
///    would read another instance's write systematically early (red team
///    redpao); a store of the load's size counts as aliasing it. BasicAA's
///    offsets and
///    __restrict__'s noalias speak of one instance and are not used: in an
///    in-place chain, step i writes through `out` what step i+1 reads
///    through `in`, restrict holding in each step (prefix.cu, restricted).
///    By (i), no thread of the chain synchronizes with anything outside it
///    (its launches, its barriers and DPAgg's flags order only the chain's
///    own steps). So the writes of X that happen before a step's load in
///    the program happen before the chain's head was launched, and so
///    before the early load too (every premature launch, pool and tail
///    launch comes from a step of the chain, after the head started); any
///    other write of X races with the load in the program as well, which
///    may then read the older value.
///  - DPAGG_CHAIN_INPUT(N) (dpagg/dpagg.h). A load whose pointer is based
///    on parameter N alone runs early without the type rule: the marking
///    says no step writes that memory while the chain runs, which makes
///    (ii) hold by the programmer's word, and the rest of the argument is
///    unchanged ((i) still holds: a kernel that may synchronize refuses
///    every early global load first). The compiler refutes the marking
///    where K or a callee writes (a store or a memory intrinsic) through a
///    pointer based on N, or on an object it cannot name apart from N (one
///    loaded from memory or cast, a callee's own parameter, a pointer a
///    callee returns: red team of the marking), and where the link passes
///    the next step, as its parameter N, a pointer K writes through or
///    cannot name (a ping-pong chain): such a load stays after the
///    acquire, with the row ChainInputWritten (chain-input.test). A write
///    through another parameter or a global that aliases N's memory is the one
///    the marking rules out, and the compiler cannot see it: that is the
///    promise.
///  - Barriers. Every thread that neither traps nor loops forever before A
///    (the program would too) reaches A once, after the same barriers (a
///    region with a barrier has no branch that may split the block), so
///    the acquire's two barriers meet as at the entry under P and PA.
///  - Progress. PO: the early part waits on nothing (the launch made the
///    early record visible); the acquire is P's. PAO: block d waits at
///    entry only on block d-1 (its early flag, or its flag), which took
///    d-1 earlier in scheduling order and is resident or done; block d-1
///    publishes d's early flag right after its own entry wait, waiting on
///    nothing else, or sets d's flag at its link or return as under PA;
///    block 0 waits on the pool's launcher, which set slot 0's early flag
///    (K) or its flag (the previous pool's last block) before the launch.
///    By induction every wait ends, whatever G and however few blocks are
///    resident; the ended word only ends waits sooner (a block that left
///    its entry on it has no early record: under PA's argument it is never
///    released; one that has its early record runs its prefix and leaves
///    at its acquire).
///  - Speculation. Under PO a child exists only where P launched it (rule
///    4b). Under PAO block d+1's early parameters are published only where
///    block d's guards say its launcher reaches the link (which then
///    releases d+1 with the same values): a prefix runs only for a step the
///    program runs, or one of whose ancestors traps or loops forever before
///    its link (as for P's premature launch; the program then fails or
///    hangs itself). An unused block of a pool reads only its flags and the
///    ended word before it aborts.
///  - The records. A record's early record is written before the child's
///    launch (PO) or published once (PAO: by block d's launcher, before
///    its release or abort of slot d+1 and its count); every thread reads
///    its early record after the entry's barrier and before the acquire's
///    barriers, so P's reuse of the record for the grandchild, and the
///    count of the block's launcher or thread 0 (after those barriers) that
///    lets the pool's last block free it, come after every access, as in
///    P's and PA's arguments; a block aborted at entry reads nothing of the
///    pool after its thread 0's wait.
/// Cost: the early record doubles a record (PAO: G early records per pool,
/// zeroed by a second loop); PAO adds one release and acquire per step,
/// off the release chain's path.
///
/// USAGE: opt -load-pass-plugin=libDPAgg.so -passes='dpagg-promote<p>'
///        opt ... -passes='dpagg-promote<pa;pool=128>'
///        opt ... -passes='dpagg-promote<po>', 'dpagg-promote<pao;pool=128>'
///        clang++ ... -Xarch_device -mllvm=-dpagg-promote=p|pa|po|pao
///                    [-Xarch_device -mllvm=-dpagg-promote-pool=G]
///
//===----------------------------------------------------------------------===//
#ifndef DPAGG_TRANSFORMS_PROMOTELAUNCHES_H
#define DPAGG_TRANSFORMS_PROMOTELAUNCHES_H

#include "dpagg/Analysis/PromotionCandidates.h"
#include "dpagg/Support/Options.h"
#include "llvm/IR/PassManager.h"
#include "llvm/Support/Error.h"
#include <string>

namespace llvm {
class CallBase;
class ICmpInst;
class Instruction;
class Value;
} // namespace llvm

namespace dpagg {
class FunctionSummaries;

struct PromoteOptions {
  PromoteMode Mode = PromoteMode::P;
  unsigned Pool = DefaultPromotePool;
  /// PA: links the process may tail-launch (-dpagg-tail-chain-budget, the
  /// counter of the tail chains; a pool counts as its G links); 0 (with
  /// -dpagg-tail-chains=false): every pool goes to the NULL stream.
  uint64_t TailBudget = DefaultTailChainBudget;
  /// PA: the chain's head launches the first pool itself. Off (the
  /// default): the head, K as written, makes its link as a tail chain's
  /// link (tailLinkStream) to the promoted K, so pools start at the second
  /// step and a chain of two steps pays nothing for them ("The head").
  bool FromHead = false;
  /// P and PO: premature children nest at most this deep; the block at
  /// that depth makes its link as a tail chain's link instead ("The
  /// nesting"; -dpagg-promote-max-nesting, pass parameter max-nesting=N).
  unsigned MaxNesting = DefaultPromoteMaxNesting;
};

/// "p", "pa", "po" or "pao", optionally with ";pool=N" and ";from-head".
llvm::Expected<PromoteOptions> parsePromoteOptions(llvm::StringRef Params);

/// Why a PO or PAO prefix ends where it does (AcquireStops.def).
enum class AcquireStop {
#define DPAGG_ACQUIRE_STOP(Name, Text) Name,
#include "dpagg/Transforms/AcquireStops.def"
};
llvm::StringRef acquireStopText(AcquireStop S);

/// PO and PAO: where a promoted child acquires its release, and what of K's
/// code runs before (the prefix). Decided by findAcquirePoint.
struct AcquirePoint {
  /// The first instruction of K that runs after the acquire; null: nothing
  /// runs before it (the child acquires at its entry, as under P and PA).
  llvm::Instruction *At = nullptr;
  /// K's instructions that run before it (allocas, debug and lifetime
  /// markers and unconditional branches not counted).
  unsigned Prefix = 0;
  /// The first instruction refused, and the row it fails.
  const llvm::Instruction *Stop = nullptr;
  AcquireStop Why = AcquireStop::NoMeeting;
  /// What the row found (a parameter, a callee, a store), or empty.
  std::string Detail;
  /// Per parameter of the link: its value is available before the acquire
  /// (PO: written into the record before the premature launch; PAO:
  /// published by the previous block before its own acquire).
  llvm::SmallVector<bool, 8> Early;
};

/// The decision for one kernel of PromotionCandidates' domain.
struct PromotionDecision {
  const PromotionCandidate *Candidate = nullptr;
  /// The recognition's refusal, or the first legality rule failed.
  std::optional<PromotionRefusal> Refused;
  /// What the rule found (a callee, an instruction), or empty.
  std::string Detail;
  /// The launcher thread's threadIdx.x.
  uint64_t Launcher = 0;
  /// The branches that decide whether the launcher thread reaches the link
  /// (linkGuards): each condition, computable at entry, and the value that
  /// keeps the thread on its way to the link.
  llvm::SmallVector<std::pair<llvm::Value *, bool>, 4> Guards;
  /// PO and PAO: the acquire point; At is null under P and PA.
  AcquirePoint Acquire;
  /// P and PO: the links made without a premature child go to
  /// K.dpagg.tail, so a chain past MaxNesting goes on as a tail chain
  /// ("The nesting"); false with tail chains off, or where K may need the
  /// host's shared-memory opt-in (more than 48 KiB, or not known), which
  /// binds only K: the link then goes to K, and the chain nests.
  bool TailContinuation = false;
  bool promoted() const { return !Refused; }
  /// Whether some of K's code runs before the acquire (PO, PAO).
  bool early() const { return Acquire.At != nullptr; }
};

/// The decisions, in the order of PromotionCandidates::Kernels. Decided
/// before any IR changes, printed by print<dpagg-promotion-plan>.
struct PromotionPlan {
  PromoteOptions Opts;
  llvm::SmallVector<PromotionDecision, 4> Kernels;
  void print(llvm::raw_ostream &OS) const;
};

PromotionPlan planPromotion(llvm::Module &M, llvm::ModuleAnalysisManager &MAM,
                            const PromoteOptions &Opts);

/// Whether \p V can be computed at kernel entry (rule 5).
bool computableAtEntry(const llvm::Value *V, unsigned Depth = 0);

/// PO and PAO: the acquire point of the promoted kernel of \p D under
/// \p Mode (AcquirePoint.cpp; the argument is in "PO and PAO" above).
AcquirePoint findAcquirePoint(const PromotionDecision &D, PromoteMode Mode,
                              const FunctionSummaries &FS,
                              llvm::FunctionAnalysisManager &FAM);

/// Rule (4b): the branches on which it depends whether a thread reaches the
/// block of \p Launch (the launch itself: clang evaluates the arguments after
/// the parameter buffer's request, and a statement expression's `return` in
/// one leaves the kernel there), or nothing if one of them cannot be computed
/// at entry. Let R be the blocks from which Launch's block can be reached.
/// Every edge that leaves R must be one side of a conditional branch whose
/// condition is computableAtEntry, or of a branch on one of \p NullChecks
/// (the buffer's, which staging folds to "not null") whose non-null side is
/// in R; each branch of the first kind is a guard, with the value that takes
/// the side in R. If every guard holds at
/// entry, a thread that starts K stays in R (its conditions have the same
/// values wherever they are evaluated: arguments, constants, special registers
/// fixed for the thread, pure arithmetic) until it reaches the launch, runs
/// forever inside R (then the program without DPAgg does not end either), or
/// ends the grid (a trap); the rules on calls (6) keep it from ending
/// otherwise. So the premature launch, made only when every guard holds, is a
/// launch the program makes; a thread for which some guard does not hold
/// launches at the link as written, if it gets there. The entry evaluates
/// every guard, also those off the thread's path, which may be poison there
/// (`m >> n` behind `n < 32`): each is frozen before the `and` (on the path,
/// a guard is a value the program branches on, which freeze keeps).
std::optional<llvm::SmallVector<std::pair<llvm::Value *, bool>, 4>>
linkGuards(const llvm::CallBase &Launch,
           llvm::ArrayRef<llvm::ICmpInst *> NullChecks = {});

/// dpagg-promote<p|pa|po|pao;pool=N>
class PromoteLaunchesPass : public llvm::PassInfoMixin<PromoteLaunchesPass> {
  PromoteOptions Opts;

public:
  explicit PromoteLaunchesPass(PromoteOptions Opts = {}) : Opts(Opts) {}
  void printPipeline(llvm::raw_ostream &OS,
                     llvm::function_ref<llvm::StringRef(llvm::StringRef)>
                         MapClassName2PassName);
  llvm::PreservedAnalyses run(llvm::Module &M,
                              llvm::ModuleAnalysisManager &MAM);
};

/// print<dpagg-promotion-plan<p|pa|po|pao;pool=N>>
class PromotionPlanPrinterPass
    : public llvm::PassInfoMixin<PromotionPlanPrinterPass> {
  llvm::raw_ostream &OS;
  PromoteOptions Opts;

public:
  PromotionPlanPrinterPass(llvm::raw_ostream &OS, PromoteOptions Opts)
      : OS(OS), Opts(Opts) {}
  llvm::PreservedAnalyses run(llvm::Module &M,
                              llvm::ModuleAnalysisManager &MAM);
  static bool isRequired() { return true; }
};

} // namespace dpagg
#endif // DPAGG_TRANSFORMS_PROMOTELAUNCHES_H
