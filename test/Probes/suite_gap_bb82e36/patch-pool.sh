# bb82e36's pool: every allocation starts at the hint (no per-lane first chunk); poolRelease is one atomicAdd + CAS (no CAS loop)
python3 - <<'PY'
p='Pool.cuh'; s=open(p).read()
a='''  unsigned Lane;
  asm("mov.u32 %0, %%laneid;" : "=r"(Lane));
  unsigned First = (*(volatile unsigned *)Hint + Lane) % NumChunks;'''
assert a in s; s=s.replace(a,'  unsigned First = *(volatile unsigned *)Hint % NumChunks;')
b='''  unsigned long long Old = *(volatile unsigned long long *)W;
  for (;;) {
    unsigned long long New = Old / OneLive == 1 ? 0ull : Old - OneLive;
    unsigned long long Seen = dpagg_rt::casRelaxed(W, Old, New);
    if (Seen == Old)
      return;
    Old = Seen;
  }'''
assert b in s; s=s.replace(b,'''  unsigned long long Old = atomicAdd(W, 0ull - OneLive);
  if (Old / OneLive == 1)
    dpagg_rt::casRelaxed(W, Old - OneLive, 0ull);''')
open(p,'w').write(s)
PY
