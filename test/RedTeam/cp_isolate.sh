#!/usr/bin/env bash
# test/RedTeam/cp_isolate.sh OUT: a matrix of cp_* builds that isolates why
# the .scopes family of cp_build.sh fails (children read a foreign parent's
# Base/N, or an illegal address) while .base and .dflt pass. Each variant is
# a full link of the three device units and cp_main.cu (cp_build.sh's
# unit() approach) with one axis changed from a reference; some variants are
# run-time axes of one binary (a wrapper script naming the binary and the
# environment: CP_UNITS, CP_STREAMS of cp_main.cu). Writes OUT/run.sh, which
# runs every variant CP_REPEAT (default 3) times with the shared runner and
# prints its SUMMARY, then a table of the failures per variant.
#
# Environment: DPAGG_PLUGIN (default /work/main/build2/lib/libDPAgg.so),
# JOBS (parallel builds, default 2), DIAG_RT (a diagnostic runtime bitcode
# for the *.diag variants; default OUT/../cpiso_rt/dpagg-runtime-diag.bc),
# ONLY (regex of variant names to build).
#
# Variants (G = --dpagg-scope=grid -DCP_GRID_PARENT in u2):
#   base        no DPAgg, CP_NO_XTU everywhere (control: must pass)
#   dflt        DPAgg defaults everywhere (control: passed on the H200)
#   scopes      u0 warp, u1 block, u2 G: the failing build, reproduced
#   g2          u0, u1 default; u2 G (is u2 at grid scope enough?)
#   dflt_gp_nonest  every unit default, u2 with -DCP_GRID_PARENT and
#               --dpagg-nested-grid=off (per grid only in parent grids of
#               256 blocks or more: per block here). Without the =off (u2
#               default + -DCP_GRID_PARENT, "dflt_gp") the nested-grid rule
#               takes parent2's launch per grid at the last exit, and the
#               binary is byte-identical to g2 and to scopes (u0's warp and
#               u1's block flags change nothing), so it is not built.
#   b2          u2 --dpagg-scope=block --dpagg-auto-grid=0 -DCP_GRID_PARENT
#               (block scope at the last exit: the same index machinery
#               per block, no grid state table)
#   mb2         u2 --dpagg-scope=multiblock (8 blocks) -DCP_GRID_PARENT
#   mb2_1       the same with groups of 1 block (grid-state table and
#               tickets, but one block per index)
#   g2_u2noscr  g2 with -DCP_NO_SCRATCH in u2 only: parent2 has no
#               divergent branch, so grid scope meets at a barrier
#               (remark "per grid") instead of the last exit
#   w2          u2 --dpagg-scope=warp -DCP_GRID_PARENT
#   g2_noxtu    g2, u2 -DCP_NO_XTU (u2's leaf its own kernel: no launch of
#               unit 0's child from u2's clone)
#   g2_privpool g2 with -dpagg-shared-pools=false in every unit (really one
#               pool per unit: cp_build.sh's SHARED=0 never passed =false,
#               and the option defaults to on, so redcp0 was shared too)
#   g2_noalloc  g2 with -dpagg-aggregate-allocations=off everywhere
#   g2_noscr    g2 with -DCP_NO_SCRATCH everywhere (no malloc at all;
#               u2's grid site then meets at a barrier, as g2_u2noscr)
#   g2_nomold   g2 with -dpagg-moldable=off everywhere
#   g2_reqmeet  g2 with --dpagg-block-meeting=required in u2 (no last-exit
#               path: parent2 falls back to warp, the mid clone's leaves
#               stay per block)
#   g2.diag     g2 linked with the diagnostic runtime (DIAG_RT; the same
#               binary as scopes linked with it)
#   b2.diag     b2 linked with the diagnostic runtime
# (--dpagg-gate-all-launches and -dpagg-nested-grid=false at grid scope
# were tried: the binaries are byte-identical to g2, so they are not here.)
# Run-time axes (wrappers, no build of their own):
#   g2@u2       g2 with only unit 2's parent launched (CP_UNITS=2)
#   g2@u12      g2 with units 1 and 2 (CP_UNITS=12)
#   g2@u01      g2 without unit 2 (CP_UNITS=01)
#   g2@1stream  g2 with every parent in one stream (CP_STREAMS=1)
#   g2.diag@u2  g2.diag with only unit 2
set -u
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
out=${1:?usage: cp_isolate.sh OUT}
mkdir -p "$out"
out=$(cd "$out" && pwd)
cxx=$root/utils/dpagg-clang++
export DPAGG_PLUGIN=${DPAGG_PLUGIN:-/work/main/build2/lib/libDPAgg.so}
diag_rt=${DIAG_RT:-$(dirname "$out")/cpiso_rt/dpagg-runtime-diag.bc}
jobs=${JOBS:-2}
P=cp_iso
G=(--dpagg-scope=grid -DCP_GRID_PARENT)
D=--dpagg-disable
DIAG=(-Xarch_device "-mllvm=-dpagg-runtime-bitcode=$diag_rt")

