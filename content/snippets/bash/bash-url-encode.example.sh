set -euo pipefail

url_encode "hello world & friends"
url_encode "café/ünïcode?"
url_encode "safe-chars_are.kept~"
url_decode "caf%C3%A9%2F%C3%BCn%C3%AFcode%3F"
url_decode "name=Ada+Lovelace%21" --form
url_decode "100% sure, %zz is not an escape, %5C is a backslash"
echo "https://example.com/search?$(build_query q="bash & sed" page=2 "tag=a=b")"

original='50% off: "deals" + more'
round_trip=$(url_decode "$(url_encode "$original")")
[[ $round_trip == "$original" ]] && echo "round trip ok"
