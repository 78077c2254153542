#!/usr/bin/env python3
#===- utils/check-format.py - is the tree clang-formatted? ------------------===#
#
# Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
#
#   utils/check-format.py [--fix] [REPO]
#
# Runs clang-format 22 (the root .clang-format, LLVM style) over the
# plugin's and the runtime's C++ and CUDA sources: passes/**/*.{cpp,h},
# include/**/*.h, runtime/*.{cu,cuh}. The .def tables are left out (their
# rows are one line each on purpose), and so are tests, benchmarks and
# generated programs. Prints the files that differ and exits 1 if any
# does; --fix formats them in place. Run by lit
# (test/Plugin/sources-are-formatted.test), so CI checks it.
#
#===------------------------------------------------------------------------===#
import pathlib
import shutil
import subprocess
import sys

args = sys.argv[1:]
fix = '--fix' in args
args = [a for a in args if a != '--fix']
root = pathlib.Path(args[0] if args else pathlib.Path(__file__).parent.parent)
tool = (shutil.which('clang-format-22') or
        '/usr/lib/llvm-22/bin/clang-format')
files = sorted(
    [p for p in (root / 'passes').rglob('*') if p.suffix in ('.cpp', '.h')] +
    [p for p in (root / 'include').rglob('*.h')] +
    [p for p in (root / 'runtime').glob('*') if p.suffix in ('.cu', '.cuh')])
bad = []
for f in files:
    if fix:
        subprocess.run([tool, '-i', str(f)], check=True)
        continue
    r = subprocess.run([tool, '--dry-run', '--Werror', str(f)],
                       capture_output=True, text=True)
    if r.returncode != 0:
        bad.append(f.relative_to(root))
for f in bad:
    print('not formatted: {} (utils/check-format.py --fix)'.format(f))
print('{} of {} files formatted'.format(len(files) - len(bad), len(files)))
sys.exit(1 if bad else 0)
