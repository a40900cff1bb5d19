set -euo pipefail

for done_count in 0 1 9 19 20; do
  progress_bar_render "$done_count" 20 20
done

# Edge cases: overshoot is clamped, a zero total does not divide by zero.
progress_bar_render 25 20 10
progress_bar_render 0 0 10
progress_bar_render 1 3 12

# In a real loop, progress_bar draws on stderr only when it is a terminal.
files=(a b c d)
for i in "${!files[@]}"; do
  progress_bar $((i + 1)) "${#files[@]}"
done
echo "processed ${#files[@]} files"
