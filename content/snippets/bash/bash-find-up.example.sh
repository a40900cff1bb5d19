set -euo pipefail

workdir=$(mktemp -d)
trap 'rm -rf "$workdir"' EXIT
root=$(cd "$workdir" && pwd -P)

mkdir -p "$root/repo/.git" "$root/repo/services/api/src/handlers" "$root/repo/services/api/node_modules"
touch "$root/repo/.editorconfig" "$root/repo/services/api/package.json"

# Paths are shown relative to the temporary directory to keep output stable.
rel() { printf '%s\n' "${1#"$root"}"; }

start=$root/repo/services/api/src/handlers
rel "$(find_up package.json "$start")"
rel "$(find_up .git "$start")"
rel "$(find_up .editorconfig "$root/repo")"

if ! find_up no-such-marker-file.yml "$start"; then
  echo "no-such-marker-file.yml: not found up to /"
fi

cd "$start"
rel "$(project_root .git package.json)"
cd "$root/repo"
rel "$(project_root .git package.json)"
