#!/bin/bash
# session 23 call 11: the whole GPU suite at d85b187 (the last commit that
# changes device code), binaries of the fresh-clone CI build
# (utils/stage-gpu-tests.sh, recompressed with xz), both shards.
S=$PWD/.gpu/s23
O=$OUT/c11; mkdir -p $O
mkdir -p $S/g && tar -C $S/g -xJf $S/gpubin.tar.xz
for sh in 1/2 2/2; do
  s=$(date +%s)
  SHARD=$sh TIMEOUT_S=60 timeout 280 bash utils/run-gpu-tests.sh $S/g/bin $O/shard${sh%/*}.md > $O/shard${sh%/*}.log 2>&1
  echo "shard $sh rc=$? $(( $(date +%s) - s )) s" >> $O/tests.txt
done
tar -C $OUT -cJf $OUT/c11.tar.xz c11 && rm -rf $O
