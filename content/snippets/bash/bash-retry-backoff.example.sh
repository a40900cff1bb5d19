set -euo pipefail

workdir=$(mktemp -d)
trap 'rm -rf "$workdir"' EXIT

# A fake sleep that records the delay instead of waiting.
fake_sleep() { echo "  (would sleep $1s)"; }

# Fails twice, then succeeds: the attempt count is kept in a file.
flaky() {
  local n
  n=$(( $(cat "$workdir/count" 2>/dev/null || echo 0) + 1 ))
  echo "$n" >"$workdir/count"
  echo "  flaky call #$n"
  ((n >= 3))
}

echo "flaky command:"
RETRY_SLEEP=fake_sleep retry flaky 2>&1
echo "status: $?"

echo "always failing, 4 attempts, delay capped at 3s:"
if ! RETRY_SLEEP=fake_sleep RETRY_ATTEMPTS=4 RETRY_DELAY=2 RETRY_MAX_DELAY=3 retry false 2>&1; then
  echo "status: failed as expected"
fi
