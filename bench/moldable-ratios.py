#!/usr/bin/env python3
"""Medians and ratios of interleaved moldable.cu rounds.

  bench/moldable-ratios.py FILE VARIANT,VARIANT...

FILE holds lines `PARENTS AVG rROUND VARIANT median_ms=M min_ms=N ok` (what
bench/interleave.sh prints for test/Probes/moldable.cu; the archived runs in
bench/results/raw/2026-11-24-h100-moldable-pair/). Prints how many lines were
not ok, then per shape, for each variant, the median over rounds and the
ratios of its median, mean and minimum to those of the first variant."""
import re,statistics as st,collections,sys
d=collections.defaultdict(list); bad=0
for l in open(sys.argv[1]):
    m=re.match(r'(\d+ \d+) r\d+ (\S+) median_ms=([\d.]+).* (\w+)$',l.strip())
    if m:
        d[(m[1],m[2])].append(float(m[3])); bad += m[4]!='ok'
vs=sys.argv[2].split(',')
print('not ok:',bad)
shapes=sorted({k[0] for k in d},key=lambda s:-int(s.split()[0]))
for s in shapes:
    off=st.median(d[(s,vs[0])]); offm=st.mean(d[(s,vs[0])]); offmin=min(d[(s,vs[0])])
    print(s, ' '.join(f"{v}: med {st.median(d[(s,v)]):.3f} ({st.median(d[(s,v)])/off:.3f}) mean {st.mean(d[(s,v)])/offm:.3f} min {min(d[(s,v)])/offmin:.3f};" for v in vs))
