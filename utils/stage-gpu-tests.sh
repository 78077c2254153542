#!/usr/bin/env bash
#===- utils/stage-gpu-tests.sh - build the GPU tests and stage them --------===#
#
# Part of DPAgg. Runs on the build machine (LLVM 22, CUDA 13, no GPU):
#
#   utils/stage-gpu-tests.sh [BUILD_DIR]
#
# Configures BUILD_DIR (default $DPAGG_BUILD_DIR, else build/) if needed,
# builds every GPU test program (target dpagg-gpu-tests, test/GPU/Tests.cmake;
# `ninja -k 0`, so that one program that fails to build or link, which with
# DPAgg is a finding, does not stop the others) and stages them, stripped,
# with SHA256SUMS, as .gpu/bin.tar.gz in the repo root (.gpu/ is
# git-ignored): about 90 statically linked programs are over 64 MiB
# stripped, about 20 MiB compressed. utils/run-gpu-tests.sh unpacks it into
# .gpu/bin on the GPU machine. KEEP_BIN=1 also leaves .gpu/bin/ here.
# Programs that failed to build are listed in .gpu/BUILD-FAILURES (their RUN
# lines then report "missing"). Writes the commit to .gpu/COMMIT ("-dirty"
# when tracked files differ from it). Carry .gpu to the GPU machine and run
# utils/run-gpu-tests.sh there (carry .gpu/bin.tar.gz, .gpu/COMMIT and
# .gpu/BUILD-FAILURES). Fails if those exceed the 64 MiB a carry may hold,
# or if nothing was built.
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
mkdir -p "$root/.gpu"
failures=$root/.gpu/BUILD-FAILURES
log=$root/.gpu/build.log
ninja -C "$build" -k 0 dpagg-gpu-tests 2>&1 | tee "$log" || true
# Targets ninja reports as failed: "FAILED: test/GPU/bin/<name>".
# (grep finds nothing when everything built: not an error under pipefail.)
{ grep -E '^FAILED: ' "$log" || true; } | sed -E 's|^FAILED: ||' |
  tr ' ' '\n' | sed -E 's|.*/||' | { grep -v '^$' || true; } |
  sort -u >"$failures"

rm -rf "$stage" "$root/.gpu/bin.tar.gz"
mkdir -p "$stage"
shopt -s nullglob
bins=("$build"/test/GPU/bin/*)
[ ${#bins[@]} -gt 0 ] || { echo "stage-gpu-tests: no programs in $build/test/GPU/bin" >&2; exit 1; }
for b in "${bins[@]}"; do
  name=$(basename "$b")
  # A program whose build failed this time may have an old binary: skip it.
  if grep -qxF "$name" "$failures"; then continue; fi
  # Host symbols only: the device image is a data section and stays.
  strip -o "$stage/$name" "$b"
  chmod 755 "$stage/$name"
done
(cd "$stage" && sha256sum -- * >SHA256SUMS)
nbins=$(($(ls "$stage" | wc -l) - 1))
tar -C "$root/.gpu" -czf "$root/.gpu/bin.tar.gz" bin
[ "${KEEP_BIN:-0}" = 1 ] || rm -rf "$stage"

commit=$(git -C "$root" rev-parse HEAD)
[ -z "$(git -C "$root" status --porcelain --untracked-files=no)" ] || commit="$commit-dirty"
echo "$commit" >"$root/.gpu/COMMIT"

# What a carry of the GPU tests holds: the archive and the two small files
# (other things under .gpu/, e.g. the differential run's fuzz/, travel apart).
tar_kib=$(du -sk "$root/.gpu/bin.tar.gz" | cut -f1)
all_kib=$(du -skc "$root/.gpu/bin.tar.gz" "$root/.gpu/COMMIT" "$failures" | tail -1 | cut -f1)
echo "stage-gpu-tests: $nbins programs -> $root/.gpu/bin.tar.gz ($((tar_kib / 1024)) MiB) commit $commit"
if [ -s "$failures" ]; then
  echo "stage-gpu-tests: $(wc -l <"$failures") programs failed to build (see .gpu/build.log):"
  sed 's/^/  /' "$failures"
fi
if [ "$all_kib" -gt $((limit_mib * 1024)) ]; then
  echo "stage-gpu-tests: error: .gpu/bin.tar.gz is over the ${limit_mib} MiB a carry may hold" >&2
  exit 1
fi
