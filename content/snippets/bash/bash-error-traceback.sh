# Prints a stack trace when a command fails, similar to an uncaught exception in Python.
# Call enable_traceback once near the top of a script.
enable_traceback() {
  # errtrace (-E) makes functions and subshells inherit the ERR trap; errexit (-e) stops the script.
  set -o errexit -o errtrace
  # Without this, a failure inside $(...) is ignored until the whole substitution returns.
  shopt -s inherit_errexit
  trap 'print_traceback "$?" "$BASH_COMMAND"' ERR
}

print_traceback() {
  local status=$1 command=$2 i
  printf 'Error: exit status %d from: %s\n' "$status" "$command" >&2
  printf 'Traceback (most recent call first):\n' >&2
  # Frame 0 is this function; frame i called frame i-1 from line BASH_LINENO[i-1].
  for ((i = 1; i < ${#FUNCNAME[@]}; i++)); do
    printf '  %s:%d in %s\n' "${BASH_SOURCE[i]}" "${BASH_LINENO[i - 1]}" "${FUNCNAME[i]}" >&2
  done
}
