# Splits an identifier into lowercase words, one per line. It understands
# camelCase, PascalCase, snake_case, kebab-case, spaces and acronyms, so
# "parseHTTPResponse" becomes "parse http response" rather than "parse h t t p".
_case_words() {
  printf '%s\n' "$1" |
    LC_ALL=C sed -E 's/([A-Z]+)([A-Z][a-z])/\1 \2/g; s/([a-z0-9])([A-Z])/\1 \2/g; s/[^A-Za-z0-9]+/ /g' |
    tr '[:upper:]' '[:lower:]'
}

_case_join() {
  local IFS=$1
  shift
  printf '%s\n' "$*"
}

to_snake_case() {
  local -a w
  read -ra w <<<"$(_case_words "$1")"
  _case_join _ "${w[@]}"
}

to_kebab_case() {
  local -a w
  read -ra w <<<"$(_case_words "$1")"
  _case_join - "${w[@]}"
}

to_constant_case() {
  local s
  s=$(to_snake_case "$1")
  printf '%s\n' "${s^^}"
}

to_camel_case() {
  local -a w
  local out="" i
  read -ra w <<<"$(_case_words "$1")"
  for i in "${!w[@]}"; do
    if ((i == 0)); then out=${w[i]}; else out+=${w[i]^}; fi
  done
  printf '%s\n' "$out"
}

to_pascal_case() {
  local -a w
  read -ra w <<<"$(_case_words "$1")"
  _case_join '' "${w[@]^}"
}
