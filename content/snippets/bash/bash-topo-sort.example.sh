set -euo pipefail

echo "build order:"
topo_sort <<'DEPS'
# service   depends on
api         db cache config
worker      db queue config
db          config
cache
queue       config
web-ui      api
DEPS

echo "with a cycle:"
if ! printf 'a b\nb c\nc a\nd\n' | topo_sort 2>&1; then
  echo "(exit status 1)"
fi
