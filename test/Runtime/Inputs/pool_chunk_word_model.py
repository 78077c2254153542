# Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
# Written by an independent red team of poolReleaseAlone (issue 21); a
# model of the protocol, not the code: keep it in step with runtime/Pool.cuh.
# Exhaustive interleavings of the chunk-word protocol of runtime/Pool.cuh
# (one chunk): poolAlloc (pre-check, atomicAdd, undo of a failed attempt by
# dropLive: atomicAdd, one CAS), release by poolReleaseAlone (dropLive) or
# poolRelease (CAS loop).
# Checks: a granted range never overlaps a live record; at quiescence the
# word is 0 (no leak); live never underflows.
import sys, itertools
sys.setrecursionlimit(100000)
# Arguments: [chunk bytes] [--mutate=M], mutations the check must catch:
# store-reset: poolReleaseAlone's reset CAS is a plain store;
# undo-store-reset: the undo's reset CAS is a plain store;
# undo-reset-unchecked: the undo tries the reset whatever live count its
# atomicAdd left (a CAS from the word it left, not only where that is 0).
nums = [a for a in sys.argv[1:] if a.isdigit()]
CB = int(nums[0]) if nums else 4
MUTATE = '--mutate=store-reset' in sys.argv
UNDO_STORE = '--mutate=undo-store-reset' in sys.argv
UNDO_ANY = '--mutate=undo-reset-unchecked' in sys.argv
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
            elif pc == 'U0':  # the undo's atomicAdd (dropLive)
                if L == 0: bad.append(('underflow', st, t))
                nw = (L - 1, U); r2 = r
                if L == 1 or UNDO_ANY: npc, nloc = 'U1', (L - 1, U)
                else: npc, r2, nloc = nextround()
            elif pc == 'U1':  # the undo's reset, tried once
                if word == loc or UNDO_STORE: nw = (0, 0)
                npc, r2, nloc = nextround()
            elif pc == 'L0':  # volatile read
                npc, nloc, r2 = 'L1', (loc, word), r
            elif pc == 'L1':
                rec, old = loc; r2 = r
                new = (0, 0) if old[0] == 1 else (old[0] - 1, old[1])
                if word == old:
                    nw = new
                    nlive = live - {rec}
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
