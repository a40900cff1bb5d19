# Reads one value from an INI file: ini_get FILE SECTION KEY [DEFAULT].
# Keys before the first [section] belong to the empty section "".
ini_get() {
  local file=${1-} section=${2-} key=${3-}
  if [[ ! -r $file ]]; then
    echo "ini_get: cannot read '$file'" >&2
    return 1
  fi
  local value
  # awk reads the file once and stops at the first match; sections and keys are case-sensitive.
  value=$(awk -v want_section="$section" -v want_key="$key" '
    function trim(s) { gsub(/^[ \t\r]+|[ \t\r]+$/, "", s); return s }
    /^[ \t]*[;#]/ || /^[ \t\r]*$/ { next }
    /^[ \t]*\[.*\][ \t\r]*$/ {
      current = trim($0); current = trim(substr(current, 2, length(current) - 2)); next
    }
    current == want_section {
      eq = index($0, "="); if (eq == 0) next
      if (trim(substr($0, 1, eq - 1)) != want_key) next
      v = trim(substr($0, eq + 1))
      if (v ~ /^".*"$/) v = substr(v, 2, length(v) - 2)
      print v; found = 1; exit
    }
    END { exit found ? 0 : 3 }
  ' "$file") && {
    printf '%s\n' "$value"
    return 0
  }
  # Missing key: fall back to the default when one was given, else signal it with status 3.
  if (($# >= 4)); then
    printf '%s\n' "$4"
    return 0
  fi
  return 3
}

# Lists the section names of an INI file, one per line, in file order.
ini_sections() {
  awk '/^[ \t]*\[.*\][ \t\r]*$/ { s = $0; gsub(/^[ \t]*\[[ \t]*|[ \t]*\][ \t\r]*$/, "", s); print s }' "$1"
}
