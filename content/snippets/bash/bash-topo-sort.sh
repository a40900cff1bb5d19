# Orders items so that every item comes after its dependencies (Kahn's
# algorithm). Unlike coreutils tsort, ties are broken alphabetically, so the
# order is easy to predict, and a cycle reports every item it blocks.
# Input lines: "ITEM [DEPENDENCY...]"; blank lines and # comments are skipped.
topo_sort() {
  local -A pending=() dependents=() emitted=()
  local -a parts deps order=() stuck=()
  local node dep next n
  while read -ra parts; do
    ((${#parts[@]})) || continue
    [[ ${parts[0]} == \#* ]] && continue
    node=${parts[0]}
    [[ -v pending[$node] ]] || pending[$node]=0
    for dep in "${parts[@]:1}"; do
      [[ -v pending[$dep] ]] || pending[$dep]=0
      n=${pending[$node]}
      pending[$node]=$((n + 1))
      dependents[$dep]+="$node "
    done
  done
  while ((${#order[@]} < ${#pending[@]})); do
    next=""
    for node in "${!pending[@]}"; do
      [[ -v emitted[$node] ]] && continue
      if [[ ${pending[$node]} == 0 && ( -z $next || $node < $next ) ]]; then
        next=$node
      fi
    done
    if [[ -z $next ]]; then
      for node in "${!pending[@]}"; do
        [[ -v emitted[$node] ]] || stuck+=("$node")
      done
      node=$(printf '%s\n' "${stuck[@]}" | sort | paste -sd ' ')
      echo "topo_sort: dependency cycle among: $node" >&2
      return 1
    fi
    emitted[$next]=1
    order+=("$next")
    read -ra deps <<<"${dependents[$next]-}"
    for dep in "${deps[@]}"; do
      n=${pending[$dep]}
      pending[$dep]=$((n - 1))
    done
  done
  printf '%s\n' "${order[@]}"
}
