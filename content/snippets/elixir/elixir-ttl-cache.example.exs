# A fake clock the example moves by hand, so expiry is exact.
clock = :atomics.new(1, [])
advance = fn ms -> :atomics.add(clock, 1, ms) end

{:ok, cache} = TTLCache.start_link(clock: fn -> :atomics.get(clock, 1) end)

:ok = TTLCache.put(cache, :session, %{user: 7}, 1_000)
:ok = TTLCache.put(cache, :config, [debug: false], 60_000)
IO.inspect(TTLCache.get(cache, :session), label: "t=0 session")

advance.(999)
IO.inspect(TTLCache.get(cache, :session), label: "t=999 session")
advance.(1)
IO.inspect(TTLCache.get(cache, :session), label: "t=1000 session")
IO.inspect(TTLCache.get(cache, :config), label: "t=1000 config")
IO.inspect(TTLCache.get(cache, :missing), label: "missing")

# fetch/4 only calls the function on a miss.
load = fn ->
  IO.puts("  loading rates...")
  %{eur: 1.08}
end

IO.inspect(TTLCache.fetch(cache, :rates, 5_000, load), label: "first fetch")
IO.inspect(TTLCache.fetch(cache, :rates, 5_000, load), label: "second fetch")
advance.(5_000)
IO.inspect(TTLCache.fetch(cache, :rates, 5_000, load), label: "after expiry")

:ok = TTLCache.delete(cache, :config)
IO.inspect(TTLCache.get(cache, :config), label: "deleted config")

# A sweep drops expired entries from memory; the state is inspected here only to show it.
send(cache, :sweep)
IO.inspect(:sys.get_state(cache).entries |> Map.keys(), label: "keys after sweep")
