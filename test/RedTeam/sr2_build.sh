#!/usr/bin/env bash
# test/RedTeam/sr2_build.sh OUT [PRE_PLUGIN]: builds the red-team programs of
# the serial copy's opaque parameters (sr2_*.cu) into OUT/post with this
# tree's plugin (build.sh: .base, .dpagg, .warp and each program's
# VARIANTs) and, given PRE_PLUGIN (a libDPAgg.so without the fence and the
# optnone rule, e.g. one built at 14ca0ea), their .dpagg, .warp and .grid
# builds again into OUT/pre, and test/GPU's serial_float_bits into OUT/gpu
# when built; strips them and writes OUT/run.sh. On the GPU:
# bash OUT/run.sh (PASS/FAIL/CUDAERR/TIMEOUT per binary, then the table).
set -u
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
out=$(realpath -m "${1:?usage: $0 OUT [PRE_PLUGIN]}")
progs=(sr2_memory_float_bits sr2_fma_contract sr2_geometry_float_bits)
fail=0
mkdir -p "$out/post"
"$here/build.sh" "$out/post" "${progs[@]}" || fail=1
# DPAgg-flag variants have no .base of their own.
rm -f "$out/post"/*.{grid,plain,nofence}.base "$out/post"/*.{grid,plain,nofence}.base.log
if [ $# -ge 2 ]; then
  mkdir -p "$out/pre"
  for p in "${progs[@]}"; do
    for v in dpagg warp grid; do
      x=(); case $v in warp) x=(--dpagg-scope=warp) ;; grid) x=(--dpagg-scope=grid) ;; esac
      DPAGG_PLUGIN=$(readlink -f "$2") "$root/utils/dpagg-clang++" "${x[@]}" -O3 \
        "$here/$p.cu" -o "$out/pre/$p.$v" >"$out/pre/$p.$v.log" 2>&1 \
        && echo "built pre/$p.$v" || { echo "FAILED pre/$p.$v"; fail=1; }
    done
  done
fi
# The GPU tests of the serial copy, when built (ninja
# serial_float_bits.{base,dpagg,warp,grid,plain} serial_children.{...}):
# serial_float_bits' .plain now turns off the fence too.
bin=${DPAGG_BUILD_DIR:-$root/build}/test/GPU/bin
mkdir -p "$out/gpu"
for t in serial_float_bits.{base,dpagg,warp,grid,plain} \
    serial_children.{base,dpagg,serial64,serialauto,serialmax,warp_serial64}; do
  [ -x "$bin/$t" ] && cp "$bin/$t" "$out/gpu/"
done
for f in "$out"/*/sr2_* "$out"/gpu/serial_*; do
  case $f in *.log) ;; *) [ -f "$f" ] && strip "$f" ;; esac
done
cp "$here/run.sh" "$out/rt-run.sh"
cat >"$out/run.sh" <<'RUN'
#!/usr/bin/env bash
# Runs every sr2_* binary (built by test/RedTeam/sr2_build.sh): post (this
# tree), pre (the plugin before the fence and the optnone rule).
here=$(cd "$(dirname "$0")" && pwd)
dirs=()
for d in post pre; do [ -d "$here/$d" ] && dirs+=("$here/$d"); done
TIMEOUT_S=${TIMEOUT_S:-120} bash "$here/rt-run.sh" sr2_ "${dirs[@]}"
r=$?
# Expected: serial_float_bits .base/.dpagg/.warp/.grid PASS, .plain FAIL;
# serial_children PASS everywhere.
if [ -d "$here/gpu" ]; then
  TIMEOUT_S=${TIMEOUT_S:-120} bash "$here/rt-run.sh" serial_ "$here/gpu"
fi
exit $r
RUN
chmod +x "$out/run.sh"
exit $fail
