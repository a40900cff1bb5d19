set -euo pipefail

for d in 2024-02-29 2023-02-29 2023-13-01 2024-3-1; do
  if date_is_valid "$d"; then echo "$d valid"; else echo "$d invalid"; fi
done

echo "2024-02-28 + 1 day    = $(date_add_days 2024-02-28 1)"
echo "2023-02-28 + 1 day    = $(date_add_days 2023-02-28 1)"
echo "2024-03-31 - 31 days  = $(date_add_days 2024-03-31 -31)"
echo "2024-12-25 + 10 days  = $(date_add_days 2024-12-25 10)"
echo "days 2024-01-01..2025-01-01 = $(date_diff_days 2024-01-01 2025-01-01)"
echo "days 2024-03-10..2024-03-01 = $(date_diff_days 2024-03-10 2024-03-01)"
echo "2024-07-04 is a $(date_weekday 2024-07-04)"
echo "month end of 2024-02-10: $(date_month_end 2024-02-10)"
echo "month end of 2023-11-30: $(date_month_end 2023-11-30)"
echo "ISO week of 2021-01-03: $(date_iso_week 2021-01-03)"

if ! date_add_days 2023-02-30 1 2>/dev/null; then
  echo "rejected 2023-02-30"
fi
