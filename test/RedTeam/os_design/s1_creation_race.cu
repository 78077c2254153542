// Finding 1: lazy creation racing with a diverged lane of the same warp.
// Thread t launches child then reader into ITS OWN stream s[0]: reader must
// see child's write (same stream, in order) -- the program is valid.
#include "common.cuh"
__global__ void K(int *out, int *seen, const int *work) {
  cudaStream_t s[2];
  for (int k = 0; k < 2; ++k) cudaStreamCreateWithFlags(&s[k], cudaStreamNonBlocking);
  int t = threadIdx.x;
  // Lanes 0 and 1 diverge (ITS), both reach their FIRST moved launch at about
  // the same time.  Lane 0 wins the slot's CAS and creates the warp stream.
  for (int i = 0; i < work[t]; ++i) {
    child<<<1, 1, 0, s[0]>>>(out, t, i + 1);          // moved site 1
    reader<<<1, 1, 0, s[0]>>>(out, t, seen);         // moved site 2
  }
  for (int k = 0; k < 2; ++k) cudaStreamDestroy(s[k]);
}
// If lane 1 does not WAIT while the slot says "creating" (e.g. it treats
// "not created yet" as "use the block's NULL stream", or it reads the state
// word as created but a stale handle word 0 == the NULL stream, because the
// handle was published with a relaxed store / without release-acquire),
// then lane 1's first child goes to the NULL stream and its reader to the
// warp stream: reader may run before child, seen[1] != out[1].  Original:
// impossible.  Today's rule: impossible (everything in one NULL stream).
// Fix: a sticky state machine none -> creating -> {created(h) | failed},
// every lane that finds "creating" waits (spin with __nanosleep, NOT holding
// the warp gate), state and handle published with release / read with
// acquire (or one 64-bit word whose non-handle encodings do not rely on
// device handles never being small integers: handles are opaque).
