#!/usr/bin/env bash
# Writes a gzip copy next to every compressible file of a built site (style.css -> style.css.gz),
# for NGINX's gzip_static. Run it after every build, before the files are copied to the server.
#
#   bash precompress.sh public/
#
# Every .gz it handles is rewritten from the current file, so none is left over from an older
# build. Files of 1 KiB or less get no copy (gzip's framing would eat the gain), and neither does
# a file whose copy does not come out smaller.
set -euo pipefail

site_dir=${1:?usage: precompress.sh <site-directory>}
[ -d "$site_dir" ] || { echo "precompress.sh: $site_dir is not a directory" >&2; exit 1; }

written=0
while IFS= read -r -d '' file; do
  size=$(wc -c < "$file")
  if [ "$size" -le 1024 ]; then
    rm -f "$file.gz"
    continue
  fi
  # -9: smallest output; -n: no name or timestamp inside, so the same input gives the same bytes;
  # -k: keep the original for clients without gzip. gzip gives the copy the original's mtime.
  gzip -9 -n -k -f "$file"
  if [ "$(wc -c < "$file.gz")" -ge "$size" ]; then
    rm -f "$file.gz"
  else
    written=$((written + 1))
  fi
done < <(find "$site_dir" -type f \( \
  -name '*.html' -o -name '*.css' -o -name '*.js' -o -name '*.mjs' -o -name '*.map' -o \
  -name '*.json' -o -name '*.xml' -o -name '*.svg' -o -name '*.txt' -o -name '*.webmanifest' \
  \) -print0)

echo "precompress.sh: wrote $written .gz files under $site_dir"
