#!/usr/bin/env bash
#===- utils/run-cdp-fuzz.sh - run the differential tests on the GPU ---------===#
#
# Part of DPAgg. Runs on the GPU machine (driver, no LLVM; bash + coreutils):
#
#   utils/run-cdp-fuzz.sh BINDIR [RESULTS]
#
# BINDIR is OUTDIR/bin of utils/build-cdp-fuzz.sh: cdpfuzz_<seed>_<i>.base,
# .dpagg and .warp, libcudart.so.*, SEED, MANIFEST, SHA256SUMS. Every binary
# runs with TIMEOUT_S seconds (default 300) and DPAGG_SEED (default: the
# time; printed, so a run can be repeated). Each prints one FAIL line per
# failing case and `cases: N passed, M failed`.
#
# Failing cases tagged [named-stream] launch into cudaStreamFireAndForget or
# cudaStreamTailLaunch. clang's V1 launches into those streams never run, so
# in the base build (no DPAgg) those failures are expected and counted apart
# ("expected"); a named-stream failure in a DPAgg build, or any other failure
# anywhere, is unexpected.
#
# Prints a table (binary | rc | cases | passed | failed | named-stream failed
# | unexpected) and totals per variant; writes RESULTS (default
# $OUT/cdp-fuzz.md, else BINDIR/../cdp-fuzz.md) with the table, the GPU and
# driver, SEED, and every unexpected FAIL line and the output of every binary
# that crashed or timed out. Exits 0 only when nothing unexpected happened.
#
#===------------------------------------------------------------------------===#
set -uo pipefail

bindir=${1:?usage: run-cdp-fuzz.sh BINDIR [RESULTS]}
[ -d "$bindir" ] || { echo "run-cdp-fuzz: no $bindir" >&2; exit 64; }
bindir=$(cd "$bindir" && pwd)
results=${2:-${OUT:-$bindir/..}/cdp-fuzz.md}
mkdir -p "$(dirname "$results")" || exit 1
tmo=${TIMEOUT_S:-300}
seed=${DPAGG_SEED:-$(date +%s%N)}
logs=$(mktemp -d "${TMPDIR:-/tmp}/cdp-fuzz.XXXXXX") || exit 1

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

fmt='%-28s | %-4s | %5s | %6s | %6s | %8s | %10s\n'
table=$logs/table
printf "$fmt" binary rc cases passed failed expected unexpected >"$table"
printf "$fmt" ---------------------------- ---- ----- ------ ------ -------- ---------- >>"$table"
echo "GPU: $gpu; $sums; DPAGG_SEED=$seed; timeout ${tmo}s"
cat "$table"

declare -A T_cases T_pass T_fail T_exp T_unexp T_bad
variants=(base dpagg warp)
for v in "${variants[@]}"; do
  T_cases[$v]=0 T_pass[$v]=0 T_fail[$v]=0 T_exp[$v]=0 T_unexp[$v]=0 T_bad[$v]=0
done
unexpected_lines=$logs/unexpected
: >"$unexpected_lines"
crashed=()

