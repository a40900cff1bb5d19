# Records SHA-256 checksums of every file under a directory and later reports
# which files changed, disappeared or were added. Useful for verifying
# release artifacts, backups or deployed trees.

# manifest_create DIR: prints "HASH  RELATIVE_PATH" lines in a stable order.
# The subshell keeps cd and the shopt changes from leaking into the caller.
manifest_create() (
  cd -- "$1" || exit 1
  shopt -s globstar dotglob nullglob
  export LC_ALL=C
  local f
  for f in **; do
    [[ -f $f && ! -L $f ]] && sha256sum -- "$f"
  done
  exit 0
)

# manifest_verify DIR MANIFEST: prints "changed:", "missing:" and "added:"
# lines and returns 1 if the tree differs from the manifest.
manifest_verify() {
  local dir=$1 manifest=$2 hash path current status=0
  local -A expected=()
  while read -r hash path; do
    expected[$path]=$hash
  done <"$manifest"
  while read -r hash path; do
    if [[ ! -v expected[$path] ]]; then
      echo "added: $path"
      status=1
    elif [[ ${expected[$path]} != "$hash" ]]; then
      echo "changed: $path"
      status=1
    fi
    unset 'expected[$path]'
  done < <(manifest_create "$dir")
  for path in "${!expected[@]}"; do
    current+="missing: $path"$'\n'
  done
  if [[ -n ${current-} ]]; then
    printf '%s' "$current" | LC_ALL=C sort
    status=1
  fi
  return "$status"
}
