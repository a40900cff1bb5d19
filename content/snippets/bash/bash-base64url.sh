# Base64url (RFC 4648 section 5) as used in JWTs and URL-safe tokens: "-" and "_" instead of
# "+" and "/", and no "=" padding. Both functions read stdin, so binary data passes through.

base64url_encode() {
  # -w0 stops GNU base64 from wrapping long output at 76 columns.
  base64 -w0 | tr '+/' '-_' | tr -d '='
}

base64url_decode() {
  local data pad
  data=$(tr -d ' \t\r\n' | tr -- '-_' '+/')
  # base64 -d insists on padding, so restore it from the length.
  case $((${#data} % 4)) in
    2) pad='==' ;;
    3) pad='=' ;;
    1)
      echo "base64url_decode: invalid input length" >&2
      return 1
      ;;
    *) pad='' ;;
  esac
  printf '%s%s' "$data" "$pad" | base64 -d
}

# Encodes a string argument (without a trailing newline) for use in a URL or JWT segment.
base64url_string() {
  printf '%s' "${1-}" | base64url_encode
}
