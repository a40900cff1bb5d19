set -euo pipefail

workdir=$(mktemp -d)
trap 'rm -rf "$workdir"' EXIT
mkdir -p "$workdir/release/bin" "$workdir/release/docs"
printf 'binary v1\n' >"$workdir/release/bin/app"
printf '# App\n' >"$workdir/release/docs/README.md"
printf 'my notes\n' >"$workdir/release/docs/release notes.txt"
printf 'secret=1\n' >"$workdir/release/.env"

manifest_create "$workdir/release" >"$workdir/SHA256SUMS"
echo "manifest has $(wc -l <"$workdir/SHA256SUMS") entries:"
cut -c67- "$workdir/SHA256SUMS"

if manifest_verify "$workdir/release" "$workdir/SHA256SUMS"; then echo "verify: clean"; fi

printf 'binary v2\n' >"$workdir/release/bin/app"
rm "$workdir/release/docs/README.md" "$workdir/release/.env"
printf 'new\n' >"$workdir/release/bin/helper"
if ! manifest_verify "$workdir/release" "$workdir/SHA256SUMS"; then echo "verify: tree differs"; fi

# The manifest is also valid input for sha256sum -c.
printf 'binary v1\n' >"$workdir/release/bin/app"
(cd "$workdir/release" && grep 'bin/app$' ../SHA256SUMS | sha256sum -c -)
