# Splits one CSV record into the named array, following RFC 4180 quoting:
# fields may be wrapped in double quotes, and "" inside quotes is a literal quote.
csv_split() {
  local -n _csv_fields=$1
  local line=${2-} delim=${3:-,} field='' c i quoted=0 len
  line=${line%$'\r'}
  len=${#line}
  _csv_fields=()
  for ((i = 0; i < len; i++)); do
    c=${line:i:1}
    if ((quoted)); then
      if [[ $c == '"' ]]; then
        if [[ ${line:i+1:1} == '"' ]]; then
          field+='"'
          i=$((i + 1))
        else
          quoted=0
        fi
      else
        field+=$c
      fi
    elif [[ $c == '"' ]]; then
      quoted=1
    elif [[ $c == "$delim" ]]; then
      _csv_fields+=("$field")
      field=''
    else
      field+=$c
    fi
  done
  _csv_fields+=("$field")
  # An unclosed quote usually means a newline inside a field; report it instead of guessing.
  if ((quoted)); then
    echo "csv_split: unterminated quoted field" >&2
    return 1
  fi
}

# Reads a CSV file with a header row and prints the named column of every record.
csv_column() {
  local file=$1 name=$2 line idx=-1 i
  local -a cols row
  { IFS= read -r line && csv_split cols "$line"; } <"$file" || return 1
  for i in "${!cols[@]}"; do [[ ${cols[i]} == "$name" ]] && idx=$i; done
  if ((idx < 0)); then
    echo "csv_column: no column '$name'" >&2
    return 1
  fi
  while IFS= read -r line || [[ -n $line ]]; do
    csv_split row "$line" && printf '%s\n' "${row[idx]-}"
  done < <(tail -n +2 "$file")
}
