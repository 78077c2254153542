#!/usr/bin/env bash
#===- utils/build-cdp-fuzz.sh - generate and build the differential tests ---===#
#
# Part of DPAgg. Generates NFILES random dynamic-parallelism test programs
# (utils/gen-cdp-tests.py, CASES cases each, default 50) from SEED into
# OUTDIR/src and builds each three ways with clang 22, without CMake:
#
#   OUTDIR/bin/<name>.base    no plugin
#   OUTDIR/bin/<name>.dpagg   -Xarch_device -fpass-plugin=libDPAgg.so (-O3: block scope)
#   OUTDIR/bin/<name>.warp    the same plus -Xarch_device -mllvm=-dpagg-scope=warp
#
#   utils/build-cdp-fuzz.sh OUTDIR SEED NFILES
#
# The flags are those of cmake/DPAggCUDA.cmake, with two size changes (1000
# cases make ~100 MiB of cubin otherwise): cudart is linked dynamically
# (libcudart.so.13 is copied into OUTDIR/bin, found through RPATH $ORIGIN),
# and the fatbinary is compressed (fatbinary --compress-all, through a shadow
# of the CUDA folder, OUTDIR/.cuda, whose bin/fatbinary adds the flag: clang
# 22's linker wrapper has no option for it). COMPRESS=0 turns it off. Code
# generation is unchanged. Builds run JOBS at a time (default 2, xargs -P);
# binaries are stripped. A compile that fails is a
# finding: its log stays in OUTDIR/logs/<name>.<variant>.log and the script
# exits 1 after building the rest. Writes OUTDIR/SEED (seed, files, cases,
# plugin, commit), OUTDIR/src/MANIFEST (every case), OUTDIR/bin/SHA256SUMS,
# and checks that OUTDIR/bin stays under MAX_BIN_MIB (default 60).
#
# Environment: DPAGG_PLUGIN (default <repo>/build/lib/libDPAgg.so, else
# /tmp/build-rel/lib/libDPAgg.so), DPAGG_CLANG (clang++-22), DPAGG_CUDA_PATH
# (/usr/local/cuda), DPAGG_GPU_ARCH (sm_90), CASES, JOBS, MAX_BIN_MIB.
# Run the result on a GPU machine with utils/run-cdp-fuzz.sh OUTDIR/bin.
#
#===------------------------------------------------------------------------===#
set -uo pipefail
if [ $# -ne 3 ]; then
  echo "usage: $0 OUTDIR SEED NFILES" >&2
  exit 64
fi
root=$(cd "$(dirname "$0")/.." && pwd)
out=$1 seed=$2 nfiles=$3
cases=${CASES:-50}
jobs=${JOBS:-2}
maxmib=${MAX_BIN_MIB:-60}
clang=${DPAGG_CLANG:-/usr/lib/llvm-22/bin/clang++}
cuda=${DPAGG_CUDA_PATH:-/usr/local/cuda}
arch=${DPAGG_GPU_ARCH:-sm_90}
plugin=${DPAGG_PLUGIN:-}
if [ -z "$plugin" ]; then
  for p in "$root/build/lib/libDPAgg.so" /tmp/build-rel/lib/libDPAgg.so; do
    [ -f "$p" ] && { plugin=$p; break; }
  done
fi
[ -f "$plugin" ] || { echo "build-cdp-fuzz: no libDPAgg.so (set DPAGG_PLUGIN)" >&2; exit 1; }
plugin=$(cd "$(dirname "$plugin")" && pwd)/$(basename "$plugin")

mkdir -p "$out/src" "$out/bin" "$out/logs" || exit 1
out=$(cd "$out" && pwd)
rm -f "$out"/bin/* "$out"/logs/* "$out"/src/*.cu
realcuda=$cuda
if [ "${COMPRESS:-1}" = 1 ]; then
  cuda=$out/.cuda
  rm -rf "$cuda" && mkdir -p "$cuda/bin" || exit 1
  for e in "$realcuda"/*; do
    [ "$(basename "$e")" = bin ] || ln -s "$e" "$cuda/"
  done
  for e in "$realcuda"/bin/*; do
    [ "$(basename "$e")" = fatbinary ] || ln -s "$e" "$cuda/bin/"
  done
  printf '#!/bin/sh\nexec "%s/bin/fatbinary" --compress-all "$@"\n' "$realcuda" \
    >"$cuda/bin/fatbinary"
  chmod +x "$cuda/bin/fatbinary"
fi
cp -L "$realcuda"/lib64/libcudart.so.[0-9]* "$out/bin/" || exit 1

python3 "$root/utils/gen-cdp-tests.py" --seed "$seed" --files "$nfiles" \
  --cases "$cases" --out "$out/src" || exit 1

commit=$(git -C "$root" rev-parse HEAD 2>/dev/null || echo unknown)
[ -z "$(git -C "$root" status --porcelain --untracked-files=no 2>/dev/null)" ] ||
  commit="$commit-dirty"
{
  echo "seed $seed"
  echo "files $nfiles"
  echo "cases-per-file $cases"
  echo "plugin $plugin"
  echo "commit $commit"
  echo "clang $("$clang" --version | head -1)"
  echo "arch $arch"
  echo "fatbinary-compress ${COMPRESS:-1}"
} >"$out/SEED"
cp "$out/SEED" "$out/bin/SEED"
cp "$out/src/MANIFEST" "$out/bin/MANIFEST"

# One compile: build_one <src> <variant>. Exported for xargs.
build_one() {
  local src=$1 variant=$2 name
  name=$(basename "$src" .cu)
  local exe=$OUT_BIN/$name.$variant log=$OUT_LOGS/$name.$variant.log
  local plug=()
  case $variant in
    base) ;;
    dpagg) plug=(-Xarch_device "-fpass-plugin=$PLUGIN") ;;
    warp) plug=(-Xarch_device "-fpass-plugin=$PLUGIN" -Xarch_device -mllvm=-dpagg-scope=warp) ;;
  esac
  local start=$SECONDS
  if "$CLANG" -x cuda -std=c++17 --cuda-path="$CUDA" --cuda-gpu-arch="$ARCH" \
      -fgpu-rdc --offload-new-driver -D__CUDACC_RDC__ -Wno-unknown-cuda-version \
      -O3 "${plug[@]}" "$src" -o "$exe" \
      --offload-new-driver -fgpu-rdc --cuda-path="$CUDA" \
      -Xoffload-linker -L"$CUDA/lib64" -Xoffload-linker -lcudadevrt \
      -L"$CUDA/lib64" -lcudadevrt -lcudart -Wl,-rpath,'$ORIGIN' -ldl -lrt -pthread \
      >"$log" 2>&1 && strip "$exe" 2>>"$log"; then
    echo "ok    $name.$variant ($((SECONDS - start)) s)"
    rm -f "$log"
  else
    echo "FAIL  $name.$variant ($((SECONDS - start)) s): see $log"
    rm -f "$exe"
  fi
}
export -f build_one
export OUT_BIN=$out/bin OUT_LOGS=$out/logs PLUGIN=$plugin CLANG=$clang CUDA=$cuda ARCH=$arch

start=$SECONDS
for f in "$out"/src/*.cu; do
  for v in base dpagg warp; do
    printf '%s %s\n' "$f" "$v"
  done
done | xargs -P "$jobs" -L 1 bash -c 'build_one "$0" "$1"' | tee "$out/build.log"

built=$(find "$out/bin" -type f -name 'cdpfuzz_*' | wc -l)
want=$((nfiles * 3))
failed=$(grep -c '^FAIL' "$out/build.log")
(cd "$out/bin" && sha256sum cdpfuzz_* >SHA256SUMS 2>/dev/null)
kib=$(du -sk "$out/bin" | cut -f1)
ncases=$(grep -vc '^#' "$out/src/MANIFEST")
nnamed=$(grep -v '^#' "$out/src/MANIFEST" | awk '$NF == 1' | wc -l)
echo "build-cdp-fuzz: seed $seed: $nfiles files, $ncases cases ($nnamed named-stream);" \
  "$built of $want binaries built, $failed compiles failed, $((SECONDS - start)) s;" \
  "bin $((kib / 1024)) MiB ($kib KiB)"
status=0
if [ "$failed" -ne 0 ]; then
  echo "build-cdp-fuzz: compile failures (logs in $out/logs):"
  grep '^FAIL' "$out/build.log"
  status=1
fi
if [ "$kib" -gt $((maxmib * 1024)) ]; then
  echo "build-cdp-fuzz: $out/bin is $((kib / 1024)) MiB, over $maxmib MiB" >&2
  status=1
fi
exit $status
