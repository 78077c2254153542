// Red team: the per-thread stream rule (AggregateLaunches.cpp, plan():
// intoPerThreadStream) looks only at a constant stream operand. Here the
// stream is a kernel parameter whose run-time value is the thread's own
// per-thread stream: cudaStreamPerThread (mode 0), or NULL under
// -fgpu-default-stream=per-thread (mode 1, the ptsz build). Each thread
// launches a slow producer and then, in lane 5 of each warp only, a consumer
// of what its own producer wrote, into that stream: CUDA runs them in order.
// DPAgg aggregates the producers (the aggregate goes into the OWNER lane's
// per-thread stream) while lane 5's consumer launches alone into lane 5's
// stream, so it may run before lane 5's producer.
// Exit 0 right, 1 wrong, 2 CUDA error. Found by the red team (issue 9); the
// runtime now checks the stream (joinableStream in runtime/aggregate.cu).
//
// REQUIRES: cuda-gpu
// RUN: %gpubin/runtime_per_thread_stream.base
// RUN: %gpubin/runtime_per_thread_stream.dpagg
// RUN: %gpubin/runtime_per_thread_stream.warp
// RUN: %gpubin/runtime_per_thread_stream.ptsz
// RUN: %gpubin/runtime_per_thread_stream.warp_ptsz
#include "GPUTest.cuh"

constexpr int Threads = 128, Blocks = 64, Words = 64;

__global__ void producer(uint32_t *Buf, int Id, uint32_t Salt) {
  // Slow on purpose: a consumer that does not wait for it sees poison.
  long long T0 = clock64();
  while (clock64() - T0 < 200000)
    ;
  Buf[(size_t)Id * Words + threadIdx.x] = gputest::hash(Id, threadIdx.x, Salt);
}

__global__ void consumer(const uint32_t *Buf, uint32_t *Out, int Id) {
  Out[(size_t)Id * Words + threadIdx.x] =
      Buf[(size_t)Id * Words + threadIdx.x] * 3u + 1u;
}

__global__ void parent(uint32_t *Buf, uint32_t *Out, cudaStream_t S,
                       uint32_t Salt) {
  int Id = blockIdx.x * blockDim.x + threadIdx.x;
  producer<<<1, Words, 0, S>>>(Buf, Id, Salt);
  if ((threadIdx.x & 31) == 5)
    consumer<<<1, Words, 0, S>>>(Buf, Out, Id);
}

int main(int argc, char **argv) {
  gputest::Test T("ptsz_runtime_stream");
  T.pendingLaunches(Blocks * Threads * 2 + 1024);
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
  const int Modes = 2;
#else
  const int Modes = 1;
#endif
  const int N = Blocks * Threads;
  for (int Mode = 0; Mode < Modes; ++Mode) {
    uint32_t Salt = (uint32_t)T.R.next();
    std::vector<uint32_t> Ref((size_t)N * Words, 0xffffffffu);
    for (int Id = 0; Id < N; ++Id)
      if ((Id % Threads & 31) == 5)
        for (int W = 0; W < Words; ++W)
          Ref[(size_t)Id * Words + W] = gputest::hash(Id, W, Salt) * 3u + 1u;
    uint32_t *Buf = gputest::alloc<uint32_t>((size_t)N * Words);
    uint32_t *Out = gputest::alloc<uint32_t>((size_t)N * Words);
    gputest::poison(Buf, (size_t)N * Words);
    gputest::poison(Out, (size_t)N * Words);
    parent<<<Blocks, Threads>>>(Buf, Out, Mode == 0 ? cudaStreamPerThread : 0,
                                Salt);
    CK_SYNC();
    T.compare(Mode == 0 ? "cudaStreamPerThread" : "ptsz NULL",
              gputest::download(Out, (size_t)N * Words), Ref);
    CK(cudaFree(Buf));
    CK(cudaFree(Out));
  }
  return T.finish();
}
