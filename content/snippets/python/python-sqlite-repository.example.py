import tempfile

with tempfile.TemporaryDirectory() as folder:
    store = ProductStore(Path(folder) / "shop.db")
    store.upsert_many([
        Product("MUG-1", "Mug", 1200, 10),
        Product("CAP-2", "Cap", 1800, 0),
        Product("PEN-3", "Pen", 250, 40),
    ])
    # The same SKU again updates the row instead of failing on the primary key.
    store.upsert_many([Product("CAP-2", "Cap (restocked)", 1800, 5)])
    for product in store.in_stock(max_price_cents=2000):
        print(product)

    # One bad row rolls back the whole batch.
    try:
        store.upsert_many([Product("BAG-4", "Bag", 3000, 1), Product("BAD-5", "Bad", -1, 1)])
    except sqlite3.IntegrityError as error:
        print("rolled back:", error)
    print("bags:", [p.sku for p in store.in_stock(max_price_cents=5000) if p.sku == "BAG-4"])
    store.conn.close()
