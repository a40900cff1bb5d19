#!/bin/sh
# Runs once, when the data volume is empty, as the superuser: a login role that can read every
# table (pg_read_all_data) and bypass row-level security, which is all pg_dump needs.
# No `set -u`: the image sources init scripts that are not executable, and it would leak into it.
set -e

psql --set ON_ERROR_STOP=1 --no-psqlrc --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" \
  --set backup_password="$(cat /run/secrets/backup_db_password)" <<'SQL'
CREATE ROLE backup_reader LOGIN BYPASSRLS PASSWORD :'backup_password';
GRANT pg_read_all_data TO backup_reader;
SQL
