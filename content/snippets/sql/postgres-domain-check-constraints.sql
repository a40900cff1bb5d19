-- Domains are reusable types with their validation built in: declare the rule once and
-- every column, function argument and cast that uses the type enforces it.
CREATE DOMAIN email_address AS text
  CHECK (VALUE ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' AND length(VALUE) <= 254);

CREATE DOMAIN cents AS integer
  CHECK (VALUE >= 0);

CREATE DOMAIN country_code AS text
  CHECK (VALUE ~ '^[A-Z]{2}$');

CREATE DOMAIN percentage AS numeric(5, 2)
  CHECK (VALUE > 0 AND VALUE <= 100);

-- Rules that involve several columns stay as named table CHECK constraints.
CREATE TABLE IF NOT EXISTS coupons (
  code          text PRIMARY KEY CHECK (code ~ '^[A-Z0-9]{4,20}$'),
  discount      percentage NOT NULL,
  min_order     cents NOT NULL DEFAULT 0,
  country       country_code,
  contact       email_address,
  valid_from    date NOT NULL,
  valid_until   date,
  CONSTRAINT coupons_dates_in_order CHECK (valid_until IS NULL OR valid_until > valid_from)
);
