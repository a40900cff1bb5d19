# Asks a yes/no question and succeeds for yes. The default answer is used on Enter or EOF,
# so scripts behave predictably when stdin is not a terminal (CI, pipes, cron).
# Usage: confirm "Delete 3 files?" [y|n]
confirm() {
  local question=${1:-Continue?} default=${2:-n} hint answer
  case $default in
    y | Y) hint='[Y/n]' ;;
    *) hint='[y/N]' default=n ;;
  esac
  # ASSUME_YES=1 answers every prompt with yes, like apt-get -y.
  if [[ ${ASSUME_YES:-0} == 1 ]]; then
    printf '%s %s y (ASSUME_YES)\n' "$question" "$hint" >&2
    return 0
  fi
  while true; do
    printf '%s %s ' "$question" "$hint" >&2
    if ! IFS= read -r answer; then
      answer=$default # EOF: no one is there to answer
      printf '\n' >&2
    fi
    case ${answer,,} in
      '') answer=$default ;;
      y | yes) return 0 ;;
      n | no) return 1 ;;
      *)
        echo "Please answer y or n." >&2
        continue
        ;;
    esac
    [[ $answer == [yY] ]]
    return
  done
}
