set -euo pipefail

fruits=("apple" "banana split" "cherry")
echo "joined: $(join_by ", " "${fruits[@]}")"
echo "path:   $(join_by / usr local bin)"
echo "single: $(join_by " | " only)"
echo "none:   [$(join_by ", ")]"

split_to parts "a,,b,c d," ","
echo "fields: ${#parts[@]}"
for i in "${!parts[@]}"; do
  printf '  %d: [%s]\n' "$i" "${parts[i]}"
done

split_to octets "192.168.0.1" "."
echo "octets: ${octets[*]}"

split_to tokens "key::value::more" "::"
echo "tokens: $(join_by " + " "${tokens[@]}")"

split_to globby "*.txt|*.md" "|"
echo "patterns kept literal: ${globby[0]} and ${globby[1]}"
