# Caches a command's standard output on disk for a number of seconds, so slow
# or rate-limited calls (API lookups, cloud CLIs, heavy queries) run once per
# TTL instead of on every invocation of a script or prompt.
# Usage: cache_run TTL_SECONDS COMMAND [ARG...]   (cache dir: $CACHE_DIR)
cache_run() {
  local ttl=$1 dir=${CACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/cache_run}
  shift
  local key file tmp age status
  # The key covers the whole argument list, so different arguments never share an entry.
  key=$(printf '%s\0' "$@" | sha256sum)
  file=$dir/${key%% *}
  if [[ -f $file ]]; then
    age=$(($(date +%s) - $(stat -c %Y "$file")))
    if ((age >= 0 && age < ttl)); then
      cat "$file"
      return 0
    fi
  fi
  mkdir -p "$dir"
  tmp=$(mktemp "$dir/.tmp.XXXXXX")
  # Failures are passed through but never cached, so the next call retries.
  "$@" >"$tmp" || {
    status=$?
    rm -f "$tmp"
    return "$status"
  }
  # Rename is atomic, so a concurrent reader never sees a half-written entry.
  mv -f "$tmp" "$file"
  cat "$file"
}

# Drops every entry, or only those older than MAX_AGE_SECONDS when given.
cache_clear() {
  local dir=${CACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/cache_run} f now
  now=$(date +%s)
  for f in "$dir"/*; do
    [[ -f $f ]] || continue
    if [[ -z ${1-} ]] || ((now - $(stat -c %Y "$f") >= $1)); then rm -f "$f"; fi
  done
}
