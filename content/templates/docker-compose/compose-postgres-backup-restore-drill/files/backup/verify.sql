-- Checks run by restore-drill.sh against the restored database. Each query returns one row per
-- problem (a single text column); the drill fails if any row comes back. Add checks that prove
-- your own data is there, for example:
--   SELECT 'no orders in the last 2 days' WHERE NOT EXISTS (
--     SELECT 1 FROM public.orders WHERE created_at > now() - interval '2 days');

-- Something was restored at all.
SELECT 'no user tables were restored' AS problem
WHERE NOT EXISTS (
  SELECT 1 FROM pg_catalog.pg_tables
  WHERE schemaname NOT IN ('pg_catalog', 'information_schema')
);

-- An index that failed to build during pg_restore is left invalid.
SELECT format('index %I.%I is invalid', n.nspname, c.relname) AS problem
FROM pg_catalog.pg_index AS i
JOIN pg_catalog.pg_class AS c ON c.oid = i.indexrelid
JOIN pg_catalog.pg_namespace AS n ON n.oid = c.relnamespace
WHERE NOT i.indisvalid;

-- Constraints that were not validated after the data load.
SELECT format('constraint %I on %s is not validated', con.conname, con.conrelid::regclass) AS problem
FROM pg_catalog.pg_constraint AS con
WHERE NOT con.convalidated;
