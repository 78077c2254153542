import json,sys,glob,os,collections,math,re,statistics
d=sys.argv[1]; V=sys.argv[2].split()
t=collections.defaultdict(lambda: collections.defaultdict(list))
for f in sorted(glob.glob(d+'/*.json')):
    b,v,r=os.path.basename(f)[:-5].rsplit('.',2)
    try: js=json.load(open(f))
    except Exception as e: print('bad json',f,e); continue
    reps=collections.defaultdict(list)
    for x in js.get('benchmarks',[]):
        if x.get('run_type','iteration')!='iteration': continue
        n=b+':'+re.sub(r'/(iterations|repeats):\d+|/manual_time|/real_time','',x['name'])
        if x.get('error_occurred'): print('ERROR',f,n,x.get('error_message')); continue
        reps[n].append(x['real_time']*{'ms':1,'us':1e-3,'ns':1e-6,'s':1e3}[x['time_unit']])
    for n,xs in reps.items(): t[n][v].append(statistics.median(xs))
rows=[n for n in sorted(t) if '/dp/' in n]
print('ms: min over rounds of the median of 3 repetitions; (x) = default / variant (>1: variant faster than default); flat = the base build\'s /flat/ row')
print('| row | flat | '+' | '.join(V)+' |'); print('|---'*(len(V)+2)+'|')
geo=collections.defaultdict(list); geoflat=collections.defaultdict(list)
for n in rows:
    dm=min(t[n]['default']) if t[n]['default'] else float('nan')
    fl=t.get(n.replace('/dp/','/flat/'),{}).get('base',[])
    flm=min(fl) if fl else float('nan')
    cells=[]
    for v in V:
        xs=t[n][v]
        if not xs: cells.append('-'); continue
        m=min(xs); r=dm/m; geo[v].append(r)
        if flm==flm: geoflat[v].append(flm/m)
        cells.append(f'{m:.3f} ({r:.2f})')
    print(f'| {n} | '+(f'{flm:.3f}' if flm==flm else '-')+' | '+' | '.join(cells)+' |')
g=lambda xs: math.exp(sum(math.log(x) for x in xs)/len(xs)) if xs else float('nan')
print('| geomean default/variant | | '+' | '.join(f'{g(geo[v]):.3f}' for v in V)+' |')
print('| geomean flat/variant | | '+' | '.join(f'{g(geoflat[v]):.3f}' for v in V)+' |')
