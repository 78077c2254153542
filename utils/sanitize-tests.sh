#!/usr/bin/env bash
#===- utils/sanitize-tests.sh - the lit suite under ASan + UBSan -----------===#
#
# Part of DPAgg. Builds libDPAgg.so with -fsanitize=address,undefined into a
# separate build folder (default /tmp/build-asan; SAN_BUILD_DIR changes it),
# then runs the lit suite with the sanitizer runtimes preloaded into every
# process lit starts (opt and clang load the instrumented plugin; lit passes
# LD_PRELOAD, ASAN_OPTIONS and UBSAN_OPTIONS through to the tests).
#
#   utils/sanitize-tests.sh            # build + lit; prints the summary
#   SAN_SKIP_BUILD=1 utils/sanitize-tests.sh   # lit only
#
# Sanitizer reports go to $build/san-logs/<tool>.<pid> (log_path), so a
# report from any process is counted even when a test swallows stderr.
# detect_leaks=0: opt and clang do not free everything at exit. UBSan halts
# on the first error, so a finding also fails its test.
# The last line: "sanitizers: N tests passed, N failed, N unsupported;
# R sanitizer reports"; exit 0 only with no failure and no report.
#
# The plugin is compiled by the host C++ compiler (gcc 12 on Debian 12), so
# the runtimes are gcc's libasan/libubsan. The GPU test programs are not
# built (only the DPAgg target): their lit tests are unsupported without a
# GPU anyway.
#
#===------------------------------------------------------------------------===#
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${SAN_BUILD_DIR:-/tmp/build-asan}
lit=${LIT:-/usr/lib/llvm-22/bin/lit}
jobs=${JOBS:-2}

if [ -z "${SAN_SKIP_BUILD:-}" ]; then
  cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DLLVM_EXTERNAL_LIT="$lit" \
    "-DCMAKE_CXX_FLAGS=-fsanitize=address,undefined -fno-omit-frame-pointer" \
    "-DCMAKE_SHARED_LINKER_FLAGS=-fsanitize=address,undefined" \
    "-DCMAKE_MODULE_LINKER_FLAGS=-fsanitize=address,undefined" \
    >"$build.cmake.log" 2>&1 || { cat "$build.cmake.log"; exit 1; }
  ninja -C "$build" -j "$jobs" DPAgg >"$build.ninja.log" 2>&1 ||
    { tail -50 "$build.ninja.log"; exit 1; }
fi
so=$build/lib/libDPAgg.so
[ -f "$so" ] || { echo "sanitize-tests: $so missing" >&2; exit 1; }
# The plugin must really be instrumented.
nm -D "$so" | grep -c '__asan_report' >/dev/null ||
  { echo "sanitize-tests: $so is not ASan-instrumented" >&2; exit 1; }

asan=$(gcc -print-file-name=libasan.so)
ubsan=$(gcc -print-file-name=libubsan.so)
logs=$build/san-logs
rm -rf "$logs" && mkdir -p "$logs"

# The preload instruments every process a test starts, not only opt and
# clang: LLVM 22's clang-linker-wrapper (a heap-use-after-free in its main)
# and mawk (a heap-buffer-overflow) are reported, and CMake's CUDA compiler
# check and nvcc fail under it. The Examples tests that link device code
# through the wrapper or run CMake, make or nvcc are left out here (they run
# in the plain suite), and so are the Runtime tests that read the runtime's
# bitcode with an awk script (mawk's own overflow under the preload leaves
# their FileCheck an empty input; they load no plugin); every test that loads
# the plugin into opt or into clang's compile steps stays in
# (docs/reliability.md, section 3).
san_skip=${SAN_FILTER_OUT:-'Examples/(cmake-nvcc-cuda-compiler-refused|static-library-keeps-device-code|device-optimization-record|nvcc-makefile)|Runtime/(device-runtime-calls-take-the-warp-gate|group-masks-hide-uniformity-from-ptxas)'}
set +e
LD_PRELOAD="$asan:$ubsan" \
ASAN_OPTIONS="detect_leaks=0:log_path=$logs/asan:abort_on_error=0:symbolize=1" \
UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1:log_path=$logs/ubsan" \
  "$lit" -sv --show-unsupported -j "$jobs" --filter-out "$san_skip" \
  "$build/test" >"$build/lit-san.log" 2>&1
rc=$?
# (no set -e: grep finding nothing is not an error)
grep -E '^(FAIL|UNRESOLVED|XPASS|TIMEOUT):' "$build/lit-san.log"
sed -n '/^Testing Time/,$p' "$build/lit-san.log"

count() {
  local v
  v=$(sed -n "s/^ *$1 *: *\([0-9]*\).*/\1/p" "$build/lit-san.log" | tail -1)
  echo "${v:-0}"
}
passed=$(( $(count Passed) + $(count 'Expectedly Failed') ))
failed=$(( $(count Failed) + $(count 'Unexpectedly Passed') + $(count Unresolved) + $(count 'Timed Out') ))
unsupported=$(count Unsupported)
reports=0 others=0
for f in "$logs"/*; do
  [ -s "$f" ] || continue
  # A report from a tool that never loads the plugin (the wrapper's awk;
  # clang-linker-wrapper, which only runs nvlink and ld) is listed, not
  # counted: the finding is that tool's (see san_skip above).
  if ! grep -q libDPAgg "$f" &&
     grep -qE '\((/usr/bin/mawk|[^)]*/clang-linker-wrapper)\+0x' "$f"; then
    others=$((others + 1))
    echo "---- not counted (another tool's): $f: $(grep -m1 -oE '[^ (]*(mawk|clang-linker-wrapper)' "$f")"
    continue
  fi
  reports=$((reports + 1))
  echo "---- sanitizer report $f"
  head -40 "$f"
done
echo "sanitizers: $passed tests passed, $failed failed, $unsupported unsupported; $reports sanitizer reports ($others in other tools, not counted)"
[ "$rc" -eq 0 ] && [ "$failed" -eq 0 ] && [ "$reports" -eq 0 ]
