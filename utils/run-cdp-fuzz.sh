#!/usr/bin/env bash
#===- utils/run-cdp-fuzz.sh - run the differential tests on the GPU ---------===#
#
# Part of DPAgg. Runs on the GPU machine (driver, no LLVM; bash, coreutils,
# awk, diff, tar):
#
#   utils/run-cdp-fuzz.sh BINDIR|BINDIR.tar.gz [RESULTS]
#
# BINDIR is OUTDIR/bin of utils/build-cdp-fuzz.sh (cdpfuzz_<seed>_<i>.base,
# .dpagg and .warp, libcudart.so.*, SEED, MANIFEST, SHA256SUMS); given the
# .tar.gz it writes, the archive is unpacked beside it first. Every binary
# runs with TIMEOUT_S seconds (default 300), RUN_JOBS at a time (default 1),
# all with one DPAGG_SEED (default: the time; printed, so a run can be
# repeated). Each prints one FAIL line per failing case and `cases: N
# passed, M failed`.
#
# Two checks:
#  1. Each build against the CPU reference (the FAIL lines). Failing cases
#     tagged [named-stream] launch into cudaStreamFireAndForget or
#     cudaStreamTailLaunch with <<<>>>; clang's V1 launches into those
#     streams never run, so in the base build those failures are expected
#     and counted apart; any other failure, in any build, is unexpected.
#  2. What the programs print: stdout of each DPAgg build against the base
#     build of the same file, without the verdict lines (FAIL case ..., the
#     counts): a compiler must not change what a program prints, so any
#     other difference (a "dpagg:" line from the device, a different error
#     code in a case's info line) is unexpected.
#
# Writes RESULTS (default $OUT/cdp-fuzz.md, else BINDIR/../cdp-fuzz.md): the
# GPU and driver, the seed and commands, a table per binary, totals per
# build, failures per case kind (MANIFEST) and build, the stdout
# differences, every unexpected FAIL line, and the output of every binary
# that crashed or timed out. Exits 0 only when nothing unexpected happened.
#
#===------------------------------------------------------------------------===#
set -uo pipefail

arg=${1:?usage: run-cdp-fuzz.sh BINDIR|BINDIR.tar.gz [RESULTS]}
if [ -f "$arg" ] && [[ $arg == *.tar.gz ]]; then
  bindir=${arg%.tar.gz}
  rm -rf "$bindir" && mkdir -p "$bindir" &&
    tar -C "$(dirname "$bindir")" -xzf "$arg" || exit 1
else
  bindir=$arg
fi
[ -d "$bindir" ] || { echo "run-cdp-fuzz: no $bindir" >&2; exit 64; }
bindir=$(cd "$bindir" && pwd)
results=${2:-${OUT:-$bindir/..}/cdp-fuzz.md}
mkdir -p "$(dirname "$results")" || exit 1
tmo=${TIMEOUT_S:-300}
jobs=${RUN_JOBS:-1}
seed=${DPAGG_SEED:-$(date +%s%N)}
logs=$(mktemp -d "${TMPDIR:-/tmp}/cdp-fuzz.XXXXXX") || exit 1
manifest=$bindir/MANIFEST

gpu="no nvidia-smi"
command -v nvidia-smi >/dev/null 2>&1 &&
  gpu=$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader 2>&1 | head -1)
sums="no SHA256SUMS"
if [ -f "$bindir/SHA256SUMS" ]; then
  if (cd "$bindir" && sha256sum --quiet -c SHA256SUMS >/dev/null 2>&1); then
    sums="binaries match SHA256SUMS"
  else
    sums="binaries DIFFER from SHA256SUMS"
  fi
fi
echo "GPU: $gpu; $sums; DPAGG_SEED=$seed; timeout ${tmo}s; $jobs at a time"

