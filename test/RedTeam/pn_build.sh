#!/usr/bin/env bash
# test/RedTeam/pn_build.sh OUT [NAME...]: builds the red team of P's and
# PO's nesting (PromoteLaunches.h, "The nesting": a child max-nesting deep
# is not launched early, and every link without a premature child goes to
# K.dpagg.tail, a tail chain's) into OUT, each program pn_*.cu (or NAME...)
# as
#   NAME.base  clang alone (--dpagg-disable)
#   NAME.p     -dpagg-promote=p
#   NAME.po    -dpagg-promote=po
#   NAME.p8    -dpagg-promote=p  -dpagg-promote-max-nesting=8
#   NAME.po8   -dpagg-promote=po -dpagg-promote-max-nesting=8
# plus NAME.SFX for each "// VARIANT SFX: flags" line of the program (DPAgg
# with those flags). A "// DPAGG_FLAGS: flags" line adds flags to every
# DPAgg build of that program (not to .base). Each build keeps the
# promotion remarks in OUT/NAME.SFX.log; OUT/promoted.txt lists, per build,
# the kernels promoted and those not. The plugin: DPAGG_PLUGIN (default
# /work/main/build2/lib/libDPAgg.so). Then OUT/run.sh (on the GPU: `bash
# OUT/run.sh`; TIMEOUT_S, REPEAT, ONLY as in run_binaries.sh) runs every
# binary through run_binaries.sh and prints OUT/expect.txt, the expected
# verdicts that are not PASS. Jobs: PN_JOBS (default 2).
set -u
# shellcheck source=build_jobs.sh
source "$(dirname "$0")/build_jobs.sh"
rt_init pn "$@"
dev() { # flags for the device compile: -Xarch_device -mllvm=FLAG each
  for f in "$@"; do printf -- '-Xarch_device -mllvm=%s ' "$f"; done
}
remarks="-Rpass=dpagg-promote -Rpass-missed=dpagg-promote"
jobs=()
for n in "${names[@]}"; do
  src=$here/$n.cu
  extra=$(sed -n 's|^// DPAGG_FLAGS: ||p' "$src")
  jobs+=("$n base --dpagg-disable")
  jobs+=("$n p $(dev -dpagg-promote=p) $extra $remarks")
  jobs+=("$n po $(dev -dpagg-promote=po) $extra $remarks")
  jobs+=("$n p8 $(dev -dpagg-promote=p -dpagg-promote-max-nesting=8) $extra $remarks")
  jobs+=("$n po8 $(dev -dpagg-promote=po -dpagg-promote-max-nesting=8) $extra $remarks")
  while IFS= read -r line; do
    jobs+=("$n $line $extra $remarks")
  done < <(rt_variants "$src")
done
rt_build_jobs "${PN_JOBS:-2}" ""

# Which kernels each build promoted (the remarks), so that a PASS is known
# to have exercised promotion.
{
  for log in "$out"/pn_*.log; do
    b=$(basename "$log" .log)
    case $b in *.base) continue ;; esac
    p=$(grep -o 'remark: [^(]*(.*) promoted ([a-z]*)' "$log" |
      sed 's/^remark: \([^(]*\)(.*promoted (\([a-z]*\))/\1:\2/' | sort -u |
      tr '\n' ' ')
    r=$(grep -o 'remark: [^(]*(.*) not promoted: [^[]*' "$log" |
      sed 's/^remark: \([^(]*\)(.*not promoted: \(.\{0,60\}\).*/\1 (\2)/' |
      sort -u | tr '\n' ';')
    printf '%-24s promoted: %s\n' "$b" "${p:-none}"
    [ -n "$r" ] && printf '%-24s not: %s\n' "" "$r"
  done
} > "$out/promoted.txt"

cp "$here/run_binaries.sh" "$out/run_binaries.sh"
cat > "$out/expect.txt" <<'EXPECT'
Every binary is expected to PASS except (a MISMATCH line below is then
the expected result, not a new finding; pn_shared_optin passes since its
finding was fixed: a kernel that may need the host's shared-memory opt-in
gets no K.dpagg.tail):
  pn_unbounded.p .po .p8 .po8: FAIL by design (the documented cost of
    tail chains, tc_unbounded's class): a chain that as written ends at
    the pending-launch limit (depth ~2048) now runs through the tail
    budget (forced to 20,000 here) first; before this change P ended it
    near 2048 like the base. The depth line says how deep it went.
EXPECT
cat > "$out/run.sh" <<'RUN'
#!/usr/bin/env bash
# The red team of P's nesting (test/RedTeam/pn_build.sh): every binary
# through run_binaries.sh, then expect.txt and promoted.txt.
cd "$(dirname "$0")" || exit 1
bash ./run_binaries.sh pn_ expect.txt "expected verdicts"
rc=$?
echo
echo "promoted kernels per build:"
cat promoted.txt
exit $rc
RUN
chmod +x "$out/run.sh"
echo "wrote $out/run.sh"
exit $fail
