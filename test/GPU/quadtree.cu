// Recursive quadtree over clustered random points: a node kernel runs one
// 2x2 block, one thread a quadrant; a quadrant with more than LeafCap points
// launches the node kernel on itself, one level deeper (until the quadrant is
// MinSize wide), else it launches a 2-D fill grid that labels its cells.
// Up to 7 levels of nesting and ~5500 launches.
//
// REQUIRES: cuda-gpu
// RUN: %gpubin/quadtree.base
// RUN: %gpubin/quadtree.dpagg
// RUN: %gpubin/quadtree.warp
// RUN: %gpubin/quadtree.grid
#include "GPUTest.cuh"

#include <cmath>

using gputest::hash;

constexpr int W = 512, MinSize = 8, LeafCap = 24, Fill = 8;

// Points in the square [X0, X0+S) x [Y0, Y0+S), from the summed-area table.
__host__ __device__ inline int count(const int *Sat, int X0, int Y0, int S) {
  return Sat[(Y0 + S) * (W + 1) + X0 + S] - Sat[Y0 * (W + 1) + X0 + S] -
         Sat[(Y0 + S) * (W + 1) + X0] + Sat[Y0 * (W + 1) + X0];
}

__global__ void fill(uint32_t *Out, int X0, int Y0, int Id, int Cnt,
                     int Depth, uint32_t Salt) {
  int X = X0 + blockIdx.x * blockDim.x + threadIdx.x;
  int Y = Y0 + blockIdx.y * blockDim.y + threadIdx.y;
  Out[Y * W + X] = hash(Id, Cnt, Depth, blockIdx.x, blockIdx.y, threadIdx.x,
                        threadIdx.y, gridDim.x, gridDim.y, Salt);
}

// Launched as <<<1, dim3(2, 2)>>>: thread (x, y) owns quadrant (x, y).
__global__ void node(const int *Sat, uint32_t *Out, int X0, int Y0, int Size,
                     int Id, int Depth, uint32_t Salt) {
  int Half = Size / blockDim.x;
  int QX = X0 + threadIdx.x * Half, QY = Y0 + threadIdx.y * Half;
  int Child = Id * 4 + 1 + threadIdx.y * blockDim.x + threadIdx.x;
  int Cnt = count(Sat, QX, QY, Half);
  if (Cnt > LeafCap && Half > MinSize)
    node<<<1, dim3(2, 2)>>>(Sat, Out, QX, QY, Half, Child, Depth + 1, Salt);
  else
    fill<<<dim3(Half / Fill, Half / Fill), dim3(Fill, Fill)>>>(
        Out, QX, QY, Child, Cnt, Depth + 1, Salt);
}

static int Launches;
static void reference(const std::vector<int> &Sat, std::vector<uint32_t> &Out,
                      int X0, int Y0, int Size, int Id, int Depth,
                      uint32_t Salt) {
  int Half = Size / 2;
  for (int TY = 0; TY < 2; ++TY)
    for (int TX = 0; TX < 2; ++TX) {
      int QX = X0 + TX * Half, QY = Y0 + TY * Half, Child = Id * 4 + 1 + TY * 2 + TX;
      int Cnt = count(Sat.data(), QX, QY, Half);
      ++Launches;
      if (Cnt > LeafCap && Half > MinSize) {
        reference(Sat, Out, QX, QY, Half, Child, Depth + 1, Salt);
        continue;
      }
      int G = Half / Fill;
      for (int Y = 0; Y < Half; ++Y)
        for (int X = 0; X < Half; ++X)
          Out[(QY + Y) * W + QX + X] =
              hash(Child, Cnt, Depth + 1, X / Fill, Y / Fill, X % Fill,
                   Y % Fill, G, G, Salt);
    }
}

int main() {
  gputest::Test T("quadtree");
  // At most 1365 node and 4096 fill launches, all pending at once at worst.
  T.pendingLaunches(8192);
  for (int Round = 0; Round < 3; ++Round) {
    // Clustered points: a few Gaussian blobs plus uniform noise.
    std::vector<int> Grid(W * W, 0);
    int Clusters = T.R.range(2, 8), N = T.R.range(5000, 40000);
    std::vector<double> CX(Clusters), CY(Clusters), CS(Clusters);
    for (int C = 0; C < Clusters; ++C) {
      CX[C] = T.R.unit() * W;
      CY[C] = T.R.unit() * W;
      CS[C] = 3 + T.R.unit() * 60;
    }
    for (int I = 0; I < N; ++I) {
      double X, Y;
      if (T.R.chance(.15)) {
        X = T.R.unit() * W;
        Y = T.R.unit() * W;
      } else { // Box-Muller around a random cluster
        int C = T.R.range(0, Clusters - 1);
        double U1 = T.R.unit() + 1e-12, U2 = T.R.unit();
        double Rad = CS[C] * std::sqrt(-2 * std::log(U1));
        X = CX[C] + Rad * std::cos(6.283185307179586 * U2);
        Y = CY[C] + Rad * std::sin(6.283185307179586 * U2);
      }
      int XI = std::min(W - 1, std::max(0, (int)X));
      int YI = std::min(W - 1, std::max(0, (int)Y));
      ++Grid[YI * W + XI];
    }
    std::vector<int> Sat((W + 1) * (W + 1), 0);
    for (int Y = 0; Y < W; ++Y)
      for (int X = 0; X < W; ++X)
        Sat[(Y + 1) * (W + 1) + X + 1] = Grid[Y * W + X] +
                                         Sat[Y * (W + 1) + X + 1] +
                                         Sat[(Y + 1) * (W + 1) + X] -
                                         Sat[Y * (W + 1) + X];
    uint32_t Salt = (uint32_t)T.R.next();
    std::vector<uint32_t> Ref(W * W);
    Launches = 1;
    reference(Sat, Ref, 0, 0, W, 0, 0, Salt);
    printf("round %d: %d points in %d clusters, %d launches\n", Round, N,
           Clusters, Launches);
    int *DSat = gputest::upload(Sat);
    uint32_t *DOut = gputest::alloc<uint32_t>(W * W);
    gputest::poison(DOut, W * W);
    node<<<1, dim3(2, 2)>>>(DSat, DOut, 0, 0, W, 0, 0, Salt);
    CK_SYNC();
    T.compare("labels", gputest::download(DOut, W * W), Ref);
    CK(cudaFree(DSat));
    CK(cudaFree(DOut));
  }
  return T.finish();
}
