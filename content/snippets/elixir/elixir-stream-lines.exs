defmodule LogScan do
  @moduledoc "Scans large text files line by line in constant memory."

  @doc """
  Returns `{line_number, line}` for every line matching `pattern`, at most `limit` of them.
  Lines are read lazily, so a multi-gigabyte file never has to fit in memory.
  """
  @spec grep(Path.t(), Regex.t() | String.t(), pos_integer()) :: [{pos_integer(), String.t()}]
  def grep(path, pattern, limit \\ 100) do
    path
    |> File.stream!()
    |> Stream.map(&String.trim_trailing(&1, "\n"))
    |> Stream.map(&String.trim_trailing(&1, "\r"))
    |> Stream.with_index(1)
    |> Stream.filter(fn {line, _} -> matches?(line, pattern) end)
    |> Stream.map(fn {line, number} -> {number, line} end)
    # Enum.take halts the stream, so the rest of the file is never read once enough lines match.
    |> Enum.take(limit)
  end

  @doc "Counts lines per value of the capture group in `regex` (for example, the log level)."
  @spec tally(Path.t(), Regex.t()) :: %{String.t() => pos_integer()}
  def tally(path, regex) do
    path
    |> File.stream!()
    |> Stream.flat_map(fn line ->
      case Regex.run(regex, line, capture: :all_but_first) do
        [key | _] -> [key]
        nil -> []
      end
    end)
    |> Enum.frequencies()
  end

  defp matches?(line, %Regex{} = regex), do: Regex.match?(regex, line)
  defp matches?(line, text), do: String.contains?(line, text)
end
