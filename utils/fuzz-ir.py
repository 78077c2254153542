#!/usr/bin/env python3
# ===- utils/fuzz-ir.py - mutate launch IR, run the DPAgg passes on it ------===#
#
# Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
#
# ===----------------------------------------------------------------------===#
"""IR robustness fuzzing of the DPAgg passes (stdlib only).

    fuzz-ir.py --plugin build/lib/libDPAgg.so --count 10000 --seed 1

Takes every .ll under test/Analysis and test/Transforms (plus, with
--gpu-ir, the device IR clang 22 makes at -O2 from test/GPU/*.cu), applies 1
to 3 random mutations per module aimed at device launches (the parameter
buffer stores, GEP offsets, the buffer size, the kernel operand, extra uses of
the buffer, a second launch, a divergent branch / early return / loop around
the launch, dims and stream from loads, child geometry via inline asm, ...)
and keeps only mutants that `opt` parses and verifies. Each kept mutant is
run through

    print<dpagg-launch-sites>
    dpagg-aggregate<warp>,dpagg-lower-v1-launches,dpagg-link-runtime<inline>,verify
    dpagg-aggregate<block>,dpagg-lower-v1-launches,dpagg-link-runtime<inline>,verify
    dpagg-aggregate<block;serial-threshold=65536;tail-chains;block-meeting=optional>,...
        (serialization, tail chains, the last exit), verify
    dpagg-aggregate<grid;serial-threshold=auto;tail-chains>,... (grid scope), verify
    dpagg-aggregate<block>   (-S, for the invariant below)

and counted: crashes (a signal, or a stack dump), LLVM ERROR (fatal errors),
verifier failures (the pipeline's verify pass, or a broken module), other
non-zero exits, timeouts. Invariant: a refusal leaves the launch unchanged:
for every launch print<dpagg-launch-sites> calls unanalyzable in function F,
the launch call is still in F after dpagg-aggregate<block> (F has at least as
many launch calls as it had unanalyzable launches).

Every finding's input goes to test/Fuzz/crashes/<kind>-<hash>.ll with a .txt
beside it (the opt command and its stderr). The last line is

    fuzz-ir: N mutants run (D discarded as invalid); crashes C, fatal F,
    verifier V, other-exit O, timeouts T, invariant I

and the exit code is 0 only when all of C, F, V, T and I are 0. With
--sanitizers (a plugin built by utils/sanitize-tests.sh), ASan/UBSan
reports are counted too (", sanitizer S").
"""

import argparse
import collections
import glob
import hashlib
import multiprocessing
import os
import random
import re
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OPT = '/usr/lib/llvm-22/bin/opt'
CLANG = '/usr/lib/llvm-22/bin/clang++'

LAUNCH_RE = re.compile(
    r'@(__cudaCDP2LaunchDevice(?:V2)?(?:_ptsz)?|'
    r'_ZL\d+cudaLaunchDevice(?:V2)?(?:_ptsz)?\w*)\(')
BUFFER_RE = re.compile(
    r'@(__cudaCDP2GetParameterBuffer(?:V2)?|_ZL\d+cudaGetParameterBuffer\w*)\(')
DEFINE_RE = re.compile(r'^define\b.*?@("?[^"(\s]+"?)\(')

PIPE_WARP = ('dpagg-aggregate<warp>,dpagg-lower-v1-launches,'
             'dpagg-link-runtime<inline>,verify')
PIPE_BLOCK = ('dpagg-aggregate<block>,dpagg-lower-v1-launches,'
              'dpagg-link-runtime<inline>,verify')
# Serialization (issue 26) at the largest threshold, so every site the rules
# allow gets the serial copy and its branch, with tail-chained links (issue
# 24 item 5) and block scope at the last exit where the barrier is refused
# (issue 26 item 3); and grid scope (issue 23) with the cost model's
# threshold, the default.
PIPE_SERIAL = ('dpagg-aggregate<block;serial-threshold=65536;tail-chains;'
               'block-meeting=optional>,'
               'dpagg-lower-v1-launches,dpagg-link-runtime<inline>,verify')
PIPE_GRID = ('dpagg-aggregate<grid;serial-threshold=auto;tail-chains>,'
             'dpagg-lower-v1-launches,dpagg-link-runtime<inline>,verify')
