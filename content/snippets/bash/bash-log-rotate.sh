# Rotates a log file the way logrotate does (app.log -> app.log.1 -> app.log.2),
# for scripts and containers that write their own logs and have no logrotate.
# Usage: log_rotate FILE [KEEP=5] [MIN_BYTES=0]
# Rotates only when FILE is at least MIN_BYTES long; keeps KEEP old copies.
log_rotate() {
  local file=$1 keep=${2:-5} min=${3:-0} i size
  [[ -f $file ]] || return 0
  size=$(wc -c <"$file")
  ((size > 0 && size >= min)) || return 0
  # Drop the oldest copy, then shift the others up, starting from the end
  # so that no copy overwrites the next one before it has moved.
  rm -f -- "$file.$keep"
  for ((i = keep - 1; i >= 1; i--)); do
    if [[ -f $file.$i ]]; then mv -f -- "$file.$i" "$file.$((i + 1))"; fi
  done
  if ((keep >= 1)); then
    mv -f -- "$file" "$file.1"
  else
    rm -f -- "$file"
  fi
  # A fresh empty file with the old permissions, ready for the next write.
  : >"$file"
  if [[ -f $file.1 ]]; then chmod --reference="$file.1" -- "$file" 2>/dev/null || true; fi
}
