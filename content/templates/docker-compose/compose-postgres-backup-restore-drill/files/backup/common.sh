#!/usr/bin/env bash
# Shared by backup.sh and restore-drill.sh: logging, S3 access for rclone, monitoring pings.
# Sourced, not run.

log() { printf '%s %s\n' "$(date -u +%Y-%m-%dT%H:%M:%SZ)" "$*"; }

# rclone reads a remote named "backups" from these variables; no config file is needed.
export RCLONE_CONFIG_BACKUPS_TYPE=s3
export RCLONE_CONFIG_BACKUPS_PROVIDER="${S3_PROVIDER:-Minio}"
export RCLONE_CONFIG_BACKUPS_ENDPOINT="${S3_ENDPOINT:-}"
export RCLONE_CONFIG_BACKUPS_REGION="${S3_REGION:-us-east-1}"
export RCLONE_CONFIG_BACKUPS_ACCESS_KEY_ID="${S3_ACCESS_KEY_ID:?set S3_ACCESS_KEY_ID}"
RCLONE_CONFIG_BACKUPS_SECRET_ACCESS_KEY=$(tr -d '\n' < /run/secrets/s3_secret_access_key)
export RCLONE_CONFIG_BACKUPS_SECRET_ACCESS_KEY
export RCLONE_CONFIG_BACKUPS_ENV_AUTH=false
export PGPASSFILE=/tmp/pgpass

# libpq reads the database passwords from a pgpass file rather than the environment.
umask 077
{
  printf '%s:%s:*:%s:%s\n' "$PGHOST" "${PGPORT:-5432}" "$PGUSER" "$(tr -d '\n' < /run/secrets/backup_db_password)"
  printf '%s:%s:*:%s:%s\n' "${DRILL_PGHOST:-drill-db}" 5432 postgres "$(tr -d '\n' < /run/secrets/drill_db_password)"
} > "$PGPASSFILE"

# Optional dead-man's switch (healthchecks.io, Uptime Kuma push, Cronitor...): $1 is the URL.
ping_monitor() {
  if [ -n "$1" ]; then
    wget -q -T 10 -O /dev/null "$1" || log "could not reach the monitoring URL for: $2"
  fi
}