# Session 6: launch promotion (P, PA with pools of 4) before aggregation, as
# the pipeline runs it, and allocation aggregation after it.
PIPE_PROMOTE = ('dpagg-promote<p>,dpagg-aggregate<block;tail-chains>,'
                'dpagg-aggregate-allocations<warp>,'
                'dpagg-lower-v1-launches,dpagg-link-runtime<inline>,verify')
PIPE_POOL = ('dpagg-promote<pa;pool=4>,dpagg-aggregate<warp>,'
             'dpagg-lower-v1-launches,dpagg-link-runtime<inline>,verify')
# Session 7: PO and PAO (a prefix before the acquire), PAO from the head.
PIPE_PO = ('dpagg-promote<po>,dpagg-aggregate<block;tail-chains>,'
           'dpagg-lower-v1-launches,dpagg-link-runtime<inline>,verify')
PIPE_PAO = ('dpagg-promote<pao;pool=4;from-head>,dpagg-aggregate<warp>,'
            'dpagg-lower-v1-launches,dpagg-link-runtime<inline>,verify')
# Session 20: the default's aggregation options as the pass parameters spell
# them (block scope with auto-grid and nested-grid, serialization by the cost
# model, tail chains continued in place, the last exit where no barrier
# meets, shared pools, moldable children), and multiblock scope.
PIPE_DEFAULT = ('dpagg-aggregate<block;auto-grid=256;nested-grid;'
                'serial-threshold=auto;tail-chains;tail-in-place;'
                'block-meeting=optional;shared-pools;moldable=auto>,'
                'dpagg-lower-v1-launches,dpagg-link-runtime<inline>,verify')
PIPE_MULTIBLOCK = ('dpagg-aggregate<multiblock;group-blocks=4;'
                   'serial-threshold=auto;tail-chains>,'
                   'dpagg-lower-v1-launches,dpagg-link-runtime<inline>,verify')


# ---------------------------------------------------------------------------
# Parsing just enough of textual IR.

class Func:
    def __init__(self, start, end, name, lines):
        self.start, self.end, self.name = start, end, name
        self.is_void = ' void @' in lines[start] or ' void @"' in lines[start]


def functions(lines):
    out, i = [], 0
    while i < len(lines):
        m = DEFINE_RE.match(lines[i])
        if m and lines[i].rstrip().endswith('{'):
            j = i + 1
            while j < len(lines) and lines[j].rstrip() != '}':
                j += 1
            out.append(Func(i, j, m.group(1), lines))
            i = j
        i += 1
    return out


def is_label(line):
    return re.match(r'^("?[\w.$-]+"?):(\s|$)', line) is not None


def is_inst(line):
    s = line.strip()
    return bool(s) and not s.startswith(';') and line.startswith('  ') and \
        not is_label(line)


def block_of(lines, f, idx):
    """(label or None for the entry block, first line index of the block)."""
    i = idx
    while i > f.start:
        if is_label(lines[i]):
            return lines[i].split(':')[0].strip('"'), i
        i -= 1
    return None, f.start


def func_of(funcs, idx):
    for f in funcs:
        if f.start < idx < f.end:
            return f
    return None


