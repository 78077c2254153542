#!/usr/bin/env python3
"""Tables from bench/rounds.sh's output (interleaved rounds of several builds).

  bench/rounds.py OUT_DIR BASE [VARIANT...]   VARIANT / BASE per configuration
  bench/rounds.py --best-fixed OUT_DIR        the default against the best of
                                              warp, block, grid and mb8

A cell is the median over rounds of each process's median_ms, and in brackets
the minimum over rounds of its min_ms (the fastest iteration). A configuration
is "workload:benchmark name" without the iteration suffix; a process that
failed (no JSON, or an error entry) gives no cell, shown as FAILED. Ratios
above 1.05 (1.1 for the best fixed scope, issue 26's criterion) are bold."""
import glob
import json
import math
import os
import re
import statistics
import sys

FIXED = ["warp", "block", "grid", "mb8"]


def load(out):
    """(configuration, variant) -> [(median_ms, min_ms)], one per round."""
    cells = {}
    for path in sorted(glob.glob(os.path.join(out, "r*", "*.json"))):
        workload, variant = os.path.basename(path)[:-5].rsplit(".", 1)
        try:
            data = json.load(open(path))
        except (OSError, ValueError):
            continue
        for b in data.get("benchmarks", []):
            if b.get("error_occurred") or "median_ms" not in b:
                continue
            name = re.sub(r"/iterations:\d+.*$", "", b["name"])
            cells.setdefault((workload + ":" + name, variant), []).append(
                (b["median_ms"], b["min_ms"]))
    return cells


def summary(runs):
    """(median over rounds of the medians, minimum of the minima)."""
    return statistics.median(r[0] for r in runs), min(r[1] for r in runs)


def geomean(values):
    return math.exp(sum(map(math.log, values)) / len(values)) if values else float("nan")


def ratios(out, base, others):
    cells = load(out)
    variants = [base] + (others or sorted({v for _, v in cells} - {base}))
    configs = sorted({c for c, _ in cells})
    print("| configuration | " + " | ".join("%s ms (min)" % v for v in variants) +
          " | " + " | ".join("%s / %s (min)" % (v, base) for v in variants[1:]) + " |")
    print("|" + " --- |" * (2 * len(variants)))
    per = {v: ([], []) for v in variants[1:]}
    for c in configs:
        vals = {v: summary(cells[(c, v)]) for v in variants if (c, v) in cells}
        row = ["%.3f (%.3f) n=%d" % (vals[v] + (len(cells[(c, v)]),)) if v in vals
               else "FAILED" for v in variants]
        rr = []
        for v in variants[1:]:
            if v not in vals or base not in vals:
                rr.append("-")
                continue
            a, b = vals[v][0] / vals[base][0], vals[v][1] / vals[base][1]
            per[v][0].append(a)
            per[v][1].append(b)
            rr.append(("**%.2f**" if a > 1.05 else "%.2f") % a + " (%.2f)" % b)
        print("| %s | %s | %s |" % (c, " | ".join(row), " | ".join(rr)))
    for v in variants[1:]:
        print("geomean %s/%s: median %.3f, min %.3f over %d configurations" % (
            v, base, geomean(per[v][0]), geomean(per[v][1]), len(per[v][0])))


def best_fixed(out):
    cells = load(out)
    configs = sorted({c for c, v in cells if v == "default" and "/dp/" in c})
    print("| configuration | default ms (min) | best fixed (min) | default / best | on minima | rounds |")
    print("| --- | --- | --- | --- | --- | --- |")
    within, shown = [0, 0], 0
    for c in configs:
        fixed = [(summary(cells[(c, v)]), v) for v in FIXED if (c, v) in cells]
        if not fixed:
            continue
        d = summary(cells[(c, "default")])
        (bm, _), bv = min(fixed, key=lambda f: f[0][0])
        bmin = min(f[0][1] for f in fixed)
        r, rm = d[0] / bm, d[1] / bmin
        shown += 1
        within[0] += r <= 1.1
        within[1] += rm <= 1.1
        print("| %s | %.3f (%.3f) | %s %.3f (%.3f) | %s | %.2f | %d |" % (
            c, d[0], d[1], bv, bm, bmin, ("**%.2f**" if r > 1.1 else "%.2f") % r, rm,
            len(cells[(c, "default")])))
    print("\nwithin 1.1x of the best fixed scope: %d of %d on the medians, %d of %d on "
          "the minima" % (within[0], shown, within[1], shown))


if __name__ == "__main__":
    args = sys.argv[1:]
    if len(args) == 2 and args[0] == "--best-fixed":
        best_fixed(args[1])
    elif len(args) >= 2 and not args[0].startswith("-"):
        ratios(args[0], args[1], args[2:])
    else:
        sys.exit(__doc__)
