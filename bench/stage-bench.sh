#!/usr/bin/env bash
#===- bench/stage-bench.sh - build the benchmark and stage it for the GPU --===#
#
# Part of DPAgg. Runs on the build machine (LLVM 22, CUDA 13, no GPU):
#
#   bench/stage-bench.sh [BUILD_DIR]
#
# Configures BUILD_DIR (default $DPAGG_BUILD_DIR, else build/) if needed,
# builds probe_shapes.{base,warp,block} and copies them to .gpu/bench/ in the
# repo root, with remarks.{warp,block}.txt (what DPAgg did at each launch of
# the device compile) and SHA256SUMS; writes the commit to .gpu/COMMIT
# ("-dirty" when tracked files differ from it). Then, on the GPU machine:
# bench/run-bench.sh bench/results/<name>.md
#
#===------------------------------------------------------------------------===#
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=$(realpath -m "${1:-${DPAGG_BUILD_DIR:-$root/build}}")
stage=$root/.gpu/bench
targets=(probe_shapes.base probe_shapes.warp probe_shapes.block)

if [ ! -f "$build/build.ninja" ]; then
  cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release \
    -DLLVM_EXTERNAL_LIT=/usr/lib/llvm-22/bin/lit
fi
ninja -C "$build" "${targets[@]}"

mkdir -p "$stage"
for t in "${targets[@]}"; do
  install -m 755 "$build/bench/bin/$t" "$stage/$t"
done

# The remarks: the device half of each plugin build's exact compile command
# (from Ninja), with -Rpass for every DPAgg pass, output thrown away.
for scope in warp block; do
  cmd=$(ninja -C "$build" -t commands "bench/bin/probe_shapes.$scope" | tail -1)
  cmd=${cmd%% -o *}
  (cd "$build/bench" && eval "$cmd --cuda-device-only -S -o /dev/null \
      -Rpass=dpagg -Rpass-missed=dpagg -Rpass-analysis=dpagg" ) \
    >"$stage/remarks.$scope.txt" 2>&1 || true
  sed -i "s|$root/||g" "$stage/remarks.$scope.txt"
done

(cd "$stage" && sha256sum "${targets[@]}" >SHA256SUMS)
commit=$(git -C "$root" rev-parse HEAD)
[ -z "$(git -C "$root" status --porcelain --untracked-files=no)" ] || commit="$commit-dirty"
echo "$commit" >"$root/.gpu/COMMIT"
echo "stage-bench: ${targets[*]} -> $stage (commit $commit)"
