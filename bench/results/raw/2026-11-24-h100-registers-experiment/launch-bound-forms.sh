#!/bin/bash
# Launch bound as .maxntid 1024 (cur) or .maxnreg 64 (mr); old = aa2205f.
cd "$(dirname "$0")"
for r in $(seq 1 7); do for v in base default mr; do
  echo "qt r$r $v $(LD_LIBRARY_PATH=../qt ../qt/qt.$v --benchmark_filter='Quadtree/dp/262144' 2>&1 | grep -E 'Quadtree/dp/262144' | awk '{print $2}')"
done; done
for shape in "262144 16 16" "65536 64 16"; do
  for r in $(seq 1 9); do for v in old cur mr; do
    echo "$shape r$r $v $(./probe.$v $shape 9 --only=naive 2>&1 | grep -E '^naive ')"
  done; done
done
for r in $(seq 1 9); do for v in old cur mr; do
  echo "bfs r$r $v $(./bfs.$v 2>&1 | grep -o 'best of 3: [0-9.]* ms\|PASS\|FAIL' | tr '\n' ' ')"
done; done
