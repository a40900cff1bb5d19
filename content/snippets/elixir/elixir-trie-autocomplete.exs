defmodule Trie do
  @moduledoc "Prefix tree of nested maps for autocomplete, ranked by weight (such as search counts)."

  # Graphemes are strings, so an atom key can never clash with a child node.
  @leaf :__weight__

  @spec new([String.t() | {String.t(), number()}]) :: map()
  def new(entries \\ []) do
    Enum.reduce(entries, %{}, fn
      {word, weight}, trie -> insert(trie, word, weight)
      word, trie -> insert(trie, word)
    end)
  end

  @doc "Adds `word`; inserting it again adds to its weight, so counting queries is just inserting them."
  @spec insert(map(), String.t(), number()) :: map()
  def insert(trie, word, weight \\ 1), do: put(trie, String.graphemes(word), weight)

  @spec member?(map(), String.t()) :: boolean()
  def member?(trie, word), do: Map.has_key?(subtree(trie, word), @leaf)

  @doc "Up to `limit` completions of `prefix`, heaviest first, ties in alphabetical order."
  @spec complete(map(), String.t(), pos_integer()) :: [{String.t(), number()}]
  def complete(trie, prefix, limit \\ 5) do
    trie
    |> subtree(prefix)
    |> collect(prefix, [])
    |> Enum.sort_by(fn {word, weight} -> {-weight, word} end)
    |> Enum.take(limit)
  end

  defp put(node, [], weight), do: Map.update(node, @leaf, weight, &(&1 + weight))

  defp put(node, [char | rest], weight),
    do: Map.put(node, char, put(Map.get(node, char, %{}), rest, weight))

  defp subtree(trie, prefix) do
    Enum.reduce_while(String.graphemes(prefix), trie, fn char, node ->
      case node do
        %{^char => child} -> {:cont, child}
        _ -> {:halt, %{}}
      end
    end)
  end

  defp collect(node, word, acc) do
    Enum.reduce(node, acc, fn
      {@leaf, weight}, acc -> [{word, weight} | acc]
      {char, child}, acc -> collect(child, word <> char, acc)
    end)
  end
end
