import json,sys,glob,os,collections,math,re,statistics
d=sys.argv[1]; V=sys.argv[2].split(); H=sys.argv[3] if len(sys.argv)>3 else 'head'
REFS=sys.argv[4].split() if len(sys.argv)>4 else []  # extra geomean rows: ref_min / variant_min
t=collections.defaultdict(lambda: collections.defaultdict(list))  # row -> variant -> [ms per round]
for f in sorted(glob.glob(d+'/*.json')):
    b,v,r=os.path.basename(f)[:-5].rsplit('.',2)
    if v not in V: continue
    try: js=json.load(open(f))
    except Exception as e: print('bad json',f,e); continue
    reps=collections.defaultdict(list)
    for x in js.get('benchmarks',[]):
        if x.get('run_type','iteration')!='iteration': continue
        n=b.split('_')[0]+':'+re.sub(r'/(iterations|repeats):\d+|/manual_time','',x['name'])
        if x.get('error_occurred'): reps[n].append(float('nan')); print('ERROR',f,n,x.get('error_message')); continue
        reps[n].append(x['real_time']*{'ms':1,'us':1e-3,'ns':1e-6,'s':1e3}[x['time_unit']])
    for n,xs in reps.items(): t[n][v].append(statistics.median(xs))  # one number per run: median of its repetitions
print('ms, median of the repetitions of each run, per round (r1/r2[/r3]); ratio = '+H+'_min / variant_min (>1: variant faster than '+H+')')
print('| row | '+' | '.join(V)+' |'); print('|---'*(len(V)+1)+'|')
geo=collections.defaultdict(list)
for n in sorted(t):
    cells=[]
    h=min(t[n][H]) if t[n][H] else float('nan')
    for v in V:
        xs=t[n][v]
        if not xs: cells.append('-'); continue
        m=min(xs); r=h/m if m==m and m>0 else float('nan'); geo[v].append(r)
        cells.append('/'.join(f'{x:.3f}' for x in xs)+f' ({r:.2f})')
    print(f'| {n} | '+' | '.join(cells)+' |')
print('| geomean vs '+H+' | '+' | '.join(f'{math.exp(sum(math.log(x) for x in geo[v] if x==x)/max(1,len([x for x in geo[v] if x==x]))):.3f}' for v in V)+' |')
for R in REFS:
    g=collections.defaultdict(list)
    for n in t:
        if not t[n][R]: continue
        h=min(t[n][R])
        for v in V:
            if t[n][v]:
                m=min(t[n][v])
                if m==m and m>0 and h==h: g[v].append(h/m)
    print('| geomean vs '+R+' | '+' | '.join(f'{math.exp(sum(math.log(x) for x in g[v])/len(g[v])):.3f}' if g[v] else '-' for v in V)+' |')
