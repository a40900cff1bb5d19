set -euo pipefail

header=$(base64url_string '{"alg":"HS256","typ":"JWT"}')
echo "jwt header: $header"

for s in "f" "fo" "foo" "subjects?_d>"; do
  enc=$(base64url_string "$s")
  printf '%-14s -> %-18s -> %s\n' "$s" "$enc" "$(printf '%s' "$enc" | base64url_decode)"
done

# Binary bytes that would produce + and / in standard base64.
printf '\xfb\xff\xbf' | base64 -w0; echo " (standard)"
printf '\xfb\xff\xbf' | base64url_encode; echo " (base64url)"
printf '\xfb\xff\xbf' | base64url_encode | base64url_decode | od -An -tx1

if ! printf 'abcde' | base64url_decode 2>/dev/null; then
  echo "rejected: abcde"
fi
