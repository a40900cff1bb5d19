order = %{
  id: 1042,
  customer: %{name: "Zoë \"Z\" O'Brien", vip: true, note: nil},
  items: [%{sku: "A-1", qty: 2, price: 9.99}, %{sku: "B-7", qty: 1, price: 120.0}],
  placed_on: ~D[2024-02-29],
  status: :paid,
  tags: []
}

{:ok, compact} = MiniJSON.encode(order)
IO.puts(compact)

{:ok, pretty} = MiniJSON.encode(%{"total" => 139.98, "items" => order.items}, pretty: true)
IO.puts(pretty)

IO.puts(elem(MiniJSON.encode("line1\nline2\ttab \u0001 \u2028 é ✓"), 1))
IO.inspect(MiniJSON.encode([1, {:tuple}]), label: "tuple")
IO.inspect(MiniJSON.encode(%{{:a, 1} => 1}), label: "tuple key")
IO.inspect(MiniJSON.encode(<<255, 0>>), label: "invalid utf-8")
IO.inspect(MiniJSON.encode(%{}), label: "empty map")
