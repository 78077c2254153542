#!/usr/bin/env python3
"""Ratios of two builds' bench/run.sh tables from one device session.

  bench/ab-ratios.py OLD_RUN1.txt,OLD_RUN2.txt NEW_RUN1.txt,NEW_RUN2.txt

Each file is bench/run.sh's report (its markdown table); the archived A/Bs
are in bench/results/raw/*/. Prints, per
configuration, new/old time at block scope and at the default, per run pair
and for the best time of each build, and the geomeans."""
import math
import re
import sys


def load(path):
    rows = {}
    for line in open(path):
        m = re.match(r"\| (\w+) \| ([\d/]+) \| ([\d.]+) \| ([\d.]+) \| ([\d.]+) \| ([\d.]+) \|", line)
        if m:
            rows[(m.group(1), m.group(2))] = [float(x) for x in m.groups()[2:6]]
    return rows


old = [load(p) for p in sys.argv[1].split(",")]
new = [load(p) for p in sys.argv[2].split(",")]
geo = lambda v: math.exp(sum(map(math.log, v)) / len(v))
print("| configuration | block new/old (best) | default new/old (best) | block per run | default per run |")
print("| --- | --- | --- | --- | --- |")
blk, dft = [], []
for k in old[0]:
    b = min(r[k][2] for r in new) / min(r[k][2] for r in old)
    d = min(r[k][3] for r in new) / min(r[k][3] for r in old)
    blk.append(b)
    dft.append(d)
    per = lambda c: " ".join("%.2f" % (n[k][c] / o[k][c]) for o, n in zip(old, new))
    print("| %s %s | %.2f | %.2f | %s | %s |" % (k[0], k[1], b, d, per(2), per(3)))
print("| **geomean** | %.3f | %.3f | | |" % (geo(blk), geo(dft)))
