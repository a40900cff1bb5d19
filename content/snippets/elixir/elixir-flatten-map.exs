defmodule FlatKeys do
  @moduledoc "Converts nested maps to flat dotted keys and back, for config, i18n files and metrics."

  @doc "Flattens nested maps into `%{\"a.b.c\" => value}`; lists and empty maps are kept as values."
  @spec flatten(map(), String.t()) :: %{String.t() => term()}
  def flatten(map, separator \\ ".") when is_map(map), do: do_flatten(map, nil, separator, %{})

  @doc """
  Rebuilds a nested map from flat keys. A key that is both a value and a parent
  (such as "db" and "db.host") returns `{:error, {:conflict, key}}`.
  """
  @spec unflatten(%{String.t() => term()}, String.t()) ::
          {:ok, map()} | {:error, {:conflict, String.t()}}
  def unflatten(flat, separator \\ ".") do
    # Sorted so the error names the same key on every run, whatever the map's internal order.
    flat
    |> Enum.sort()
    |> Enum.reduce_while({:ok, %{}}, fn {key, value}, {:ok, acc} ->
      case put_path(acc, String.split(key, separator), value) do
        {:ok, acc} -> {:cont, {:ok, acc}}
        :conflict -> {:halt, {:error, {:conflict, key}}}
      end
    end)
  end

  defp do_flatten(map, prefix, separator, acc) do
    Enum.reduce(map, acc, fn {key, value}, acc ->
      path = if prefix, do: prefix <> separator <> to_string(key), else: to_string(key)

      # Structs such as dates are values, not containers, even though they are maps.
      if is_map(value) and not is_struct(value) and map_size(value) > 0,
        do: do_flatten(value, path, separator, acc),
        else: Map.put(acc, path, value)
    end)
  end

  defp put_path(map, [key], value) do
    if is_map_key(map, key), do: :conflict, else: {:ok, Map.put(map, key, value)}
  end

  defp put_path(map, [key | rest], value) do
    case Map.get(map, key, %{}) do
      child when is_map(child) and not is_struct(child) ->
        with {:ok, child} <- put_path(child, rest, value), do: {:ok, Map.put(map, key, child)}

      _leaf ->
        :conflict
    end
  end
end