# ---- run every binary: <name>.out (stdout), .err, .rc, .secs ----
run_one() {
  local name=$1 t0=$SECONDS
  (cd "$BINDIR" && DPAGG_SEED=$SEED timeout -k 10 "$TMO" "./$name") \
    >"$LOGS/$name.out" 2>"$LOGS/$name.err"
  echo $? >"$LOGS/$name.rc"
  echo $((SECONDS - t0)) >"$LOGS/$name.secs"
}
export -f run_one
export BINDIR=$bindir SEED=$seed TMO=$tmo LOGS=$logs
start=$SECONDS
for exe in "$bindir"/cdpfuzz_*.*; do
  name=$(basename "$exe")
  case ${name##*.} in base|dpagg|warp|grid|mb|alloc|allocprog|po|pao|lastexit|smallpool|pack) [ -x "$exe" ] && echo "$name" ;; esac
done | xargs -P "$jobs" -L 1 bash -c 'run_one "$0"'
run_secs=$((SECONDS - start))

# ---- per binary: counts, and one row per case (variant file case status) ----
fmt='%-28s | %-4s | %5s | %6s | %6s | %8s | %10s | %5s\n'
table=$logs/table
printf "$fmt" binary rc cases passed failed expected unexpected secs >"$table"
printf "$fmt" ---------------------------- ---- ----- ------ ------ -------- ---------- ----- >>"$table"
cat "$table"
declare -A T_cases T_pass T_fail T_exp T_unexp T_bad
# The DPAgg builds present (build-cdp-fuzz.sh VARIANTS): dpagg and warp by
# default, grid (-dpagg-scope=grid), mb (-dpagg-scope=multiblock), alloc
# (allocations aggregated too), allocprog (program mode), po and pao (launch promotion), lastexit
# (-dpagg-block-meeting=avoid), smallpool (a pool that fills), pack (packed
# children, serialization off) when built.
dp_variants=()
for v in dpagg warp grid mb alloc allocprog po pao lastexit smallpool pack; do
  ls "$bindir"/cdpfuzz_*."$v" >/dev/null 2>&1 && dp_variants+=("$v")
done
variants=(base "${dp_variants[@]}")
for v in "${variants[@]}"; do
  T_cases[$v]=0 T_pass[$v]=0 T_fail[$v]=0 T_exp[$v]=0 T_unexp[$v]=0 T_bad[$v]=0
done
unexpected_lines=$logs/unexpected
rows=$logs/rows
: >"$unexpected_lines"
: >"$rows"
crashed=()
files=$(grep -v '^#' "$manifest" | awk '{print $1}' | sort -un)
prefix=$(ls "$bindir" | sed -n 's/^\(cdpfuzz_[0-9]*\)_[0-9]*\..*/\1/p' | head -1)
for f in $files; do
  for v in "${variants[@]}"; do
    name=$(printf '%s_%03d.%s' "$prefix" "$f" "$v")
    ncase=$(grep -v '^#' "$manifest" | awk -v f="$f" '$1 == f' | wc -l)
    if [ ! -f "$logs/$name.rc" ]; then
      # Not built (a compile or link failure: build.log) or not run.
      crashed+=("$name (missing)")
      T_cases[$v]=$((T_cases[$v] + ncase))
      T_fail[$v]=$((T_fail[$v] + ncase))
      T_unexp[$v]=$((T_unexp[$v] + ncase))
      T_bad[$v]=$((T_bad[$v] + 1))
      awk -v f="$f" -v v="$v" '!/^#/ && $1 == f {print v, f, $2, "missing"}' "$manifest" >>"$rows"
      printf "$fmt" "$name" - "$ncase" 0 "$ncase" 0 "$ncase" - | tee -a "$table"
      continue
    fi
    out=$logs/$name.out
    rc=$(cat "$logs/$name.rc")
    summary=$(grep -E '^cases: [0-9]+ passed, [0-9]+ failed' "$out" | tail -1)
    p=$(echo "$summary" | sed -n 's/^cases: \([0-9]*\) passed.*/\1/p')
    fl=$(echo "$summary" | sed -n 's/.* \([0-9]*\) failed$/\1/p')
    p=${p:-0} fl=${fl:-0}
    fails=$(grep -c '^FAIL case' "$out")
    named=$(grep '^FAIL case' "$out" | grep -c '\[named-stream\]')
    exp=0
    [ "$v" = base ] && exp=$named
    unexp=$((fails - exp))
    [ "$fl" -gt "$fails" ] && unexp=$((unexp + fl - fails))
    bad=0
    if [ -z "$summary" ] || [ "$rc" -ge 124 ] || { [ "$rc" -ne 0 ] && [ "$rc" -ne 1 ] && [ "$rc" -ne 2 ]; }; then
      bad=1
      crashed+=("$name (rc $rc)")
      [ "$unexp" -eq 0 ] && unexp=1
      [ -z "$summary" ] && fl=$((ncase - fails)) && p=0
    fi
    if [ "$v" = base ]; then
      grep '^FAIL case' "$out" | grep -v '\[named-stream\]' | sed "s|^|$name: |" >>"$unexpected_lines"
    else
      grep '^FAIL case' "$out" | sed "s|^|$name: |" >>"$unexpected_lines"
    fi
    grep '^not run after' "$out" | sed "s|^|$name: |" >>"$unexpected_lines"
    # Case rows: FAIL lines name their cases; after a CUDA error (the last
    # FAIL line) the rest did not run; without a summary the rest is unknown.
    awk -v f="$f" -v v="$v" -v nosum="$([ -z "$summary" ] && echo 1 || echo 0)" '
      FNR == NR {
        if ($0 ~ /^FAIL case /) {
          split($3, a, ":"); c = a[2] + 0
          st[c] = ($0 ~ /\[named-stream\]/) ? "fail-named" : "fail"
          if ($0 ~ /: [^ ]+\(.*\): cuda/ || $0 ~ /cudaError/) last = c
          if (c > maxfail) maxfail = c
        }
        if ($0 ~ /^not run after/) notrun = 1
        next
      }
      !/^#/ && $1 == f {
        c = $2 + 0
        if (c in st) s = st[c]
        else if (nosum == 1 && c > maxfail) s = "unknown"
        else if (notrun && c > maxfail) s = "notrun"
        else s = "pass"
        print v, f, c, s
      }' "$out" "$manifest" >>"$rows"
    T_cases[$v]=$((T_cases[$v] + p + fl))
    T_pass[$v]=$((T_pass[$v] + p))
    T_fail[$v]=$((T_fail[$v] + fl))
    T_exp[$v]=$((T_exp[$v] + exp))
    T_unexp[$v]=$((T_unexp[$v] + unexp))
    T_bad[$v]=$((T_bad[$v] + bad))
    printf "$fmt" "$name" "$rc" $((p + fl)) "$p" "$fl" "$exp" "$unexp" "$(cat "$logs/$name.secs")" | tee -a "$table"
  done
