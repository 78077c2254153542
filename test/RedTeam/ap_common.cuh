// test/RedTeam/ap_common.cuh: shared helpers of the ap_* red team of
// allocation aggregation's program mode (-dpagg-alloc-frees=program).
#pragma once
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <random>
#include <unistd.h>
#include <vector>

#define CK(x)                                                                  \
  do {                                                                         \
    cudaError_t e_ = (x);                                                      \
    if (e_ != cudaSuccess) {                                                   \
      printf("RESULT FAIL %s:%d %s -> %s\n", __FILE__, __LINE__, #x,           \
             cudaGetErrorString(e_));                                          \
      exit(1);                                                                 \
    }                                                                          \
  } while (0)

// Error counters (kernel parameter, host-allocated, zeroed by the host).
enum ApErr {
  ERR_ALLOC = 0,  // an allocation failed that the base never fails
  ERR_ALIGN,      // a pointer not 16-byte aligned
  ERR_PATTERN,    // a byte of a live buffer changed (overlap / reuse)
  ERR_RC,         // cudaFree / cudaMalloc returned an unexpected code
  ERR_OTHER,      // anything else the test checks
  ERR_N
};

__host__ __device__ inline unsigned char apPat(unsigned id, size_t k) {
  unsigned h = id * 2654435761u;
  return (unsigned char)((h >> 24) ^ (h >> 11) ^ (unsigned)(k * 151u + 7u));
}

__device__ inline void apFill(void *p, size_t n, unsigned id) {
  unsigned char *c = static_cast<unsigned char *>(p);
  for (size_t k = 0; k < n; ++k)
    c[k] = apPat(id, k);
}

__device__ inline bool apCheck(const void *p, size_t n, unsigned id) {
  const volatile unsigned char *c = static_cast<const unsigned char *>(p);
  for (size_t k = 0; k < n; ++k)
    if (c[k] != apPat(id, k))
      return false;
  return true;
}

static inline unsigned apSeed(int argc, char **argv) {
  if (argc > 1)
    return (unsigned)strtoul(argv[1], nullptr, 0);
  return (unsigned)time(nullptr) ^ ((unsigned)getpid() << 16);
}

// Prints the verdict from the counters; returns the exit code.
static inline int apVerdict(const unsigned long long *E, const char *extra) {
  static const char *Names[ERR_N] = {"alloc", "align", "pattern", "rc",
                                     "other"};
  bool Bad = false;
  char Buf[512];
  int L = 0;
  Buf[0] = 0;
  for (int i = 0; i < ERR_N; ++i)
    if (E[i]) {
      Bad = true;
      L += snprintf(Buf + L, sizeof Buf - L, " %s=%llu", Names[i], E[i]);
    }
  if (extra && *extra) {
    Bad = true;
    snprintf(Buf + L, sizeof Buf - L, " %s", extra);
  }
  if (Bad) {
    printf("RESULT FAIL%s\n", Buf);
    return 1;
  }
  printf("RESULT PASS\n");
  return 0;
}
