# For device-runtime-calls-take-the-warp-gate.test: in each function of the
# runtime bitcode's text, every launching or querying device-runtime call
# must come after a take of the gate (a relaxed CAS on @__dpagg_warp_gate's
# word, the out-of-line wait counting as one) and before a give-back (the
# relaxed store of 0). Text order, not dominance: it catches a call moved
# out of the gate or a gate dropped, not every path. Prints UNGATED or
# NOT GIVEN BACK with the function, then the number of such calls.
function check(   i) {
  for (i = 1; i <= ncall; i++) {
    if (!taken[i]) print "UNGATED in " fn
    if (lastleave < callline[i]) print "NOT GIVEN BACK in " fn
  }
  ncall = 0; lastleave = 0; take = 0; gep = 0
}
/^define / { check(); fn = $0 }
/@__dpagg_warp_gate/ { gep = 1 }
/atom\.relaxed\.gpu\.global\.cas\.b32/ { if (gep) take = 1 }
/@_ZN8dpagg_rt8gateWaitEj/ { take = 1 }
/st\.relaxed\.gpu\.global\.u32 \[\$0\], 0;/ { lastleave = NR }
/call .*@__cudaCDP2(GetParameterBufferV2|LaunchDeviceV2|LaunchDeviceV2_ptsz|FuncGetAttributes|OccupancyMaxActiveBlocksPerMultiprocessor|GetDevice|DeviceGetAttribute)\(/ {
  n++; ncall++; callline[ncall] = NR; taken[ncall] = take
}
END { check(); print "gated calls: " n + 0 }
