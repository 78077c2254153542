#!/usr/bin/env bash
# test/RedTeam/ff_build.sh [OUT]: builds the per-thread-stream
# fire-and-forget red-team programs (ff_*.cu, e61169b) into OUT (default
# /work/main/.gpu/redff) in three per-thread default stream variants:
#   NAME.base_ptds  --dpagg-disable -Xclang -fgpu-default-stream=per-thread
#   NAME.ptds       DPAgg (block scope), same flag
#   NAME.warp_ptds  DPAgg, -Xarch_device -mllvm=-dpagg-scope=warp, same flag
# keeps each build's dpagg-aggregate remarks in NAME.VARIANT.log, and writes
# OUT/run.sh: on the GPU `bash OUT/run.sh` runs every binary (60 s timeout
# each) and prints one line per binary: expectation, verdict, and MISMATCH
# where a DPAgg build's verdict differs from its .base_ptds.
# DPAGG_PLUGIN picks the plugin (default: this tree's build).
set -u
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
out=${1:-/work/main/.gpu/redff}
mkdir -p "$out"
cxx=$root/utils/dpagg-clang++
pt=(-Xclang -fgpu-default-stream=per-thread)
fail=0
for f in "$here"/ff_*.cu; do
  n=$(basename "$f" .cu)
  for v in base_ptds ptds warp_ptds; do
    extra=()
    case $v in
      base_ptds) extra=(--dpagg-disable) ;;
      warp_ptds) extra=(-Xarch_device -mllvm=-dpagg-scope=warp) ;;
    esac
    if "$cxx" "${extra[@]}" "${pt[@]}" -O3 -Rpass=dpagg-aggregate \
         -Rpass-missed=dpagg-aggregate "$f" -o "$out/$n.$v" \
         > "$out/$n.$v.log" 2>&1; then
      echo "built $n.$v ($(grep -c 'goes to cudaStreamFireAndForget' \
        "$out/$n.$v.log") fire-and-forget remarks)"
    else
      echo "FAILED $n.$v (see $out/$n.$v.log)"; fail=1
    fi
  done
done
cat >"$out/run.sh" <<'RUN'
#!/usr/bin/env bash
# Runs the ff_* red-team binaries (test/RedTeam/ff_build.sh). Every build is
# expected to PASS; MISMATCH marks a DPAgg build whose verdict differs from
# the same program's .base_ptds.
here=$(cd "$(dirname "$0")" && pwd)
bad=0
for b in "$here"/ff_*.base_ptds; do
  n=${b%.base_ptds}
  base=""
  for v in base_ptds ptds warp_ptds; do
    [ -x "$n.$v" ] || continue
    out=$(timeout "${TIMEOUT_S:-60}" "$n.$v" 2>&1); rc=$?
    case $rc in 0) r=PASS ;; 1) r=FAIL ;; 2) r=CUDAERR ;; 124) r=TIMEOUT ;; *) r="rc=$rc" ;; esac
    [ $v = base_ptds ] && base=$r
    printf '%s\n' "$out" | grep -E '^(FAIL|  )' | head -n 8 | sed 's/^/    /'
    mm=""
    [ $v != base_ptds ] && [ "$r" != "$base" ] && mm=" MISMATCH (base_ptds: $base)"
    [ $r = PASS ] || bad=1
    printf 'expect PASS  got %-8s %s%s\n' "$r" "$(basename "$n.$v")" "$mm"
  done
done
exit $bad
RUN
chmod +x "$out/run.sh"
exit $fail
