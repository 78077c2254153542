// Finding 3: "keeps it in the block's state" -- a kernel whose moved sites
// are all at warp scope (the only kernels the proposal applies to) need not
// have block state at all: the slot table, __dpagg_block_init's entry barrier
// and __dpagg_block_exit exist only in kernels with block-scope sites.
#include "common.cuh"
__device__ void finish(int *out);           // any callee: thread-exit rule
__global__ void K(int *out, int *seen, const int *len) {
  cudaStream_t s[4];
  for (int k = 0; k < 4; ++k) cudaStreamCreateWithFlags(&s[k], cudaStreamNonBlocking);
  for (int i = 0; i < len[threadIdx.x]; ++i)          // warp scope only
    child<<<1, 32, 0, s[i % 4]>>>(out, threadIdx.x, i);
  for (int k = 0; k < 4; ++k) cudaStreamDestroy(s[k]);
}
// To hold per-warp handles the pass must ADD block state to K: the entry
// claim + barrier, an exit hook before every ret, and therefore block
// state's preconditions (block.cu (a)-(d): threadExitBlocker -- a thread
// that can end other than by a ret keeps the slot for good and its warps'
// counts never reach 0). A block that gets no slot (table full) must send
// every moved launch of the block to its NULL stream, decided once at entry
// (the Slot == NoSlot broadcast), never per launch.  Shared memory is not an
// option (class 5: no added static shared memory), nor a register (lane 0
// may exit first; lanes that diverged at creation never get a broadcast).
// The handles live in global memory, so the legality bullet "the handle
// never leaves the block's state" holds only with init clearing the warp
// slots (a slot's previous holder is another block, of any grid of the
// module) and Finding 4's ordering of the destroy before the release.
