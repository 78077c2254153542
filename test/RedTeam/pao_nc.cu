// Red team of PO and PAO (-dpagg-promote=po|pao; PromoteLaunches.h, "PO and
// PAO"): a prefix load fills the child's L1 with a line that the parent
// writes later, before its link; the child reads that write after its
// acquire, through the read-only (non-coherent) path. In the program the
// child grid starts after the parent's write, so `__ldg` is valid there
// (the data is read-only for the child grid's lifetime); under PO and PAO
// the child grid has been running since before the write.
//
// A chain of steps over Cell {int X; float Y;}: step I loads C[I][T].X
// (int; the kernel stores only float and long long: TBAA lets it run
// before the acquire), then, after the acquire, Y = C[I][T].Y, hashes for
// ~50 us, writes C[I+1][T].Y, launches step I+1 with the carry, and writes
// its output. Step I+1's prefix loads C[I+1][T].X, which shares its 8
// bytes (and its 128-byte line) with C[I+1][T].Y, long before its parent
// writes that Y: the line enters the child's SM's L1 with the host's
// poison in Y. The acquire (thread 0: ld.acquire.gpu, CCTL.IVALL in SASS,
// then a barrier) must drop it.
//   0 ldg     Y through __ldg (ld.global.nc: LDG.E.CONSTANT)
//   1 plain   Y through a plain load (ld.global; the memory model covers it)
//   2 ldg_far Y through __ldg, but the prefix loads only X of the NEXT
//             warp's cells (the line, not the same 8 bytes)
// Outputs poisoned, compared with a CPU reference. Arguments: modes.
//
// Expected (not run here): PASS everywhere if CCTL.IVALL also invalidates
// what the non-coherent path cached (then the acquire is enough); a FAIL
// in .po/.pao mode 0 or 2 (not in .base, .p, .pa) means the prefix must
// not load global memory in kernels that read through the non-coherent
// path (__ldg, or const __restrict__ parameters of the head) after it.
// Exit 0 right, 1 wrong, 2 CUDA error.
#include "../../test/GPU/Inputs/GPUTest.cuh"

#include <cstring>
#include <string>

constexpr int B = 64;
constexpr int N = 16;
constexpr int R = 20000;

struct Cell {
  int X;
  float Y;
};

__host__ __device__ inline unsigned heavy(unsigned X, int Rounds) {
  for (int K = 0; K < Rounds; ++K)
    X = X * 1664525u + 1013904223u + (X >> 13);
  return X;
}

template <int Mode>
__global__ void step(Cell *C, long long *Out, int Steps, int I,
                     long long Carry) {
  int T = threadIdx.x;
  // The prefix: X of this thread's cell (modes 0, 1) or of the cell 32
  // further on (mode 2, same row).
  int X = C[I * B + (Mode == 2 ? (T + 32) % B : T)].X;
  float Y = Mode == 1 ? C[I * B + T].Y : __ldg(&C[I * B + T].Y);
  // After Y: the hashing cannot run in the prefix.
  unsigned H = heavy((unsigned)X ^ (unsigned)I ^ __float_as_uint(Y), R);
  C[(I + 1) * B + T].Y = (float)((H & 0xfff) + T);
  long long Next = Carry + X + (long long)Y;
  if (T == 0 && I + 1 < Steps)
    step<Mode><<<1, B>>>(C, Out, Steps, I + 1, Next);
  Out[I * B + T] = Next;
}

static int runMode(gputest::Test &T, int Mode) {
  static const char *Names[] = {"ldg", "plain", "ldg_far"};
  std::vector<Cell> Host((N + 1) * B);
  for (Cell &E : Host) {
    E.X = (int)(T.R.next() % 1000);
    unsigned Poison = 0xFFFFFFFFu;
    memcpy(&E.Y, &Poison, 4);
  }
  for (int Tt = 0; Tt < B; ++Tt)
    Host[Tt].Y = (float)(T.R.next() % 1000);
  Cell *DC = gputest::upload(Host);
  long long *DOut = gputest::alloc<long long>(N * B);
  gputest::poison(DOut, N * B);
  if (Mode == 0)
    step<0><<<1, B>>>(DC, DOut, N, 0, 0);
  else if (Mode == 1)
    step<1><<<1, B>>>(DC, DOut, N, 0, 0);
  else
    step<2><<<1, B>>>(DC, DOut, N, 0, 0);
  CK_SYNC();
  std::vector<long long> Want(N * B);
  std::vector<Cell> S = Host;
  long long Cy = 0;
  for (int I = 0; I < N; ++I) {
    long long C0 = 0;
    for (int Tt = 0; Tt < B; ++Tt) {
      int X = S[I * B + (Mode == 2 ? (Tt + 32) % B : Tt)].X;
      float Y = S[I * B + Tt].Y;
      unsigned YBits;
      memcpy(&YBits, &Y, 4);
      unsigned H = heavy((unsigned)X ^ (unsigned)I ^ YBits, R);
      S[(I + 1) * B + Tt].Y = (float)((H & 0xfff) + Tt);
      long long Next = Cy + X + (long long)Y;
      Want[I * B + Tt] = Next;
      if (Tt == 0)
        C0 = Next;
    }
    Cy = C0;
  }
  int Bad = T.compare(Names[Mode], gputest::download(DOut, N * B), Want);
  CK(cudaFree(DC));
  CK(cudaFree(DOut));
  return Bad;
}

int main(int Argc, char **Argv) {
  gputest::Test T("pao_nc");
  if (Argc > 1)
    for (int A = 1; A < Argc; ++A)
      runMode(T, std::stoi(Argv[A]));
  else
    for (int Mode = 0; Mode < 3; ++Mode)
      runMode(T, Mode);
  return T.finish();
}
