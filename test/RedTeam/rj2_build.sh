#!/usr/bin/env bash
# test/RedTeam/rj2_build.sh [OUT [NAME...]]: the second red team of the warp
# rejoin (rj2_*.cu), built by rj_build.sh (see there), into OUT (default
# <repo>/.gpu-red/rj2).
RJ_PREFIX=rj2 exec bash "$(dirname "$0")/rj_build.sh" "$@"
