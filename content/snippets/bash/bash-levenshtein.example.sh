set -euo pipefail

for pair in "kitten sitting" "flaw lawn" "same same" " abc" "gumbo gambol"; do
  read -r a b <<<"$pair"
  printf '%-8s -> %-8s distance %s\n' "'$a'" "'$b'" "$(levenshtein "$a" "$b")"
done

commands=(build deploy status rollback logs)
for typo in stauts deplyo rolback xyz; do
  if suggestion=$(did_you_mean "$typo" "${commands[@]}"); then
    echo "unknown command '$typo', did you mean '$suggestion'?"
  else
    echo "unknown command '$typo'"
  fi
done
