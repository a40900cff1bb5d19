#!/bin/sh
# Writes PgBouncer's auth_file from Compose secrets, then starts PgBouncer. The file holds only
# pgbouncer_auth (which runs auth_query) and pgbouncer_stats (the admin console's SHOW commands);
# every other user is looked up in PostgreSQL at login.
set -eu

run=/tmp/pgbouncer
mkdir -p "$run"
umask 077

entry() {
  password=$(tr -d '\n' < "/run/secrets/$2")
  # auth_file syntax: "user" "password", with " doubled inside a value.
  printf '"%s" "%s"\n' "$1" "$(printf '%s' "$password" | sed 's/"/""/g')"
}

{
  entry pgbouncer_auth pgbouncer_auth_password
  entry pgbouncer_stats pgbouncer_stats_password
} > "$run/userlist.txt"

exec pgbouncer /etc/pgbouncer/pgbouncer.ini
