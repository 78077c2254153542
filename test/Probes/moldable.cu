// test/Probes/moldable.cu - moldable aggregated children on and off, on the
// naive kernel of bench/probe_shapes.cu (a copy: bench/ is being rewritten).
//
// Every parent thread p owns len[p] elements (uniform in [0, 2*avg], srand(7),
// as in the probe) and launches child<<<(n+31)/32, 32>>>; out[off[p] + i] =
// work(off[p] + i, iters) must come out. The same source is built with the
// plugin's options varied:
//
//   S=test/Probes/moldable.cu; F="-O3"
//   utils/dpagg-clang++ --dpagg-disable $F $S -o moldable.base
//   utils/dpagg-clang++ $F $S -o moldable.off
//   utils/dpagg-clang++ --dpagg-moldable=on $F $S -o moldable.on
//   utils/dpagg-clang++ --dpagg-moldable=auto $F $S -o moldable.auto
//   utils/dpagg-clang++ --dpagg-moldable=on -Xarch_device \
//     -mllvm=-dpagg-mold-coarsen=8 $F $S -o moldable.c8
//   (same with -dpagg-mold-coarsen=32 -o moldable.c32, and each with
//    --dpagg-scope=warp for the warp-scope figures)
//
// Or: test/Probes/moldable.sh build DIR (here), then test/Probes/moldable.sh
// run DIR on the GPU machine: every build below at every shape.
// Run: for b in base off on auto c8 c32; do for s in "262144 16" "65536 64" \
//        "4096 4096"; do ./moldable.$b $s; done; done
// At block scope an aggregate holds one parent block's launches (256 parents:
// about 256 blocks at 262144x16, 512 at 65536x64), below the resident
// capacity of 32-thread blocks (32 per SM), so "on" cuts only the 4096x4096
// aggregates (256 parents x 128 blocks = 32768 blocks each); the coarsened
// builds mold every aggregate.
//
// Usage: moldable [parents [avg [iters [reps]]]], defaults 65536 64 16 7.
// Output: a '#' line with the device-side occupancy queries the runtime uses
// (errors 0 0 0 and the host's blocks/SM mean the capacity cut works), then
// one line: the program's path (which build), the GPU, the shape,
// median and minimum ms over the timed reps (cudaEvents around the parent
// launch; one warm-up rep before), ok or WRONG (output checked after every
// rep). Exit 0 only if every rep was right; 2 on a CUDA error.
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>
#include <vector>

#define CK(x)                                                                  \
  do {                                                                         \
    cudaError_t E_ = (x);                                                      \
    if (E_ != cudaSuccess) {                                                   \
      fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__, #x,               \
              cudaGetErrorString(E_));                                         \
      exit(2);                                                                 \
    }                                                                          \
  } while (0)

static constexpr int ParentBlock = 256;

__host__ __device__ __forceinline__ int work(int v, int iters) {
  unsigned h = (unsigned)v * 2654435761u;
  for (int k = 0; k < iters; ++k)
    h = (h ^ (h >> 13)) * 0x5bd1e995u + k;
  return (int)h;
}

__global__ void child(int *out, int base, int n, int iters) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[base + i] = work(base + i, iters);
}

__global__ void parent_naive(int *out, const int *len, const int *off, int np,
                             int iters) {
  int p = blockIdx.x * blockDim.x + threadIdx.x;
  if (p < np) {
    int n = len[p];
    if (n > 0)
      child<<<(n + 31) / 32, 32>>>(out, off[p], n, iters);
  }
}

// The device-side queries the runtime's resident-capacity cut uses
// (runtime/aggregate.cu, residentBlocks), here on the plain child: if they
// fail on the device, "on" cuts nothing and runs like "off".
__global__ void occupancy(int *res) {
  int dev = -1, sms = -1, per = -1;
  res[0] = cudaGetDevice(&dev);
  res[1] = cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, dev);
  res[2] = cudaOccupancyMaxActiveBlocksPerMultiprocessor(
      &per, (const void *)child, 32, 0);
  res[3] = sms;
  res[4] = per;
}