class Mutator:
    def __init__(self, text, r):
        self.lines = text.split('\n')
        self.r = r
        self.n = 0
        self.decls = set()
        self.globals = []

    def fresh(self, what='v'):
        self.n += 1
        return '%fz.{}{}'.format(what, self.n)

    def flabel(self, what='b'):
        self.n += 1
        return 'fz.{}{}'.format(what, self.n)

    def declare(self, d):
        self.decls.add(d)

    def text(self):
        body = '\n'.join(self.lines)
        extra = []
        for d in sorted(self.decls):
            name = re.search(r'@([\w.]+)', d).group(1)
            if not re.search(r'^declare\b.*@{}\('.format(re.escape(name)), body, re.M) and \
               not re.search(r'^define\b.*@{}\('.format(re.escape(name)), body, re.M):
                extra.append(d)
        return body + '\n' + '\n'.join(self.globals + extra) + '\n'

    # Places.
    def find(self, regex):
        return [i for i, l in enumerate(self.lines) if regex.search(l) and is_inst(l)]

    def launches(self):
        return self.find(LAUNCH_RE)

    def buffers(self):
        return self.find(BUFFER_RE)

    def defined_functions(self):
        return [m.group(1) for l in self.lines for m in [DEFINE_RE.match(l)] if m]

    def tid(self):
        """Instructions that read threadIdx.x (named fresh); returns
        (lines, value)."""
        self.declare('declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()')
        v = self.fresh('tid')
        return ['  {} = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()'.format(v)], v

    def loaded(self, ty='i32'):
        g = '@fz.g{}'.format(len(self.globals))
        self.globals.append('{} = external global {}'.format(g, ty))
        v = self.fresh('ld')
        return ['  {} = load volatile {}, ptr {}'.format(v, ty, g)], v

    def result_renamed(self, line):
        """The line with its %result renamed (so it can be duplicated)."""
        m = re.match(r'^(\s*)(%[\w.\"]+)\s*=\s*(.*)$', line)
        if m:
            return '{}{} = {}'.format(m.group(1), self.fresh('dup'), m.group(3))
        return line

    def split_fix_phis(self, f, old_label, new_label):
        """After moving the terminator of block old_label into new_label,
        phis in the function that named old_label now name new_label."""
        if old_label is None:
            return
        pat = re.compile(r'(\[[^\[\]]*,\s*)%{}(\s*\])'.format(re.escape(old_label)))
        for i in range(f.start, f.end):
            if ' phi ' in self.lines[i]:
                self.lines[i] = pat.sub(r'\g<1>%{}\g<2>'.format(new_label), self.lines[i])

    # ---- the mutations ----------------------------------------------------

    def m_swap_stores(self):
        st = [i for i in self.find(re.compile(r'^\s+store ')) if i + 1 < len(self.lines)
              and re.match(r'^\s+store ', self.lines[i + 1])]
        if not st:
            st = self.find(re.compile(r'^\s+store '))
            if len(st) < 2:
                return False
            a, b = self.r.sample(st, 2)
        else:
            a = self.r.choice(st)
            b = a + 1
        self.lines[a], self.lines[b] = self.lines[b], self.lines[a]
        return True

    def m_dup_store(self):
        st = self.find(re.compile(r'^\s+store '))
        if not st:
            return False
        i = self.r.choice(st)
        self.lines.insert(i + 1, self.lines[i])
        return True

    def m_del_store(self):
        st = self.find(re.compile(r'^\s+store '))
        if not st:
            return False
        del self.lines[self.r.choice(st)]
        return True

    def m_gep_offset(self):
        g = self.find(re.compile(r'getelementptr .*, i64 -?\d+(,|$| )'))
        if not g:
            return False
        i = self.r.choice(g)
        ms = list(re.finditer(r'i64 (-?\d+)', self.lines[i]))
        m = self.r.choice(ms)
        v = int(m.group(1))
        nv = self.r.choice([v + 1, v - 1, v + 4, v - 4, v + 8, 0, -8, 4096, v * 2,
                            self.r.randint(-64, 128)])
        l = self.lines[i]
        self.lines[i] = l[:m.start(1)] + str(nv) + l[m.end(1):]
        return True

    def m_buffer_size(self):
        b = self.buffers()
        if not b:
            return False
        i = self.r.choice(b)
        l = self.lines[i]
        ms = list(re.finditer(r'(i64|i32) (?:noundef )?(\d+)', l))
        if not ms:
            return False
        m = self.r.choice(ms)
        v = int(m.group(2))
        nv = self.r.choice([0, 1, v + 4, max(0, v - 4), v + 8, max(0, v - 8), v * 2,
                            4096, 4097, 1 << 20])
        self.lines[i] = l[:m.start(2)] + str(nv) + l[m.end(2):]
        return True

    def kernel_operand(self, l):
        m = re.search(LAUNCH_RE, l)
        rest = l[m.end():]
        km = re.match(r'\s*ptr (?:noundef )?(?:nonnull )?(@"?[\w.$]+"?|%[\w.]+)', rest)
        if not km:
            return None
        return m.end() + km.start(1), m.end() + km.end(1)

    def m_kernel_other_function(self):
        ls = self.launches()
        fns = self.defined_functions()
        if not ls or not fns:
            return False
        i = self.r.choice(ls)
        span = self.kernel_operand(self.lines[i])
        if not span:
            return False
        l = self.lines[i]
        self.lines[i] = l[:span[0]] + '@' + self.r.choice(fns) + l[span[1]:]
        return True

    def m_kernel_select(self):
        ls = self.launches()
        fns = self.defined_functions()
        if not ls or not fns:
            return False
        i = self.r.choice(ls)
        span = self.kernel_operand(self.lines[i])
        if not span:
            return False
        l = self.lines[i]
        old = l[span[0]:span[1]]
        pre, t = self.tid()
        c, s = self.fresh('c'), self.fresh('sel')
        pre += ['  {} = icmp eq i32 {}, 0'.format(c, t),
                '  {} = select i1 {}, ptr {}, ptr @{}'.format(s, c, old, self.r.choice(fns))]
        self.lines[i] = l[:span[0]] + s + l[span[1]:]
        self.lines[i:i] = pre
        return True

    def m_buffer_extra_use(self):
        b = self.buffers()
        if not b:
            return False
        i = self.r.choice(b)
        m = re.match(r'^\s*(%[\w.]+)\s*=', self.lines[i])
        if not m:
            return False
        fn = self.r.choice(['fz_ext_use', 'fz_ext_use', 'fz_ext_read'])
        self.declare('declare void @{}(ptr)'.format(fn))
        # Right after the buffer call, or right before a launch that follows.
        ls = [j for j in self.launches() if j > i]
        at = ls[0] if ls and self.r.random() < 0.5 else i + 1
        self.lines.insert(at, '  call void @{}(ptr {})'.format(fn, m.group(1)))
        return True

    def m_second_launch(self):
        ls = self.launches()
        if not ls:
            return False
        i = self.r.choice(ls)
        self.lines.insert(i + 1, self.result_renamed(self.lines[i]))
        return True

    def wrap(self, lo, hi, kind):
        """Puts lines[lo..hi] (one block, hi the launch) under control flow."""
        funcs = functions(self.lines)
        f = func_of(funcs, hi)
        if not f:
            return False
        label, bstart = block_of(self.lines, f, hi)
        if lo <= bstart:
            lo = bstart + 1
        while lo < hi and (' phi ' in self.lines[lo] or ' alloca ' in self.lines[lo]
                           or not is_inst(self.lines[lo])):
            lo += 1
        pre, t = self.tid()
        c = self.fresh('c')
        body = self.lines[lo:hi + 1]
        if kind == 'branch':
            th, join = self.flabel('then'), self.flabel('join')
            pre += ['  {} = icmp ult i32 {}, {}'.format(c, t, self.r.choice([1, 7, 31, 33, 100])),
                    '  br i1 {}, label %{}, label %{}'.format(c, th, join),
                    '{}:'.format(th)] + body + ['  br label %{}'.format(join), '{}:'.format(join)]
            newlabel = join
        elif kind == 'early-return':
            if not f.is_void:
                return False
            ret, cont = self.flabel('ret'), self.flabel('cont')
            pre += ['  {} = icmp ugt i32 {}, {}'.format(c, t, self.r.choice([0, 5, 31, 32, 64])),
                    '  br i1 {}, label %{}, label %{}'.format(c, ret, cont),
                    '{}:'.format(ret), '  ret void', '{}:'.format(cont)] + body
            newlabel = cont
        else:  # uniform or divergent loop
            loop, ex = self.flabel('loop'), self.flabel('exit')
            lpre, lv = self.loaded()
            bound = '3' if kind == 'uniform-loop' else t
            pre += ['  br label %{}'.format(loop), '{}:'.format(loop)] + body + lpre + [
                '  {} = icmp ult i32 {}, {}'.format(c, lv, bound),
                '  br i1 {}, label %{}, label %{}'.format(c, loop, ex),
                '{}:'.format(ex)]
            newlabel = ex
        self.lines[lo:hi + 1] = pre
        self.split_fix_phis(f, label, newlabel)
        return True

    def m_control_flow(self):
        ls = self.launches()
        if not ls:
            return False
        hi = self.r.choice(ls)
        back = self.r.choice([0, 0, 1, 3, 8, 30])
        return self.wrap(hi - back, hi, self.r.choice(
            ['branch', 'early-return', 'uniform-loop', 'divergent-loop']))

    def m_dim_from_load(self):
        st = self.find(re.compile(r'^\s+store i32 \d+, ptr'))
        if not st:
            return False
        i = self.r.choice(st)
        pre, v = self.loaded()
        self.lines[i] = re.sub(r'store i32 \d+,', 'store i32 {},'.format(v), self.lines[i], 1)
        self.lines[i:i] = pre
        return True

    def m_launch_arg(self):
        """Stream or shared-memory operand of a launch from elsewhere."""
        ls = self.launches()
        if not ls:
            return False
        i = self.r.choice(ls)
        l = self.lines[i]
        if self.r.random() < 0.5:
            m = list(re.finditer(r'ptr (?:noundef )?null\)', l))
            if not m:
                m = list(re.finditer(r'ptr (?:noundef )?(%[\w.]+)\)\s*(#\d+)?\s*$', l))
            if not m:
                return False
            m = m[-1]
            rep = self.r.choice(['inttoptr (i64 4 to ptr)', 'inttoptr (i64 3 to ptr)',
                                 'inttoptr (i64 2 to ptr)', 'LOAD'])
            pre = []
            if rep == 'LOAD':
                pre, rep = self.loaded('ptr')
            self.lines[i] = l[:m.start()] + 'ptr ' + rep + ')' + l[m.end():]
            self.lines[i:i] = pre
        else:
            m = list(re.finditer(r'i32 (?:noundef )?(\d+), ptr', l))
            if not m:
                return False
            m = m[-1]
            pre, v = self.loaded()
            rep = self.r.choice([v, '48', '49152', '1'])
            if rep != v:
                pre = []
            self.lines[i] = l[:m.start(1)] + rep + l[m.end(1):]
            self.lines[i:i] = pre
        return True

    def m_child_geometry(self):
        """A kernel reads a special register in a way that may not be
        rewritable (inline asm), or reads another dimension."""
        regs = self.find(re.compile(r'@llvm\.nvvm\.read\.ptx\.sreg\.(ctaid|ntid|nctaid)\.[xyz]\('))
        if not regs:
            return False
        i = self.r.choice(regs)
        l = self.lines[i]
        if self.r.random() < 0.5:
            m = re.match(r'^(\s*%[\w.]+\s*=\s*).*sreg\.(\w+)\.([xyz])', l)
            if not m:
                return False
            self.lines[i] = '{}call i32 asm sideeffect "mov.u32 $0, %{}.{};", "=r"()'.format(
                m.group(1), m.group(2), m.group(3))
        else:
            dim = self.r.choice('xyz')
            nl = re.sub(r'sreg\.(ctaid|ntid|nctaid)\.[xyz]', lambda m: 'sreg.{}.{}'.format(m.group(1), dim), l)
            reg = re.search(r'@(llvm\.nvvm\.read\.ptx\.sreg\.\w+\.[xyz])', nl).group(1)
            self.declare('declare i32 @{}()'.format(reg))
            self.lines[i] = nl
        return True

    def m_drop_kernel_cc(self):
        d = [i for i, l in enumerate(self.lines) if l.startswith('define') and 'ptx_kernel' in l]
        if not d:
            return False
        i = self.r.choice(d)
        self.lines[i] = self.lines[i].replace('ptx_kernel ', '', 1)
        return True

    def m_barrier(self):
        ls = self.launches()
        if not ls:
            return False
        i = self.r.choice(ls)
        self.declare('declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)')
        at = i + self.r.choice([0, 1])
        self.lines.insert(at, '  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)')
        return True

    def m_delete_launch(self):
        ls = [i for i in self.launches() if not re.match(r'^\s*%', self.lines[i])]
        ls += [i for i in self.launches() if re.match(r'^\s*%', self.lines[i])]
        if not ls:
            return False
        i = self.r.choice(ls)
        m = re.match(r'^\s*(%[\w.]+)\s*=', self.lines[i])
        if m:  # keep the result defined: replace the call by a constant add
            self.lines[i] = '  {} = add i32 0, 0'.format(m.group(1))
        else:
            del self.lines[i]
        return True

    MUTATIONS = [
        ('swap-stores', m_swap_stores, 3), ('dup-store', m_dup_store, 2),
        ('del-store', m_del_store, 2), ('gep-offset', m_gep_offset, 3),
        ('buffer-size', m_buffer_size, 2), ('kernel-other', m_kernel_other_function, 2),
        ('kernel-select', m_kernel_select, 1), ('buffer-extra-use', m_buffer_extra_use, 2),
        ('second-launch', m_second_launch, 2), ('control-flow', m_control_flow, 5),
        ('dim-from-load', m_dim_from_load, 3), ('launch-arg', m_launch_arg, 3),
        ('child-geometry', m_child_geometry, 2), ('drop-kernel-cc', m_drop_kernel_cc, 1),
        ('barrier', m_barrier, 1), ('delete-launch', m_delete_launch, 1),
    ]

    def mutate(self, n):
        names = []
        pool = [(nm, fn) for nm, fn, w in self.MUTATIONS for _ in range(w)]
        tries = 0
        while len(names) < n and tries < 20:
            tries += 1
            nm, fn = self.r.choice(pool)
            if fn(self):
                names.append(nm)
        return names


