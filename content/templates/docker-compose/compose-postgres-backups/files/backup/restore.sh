#!/bin/sh
# Restores the newest archive in /backups, or the file given as the first argument.
set -eu

file="${1:-$(ls -1t /backups/"${PGDATABASE}"-*.dump 2>/dev/null | head -n 1)}"
if [ -z "$file" ] || [ ! -f "$file" ]; then
  echo "restore: no backup found" >&2
  exit 1
fi

echo "restore: loading $file into ${PGDATABASE}"
pg_restore --clean --if-exists --no-owner --single-transaction --dbname="${PGDATABASE}" "$file"
echo "restore: done"
