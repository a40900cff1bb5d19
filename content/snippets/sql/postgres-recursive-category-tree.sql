WITH RECURSIVE tree AS (
  SELECT id, parent_id, name, slug, 0 AS depth, ARRAY[name] AS path
  FROM categories
  WHERE slug = 'electronics'

  UNION ALL

  SELECT c.id, c.parent_id, c.name, c.slug, t.depth + 1, t.path || c.name
  FROM categories c
  JOIN tree t ON c.parent_id = t.id
  WHERE t.depth < 10
)
SELECT
  repeat('  ', t.depth) || t.name AS indented_name,
  t.slug,
  t.depth,
  array_to_string(t.path, ' > ') AS breadcrumb,
  count(p.id) AS direct_products
FROM tree t
LEFT JOIN products p ON p.category_id = t.id AND p.active
GROUP BY t.id, t.name, t.slug, t.depth, t.path
ORDER BY t.path;