# ---------------------------------------------------------------------------

def run_opt(args, path, timeout):
    env = CTX.get('env') if any(a.startswith('-load-pass-plugin') for a in args) else None
    try:
        p = subprocess.run([OPT] + args + [path], capture_output=True, text=True,
                           timeout=timeout, env=env)
        return p.returncode, p.stdout, p.stderr
    except subprocess.TimeoutExpired:
        return 'timeout', '', ''


def classify(rc, err):
    if rc == 'timeout':
        return 'timeout'
    if 'ERROR: AddressSanitizer' in err or 'runtime error:' in err:
        return 'sanitizer'
    if rc == 0:
        return None
    if rc < 0 or 'Stack dump' in err or 'PLEASE submit a bug report' in err:
        if 'Broken module found' in err or 'verification failed' in err.lower():
            return 'verifier'
        if 'LLVM ERROR' in err:
            return 'fatal'
        return 'crash'
    if 'Broken module found' in err or 'input module is broken' in err:
        return 'verifier'
    if 'LLVM ERROR' in err:
        return 'fatal'
    return 'other-exit'


def launch_calls_per_function(ir):
    counts = collections.Counter()
    cur = None
    for l in ir.split('\n'):
        m = DEFINE_RE.match(l)
        if m:
            cur = m.group(1).strip('"')
            continue
        if l.startswith('}'):
            cur = None
        elif cur and LAUNCH_RE.search(l) and 'call' in l:
            counts[cur] += 1
    return counts


