{:ok, flight} = SingleFlight.start_link()
calls = :counters.new(1, [])

slow_lookup = fn user ->
  fn ->
    :counters.add(calls, 1, 1)
    Process.sleep(1_000)
    "profile of #{user}"
  end
end

# Ten concurrent requests for the same user, plus two for another.
results =
  [List.duplicate("ada", 10), ["bob", "bob"]]
  |> List.flatten()
  |> Enum.map(fn user ->
    Task.async(fn -> SingleFlight.run(flight, user, slow_lookup.(user)) end)
  end)
  |> Task.await_many()

IO.inspect(Enum.frequencies(results), label: "results")
IO.puts("computations for 12 requests: #{:counters.get(calls, 1)}")

# Once a run finishes the key is free again, so a later request computes afresh.
SingleFlight.run(flight, "ada", slow_lookup.("ada"))
IO.puts("computations after a later request: #{:counters.get(calls, 1)}")

# Errors reach every waiter and the server stays up.
failing = fn -> raise ArgumentError, "backend unavailable" end

[1, 2, 3]
|> Enum.map(fn _ -> Task.async(fn -> SingleFlight.run(flight, :report, failing) end) end)
|> Task.await_many()
|> Enum.map(fn {:error, e} -> Exception.message(e) end)
|> IO.inspect(label: "errors")

IO.inspect(SingleFlight.run(flight, :ping, fn -> :pong end), label: "still alive")
