#!/usr/bin/env bash
# Where DPAgg's compile time goes, in PTX lines (deterministic; ptxas's time
# per function is roughly proportional to them, 60 to 90 us a line on this
# machine): the device PTX of every benchmark source and examples/bfs without
# DPAgg, at the default, and without published children (to tell published
# clones from clones launched in the unit). Run from the repository root with
# the plugin built: bash bench/results/raw/2026-11-25-compile-time-causes/compile-time-causes.sh
set -euo pipefail
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for f in bench/*.cu examples/bfs/bfs.cu; do
  b=$(basename "$f" .cu)
  c=(-O3 -Iinclude -Ibench -Iexamples --cuda-device-only -S "$f")
  utils/dpagg-clang++ --dpagg-disable "${c[@]}" -o "$tmp/off-$b.ptx"
  utils/dpagg-clang++ "${c[@]}" -o "$tmp/on-$b.ptx"
  utils/dpagg-clang++ "${c[@]}" -o "$tmp/np-$b.ptx" \
    -Xarch_device -mllvm=-dpagg-publish-children=false
done
python3 - "$tmp" <<'PY'
import collections, glob, os, re, sys
d = sys.argv[1]
def cats(path, pub):
    c = collections.Counter(); name = kind = None; start = 0
    for i, l in enumerate(open(path)):
        m = re.match(r'^(\.visible |\.weak )?\.(entry|func)\s+(\(.*?\)\s*)?([\w$]+)\(', l)
        if m:
            name, kind = m.group(4), m.group(2); continue
        if l.startswith('{') and name: start = i; continue
        if l.startswith('}') and name:
            if kind == 'func': k = 'functions (the runtime\'s out-of-line ones with DPAgg)'
            elif name.endswith('_$_dpagg_$_molded'): k = 'molded clones'
            elif name.endswith('_$_dpagg'):
                k = 'published clones (no launch in the unit)' if name in pub else 'clones launched in the unit'
            else: k = 'kernels (parents: with the inlined aggregation path)'
            c[k] += i - start; name = None
    return c
on, off = collections.Counter(), collections.Counter()
for p in sorted(glob.glob(d + '/on-*.ptx')):
    b = os.path.basename(p)[3:-4]
    np_ = open(f'{d}/np-{b}.ptx').read()
    pub = {m for m in re.findall(r'^\.entry ([\w$]+_\$_dpagg)\(', open(p).read(), re.M)
           if f'.entry {m}(' not in np_}
    on += cats(p, pub); off += cats(f'{d}/off-{b}.ptx', set())
print('| PTX lines, 12 sources | without DPAgg | with | added |')
print('| --- | --- | --- | --- |')
for k in sorted(set(on) | set(off)):
    print(f'| {k} | {off[k]} | {on[k]} | {on[k] - off[k]} |')
print(f'| total | {sum(off.values())} | {sum(on.values())} | {sum(on.values()) - sum(off.values())} |')
PY
