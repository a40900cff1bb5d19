# Luhn (mod 10) checksum used by payment card numbers, IMEIs and many
# account or membership IDs. It catches every single-digit typo and most
# swaps of adjacent digits before a number is sent to a payment API.

# Strips spaces and dashes, then rejects anything that is not all digits.
_luhn_digits() {
  local s=${1//[ -]/}
  [[ $s =~ ^[0-9]+$ ]] || return 1
  printf '%s\n' "$s"
}

# _luhn_sum DIGITS DOUBLE_LAST: sum with every second digit doubled,
# counting from the right; DOUBLE_LAST=1 when computing a check digit.
_luhn_sum() {
  local s=$1 i d sum=0 double=$2
  for ((i = ${#s} - 1; i >= 0; i--)); do
    d=${s:i:1}
    if ((double)); then
      d=$((d * 2))
      ((d > 9)) && d=$((d - 9))
    fi
    sum=$((sum + d))
    double=$((1 - double))
  done
  echo "$sum"
}

luhn_valid() {
  local s
  s=$(_luhn_digits "$1") || return 1
  ((${#s} >= 2)) || return 1
  (($(_luhn_sum "$s" 0) % 10 == 0))
}

# Prints the digit to append to make a number pass luhn_valid.
luhn_check_digit() {
  local s
  s=$(_luhn_digits "$1") || return 1
  echo $(((10 - $(_luhn_sum "$s" 1) % 10) % 10))
}
