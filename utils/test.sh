#!/usr/bin/env bash
#===- utils/test.sh - set up, build and run every test --------------------===#
#
# README command (2), and what .ci/run runs. Installs what is missing
# (utils/setup.sh), configures and builds into ${DPAGG_BUILD_DIR:-build},
# which also builds every GPU test program (clang, nvlink and ptxas must
# accept them), then runs the lit suite. Without a GPU the end-to-end GPU
# tests are reported as skipped. Ends with one line: N passed, N failed, N skipped.
#
#===------------------------------------------------------------------------===#
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${DPAGG_BUILD_DIR:-$root/build}

bash "$root/utils/setup.sh"
cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release \
  -DLLVM_EXTERNAL_LIT=/usr/lib/llvm-22/bin/lit >"$build.cmake.log" 2>&1 || {
  cat "$build.cmake.log"; echo "0 passed, 1 failed"; exit 1; }
if ! cmake --build "$build" -j "$(nproc)"; then
  echo "build failed"
  echo "0 passed, 1 failed"
  exit 1
fi

set +e
/usr/lib/llvm-22/bin/lit -sv "$build/test" | tee "$build/lit.log"
rc=${PIPESTATUS[0]}
set -e
# lit's summary lines look like "  Passed: 12" / "Total Discovered Tests: N".
count() {
  local v
  v=$(sed -n "s/^ *$1 *: *\([0-9]*\).*/\1/p" "$build/lit.log" | tail -1)
  echo "${v:-0}"
}
passed=$(( $(count Passed) + $(count 'Expectedly Failed') ))
failed=$(( $(count Failed) + $(count 'Unexpectedly Passed') + $(count Unresolved) + $(count 'Timed Out') ))
skipped=$(count Unsupported)
echo "$passed passed, $failed failed, $skipped skipped"
[ "$rc" -eq 0 ] && [ "$failed" -eq 0 ]
