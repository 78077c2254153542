#!/usr/bin/env bash
#===- utils/run-gpu-tests.sh - run the GPU tests' RUN lines on the GPU -----===#
#
# Part of DPAgg. Runs on the GPU machine (driver, no LLVM, no lit), from the
# repo root:
#
#   utils/run-gpu-tests.sh [BIN_DIR [RESULTS_FILE]]
#
# BIN_DIR (default .gpu/bin) holds the built programs; when it does not
# exist but BIN_DIR.tar.gz does (what utils/stage-gpu-tests.sh writes), it is
# unpacked first. For every test/GPU/*.cu, each `// RUN:` line is run with
# %gpubin replaced by BIN_DIR and %t by a scratch path of the test (as lit's
# %t: the same for every RUN line of one file). A line with shell syntax
# (`|`, `&&`, `>`, ...) runs as `bash -o pipefail -c`, so a line may run two
# builds and diff their output; a leading `not ` means the command must fail
# with exit code 1, a wrong result (GPUTest.cuh): stricter than lit's `not`,
# here a CUDA error (exit 2), a signal or a timeout is never the expected
# failure. A program named in a RUN line that is not in BIN_DIR (e.g. it
# failed to build: .gpu/BUILD-FAILURES) counts as "missing", a failure.
# ONLY=<extended regex> runs only the tests whose name matches it.
# Each run has TIMEOUT_S seconds (default 60). SHARD=I/N runs only the I-th
# of N shares of the test files (files K with K mod N = I - 1, in name
# order), so that a suite longer than one device call runs in N calls.
# Prints a table (test | variant | expected | got | result) and a last line
# "N passed, N failed"; exits 1 if any failed.
#
# RESULTS_FILE (default $OUT/gpu-tests.md, else .gpu/gpu-tests.md) gets the
# GPU, driver, commit, date, the table and the output of every failed run.
# Needs only bash and coreutils.
#
#===------------------------------------------------------------------------===#
set -uo pipefail

bindir=${1:-.gpu/bin}
results=${2:-${OUT:-.gpu}/gpu-tests.md}
tmo=${TIMEOUT_S:-60}
[ -d test/GPU ] || { echo "run-gpu-tests: run from the repo root" >&2; exit 64; }
if [ ! -d "$bindir" ] && [ -f "$bindir.tar.gz" ]; then
  mkdir -p "$bindir" && tar -C "$(dirname "$bindir")" -xzf "$bindir.tar.gz" || exit 1
fi
[ -d "$bindir" ] || {
  echo "run-gpu-tests: $bindir missing; run utils/stage-gpu-tests.sh first" >&2
  exit 64; }
bindir=$(cd "$bindir" && pwd)
mkdir -p "$(dirname "$results")" || exit 1

logs=$(mktemp -d "${TMPDIR:-/tmp}/dpagg-gpu-tests.XXXXXX") || exit 1
trap 'rm -rf "$logs"' EXIT

# ---- where and what ----
gpu="no nvidia-smi"
command -v nvidia-smi >/dev/null 2>&1 &&
  gpu=$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader 2>&1 | head -1)
when=$(date -u +%Y-%m-%dT%H:%M:%SZ)
staged=unknown
[ -f "$bindir/../COMMIT" ] && staged=$(head -1 "$bindir/../COMMIT")
commit=$staged
if command -v git >/dev/null 2>&1 && git rev-parse HEAD >/dev/null 2>&1; then
  commit=$(git rev-parse HEAD)
  [ -z "$(git status --porcelain --untracked-files=no 2>/dev/null)" ] || commit="$commit-dirty"
fi
sums="no SHA256SUMS"
if [ -f "$bindir/SHA256SUMS" ]; then
  if (cd "$bindir" && sha256sum --quiet -c SHA256SUMS >/dev/null 2>&1); then
    sums="binaries match SHA256SUMS from staging"
  else
    sums="binaries DIFFER from SHA256SUMS"
  fi
fi

# ---- run ----
table=$logs/table
fmt='%-18s | %-20s | %-8s | %-12s | %s\n'
printf "$fmt" test variant expected got result >"$table"
printf "$fmt" ------------------ -------------------- -------- ------------ ------ >>"$table"
echo "GPU: $gpu; binaries: $bindir (commit $staged)"
cat "$table"
passed=0 failed=0 n=0
failures=()
shard_i=1 shard_n=1
if [ -n "${SHARD:-}" ]; then
  [[ $SHARD =~ ^([0-9]+)/([0-9]+)$ ]] && [ "${BASH_REMATCH[1]}" -ge 1 ] &&
    [ "${BASH_REMATCH[1]}" -le "${BASH_REMATCH[2]}" ] || {
    echo "run-gpu-tests: SHARD must be I/N with 1 <= I <= N, not '$SHARD'" >&2
    exit 64; }
  shard_i=${BASH_REMATCH[1]} shard_n=${BASH_REMATCH[2]}
  echo "shard $shard_i of $shard_n"
