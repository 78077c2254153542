#!/usr/bin/env bash
# test/RedTeam/ap_build.sh [OUT]: builds the red team of allocation
# aggregation's program mode (-dpagg-alloc-frees=program, commit 1f64164;
# ap_*.cu) into OUT (default /work/main/.gpu/redprog). Each program as
#   NAME.base    clang alone (--dpagg-disable)
#   NAME.dpagg   DPAgg's defaults
#   NAME.prog    --dpagg-aggregate-allocations=warp --dpagg-alloc-frees=program
#                in every unit (exceptions: see each variant below)
# and, where it matters, other variants (named in the table below). Plugin:
# $DPAGG_PLUGIN (default /work/prog-plugin/libDPAgg.so). Remarks of each
# build in NAME.SFX.log; the count of aggregated sites of each .prog* build
# is printed (a build with 0 tests nothing). Stripped. Writes OUT/run.sh.
set -u
here=$(cd "$(dirname "$0")" && pwd)
out=${1:-/work/main/.gpu/redprog}
mkdir -p "$out"
cxx=$here/../../utils/dpagg-clang++
export DPAGG_PLUGIN=${DPAGG_PLUGIN:-/work/prog-plugin/libDPAgg.so}
arch=(--cuda-gpu-arch=sm_90)
rem=(-Rpass=dpagg-aggregate-allocations -Rpass-missed=dpagg-aggregate-allocations)
PROG="--dpagg-aggregate-allocations=warp --dpagg-alloc-frees=program"
BASE="--dpagg-disable"
fail=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

finish() { # bin log
  if [ -f "$1" ]; then
    strip "$1" 2>/dev/null
    local n
    n=$(grep -c "aggregated per warp" "$2")
    echo "built $(basename "$1")  (aggregated sites: $n)"
  else
    echo "FAILED $(basename "$1") (see $2)"; fail=1
  fi
}

# single NAME SFX OPT FLAGS... : one unit.
single() {
  local n=$1 sfx=$2 opt=$3; shift 3
  local bin=$out/$n.$sfx log=$out/$n.$sfx.log
  rm -f "$bin"
  "$cxx" "$opt" "${arch[@]}" "$@" "${rem[@]}" "$here/$n.cu" -o "$bin" > "$log" 2>&1
  finish "$bin" "$log"
}

