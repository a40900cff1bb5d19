set -euo pipefail

files=("report.csv" "notes.txt" "data 2024.csv" "image.png" "summary.csv")

is_csv() { [[ $1 == *.csv ]]; }
basename_upper() { local b=${1%.*}; printf '%s\n' "${b^^}"; }
add() { echo $(($1 + $2)); }
longer() { if ((${#2} > ${#1})); then echo "$2"; else echo "$1"; fi; }
is_positive() { (($1 > 0)); }

mapfile -t csvs < <(filter is_csv "${files[@]}")
echo "csv files: ${#csvs[@]}"
map basename_upper "${csvs[@]}"

sizes=(120 45 3000 7)
echo "total size: $(reduce add 0 "${sizes[@]}")"
echo "longest name: $(reduce longer "" "${files[@]}")"
echo "sum of nothing: $(reduce add 0)"

if all is_positive "${sizes[@]}"; then echo "all sizes positive"; fi
if ! any is_csv notes.txt image.png; then echo "no csv among the rest"; fi

# External commands work too, since FN is simply run with the item as argument.
map basename /etc/nginx/nginx.conf "/srv/my app/run.sh" | paste -sd ' '
