#!/bin/sh
# Dumps PGDATABASE to /backups in pg_dump's custom format, checks the archive, drops old ones.
set -eu

dir=/backups
keep_days="${BACKUP_KEEP_DAYS:-14}"
stamp=$(date -u +%Y%m%dT%H%M%SZ)
file="$dir/${PGDATABASE}-${stamp}.dump"

echo "backup: dumping ${PGDATABASE} to ${file}"
pg_dump --format=custom --compress=9 --no-owner --file="${file}.partial"

# An archive pg_restore cannot list is useless: fail loudly rather than rotate good backups away.
pg_restore --list "${file}.partial" > /dev/null
mv "${file}.partial" "$file"

find "$dir" -name "${PGDATABASE}-*.dump" -type f -mtime +"$keep_days" -print -delete
echo "backup: done ($(du -h "$file" | cut -f1))"
