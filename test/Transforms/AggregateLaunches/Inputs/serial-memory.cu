// Red team of the serial copy's opaque parameters (serial-memory.ll;
// test/RedTeam/sr2_memory_float_bits.cu, sr2_fma_contract.cu): a parent's
// value that reaches the child through memory, and a child compiled without
// optimization.

// The parent stores a product in a __device__ variable; the child loads it.
__device__ float G0;
__global__ void child_mem(float *O, float C) { *O = G0 + C; }
__global__ void p_mem(const float *A, const float *B, float *O, float C) {
  G0 = A[0] * B[0];
  child_mem<<<1, 1>>>(O, C);
}

// A child compiled at -O0: its multiply and add stay apart.
__global__ __attribute__((optnone)) void child_optnone(float *O, float A,
                                                       float B, float C) {
  float T = A * B;
  *O = T + C;
}
__global__ void p_optnone(const float *A, float *O) {
  child_optnone<<<1, 1>>>(O, A[0], A[1], A[2]);
}