def unanalyzable_per_function(report):
    counts = collections.Counter()
    cur = None
    for l in report.split('\n'):
        m = re.match(r'^launch in @("?[^"\s]+"?)', l)
        if m:
            cur = m.group(1).strip('"')
        elif cur and l.strip().startswith('unanalyzable:'):
            counts[cur] += 1
    return counts


CTX = {}


def init_worker(ctx):
    CTX.update(ctx)


def one(task):
    """Mutates one module and runs the passes on it. Returns a dict."""
    idx, src = task
    ctx = CTX
    r = random.Random('{}/{}'.format(ctx['seed'], idx))
    text = ctx['corpus'][src]
    mu = Mutator(text, r)
    names = mu.mutate(r.choice([1, 1, 2, 2, 3]))
    res = {'idx': idx, 'src': src, 'mutations': names, 'findings': [],
           'valid': False, 'launches': 0, 'unanalyzable': 0}
    if not names:
        return res
    ir = mu.text()
    plug = ['-load-pass-plugin=' + ctx['plugin']]
    with tempfile.NamedTemporaryFile('w', suffix='.ll', dir=ctx['tmp'], delete=False) as fh:
        fh.write(ir)
        path = fh.name
    try:
        env_to = ctx['timeout']
        # 1. opt without the plugin parses and verifies the mutant, or it is
        # discarded.
        vrc, _, _ = run_opt(['-passes=verify', '-disable-output'], path, env_to)
        if vrc != 0:
            return res
        # 2. The analysis report.
        rc, out, err = run_opt(plug + ['-passes=print<dpagg-launch-sites>',
                                       '-disable-output'], path, env_to)
        res['valid'] = True
        report = err
        kind = classify(rc, err)
        if kind:
            res['findings'].append((kind, 'print<dpagg-launch-sites>', err[-4000:]))
        un = unanalyzable_per_function(report)
        res['launches'] = len(re.findall(r'^launch in ', report, re.M))
        res['unanalyzable'] = sum(un.values())
        for pipe in (PIPE_WARP, PIPE_BLOCK, PIPE_SERIAL, PIPE_GRID, PIPE_PROMOTE,
                     PIPE_POOL, PIPE_PO, PIPE_PAO, PIPE_DEFAULT,
                     PIPE_MULTIBLOCK):
            rc, out, err = run_opt(plug + ['-passes=' + pipe, '-disable-output'], path, env_to)
            kind = classify(rc, err)
            if kind:
                res['findings'].append((kind, pipe, err[-4000:]))
        if un:
            rc, out, err = run_opt(plug + ['-passes=dpagg-aggregate<block>', '-S'], path, env_to)
            kind = classify(rc, err)
            if kind:
                res['findings'].append((kind, 'dpagg-aggregate<block>', err[-4000:]))
            elif rc == 0:
                after = launch_calls_per_function(out)
                for fn, n in un.items():
                    if after[fn] < n:
                        res['findings'].append((
                            'invariant', 'dpagg-aggregate<block>',
                            'function {}: {} unanalyzable launches reported, {} launch '
                            'calls left after dpagg-aggregate<block>\n{}'.format(
                                fn, n, after[fn], report[-3000:])))
        if res['findings']:
            h = hashlib.sha1(ir.encode()).hexdigest()[:12]
            os.makedirs(ctx['crashdir'], exist_ok=True)
            kinds = sorted({k for k, _, _ in res['findings']})
            base = os.path.join(ctx['crashdir'], '{}-{}'.format('+'.join(kinds), h))
            with open(base + '.ll', 'w') as fh:
                fh.write(ir)
            with open(base + '.txt', 'w') as fh:
                fh.write('source: {}\nmutations: {}\nseed: {} index: {}\n'.format(
                    src, ', '.join(names), ctx['seed'], idx))
                for k, pipe, e in res['findings']:
                    fh.write('\n== {}: {} -load-pass-plugin={} -passes=\'{}\' -disable-output {}\n{}\n'.format(
                        k, OPT, ctx['plugin'], pipe, base + '.ll', e))
            res['saved'] = base + '.ll'
    finally:
        os.unlink(path)
    return res


