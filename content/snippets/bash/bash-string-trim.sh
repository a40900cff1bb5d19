# Whitespace trimming with parameter expansion only: no subshells, no sed, no echo pitfalls.

# Removes leading and trailing whitespace (spaces, tabs, newlines).
trim() {
  local s=${1-}
  # The inner expansion finds the leading whitespace run; the outer strips exactly that prefix.
  s=${s#"${s%%[![:space:]]*}"}
  s=${s%"${s##*[![:space:]]}"}
  printf '%s\n' "$s"
}

# Removes leading whitespace only.
trim_start() {
  local s=${1-}
  printf '%s\n' "${s#"${s%%[![:space:]]*}"}"
}

# Removes trailing whitespace only.
trim_end() {
  local s=${1-}
  printf '%s\n' "${s%"${s##*[![:space:]]}"}"
}

# Trims into a named variable, avoiding the $(...) fork in hot loops.
trim_to() {
  local -n _trim_out=$1
  local s=${2-}
  s=${s#"${s%%[![:space:]]*}"}
  _trim_out=${s%"${s##*[![:space:]]}"}
}

# Collapses every internal whitespace run to a single space and trims the ends.
squeeze_spaces() {
  local -a words
  read -ra words <<<"${1-}"
  local IFS=' '
  printf '%s\n' "${words[*]}"
}
