#!/usr/bin/env bash
# Runs backup.sh every day at BACKUP_AT (HH:MM, UTC) and, unless DRILL_AFTER_BACKUP=false, the
# restore drill right after it. A plain loop instead of cron: it runs as the unprivileged user,
# logs to stdout, and stops cleanly with the container.
set -Eeuo pipefail

at=${BACKUP_AT:-03:15}
# The healthcheck measures from here until the first backup has run.
date +%s > /tmp/last-backup-success
date +%s > /tmp/last-drill-success
trap 'exit 0' TERM INT

while true; do
  now=$(date -u +%s)
  next=$(date -u -d "$at" +%s)
  [ "$next" -gt "$now" ] || next=$((next + 86400))
  echo "scheduler: next backup at $(date -u -d "@$next" +%Y-%m-%dT%H:%M:%SZ)"
  # sleep in the background so SIGTERM is handled at once.
  sleep $((next - now)) &
  wait $!

  if /usr/local/bin/backup.sh; then
    if [ "${DRILL_AFTER_BACKUP:-true}" = "true" ]; then
      /usr/local/bin/restore-drill.sh || echo "scheduler: restore drill failed"
    fi
  else
    echo "scheduler: backup failed"
    if [ -n "${BACKUP_PING_URL:-}" ]; then
      wget -q -T 10 -O /dev/null "${BACKUP_PING_URL}/fail" || true
    fi
  fi
done
