# Functional helpers over lists, where each function name or command is
# applied to every item. Items come in as arguments and results go out one
# per line, so they compose with pipes, mapfile and ordinary loops.

# map FN ITEM...: prints the output of "FN ITEM" for each item.
map() {
  local fn=$1 item
  shift
  for item in "$@"; do "$fn" "$item" || return; done
}

# filter PRED ITEM...: prints the items for which "PRED ITEM" succeeds.
filter() {
  local pred=$1 item
  shift
  for item in "$@"; do
    if "$pred" "$item"; then printf '%s\n' "$item"; fi
  done
}

# reduce FN INITIAL ITEM...: folds left; FN receives ACC ITEM and prints the new ACC.
reduce() {
  local fn=$1 acc=$2 item
  shift 2
  for item in "$@"; do acc=$("$fn" "$acc" "$item") || return; done
  printf '%s\n' "$acc"
}

# any/all PRED ITEM...: stop at the first item that decides the answer.
any() {
  local pred=$1 item
  shift
  for item in "$@"; do "$pred" "$item" && return 0; done
  return 1
}

all() {
  local pred=$1 item
  shift
  for item in "$@"; do "$pred" "$item" || return 1; done
  return 0
}
