// Shared shape of the red-team sketches: K is a kernel whose launches into
// streams its thread created (Wu/Li/Becchi style) are all moved by
// movesOwnStreamsToBlock; the proposal sends them to "the stream of the
// launching thread's warp", created lazily by the runtime.
#include <cuda_runtime.h>
__global__ void child(int *out, int i, int v) { out[i] = v; }          // writer
__global__ void reader(int *out, int i, int *seen) { seen[i] = out[i]; } // reads writer's result
