set -euo pipefail

workdir=$(mktemp -d)
trap 'rm -rf "$workdir"' EXIT
cd "$workdir"
umask 022

generate_config() { printf 'listen=%s\nworkers=4\n' "$1"; }
broken_generator() {
  echo "partial=line"
  return 3
}

atomic_write app.conf generate_config 8080
echo "after first write:"; cat app.conf
echo "mode of new file: $(stat -c %a app.conf)"

chmod 640 app.conf
if atomic_write app.conf broken_generator; then :; else
  echo "generator failed with status $?, file untouched:"
fi
cat app.conf

atomic_write app.conf generate_config 9090
echo "after second write:"; cat app.conf
echo "mode kept: $(stat -c %a app.conf)"
echo "leftover temp files: $(ls -A | grep -c '^\.app\.conf\.' || true)"