fi
k=0
for src in test/GPU/*.cu; do
  k=$((k + 1))
  [ $(((k - 1) % shard_n)) -eq $((shard_i - 1)) ] || continue
  name=$(basename "$src" .cu)
  # ONLY=<extended regex>: only the tests whose name matches.
  if [ -n "${ONLY:-}" ] && ! [[ $name =~ $ONLY ]]; then continue; fi
  runs=0
  while IFS= read -r line; do
    cmd=${line#*RUN:}
    cmd=${cmd#"${cmd%%[![:space:]]*}"}   # trim leading blanks
    expect=pass
    if [ "${cmd#not }" != "$cmd" ]; then
      expect=fail
      cmd=${cmd#not }
    fi
    cmd=${cmd//%gpubin/$bindir}
    cmd=${cmd//%t/$logs/$name.tmp}
    read -r -a argv <<<"$cmd"
    # The variant column: the first program's name without the test's, then
    # the rest of the line with the folders left out.
    first=
    for a in "${argv[@]}"; do
      [[ $a == "$bindir"/* ]] && { first=$a; break; }
    done
    rest=${cmd#*"${first:-${argv[0]}}"}
    rest=${rest//$bindir\//}
    rest=${rest//$logs\/$name.tmp/%t}
    prog=$(basename "${first:-${argv[0]}}")
    variant="${prog#"$name".}${rest}"
    n=$((n + 1)) runs=$((runs + 1))
    log=$logs/$n.log
    missing=
    for a in "${argv[@]}"; do
      if [[ $a == "$bindir"/* ]] && [ ! -x "$a" ]; then missing=$a; break; fi
    done
    if [ -n "$missing" ]; then
      rc=missing
      echo "$missing: not found" >"$log"
    elif [[ $cmd == *[\|\&\;\<\>]* ]]; then
      # Shell syntax (e.g. `prog | grep -q message`, `a > %t.a && b > %t.b
      # && diff %t.a %t.b`): every stage must succeed.
      timeout -k 5 "$tmo" bash -o pipefail -c "$cmd" >"$log" 2>&1 </dev/null
      rc=$?
    else
      timeout -k 5 "$tmo" "${argv[@]}" >"$log" 2>&1 </dev/null
      rc=$?
    fi
    case $rc in
      0) got=pass ;;
      missing) got=missing ;;
      124 | 137) got="timeout" ;;
      *) if [ "$rc" -gt 128 ]; then got="signal $((rc - 128))"; else got="fail($rc)"; fi ;;
    esac
    if { [ $expect = pass ] && [ "$got" = pass ]; } ||
       { [ $expect = fail ] && [ "$got" = "fail(1)" ]; }; then
      result=PASS passed=$((passed + 1))
    else
      result=FAIL failed=$((failed + 1))
      failures+=("$n|$name|$variant|$line")
    fi
    printf "$fmt" "$name" "$variant" "$expect" "$got" "$result" | tee -a "$table"
  done < <(grep -E '^[[:space:]]*//[[:space:]]*RUN:' "$src")
  if [ $runs -eq 0 ]; then
    printf "$fmt" "$name" "-" "-" "no RUN line" FAIL | tee -a "$table"
    failed=$((failed + 1))
  fi
done
summary="$passed passed, $failed failed"

# ---- results file ----
{
  echo "# DPAgg GPU tests"
  echo
  echo "- GPU, driver: $gpu"
  echo "- commit: $commit (binaries staged at $staged; $sums)"
  echo "- date: $when"
  echo "- binaries: $bindir, timeout ${tmo}s per run"
  echo
  echo '```'
  cat "$table"
  echo
  echo "$summary"
  echo '```'
  for f in "${failures[@]+"${failures[@]}"}"; do
    IFS='|' read -r i fname fvariant fline <<<"$f"
    echo
    echo "## FAIL $fname $fvariant"
    echo
    echo "RUN line: \`${fline#*RUN: }\`; last 60 lines of output:"
    echo
    echo '```'
    tail -n 60 "$logs/$i.log"
    echo '```'
  done
} >"$results"

echo
for f in "${failures[@]+"${failures[@]}"}"; do
  IFS='|' read -r i fname fvariant fline <<<"$f"
  echo "--- FAIL $fname $fvariant: last 20 lines of output"
  tail -n 20 "$logs/$i.log"
done
echo "results: $results"
echo "$summary"
[ "$failed" -eq 0 ]
