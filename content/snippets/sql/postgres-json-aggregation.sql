SELECT json_build_object(
  'id', o.id,
  'status', o.status,
  'totalCents', o.total_cents,
  'createdAt', o.created_at,
  'customer', json_build_object('id', u.id, 'name', u.full_name, 'email', u.email),
  'items', coalesce(items.list, '[]'::json)
) AS "order"
FROM orders o
JOIN users u ON u.id = o.user_id
LEFT JOIN LATERAL (
  SELECT json_agg(
    json_build_object(
      'sku', p.sku,
      'name', p.name,
      'quantity', oi.quantity,
      'unitPriceCents', oi.unit_price_cents,
      'lineTotalCents', oi.quantity * oi.unit_price_cents
    )
    ORDER BY p.name
  ) AS list
  FROM order_items oi
  JOIN products p ON p.id = oi.product_id
  WHERE oi.order_id = o.id
) AS items ON true
WHERE o.user_id = 1
ORDER BY o.created_at DESC;
