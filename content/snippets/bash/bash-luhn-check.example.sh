set -euo pipefail

for number in "4539 1488 0343 6467" "4539-1488-0343-6468" "79927398713" "0" "4539x1488" ""; do
  if luhn_valid "$number"; then result=valid; else result=invalid; fi
  printf '%-22s %s\n' "'$number'" "$result"
done

base=7992739871
digit=$(luhn_check_digit "$base")
echo "check digit for $base is $digit"
luhn_valid "$base$digit" && echo "$base$digit passes"

# A swap of two adjacent digits is caught.
luhn_valid "79927398731" || echo "79927398731 (swapped 1 and 3) fails"
