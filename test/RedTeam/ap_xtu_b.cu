// test/RedTeam/ap_xtu_b.cu: unit B of ap_xtu (see ap_xtu.cu).
#include "ap_xtu.cuh"

struct UnitB {
  static void alloc(const XSet &S, unsigned long long *err);
  static void freeSome(const XSet &S, int sel, int mod,
                       unsigned long long *err);
  static void check(const XSet &S, unsigned long long *err);
  static void probe(void **pr, int n, unsigned idBase, int doFree,
                    unsigned long long *err);
};
void UnitB::alloc(const XSet &S, unsigned long long *err) {
  XUnit<1>::alloc(S, err);
}
void UnitB::freeSome(const XSet &S, int sel, int mod,
                     unsigned long long *err) {
  XUnit<1>::freeSome(S, sel, mod, err);
}
void UnitB::check(const XSet &S, unsigned long long *err) {
  XUnit<1>::check(S, err);
}
void UnitB::probe(void **pr, int n, unsigned idBase, int doFree,
                  unsigned long long *err) {
  XUnit<1>::probe(pr, n, idBase, doFree, err);
}
