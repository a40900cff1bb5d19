set -euo pipefail

input=$'  \t hello world \n  '
printf 'trim:       [%s]\n' "$(trim "$input")"
printf 'trim_start: [%s]\n' "$(trim_start "   left")"
printf 'trim_end:   [%s]\n' "$(trim_end "right    ")"
printf 'empty:      [%s]\n' "$(trim "     ")"
printf 'glob chars: [%s]\n' "$(trim "  *.txt [a-z]  ")"
printf 'squeeze:    [%s]\n' "$(squeeze_spaces "  too    many   spaces  ")"

count=0
while IFS= read -r line; do
  trim_to clean "$line"
  [[ -n $clean ]] || continue
  count=$((count + 1))
  printf 'item %d:     [%s]\n' "$count" "$clean"
done <<'LIST'
   apples
	bananas

   cherry pie   
LIST
