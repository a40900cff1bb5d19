defmodule Levenshtein do
  @moduledoc "Edit distance between strings, counted in graphemes, plus \"did you mean\" suggestions."

  @spec distance(String.t(), String.t()) :: non_neg_integer()
  def distance(a, b) when is_binary(a) and is_binary(b) do
    {a, b} = {String.graphemes(a), String.graphemes(b)}
    # Only the previous row of the table is kept, so memory is linear in the second string.
    first_row = Enum.to_list(0..length(b))

    a
    |> Enum.with_index(1)
    |> Enum.reduce(first_row, fn {char, i}, prev -> next_row(char, i, b, prev) end)
    |> List.last()
  end

  @doc "Candidates within `max` edits of `word`, closest first, ignoring case."
  @spec suggest(String.t(), [String.t()], non_neg_integer()) :: [String.t()]
  def suggest(word, candidates, max \\ 2) do
    word = String.downcase(word)

    candidates
    |> Enum.map(&{distance(word, String.downcase(&1)), &1})
    |> Enum.filter(fn {d, _} -> d <= max end)
    |> Enum.sort()
    |> Enum.map(&elem(&1, 1))
  end

  defp next_row(char, i, b, prev) do
    {row, _left} =
      b
      |> Enum.zip(Enum.zip(prev, tl(prev)))
      |> Enum.reduce({[i], i}, fn {other, {diagonal, up}}, {row, left} ->
        cost = if char == other, do: 0, else: 1
        value = Enum.min([up + 1, left + 1, diagonal + cost])
        {[value | row], value}
      end)

    Enum.reverse(row)
  end
end
