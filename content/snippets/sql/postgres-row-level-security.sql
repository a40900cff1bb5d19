-- The role the API connects as. Table owners and superusers bypass policies,
-- so the application must never connect as either.
DO $$
BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'app_user') THEN
    CREATE ROLE app_user NOLOGIN;
  END IF;
END;
$$;
GRANT SELECT, INSERT, UPDATE, DELETE ON orders TO app_user;

ALTER TABLE orders ENABLE ROW LEVEL SECURITY;

-- Each request sets app.user_id; when it is missing or empty the comparison is NULL,
-- so a forgotten setting shows no rows instead of every row.
CREATE POLICY orders_owner ON orders
  FOR ALL
  TO app_user
  USING (user_id = nullif(current_setting('app.user_id', true), '')::bigint)
  WITH CHECK (user_id = nullif(current_setting('app.user_id', true), '')::bigint);

-- Per request, inside the request's transaction:
--   BEGIN;
--   SET LOCAL ROLE app_user;
--   SELECT set_config('app.user_id', '42', true);  -- true: reset at COMMIT or ROLLBACK
--   ... the request's queries ...
--   COMMIT;