done

# ---- what the programs print: each DPAgg build against base ----
# Verdict lines differ by design (base fails the named-stream cases);
# everything else must be the same.
verdict='^(FAIL case |cases: [0-9]+ passed|named-stream cases failed: |not run after a CUDA error)'
diffs=$logs/stdout-diffs
: >"$diffs"
declare -A D_files D_lines D_skipped
for v in "${dp_variants[@]}"; do D_files[$v]=0 D_lines[$v]=0 D_skipped[$v]=0; done
for f in $files; do
  b=$(printf '%s_%03d.base' "$prefix" "$f")
  for v in "${dp_variants[@]}"; do
    o=$(printf '%s_%03d.%s' "$prefix" "$f" "$v")
    if [ ! -f "$logs/$b.out" ] || [ ! -f "$logs/$o.out" ]; then
      D_skipped[$v]=$((D_skipped[$v] + 1))
      continue
    fi
    d=$(diff <(grep -Ev "$verdict" "$logs/$b.out") <(grep -Ev "$verdict" "$logs/$o.out"))
    if [ -n "$d" ]; then
      n=$(echo "$d" | grep -c '^[<>]')
      D_files[$v]=$((D_files[$v] + 1))
      D_lines[$v]=$((D_lines[$v] + n))
      { echo "### $o against $b: $n lines differ (first 20)"; echo '```';
        echo "$d" | grep '^[<>]' | head -20; echo '```'; echo; } >>"$diffs"
    fi
  done
done

