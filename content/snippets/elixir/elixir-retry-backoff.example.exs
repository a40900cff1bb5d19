# A fake service that times out twice, then answers.
{:ok, calls} = Agent.start_link(fn -> 0 end)

flaky = fn ->
  case Agent.get_and_update(calls, &{&1 + 1, &1 + 1}) do
    n when n < 3 -> {:error, :timeout}
    n -> {:ok, "answered on call #{n}"}
  end
end

# Record the waits instead of sleeping, so the example runs instantly.
record = fn ms -> send(self(), {:slept, ms}) end

waits = fn ->
  Stream.repeatedly(fn ->
    receive do
      {:slept, ms} -> ms
    after
      0 -> nil
    end
  end)
  |> Enum.take_while(& &1)
end

IO.inspect(Retry.run(flaky, jitter: false, sleep: record), label: "result")
IO.inspect(waits.(), label: "waits")

always_down = fn -> {:error, :econnrefused} end

IO.inspect(Retry.run(always_down, attempts: 4, base_ms: 50, jitter: false, sleep: record),
  label: "gave up"
)

IO.inspect(waits.(), label: "waits")

# Errors that retrying cannot fix are returned at once.
not_found = fn -> {:error, :not_found} end
IO.inspect(Retry.run(not_found, retry_if: &(&1 != :not_found), sleep: record), label: "no retry")
IO.inspect(waits.(), label: "waits")

IO.inspect(Enum.map(1..8, &Retry.delay(&1, jitter: false, max_ms: 2_000)),
  label: "capped schedule"
)

:rand.seed(:exsss, {1, 2, 3})
jittered = Enum.map(1..1000, fn _ -> Retry.delay(4) end)

IO.puts(
  "jittered delays for attempt 4 stay within 0..800: #{Enum.all?(jittered, &(&1 in 0..800))}"
)
