# bb82e36's ballots: not masked with the group (UNSOUND: probe only)
python3 - <<'PY'
p='WarpGroup.cuh'; s=open(p).read()
for a in ['__ballot_sync(Group, Join) & Group','__ballot_sync(Group, Join && Clean) & Group']:
    assert a in s; s=s.replace(a,a[:-len(' & Group')])
open(p,'w').write(s)
PY
