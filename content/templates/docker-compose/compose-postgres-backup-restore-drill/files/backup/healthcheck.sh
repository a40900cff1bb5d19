#!/usr/bin/env bash
# Healthy while the last successful backup (and drill, when drills run) is younger than
# MAX_BACKUP_AGE_HOURS. scheduler.sh starts both clocks when the container starts.
set -Eeuo pipefail

limit=$((${MAX_BACKUP_AGE_HOURS:-26} * 3600))
now=$(date +%s)
markers=/tmp/last-backup-success
if [ "${DRILL_AFTER_BACKUP:-true}" = "true" ]; then
  markers="$markers /tmp/last-drill-success"
fi
for marker in $markers; do
  last=$(cat "$marker" 2> /dev/null || echo 0)
  if [ $((now - last)) -gt "$limit" ]; then
    echo "unhealthy: $(basename "$marker") is older than ${MAX_BACKUP_AGE_HOURS:-26} h"
    exit 1
  fi
done
echo ok
