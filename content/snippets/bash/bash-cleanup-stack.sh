# A stack of cleanup commands run in reverse order when the script exits, however it exits.
# Plain `trap ... EXIT` holds one command; each new trap silently replaces the previous one.
declare -ga CLEANUP_STACK=()
declare -g CLEANUP_OWNER=''

# Registers a command (with arguments) to run at exit.
on_exit() {
  if (($# == 0)); then
    echo "on_exit: no command given" >&2
    return 1
  fi
  # A subshell inherits the array but not the trap: start a fresh stack there so it
  # cannot run (and delete) the parent's cleanups.
  if [[ $CLEANUP_OWNER != "$BASHPID" ]]; then
    CLEANUP_STACK=()
    CLEANUP_OWNER=$BASHPID
  fi
  # printf %q stores the words re-quoted, so arguments with spaces survive until eval.
  CLEANUP_STACK+=("$(printf '%q ' "$@")")
  trap run_cleanup EXIT
}

# Runs the registered commands newest-first; also safe to call by hand before exit.
run_cleanup() {
  local status=$? i
  trap - EXIT
  for ((i = ${#CLEANUP_STACK[@]} - 1; i >= 0; i--)); do
    # A failing cleanup step must not stop the remaining ones.
    eval "${CLEANUP_STACK[i]}" || echo "cleanup: step failed: ${CLEANUP_STACK[i]% }" >&2
  done
  CLEANUP_STACK=()
  return "$status"
}

# Creates a temporary directory that is removed at exit and stores its path in the named variable.
make_temp_dir() {
  local -n _temp_dir_out=$1
  _temp_dir_out=$(mktemp -d)
  on_exit rm -rf "$_temp_dir_out"
}
