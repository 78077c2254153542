# Reads the runtime bitcode's text (llvm-dis) and checks the mask of every
# warp collective (vote, shfl, match, redux, bar.warp.sync): it must be a
# constant, a groupMask (or'ed with the lane's %lanemask_eq: WarpGroup.cuh)
# or a value made from one, or an __activemask() used before any call or
# branch since it was read (the lanes that read it together are all there).
# A mask made from __activemask(), a match or a ballot in any other way is
# printed as "RAW <collective> <function>". Then the number of collectives
# whose mask is a groupMask.
function fname(line) {
  match(line, /@[^(]+/)
  return substr(line, RSTART, RLENGTH)
}
function reset() {
  delete raw; delete good; delete eq; delete fresh; delete active
}
function ops(line,    s, a, n, i, o) {
  # Every %value operand after the '=' (or the whole line for calls
  # without a result).
  s = line; sub(/^[^=]*= /, "", s)
  n = 0; delete opv
  while (match(s, /%[A-Za-z0-9_.]+/)) {
    opv[++n] = substr(s, RSTART, RLENGTH); s = substr(s, RSTART + RLENGTH)
  }
  return n
}
/^define / { reset(); fn = fname($0) }
/^[0-9A-Za-z_.]+:/ { delete fresh }          # a new block: a branch came in
# Calls (not intrinsics, not plain inline asm reads) may return lanes apart.
/ call / && !/@llvm\./ && !/ asm "/ { delete fresh }
/= .*asm "mov\.u32 \$0, %lanemask_eq;"/ { eq[$1] = 1; next }
/= .*@llvm\.nvvm\.activemask\(/ { raw[$1] = 1; active[$1] = 1; fresh[$1] = 1; next }
{
  # The collective and its mask operand.
  coll = ""
  if (match($0, /@llvm\.nvvm\.(vote\.[a-z]+\.sync|shfl\.sync\.[a-z]+\.i32|match\.[a-z]+\.sync\.i(32|64)|bar\.warp\.sync)\(i32 [^,)]+/)) {
    coll = substr($0, RSTART, RLENGTH); mask = coll; sub(/.*\(i32 /, "", mask)
    sub(/\(.*/, "", coll)
  } else if (match($0, /@llvm\.nvvm\.redux\.sync\.[a-z]+\(i32 [^,]+, i32 [^,)]+/)) {
    coll = substr($0, RSTART, RLENGTH); mask = coll; sub(/.*, i32 /, "", mask)
    sub(/\(.*/, "", coll)
  }
  if (coll != "") {
    if (mask in good) n_good++
    else if (mask in raw && !((mask in active) && (mask in fresh)))
      print "RAW " coll " " fn
  }
}
# Results: matches and ballots are raw; values made from raw or good ones.
/= .*@llvm\.nvvm\.(match\.any|vote\.ballot)/ { raw[$1] = 1; next }
/= (and|or|xor|select|phi|trunc|zext|freeze) / {
  n = ops($0); g = 0; r = 0; e = 0
  for (i = 1; i <= n; i++) {
    if (opv[i] in good) g = 1
    if (opv[i] in raw) r = 1
    if (opv[i] in eq) e = 1
  }
  if ($3 == "or" && e && r) good[$1] = 1
  else if ($3 == "phi") { if (r) raw[$1] = 1; else if (g) good[$1] = 1 }
  else if (g) good[$1] = 1
  else if (r) raw[$1] = 1
}
END { print "group collectives: " n_good + 0 }
