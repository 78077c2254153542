# Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
# Written by an independent red team of poolReleaseAlone (issue 21); a
# model of the protocol, not the code: keep it in step with runtime/Pool.cuh.
# Exhaustive interleavings of the chunk-word protocol of runtime/Pool.cuh
# (one chunk): poolAlloc (pre-check, atomicAdd, undo by poolRelease's CAS
# loop), release by poolReleaseAlone (atomicAdd, one CAS) or poolRelease.
# Checks: a granted range never overlaps a live record; at quiescence the
# word is 0 (no leak); live never underflows.
import sys, itertools
sys.setrecursionlimit(100000)
# Arguments: [chunk bytes] [--mutate=store-reset]: the mutation replaces
# poolReleaseAlone's reset CAS with a plain store, which the check must catch.
nums = [a for a in sys.argv[1:] if a.isdigit()]
CB = int(nums[0]) if nums else 4
MUTATE = '--mutate=store-reset' in sys.argv
def run(progs):
    # thread state: (pc, round, local) ; progs[t] = list of (size, releaseKind)
    init = ((0, 0), tuple((('A0', 0, None)) for _ in progs), frozenset())
    seen = set(); bad = []
    stack = [init]
    while stack:
        st = stack.pop()
        if st in seen: continue
        seen.add(st)
        word, ths, live = st
        moved = False
        for t, (pc, r, loc) in enumerate(ths):
            if pc == 'END': continue
            size, kind = progs[t][r]
            L, U = word
            nw, nlive, npc, nloc = word, live, pc, loc
            def nextround():
                return ('END', r, None) if r + 1 == len(progs[t]) else ('A0', r + 1, None)
            if pc == 'A0':
                if U + size > CB: npc, r2, nloc = nextround(); 
                else: npc, r2, nloc = 'A1', r, None
            elif pc == 'A1':
                nw = (L + 1, U + size); r2 = r
                if U + size <= CB:
                    rng = (t, r, U, U + size)
                    for (_, _, a, b) in live:
                        if a < U + size and U < b: bad.append(('overlap', st, t)); 
                    nlive = live | {rng}; npc, nloc = ('R0' if kind == 'alone' else 'L0'), rng
                else: npc, nloc = 'U0', None
            elif pc in ('U0', 'L0'):  # volatile read
                npc, nloc, r2 = pc[0] + '1', (loc, word), r
            elif pc in ('U1', 'L1'):
                rec, old = loc; r2 = r
                new = (0, 0) if old[0] == 1 else (old[0] - 1, old[1])
                if word == old:
                    nw = new
                    if pc == 'L1': nlive = live - {rec}
                    npc, r2, nloc = nextround()
                else: nloc = (rec, word)
            elif pc == 'R0':
                if L == 0: bad.append(('underflow', st, t))
                nw = (L - 1, U); nlive = live - {loc}; r2 = r
                if L == 1: npc, nloc = 'R1', (L - 1, U)
                else: npc, r2, nloc = nextround()
            elif pc == 'R1':
                if word == loc or MUTATE: nw = (0, 0)
                npc, r2, nloc = nextround()
            if bad: return bad, len(seen)
            nths = ths[:t] + ((npc, r2, nloc),) + ths[t + 1:]
            stack.append((nw, nths, nlive)); moved = True
        if not moved:
            if word != (0, 0) or live: bad.append(('leak', word, live)); return bad, len(seen)
    return bad, len(seen)
cases = []
for kinds in itertools.product(['alone', 'loop'], repeat=3):
    for sizes in [(1, 2, 3), (2, 2, 2), (1, 1, 2), (3, 1, 1)]:
        progs = [[(sizes[t], kinds[t]), (sizes[(t + 1) % 3], kinds[t])] for t in range(3)]
        cases.append(progs)
total = 0
for p in cases:
    bad, n = run(p); total += n
    if bad: print('FAIL', p, bad[0]); sys.exit(1)
print('PASS', len(cases), 'programs,', total, 'states')
