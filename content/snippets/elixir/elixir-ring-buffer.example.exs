recent = RingBuffer.new(3)
IO.inspect({RingBuffer.to_list(recent), RingBuffer.latest(recent)}, label: "empty")

recent = RingBuffer.push_many(recent, ["boot", "connect db", "listen :4000"])
IO.inspect({RingBuffer.to_list(recent), RingBuffer.full?(recent)}, label: "filled")

recent = recent |> RingBuffer.push("GET /") |> RingBuffer.push("GET /health")
IO.inspect(RingBuffer.to_list(recent), label: "after 2 more")
IO.inspect({recent.size, RingBuffer.latest(recent)}, label: "size and latest")

# Moving average over the last 4 readings.
readings = [10, 12, 11, 40, 13, 12, 12, 11]

readings
|> Enum.scan({RingBuffer.new(4), nil}, fn reading, {window, _} ->
  window = RingBuffer.push(window, reading)
  values = RingBuffer.to_list(window)
  {window, Float.round(Enum.sum(values) / length(values), 2)}
end)
|> Enum.map(&elem(&1, 1))
|> IO.inspect(label: "moving average")

# A million pushes still hold only the capacity.
big = RingBuffer.push_many(RingBuffer.new(5), 1..1_000_000)
IO.inspect(RingBuffer.to_list(big), label: "last 5 of a million")