# variant NAME LINKFLAGS -- ALLFLAGS -- U0FLAGS -- U1FLAGS -- U2FLAGS
# (ALLFLAGS go to every device unit; LINKFLAGS to cp_main.cu and the link).
variant() {
  local v=$1; shift
  [[ $v =~ ${ONLY:-.} ]] || return 0
  local link=() all=() f0=() f1=() f2=()
  while [ "$1" != -- ]; do link+=("$1"); shift; done; shift
  while [ "$1" != -- ]; do all+=("$1"); shift; done; shift
  while [ "$1" != -- ]; do f0+=("$1"); shift; done; shift
  while [ "$1" != -- ]; do f1+=("$1"); shift; done; shift
  f2=("$@")
  local tmp bin=$out/$P.$v log=$out/$P.$v.log
  tmp=$(mktemp -d)
  rm -f "$bin"
  : > "$log"
  local ok=1 u s f
  for u in 0 1 2; do
    case $u in 0) f=("${f0[@]}") ;; 1) f=("${f1[@]}") ;; 2) f=("${f2[@]}") ;; esac
    echo "== u$u: ${all[*]} ${f[*]}" >> "$log"
    "$cxx" -O3 -I"$here" "${all[@]}" "${f[@]}" -Rpass=dpagg-aggregate \
      -c "$here/cp_u$u.cu" -o "$tmp/u$u.o" >> "$log" 2>&1 || { ok=0; break; }
  done
  [ $ok = 1 ] && { "$cxx" -O3 -I"$here" "${link[@]}" -c "$here/cp_main.cu" \
      -o "$tmp/main.o" >> "$log" 2>&1 || ok=0; }
  [ $ok = 1 ] && { (cd "$tmp" && "$cxx" "${link[@]}" main.o u0.o u1.o u2.o \
      -o "$bin") >> "$log" 2>&1 || ok=0; }
  rm -rf "$tmp"
  if [ $ok = 1 ] && [ -x "$bin" ]; then
    strip "$bin"
    echo "built $P.$v ($(grep -c 'remark: .*aggregated' "$log") aggregated-site remarks)"
  else
    echo "FAILED $P.$v (see $log)"
  fi
}

# wrapper NAME BINARY ENV...: a run-time axis of a built variant.
wrapper() {
  local w=$out/$P.$1 b=$P.$2; shift 2
  [[ $w =~ ${ONLY:-.} ]] || [[ $b =~ ${ONLY:-.} ]] || return 0
  { echo '#!/usr/bin/env bash'
    echo "cd \"\$(dirname \"\$0\")\" && $* exec ./$b \"\$@\""; } > "$w"
  chmod +x "$w"
}

