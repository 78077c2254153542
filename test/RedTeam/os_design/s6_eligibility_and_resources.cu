// Finding 6: WHEN "every moved site of K is at warp scope" is decided.
// Planner::settle narrows a block-scope site to warp scope when
// threadExitBlocker(K) says a thread may end other than by a ret
// ("warp: legal anywhere").  Those are exactly the kernels that cannot hold
// block state (block.cu (d)), which per-warp streams need (s4).  So a K like
//   for (...) child<<<g, b, 0, s[i % 4]>>>(...);   // asked: block scope
//   maybe_end_thread();                              // fails threadExitBlocker
// becomes "all moved sites at warp scope" only after settle, and would get
// per-warp streams in a kernel whose exit counts never complete.  Likewise
// settleBlockStream un-moves every site of K when none is aggregated.
// Fix: decide per-warp per K on the settled plan (after settle's narrowing
// and settleBlockStream, before settleLowering), and require what block
// state requires (threadExitBlocker(K) empty, a slot, init/exit hooks);
// otherwise today's block-NULL rule.
//
// Finding 7 (resources): "A program that checks the creation's result ...
// loses nothing" assumes DPAgg adds no stream.  The proposal adds up to 32
// device streams per block, alive until the warp's last exit.  A valid
// program that checks its own creations and takes a fallback path on
// failure, e.g.
//   if (cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking) != cudaSuccess)
//     { atomicAdd(&host_visible_failures, 1); do_inline(); return; }
// can now take that path where without DPAgg (and with today's rule) it
// would not.  This is the same class as the pending-launch pool ("depends on
// what else is pending"), but the argument should say so, not "loses
// nothing", and the open question "how many named streams a block may hold"
// is a legality-adjacent question (it decides whether the program's own
// creations start failing), not only a cost one.
