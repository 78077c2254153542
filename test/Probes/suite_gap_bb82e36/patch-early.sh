# bb82e36's order: the warp group formed before the site's runtime calls (UNSOUND: probe only)
python3 - <<'PY'
p='block.cu'; s=open(p).read()
g='''  // After the last call: see streamGroup.
  unsigned Group = streamGroup(Stream);
'''
assert g in s; s=s.replace(g,'')
a='  bool Clean = Launching && clean();\n'
assert a in s; s=s.replace(a,'  unsigned Group = streamGroup(Stream);\n'+a)
open(p,'w').write(s)
p='warp.cu'; s=open(p).read()
assert g in s; s=s.replace(g,'')
a='  if (streamGroup(Stream) == 1u << laneId())\n'
if a in s: s=s.replace(a,'  unsigned Group = streamGroup(Stream);\n  if (Group == 1u << laneId())\n')
else:  # after patch-nofast
    b='  bool Clean = clean();\n'; assert b in s; s=s.replace(b,'  unsigned Group = streamGroup(Stream);\n'+b)
open(p,'w').write(s)
PY
