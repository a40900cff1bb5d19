# Runs a command until it succeeds, sleeping with exponential backoff between attempts.
# Tunables (environment): RETRY_ATTEMPTS (5), RETRY_DELAY (1 s), RETRY_MAX_DELAY (30 s),
# RETRY_SLEEP (sleep command; override it in tests to avoid real waiting).
retry() {
  local attempts=${RETRY_ATTEMPTS:-5} delay=${RETRY_DELAY:-1} max=${RETRY_MAX_DELAY:-30}
  local sleeper=${RETRY_SLEEP:-sleep} attempt=1 status
  while true; do
    # Capture the status without letting a caller's `set -e` kill the loop.
    if "$@"; then
      return 0
    else
      status=$?
    fi
    if ((attempt >= attempts)); then
      printf 'retry: giving up after %d attempts: %s (exit %d)\n' "$attempt" "$*" "$status" >&2
      return "$status"
    fi
    printf 'retry: attempt %d/%d failed (exit %d), waiting %ds\n' \
      "$attempt" "$attempts" "$status" "$delay" >&2
    "$sleeper" "$delay"
    attempt=$((attempt + 1))
    delay=$((delay * 2 > max ? max : delay * 2))
  done
}
