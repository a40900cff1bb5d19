defmodule TopoSort do
  @moduledoc "Orders nodes so each comes after its dependencies (Kahn's algorithm), detecting cycles."

  @doc """
  Takes a map of node => list of nodes it depends on. Nodes that only appear as dependencies are
  included. Among nodes that are ready at the same time, the smallest term comes first.
  """
  @spec sort(%{term() => [term()]}) :: {:ok, [term()]} | {:error, {:cycle, [term()]}}
  def sort(graph) when is_map(graph) do
    nodes = graph |> Enum.flat_map(fn {node, deps} -> [node | deps] end) |> Enum.uniq()
    waiting = Map.new(nodes, &{&1, MapSet.new(Map.get(graph, &1, []))})

    dependents =
      for {node, deps} <- graph, dep <- Enum.uniq(deps), reduce: %{} do
        acc -> Map.update(acc, dep, [node], &[node | &1])
      end

    {ready, blocked} = Enum.split_with(waiting, fn {_node, deps} -> MapSet.size(deps) == 0 end)
    ready = ready |> Enum.map(&elem(&1, 0)) |> :gb_sets.from_list()
    visit(ready, Map.new(blocked), dependents, [])
  end

  # A set ordered by term makes the output deterministic, unlike picking from a map.
  defp visit(ready, blocked, dependents, acc) do
    if :gb_sets.is_empty(ready) do
      if blocked == %{},
        do: {:ok, Enum.reverse(acc)},
        else: {:error, {:cycle, blocked |> Map.keys() |> Enum.sort()}}
    else
      {node, ready} = :gb_sets.take_smallest(ready)

      {ready, blocked} =
        dependents
        |> Map.get(node, [])
        |> Enum.reduce({ready, blocked}, fn dependent, {ready, blocked} ->
          left = MapSet.delete(Map.fetch!(blocked, dependent), node)

          if MapSet.size(left) == 0,
            do: {:gb_sets.add(dependent, ready), Map.delete(blocked, dependent)},
            else: {ready, Map.put(blocked, dependent, left)}
        end)

      visit(ready, blocked, dependents, [node | acc])
    end
  end
end
