set -euo pipefail

installed=(curl git jq git "make" vim)
required=(git jq "make" shellcheck "gnu sed")

show() {
  local -n arr=$2
  printf '%-10s (%d):' "$1" "${#arr[@]}"
  printf ' [%s]' "${arr[@]}"
  echo
}

array_unique uniq installed;          show unique uniq
array_union all installed required;   show union all
array_intersect both installed required; show intersect both
array_diff missing required installed; show missing missing
array_diff extra installed required;  show extra extra

empty=()
array_intersect none required empty
echo "intersect with empty: ${#none[@]} items"

# Empty strings are ordinary members too.
with_blanks=("" a "" b)
array_unique compact with_blanks; show "blanks" compact
