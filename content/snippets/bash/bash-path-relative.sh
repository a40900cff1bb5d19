# Path arithmetic on strings alone, so it works for paths that do not exist
# yet and on systems without GNU realpath (stock macOS, BusyBox images).

# Makes a path absolute and removes ".", ".." and repeated slashes.
path_normalize() {
  local path=$1 part
  local -a parts out=()
  [[ $path == /* ]] || path=$PWD/$path
  IFS=/ read -ra parts <<<"$path"
  for part in "${parts[@]}"; do
    case $part in
      '' | .) ;;
      ..) ((${#out[@]})) && unset 'out[-1]' ;;
      *) out+=("$part") ;;
    esac
  done
  local IFS=/
  printf '/%s\n' "${out[*]}"
}

# path_relative TARGET [BASE=$PWD]: the path to TARGET as seen from BASE.
path_relative() {
  local target base prefix="" up=""
  target=$(path_normalize "$1")
  base=$(path_normalize "${2:-$PWD}")
  [[ $target == "$base" ]] && { echo .; return; }
  prefix=$base
  # Climb from BASE until it is an ancestor of TARGET, one "../" per level.
  while [[ $prefix != / && $target != "$prefix" && $target != "$prefix"/* ]]; do
    prefix=${prefix%/*}
    prefix=${prefix:-/}
    up+=../
  done
  if [[ $prefix == / ]]; then
    target=${target#/}
  elif [[ $target == "$prefix" ]]; then
    target=""
  else
    target=${target#"$prefix"/}
  fi
  up+=$target
  printf '%s\n' "${up%/}"
}
