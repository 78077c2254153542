import json,glob,os,collections,sys,tarfile,io
data=collections.defaultdict(dict)
for t in sys.argv[1:]:
    with tarfile.open(t) as tf:
        for m in tf.getmembers():
            if not m.name.endswith('.json'): continue
            b=os.path.basename(m.name)[:-5]; w,v=b.rsplit('.',1)
            J=json.load(tf.extractfile(m))
            for bm in J.get('benchmarks',[]):
                n=bm['name']
                if n.split('/')[1]!='dp' or bm.get('error_occurred') or 'median_ms' not in bm: continue
                data[n.split('/iterations')[0]][v]=bm['median_ms']
fixed=['warp','block','grid','mb8']
tot=within=0; miss=[]
print('| configuration | default (ms) | best fixed choice (ms) | default / best |')
print('| --- | --- | --- | --- |')
for n in sorted(data):
    x=data[n]
    if 'default' not in x or not all(f in x for f in fixed): continue
    best=min(fixed,key=lambda f:x[f]); r=x['default']/x[best]
    tot+=1; within+=r<=1.1
    print('| %s | %.3f | %s %.3f | %s%.2f%s |'%(n,x['default'],best,x[best],'**' if r>1.1 else '',r,'**' if r>1.1 else ''))
print('\n%d of %d configurations within 1.1x (%.0f%%)'%(within,tot,100*within/tot))
