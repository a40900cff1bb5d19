set -euo pipefail

workdir=$(mktemp -d)
trap 'rm -rf "$workdir"' EXIT
export CACHE_DIR=$workdir/cache

# A stand-in for a slow lookup that counts how often it really runs.
calls=$workdir/calls
echo 0 >"$calls"
lookup() {
  echo $(($(cat "$calls") + 1)) >"$calls"
  echo "price of $1: 42"
}

cache_run 300 lookup widget
cache_run 300 lookup widget
echo "real calls after two lookups: $(cat "$calls")"

cache_run 300 lookup gadget >/dev/null
echo "real calls after a different argument: $(cat "$calls")"

# Age the entries past the TTL instead of sleeping.
touch -d '-10 minutes' "$CACHE_DIR"/*
cache_run 300 lookup widget >/dev/null
echo "real calls after expiry: $(cat "$calls")"

if ! cache_run 300 false; then echo "failing command: status passed through"; fi
echo "entries cached: $(ls -A "$CACHE_DIR" | wc -l)"

cache_clear
echo "entries after cache_clear: $(ls -A "$CACHE_DIR" | wc -l)"
