// Host twin of runtime/Grid.cuh's group keys (grid-keys-fold-device-ids.test):
// the %gridid values measured on the H100 (host-launched grids count up from
// 1, device-launched ones sit just below 2^64) must each get a key, and the
// fold must keep distinct ids distinct.
#include "Grid.cuh"
#include <cstdio>
#include <set>

int main() {
  using namespace dpagg_rt;
  const unsigned long long Measured[] = {2, 3, 0xffffffffffffffdcull,
                                         0xffffffffffffffddull,
                                         0xffffffffffffffc0ull,
                                         0xfffffffffffffffbull};
  for (unsigned long long G : Measured)
    printf("%016llx keyed %d\n", G, foldGridId(G) < MaxKeyedGrid);
  // Distinct ids stay distinct: both ends of the 64-bit range, and every id
  // within 2^16 of 0 and of 2^64.
  std::set<unsigned long long> Seen;
  unsigned long long N = 0;
  for (unsigned long long D = 0; D < (1ull << 16); ++D)
    for (unsigned long long G : {D, 0ull - 1 - D, (1ull << 63) + D,
                                 (1ull << 63) - 1 - D}) {
      Seen.insert(foldGridId(G));
      ++N;
    }
  printf("%llu ids, %zu keys%s\n", N, Seen.size(),
         Seen.size() == N ? "" : ": COLLISION");
  // The largest magnitude that still gets a key, either sign.
  printf("keyed below %llu and from 2^64 - %llu\n", MaxKeyedGrid / 2,
         MaxKeyedGrid / 2);
  return Seen.size() == N ? 0 : 1;
}
