#!/bin/bash
# session 19 call 5: the red team pg_* (grid scope's per-thread stream), every line kept.
S=.gpu/s19p; (cd $S && tar -xJf pg.tar.xz) || exit 1
TIMEOUT_S=30 bash $S/pg/run.sh > $OUT/pg.txt 2>&1; echo rc=$?
