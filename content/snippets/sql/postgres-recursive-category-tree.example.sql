CREATE TABLE categories (
  id        bigint PRIMARY KEY,
  parent_id bigint REFERENCES categories,
  name      text NOT NULL,
  slug      text NOT NULL UNIQUE
);
CREATE TABLE products (id bigint PRIMARY KEY, category_id bigint NOT NULL, active boolean NOT NULL);

INSERT INTO categories VALUES
  (1, NULL, 'Electronics', 'electronics'),
  (2, 1, 'Computers', 'computers'),
  (3, 2, 'Laptops', 'laptops'),
  (4, 2, 'Keyboards', 'keyboards'),
  (5, 1, 'Audio', 'audio'),
  (6, 5, 'Headphones', 'headphones'),
  (7, NULL, 'Books', 'books'); -- another tree: not listed
INSERT INTO products VALUES
  (1, 3, true), (2, 3, true), (3, 4, true), (4, 6, true),
  (5, 6, false); -- inactive products are not counted

\i postgres-recursive-category-tree.sql