def gpu_ir(outdir):
    """Device IR of test/GPU/*.cu at -O2 without the plugin."""
    os.makedirs(outdir, exist_ok=True)
    # The CUDA flags of cmake/cuda-flags.txt (DPAGG_CUDA_PATH, DPAGG_GPU_ARCH).
    flags = subprocess.run([os.path.join(ROOT, 'utils/dpagg-clang++'), '--print-cuda-flags'],
                           check=True, capture_output=True, text=True).stdout.split()
    paths = []
    for cu in sorted(glob.glob(os.path.join(ROOT, 'test/GPU/*.cu'))):
        out = os.path.join(outdir, os.path.basename(cu)[:-3] + '.ll')
        if not os.path.exists(out):
            subprocess.run([CLANG] + flags + ['--cuda-device-only', '-S',
                            '-emit-llvm', '-O2', '-I', os.path.join(ROOT, 'test/GPU/Inputs'),
                            cu, '-o', out], check=False, capture_output=True)
        if os.path.exists(out):
            paths.append(out)
    return paths


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--plugin', default=os.path.join(ROOT, 'build/lib/libDPAgg.so'))
    ap.add_argument('--count', type=int, default=10000, help='mutants to run (valid ones)')
    ap.add_argument('--seed', type=int, default=1)
    ap.add_argument('--jobs', type=int, default=2)
    ap.add_argument('--timeout', type=int, default=30, help='seconds per opt run')
    ap.add_argument('--gpu-ir', action='store_true',
                    help='also mutate the device IR of test/GPU/*.cu')
    ap.add_argument('--crashdir', default=os.path.join(ROOT, 'test/Fuzz/crashes'))
    ap.add_argument('--max-seconds', type=int, default=20 * 60)
    ap.add_argument('--sanitizers', action='store_true',
                    help='the plugin is built with ASan+UBSan (utils/sanitize-tests.sh): '
                    'preload the gcc runtimes into opt and count their reports')
    a = ap.parse_args()
    if not os.path.exists(a.plugin):
        sys.exit('fuzz-ir: no plugin at {}'.format(a.plugin))
    srcs = sorted(glob.glob(os.path.join(ROOT, 'test/Analysis/**/*.ll'), recursive=True) +
                  glob.glob(os.path.join(ROOT, 'test/Transforms/**/*.ll'), recursive=True))
    if a.gpu_ir:
        srcs += gpu_ir(os.path.join(tempfile.gettempdir(), 'dpagg-fuzz-gpu-ir'))
    corpus = {}
    for s in srcs:
        with open(s) as fh:
            corpus[os.path.relpath(s, ROOT) if s.startswith(ROOT) else s] = fh.read()
    keys = sorted(corpus)
    tmp = tempfile.mkdtemp(prefix='dpagg-fuzz-')
    ctx = {'seed': a.seed, 'corpus': corpus, 'plugin': os.path.abspath(a.plugin),
           'tmp': tmp, 'timeout': a.timeout, 'crashdir': a.crashdir}
    if a.sanitizers:
        rt = [subprocess.run(['gcc', '-print-file-name=' + l], capture_output=True,
                             text=True).stdout.strip() for l in ('libasan.so', 'libubsan.so')]
        env = dict(os.environ)
        env['LD_PRELOAD'] = ':'.join(rt)
        env['ASAN_OPTIONS'] = 'detect_leaks=0'
        env['UBSAN_OPTIONS'] = 'print_stacktrace=1'
        ctx['env'] = env
    stats = collections.Counter()
    per_mut = collections.Counter()
    findings = []
    start = time.time()
    print('fuzz-ir: {} source modules, seed {}, plugin {}'.format(len(keys), a.seed, a.plugin),
          flush=True)

    def tasks():
        i = 0
        while True:
            yield (i, keys[i % len(keys)])
            i += 1

    with multiprocessing.Pool(a.jobs, initializer=init_worker, initargs=(ctx,)) as pool:
        for res in pool.imap_unordered(one, tasks(), chunksize=4):
            stats['tried'] += 1
            if not res['valid']:
                stats['discarded'] += 1
            else:
                stats['run'] += 1
                stats['launches'] += res['launches']
                stats['unanalyzable'] += res['unanalyzable']
                for m in res['mutations']:
                    per_mut[m] += 1
                for k, pipe, e in res['findings']:
                    stats[k] += 1
                if res['findings']:
                    findings.append(res)
                    print('finding: {} {} ({}; {}) -> {}'.format(
                        '+'.join(sorted({k for k, _, _ in res['findings']})), res['src'],
                        ', '.join(res['mutations']), res['idx'], res.get('saved')), flush=True)
            if stats['run'] and stats['run'] % 1000 == 0 and res['valid']:
                print('  {} run, {} discarded, {:.0f} s'.format(
                    stats['run'], stats['discarded'], time.time() - start), flush=True)
            if stats['run'] >= a.count or time.time() - start > a.max_seconds:
                pool.terminate()
                break
    os.rmdir(tmp) if not os.listdir(tmp) else None
    print('mutations applied (valid mutants): ' + ', '.join(
        '{} {}'.format(k, v) for k, v in sorted(per_mut.items())))
    print('launch sites seen: {} ({} unanalyzable)'.format(stats['launches'], stats['unanalyzable']))
    print('fuzz-ir: {} mutants run ({} discarded as invalid) in {:.0f} s; crashes {}, fatal {}, '
          'verifier {}, other-exit {}, timeouts {}, invariant {}{}'.format(
              stats['run'], stats['discarded'], time.time() - start, stats['crash'],
              stats['fatal'], stats['verifier'], stats['other-exit'], stats['timeout'],
              stats['invariant'],
              ', sanitizer {}'.format(stats['sanitizer']) if a.sanitizers else ''))
    bad = sum(stats[k] for k in ('crash', 'fatal', 'verifier', 'timeout', 'invariant',
                                 'sanitizer'))
    sys.exit(1 if bad else 0)


if __name__ == '__main__':
    main()
