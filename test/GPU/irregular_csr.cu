// CSR neighbour expansion: each parent thread is a vertex and launches a child
// grid over its neighbours (random degrees, a quarter of them 0, block size by
// degree). Right with or without DPAgg, at either scope; with `ff` the
// launches go into cudaStreamFireAndForget, which only works through DPAgg.
//
// REQUIRES: cuda-gpu
// RUN: %gpubin/irregular_csr.base
// RUN: %gpubin/irregular_csr.dpagg
// RUN: %gpubin/irregular_csr.warp
// RUN: %gpubin/irregular_csr.dpagg ff
// RUN: %gpubin/irregular_csr.warp ff
// RUN: %gpubin/irregular_csr.grid
// RUN: %gpubin/irregular_csr.grid ff
// RUN: not %gpubin/irregular_csr.base ff
#include "CSRExpand.cuh"

int main(int Argc, char **Argv) {
  return csr::run("irregular_csr", {/*Vertices=*/16384, /*ZeroFraction=*/.25,
                                    /*Rounds=*/2},
                  Argc, Argv);
}
