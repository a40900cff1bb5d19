CREATE OR REPLACE FUNCTION refresh_order_total()
RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  affected bigint[];
BEGIN
  IF TG_OP = 'DELETE' THEN
    affected := ARRAY[OLD.order_id];
  ELSIF TG_OP = 'UPDATE' THEN
    affected := ARRAY[OLD.order_id, NEW.order_id];
  ELSE
    affected := ARRAY[NEW.order_id];
  END IF;

  UPDATE orders o
  SET total_cents = coalesce((
    SELECT sum(oi.quantity * oi.unit_price_cents)
    FROM order_items oi
    WHERE oi.order_id = o.id
  ), 0)
  WHERE o.id = ANY (affected);

  RETURN NULL; -- AFTER trigger: the return value is ignored
END;
$$;

DROP TRIGGER IF EXISTS order_items_refresh_total ON order_items;
CREATE TRIGGER order_items_refresh_total
  AFTER INSERT OR UPDATE OR DELETE ON order_items
  FOR EACH ROW
  EXECUTE FUNCTION refresh_order_total();
