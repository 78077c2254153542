#!/usr/bin/env python3
"""Ratios from 2026-11-28-s20-rounds.sh's output:

  2026-11-28-s20-rounds.py OUT_DIR BASE_VARIANT [VARIANT...]

Per configuration (benchmark name without the iteration suffix) and variant:
the median over rounds of each process's median_ms, and the minimum of its
min_ms; then VARIANT / BASE_VARIANT for both, and the geomeans. A process
that failed (no JSON or an error entry) is shown as FAILED."""
import glob, json, math, os, re, statistics, sys

out, base, *others = sys.argv[1:]
cells = {}  # (config, variant) -> [(median, min)]
for path in sorted(glob.glob(os.path.join(out, "r*", "*.json"))):
    wv = os.path.basename(path)[:-5]
    workload, variant = wv.rsplit(".", 1)
    try:
        data = json.load(open(path))
    except Exception:
        continue
    for b in data.get("benchmarks", []):
        if b.get("error_occurred"):
            continue
        name = re.sub(r"/iterations:\d+.*$", "", b["name"])
        if "median_ms" not in b:
            continue
        cells.setdefault((workload + ":" + name, variant), []).append(
            (b["median_ms"], b["min_ms"]))
configs = sorted({c for c, _ in cells})
variants = [base] + (others or sorted({v for _, v in cells} - {base}))
geo = lambda v: math.exp(sum(map(math.log, v)) / len(v)) if v else float("nan")
print("| configuration | " + " | ".join(
    "%s median (min) ms" % v for v in variants) + " | " + " | ".join(
    "%s/%s med (min)" % (v, base) for v in variants[1:]) + " |")
print("|" + " --- |" * (2 * len(variants)))
ratios = {v: ([], []) for v in variants[1:]}
for c in configs:
    row = []
    vals = {}
    for v in variants:
        r = cells.get((c, v))
        if not r:
            row.append("FAILED")
            continue
        med = statistics.median(x[0] for x in r)
        mn = min(x[1] for x in r)
        vals[v] = (med, mn)
        row.append("%.3f (%.3f) n=%d" % (med, mn, len(r)))
    rr = []
    for v in variants[1:]:
        if v in vals and base in vals:
            a = vals[v][0] / vals[base][0]
            b = vals[v][1] / vals[base][1]
            ratios[v][0].append(a)
            ratios[v][1].append(b)
            rr.append(("**%.2f**" if a > 1.05 else "%.2f") % a + " (%.2f)" % b)
        else:
            rr.append("-")
    print("| %s | %s | %s |" % (c, " | ".join(row), " | ".join(rr)))
for v in variants[1:]:
    print("geomean %s/%s: median %.3f, min %.3f over %d configurations" % (
        v, base, geo(ratios[v][0]), geo(ratios[v][1]), len(ratios[v][0])))
