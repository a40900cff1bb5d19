defmodule Duration do
  @moduledoc "Parses durations such as \"1h30m\" or \"1.5s\" into milliseconds, and formats them back."

  @units [w: 604_800_000, d: 86_400_000, h: 3_600_000, m: 60_000, s: 1_000, ms: 1]
  @ms_per Map.new(@units, fn {unit, ms} -> {Atom.to_string(unit), ms} end)
  # "ms" is listed before "m" so the alternation does not stop at the "m".
  @part ~r/(\d+(?:\.\d+)?)(ms|w|d|h|m|s)/

  @spec parse(String.t()) :: {:ok, non_neg_integer()} | {:error, String.t()}
  def parse(text) when is_binary(text) do
    compact = text |> String.downcase() |> String.replace(~r/\s+/, "")
    parts = Regex.scan(@part, compact)

    # Rejects leftovers such as "5x" or "h1", which a plain scan would silently skip.
    if compact != "" and Enum.map_join(parts, &hd/1) == compact do
      total = parts |> Enum.map(fn [_, n, unit] -> to_number(n) * @ms_per[unit] end) |> Enum.sum()
      {:ok, round(total)}
    else
      {:error, "invalid duration: #{inspect(text)}"}
    end
  end

  @spec format(non_neg_integer()) :: String.t()
  def format(0), do: "0s"

  def format(ms) when is_integer(ms) and ms > 0 do
    {parts, _rest} =
      Enum.flat_map_reduce(@units, ms, fn {unit, size}, left ->
        count = div(left, size)
        {if(count > 0, do: ["#{count}#{unit}"], else: []), rem(left, size)}
      end)

    Enum.join(parts, " ")
  end

  defp to_number(n) do
    case Integer.parse(n) do
      {int, ""} -> int
      _ -> String.to_float(n)
    end
  end
end
