#!/usr/bin/env bash
# Checks a built static site before it is published:
#   - there is an index.html at the root;
#   - the site fits within GitHub Pages' 1 GB limit for a published site;
#   - every root-relative link and asset (href="/...", src="/...") starts with BASE_PATH and
#     points at a file that exists. This is the classic project-site bug: the link works on
#     localhost and 404s on https://<owner>.github.io/<repo>/.
# Usage: SITE_DIR=dist BASE_PATH=/my-repo bash scripts/check-site.sh
set -euo pipefail

site="${SITE_DIR:-dist}"
base="${BASE_PATH:-}"
base="${base%/}"
problems=0

fail() {
  echo "::error::$*"
  problems=$((problems + 1))
}

if [[ ! -d "$site" ]]; then
  echo "::error::$site does not exist; did the build write somewhere else? Set SITE_DIR."
  exit 1
fi
[[ -f "$site/index.html" ]] || fail "$site/index.html is missing"
[[ -f "$site/404.html" ]] || echo "::notice::No 404.html: GitHub Pages will show its own 404 page."

bytes="$(du -sb "$site" | cut -f1)"
echo "Site size: $((bytes / 1024)) KiB in $(find "$site" -type f | wc -l) files"
if ((bytes > 1000000000)); then
  fail "The site is over 1 GB, the most GitHub Pages publishes"
fi

# Every distinct root-relative href/src in the HTML, without query string or fragment.
# Protocol-relative URLs (//cdn.example.com/...) are external and left out.
mapfile -t links < <(
  grep -rhoE --include='*.html' '(href|src)="/([^/"#?][^"#?]*)?["#?]' "$site" |
    sed -E 's/^(href|src)="//; s/["#?]$//' | sort -u
)

for link in "${links[@]}"; do
  if [[ -n "$base" && "$link" != "$base" && "$link" != "$base/"* ]]; then
    fail "$link does not start with $base/ and will 404 on the published site"
    continue
  fi
  path="${link#"$base"}"
  path="${path%/}"
  if [[ -e "$site$path" && ! -d "$site$path" ]] ||
    [[ -f "$site$path/index.html" ]] ||
    [[ -f "$site$path.html" ]]; then
    continue
  fi
  fail "$link points at nothing in $site"
done

echo "Checked ${#links[@]} root-relative links"
if ((problems > 0)); then
  echo "$problems problem(s) found"
  exit 1
fi
