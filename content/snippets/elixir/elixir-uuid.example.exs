shape = ~r/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

v4s = for _ <- 1..1000, do: UUIDGen.v4()
IO.puts("v4 well formed: #{Enum.all?(v4s, &(&1 =~ shape))}")
IO.puts("v4 version nibble is 4: #{Enum.all?(v4s, &(String.at(&1, 14) == "4"))}")
IO.puts("v4 unique: #{length(Enum.uniq(v4s)) == 1000}")

# A fixed clock makes the timestamp prefix predictable; the rest stays random.
id = UUIDGen.v7(1_700_000_000_123)
IO.puts("v7 prefix: " <> String.slice(id, 0, 15))
IO.inspect(UUIDGen.version(id), label: "version")
IO.inspect(UUIDGen.timestamp(id), label: "timestamp")

# Later IDs sort after earlier ones as plain strings, which keeps database indexes compact.
ids = Enum.map([3_000, 1_000, 2_000], &UUIDGen.v7(1_700_000_000_000 + &1))

ids
|> Enum.sort()
|> Enum.map(fn id ->
  {:ok, time} = UUIDGen.timestamp(id)
  DateTime.to_unix(time, :millisecond) - 1_700_000_000_000
end)
|> IO.inspect(label: "offsets in string order")

{:ok, bytes} = UUIDGen.parse("F81D4FAE-7DEC-11D0-A765-00A0C91E6BF6")
IO.inspect(byte_size(bytes), label: "parsed bytes")
IO.inspect(UUIDGen.version("f81d4fae-7dec-11d0-a765-00a0c91e6bf6"), label: "v1 version")
IO.inspect(UUIDGen.timestamp(hd(v4s)), label: "timestamp of a v4")
IO.inspect(UUIDGen.parse("not-a-uuid"), label: "invalid")
IO.inspect(UUIDGen.parse("zzzzzzzz-7dec-11d0-a765-00a0c91e6bf6"), label: "bad hex")
