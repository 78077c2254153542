#!/usr/bin/env bash
# test/RedTeam/ip_build.sh OUT [NAME...]: builds the red team of in-place
# tail chains (-dpagg-tail-in-place; Aggregation/TailChainPlan.cpp, "In
# place"; Aggregation/InPlace.cpp; runtime/inplace.cu) into OUT, each
# program ip_*.cu (or NAME...) as
#   NAME.base  clang alone (--dpagg-disable)
#   NAME.dflt  DPAgg's defaults (in place on)
#   NAME.noip  -dpagg-tail-in-place=false (tail links only)
# plus NAME.SFX for each "// VARIANT SFX: flags" line of the program (DPAgg
# with those flags). Each DPAgg build keeps its remarks (-Rpass=dpagg-aggregate
# -Rpass-missed=dpagg-aggregate) in OUT/NAME.SFX.log; the .dflt build's
# device IR is kept as OUT/NAME.dflt.ll (the static evidence) and
# OUT/inplace.txt lists, per program, which kernels' links went in place and
# which did not, and why (the .dflt build's remarks). Then OUT/run.sh (on the GPU: `bash OUT/run.sh`; TIMEOUT_S,
# REPEAT, ONLY as in run_binaries.sh) runs every binary and prints
# OUT/expect.txt. The plugin: DPAGG_PLUGIN (default
# /work/main/build2/lib/libDPAgg.so). Jobs: IP_JOBS (default 2).
set -u
# shellcheck source=build_jobs.sh
source "$(dirname "$0")/build_jobs.sh"
rt_init ip "$@"
remarks="-Rpass=dpagg-aggregate -Rpass-missed=dpagg-aggregate"
jobs=()
for n in "${names[@]}"; do
  src=$here/$n.cu
  jobs+=("$n base --dpagg-disable")
  jobs+=("$n dflt $remarks")
  jobs+=("$n noip -Xarch_device -mllvm=-dpagg-tail-in-place=false $remarks")
  jobs+=("$n dflt.ll $remarks")
  while IFS= read -r line; do
    jobs+=("$n $line $remarks")
  done < <(rt_variants "$src")
done
rt_build_jobs "${IP_JOBS:-2}" ""

# Which links went in place (.dflt remarks: "continues in the launching
# block" / "not continued in its block: why"), and whether the .dflt IR
# holds the loop's record table (the runtime is inlined: @...InPlaceKeys).
{
  for n in "${names[@]}"; do
    log=$out/$n.dflt.log
    [ -f "$log" ] || continue
    t=$(grep -c 'InPlaceKeys' "$out/$n.dflt.ll" 2>/dev/null)
    printf '%-18s (.dflt IR mentions the in-place table %s times)\n' "$n" "${t:-0}"
    grep -o 'remark: launch of [^(]*([^)]*) continues in the launching block' "$log" |
      sed 's/^remark: launch of \([^(]*\)(.*/    in place:     \1/' | sort -u
    grep -o 'remark: launch of [^(]*([^)]*) not continued in its block: [^[]*' "$log" |
      sed 's/^remark: launch of \([^(]*\)(.*not continued in its block: \(.\{0,110\}\).*/    not in place: \1: \2/' |
      sort -u
  done
} > "$out/inplace.txt"

cp "$here/run_binaries.sh" "$out/run_binaries.sh"
cat > "$out/expect.txt" <<'EXPECT'
Expected verdicts that are not PASS (a MISMATCH below is then the finding
the program was written to show, or the premise, as said; first H200 run,
plugin of 2026-11-28 08:53, in brackets):
  ip_exit_conv.dflt, .ptsz: FAIL (or TIMEOUT): rule (10) misses a way out
    through a convergent operation that is not a barrier (__syncwarp,
    shuffle, vote) and a block split inside a __noinline__ callee; the
    leavers' loop barrier completes the others' __syncthreads. Lines "FAIL
    syncwarp", "shfl", "ballot", "callee", "lead"; "ok ctrl". [FAIL: 2496
    (lead 2432) of 5120 words poisoned in each of the five; ctrl ok]
  ip_wide_params.dflt: FAIL or CUDAERR: parameter buffers of 336 and 576
    bytes copied into 256-byte record slots (a neighbour's record, and past
    the table onto __dpagg_tail_chain_links). [CUDAERR: illegal address]
  ip_alloca.dflt: CUDAERR or FAIL: a dynamic alloca per step in place
    (stack never given back). [CUDAERR: illegal address]
  ip_deep.base: FAIL by design in "d60k" (a chain as written cannot be
    deeper than the pending-launch pool). [as expected]
  ip_unbounded.noip: may TIMEOUT (2^24 tail links before the budget ends
    them: the budget's cost, not a finding).
  ip_ldg: PASS everywhere since rule (11) (08:53); with the plugin of 08:48
    .dflt's "glob" read step 0's value at every even step (LICM hoisted
    the __ldg of G out of the in-place loop).
Everything else: PASS.
EXPECT
cat > "$out/run.sh" <<'RUN'
#!/usr/bin/env bash
# The red team of in-place tail chains (test/RedTeam/ip_build.sh): every
# binary under a timeout, one line each, then expect.txt and inplace.txt.
cd "$(dirname "$0")" || exit 1
bash ./run_binaries.sh ip_ expect.txt "expected verdicts"
rc=$?
echo
echo "links in place per program (.dflt):"
cat inplace.txt
exit $rc
RUN
chmod +x "$out/run.sh"
echo "wrote $out/run.sh"
exit $fail