int main(int argc, char **argv) {
  int np = argc > 1 ? atoi(argv[1]) : 65536;
  int avg = argc > 2 ? atoi(argv[2]) : 64;
  int iters = argc > 3 ? atoi(argv[3]) : 16;
  int reps = argc > 4 ? atoi(argv[4]) : 7;
  if (np <= 0 || avg < 0 || iters < 0 || reps <= 0) {
    fprintf(stderr, "usage: %s [parents>0 [avg>=0 [iters>=0 [reps>0]]]]\n",
            argv[0]);
    return 2;
  }
  srand(7);
  std::vector<int> len(np), off(np);
  long total = 0;
  for (int p = 0; p < np; ++p) {
    len[p] = avg ? rand() % (2 * avg + 1) : 0;
    off[p] = (int)total;
    total += len[p];
  }
  if (total >= (1l << 31)) {
    fprintf(stderr, "too many elements\n");
    return 2;
  }
  std::vector<int> ref(total);
  for (long i = 0; i < total; ++i)
    ref[i] = work((int)i, iters);
  CK(cudaDeviceSetLimit(cudaLimitDevRuntimePendingLaunchCount,
                        std::max(2048, np + 1024)));
  int *dout, *dlen, *doff;
  CK(cudaMalloc(&dout, sizeof(int) * (total ? total : 1)));
  CK(cudaMalloc(&dlen, sizeof(int) * np));
  CK(cudaMalloc(&doff, sizeof(int) * np));
  CK(cudaMemcpy(dlen, len.data(), sizeof(int) * np, cudaMemcpyHostToDevice));
  CK(cudaMemcpy(doff, off.data(), sizeof(int) * np, cudaMemcpyHostToDevice));
  {
    int *dres, res[5];
    CK(cudaMalloc(&dres, sizeof(res)));
    occupancy<<<1, 1>>>(dres);
    CK(cudaGetLastError());
    CK(cudaMemcpy(res, dres, sizeof(res), cudaMemcpyDeviceToHost));
    CK(cudaFree(dres));
    int hostPer = 0;
    CK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&hostPer, child, 32, 0));
    // Compare: the device's answer must be the host's for the runtime's cut
    // to be the resident capacity.
    printf("# device-side queries: errors %d %d %d, SMs %d, child blocks/SM %d "
           "(host says %d)\n",
           res[0], res[1], res[2], res[3], res[4], hostPer);
  }
  cudaEvent_t a, b;
  CK(cudaEventCreate(&a));
  CK(cudaEventCreate(&b));
  std::vector<float> ts;
  std::vector<int> h(total);
  bool ok = true;
  for (int r = 0; r <= reps; ++r) {
    CK(cudaMemset(dout, 0xff, sizeof(int) * (total ? total : 1)));
    CK(cudaDeviceSynchronize());
    CK(cudaEventRecord(a));
    parent_naive<<<(np + ParentBlock - 1) / ParentBlock, ParentBlock>>>(
        dout, dlen, doff, np, iters);
    CK(cudaGetLastError());
    CK(cudaEventRecord(b));
    CK(cudaEventSynchronize(b));
    CK(cudaDeviceSynchronize());
    float ms;
    CK(cudaEventElapsedTime(&ms, a, b));
    if (r > 0)
      ts.push_back(ms);
    CK(cudaMemcpy(h.data(), dout, sizeof(int) * total, cudaMemcpyDeviceToHost));
    long bad = 0;
    for (long i = 0; i < total; ++i)
      bad += h[i] != ref[i];
    if (bad) {
      if (ok)
        fprintf(stderr, "rep %d: %ld of %ld elements wrong\n", r, bad, total);
      ok = false;
    }
  }
  std::sort(ts.begin(), ts.end());
  cudaDeviceProp prop;
  CK(cudaGetDeviceProperties(&prop, 0));
  printf("%s %s parents=%d avg=%d iters=%d elements=%ld median_ms=%.3f "
         "min_ms=%.3f %s\n",
         argv[0], prop.name, np, avg, iters, total, ts[ts.size() / 2], ts[0],
         ok ? "ok" : "WRONG");
  return ok ? 0 : 1;
}
