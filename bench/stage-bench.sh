#!/usr/bin/env bash
#===- bench/stage-bench.sh - build the benchmark suite and stage it for the GPU ===#
#
# Part of DPAgg. Runs on the build machine (LLVM 22, CUDA 13, Google
# Benchmark, no GPU):
#
#   bench/stage-bench.sh [BUILD_DIR]
#
# Configures BUILD_DIR (default $DPAGG_BUILD_DIR, else build/) if needed,
# builds target dpagg-bench (every workload in every variant,
# bench/CMakeLists.txt) and stages into .gpu/bench/:
#   the binaries, stripped (BINARIES lists them)
#   libbenchmark.so.* under its SONAME: the binaries find it through their
#     rpath $ORIGIN; the GPU machine has no Google Benchmark
#   remarks.<binary>.txt for every plugin build: DPAgg's remarks for every
#     launch of the device compile (what the plugin did, and why not)
#   COMMIT (the commit, "-dirty" when tracked files differ) and SHA256SUMS
# then packs it as .gpu/bench.tar.gz, the one file to carry to the GPU
# machine (at most 64 MiB; this script fails if it is larger). There, from
# the repo root: bench/run.sh (it unpacks .gpu/bench.tar.gz when .gpu/bench
# is not there).
#
#===------------------------------------------------------------------------===#
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=$(realpath -m "${1:-${DPAGG_BUILD_DIR:-$root/build}}")
stage=$root/.gpu/bench

if [ ! -f "$build/build.ninja" ]; then
  cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release \
    -DLLVM_EXTERNAL_LIT=/usr/lib/llvm-22/bin/lit
fi
ninja -C "$build" dpagg-bench
mapfile -t targets < <(grep -v '^$' "$build/bench/bin/BINARIES")

rm -rf "$stage" "$stage.tar.gz"
mkdir -p "$stage"
# Stripped (the symbols are most of each binary; the device code and the
# CUDA runtime's registration stay), as utils/stage-gpu-tests.sh does.
for t in "${targets[@]}"; do
  strip -o "$stage/$t" "$build/bench/bin/$t"
  chmod 755 "$stage/$t"
done
cp "$build/bench/bin/BINARIES" "$stage/BINARIES"

# Google Benchmark, under the name the binaries ask for (its SONAME).
lib=$(grep -m1 '^DPAGG_BENCHMARK_LIBRARY:' "$build/CMakeCache.txt" | cut -d= -f2-)
soname=$(objdump -p "$lib" | awk '$1 == "SONAME" { print $2 }')
[ -n "$soname" ] || { echo "stage-bench: no SONAME in $lib" >&2; exit 1; }
cp -L "$lib" "$stage/$soname"

# The remarks: the device half of each plugin build's exact compile command
# (from Ninja), with -Rpass for every DPAgg pass, output thrown away.
remarks() { # BINARY OUTFILE
  local cmd
  cmd=$(ninja -C "$build" -t commands "bench/bin/$1" | tail -1)
  cmd=${cmd%% -o *}
  (cd "$build/bench" && eval "$cmd --cuda-device-only -S -o /dev/null \
      -Rpass=dpagg -Rpass-missed=dpagg -Rpass-analysis=dpagg") \
    >"$2" 2>&1 || true
  sed -i "s|$root/||g" "$2"
}
for t in "${targets[@]}"; do
  [ "${t##*.}" = base ] || remarks "$t" "$stage/remarks.$t.txt"
done

commit=$(git -C "$root" rev-parse HEAD)
[ -z "$(git -C "$root" status --porcelain --untracked-files=no)" ] || commit="$commit-dirty"
echo "$commit" >"$stage/COMMIT"
echo "$commit" >"$root/.gpu/COMMIT"
(cd "$stage" && sha256sum "${targets[@]}" "$soname" >SHA256SUMS)
tar -C "$root/.gpu" -czf "$stage.tar.gz" bench

kib=$(du -sk "$stage.tar.gz" | cut -f1)
echo "stage-bench: ${#targets[@]} binaries -> $stage.tar.gz ($((kib / 1024)) MiB, commit $commit)"
if [ "$kib" -gt $((64 * 1024)) ]; then
  echo "stage-bench: $stage.tar.gz is over 64 MiB: too big to carry" >&2
  exit 1
fi
