set -euo pipefail

for n in 0 1023 1024 1536 1048575 5368709120; do
  printf '%12s bytes = %s\n' "$n" "$(humanize_bytes "$n")"
done
echo "SI: $(humanize_bytes 1500000 --si)"
echo "Huge: $(humanize_bytes 9223372036854775807)"

for size in 512 10K "1.5GiB" "2 MB" 1t; do
  printf '%-8s -> %s\n' "$size" "$(parse_bytes "$size")"
done

if ! parse_bytes "ten megs" 2>/dev/null; then
  echo "rejected: ten megs"
fi
