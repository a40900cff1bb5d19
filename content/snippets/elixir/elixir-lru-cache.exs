defmodule LRUCache do
  @moduledoc "A purely functional LRU cache: every operation returns the updated cache."

  # entries maps key => {value, tick}; order maps tick => key, so the oldest entry is the smallest tick.
  defstruct capacity: 100, tick: 0, entries: %{}, order: :gb_trees.empty()

  def new(capacity) when is_integer(capacity) and capacity > 0,
    do: %__MODULE__{capacity: capacity}

  @doc "Returns `{:ok, value, cache}` and marks the key as most recently used, or `:error`."
  def fetch(%__MODULE__{entries: entries} = cache, key) do
    case entries do
      %{^key => {value, _tick}} -> {:ok, value, touch(cache, key, value)}
      _ -> :error
    end
  end

  def put(%__MODULE__{} = cache, key, value), do: cache |> touch(key, value) |> evict()

  def delete(%__MODULE__{entries: entries, order: order} = cache, key) do
    case Map.pop(entries, key) do
      {{_value, tick}, rest} -> %{cache | entries: rest, order: :gb_trees.delete(tick, order)}
      {nil, _} -> cache
    end
  end

  @doc "Keys from most to least recently used."
  def keys(%__MODULE__{order: order}), do: order |> :gb_trees.values() |> Enum.reverse()

  def size(%__MODULE__{entries: entries}), do: map_size(entries)

  defp touch(%{entries: entries, order: order, tick: tick} = cache, key, value) do
    order =
      case entries do
        %{^key => {_value, old}} -> :gb_trees.delete(old, order)
        _ -> order
      end

    %{
      cache
      | tick: tick + 1,
        entries: Map.put(entries, key, {value, tick}),
        order: :gb_trees.insert(tick, key, order)
    }
  end

  defp evict(%{entries: entries, capacity: capacity} = cache) when map_size(entries) <= capacity,
    do: cache

  defp evict(%{entries: entries, order: order} = cache) do
    {_tick, key, order} = :gb_trees.take_smallest(order)
    %{cache | entries: Map.delete(entries, key), order: order}
  end
end
