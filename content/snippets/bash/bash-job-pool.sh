# Runs a command once per input item with at most N jobs in parallel, then reports failures.
# Usage: job_pool MAX_JOBS COMMAND [ARGS...] < items  (each stdin line is appended as the last argument)
job_pool() {
  local max=${1-} item pid failed=0 status
  shift || true
  if [[ ! $max =~ ^[1-9][0-9]*$ ]] || (($# == 0)); then
    echo "usage: job_pool MAX_JOBS COMMAND [ARGS...] < items" >&2
    return 2
  fi
  local -A pid_item=()
  while IFS= read -r item || [[ -n $item ]]; do
    [[ -z $item ]] && continue
    # wait -n -p (Bash 5.1+) reports which child finished, so a slot frees as soon as any job ends.
    while ((${#pid_item[@]} >= max)); do
      status=0
      wait -n -p pid "${!pid_item[@]}" || status=$?
      ((status == 0)) || { echo "job_pool: '${pid_item[$pid]}' failed (exit $status)" >&2; failed=$((failed + 1)); }
      unset "pid_item[$pid]"
    done
    "$@" "$item" </dev/null &
    pid_item[$!]=$item
  done
  while ((${#pid_item[@]} > 0)); do
    status=0
    wait -n -p pid "${!pid_item[@]}" || status=$?
    ((status == 0)) || { echo "job_pool: '${pid_item[$pid]}' failed (exit $status)" >&2; failed=$((failed + 1)); }
    unset "pid_item[$pid]"
  done
  ((failed == 0)) || { echo "job_pool: $failed job(s) failed" >&2; return 1; }
}
