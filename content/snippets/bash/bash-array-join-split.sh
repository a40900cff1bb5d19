# Joining and splitting strings and arrays safely, without IFS or globbing surprises.

# Joins the remaining arguments with a separator of any length: join_by ", " a b c -> "a, b, c".
join_by() {
  local sep=${1-} out=''
  shift || return 0
  if (($# > 0)); then
    out=$1
    shift
    local item
    for item in "$@"; do out+="$sep$item"; done
  fi
  printf '%s\n' "$out"
}

# Splits a string on a literal delimiter into the named array: split_to parts "a::b" "::".
# Empty fields are kept, unlike `read -a`, so "a,,b" yields three fields.
split_to() {
  local -n _split_out=$1
  local s=${2-} delim=${3-}
  _split_out=()
  if [[ -z $delim ]]; then
    echo "split_to: empty delimiter" >&2
    return 1
  fi
  # Quoting $delim makes it literal, so "." or "*" never act as patterns.
  while [[ $s == *"$delim"* ]]; do
    _split_out+=("${s%%"$delim"*}")
    s=${s#*"$delim"}
  done
  _split_out+=("$s")
}
