// Host twin of runtime/Grid.cuh's groupsFor (grid-groups-by-waves.test):
// which parent grids aggregate per group, for each kind of site's
// GroupBlocks, around the auto-grid threshold and the few-waves bound.
#include "Grid.cuh"
#include <cstdio>

int main() {
  using namespace dpagg_rt;
  struct Site {
    const char *Name;
    unsigned K;
  } Sites[] = {
      {"grid", DPAGG_GROUP_BLOCKS_GRID},
      {"multiblock8", 8},
      {"auto256", DPAGG_GROUP_BLOCKS_AUTO | 256},
      {"auto256-few-waves",
       DPAGG_GROUP_BLOCKS_AUTO | DPAGG_GROUP_BLOCKS_FEW_WAVES | 256},
  };
  struct Grid {
    unsigned long long Blocks, Threads;
    unsigned SMs;
  } Grids[] = {
      {1, 256, 132},     {255, 256, 132},      {256, 256, 132},
      {1056, 256, 132},  {2112, 256, 132},     {2113, 256, 132},
      {4224, 256, 132},  {2113, 256, 133},     {540672, 1, 132},
      {540673, 1, 132},  {8388607, 1024, 132}, {8388608, 32, 132},
  };
  for (const Site &S : Sites)
    for (const Grid &G : Grids)
      printf("%s %llu x %llu on %u SMs: %s\n", S.Name, G.Blocks, G.Threads,
             G.SMs, groupsFor(S.K, G.Blocks, G.Threads, G.SMs) ? "groups"
                                                               : "per block");
  // The few-waves site's own floor (-dpagg-few-waves-blocks, default 8).
  const unsigned Few8 =
      DPAGG_GROUP_BLOCKS_AUTO | DPAGG_GROUP_BLOCKS_FEW_WAVES | 8;
  for (unsigned long long Blocks : {7ull, 8ull, 132ull, 2112ull, 2113ull})
    printf("auto8-few-waves %llu x 256 on 132 SMs: %s\n", Blocks,
           groupsFor(Few8, Blocks, 256, 132) ? "groups" : "per block");
  return 0;
}
