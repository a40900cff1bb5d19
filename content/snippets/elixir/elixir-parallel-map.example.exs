# Count the calls running at once, to show that the concurrency limit holds.
in_flight = :atomics.new(2, [])

tracked = fn work ->
  now = :atomics.add_get(in_flight, 1, 1)
  peak = :atomics.get(in_flight, 2)
  if now > peak, do: :atomics.compare_exchange(in_flight, 2, peak, now)
  work.()
  :atomics.sub(in_flight, 1, 1)
end

fetch = fn id ->
  cond do
    id == 4 -> raise ArgumentError, "bad id #{id}"
    id == 7 -> Process.sleep(:infinity)
    id == 9 -> exit(:shutdown)
    true -> tracked.(fn -> Process.sleep(20) end)
  end

  "item #{id}"
end

ids = Enum.to_list(1..10)
results = Parallel.map(ids, fetch, max_concurrency: 3, timeout: 5_000)

for {id, result} <- Enum.zip(ids, results) do
  case result do
    {:error, %ArgumentError{message: message}} -> IO.puts("#{id}: raised #{message}")
    other -> IO.puts("#{id}: #{inspect(other)}")
  end
end

IO.puts("peak concurrency within limit: #{:atomics.get(in_flight, 2) <= 3}")

{values, failures} = Parallel.partition(ids, results)
IO.puts("#{length(values)} succeeded; failed ids: #{inspect(Enum.map(failures, &elem(&1, 0)))}")
IO.inspect(Parallel.map([], fetch), label: "no items")
