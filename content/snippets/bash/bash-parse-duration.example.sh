set -euo pipefail

for d in 90 45s 1h30m "2d 4h" 1w1d 1h30m15s 08m; do
  secs=$(parse_duration "$d")
  printf '%-9s = %7d s = %s\n' "$d" "$secs" "$(format_duration "$secs")"
done
echo "zero: $(format_duration 0)"

for bad in "" 5x "h30" "1.5h"; do
  if ! parse_duration "$bad" 2>/dev/null; then
    echo "rejected: '$bad'"
  fi
done

timeout_s=$(parse_duration "${REQUEST_TIMEOUT:-2m}")
echo "request timeout: $timeout_s seconds"
