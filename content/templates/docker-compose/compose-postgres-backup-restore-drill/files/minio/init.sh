#!/bin/sh
# Prepares the backup bucket on MinIO: versioning (an overwritten object keeps its old version),
# a lifecycle rule that expires backups after BACKUP_RETENTION_DAYS, and a user that may write
# and read backups but not delete them. Safe to run again.
set -eu

mc alias set local http://minio:9000 "$(cat /run/secrets/minio_root_user)" "$(cat /run/secrets/minio_root_password)" > /dev/null

mc mb --ignore-existing local/pg-backups
mc version enable local/pg-backups

# Current versions expire after the retention period; superseded versions a week later.
# The rules are replaced on every run so a changed BACKUP_RETENTION_DAYS takes effect.
mc ilm rule rm --all --force local/pg-backups > /dev/null 2>&1 || true
mc ilm rule add local/pg-backups --expire-days "${BACKUP_RETENTION_DAYS}" --noncurrent-expire-days 7

mc admin policy create local pg-backup-writer /etc/minio/backup-policy.json
mc admin user add local "${S3_ACCESS_KEY_ID}" "$(cat /run/secrets/s3_secret_access_key)"
if ! mc admin user info local "${S3_ACCESS_KEY_ID}" | grep -q pg-backup-writer; then
  mc admin policy attach local pg-backup-writer --user "${S3_ACCESS_KEY_ID}"
fi
echo "minio-init: bucket pg-backups ready for ${S3_ACCESS_KEY_ID}"
