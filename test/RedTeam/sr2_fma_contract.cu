// Red team of serialization (issue 26 item 1): floating-point contraction
// across the former launch boundary. clang compiles CUDA with
// -ffp-contract=fast by default: every fmul and fadd carries `contract`,
// and NVPTX emits mul.f32/add.f32 without .rn, which ptxas may fuse too.
// Launched, a child's `x + c` cannot fuse with the parent's `a * b` that
// made x: the value crosses a kernel launch. Serialized and inlined, it can.
//  case mem: a one-thread parent stores G0 = a * b (a __device__ float) and
//    launches child<<<1, 1>>>, which writes G0 + c. Inlined, LLVM forwards
//    the store to the load and the backend fuses: the parent's PTX has
//    fma.rn.f32 (fl(a*b + c), not fl(fl(a*b) + c)). The host launches the
//    parent once per input (one stream: each parent, with its child, ends
//    before the next starts).
//  case param: the parent passes x = a * b as a parameter. 49d3c43's xor
//    (opaque parameters) keeps it apart: mul.f32, xor.b32, add.f32; SASS
//    FMUL, FADD; so does the entry fence alone (the blob's stores stay
//    stores). Without both (.plain: -dpagg-serial-opaque-args=false
//    -dpagg-serial-fence=false) ptxas fuses the pair (SASS FFMA).
//  case optnone: a child marked __attribute__((optnone)) computes t = a * b;
//    t + c from its parameters. K itself is compiled at -O0 (mul.rn.f32,
//    add.rn.f32: never fused); its serial copy, inlined into an optimized
//    parent, is not (the parent's PTX has fma.rn.f32).
// Every case compares with fl(fl(a*b) + c), computed on the host without
// contraction. Valid CUDA: each parent thread writes its own element.
// Whether fusing is "wrong": `contract` allows it within a function; but
// DPAgg's contract is that a thread sees what the launch would give it,
// and no compiler can fuse across a launch (nvcc never does).
// Expected (from the SASS of each build: FFMA in the parent or not):
// .base PASS. pre/ builds (the serial copy as of 49d3c43): .dpagg/.warp/
// .grid mem FAIL and optnone FAIL (a large share of the values differ in
// the last bits), param ok. post/ builds (a fence and a memory clobber at
// the copy's entry, optnone children refused): PASS; .nofence: mem FAIL;
// .plain: mem and param FAIL; .contracton (-ffp-contract=on: no `contract`
// across statements): PASS everywhere.
//
// clang-format off
// VARIANT grid: -Xarch_device -mllvm=-dpagg-scope=grid
// VARIANT nofence: -Xarch_device -mllvm=-dpagg-serial-fence=false
// VARIANT plain: -Xarch_device -mllvm=-dpagg-serial-opaque-args=false -Xarch_device -mllvm=-dpagg-serial-fence=false
// VARIANT contracton: -ffp-contract=on
// clang-format on
#include "../GPU/Inputs/GPUTest.cuh"

#include <cstring>

__device__ float G0;
__global__ void childMem(float *O, float C) { *O = G0 + C; }
__global__ void parentMem(const float *A, const float *B, const float *C,
                          float *O, int I) {
  G0 = A[I] * B[I];
  childMem<<<1, 1>>>(O + I, C[I]);
}

__global__ void childParam(float *O, float X, float C) { *O = X + C; }
__global__ void parentParam(const float *A, const float *B, const float *C,
                            float *O, int N) {
  int P = blockIdx.x * blockDim.x + threadIdx.x;
  if (P < N)
    childParam<<<1, 1>>>(O + P, A[P] * B[P], C[P]);
}

__global__ __attribute__((optnone)) void childOptnone(float *O, float A,
                                                      float B, float C) {
  float T = A * B;
  *O = T + C;
}
__global__ void parentOptnone(const float *A, const float *B, const float *C,
                              float *O, int N) {
  int P = blockIdx.x * blockDim.x + threadIdx.x;
  if (P < N)
    childOptnone<<<1, 1>>>(O + P, A[P], B[P], C[P]);
}

/// fl(fl(a * b) + c): the product rounded through a volatile.
static float reference(float A, float B, float C) {
  volatile float T = A * B;
  return T + C;
}

static void compareBits(gputest::Test &T, const char *What,
                        const std::vector<float> &Got,
                        const std::vector<float> &Want) {
  std::vector<uint32_t> G(Got.size()), W(Want.size());
  memcpy(G.data(), Got.data(), Got.size() * 4);
  memcpy(W.data(), Want.data(), Want.size() * 4);
  T.compare(What, G, W);
}

int main() {
  gputest::Test T("sr2_fma_contract");
  const int N = 4096, NMem = 1024;
  T.pendingLaunches(N + 1024);
  std::vector<float> A(N), B(N), C(N), Want(N);
  for (int I = 0; I < N; ++I) {
    A[I] = (float)(T.R.unit() * 2 - 1);
    B[I] = (float)(T.R.unit() * 2 - 1);
    C[I] = (float)(T.R.unit() * 2 - 1);
    Want[I] = reference(A[I], B[I], C[I]);
  }
  float *DA = gputest::upload(A), *DB = gputest::upload(B),
        *DC = gputest::upload(C), *DO = gputest::alloc<float>(N);

  gputest::poison(DO, N);
  for (int I = 0; I < NMem; ++I)
    parentMem<<<1, 1>>>(DA, DB, DC, DO, I);
  CK_SYNC();
  compareBits(T, "mem: child adds c to the parent's stored a*b",
              gputest::download(DO, NMem),
              std::vector<float>(Want.begin(), Want.begin() + NMem));

  gputest::poison(DO, N);
  parentParam<<<(N + 127) / 128, 128>>>(DA, DB, DC, DO, N);
  CK_SYNC();
  compareBits(T, "param: child adds c to the parameter a*b",
              gputest::download(DO, N), Want);

  gputest::poison(DO, N);
  parentOptnone<<<(N + 127) / 128, 128>>>(DA, DB, DC, DO, N);
  CK_SYNC();
  compareBits(T, "optnone: an optnone child's t = a*b; t + c",
              gputest::download(DO, N), Want);

  CK(cudaFree(DA));
  CK(cudaFree(DB));
  CK(cudaFree(DC));
  CK(cudaFree(DO));
  return T.finish();
}
