// irregular_csr with many more launches, also built with a 4 KiB aggregation
// pool (variant .tinypool): the pool runs out within the first blocks, and
// the launches that find it full must fall back to launching on their own.
// Several rounds, so a pool that was used up before must not break later grids.
//
// REQUIRES: cuda-gpu
// RUN: %gpubin/tiny_pool.base
// RUN: %gpubin/tiny_pool.dpagg
// RUN: %gpubin/tiny_pool.warp
// RUN: %gpubin/tiny_pool.tinypool
// RUN: %gpubin/tiny_pool.tinypool ff
// RUN: %gpubin/tiny_pool.grid_tinypool
// RUN: %gpubin/tiny_pool.grid_tinypool ff
#include "CSRExpand.cuh"

int main(int Argc, char **Argv) {
  return csr::run("tiny_pool", {/*Vertices=*/32768, /*ZeroFraction=*/.1,
                                /*Rounds=*/3},
                  Argc, Argv);
}
