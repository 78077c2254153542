#!/usr/bin/env bash
#===- bench/run-bench-issue4.sh - postponement and scalarization on the GPU -===#
#
# Part of DPAgg. Runs on the GPU machine (driver, no LLVM), from the repo root:
#
#   bench/run-bench-issue4.sh RESULTS_FILE [BIN_DIR]
#
# The benchmark of issue 4: each optimization against the same code with it
# off, from the same run. BIN_DIR (default .gpu/bench, filled by
# bench/stage-bench.sh) holds postpone_bfs.{base,dpagg,nopostpone,warp} and
# scalarize_struct.{base,dpagg,noscalarize}. Every (binary, size, variant)
# runs in its own process, so a crash or hang costs only its own cell. Writes
# RESULTS_FILE (markdown: GPU, driver, date, commit, the two summary tables
# with the ratio off / on, every binary x variant, DPAgg's remarks from
# staging, the raw output) and prints it.
#
# Environment: REPS (timed reps per variant, default 7), TIMEOUT_S (per
# process, default 120), BFS_SIZES (vertices, default "131072 262144"),
# SST_SHAPES ("parents:avg", default "65536:64 131072:16"). Needs only bash,
# coreutils and awk.
#
#===------------------------------------------------------------------------===#
set -uo pipefail

