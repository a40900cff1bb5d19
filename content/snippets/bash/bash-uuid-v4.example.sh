set -euo pipefail

# The values are random, so print properties that always hold.
declare -A seen=()
for _ in {1..200}; do
  id=$(uuid_v4)
  uuid_is_valid "$id" || { echo "bad format: $id"; exit 1; }
  [[ $(uuid_version "$id") == 4 ]] || { echo "bad version: $id"; exit 1; }
  [[ ${id:19:1} == [89ab] ]] || { echo "bad variant: $id"; exit 1; }
  seen[$id]=1
done
echo "generated 200 UUIDs, ${#seen[@]} distinct, all version 4 with RFC variant"
echo "length of one: $(uuid_v4 | tr -d '\n' | wc -c)"

for candidate in 123E4567-E89B-12D3-A456-426614174000 not-a-uuid 123e4567e89b12d3a456426614174000; do
  if uuid_is_valid "$candidate"; then
    echo "$candidate valid, version $(uuid_version "$candidate")"
  else
    echo "$candidate invalid"
  fi
done
