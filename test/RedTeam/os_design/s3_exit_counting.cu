// Finding 4: destroying "at the warp's last exit".
#include "common.cuh"
__global__ void K(int *out, int *seen, const int *len) {   // blockDim = 48 (or (16,3))
  int t = threadIdx.x + threadIdx.y * blockDim.x;
  if (len[t] == 0) return;              // early exit: lanes 32..39 of warp 1, say
  cudaStream_t s;
  cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
  for (int i = 0; i < len[t]; ++i) { child<<<1,1,0,s>>>(out, t, i); reader<<<1,1,0,s>>>(out, t, seen); }
  cudaStreamDestroy(s);
}
// Warp 1 has 16 lanes (48 threads).  (a) A live count initialised to 32, or
// to __activemask() at creation, never reaches 0 for warp 1 (leak: the doc's
// open question becomes real: undestroyed streams can make the PROGRAM's own
// creations in later blocks fail, which a program that checks them observes)
// or (b) a count taken from the lanes present when the stream is created
// (say lanes 32..39 of warp 1 arrive first, diverged, and create it) reaches
// 0 when those 8 lanes finish their short rows and exit -> destroyed; lanes
// 40..47, still in longer rows, then enqueue into a destroyed handle (the
// launch fails, or the handle was recycled by another warp's creation): a
// child is lost or lands in another stream -- order and results change.
// (c) If the destroy runs after __dpagg_block_exit's red.release of the
// block's live word, the next block that takes the slot (any kernel of the
// module, any grid) may have cleared/refilled it: the exiting lane reads and
// destroys ANOTHER BLOCK's warp stream ("handles not unique between blocks").
// Fix: per-warp live count = min(32, threads - 32w) set at __dpagg_block_init
// (every thread alive there), decremented in the exit hook by popcount of the
// exiting group, destroy by the group that reaches 0, and that destroy
// ordered before the block's live-word release; init clears every warp slot.
