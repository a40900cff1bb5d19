\i postgres-domain-check-constraints.sql

INSERT INTO coupons (code, discount, min_order, country, contact, valid_from, valid_until)
VALUES ('SPRING24', 15, 5000, 'GB', 'promo@example.com', '2024-03-01', '2024-05-31'),
       ('WELCOME', 12.5, 0, NULL, NULL, '2024-01-01', NULL)
RETURNING code, discount, min_order;

-- Check input without raising an error (PostgreSQL 16+), as an import preview would.
SELECT value, type, pg_input_is_valid(value, type) AS valid,
       (pg_input_error_info(value, type)).message AS error
FROM (VALUES
  ('ada@example.com', 'email_address'), ('ada@example', 'email_address'),
  ('0', 'cents'), ('-1', 'cents'), ('12.5', 'cents'),
  ('GB', 'country_code'), ('gb', 'country_code'),
  ('100', 'percentage'), ('0', 'percentage'), ('33.333', 'percentage')
) AS t(value, type)
ORDER BY type, value;

-- A cast applies the same rules, and rounds where the base type does.
SELECT '33.333'::percentage AS rounded, pg_typeof('GB'::country_code) AS type;