for exe in "$bindir"/cdpfuzz_*.*; do
  [ -x "$exe" ] || continue
  name=$(basename "$exe")
  v=${name##*.}
  case $v in base|dpagg|warp) ;; *) continue ;; esac
  log=$logs/$name.log
  (cd "$bindir" && DPAGG_SEED=$seed timeout -k 10 "$tmo" "./$name") >"$log" 2>&1
  rc=$?
  summary=$(grep -E '^cases: [0-9]+ passed, [0-9]+ failed' "$log" | tail -1)
  p=$(echo "$summary" | sed -n 's/^cases: \([0-9]*\) passed.*/\1/p')
  f=$(echo "$summary" | sed -n 's/.* \([0-9]*\) failed$/\1/p')
  p=${p:-0} f=${f:-0}
  fails=$(grep -c '^FAIL case' "$log")
  named=$(grep '^FAIL case' "$log" | grep -c '\[named-stream\]')
  if [ "$v" = base ]; then
    exp=$named
  else
    exp=0
  fi
  unexp=$((fails - exp))
  # Cases counted failed without a FAIL line (not run after a CUDA error).
  [ "$f" -gt "$fails" ] && unexp=$((unexp + f - fails))
  bad=0
  if [ -z "$summary" ] || [ "$rc" -ge 124 ] || { [ "$rc" -ne 0 ] && [ "$rc" -ne 1 ] && [ "$rc" -ne 2 ]; }; then
    bad=1   # crashed, timed out, or printed no summary
    crashed+=("$name (rc $rc)")
    [ "$unexp" -eq 0 ] && unexp=1
  fi
  # A base-build CUDA error on a named-stream case stops the program: the
  # cases after it did not run, which is not expected.
  if [ "$v" = base ]; then
    grep '^FAIL case' "$log" | grep -v '\[named-stream\]' | sed "s|^|$name: |" >>"$unexpected_lines"
  else
    grep '^FAIL case' "$log" | sed "s|^|$name: |" >>"$unexpected_lines"
  fi
  grep '^not run after' "$log" | sed "s|^|$name: |" >>"$unexpected_lines"
  T_cases[$v]=$((T_cases[$v] + p + f))
  T_pass[$v]=$((T_pass[$v] + p))
  T_fail[$v]=$((T_fail[$v] + f))
  T_exp[$v]=$((T_exp[$v] + exp))
  T_unexp[$v]=$((T_unexp[$v] + unexp))
  T_bad[$v]=$((T_bad[$v] + bad))
  line=$(printf "$fmt" "$name" "$rc" $((p + f)) "$p" "$f" "$exp" "$unexp")
  echo "$line" | tee -a "$table"
done

totals=$logs/totals
{
  echo
  printf '%-6s | %6s | %6s | %6s | %26s | %10s | %s\n' variant cases passed failed \
    "expected (base named-stream)" unexpected "crashed/timed out"
  printf '%-6s | %6s | %6s | %6s | %26s | %10s | %s\n' ------ ------ ------ ------ \
    -------------------------- ---------- -----------------
  for v in "${variants[@]}"; do
    printf '%-6s | %6d | %6d | %6d | %26d | %10d | %d\n' "$v" "${T_cases[$v]}" \
      "${T_pass[$v]}" "${T_fail[$v]}" "${T_exp[$v]}" "${T_unexp[$v]}" "${T_bad[$v]}"
  done
} >"$totals"
cat "$totals"
total_unexp=0
for v in "${variants[@]}"; do total_unexp=$((total_unexp + T_unexp[$v])); done
echo "cdp-fuzz: ${T_cases[dpagg]} dpagg, ${T_cases[warp]} warp, ${T_cases[base]} base cases run;" \
  "unexpected failures: $total_unexp"

{
  echo "# Differential CDP fuzzing on the GPU"
  echo
  echo "- GPU: $gpu"
  echo "- date: $(date -u +%Y-%m-%dT%H:%M:%SZ)"
  echo "- binaries: $bindir ($sums)"
  echo "- DPAGG_SEED=$seed, timeout ${tmo}s per binary"
  echo
  echo '```'
  [ -f "$bindir/SEED" ] && cat "$bindir/SEED"
  echo '```'
  echo
  echo '```'
  cat "$table" "$totals"
  echo '```'
  echo
  echo "## Unexpected FAIL lines"
  echo
  echo '```'
  cat "$unexpected_lines"
  echo '```'
  for c in "${crashed[@]}"; do
    n=${c%% *}
    echo
    echo "## $c: last 60 lines of output"
    echo
    echo '```'
    tail -60 "$logs/$n.log"
    echo '```'
  done
} >"$results"
echo "results: $results"
rm -rf "$logs"
[ "$total_unexp" -eq 0 ]
