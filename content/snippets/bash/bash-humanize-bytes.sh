# Formats a byte count for humans: 1536 -> "1.5 KiB". Pass --si for powers of 1000 (kB, MB).
humanize_bytes() {
  local bytes=${1-} mode=${2-}
  if [[ ! $bytes =~ ^[0-9]+$ ]]; then
    echo "humanize_bytes: not a byte count: '$bytes'" >&2
    return 1
  fi
  # awk does the division in floating point, which Bash arithmetic cannot.
  awk -v b="$bytes" -v si="$mode" 'BEGIN {
    base = 1024; n = split("B KiB MiB GiB TiB PiB EiB", unit, " ")
    if (si == "--si") { base = 1000; split("B kB MB GB TB PB EB", unit, " ") }
    i = 1
    while (b >= base && i < n) { b /= base; i++ }
    # Rounding can turn 1023.96 KiB into "1024.0 KiB"; promote it to the next unit instead.
    if (i > 1 && i < n && sprintf("%.1f", b) + 0 >= base) { b /= base; i++ }
    if (i == 1) printf "%d %s\n", b, unit[i]
    else printf "%.1f %s\n", b, unit[i]
  }'
}

# Parses sizes like "512", "10K", "1.5GiB" or "2 MB" back into bytes (binary multiples).
parse_bytes() {
  local input=${1-} number suffix power units=KMGTPE
  if [[ ! ${input^^} =~ ^[[:space:]]*([0-9]+(\.[0-9]+)?)[[:space:]]*([KMGTPE]?)(I?B)?[[:space:]]*$ ]]; then
    echo "parse_bytes: cannot parse size: '$input'" >&2
    return 1
  fi
  number=${BASH_REMATCH[1]} suffix=${BASH_REMATCH[3]}
  power=0
  if [[ -n $suffix ]]; then
    local before=${units%%"$suffix"*}
    power=$((${#before} + 1))
  fi
  awk -v n="$number" -v p="$power" 'BEGIN { printf "%.0f\n", n * 1024 ^ p }'
}
