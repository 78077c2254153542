#!/usr/bin/env bash
#===- utils/sanitize-gpu-tests.sh - compute-sanitizer over the GPU tests --===#
#
# Part of DPAgg. Runs on the GPU machine, from the repo root:
#
#   utils/sanitize-gpu-tests.sh [BIN_DIR [RESULTS_FILE]]
#
# Runs compute-sanitizer's memcheck on every DPAgg-built GPU test program
# (<name>.dpagg in BIN_DIR, default .gpu/bin; VARIANTS="dpagg warp" for more)
# and racecheck and
# synccheck on the ones whose children or parents use shared memory and
# barriers. pending_limit is left out: it makes device launches fail on
# purpose. Prints a table and `N passed, N failed`; writes it to
# RESULTS_FILE (default $OUT/gpu-sanitizers.md). bash + coreutils only.
#
#===------------------------------------------------------------------------===#
set -uo pipefail
bindir=${1:-.gpu/bin}
results=${2:-${OUT:-.}/gpu-sanitizers.md}
tmo=${TIMEOUT_S:-120}
cs=${COMPUTE_SANITIZER:-$(command -v compute-sanitizer ||
                          echo /usr/local/cuda/bin/compute-sanitizer)}
if [ ! -x "$cs" ]; then
  echo "sanitize-gpu-tests: compute-sanitizer not found (set COMPUTE_SANITIZER)" >&2
  exit 1
fi
barrier_tests="shared_barriers postponed_barrier block48 uniform_struct quadtree"
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
fmt='%-28s | %-10s | %-8s | %s\n'
{
  echo "# compute-sanitizer on the DPAgg GPU tests"
  echo
  echo "- GPU: $(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader 2>/dev/null | head -1)"
  echo "- compute-sanitizer: $("$cs" --version 2>/dev/null | grep -i version | head -1)"
  echo "- binaries: $bindir (commit $(cat "$bindir/../COMMIT" 2>/dev/null || echo unknown))"
  echo "- date: $(date -u +%Y-%m-%dT%H:%M:%SZ)"
  echo
  echo '```'
  printf "$fmt" program tool result "error summary"
} >"$results"
passed=0 failed=0
run() { # program tool
  local prog=$1 tool=$2 log=$logs/$(basename "$1").$2
  timeout -k 5 "$tmo" "$cs" --tool "$tool" --error-exitcode 99 "$prog" \
    >"$log" 2>&1 </dev/null
  local rc=$? summary result
  summary=$(grep -m1 "ERROR SUMMARY" "$log" | sed 's/^=* *//')
  if [ $rc -eq 0 ]; then
    result=PASS passed=$((passed + 1))
  else
    result="FAIL($rc)" failed=$((failed + 1))
    { echo "--- $(basename "$prog") $tool"; tail -20 "$log"; } >>"$logs/failures"
  fi
  printf "$fmt" "$(basename "$prog")" "$tool" "$result" "${summary:-}" |
    tee -a "$results"
}
for variant in ${VARIANTS:-dpagg}; do
for prog in "$bindir"/*."$variant"; do
  name=$(basename "$prog"); name=${name%.*}
  [ "$name" = pending_limit ] && continue
  run "$prog" memcheck
  case " $barrier_tests " in
    *" $name "*) run "$prog" racecheck; run "$prog" synccheck ;;
  esac
done
done
echo '```' >>"$results"
[ -f "$logs/failures" ] && { echo; cat "$logs/failures"; } | tee -a "$results"
echo "$passed passed, $failed failed" | tee -a "$results"
[ "$failed" -eq 0 ]
