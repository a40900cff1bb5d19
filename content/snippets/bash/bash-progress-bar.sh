# A text progress bar for long loops. Rendering is separate from drawing so
# the bar can be tested, logged or embedded in other messages.
# progress_bar_render CURRENT TOTAL [WIDTH]  ->  "[#######.........]  45% (9/20)"
progress_bar_render() {
  local current=$1 total=$2 width=${3:-30} filled pct bar
  if ((total <= 0)); then
    # Nothing to do counts as done, and avoids a division by zero.
    current=0 total=0 pct=100 filled=$width
  else
    ((current > total)) && current=$total
    ((current < 0)) && current=0
    # Integer arithmetic rounds down, so the bar is full only when the work is.
    pct=$((current * 100 / total))
    filled=$((current * width / total))
  fi
  printf -v bar '%*s' "$filled" ''
  bar=${bar// /#}
  printf -v bar '%s%*s' "$bar" $((width - filled)) ''
  printf '[%s] %3d%% (%d/%d)\n' "${bar// /.}" "$pct" "$current" "$total"
}

# Redraws the bar in place on stderr, and only when stderr is a terminal so
# logs and CI output are not flooded with carriage returns.
progress_bar() {
  [[ -t 2 ]] || return 0
  local line
  line=$(progress_bar_render "$@")
  printf '\r%s' "$line" >&2
  if (($1 >= $2)); then printf '\n' >&2; fi
}
