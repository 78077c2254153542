#!/bin/bash
# CPU seconds (best of 2) of dpagg-clang++ -O3 -c over the bench sources, per plugin configuration
cd /work/main
export DPAGG_PLUGIN=/tmp/regs/new8.so
declare -A tot
cfgs=(none default nofit nomold nopub)
for f in bench/*.cu examples/bfs/bfs.cu; do
  for c in "${cfgs[@]}"; do
    case $c in
      none) fl=(--dpagg-disable);; default) fl=();;
      nofit) fl=(-Xarch_device -mllvm=-dpagg-fit-register-bounds=false);;
      nomold) fl=(--dpagg-moldable=off);;
      nopub) fl=(-Xarch_device -mllvm=-dpagg-publish-children=false);;
    esac
    b=99
    for r in 1 2; do
      /usr/bin/time -o /tmp/lv.t -f "%U %S" utils/dpagg-clang++ "${fl[@]}" -O3 -Iinclude -Ibench -Iexamples -c $f -o /tmp/lv.o >/dev/null 2>&1
      t=$(awk '{print $1+$2}' /tmp/lv.t); b=$(awk -v a=$b -v c=$t 'BEGIN{print (c<a)?c:a}')
    done
    tot[$c]=$(awk -v a=${tot[$c]:-0} -v c=$b 'BEGIN{print a+c}')
    echo "$f $c $b"
  done
done
for c in "${cfgs[@]}"; do echo "TOTAL $c ${tot[$c]} $(awk -v a=${tot[none]} -v b=${tot[$c]} 'BEGIN{printf "%+.1f%%", (b/a-1)*100}')"; done
