// Finding 2: the runtime's own cudaStreamCreateWithFlags writes the calling
// lane's last-error state; DPAgg's runtime then reads that state
// (launchV2: "if (!Buf) Err = cudaPeekAtLastError()"; clean(); the gate's
// whole-warp vote).
#include "common.cuh"
__global__ void K(int *out, int *res, int n) {
  cudaStream_t s;
  cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
  for (int i = 0; i < n; ++i) {
    // Explicit V2 launch, result used (allowed: rule (6) forbids only calls
    // that read the error state, not the launch's own result).
    void *b = cudaGetParameterBufferV2((void *)child, dim3(1), dim3(1), 0);
    cudaError_t r = b ? cudaLaunchDeviceV2(b, s) : cudaErrorLaunchOutOfResources;
    res[threadIdx.x * n + i] = r;        // program reacts to the code
  }
  cudaStreamDestroy(s);
}
// Proposal: the warp's first moved launch (this lane) first creates the warp
// stream.  If that creation fails (resources), the lane's error state now
// holds the creation's code; the launch falls back to the NULL stream, and
// if its buffer getter then returns null without recording an error (the
// case launchV2 maps to cudaErrorLaunchOutOfResources) the site returns the
// CREATION's error instead -- a code the launch as written never returns.
// Also a lane that already had an error pending (an earlier failed launch of
// its own) loses that error to the creation's.
// Fix: as maxThreadsOf/residentBlocks do: only a lane whose
// cudaPeekAtLastError() is cudaSuccess creates, through gateEnter/gateLeave,
// and clears a failure with cudaGetLastError(); a dirty first launcher does
// not create -- it marks the slot failed (NULL stream for good), which is
// today's rule and legal.
