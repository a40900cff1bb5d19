CREATE TABLE products (id int PRIMARY KEY, sku text NOT NULL, name text NOT NULL);
INSERT INTO products VALUES
  (1, 'LAP-13-AIR', 'Featherweight 13" Laptop'),
  (2, 'BK-SQL-101', 'Practical SQL: The Handbook!'),
  (3, 'BK-SQL-102', 'Practical SQL: The Handbook!'); -- same name, still a unique slug

\i postgres-slugify-function.sql

SELECT input, slugify(input) AS slug, slugify(input) IS NULL AS is_null
FROM (VALUES ('  Don''t Panic  '), ('Rock’n’Roll'), ('Café au lait'), ('---'), (NULL)) AS t(input)
ORDER BY input NULLS LAST;
