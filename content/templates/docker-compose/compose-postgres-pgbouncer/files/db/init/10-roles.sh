#!/bin/sh
# Runs once, when the data volume is empty (docker-entrypoint-initdb.d), as the superuser.
# Creates the application role and database, and the role PgBouncer uses to look up passwords.
# No `set -u`: the image sources init scripts that are not executable, and it would leak into it.
set -e

app_password=$(cat /run/secrets/app_db_password)
auth_password=$(cat /run/secrets/pgbouncer_auth_password)

# psql variables (:'name') quote the values, so passwords need no escaping here.
psql --set ON_ERROR_STOP=1 --no-psqlrc \
  --username "$POSTGRES_USER" --dbname postgres \
  --set app_user="$APP_DB_USER" --set app_password="$app_password" \
  --set app_db="$APP_DB_NAME" --set auth_password="$auth_password" <<'SQL'
CREATE ROLE :"app_user" LOGIN PASSWORD :'app_password';
CREATE DATABASE :"app_db" OWNER :"app_user";
REVOKE ALL ON DATABASE :"app_db" FROM PUBLIC;

-- PgBouncer logs in as this role only to run auth_query; it can read nothing else.
CREATE ROLE pgbouncer_auth LOGIN PASSWORD :'auth_password';

-- auth_query runs in the postgres database (auth_dbname in pgbouncer.ini). The function runs
-- with its owner's rights, so pgbouncer_auth never needs access to pg_shadow itself. It
-- returns nothing for superusers: they cannot log in through the pooler.
CREATE SCHEMA pgbouncer;
CREATE FUNCTION pgbouncer.get_auth(p_usename text)
RETURNS TABLE (usename name, passwd text)
LANGUAGE sql STABLE SECURITY DEFINER
SET search_path = pg_catalog
AS $fn$
  SELECT s.usename, s.passwd
  FROM pg_catalog.pg_shadow AS s
  WHERE s.usename = p_usename
    AND NOT s.usesuper
    AND (s.valuntil IS NULL OR s.valuntil > now());
$fn$;
REVOKE ALL ON FUNCTION pgbouncer.get_auth(text) FROM PUBLIC;
GRANT USAGE ON SCHEMA pgbouncer TO pgbouncer_auth;
GRANT EXECUTE ON FUNCTION pgbouncer.get_auth(text) TO pgbouncer_auth;
SQL
