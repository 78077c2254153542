#!/usr/bin/env bash
#===- utils/stage-gpu-tests.sh - build the GPU tests and stage them --------===#
#
# Part of DPAgg. Runs on the build machine (LLVM 22, CUDA 13, no GPU):
#
#   utils/stage-gpu-tests.sh [BUILD_DIR]
#
# Configures BUILD_DIR (default $DPAGG_BUILD_DIR, else build/) if needed,
# builds every GPU test program (target dpagg-gpu-tests, test/GPU/Tests.cmake)
# and copies them, stripped, to .gpu/bin/ in the repo root (.gpu/ is
# git-ignored) with SHA256SUMS; writes the commit to .gpu/COMMIT ("-dirty"
# when tracked files differ from it). Carry .gpu to the GPU machine and run
# utils/run-gpu-tests.sh there. Fails if .gpu/ exceeds the 64 MiB a carry
# may hold.
#
#===------------------------------------------------------------------------===#
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=$(realpath -m "${1:-${DPAGG_BUILD_DIR:-$root/build}}")
stage=$root/.gpu/bin
limit_mib=64

if [ ! -f "$build/build.ninja" ]; then
  cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release \
    -DLLVM_EXTERNAL_LIT=/usr/lib/llvm-22/bin/lit
fi
ninja -C "$build" dpagg-gpu-tests

rm -rf "$stage"
mkdir -p "$stage"
shopt -s nullglob
bins=("$build"/test/GPU/bin/*)
[ ${#bins[@]} -gt 0 ] || { echo "stage-gpu-tests: no programs in $build/test/GPU/bin" >&2; exit 1; }
for b in "${bins[@]}"; do
  # Host symbols only: the device image is a data section and stays.
  strip -o "$stage/$(basename "$b")" "$b"
  chmod 755 "$stage/$(basename "$b")"
done
(cd "$stage" && sha256sum -- * >SHA256SUMS)

commit=$(git -C "$root" rev-parse HEAD)
[ -z "$(git -C "$root" status --porcelain --untracked-files=no)" ] || commit="$commit-dirty"
echo "$commit" >"$root/.gpu/COMMIT"

bin_kib=$(du -sk "$stage" | cut -f1)
all_kib=$(du -sk "$root/.gpu" | cut -f1)
echo "stage-gpu-tests: ${#bins[@]} programs -> $stage ($((bin_kib / 1024)) MiB; .gpu/ $((all_kib / 1024)) MiB) commit $commit"
if [ "$all_kib" -gt $((limit_mib * 1024)) ]; then
  echo "stage-gpu-tests: error: .gpu/ is over the ${limit_mib} MiB a carry may hold" >&2
  exit 1
fi
