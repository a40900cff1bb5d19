defmodule SingleFlight do
  @moduledoc """
  Coalesces concurrent requests for the same key: while one computation for a key is running,
  later callers wait for its result instead of starting their own (cache stampede protection).
  """
  use GenServer

  def start_link(opts \\ []), do: GenServer.start_link(__MODULE__, :ok, opts)

  @doc "Runs `fun` unless a run for `key` is in flight; returns `{:ok, value}` or `{:error, reason}`."
  @spec run(GenServer.server(), term(), (() -> term()), timeout()) ::
          {:ok, term()} | {:error, term()}
  def run(server, key, fun, timeout \\ 5_000),
    do: GenServer.call(server, {:run, key, fun}, timeout)

  @impl true
  def init(:ok), do: {:ok, %{waiting: %{}, keys: %{}}}

  @impl true
  def handle_call({:run, key, fun}, from, %{waiting: waiting, keys: keys} = state) do
    case keys do
      %{^key => ref} ->
        {:noreply, update_in(state.waiting[ref], &[from | &1])}

      _ ->
        # The work runs in a Task so the server keeps accepting callers meanwhile.
        %Task{ref: ref} = Task.async(fn -> safely(fun) end)

        {:noreply,
         %{state | waiting: Map.put(waiting, ref, [from]), keys: Map.put(keys, key, ref)}}
    end
  end

  @impl true
  def handle_info({ref, result}, state) when is_map_key(state.waiting, ref) do
    Process.demonitor(ref, [:flush])
    {callers, waiting} = Map.pop(state.waiting, ref)
    Enum.each(callers, &GenServer.reply(&1, result))
    {:noreply, %{waiting: waiting, keys: Map.reject(state.keys, fn {_, r} -> r == ref end)}}
  end

  def handle_info(_message, state), do: {:noreply, state}

  # A failing computation must answer its waiters, not crash the server that holds them.
  defp safely(fun) do
    {:ok, fun.()}
  rescue
    exception -> {:error, exception}
  catch
    kind, reason -> {:error, {kind, reason}}
  end
end
