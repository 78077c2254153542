#!/usr/bin/env bash
#===- utils/build-cdp-fuzz.sh - generate and build the differential tests ---===#
#
# Part of DPAgg. Generates NFILES random dynamic-parallelism test programs
# (utils/gen-cdp-tests.py, CASES cases each, default 100; SPECIAL, default
# 0.5, of them of the issue-9 kinds; MOLD, default 0.05, of the moldable-
# children class; BIG and HEAVY, default 0.05 each, and every other class of
# the generator (UNROLLED, SHAPE_HIDDEN, ... : each side class's option in
# upper case with '_' for '-', `gen-cdp-tests.py --list-classes` lists them
# with their defaults), of the big-parameter, heavy-children and other
# classes; GEN_ARGS, more gen-cdp-tests.py options, word-split) from SEED into
# OUTDIR/src and builds each
# three ways with clang 22, without CMake:
#
#   OUTDIR/bin/<name>.base    no plugin
#   OUTDIR/bin/<name>.dpagg   -Xarch_device -fpass-plugin=libDPAgg.so (-O3: block scope)
#   OUTDIR/bin/<name>.warp    the same plus -Xarch_device -mllvm=-dpagg-scope=warp
#   OUTDIR/bin/<name>.grid    with -dpagg-scope=grid, only when VARIANTS names it
#   OUTDIR/bin/<name>.pack    packed children on, serialization off
#                             (-dpagg-pack-children=true
#                             -dpagg-serial-threshold=off), only when VARIANTS
#                             names it (the packed class: PACKED=fraction)
#   OUTDIR/bin/<name>.mb      with -dpagg-scope=multiblock and
#                             -dpagg-group-blocks=$GROUP_BLOCKS (default 2:
#                             the generated parent grids have 1 to a few
#                             hundred blocks, so short last groups and
#                             groups of one), only when VARIANTS names it
#   OUTDIR/bin/<name>.alloc   warp plus -dpagg-aggregate-allocations=warp (the
#                             alloc class's sites), only when VARIANTS names it
#   OUTDIR/bin/<name>.allocprog the default plus
#                             -dpagg-aggregate-allocations=warp and
#                             -dpagg-alloc-frees=program (the alloc class's
#                             sites, its `escape` ones too: their pointers are
#                             freed by a later kernel), only when VARIANTS
#                             names it
#   OUTDIR/bin/<name>.po      dpagg plus -dpagg-promote=po (launch promotion
#                             of the chains class's steps, their prologue
#                             before the acquire), only when VARIANTS names it
#   OUTDIR/bin/<name>.pao     dpagg plus -dpagg-promote=pao, likewise
#   OUTDIR/bin/<name>.p, .pa  dpagg plus -dpagg-promote=p or =pa, likewise
#   OUTDIR/bin/<name>.lastexit dpagg plus -dpagg-block-meeting=avoid (every
#                             unobserved block-scope site at its threads' last
#                             exit, runtime/block.cu), only when VARIANTS names it
#   OUTDIR/bin/<name>.smallpool dpagg with a record pool of SMALL_POOL bytes
#                             (default 65536): the pool fills, launches fall
#                             back (session 8: where the NULL-stream hang of
#                             test/Probes/null_stream_hang showed), only when
#                             VARIANTS names it
#
#   utils/build-cdp-fuzz.sh OUTDIR SEED NFILES
#
# A generated file has two halves (see its header): the host half (the
# reference simulation, the runner) is the same for every variant: it is
# compiled once, as C++ at -O1 (-DCDPFUZZ_HOST_ONLY), into a shared library
# OUTDIR/bin/lib<name>.so the three programs share; the kernel half
# (kernels, their host launch wrappers and main, -DCDPFUZZ_KERNELS_ONLY) is
# compiled per variant with the CUDA flags (cmake/cuda-flags.txt, through
# utils/dpagg-clang++ --print-cuda-flags) and -O3, and linked against it
# with the CUDA link flags (-rdynamic: the library calls the launch wrappers).
# Size changes against those flags (5000 cases make hundreds of
# MiB of cubin otherwise): cudart is linked dynamically (libcudart.so.13 is
# copied into OUTDIR/bin, found through RPATH $ORIGIN), and the fatbinary is
# compressed (fatbinary --compress-all --compress-mode=size, through a
# shadow of the CUDA folder, OUTDIR/.cuda, whose bin/fatbinary adds the
# flags: clang 22's linker wrapper has no option for it). COMPRESS=0 turns
# it off. Device
# code generation is unchanged. Files build JOBS at a time (default 2, xargs
# -P); binaries are stripped. A compile or link that fails is a finding: its
# log stays in OUTDIR/logs/<name>.<variant>.log and the script exits 1 after
# building the rest (a program that does not link with DPAgg loses its
# file's cases; the generator keeps the 48 KiB static shared memory cases,
# which do not link at block scope today, in files numbered 7 mod 8).
#
# Writes OUTDIR/SEED (seed, files, cases, plugin, commit, the commands),
# OUTDIR/src/MANIFEST (every case and its kind), OUTDIR/bin/SHA256SUMS, and
# OUTDIR/bin.tar.gz (bin/ packed: carry that, utils/run-cdp-fuzz.sh unpacks
# it), and checks that bin.tar.gz stays under MAX_TAR_MIB (default 56).
#
# Environment: DPAGG_PLUGIN (default <repo>/build/lib/libDPAgg.so, else
# /tmp/build-rel/lib/libDPAgg.so), DPAGG_CLANG (clang++-22), DPAGG_CUDA_PATH
# (/usr/local/cuda), DPAGG_GPU_ARCH (sm_90), CASES, SPECIAL, one variable per
# generator class (MOLD, BIG, HEAVY, UNROLLED, ...), GEN_ARGS, JOBS, MAX_TAR_MIB. Run the result on a GPU machine with
# utils/run-cdp-fuzz.sh OUTDIR/bin (or OUTDIR/bin.tar.gz).
#
#===------------------------------------------------------------------------===#
set -uo pipefail
if [ $# -ne 3 ]; then
  echo "usage: $0 OUTDIR SEED NFILES" >&2
  exit 64
fi
root=$(cd "$(dirname "$0")/.." && pwd)
out=$1 seed=$2 nfiles=$3
cases=${CASES:-100}
special=${SPECIAL:-0.5}
# One variable per side class of the generator, its default the generator's.
class_args=() class_lines=() class_env=()
while read -r opt def; do
  var=${opt^^}; var=${var//-/_}
  val=${!var:-$def}
  class_args+=(--"$opt" "$val")
  class_lines+=("$opt $val")
  class_env+=("$var=$val")
done < <(python3 "$root/utils/gen-cdp-tests.py" --list-classes)
gen_args=${GEN_ARGS:-}
jobs=${JOBS:-2}
maxmib=${MAX_TAR_MIB:-56}
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

mkdir -p "$out/src" "$out/bin" "$out/logs" "$out/obj" || exit 1
out=$(cd "$out" && pwd)
# KEEP_BASE=1 keeps the plugin-free builds of an earlier run of the same
# seed (the .base programs and the host halves do not depend on DPAgg) and
# rebuilds only the DPAgg variants: a new plugin costs a third of the time.
# VARIANTS (default "base dpagg warp") builds only those: VARIANTS=base ahead
# of a plugin that is not ready yet, then KEEP_BASE=1 with the plugin.
variants=${VARIANTS:-base dpagg warp}
for v in $variants; do
  case $v in base | dpagg | warp | grid | mb | alloc | allocprog | p | pa | po | pao | lastexit | smallpool | pack) ;;
    *) echo "build-cdp-fuzz: VARIANTS: '$v' is not one of base, dpagg, warp, grid, mb, alloc, allocprog, p, pa, po, pao, lastexit, smallpool, pack" >&2; exit 64 ;;
  esac
