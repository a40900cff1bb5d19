filter = Bloom.new(10_000, 0.01)
IO.puts("bits: #{filter.size}, hash functions: #{filter.hashes}")

seen = for i <- 1..10_000, do: "user-#{i}@example.com"

# Many processes add at once; the compare-and-swap loop keeps every bit.
seen
|> Enum.chunk_every(1_000)
|> Enum.map(fn chunk -> Task.async(fn -> Enum.each(chunk, &Bloom.add(filter, &1)) end) end)
|> Task.await_many()

IO.puts("false negatives: #{Enum.count(seen, &(not Bloom.member?(filter, &1)))}")

unseen = for i <- 1..100_000, do: "visitor-#{i}@example.org"
false_positives = Enum.count(unseen, &Bloom.member?(filter, &1))
rate = false_positives / length(unseen)
IO.puts("false-positive rate within 1.5x target: #{rate < 0.015}")
IO.inspect(Bloom.member?(filter, {:any, "term"}), label: "never added")
IO.inspect(Bloom.member?(filter, "user-42@example.com"), label: "user-42")
