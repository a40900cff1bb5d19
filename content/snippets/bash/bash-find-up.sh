# Searches the current directory and then each parent for a file or directory,
# the way git finds .git and npm finds package.json. Scripts use it to locate
# their project root no matter which subdirectory they are started from.
# Usage: find_up NAME [START_DIR]   prints the full path of the first match.
find_up() {
  local name=$1 dir
  dir=$(cd -- "${2:-.}" && pwd -P) || return 1
  while :; do
    if [[ -e $dir/$name ]]; then
      printf '%s\n' "${dir%/}/$name"
      return 0
    fi
    [[ $dir == / ]] && return 1
    dir=$(dirname -- "$dir")
  done
}

# Prints the directory that contains the first of several markers, checking
# all markers at each level so the innermost project wins.
project_root() {
  local dir marker
  dir=$(pwd -P)
  while :; do
    for marker in "$@"; do
      if [[ -e $dir/$marker ]]; then
        printf '%s\n' "$dir"
        return 0
      fi
    done
    [[ $dir == / ]] && return 1
    dir=$(dirname -- "$dir")
  done
}
