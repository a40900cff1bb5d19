# Converts a duration such as "1h30m", "2d 4h", "45s" or a bare "90" into whole seconds.
parse_duration() {
  local input=${1-} rest n total=0
  rest=${input//[[:space:]]/}
  if [[ -z $rest ]]; then
    echo "parse_duration: empty duration" >&2
    return 1
  fi
  # A bare number means seconds, matching how sleep and timeout read it.
  if [[ $rest =~ ^[0-9]+$ ]]; then
    echo "$((10#$rest))"
    return 0
  fi
  while [[ -n $rest ]]; do
    if [[ ! $rest =~ ^([0-9]+)([wdhms])(.*)$ ]]; then
      echo "parse_duration: invalid duration: '$input'" >&2
      return 1
    fi
    n=$((10#${BASH_REMATCH[1]})) rest=${BASH_REMATCH[3]}
    case ${BASH_REMATCH[2]} in
      w) total=$((total + n * 604800)) ;;
      d) total=$((total + n * 86400)) ;;
      h) total=$((total + n * 3600)) ;;
      m) total=$((total + n * 60)) ;;
      s) total=$((total + n)) ;;
    esac
  done
  echo "$total"
}

# Formats seconds as a compact duration: 5415 -> "1h 30m 15s".
format_duration() {
  local seconds=${1:-0} out='' i n
  local -a sizes=(86400 3600 60 1) names=(d h m s)
  if ((seconds == 0)); then
    echo 0s
    return 0
  fi
  for i in 0 1 2 3; do
    n=$((seconds / sizes[i])) seconds=$((seconds % sizes[i]))
    if ((n > 0)); then out+="$n${names[i]} "; fi
  done
  echo "${out% }"
}
