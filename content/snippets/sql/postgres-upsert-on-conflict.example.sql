CREATE TABLE users (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email text NOT NULL UNIQUE, full_name text NOT NULL, country char(2)
);
CREATE TABLE products (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, category_id bigint NOT NULL,
  sku text NOT NULL UNIQUE, name text NOT NULL, price_cents int NOT NULL, stock int NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT '2024-01-01 00:00+00'
);
CREATE TABLE product_daily_stats (
  product_id bigint NOT NULL, day date NOT NULL, views int NOT NULL DEFAULT 0,
  purchases int NOT NULL DEFAULT 0, PRIMARY KEY (product_id, day)
);
-- Pin "today" to 2024-03-01 so the output does not depend on the clock.
CREATE FUNCTION pin_day() RETURNS trigger LANGUAGE plpgsql AS
$$ BEGIN NEW.day := date '2024-03-01'; RETURN NEW; END $$;
CREATE TRIGGER pin_day BEFORE INSERT ON product_daily_stats FOR EACH ROW EXECUTE FUNCTION pin_day();

INSERT INTO users (email, full_name, country) VALUES ('ada@example.com', 'Ada Lovelace', 'GB');
INSERT INTO products (category_id, sku, name, price_cents, stock) VALUES
  (3, 'LAP-13-AIR', 'Featherweight 13" Laptop', 129900, 12);
INSERT INTO product_daily_stats (product_id, day, views) VALUES (1, '2024-03-01', 40);

\i postgres-upsert-on-conflict.sql

SELECT product_id, day, views FROM product_daily_stats ORDER BY product_id, day;
SELECT sku, price_cents, stock, updated_at > '2024-01-01' AS changed FROM products ORDER BY id;