run() { # runs the list of variant builds, at most $jobs at once
  local pids=() line
  while read -r line; do
    [ -n "$line" ] || continue
    eval "variant $line" &
    pids+=($!)
    if [ ${#pids[@]} -ge "$jobs" ]; then wait "${pids[0]}"; pids=("${pids[@]:1}"); fi
  done
  wait
}

if [ ! -f "$diag_rt" ]; then
  echo "note: no diagnostic runtime at $diag_rt: the *.diag variants fail to build"
fi
TB="--dpagg-scope=block"
run <<EOF
base -- $D -DCP_NO_XTU -- -- --
dflt -- -- -- --
scopes -- -- --dpagg-scope=warp -- $TB -- ${G[*]}
g2 -- -- -- -- ${G[*]}
b2 -- -- -- -- --dpagg-scope=block --dpagg-auto-grid=0 -DCP_GRID_PARENT
mb2 -- -- -- -- --dpagg-scope=multiblock --dpagg-group-blocks=8 -DCP_GRID_PARENT
w2 -- -- -- -- --dpagg-scope=warp -DCP_GRID_PARENT
g2_noxtu -- -- -- -- ${G[*]} -DCP_NO_XTU
g2_privpool -- -Xarch_device -mllvm=-dpagg-shared-pools=false -- -- -- ${G[*]}
g2_noalloc -- -Xarch_device -mllvm=-dpagg-aggregate-allocations=off -- -- -- ${G[*]}
g2_noscr -DCP_NO_SCRATCH -- -DCP_NO_SCRATCH -- -- -- ${G[*]}
dflt_gp_nonest -- -- -- -- -DCP_GRID_PARENT --dpagg-nested-grid=off
g2_u2noscr -- -- -- -- ${G[*]} -DCP_NO_SCRATCH
mb2_1 -- -- -- -- --dpagg-scope=multiblock --dpagg-group-blocks=1 -DCP_GRID_PARENT
g2_nomold -- -Xarch_device -mllvm=-dpagg-moldable=off -- -- -- ${G[*]}
g2_reqmeet -- -- -- -- ${G[*]} --dpagg-block-meeting=required
g2.diag -- ${DIAG[*]} -- -- -- ${G[*]}
b2.diag -- ${DIAG[*]} -- -- -- --dpagg-scope=block --dpagg-auto-grid=0 -DCP_GRID_PARENT
EOF
wrapper g2@u2 g2 CP_UNITS=2
wrapper g2@u12 g2 CP_UNITS=12
wrapper g2@u01 g2 CP_UNITS=01
wrapper g2@1stream g2 CP_STREAMS=1
wrapper g2.diag@u2 g2.diag CP_UNITS=2

cp "$here/run_binaries.sh" "$out/run_binaries.sh"
cat > "$out/run.sh" <<'EOF'
#!/usr/bin/env bash
# run.sh of cp_isolate.sh: every cp_iso.* variant CP_REPEAT (default 3)
# times through the shared runner (CP_ONLY=REGEX: only those; TIMEOUT_S),
# then per variant: runs, passes, and what the failures said.
cd "$(dirname "$0")" || exit 1
chmod +x cp_iso.* 2>/dev/null
for b in cp_iso.*; do
  case $b in *.log | *.out | *.txt | *.sh) continue ;; esac
  [ -x "$b" ] || echo "MISSING  $b (not executable)"
done
REPEAT=${CP_REPEAT:-3} ONLY=${CP_ONLY:-.} TIMEOUT_S=${TIMEOUT_S:-120} \
  bash ./run_binaries.sh cp_iso. | tee run.txt
rc=${PIPESTATUS[0]}
echo
echo "PER VARIANT (runs, pass; wrong-slot units; illegal; diag lines in the last run):"
for b in cp_iso.*; do
  case $b in *.log | *.out | *.txt | *.sh) continue ;; esac
  [[ $b =~ ${CP_ONLY:-.} ]] || continue
  n=$(grep -cE "^[A-Z0-9]+ +$b " run.txt)
  p=$(grep -cE "^PASS +$b " run.txt)
  u=$(awk -v b="$b" '$2==b{on=1;next} /^[A-Z0-9]+ +cp_iso/{on=0} on && /slots wrong/{print $6}' run.txt | sort | uniq -c | tr '\n' ' ')
  i=$(awk -v b="$b" '$2==b{on=1;next} /^[A-Z0-9]+ +cp_iso/{on=0} on && /illegal|CUDAERR|error counter|cp_main.cu:/{c++} END{print c+0}' run.txt)
  d=$(grep -c 'DPAGG-DIAG' "$b.out" 2>/dev/null)
  printf '%-24s %s/%s pass  units-wrong: %-22s illegal/err: %s  diag: %s\n' "$b" "$p" "$n" "${u:--}" "$i" "${d:-0}"
done
echo
echo "DIAG lines (first 15 of each variant's last run):"
for f in cp_iso.*.out; do
  grep -q DPAGG-DIAG "$f" 2>/dev/null || continue
  echo "--- $f"; grep -m15 DPAGG-DIAG "$f"
done
exit $rc
EOF
chmod +x "$out/run.sh"
echo "staged: $(du -sh "$out" | cut -f1) in $out"