# ---- totals ----
totals=$logs/totals
{
  echo
  printf '%-6s | %6s | %6s | %6s | %26s | %10s | %s\n' build cases passed failed \
    "expected (base named-stream)" unexpected "crashed/timed out/missing"
  printf '%-6s | %6s | %6s | %6s | %26s | %10s | %s\n' ------ ------ ------ ------ \
    -------------------------- ---------- -------------------------
  for v in "${variants[@]}"; do
    printf '%-6s | %6d | %6d | %6d | %26d | %10d | %d\n' "$v" "${T_cases[$v]}" \
      "${T_pass[$v]}" "${T_fail[$v]}" "${T_exp[$v]}" "${T_unexp[$v]}" "${T_bad[$v]}"
  done
  echo
  printf '%-6s | %-38s | %s\n' build "stdout differs from base (files)" "lines"
  printf '%-6s | %-38s | %s\n' ------ -------------------------------------- -----
  for v in "${dp_variants[@]}"; do
    printf '%-6s | %-38s | %d\n' "$v" \
      "${D_files[$v]} (${D_skipped[$v]} not compared: a run missing)" "${D_lines[$v]}"
  done
} >"$totals"
cat "$totals"

# Cases per kind (the MANIFEST pattern up to its first '-') and build.
perkind=$logs/perkind
awk -v vs="${dp_variants[*]}" '
  FNR == NR { if (!/^#/) { k = $3; sub(/-.*/, "", k); kind[$1 " " $2] = k; n[k]++ } next }
  { k = kind[$2 " " $3]; if ($4 == "pass") next
    if ($4 == "fail-named" && $1 == "base") ex[k]++; else bad[$1, k]++ }
  END {
    nv = split(vs, V, " ")
    printf "%-16s | %5s | %22s", "kind", "cases", "base failed (expected)"
    for (i = 1; i <= nv; i++) printf " | %12s", V[i] " failed"
    printf "\n%-16s | %5s | %22s", "----------------", "-----", "----------------------"
    for (i = 1; i <= nv; i++) printf " | %12s", "------------"
    printf "\n"
    for (k in n) {
      printf "%-16s | %5d | %22s", k, n[k], (bad["base", k] + 0) " (" (ex[k] + 0) ")"
      for (i = 1; i <= nv; i++) printf " | %12d", bad[V[i], k] + 0
      printf "\n"
    }
  }' "$manifest" "$rows" | { read -r h1; read -r h2; echo "$h1"; echo "$h2"; sort; } >"$perkind"
cat "$perkind"

total_unexp=0
for v in "${variants[@]}"; do total_unexp=$((total_unexp + T_unexp[$v])); done
for v in "${dp_variants[@]}"; do total_unexp=$((total_unexp + D_files[$v])); done
runs=""
for v in "${dp_variants[@]}"; do runs+="${T_cases[$v]:-0} $v, "; done
echo "cdp-fuzz: ${runs}${T_cases[base]} base cases run" \
  "in ${run_secs} s; unexpected failures and stdout differences: $total_unexp"

{
  echo "# Differential CDP fuzzing on the GPU"
  echo
  echo "- GPU: $gpu"
  echo "- date: $(date -u +%Y-%m-%dT%H:%M:%SZ)"
  echo "- binaries: $bindir ($sums)"
  echo "- run: \`DPAGG_SEED=$seed TIMEOUT_S=$tmo RUN_JOBS=$jobs utils/run-cdp-fuzz.sh $arg\`, ${run_secs} s"
  echo
  echo "Build (from SEED):"
  echo
  echo '```'
  [ -f "$bindir/SEED" ] && cat "$bindir/SEED"
  echo '```'
  echo
  echo "## Totals"
  echo
  echo '```'
  cat "$totals"
  echo '```'
  echo
  echo "## Failing cases per kind and build"
  echo
  echo '```'
  cat "$perkind"
  echo '```'
  echo
  echo "## Per binary"
  echo
  echo '```'
  cat "$table"
  echo '```'
  echo
  echo "## stdout differences against base (verdict lines left out)"
  echo
  if [ -s "$diffs" ]; then cat "$diffs"; else echo "none"; fi
  echo
  echo "## Unexpected FAIL lines"
  echo
  echo '```'
  cat "$unexpected_lines"
  echo '```'
  for c in "${crashed[@]+"${crashed[@]}"}"; do
    n=${c%% *}
    echo
    echo "## $c: last 60 lines of output"
    echo
    echo '```'
    [ -f "$logs/$n.out" ] && tail -40 "$logs/$n.out"
    [ -f "$logs/$n.err" ] && tail -20 "$logs/$n.err"
    echo '```'
  done
} >"$results"
echo "results: $results"
rm -rf "$logs"
[ "$total_unexp" -eq 0 ]
