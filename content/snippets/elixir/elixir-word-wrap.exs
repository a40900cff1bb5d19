defmodule WordWrap do
  @moduledoc "Greedy word wrapping for terminal output, emails and fixed-width reports."

  @doc """
  Wraps `text` so no line is longer than `width` characters (graphemes).
  Blank lines separate paragraphs and are kept; words longer than `width` are split.
  """
  @spec wrap(String.t(), pos_integer(), String.t()) :: String.t()
  def wrap(text, width \\ 80, indent \\ "") when is_integer(width) and width > 0 do
    # The indent counts towards the width, so the caller's column limit still holds.
    room = max(width - String.length(indent), 1)

    text
    |> String.split(~r/\n[ \t]*\n/)
    |> Enum.map(fn paragraph ->
      paragraph |> wrap_paragraph(room) |> Enum.map_join("\n", &(indent <> &1))
    end)
    |> Enum.join("\n\n")
  end

  defp wrap_paragraph(paragraph, width) do
    paragraph
    |> String.split()
    |> Enum.flat_map(&split_long(&1, width))
    # Each line is carried with its length so appending a word stays O(1).
    |> Enum.reduce([], fn
      word, [] ->
        [{word, String.length(word)}]

      word, [{line, len} | done] ->
        word_len = String.length(word)

        if len + 1 + word_len <= width,
          do: [{line <> " " <> word, len + 1 + word_len} | done],
          else: [{word, word_len}, {line, len} | done]
    end)
    |> Enum.reverse()
    |> Enum.map(&elem(&1, 0))
  end

  defp split_long(word, width) do
    if String.length(word) <= width,
      do: [word],
      else: word |> String.graphemes() |> Enum.chunk_every(width) |> Enum.map(&Enum.join/1)
  end
end
