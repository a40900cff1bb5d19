# Builds valid JSON strings and flat objects from shell values, for when jq is not installed.

# Escapes a string and wraps it in double quotes: json_string 'say "hi"' -> "say \"hi\"".
json_string() {
  local s=${1-} i c out='' LC_ALL=C
  s=${s//\\/\\\\}
  s=${s//\"/\\\"}
  s=${s//$'\n'/\\n}
  s=${s//$'\r'/\\r}
  s=${s//$'\t'/\\t}
  # Any other control character must become \u00XX to be valid JSON.
  if [[ $s == *[[:cntrl:]]* ]]; then
    for ((i = 0; i < ${#s}; i++)); do
      c=${s:i:1}
      if [[ $c == [[:cntrl:]] ]]; then printf -v c '\\u%04x' "'$c"; fi
      out+=$c
    done
    s=$out
  fi
  printf '"%s"\n' "$s"
}

# Builds a flat JSON object from key=value arguments. Values that look like numbers,
# true, false or null are emitted bare; use key:=value to force a raw value, or
# key@=value to force a string.
json_object() {
  local pair key value out=''
  for pair in "$@"; do
    key=${pair%%=*} value=${pair#*=}
    if [[ $key == *: ]]; then
      key=${key%:}
    elif [[ $key == *@ ]]; then
      key=${key%@} value=$(json_string "$value")
    elif [[ ! $value =~ ^(-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]+)?|true|false|null)$ ]]; then
      value=$(json_string "$value")
    fi
    out+="${out:+,}$(json_string "$key"):$value"
  done
  printf '{%s}\n' "$out"
}
