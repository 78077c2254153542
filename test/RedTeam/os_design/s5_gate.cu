// Finding 5 (gate): the lazy creation is a NEW call into the device runtime,
// made inside divergent launch code, e.g. lane 3's first launch while lane 9
// (diverged) is in cudaGetParameterBufferV2 for a NULL-stream site of K as
// written (gated) or for its own moved launch.
#include "common.cuh"
__global__ void K(int *out, int *seen, const int *len) {
  cudaStream_t s; cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
  int t = threadIdx.x;
  if (t & 1) child<<<1,1>>>(out, t, 0);              // NULL stream, as written
  for (int i = 0; i < len[t]; ++i) child<<<1,1,0,s>>>(out, t, i + 1); // moved
  cudaStreamDestroy(s);
}
// Nothing is known about the driver hang's cause (DPAggRuntime.cuh), so the
// creation must go through gateEnter/gateLeave like the queries do.  And the
// lanes that wait for "creating" must wait BEFORE their gateEnter: a waiter
// that resolves its stream inside launchV2 (after gateEnter, e.g. to cover
// replays uniformly) holds the warp's gate slot while the creator needs it:
// no hang (GateTimeLimitNs bypass) but 20 ms per occurrence and a bypass,
// i.e. two lanes in the device runtime at once -- the very state the gate
// exists to prevent.  So: resolve the warp stream once per site, before the
// runtime entry (and before the lowered V2 launch of a site left as written),
// then pass it as the launch's stream.  (The program's own creations and
// destructions in K stay ungated, as today; gating them too is cheap and
// removes the remaining new overlap: creation + another lane's destroy.)
