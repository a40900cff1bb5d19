{:ok, now} = Agent.start_link(fn -> 0 end)
advance = fn ms -> Agent.update(now, &(&1 + ms)) end

{:ok, breaker} =
  CircuitBreaker.start_link(threshold: 3, cooldown: 10_000, clock: fn -> Agent.get(now, & &1) end)

healthy = fn -> {:ok, :payload} end
down = fn -> {:error, :econnrefused} end
crashing = fn -> raise "boom" end

attempt = fn label, fun ->
  result =
    try do
      CircuitBreaker.call(breaker, fun)
    rescue
      e -> {:raised, Exception.message(e)}
    end

  IO.puts(
    "#{String.pad_trailing(label, 24)} #{inspect(result)}  -> #{CircuitBreaker.state(breaker)}"
  )
end

attempt.("healthy", healthy)
attempt.("failure 1", down)
attempt.("failure 2", crashing)
attempt.("failure 3 opens", down)
attempt.("fails fast", healthy)
advance.(9_999)
attempt.("still cooling down", healthy)
advance.(1)
attempt.("trial fails, reopens", down)
attempt.("fails fast again", healthy)
advance.(10_000)
attempt.("trial succeeds, closes", healthy)
attempt.("failure counter reset", down)
