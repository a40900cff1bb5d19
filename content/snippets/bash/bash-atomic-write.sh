# Replaces a file only when the command producing its new contents succeeds.
# The output goes to a temporary file in the same directory and is renamed
# over the target, so readers see either the old file or the complete new one,
# never a truncated mix, even if the script is killed half-way.
# Usage: atomic_write TARGET COMMAND [ARG...]
atomic_write() {
  local target=$1 dir tmp status
  shift
  dir=$(dirname -- "$target")
  # Same directory, because rename is only atomic within one file system.
  tmp=$(mktemp "$dir/.$(basename -- "$target").XXXXXX") || return 1
  "$@" >"$tmp" || {
    status=$?
    rm -f -- "$tmp"
    return "$status"
  }
  if [[ -e $target ]]; then
    # mktemp creates files with mode 600; keep the permissions of the file being replaced.
    chmod --reference="$target" -- "$tmp" 2>/dev/null || true
  else
    chmod "$(printf '%o' $((0666 & ~8#$(umask))))" -- "$tmp"
  fi
  # Flush data to disk before the rename, or a crash could leave an empty file.
  sync -- "$tmp" 2>/dev/null || true
  mv -f -- "$tmp" "$target"
}
