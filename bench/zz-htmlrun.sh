for i in 1 2 3; do
ZZ_WALK=1 node zz-htmlrule.mjs urilint | sed 's/^/walk /'
node zz-htmlrule.mjs urilint | sed 's/^/listen /'
done
