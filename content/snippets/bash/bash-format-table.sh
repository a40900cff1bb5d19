# Prints delimited rows as an aligned text table with a header rule. Numeric
# columns are right-aligned so digits line up. Unlike column -t, it behaves the
# same everywhere and keeps empty cells instead of collapsing them.
# Usage: format_table [DELIMITER] < rows   (default delimiter: tab)

# Splits by cutting at each delimiter: "read -a" would merge runs of tabs and
# lose empty cells, because tab counts as IFS whitespace.
_table_split() {
  local rest=$2$1
  _cells=()
  while [[ -n $rest ]]; do
    _cells+=("${rest%%"$1"*}")
    rest=${rest#*"$1"}
  done
}

format_table() {
  local delim=${1:-$'\t'} line i c cell rule
  local -a rows _cells widths=() numeric=()
  while IFS= read -r line || [[ -n $line ]]; do
    rows+=("$line")
    _table_split "$delim" "$line"
    for i in "${!_cells[@]}"; do
      cell=${_cells[i]}
      ((${#cell} > ${widths[i]:-0})) && widths[i]=${#cell}
      # The header row does not count; any non-number makes the column text.
      ((${#rows[@]} == 1)) && continue
      if [[ $cell =~ ^-?[0-9]+([.][0-9]+)?$ ]]; then
        numeric[i]=${numeric[i]:-1}
      elif [[ -n $cell ]]; then
        numeric[i]=0
      fi
    done
  done
  for i in "${!rows[@]}"; do
    _table_split "$delim" "${rows[i]}"
    line=""
    for ((c = 0; c < ${#widths[@]}; c++)); do
      if ((i > 0 && ${numeric[c]:-0} == 1)); then
        printf -v cell '%*s' "${widths[c]}" "${_cells[c]-}"
      else
        printf -v cell '%-*s' "${widths[c]}" "${_cells[c]-}"
      fi
      line+="$cell  "
    done
    printf '%s\n' "${line%"${line##*[! ]}"}"
    if ((i == 0)); then
      rule=""
      for c in "${widths[@]}"; do printf -v cell '%*s' "$c" ''; rule+="${cell// /-}  "; done
      printf '%s\n' "${rule%  }"
    fi
  done
}
