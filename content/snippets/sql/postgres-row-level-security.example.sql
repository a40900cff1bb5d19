CREATE TABLE orders (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id     bigint NOT NULL,
  total_cents integer NOT NULL
);
INSERT INTO orders (user_id, total_cents) VALUES (1, 138800), (2, 29900), (1, 3900), (3, 8900);

\i postgres-row-level-security.sql

SET ROLE app_user;

-- No user set yet: nothing is visible.
SELECT count(*) AS visible FROM orders;

SELECT set_config('app.user_id', '1', false) AS acting_as;
SELECT id, user_id, total_cents FROM orders ORDER BY id;

-- Another user's order is invisible, so this changes nothing.
UPDATE orders SET total_cents = 0 WHERE id = 2 RETURNING id;

INSERT INTO orders (user_id, total_cents) VALUES (1, 4500) RETURNING id, user_id;

RESET ROLE;
SELECT id, user_id, total_cents FROM orders ORDER BY id;
