#!/usr/bin/env bash
#===- bench/stage-bench.sh - build the benchmark and stage it for the GPU --===#
#
# Part of DPAgg. Runs on the build machine (LLVM 22, CUDA 13, no GPU):
#
#   bench/stage-bench.sh [BUILD_DIR]
#
# Configures BUILD_DIR (default $DPAGG_BUILD_DIR, else build/) if needed,
# builds probe_shapes.{base,warp,block} and the issue-4 benchmark
# (postpone_bfs.{base,dpagg,nopostpone,warp},
# scalarize_struct.{base,dpagg,noscalarize}) and copies them, stripped, to
# .gpu/bench/ in the repo root, with remarks.{warp,block}.txt for
# probe_shapes and remarks.<binary>.txt for each plugin build of the issue-4
# benchmark (what DPAgg did at each launch of the device compile) and
# SHA256SUMS; writes the commit to .gpu/COMMIT ("-dirty" when tracked files
# differ from it), and fails if .gpu/ as a whole (with what other scripts
# staged there) exceeds 64 MiB, the most a carried path may hold. Then, on the
# GPU machine: bench/run-bench.sh bench/results/<name>.md and
# bench/run-bench-issue4.sh bench/results/<name>-issue4.md
#
#===------------------------------------------------------------------------===#
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=$(realpath -m "${1:-${DPAGG_BUILD_DIR:-$root/build}}")
stage=$root/.gpu/bench
targets=(probe_shapes.base probe_shapes.warp probe_shapes.block
         postpone_bfs.base postpone_bfs.dpagg postpone_bfs.nopostpone
         postpone_bfs.warp scalarize_struct.base scalarize_struct.dpagg
         scalarize_struct.noscalarize)
# Plugin builds of the issue-4 benchmark whose remarks are kept.
remarked=(postpone_bfs.dpagg postpone_bfs.nopostpone postpone_bfs.warp
          scalarize_struct.dpagg scalarize_struct.noscalarize)

if [ ! -f "$build/build.ninja" ]; then
  cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release \
    -DLLVM_EXTERNAL_LIT=/usr/lib/llvm-22/bin/lit
fi
ninja -C "$build" "${targets[@]}"

mkdir -p "$stage"
# Stripped (the symbols are most of each binary; the device code and the
# CUDA runtime's registration stay), as utils/stage-gpu-tests.sh does.
for t in "${targets[@]}"; do
  strip -o "$stage/$t" "$build/bench/bin/$t"
  chmod 755 "$stage/$t"
done

# The remarks: the device half of each plugin build's exact compile command
# (from Ninja), with -Rpass for every DPAgg pass, output thrown away.
remarks() { # BINARY OUTFILE
  local cmd
  cmd=$(ninja -C "$build" -t commands "bench/bin/$1" | tail -1)
  cmd=${cmd%% -o *}
  (cd "$build/bench" && eval "$cmd --cuda-device-only -S -o /dev/null \
      -Rpass=dpagg -Rpass-missed=dpagg -Rpass-analysis=dpagg" ) \
    >"$2" 2>&1 || true
  sed -i "s|$root/||g" "$2"
}
for scope in warp block; do
  remarks "probe_shapes.$scope" "$stage/remarks.$scope.txt"
done
for t in "${remarked[@]}"; do
  remarks "$t" "$stage/remarks.$t.txt"
done

(cd "$stage" && sha256sum "${targets[@]}" >SHA256SUMS)
commit=$(git -C "$root" rev-parse HEAD)
[ -z "$(git -C "$root" status --porcelain --untracked-files=no)" ] || commit="$commit-dirty"
echo "$commit" >"$root/.gpu/COMMIT"
echo "stage-bench: ${targets[*]} -> $stage (commit $commit)"

# .gpu/ travels as a carried path: 64 MiB in all, with what
# utils/stage-gpu-tests.sh and others put there.
kib=$(du -sk "$stage" | cut -f1)
total=$(du -sk "$root/.gpu" | cut -f1)
echo "stage-bench: $stage $((kib / 1024)) MiB, .gpu/ $((total / 1024)) MiB of 64"
if [ "$total" -gt $((64 * 1024)) ]; then
  echo "stage-bench: .gpu/ is over 64 MiB: too big to carry" >&2
  exit 1
fi
