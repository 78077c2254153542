// test/Probes/cluster_attrs.cu - what device-side cudaFuncGetAttributes
// reports for a kernel whose cluster width the host set with
// cudaFuncSetAttribute (red-team finding: such launches fail alone, error
// 912, and DPAgg's aggregate runs them). If the device sees
// requiredClusterWidth, the runtime can refuse to aggregate such kernels.
// Build: utils/dpagg-clang++ --dpagg-disable -O2 test/Probes/cluster_attrs.cu -o cluster_attrs
// Prints the fields the device and the host read, and what a 3-block device launch returns.
#include <cstdio>
#include <cuda_runtime.h>

__global__ void target(int *p) { p[blockIdx.x] = 1; }

__global__ void probe(int *out) {
  union alignas(16) {
    cudaFuncAttributes A;
    char Room[512];
  } U;
  for (int i = 0; i < 512; ++i)
    U.Room[i] = 0x5a;
  out[0] = cudaFuncGetAttributes(&U.A, (const void *)target);
  out[1] = U.A.maxThreadsPerBlock;
  out[2] = U.A.clusterDimMustBeSet;
  out[3] = U.A.requiredClusterWidth;
  out[4] = U.A.requiredClusterHeight;
  out[5] = U.A.requiredClusterDepth;
  out[6] = U.A.nonPortableClusterSizeAllowed;
  out[7] = U.A.maxDynamicSharedSizeBytes;
  target<<<3, 32>>>(out + 16);
  out[8] = cudaGetLastError();
}

int main() {
  int *d, h[32];
  cudaMalloc(&d, sizeof(h));
  for (int set = 0; set < 2; ++set) {
    if (set && cudaFuncSetAttribute(target, cudaFuncAttributeRequiredClusterWidth, 2) != cudaSuccess)
      printf("host: cudaFuncSetAttribute failed: %s\n", cudaGetErrorString(cudaGetLastError()));
    cudaMemset(d, 0, sizeof(h));
    probe<<<1, 1>>>(d);
    cudaError_t e = cudaDeviceSynchronize();
    cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost);
    cudaFuncAttributes ha;
    cudaFuncGetAttributes(&ha, target);
    printf("%s: sync %d | device: rc %d maxThreads %d clusterDimMustBeSet %d required %d x %d x %d nonPortable %d maxDynSmem %d launch(3 blocks) %d | host: clusterDimMustBeSet %d required %d x %d x %d\n",
           set ? "after RequiredClusterWidth=2" : "default", (int)e, h[0], h[1], h[2], h[3], h[4], h[5], h[6], h[7], h[8],
           ha.clusterDimMustBeSet, ha.requiredClusterWidth, ha.requiredClusterHeight, ha.requiredClusterDepth);
  }
  return 0;
}
