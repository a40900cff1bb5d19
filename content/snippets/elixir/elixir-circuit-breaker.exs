defmodule CircuitBreaker do
  @moduledoc "Fails fast after repeated failures, then lets one trial call test the dependency."
  use GenServer

  @doc "Options: `:threshold` (5), `:cooldown` in ms (30_000), `:clock` and `:name`."
  def start_link(opts), do: GenServer.start_link(__MODULE__, opts, Keyword.take(opts, [:name]))

  @doc "Runs `fun` unless the circuit is open; `{:error, _}` results and raises count as failures."
  def call(breaker, fun) do
    case GenServer.call(breaker, :ask) do
      :reject ->
        {:error, :circuit_open}

      :allow ->
        try do
          result = fun.()
          GenServer.cast(breaker, if(match?({:error, _}, result), do: :failure, else: :success))
          result
        rescue
          exception ->
            GenServer.cast(breaker, :failure)
            reraise exception, __STACKTRACE__
        end
    end
  end

  def state(breaker), do: GenServer.call(breaker, :state)

  @impl true
  def init(opts) do
    # The clock is injectable so tests (and the example) control time instead of sleeping.
    clock = fn -> System.monotonic_time(:millisecond) end
    defaults = [threshold: 5, cooldown: 30_000, clock: clock]
    config = defaults |> Keyword.merge(opts) |> Map.new()
    {:ok, Map.merge(config, %{state: :closed, failures: 0, opened_at: nil})}
  end

  @impl true
  def handle_call(:state, _from, s), do: {:reply, s.state, s}
  def handle_call(:ask, _from, %{state: :closed} = s), do: {:reply, :allow, s}
  # While the trial call is running, everyone else still fails fast.
  def handle_call(:ask, _from, %{state: :half_open} = s), do: {:reply, :reject, s}

  def handle_call(:ask, _from, %{state: :open} = s) do
    if s.clock.() - s.opened_at >= s.cooldown,
      do: {:reply, :allow, %{s | state: :half_open}},
      else: {:reply, :reject, s}
  end

  @impl true
  def handle_cast(:success, s), do: {:noreply, %{s | state: :closed, failures: 0}}

  def handle_cast(:failure, s) do
    failures = s.failures + 1

    if s.state == :half_open or failures >= s.threshold,
      do: {:noreply, %{s | state: :open, failures: failures, opened_at: s.clock.()}},
      else: {:noreply, %{s | failures: failures}}
  end
end
