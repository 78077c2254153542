#!/usr/bin/env bash
# test/RedTeam/sr_build.sh [PRE_PLUGIN]: builds the serialization red-team
# programs (sr_*.cu) into .gpu/redserial/post/ with this tree's plugin and,
# given PRE_PLUGIN (a libDPAgg.so without the fixes, e.g. main's at the
# merge of serialization), again into .gpu/redserial/pre/; copies run.sh and
# writes .gpu/redserial/run.sh. On the GPU: bash .gpu/redserial/run.sh
# (PASS/FAIL/CUDAERR/TIMEOUT per binary, then the summary table).
set -u
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
out=$root/.gpu/redserial
progs=(sr_malloc_wait sr_assert_where sr_stack_recursive_parent sr_weak_child)
fail=0
mkdir -p "$out"
cd "$root" # sr_weak_child's FLAGS name a second unit relative to the root
dirs=(post)
"$here/build.sh" "$out/post" "${progs[@]}" || fail=1
if [ $# -ge 1 ]; then
  DPAGG_PLUGIN=$(readlink -f "$1") "$here/build.sh" "$out/pre" "${progs[@]}" || fail=1
  dirs+=(pre)
fi
[ -d "$out/pre" ] && rm -f "$out/pre"/*.base "$out/pre"/*.base.log # base: no plugin
for d in "${dirs[@]}"; do
  # build.sh also tries NAME.<variant>.base for variants with FLAGS (the
  # DPAgg flags make clang alone fail): not programs.
  rm -f "$out/$d"/*.serial*.base "$out/$d"/*.serial*.base.log
  for f in "$out/$d"/sr_*; do
    case $f in *.log) ;; *) [ -f "$f" ] && strip "$f" ;; esac
  done
done
cp "$here/run.sh" "$out/rt-run.sh"
cat >"$out/run.sh" <<'RUN'
#!/usr/bin/env bash
# Runs every serialization red-team binary (built by test/RedTeam/sr_build.sh).
here=$(cd "$(dirname "$0")" && pwd)
dirs=()
for d in pre post; do [ -d "$here/$d" ] && dirs+=("$here/$d"); done
TIMEOUT_S=${TIMEOUT_S:-60} bash "$here/rt-run.sh" sr_ "${dirs[@]}"
RUN
chmod +x "$out/run.sh"
exit $fail
