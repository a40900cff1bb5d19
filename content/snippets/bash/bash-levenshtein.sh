# Edit distance between two strings: the number of single-character inserts,
# deletes and substitutions needed to turn one into the other. Keeping only two
# rows of the table makes memory linear in the length of the second string.
levenshtein() {
  local a=$1 b=$2 i j cost best
  local la=${#a} lb=${#b}
  local -a prev cur
  for ((j = 0; j <= lb; j++)); do prev[j]=$j; done
  for ((i = 1; i <= la; i++)); do
    cur=("$i")
    for ((j = 1; j <= lb; j++)); do
      cost=1
      if [[ ${a:i-1:1} == "${b:j-1:1}" ]]; then cost=0; fi
      best=$((prev[j] + 1))
      if ((cur[j - 1] + 1 < best)); then best=$((cur[j - 1] + 1)); fi
      if ((prev[j - 1] + cost < best)); then best=$((prev[j - 1] + cost)); fi
      cur[j]=$best
    done
    prev=("${cur[@]}")
  done
  printf '%s\n' "${prev[lb]}"
}

# Prints the candidate closest to WORD, for "did you mean ...?" hints on
# mistyped subcommands. Returns 1 when nothing is close enough to be a typo:
# at most a third of the word's length, and never less than 2 edits.
did_you_mean() {
  local word=$1 candidate d best="" best_d=-1
  local limit=$((${#word} / 3))
  ((limit < 2)) && limit=2
  shift
  for candidate in "$@"; do
    d=$(levenshtein "$word" "$candidate")
    if ((d <= limit)) && ((best_d < 0 || d < best_d)); then
      best=$candidate
      best_d=$d
    fi
  done
  [[ -n $best ]] && printf '%s\n' "$best"
}
