#!/usr/bin/env bash
# Restore drill: downloads the newest backup, checks its checksum and age, restores it into a
# fresh database on the scratch server (drill-db, never the production one), runs the checks in
# verify.sql and reports how long the restore took. Exit status 0 means the backup is usable.
set -Eeuo pipefail

# shellcheck source-path=SCRIPTDIR source=common.sh
source /usr/local/bin/common.sh

max_age_hours=${MAX_BACKUP_AGE_HOURS:-26}
drill_host=${DRILL_PGHOST:-drill-db}
work=/backup-work/drill
rm -rf "$work"
mkdir -p "$work"

fail() {
  log "DRILL FAILED: $*"
  ping_monitor "${DRILL_PING_URL:+${DRILL_PING_URL}/fail}" "drill failure"
  exit 1
}
trap 'fail "unexpected error on line $LINENO"' ERR

# Dump names carry a UTC timestamp, so the newest sorts last.
latest=$(rclone lsf --files-only --include "${PGDATABASE}-*.dump" "backups:${S3_BUCKET}/${S3_PREFIX}" | sort | tail -n 1)
[ -n "$latest" ] || fail "no backup found in ${S3_BUCKET}/${S3_PREFIX}"
stamp=${latest#"${PGDATABASE}"-}
stamp=${stamp%.dump}
log "newest backup: $latest"

# Recovery point: how old is the newest backup?
taken=$(date -u -d "$(printf '%s-%s-%s %s:%s:%s' "${stamp:0:4}" "${stamp:4:2}" "${stamp:6:2}" "${stamp:9:2}" "${stamp:11:2}" "${stamp:13:2}")" +%s)
age_hours=$((($(date +%s) - taken) / 3600))
[ "$age_hours" -le "$max_age_hours" ] || fail "newest backup is ${age_hours} h old (limit ${max_age_hours} h)"

for file in "$latest" "$latest.sha256" "${latest%.dump}.globals.sql"; do
  rclone copyto "backups:${S3_BUCKET}/${S3_PREFIX}/$file" "$work/$file" --s3-no-check-bucket
done
(cd "$work" && sha256sum -c "$latest.sha256") || fail "checksum mismatch for $latest"

db="drill_${stamp,,}"
export PGHOST="$drill_host" PGPORT=5432 PGUSER=postgres PGDATABASE=postgres
started=$(date +%s)

log "restoring into ${db} on ${drill_host}"
psql --no-psqlrc -v ON_ERROR_STOP=1 -q -c "DROP DATABASE IF EXISTS \"$db\"" -c "CREATE DATABASE \"$db\""
# Ownership and grants are left out (--no-owner --no-privileges): the drill proves the data
# and schema come back; the roles file was checked with the checksum above.
pg_restore --exit-on-error --no-owner --no-privileges --jobs="${DRILL_JOBS:-2}" \
  --dbname="$db" "$work/$latest"
restore_seconds=$(($(date +%s) - started))

# Every table in the archive must exist after the restore.
expected=$(pg_restore --list "$work/$latest" | grep -c ' TABLE DATA ' || true)
restored=$(psql --no-psqlrc -At -d "$db" -c \
  "SELECT count(*) FROM pg_catalog.pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')")
[ "$restored" -ge "$expected" ] || fail "archive has $expected tables with data, the restore has $restored"

# verify.sql returns one row per problem.
psql --no-psqlrc -d "$db" -c ANALYZE -q
problems=$(psql --no-psqlrc -v ON_ERROR_STOP=1 -At -d "$db" -f /usr/local/share/backup/verify.sql)
[ -z "$problems" ] || fail "verify.sql found problems:
$problems"

log "largest tables (estimated rows):"
psql --no-psqlrc -d "$db" -At -F ' ' -c \
  "SELECT relname, reltuples::bigint FROM pg_catalog.pg_class c
   JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace
   WHERE c.relkind = 'r' AND n.nspname NOT IN ('pg_catalog', 'information_schema')
   ORDER BY reltuples DESC LIMIT 10" | sed 's/^/  /'

if [ "${KEEP_DRILL_DB:-false}" != "true" ]; then
  psql --no-psqlrc -q -c "DROP DATABASE \"$db\""
fi
rm -rf "$work"
trap - ERR

log "DRILL PASSED: $latest restored in ${restore_seconds} s, ${age_hours} h old, ${restored} tables"
date +%s > /tmp/last-drill-success
ping_monitor "${DRILL_PING_URL:-}" "drill success"
