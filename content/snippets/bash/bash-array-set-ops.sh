# Set operations on indexed arrays, backed by associative arrays so each
# lookup is O(1) instead of a nested loop. Results keep first-seen order,
# which makes them predictable, unlike iterating over "${!assoc[@]}". Keys get
# a "_" prefix because bash rejects the empty string as an associative key.
# Usage: array_union OUT A B | array_intersect OUT A B | array_diff OUT A B
#        array_unique OUT A  (OUT, A and B are array names)

array_unique() {
  local -n _au_out=$1 _au_in=$2
  local -A _au_seen=()
  local _au_x
  _au_out=()
  for _au_x in "${_au_in[@]}"; do
    [[ -v _au_seen[_$_au_x] ]] && continue
    _au_seen[_$_au_x]=1
    _au_out+=("$_au_x")
  done
}

array_union() {
  local -n _un_a=$2 _un_b=$3
  local -a _un_all=("${_un_a[@]}" "${_un_b[@]}")
  array_unique "$1" _un_all
}

# Shared body of intersect (keep members of B) and diff (drop members of B).
_array_filter() {
  local -n _af_out=$1 _af_a=$2 _af_b=$3
  local keep=$4 _af_x _af_member
  local -A _af_inb=() _af_seen=()
  for _af_x in "${_af_b[@]}"; do _af_inb[_$_af_x]=1; done
  _af_out=()
  for _af_x in "${_af_a[@]}"; do
    _af_member=0
    [[ -v _af_inb[_$_af_x] ]] && _af_member=1
    [[ $_af_member == "$keep" && ! -v _af_seen[_$_af_x] ]] || continue
    _af_seen[_$_af_x]=1
    _af_out+=("$_af_x")
  done
}

array_intersect() { _array_filter "$1" "$2" "$3" 1; }
array_diff() { _array_filter "$1" "$2" "$3" 0; }
