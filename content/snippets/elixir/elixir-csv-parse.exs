defmodule CSVParser do
  @moduledoc "An RFC 4180 CSV parser: quoted fields, doubled quotes, embedded newlines and CRLF."

  @spec parse(String.t(), keyword()) :: {:ok, [[String.t()]]} | {:error, String.t()}
  def parse(text, opts \\ []) when is_binary(text) do
    sep = Keyword.get(opts, :separator, ?,)
    field(text, sep, "", [], [])
  end

  @doc "Turns parsed rows into maps keyed by the header row."
  def to_maps([header | rows]), do: Enum.map(rows, &Map.new(Enum.zip(header, &1)))
  def to_maps([]), do: []

  # Unquoted state. Binary matching walks the input once, with no regexes and no backtracking.
  defp field(<<>>, _sep, "", [], rows), do: {:ok, Enum.reverse(rows)}
  defp field(<<>>, _sep, f, row, rows), do: {:ok, Enum.reverse([Enum.reverse([f | row]) | rows])}
  defp field(<<"\r\n", rest::binary>>, sep, f, row, rows), do: new_row(rest, sep, f, row, rows)
  defp field(<<"\n", rest::binary>>, sep, f, row, rows), do: new_row(rest, sep, f, row, rows)
  defp field(<<?", rest::binary>>, sep, "", row, rows), do: quoted(rest, sep, "", row, rows)

  defp field(<<c, rest::binary>>, sep, f, row, rows) when c == sep,
    do: field(rest, sep, "", [f | row], rows)

  defp field(<<c, rest::binary>>, sep, f, row, rows),
    do: field(rest, sep, <<f::binary, c>>, row, rows)

  # Quoted state: separators and newlines are data until the closing quote; "" is one quote.
  defp quoted(<<?", ?", rest::binary>>, sep, f, row, rows),
    do: quoted(rest, sep, f <> "\"", row, rows)

  defp quoted(<<?", rest::binary>>, sep, f, row, rows), do: field(rest, sep, f, row, rows)

  defp quoted(<<c, rest::binary>>, sep, f, row, rows),
    do: quoted(rest, sep, <<f::binary, c>>, row, rows)

  defp quoted(<<>>, _sep, _f, row, rows),
    do: {:error, "unterminated quote in row #{length(rows) + 1}, field #{length(row) + 1}"}

  defp new_row(rest, sep, f, row, rows),
    do: field(rest, sep, "", [], [Enum.reverse([f | row]) | rows])
end
