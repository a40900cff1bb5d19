# Percent-encoding for URLs and query strings (RFC 3986), byte by byte so UTF-8 is handled.

# Encodes everything except unreserved characters: letters, digits, - . _ ~
url_encode() {
  # In the C locale ${s:i:1} walks bytes, not characters, and printf %02X sees each byte.
  local LC_ALL=C s=${1-} out='' c i
  for ((i = 0; i < ${#s}; i++)); do
    c=${s:i:1}
    case $c in
      [a-zA-Z0-9.~_-]) out+=$c ;;
      # The leading quote makes printf print the character's byte value.
      *) printf -v c '%%%02X' "'$c" && out+=$c ;;
    esac
  done
  printf '%s\n' "$out"
}

# Decodes %XX sequences; with --form, "+" also becomes a space (HTML form encoding).
# A "%" that is not followed by two hex digits is kept as it is.
url_decode() {
  local s=${1-} out='' byte
  [[ ${2-} == --form ]] && s=${s//+/ }
  while [[ $s =~ %([0-9A-Fa-f]{2}) ]]; do
    # The regex finds the leftmost escape, so the text before its first occurrence is literal.
    out+=${s%%"${BASH_REMATCH[0]}"*}
    printf -v byte '%b' "\\x${BASH_REMATCH[1]}"
    out+=$byte
    s=${s#*"${BASH_REMATCH[0]}"}
  done
  printf '%s\n' "$out$s"
}

# Builds a query string from key=value arguments: build_query q="a b" page=2 -> q=a%20b&page=2
build_query() {
  local pair out=''
  for pair in "$@"; do
    out+="${out:+&}$(url_encode "${pair%%=*}")=$(url_encode "${pair#*=}")"
  done
  printf '%s\n' "$out"
}
