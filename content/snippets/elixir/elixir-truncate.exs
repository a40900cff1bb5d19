defmodule Truncate do
  @moduledoc "Shortens text without splitting graphemes, preferring word boundaries, with an ellipsis."

  @doc "Limits `text` to `max` graphemes, counting the omission, such as \"…\" (the default)."
  @spec graphemes(String.t(), pos_integer(), keyword()) :: String.t()
  def graphemes(text, max, opts \\ []) do
    omission = Keyword.get(opts, :omission, "…")
    room = max - String.length(omission)

    cond do
      String.length(text) <= max -> text
      room <= 0 -> String.slice(omission, 0, max)
      true -> text |> String.slice(0, room) |> back_to_word(text, opts) |> Kernel.<>(omission)
    end
  end

  @doc "Limits `text` to `max` bytes, for columns or protocols sized in bytes, never leaving broken UTF-8."
  @spec bytes(String.t(), non_neg_integer()) :: String.t()
  def bytes(text, max) when byte_size(text) <= max, do: text

  def bytes(text, max) do
    text
    |> String.graphemes()
    |> Enum.reduce_while({"", 0}, fn g, {acc, size} ->
      if size + byte_size(g) <= max,
        do: {:cont, {acc <> g, size + byte_size(g)}},
        else: {:halt, {acc, size}}
    end)
    |> elem(0)
  end

  # Only backs up when the cut landed inside a word and an earlier space exists to back up to.
  defp back_to_word(cut, text, opts) do
    next = String.at(text, String.length(cut))

    cut =
      if Keyword.get(opts, :words, true) and next =~ ~r/^\S/u and cut =~ ~r/\s/u,
        do: String.replace(cut, ~r/\s+\S*$/u, ""),
        else: cut

    # "Hello, world,…" reads badly, so trailing spaces and separators go before the omission.
    String.replace(cut, ~r/[\s,;:]+$/u, "")
  end
end
