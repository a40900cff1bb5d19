# A portable mutex built on mkdir, which creates a directory atomically or fails.
# Unlike flock it needs nothing beyond the shell and works on any local file system.
lock_acquire() {
  local dir=${1-} timeout=${2:-10} waited=0 owner
  while ! mkdir "$dir" 2>/dev/null; do
    owner=$(cat "$dir/pid" 2>/dev/null || true)
    # A lock whose owner process is gone is stale: take it over instead of waiting forever.
    if [[ -n $owner ]] && ! kill -0 "$owner" 2>/dev/null; then
      echo "lock_acquire: removing stale lock held by dead pid $owner" >&2
      rm -rf "$dir"
      continue
    fi
    if ((waited >= timeout)); then
      echo "lock_acquire: timed out after ${timeout}s waiting for $dir (pid ${owner:-unknown})" >&2
      return 1
    fi
    sleep 1
    waited=$((waited + 1))
  done
  echo "$$" >"$dir/pid"
}

# Releases the lock, but only if this process owns it.
lock_release() {
  local dir=${1-}
  if [[ $(cat "$dir/pid" 2>/dev/null) == "$$" ]]; then
    rm -rf "$dir"
  fi
}
