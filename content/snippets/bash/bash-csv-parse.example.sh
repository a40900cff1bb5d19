set -euo pipefail

workdir=$(mktemp -d)
trap 'rm -rf "$workdir"' EXIT

csv_split fields 'plain,"with, comma","she said ""hi""",,last'
echo "fields: ${#fields[@]}"
for i in "${!fields[@]}"; do
  printf '  %d: [%s]\n' "$i" "${fields[i]}"
done

csv_split cells 'a;"b;c";d' ';'
echo "semicolon: ${cells[*]}"

csv_split crlf $'x,y\r'
echo "CRLF handled: [${crlf[1]}]"

if ! csv_split broken '"unterminated,field' 2>/dev/null; then
  echo "rejected unterminated quote"
fi

cat >"$workdir/people.csv" <<'CSV'
id,name,city
1,"Lovelace, Ada",London
2,Alan Turing,"Wilmslow"
3,"Grace ""Amazing"" Hopper",Arlington
CSV
echo "names:"
csv_column "$workdir/people.csv" name | sed 's/^/  /'