usage() { echo "usage: $0 RESULTS_FILE [BIN_DIR]" >&2; exit 64; }
[ $# -ge 1 ] && [ $# -le 2 ] || usage
results=$1
bindir=${2:-.gpu/bench}
reps=${REPS:-7}
tmo=${TIMEOUT_S:-120}
bfs_sizes=(${BFS_SIZES:-131072 262144})
sst_shapes=(${SST_SHAPES:-65536:64 131072:16})
bfs_builds=(base dpagg nopostpone warp)
bfs_variants=(dp dp-tree flat)
sst_builds=(base dpagg noscalarize)
sst_variants=(struct ptr flat)

for b in "${bfs_builds[@]}"; do
  [ -x "$bindir/postpone_bfs.$b" ] || {
    echo "run-bench-issue4: $bindir/postpone_bfs.$b missing; run bench/stage-bench.sh first" >&2
    exit 1; }
done
for b in "${sst_builds[@]}"; do
  [ -x "$bindir/scalarize_struct.$b" ] || {
    echo "run-bench-issue4: $bindir/scalarize_struct.$b missing; run bench/stage-bench.sh first" >&2
    exit 1; }
done
mkdir -p "$(dirname "$results")" || exit 1

raw=$(mktemp -d "${TMPDIR:-/tmp}/dpagg-bench4.XXXXXX") || exit 1
trap 'rm -rf "$raw"' EXIT

# ---- where and what ----
gpu=$(nvidia-smi --query-gpu=name --format=csv,noheader 2>/dev/null | head -1)
driver=$(nvidia-smi --query-gpu=driver_version --format=csv,noheader 2>/dev/null | head -1)
when=$(date -u +%Y-%m-%dT%H:%M:%SZ)
staged=
for f in "$bindir/../COMMIT" .gpu/COMMIT; do
  if [ -f "$f" ]; then staged=$(head -1 "$f"); break; fi
done
commit=
if command -v git >/dev/null 2>&1 && git rev-parse HEAD >/dev/null 2>&1; then
  commit=$(git rev-parse HEAD)
  [ -z "$(git status --porcelain --untracked-files=no 2>/dev/null)" ] || commit="$commit-dirty"
fi
[ -n "$commit" ] || commit=${staged:-unknown}
sums="no SHA256SUMS"
if [ -f "$bindir/SHA256SUMS" ]; then
  if (cd "$bindir" && sha256sum --quiet -c --ignore-missing SHA256SUMS >/dev/null 2>&1); then
    sums="match SHA256SUMS from staging"
  else
    sums="DIFFER from SHA256SUMS written at staging"
  fi
fi
# Optimization on and off compiled to the same binary: the option changed
# nothing in this build (e.g. scalarization before it was implemented).
same() {
  [ "$(sha256sum <"$bindir/$1" | cut -d' ' -f1)" = \
    "$(sha256sum <"$bindir/$2" | cut -d' ' -f1)" ]
}

# ---- run: one process per (size, binary, variant) ----
# $raw/<prog>.<size>.<build>.<variant>: stdout+stderr, then "rc N".
for s in "${bfs_sizes[@]}"; do
  for b in "${bfs_builds[@]}"; do
    for v in "${bfs_variants[@]}"; do
      out="$raw/bfs.$s.$b.$v"
      echo "run-bench-issue4: postpone_bfs.$b $s $v" >&2
      timeout -k 10 "$tmo" "$bindir/postpone_bfs.$b" "$s" "$reps" \
        --only="$v" >"$out" 2>&1
      echo "rc $?" >>"$out"
    done
  done
done
for s in "${sst_shapes[@]}"; do
  IFS=: read -r np avg <<<"$s"
  for b in "${sst_builds[@]}"; do
    for v in "${sst_variants[@]}"; do
      out="$raw/sst.$s.$b.$v"
      echo "run-bench-issue4: scalarize_struct.$b $s $v" >&2
      timeout -k 10 "$tmo" "$bindir/scalarize_struct.$b" "$np" "$avg" "$reps" \
        --only="$v" >"$out" 2>&1
      echo "rc $?" >>"$out"
    done
  done
done

# cell PROG SIZE BUILD VARIANT -> "median status" (status ok, WRONG, FAILED,
# TIMEOUT or ERROR-rcN when the process ended before printing its line).
cell() {
  awk -v v="$4" '
    $1 == v && NF >= 4 { med = $2; st = $4 }
    $1 == "rc" { rc = $2 }
    END {
      if (st == "") { med = "-"; st = (rc == 124 || rc == 137) ? "TIMEOUT" : "ERROR-rc" rc }
      print med, st
    }' "$raw/$1.$2.$3.$4"
}
# fmt "median status": the median, or the median and why it does not count.
fmt() {
  set -- $1
  if [ "$2" = ok ]; then echo "$1"; elif [ "$1" = - ]; then echo "$2"; else echo "$1 $2"; fi
}
# ratio "a status" "b status" DIGITS -> a/b, or n/a unless both are ok.
ratio() {
  set -- $1 $2 "$3"
  if [ "$2" = ok ] && [ "$4" = ok ]; then
    awk -v a="$1" -v b="$3" -v d="$5" 'BEGIN { if (b > 0) printf ("%." d "f\n", a / b); else print "n/a" }'
  else echo "n/a"; fi
}
sst_label() { IFS=: read -r np avg <<<"$1"; echo "$np × $avg"; }
graph_line() { grep -h '^# graph ' "$raw"/bfs."$1".base.dp 2>/dev/null | head -1 | sed 's/^# graph //'; }
gpuline=$(grep -h '^# gpu ' "$raw"/* 2>/dev/null | head -1 | sed 's/^# gpu //')

{
  echo "# DPAgg issue 4: postponement and scalarization, each on vs off"
  echo
  echo "- GPU: ${gpu:-unknown} (${gpuline:-no binary reached the GPU})"
  echo "- driver: ${driver:-unknown}"
  echo "- date: $when"
  echo "- commit: $commit"
  [ -n "$staged" ] && [ "$staged" != "$commit" ] && echo "- binaries staged from: $staged"
  echo "- binaries: $bindir, $sums"
  echo "- reps: $reps timed (+1 warm-up) per variant, median ms; one process per cell"
  echo
  echo "## Postponement: BFS with a divergent launch (postpone_bfs)"
  echo
  echo "One thread per vertex per level; a frontier vertex launches a child over"
  echo "its edges under a divergent condition, then the whole block counts the"
  echo "frontier (warp reductions, shared memory, \`__syncthreads()\`). \`dpagg\`:"
  echo "default options (the launch waits for the block and is aggregated per"
  echo "block); \`nopostpone\`: \`-dpagg-postpone=false\` (per warp); \`warp\`:"
  echo "\`-dpagg-scope=warp\`. Time: the whole search, every level. **off / on** ="
  echo "nopostpone / dpagg (above 1: postponement is faster)."
  echo
  echo "| vertices | flat | base | warp | nopostpone | dpagg | off / on | base / dpagg |"
  echo "| --- | --- | --- | --- | --- | --- | --- | --- |"
  for s in "${bfs_sizes[@]}"; do
    fl=$(cell bfs "$s" base flat); ba=$(cell bfs "$s" base dp)
    wa=$(cell bfs "$s" warp dp); np=$(cell bfs "$s" nopostpone dp)
    dg=$(cell bfs "$s" dpagg dp)
    echo "| $s | $(fmt "$fl") | $(fmt "$ba") | $(fmt "$wa") | $(fmt "$np") | $(fmt "$dg") | $(ratio "$np" "$dg" 2) | $(ratio "$ba" "$dg" 1) |"
  done
  echo
  for s in "${bfs_sizes[@]}"; do
    g=$(graph_line "$s"); [ -n "$g" ] && echo "- graph $s: $g"
  done
  echo
  echo "\`dp-tree\` is the same launch followed by a shared-memory tree reduction"
  echo "(\`if (t < s) ...; __syncthreads();\`); DPAgg's meeting-point rule refuses to"
  echo "postpone it (see the remarks), so its off / on shows whether that changed:"
  echo
  echo "| vertices | nopostpone dp-tree | dpagg dp-tree | off / on |"
  echo "| --- | --- | --- | --- |"
  for s in "${bfs_sizes[@]}"; do
    np=$(cell bfs "$s" nopostpone dp-tree); dg=$(cell bfs "$s" dpagg dp-tree)
    echo "| $s | $(fmt "$np") | $(fmt "$dg") | $(ratio "$np" "$dg" 2) |"
  done
  echo
  echo "## Scalarization: a 160-byte uniform struct argument (scalarize_struct)"
  echo
  echo "One child launch per parent thread (blocks of 256) with a 160-byte struct"
  echo "of coefficients (the parent's kernel argument, forwarded) and per-thread"
  echo "scalars. \`dpagg\`: default options; \`noscalarize\`: \`-dpagg-scalarize=false\`."
  echo "\`ptr\`: the same child taking a pointer to the coefficients instead (8 bytes"
  echo "of parameters: what scalarization could at best save, written by hand)."
  echo "**off / on** = noscalarize struct / dpagg struct (above 1: scalarization is faster)."
  if same scalarize_struct.dpagg scalarize_struct.noscalarize; then
    echo
    echo "**scalarize_struct.dpagg and scalarize_struct.noscalarize are the same binary:**"
    echo "in this build \`-dpagg-scalarize\` changed nothing, so off / on measures noise."
  fi
  echo
  echo "| parents × avg elements | flat | base struct | noscalarize struct | dpagg struct | off / on | base / dpagg struct | dpagg ptr | dpagg struct / dpagg ptr |"
  echo "| --- | --- | --- | --- | --- | --- | --- | --- | --- |"
  for s in "${sst_shapes[@]}"; do
    fl=$(cell sst "$s" base flat); ba=$(cell sst "$s" base struct)
    ns=$(cell sst "$s" noscalarize struct); dg=$(cell sst "$s" dpagg struct)
    dp=$(cell sst "$s" dpagg ptr)
    echo "| $(sst_label "$s") | $(fmt "$fl") | $(fmt "$ba") | $(fmt "$ns") | $(fmt "$dg") | $(ratio "$ns" "$dg" 2) | $(ratio "$ba" "$dg" 1) | $(fmt "$dp") | $(ratio "$dg" "$dp" 2) |"
  done
  echo
  echo "## Every binary and variant (median ms)"
  echo
  echo "| size | binary | $(IFS='|'; echo "${bfs_variants[*]}" | sed 's/|/ | /g') |"
  echo "| --- | --- |$(for v in "${bfs_variants[@]}"; do printf ' --- |'; done)"
  for s in "${bfs_sizes[@]}"; do
    for b in "${bfs_builds[@]}"; do
      row="| $s vertices | postpone_bfs.$b |"
      for v in "${bfs_variants[@]}"; do row="$row $(fmt "$(cell bfs "$s" "$b" "$v")") |"; done
      echo "$row"
    done
  done
  echo
  echo "| size | binary | $(IFS='|'; echo "${sst_variants[*]}" | sed 's/|/ | /g') |"
  echo "| --- | --- |$(for v in "${sst_variants[@]}"; do printf ' --- |'; done)"
  for s in "${sst_shapes[@]}"; do
    for b in "${sst_builds[@]}"; do
      row="| $(sst_label "$s") | scalarize_struct.$b |"
      for v in "${sst_variants[@]}"; do row="$row $(fmt "$(cell sst "$s" "$b" "$v")") |"; done
      echo "$row"
    done
  done
  echo
  for t in postpone_bfs.dpagg postpone_bfs.nopostpone postpone_bfs.warp \
           scalarize_struct.dpagg scalarize_struct.noscalarize; do
    [ -f "$bindir/remarks.$t.txt" ] || continue
    echo "## DPAgg remarks, $t (from staging)"
    echo
    echo '```'
    cat "$bindir/remarks.$t.txt"
    echo '```'
    echo
  done
  echo "## Raw output"
  echo
  echo '```'
  for s in "${bfs_sizes[@]}"; do
    for b in "${bfs_builds[@]}"; do
      for v in "${bfs_variants[@]}"; do
        echo "== postpone_bfs.$b $s $reps --only=$v"
        grep -v '^# gpu \|^# variant \|^# binary ' "$raw/bfs.$s.$b.$v"
      done
    done
  done
  for s in "${sst_shapes[@]}"; do
    IFS=: read -r np avg <<<"$s"
    for b in "${sst_builds[@]}"; do
      for v in "${sst_variants[@]}"; do
        echo "== scalarize_struct.$b $np $avg $reps --only=$v"
        grep -v '^# gpu \|^# variant \|^# binary ' "$raw/sst.$s.$b.$v"
      done
    done
  done
  echo '```'
} >"$results"

cat "$results"
