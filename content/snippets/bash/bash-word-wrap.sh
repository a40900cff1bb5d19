# Wraps text at word boundaries using only builtins, so the result is the same
# on every platform, unlike fold -s (which splits long words) or fmt (which
# refills paragraphs differently between GNU and BSD).
# Usage: word_wrap WIDTH [INDENT] < text
word_wrap() {
  local width=${1:-80} indent=${2-} line word current
  local -a words
  while IFS= read -r line || [[ -n $line ]]; do
    read -ra words <<<"$line"
    # Blank lines are paragraph breaks and are kept as they are.
    if ((${#words[@]} == 0)); then
      printf '\n'
      continue
    fi
    current=""
    for word in "${words[@]}"; do
      if [[ -z $current ]]; then
        current=$indent$word
      elif ((${#current} + 1 + ${#word} <= width)); then
        current+=" $word"
      else
        printf '%s\n' "$current"
        # A word longer than the width stays whole on its own line: cutting it
        # would break URLs and paths that someone may want to copy.
        current=$indent$word
      fi
    done
    printf '%s\n' "$current"
  done
}
