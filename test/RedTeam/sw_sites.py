#!/usr/bin/env python3
# test/RedTeam/sw_sites.py YAML...: one line per dpagg-aggregate remark
# (!Passed / !Missed) of the device opt records of the split-warp red team
# (sw_build.sh): demangled kernel, source line, and a short form of the
# decision (per warp / per block at a barrier / per block at the last exit /
# per grid ... at the last exit / serialized ... / not aggregated).
import re, subprocess, sys

def demangle(names):
    if not names:
        return {}
    out = subprocess.run(["c++filt"], input="\n".join(names), text=True,
                         capture_output=True).stdout.splitlines()
    return dict(zip(names, out))

recs = []
for path in sys.argv[1:]:
    text = open(path).read()
    for doc in text.split("\n--- !")[0:]:
        kind = doc.split("\n", 1)[0].lstrip("-! ")
        if kind not in ("Passed", "Missed"):
            continue
        if not re.search(r"^Pass:\s+dpagg-aggregate\s*$", doc, re.M):
            continue
        fn = re.search(r"^Function:\s+(\S+)", doc, re.M)
        line = re.search(r"Line:\s+(\d+)", doc)
        strs = re.findall(r"^\s+- \w+:\s+'?(.*?)'?\s*$", doc, re.M)
        msg = "".join(s.replace("''", "'") for s in strs)
        recs.append((fn.group(1) if fn else "?", line.group(1) if line else "?",
                     kind, msg))

dm = demangle(sorted({r[0] for r in recs}))
def short(kind, msg):
    if kind == "Missed":
        return "NOT aggregated: " + msg[:100]
    m = msg
    if "serialized" in m:
        tail = re.search(r"larger ones are (aggregated per \w+)", m)
        return "serialized <=%s threads, larger %s" % (
            (re.search(r"at most (\d+)", m) or [None, "?"])[1],
            tail.group(1) if tail else "?")
    s = re.search(r"aggregated per (warp|block|grid|group of \d+ blocks)", m)
    s = s.group(0) if s else m[:80]
    if "where its parent grid has at least" in m:
        s += " (>=256 blocks, else per block)"
    if "last thread to exit" in m or "last exit" in m:
        s += " at the last exit"
    elif "per block" in s or "per grid" in s:
        s += " at a barrier"
    if "cudaStreamFireAndForget (the kernel" in m:
        s += ", NULL->FF"
    return s
# One line per site (function, line): its aggregation (the Passed remark
# that is not the serialization note), else the serialization, else why not.
sites = {}
for fn, line, kind, msg in recs:
    sites.setdefault((fn, line), []).append((kind, msg))
for (fn, line), rs in sites.items():
    agg = [m for k, m in rs if k == "Passed" and "serialized" not in m]
    ser = [m for k, m in rs if k == "Passed" and "serialized" in m]
    if agg:
        s = short("Passed", agg[0])
        if ser:
            s += " (serialized <=%s threads)" % (
                (re.search(r"at most (\d+)", ser[0]) or [None, "?"])[1])
    elif ser:
        s = short("Passed", ser[0])
    else:
        s = short("Missed", rs[0][1])
    full = dm.get(fn, fn)
    name = full.split("(")[0].replace("void ", "")
    clone = re.search(r"\[clone ([^\]]*)\]", full)
    if clone:
        name += " [clone %s]" % clone.group(1)
    elif full == fn and "." in fn:
        name = fn
    print("%-28s line %-4s %s" % (name, line, s))