done
if [ "${KEEP_BASE:-0}" = 1 ]; then
  find "$out/bin" -maxdepth 1 -type f ! -name '*.base' ! -name 'lib*.so' -delete
  rm -f "$out"/logs/* "$out"/obj/* "$out/bin.tar.gz"
else
  rm -f "$out"/bin/* "$out"/logs/* "$out"/src/*.cu "$out"/obj/* "$out/bin.tar.gz"
fi
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
  printf '#!/bin/sh\nexec "%s/bin/fatbinary" --compress-all --compress-mode=size "$@"\n' "$realcuda" \
    >"$cuda/bin/fatbinary"
  chmod +x "$cuda/bin/fatbinary"
fi
cp -L "$realcuda"/lib64/libcudart.so.[0-9]* "$out/bin/" || exit 1

python3 "$root/utils/gen-cdp-tests.py" --seed "$seed" --files "$nfiles" \
  --cases "$cases" --special "$special" "${class_args[@]}" $gen_args \
  --out "$out/src" || exit 1

commit=$(git -C "$root" rev-parse HEAD 2>/dev/null || echo unknown)
[ -z "$(git -C "$root" status --porcelain --untracked-files=no 2>/dev/null)" ] ||
  commit="$commit-dirty"
{
  echo "seed $seed"
  echo "files $nfiles"
  echo "cases-per-file $cases"
  echo "special $special"
  printf '%s\n' "${class_lines[@]}"
  echo "gen-args $gen_args"
  echo "build: CASES=$cases SPECIAL=$special ${class_env[*]} GEN_ARGS='$gen_args' DPAGG_PLUGIN=$plugin utils/build-cdp-fuzz.sh OUTDIR $seed $nfiles"
  echo "plugin $plugin"
  echo "commit $commit"
  echo "clang $("$clang" --version | head -1)"
  echo "arch $arch"
  echo "fatbinary-compress ${COMPRESS:-1}"
} >"$out/SEED"
cp "$out/SEED" "$out/bin/SEED"
cp "$out/src/MANIFEST" "$out/bin/MANIFEST"

# One file: build_file <src>: the host half once, then each variant's
# kernel half and link. Exported for xargs.
build_file() {
  local src=$1 name v
  name=$(basename "$src" .cu)
  local host=$OUT_BIN/lib$name.so start=$SECONDS
  local cuda link
  read -r -a cuda <<<"$CUDA_FLAGS"
  read -r -a link <<<"$CUDA_LINK_FLAGS"
  if [ "${KEEP_BASE:-0}" = 1 ] && [ -f "$host" ]; then
    : # kept from the earlier run
  elif ! "$CLANG" -x c++ -std=c++17 -O1 -fPIC -shared -I"$CUDA/include" \
      -DCDPFUZZ_HOST_ONLY -Wl,-soname,"lib$name.so" "$src" -o "$host" -L"$CUDA/lib64" -lcudart \
      >"$OUT_LOGS/$name.host.log" 2>&1 || ! strip "$host"; then
    echo "FAIL  $name.host ($((SECONDS - start)) s): see $OUT_LOGS/$name.host.log"
    return
  fi
  rm -f "$OUT_LOGS/$name.host.log"
  echo "ok    $name.host ($((SECONDS - start)) s)"
  for v in $VARIANTS; do
    local exe=$OUT_BIN/$name.$v log=$OUT_LOGS/$name.$v.log obj=$OUT_OBJ/$name.$v.o
    [ "${KEEP_BASE:-0}" = 1 ] && [ $v = base ] && [ -f "$exe" ] && continue
    local plug=()
    case $v in
      base) ;;
      dpagg) plug=(-Xarch_device "-fpass-plugin=$PLUGIN") ;;
      warp) plug=(-Xarch_device "-fpass-plugin=$PLUGIN" -Xarch_device -mllvm=-dpagg-scope=warp) ;;
      grid) plug=(-Xarch_device "-fpass-plugin=$PLUGIN" -Xarch_device -mllvm=-dpagg-scope=grid) ;;
      mb) plug=(-Xarch_device "-fpass-plugin=$PLUGIN" -Xarch_device -mllvm=-dpagg-scope=multiblock
                -Xarch_device "-mllvm=-dpagg-group-blocks=${GROUP_BLOCKS:-2}") ;;
      alloc) plug=(-Xarch_device "-fpass-plugin=$PLUGIN" -Xarch_device -mllvm=-dpagg-scope=warp
                   -Xarch_device -mllvm=-dpagg-aggregate-allocations=warp) ;;
      allocprog) plug=(-Xarch_device "-fpass-plugin=$PLUGIN" -Xarch_device -mllvm=-dpagg-aggregate-allocations=warp
                       -Xarch_device -mllvm=-dpagg-alloc-frees=program) ;;
      p | pa | po | pao) plug=(-Xarch_device "-fpass-plugin=$PLUGIN" -Xarch_device "-mllvm=-dpagg-promote=$v") ;;
      lastexit) plug=(-Xarch_device "-fpass-plugin=$PLUGIN" -Xarch_device -mllvm=-dpagg-block-meeting=avoid) ;;
      pack) plug=(-Xarch_device "-fpass-plugin=$PLUGIN" -Xarch_device -mllvm=-dpagg-pack-children=true
                  -Xarch_device -mllvm=-dpagg-serial-threshold=off) ;;
      smallpool) plug=(-Xarch_device "-fpass-plugin=$PLUGIN" -Xarch_device "-mllvm=-dpagg-pool-size=${SMALL_POOL:-65536}") ;;
    esac
    start=$SECONDS
    if "$CLANG" "${cuda[@]}" -O3 "${plug[@]}" -DCDPFUZZ_KERNELS_ONLY \
        -c "$src" -o "$obj" >"$log" 2>&1 &&
       "$CLANG" "$obj" -o "$exe" "$host" -rdynamic "${link[@]}" >>"$log" 2>&1 &&
       strip "$exe" 2>>"$log"; then
      echo "ok    $name.$v ($((SECONDS - start)) s)"
      rm -f "$log"
    else
      echo "FAIL  $name.$v ($((SECONDS - start)) s): see $log"
      rm -f "$exe"
    fi
    rm -f "$obj"
  done
}
export -f build_file
# The CUDA flags for $cuda (the compressing shadow) and $arch, but cudart
# linked dynamically and found next to the programs.
cuda_flags=$(DPAGG_CUDA_PATH=$cuda DPAGG_GPU_ARCH=$arch \
  "$root/utils/dpagg-clang++" --print-cuda-flags) || exit 1
cuda_link_flags=$(DPAGG_CUDA_PATH=$cuda \
  "$root/utils/dpagg-clang++" --print-cuda-link-flags) || exit 1
cuda_link_flags=${cuda_link_flags/ -lcudart_static / -lcudart -Wl,-rpath,\$ORIGIN }
[[ "$cuda_link_flags" == *" -lcudart -Wl,-rpath,"* ]] ||
  { echo "build-cdp-fuzz: no -lcudart_static in '$cuda_link_flags'" >&2; exit 1; }
export GROUP_BLOCKS=${GROUP_BLOCKS:-2}
export VARIANTS=$variants OUT_BIN=$out/bin OUT_LOGS=$out/logs OUT_OBJ=$out/obj PLUGIN=$plugin CLANG=$clang CUDA=$cuda ARCH=$arch
export CUDA_FLAGS=$cuda_flags CUDA_LINK_FLAGS=$cuda_link_flags

start=$SECONDS
for f in "$out"/src/*.cu; do
  printf '%s\n' "$f"
done | xargs -P "$jobs" -L 1 bash -c 'build_file "$0"' | tee "$out/build.log"

built=$(find "$out/bin" -type f -name 'cdpfuzz_*' | wc -l)
want=$((nfiles * $(wc -w <<<"$variants")))
failed=$(grep -c '^FAIL' "$out/build.log")
(cd "$out/bin" && sha256sum cdpfuzz_* libcdpfuzz_* >SHA256SUMS 2>/dev/null)
secs=$((SECONDS - start))
echo "build-seconds $secs (JOBS=$jobs, $(nproc) cores)" >>"$out/SEED"
cp "$out/SEED" "$out/bin/SEED"
tar -C "$out" -czf "$out/bin.tar.gz" bin
kib=$(du -sk "$out/bin" | cut -f1)
tkib=$(du -sk "$out/bin.tar.gz" | cut -f1)
ncases=$(grep -vc '^#' "$out/src/MANIFEST")
nnamed=$(grep -v '^#' "$out/src/MANIFEST" | awk '$NF == 1' | wc -l)
echo "build-cdp-fuzz: seed $seed: $nfiles files, $ncases cases ($nnamed named-stream);" \
  "$built of $want binaries built, $failed compiles failed, $secs s;" \
  "bin $((kib / 1024)) MiB, bin.tar.gz $((tkib / 1024)) MiB ($tkib KiB)"
status=0
if [ "$failed" -ne 0 ]; then
  echo "build-cdp-fuzz: compile failures (logs in $out/logs):"
  grep '^FAIL' "$out/build.log"
  status=1
fi
if [ "$tkib" -gt $((maxmib * 1024)) ]; then
  echo "build-cdp-fuzz: $out/bin.tar.gz is $((tkib / 1024)) MiB, over $maxmib MiB" >&2
  status=1
fi
exit $status
