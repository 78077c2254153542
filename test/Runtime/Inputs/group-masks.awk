# Reads the runtime bitcode's text (llvm-dis) and prints, per function, each
# group mask made by __match_any_sync that is used without passing through
# groupMask (runtime/WarpGroup.cuh: the mask or'ed with %lanemask_eq), as
# "RAW MATCH <function>", and the allocation group's ballot mask likewise
# ("RAW BALLOT"); then the count of masks that did pass through it.
function flush() {
  for (m in match_) if (!(m in done)) print "RAW MATCH " fn
  for (m in ballot) if (!(m in done)) print "RAW BALLOT " fn
  delete match_; delete ballot; delete eq; delete done; delete active
}
/^define / { flush(); fn = $0; sub(/\(.*/, "", fn); sub(/.* @/, "@", fn) }
/= .*@llvm\.nvvm\.match\.any\.sync/ { match_[$1] = 1 }
/= .*@llvm\.nvvm\.activemask\(/ { active[$1] = 1 }
/= .*asm "mov\.u32 \$0, %lanemask_eq;"/ { eq[$1] = 1 }
# The allocation's group: a ballot masked with the active mask.
/= and i32 / {
  a = $5; b = $6; sub(/,$/, "", a)
  if ((a in active || b in active) && (a in vote || b in vote)) ballot[$1] = 1
}
/= .*@llvm\.nvvm\.vote\.ballot\.sync/ { vote[$1] = 1 }
/= or i32 / {
  a = $5; b = $6; sub(/,$/, "", a)
  if ((a in eq && (b in match_ || b in ballot)) || (b in eq && (a in match_ || a in ballot))) {
    done[a in eq ? b : a] = 1; n++
  }
}
END { flush(); print "group masks: " n + 0 }
