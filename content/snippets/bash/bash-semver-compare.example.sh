set -euo pipefail

pairs=(
  "1.2.3 1.2.3"
  "1.2.3 1.10.0"
  "v2.0.0 1.99.99"
  "1.0.0-alpha 1.0.0"
  "1.0.0-alpha 1.0.0-alpha.1"
  "1.0.0-alpha.1 1.0.0-alpha.beta"
  "1.0.0-beta.2 1.0.0-beta.11"
  "1.0.0-rc.1 1.0.0-beta.11"
  "1.0.0+build.5 1.0.0+build.9"
)
for pair in "${pairs[@]}"; do
  read -r left right <<<"$pair"
  printf '%-16s vs %-16s -> %2s\n' "$left" "$right" "$(semver_compare "$left" "$right")"
done

installed=3.9.1 required=3.10.0
if semver_lt "$installed" "$required"; then
  echo "upgrade needed: $installed < $required"
fi
