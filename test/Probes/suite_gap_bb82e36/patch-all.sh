# nofast + pool + unmasked + early together (the runtime side of issue 21's fixes undone, as far as patches go)
d=$(dirname "$0"); for p in nofast pool unmasked early; do bash $GAP/patch-$p.sh || exit 1; done
