# For device-runtime-calls-take-the-warp-gate.test: prints UNGATED and the
# function for each launching or querying device-runtime call that comes
# before any use of @__dpagg_warp_gate in its function, then the number of
# such calls seen.
/^define / { fn = $0; gate = 0 }
/@__dpagg_warp_gate/ { gate = 1 }
/call .*@__cudaCDP2(GetParameterBufferV2|LaunchDeviceV2|LaunchDeviceV2_ptsz|FuncGetAttributes|OccupancyMaxActiveBlocksPerMultiprocessor|GetDevice|DeviceGetAttribute)\(/ {
  n++
  if (!gate) print "UNGATED in " fn
}
END { print "gated calls: " n + 0 }
