set -euo pipefail

workdir=$(mktemp -d)
trap 'rm -rf "$workdir"' EXIT
log=$workdir/app.log

show() {
  local f
  for f in "$log" "$log".{1..4}; do
    [[ -e $f ]] && printf '  %-10s %s\n' "${f##*/}" "$(tr '\n' ' ' <"$f")"
  done
  return 0
}

for run in 1 2 3 4 5; do
  echo "run $run started" >>"$log"
  log_rotate "$log" 3
done
echo "after 5 rotations keeping 3:"
show

echo "small file below the 1 KiB threshold is left alone:"
echo "tiny" >>"$log"
log_rotate "$log" 3 1024
show