# multi NAME SFX LINKFLAGS -- "UNIT|OPT|FLAGS" ... : units compiled apart
# (in the order given: that is the device link's order), then linked.
multi() {
  local n=$1 sfx=$2 link=$3; shift 4
  local bin=$out/$n.$sfx log=$out/$n.$sfx.log objs=() spec u o f k=0
  rm -f "$bin"; : > "$log"
  for spec in "$@"; do
    IFS='|' read -r u o f <<< "$spec"
    if [[ $u == lib:* ]]; then # lib:NAME:m1,m2 (members built above)
      local rest=${u#lib:} members=() m mo=()
      local lib=$tmp/lib${rest%%:*}.$n.$sfx.a
      IFS=',' read -ra members <<< "${rest#*:}"
      for m in "${members[@]}"; do mo+=("$tmp/$n.$sfx.$m.o"); done
      rm -f "$lib"; ar rcs "$lib" "${mo[@]}"
      objs+=("$lib"); continue
    fi
    local member=0
    if [[ $f == *"#member"* ]]; then member=1; f=${f//\#member/}; fi
    echo "== $u $o $f" >> "$log"
    # shellcheck disable=SC2086
    "$cxx" $o "${arch[@]}" $link $f "${rem[@]}" -c "$here/$u.cu" \
      -o "$tmp/$n.$sfx.$u.o" >> "$log" 2>&1 || echo "compile $u failed" >> "$log"
    ((member)) || objs+=("$tmp/$n.$sfx.$u.o")
  done
  # shellcheck disable=SC2086
  "$cxx" -O2 "${arch[@]}" $link "${objs[@]}" -o "$bin" >> "$log" 2>&1
  finish "$bin" "$log"
}

# Single-unit programs.
for n in ap_null_out ap_sizes ap_handoff ap_exhaust; do
  single $n base -O2 $BASE
  single $n dpagg -O2
  single $n prog -O2 $PROG
done
single ap_sizes prog0 -O0 $PROG          # -O0: frees replaced, no site
single ap_cdp base -O2 -fgpu-rdc $BASE
single ap_cdp dpagg -O2 -fgpu-rdc
single ap_cdp prog -O2 -fgpu-rdc $PROG

# ap_xtu: two units, no -fgpu-rdc (each its own device module) ...
multi ap_xtu base "" -- "ap_xtu|-O2|$BASE" "ap_xtu_b|-O2|$BASE"
multi ap_xtu dpagg "" -- "ap_xtu|-O2|" "ap_xtu_b|-O2|"
multi ap_xtu prog "" -- "ap_xtu|-O2|$PROG" "ap_xtu_b|-O2|$PROG"
# ... and the same sources with -fgpu-rdc (one device image, one pool).
for s in base dpagg prog; do
  f=$([ $s = base ] && echo "$BASE" || { [ $s = prog ] && echo "$PROG"; })
  multi ap_xtu_rdc $s -fgpu-rdc -- "ap_xtu|-O2|$f" "ap_xtu_b|-O2|$f"
done
#   prog0b: unit B at -O0 (program mode: its frees replaced, its sites not).
multi ap_xtu_rdc prog0b -fgpu-rdc -- "ap_xtu|-O2|$PROG" "ap_xtu_b|-O0|$PROG"

# ap_odr: P in program mode, N not (N's copies first: .prog; P first:
# .progrev); .progall: both in program mode.
multi ap_odr base -fgpu-rdc -- "ap_odr_n|-O2|$BASE" "ap_odr|-O2|$BASE"
multi ap_odr dpagg -fgpu-rdc -- "ap_odr_n|-O2|" "ap_odr|-O2|"
multi ap_odr prog -fgpu-rdc -- "ap_odr_n|-O2|" "ap_odr|-O2|$PROG"
multi ap_odr progrev -fgpu-rdc -- "ap_odr|-O2|$PROG" "ap_odr_n|-O2|"
multi ap_odr progall -fgpu-rdc -- "ap_odr_n|-O2|$PROG" "ap_odr|-O2|$PROG"

# ap_asm_free: both units in program mode.
multi ap_asm_free base -fgpu-rdc -- "ap_asm_free|-O2|$BASE" "ap_asm_free_b|-O2|$BASE"
multi ap_asm_free dpagg -fgpu-rdc -- "ap_asm_free|-O2|" "ap_asm_free_b|-O2|"
multi ap_asm_free prog -fgpu-rdc -- "ap_asm_free|-O2|$PROG" "ap_asm_free_b|-O2|$PROG"

# ap_lib: a static library (members marked #member are archived, not linked
# directly). .prog: ap_lib_free with --dpagg-alloc-frees=program only (scope
# off); .prog0: the same at -O0.
FO="--dpagg-alloc-frees=program"
multi ap_lib base -fgpu-rdc -- "ap_lib_free|-O2|$BASE #member" \
  "ap_lib_none|-O2|$BASE #member" "ap_lib|-O2|$BASE" "lib:ap:ap_lib_free,ap_lib_none"
multi ap_lib dpagg -fgpu-rdc -- "ap_lib_free|-O2|#member" \
  "ap_lib_none|-O2|#member" "ap_lib|-O2|" "lib:ap:ap_lib_free,ap_lib_none"
multi ap_lib prog -fgpu-rdc -- "ap_lib_free|-O2|$FO #member" \
  "ap_lib_none|-O2|$PROG #member" "ap_lib|-O2|$PROG" "lib:ap:ap_lib_free,ap_lib_none"
multi ap_lib prog0 -fgpu-rdc -- "ap_lib_free|-O0|$FO #member" \
  "ap_lib_none|-O2|$PROG #member" "ap_lib|-O2|$PROG" "lib:ap:ap_lib_free,ap_lib_none"

cp "$here/ap_run.sh" "$out/run.sh"
chmod +x "$out/run.sh"
echo "staged: $(du -sh "$out" | cut -f1) in $out"
exit $fail
