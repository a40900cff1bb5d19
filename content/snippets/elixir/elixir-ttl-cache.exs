defmodule TTLCache do
  @moduledoc "A GenServer key-value cache whose entries expire after a per-entry time to live."
  use GenServer

  def start_link(opts \\ []),
    do: GenServer.start_link(__MODULE__, opts, Keyword.take(opts, [:name]))

  def put(cache, key, value, ttl_ms), do: GenServer.call(cache, {:put, key, value, ttl_ms})
  def get(cache, key), do: GenServer.call(cache, {:get, key})
  def delete(cache, key), do: GenServer.call(cache, {:delete, key})

  @doc "Returns the cached value, or computes it in the caller, so a slow `fun` never blocks the cache."
  def fetch(cache, key, ttl_ms, fun) do
    case get(cache, key) do
      {:ok, value} -> value
      :error -> tap(fun.(), &put(cache, key, &1, ttl_ms))
    end
  end

  @impl true
  def init(opts) do
    state = %{
      entries: %{},
      clock: Keyword.get(opts, :clock, fn -> System.monotonic_time(:millisecond) end),
      sweep_ms: Keyword.get(opts, :sweep_ms, 60_000)
    }

    schedule_sweep(state)
    {:ok, state}
  end

  @impl true
  def handle_call({:put, key, value, ttl}, _from, state),
    do: {:reply, :ok, put_in(state.entries[key], {value, state.clock.() + ttl})}

  def handle_call({:get, key}, _from, state) do
    # Expiry is checked on read, so a stale value is never returned even between sweeps.
    reply =
      case state.entries do
        %{^key => {value, expires}} -> if state.clock.() < expires, do: {:ok, value}, else: :error
        _ -> :error
      end

    {:reply, reply, state}
  end

  def handle_call({:delete, key}, _from, state),
    do: {:reply, :ok, update_in(state.entries, &Map.delete(&1, key))}

  @impl true
  def handle_info(:sweep, state) do
    now = state.clock.()
    schedule_sweep(state)
    entries = Map.filter(state.entries, fn {_, {_, expires}} -> expires > now end)
    {:noreply, %{state | entries: entries}}
  end

  # The sweep only frees memory held by keys that are never read again.
  defp schedule_sweep(state), do: Process.send_after(self(), :sweep, state.sweep_ms)
end
