#!/usr/bin/env bash
# One backup: pg_dump of PGDATABASE in custom format plus the roles (without passwords), both
# checked, checksummed and uploaded to S3. Nothing is deleted here: expiry is the bucket's
# lifecycle rule, so a compromised backup job cannot wipe the history.
set -Eeuo pipefail

# shellcheck source-path=SCRIPTDIR source=common.sh
source /usr/local/bin/common.sh

stamp=$(date -u +%Y%m%dT%H%M%SZ)
work="/backup-work/$stamp"
dump="${PGDATABASE}-${stamp}.dump"
globals="${PGDATABASE}-${stamp}.globals.sql"
mkdir -p "$work"
trap 'rm -rf "$work"' EXIT

log "dumping ${PGDATABASE} from ${PGHOST}"
started=$(date +%s)
pg_dump --format=custom --compress=6 --no-owner --no-privileges \
  --lock-wait-timeout=60s --file="$work/$dump"
# Roles and their memberships; --no-role-passwords lets a non-superuser read them.
pg_dumpall --globals-only --no-role-passwords --file="$work/$globals"

# An archive pg_restore cannot read is worse than none: fail before uploading it.
pg_restore --list "$work/$dump" > /dev/null
(cd "$work" && sha256sum "$dump" "$globals" > "$dump.sha256")

log "uploading to ${S3_BUCKET}/${S3_PREFIX}"
# --s3-no-check-bucket: the backup user may not create buckets, and need not.
rclone copy "$work" "backups:${S3_BUCKET}/${S3_PREFIX}" \
  --s3-no-check-bucket --checksum --retries 5 --low-level-retries 10 --stats-one-line

size=$(du -h "$work/$dump" | cut -f 1)
log "backup done: $dump ($size, $(($(date +%s) - started)) s)"
date +%s > /tmp/last-backup-success
ping_monitor "${BACKUP_PING_URL:-}" "backup $dump"
