#!/bin/bash
# The issue-10 layouts' programs (built by test/Examples lit tests), run on
# the GPU: each must exit 0 and print its check; plain-app is the control
# linked without the static-library fix (no device code): it must fail.
cd "$(dirname "$0")"
pass=0 fail=0
for f in *; do
  [ -x "$f" ] && [ "$f" != run.sh ] || continue
  out=$(timeout 60 ./$f 2>&1); rc=$?
  want=0; [[ $f == *plain-app ]] && want=nonzero
  if { [ $want = 0 ] && [ $rc = 0 ]; } || { [ $want = nonzero ] && [ $rc != 0 ]; }; then
    r=PASS; pass=$((pass+1)); else r=FAIL; fail=$((fail+1)); fi
  echo "$r $f (exit $rc, expected $want): $(echo "$out" | tail -2 | tr '\n' ' ' | cut -c1-200)"
done
echo "examples: $pass passed, $fail failed"
