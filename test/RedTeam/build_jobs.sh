# test/RedTeam/build_jobs.sh: what the red teams' build scripts share
# (ag, fw, gate, ip, le, ng, nk, pg, pn, rj, tp and waits_build.sh source it;
# the other *_build.sh scripts build otherwise: see the README). Sourced,
# not run.
#   rt_init PREFIX OUT [NAME...]  sets here (this folder), root, out (made,
#                                 absolute), cxx (utils/dpagg-clang++),
#                                 names (NAME..., else every PREFIX_*.cu)
#                                 and exports DPAGG_PLUGIN (default
#                                 $rt_plugin, a relative one under root,
#                                 else /work/main/build2/lib/libDPAgg.so)
#   rt_variants SRC               the program's "// VARIANT SFX: flags"
#                                 lines, as "SFX flags"
#   rt_build_jobs MAX COMMON      builds every entry "NAME SFX FLAGS..." of
#                                 the array `jobs`, MAX at a time, each as
#                                 `dpagg-clang++ -O3 COMMON FLAGS NAME.cu`
#                                 into OUT/NAME.SFX (stripped; its output in
#                                 OUT/NAME.SFX.log; removed if the build
#                                 failed); NAME=SRC builds SRC.cu into
#                                 OUT/NAME.SFX; an SFX ending in .ll is
#                                 the device IR instead; sets fail=1 when a
#                                 build failed
rt_init() {
  local prefix=$1
  here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
  root=$here/../..
  out=${2:?usage: ${prefix}_build.sh OUT [NAME...]}
  shift 2
  mkdir -p "$out"
  out=$(cd "$out" && pwd)
  local plugin=${rt_plugin:-/work/main/build2/lib/libDPAgg.so}
  [ "${plugin#/}" != "$plugin" ] || plugin=$root/$plugin
  export DPAGG_PLUGIN=${DPAGG_PLUGIN:-$plugin}
  cxx=$root/utils/dpagg-clang++
  names=("$@")
  if [ ${#names[@]} -eq 0 ]; then
    for f in "$here/${prefix}"_*.cu; do names+=("$(basename "$f" .cu)"); done
  fi
}

rt_variants() {
  sed -n 's|^// VARIANT \([a-z0-9_]*\): |\1 |p' "$1"
}

rt_build_one() { # common name[=src] sfx flags...
  local common=$1 n=${2%%=*} src=${2#*=} sfx=$3; shift 3
  if [ "${sfx%.ll}" != "$sfx" ]; then # device IR, for reading
    # shellcheck disable=SC2068,SC2086
    if "$cxx" -O3 $common --cuda-device-only -S -emit-llvm $@ "$here/$src.cu" \
      -o "$out/$n.$sfx" > /dev/null 2>&1
    then echo "built $n.$sfx"
    else echo "FAILED $n.$sfx"; return 1
    fi
    return 0
  fi
  # shellcheck disable=SC2068,SC2086
  if "$cxx" -O3 $common $@ "$here/$src.cu" -o "$out/$n.$sfx" > "$out/$n.$sfx.log" 2>&1
  then strip "$out/$n.$sfx" 2>/dev/null; echo "built $n.$sfx"
  else echo "FAILED $n.$sfx (see $out/$n.$sfx.log)"; rm -f "$out/$n.$sfx"; return 1
  fi
}

rt_build_jobs() {
  local max=$1 common=$2 running=0 j
  fail=0
  for j in "${jobs[@]}"; do
    # shellcheck disable=SC2086
    rt_build_one "$common" $j &
    running=$((running + 1))
    if [ "$running" -ge "$max" ]; then
      wait -n || fail=1
      running=$((running - 1))
    fi
  done
  while [ "$running" -gt 0 ]; do wait -n || fail=1; running=$((running - 1)); done
}
