# A burst of 5 requests, refilled at 2 per second. The clock is passed in to keep the run exact.
bucket = TokenBucket.new(5, 2, 0)

{results, bucket} =
  Enum.map_reduce(1..6, bucket, fn i, b ->
    case TokenBucket.take(b, 1, 0) do
      {:ok, b} -> {"request #{i}: allowed", b}
      {:error, wait, b} -> {"request #{i}: limited, retry in #{wait} ms", b}
    end
  end)

Enum.each(results, &IO.puts/1)

{:error, wait, bucket} = TokenBucket.take(bucket, 1, 250)
IO.puts("at 250 ms: retry in #{wait} ms")
{:ok, bucket} = TokenBucket.take(bucket, 1, 500)
IO.puts("at 500 ms: allowed")

# A long idle period refills only up to the capacity.
IO.puts("available after 60 s: #{TokenBucket.available(bucket, 60_500)}")

{:ok, bucket} = TokenBucket.take(bucket, 3, 60_500)
{:error, wait, _bucket} = TokenBucket.take(bucket, 3, 60_500)
IO.puts("a second batch of 3 must wait #{wait} ms")

try do
  TokenBucket.take(bucket, 10, 60_500)
rescue
  e in ArgumentError -> IO.puts("error: " <> Exception.message(e))
end
