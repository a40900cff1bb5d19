#!/bin/sh
# Brings MinIO in line with minio/buckets.txt and minio/policies/: creates buckets, sets
# versioning, anonymous access and expiry, loads every policy file, and creates the application
# user with the app-readwrite policy. Every step is idempotent; run it again after editing.
set -eu

alias_url=http://minio:9000
mc alias set local "$alias_url" "$(cat /run/secrets/minio_root_user)" "$(cat /run/secrets/minio_root_password)" > /dev/null

# Buckets: skip comments and blank lines; columns as documented in buckets.txt.
grep -Ev '^[[:space:]]*(#|$)' /etc/minio/buckets.txt | while read -r bucket versioning anonymous expire_days; do
  echo "minio-bootstrap: bucket $bucket"
  mc mb --ignore-existing "local/$bucket"

  case "$versioning" in
    on) mc version enable "local/$bucket" ;;
    # A bucket that never had versioning cannot be "suspended"; only touch ones that had it.
    off) if mc version info "local/$bucket" | grep -q enabled; then mc version suspend "local/$bucket"; fi ;;
    *) echo "minio-bootstrap: versioning must be on or off for $bucket" >&2; exit 1 ;;
  esac

  case "$anonymous" in
    none | download) mc anonymous set "$anonymous" "local/$bucket" ;;
    *) echo "minio-bootstrap: anonymous must be none or download for $bucket" >&2; exit 1 ;;
  esac

  # Replace the lifecycle rules so a changed expiry takes effect.
  mc ilm rule rm --all --force "local/$bucket" > /dev/null 2>&1 || true
  if [ "$expire_days" -gt 0 ]; then
    mc ilm rule add "local/$bucket" --expire-days "$expire_days"
  fi
done

# Policies: the file name without .json is the policy name; create also updates.
for file in /etc/minio/policies/*.json; do
  policy=$(basename "$file" .json)
  echo "minio-bootstrap: policy $policy"
  mc admin policy create local "$policy" "$file"
done

# The application's user; adding an existing user updates its secret key.
app_user=$(cat /run/secrets/minio_app_access_key)
mc admin user add local "$app_user" "$(cat /run/secrets/minio_app_secret_key)"
if ! mc admin user info local "$app_user" | grep -q app-readwrite; then
  mc admin policy attach local app-readwrite --user "$app_user"
fi
echo "minio-bootstrap: done"
