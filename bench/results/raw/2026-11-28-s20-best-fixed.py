#!/usr/bin/env python3
"""The default against the best fixed scope, from 2026-11-28-s20-rounds.sh's
output (interleaved rounds):

  2026-11-28-s20-best-fixed.py OUT_DIR

Per configuration of the `dp` versions: the default's median over rounds (of
each process's median_ms) against the fastest of warp, block, grid and mb8 by
the same measure, and the same with each process's min_ms (the minimum over
rounds). Within 1.1x: issue 26's criterion."""
import glob, json, os, re, statistics, sys

out = sys.argv[1]
FIXED = ["warp", "block", "grid", "mb8"]
cells = {}
for path in glob.glob(os.path.join(out, "r*", "*.json")):
    workload, variant = os.path.basename(path)[:-5].rsplit(".", 1)
    try:
        data = json.load(open(path))
    except Exception:
        continue
    for b in data.get("benchmarks", []):
        if b.get("error_occurred") or "median_ms" not in b:
            continue
        name = re.sub(r"/iterations:\d+.*$", "", b["name"])
        if "/dp/" not in name:
            continue
        cells.setdefault((name, variant), []).append((b["median_ms"], b["min_ms"]))
configs = sorted({c for c, v in cells if v == "default"})
print("| configuration | default ms (min) | best fixed (min) | default / best, medians | on minima | rounds |")
print("| --- | --- | --- | --- | --- | --- |")
within = [0, 0]
for c in configs:
    d = cells[(c, "default")]
    dm, dn = statistics.median(x[0] for x in d), min(x[1] for x in d)
    best = min(((statistics.median(x[0] for x in cells[(c, v)]), v)
                for v in FIXED if (c, v) in cells), default=None)
    bestmin = min((min(x[1] for x in cells[(c, v)]) for v in FIXED if (c, v) in cells),
                  default=None)
    if best is None:
        continue
    r, rm = dm / best[0], dn / bestmin
    within[0] += r <= 1.1
    within[1] += rm <= 1.1
    print("| %s | %.3f (%.3f) | %s %.3f (%.3f) | %s | %.2f | %d |" % (
        c, dm, dn, best[1], best[0], bestmin,
        ("**%.2f**" if r > 1.1 else "%.2f") % r, rm, len(d)))
n = len(configs)
print("\nwithin 1.1x of the best fixed scope: %d of %d on the medians, %d of %d on the minima"
      % (within[0], n, within[1], n))
