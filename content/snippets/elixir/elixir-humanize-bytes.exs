defmodule Bytes do
  @moduledoc "Formats byte counts for people (\"1.5 MB\", \"2 GiB\") and parses them back."

  @prefixes ["", "k", "M", "G", "T", "P", "E"]

  @spec format(integer(), keyword()) :: String.t()
  def format(bytes, opts \\ []) when is_integer(bytes) do
    binary? = Keyword.get(opts, :binary, false)
    base = if binary?, do: 1024, else: 1000
    decimals = Keyword.get(opts, :decimals, 1)
    exp = exponent(abs(bytes), base)
    rounded = Float.round(abs(bytes) / base ** exp, decimals)

    # 999_960 bytes rounds to "1000 kB"; step up a unit so it reads "1 MB" instead.
    {value, exp} =
      if rounded >= base and exp < 6,
        do: {Float.round(rounded / base, decimals), exp + 1},
        else: {rounded, exp}

    sign = if bytes < 0, do: "-", else: ""
    sign <> number(value) <> " " <> unit(exp, binary?)
  end

  @spec parse(String.t()) :: {:ok, non_neg_integer()} | {:error, String.t()}
  def parse(text) do
    case Regex.run(~r/^\s*(\d+(?:\.\d+)?)\s*([kmgtpe]?)(i?)b?\s*$/i, text) do
      [_, n, prefix, i] ->
        {value, ""} = Float.parse(n)
        exp = Enum.find_index(@prefixes, &(String.downcase(&1) == String.downcase(prefix)))
        # Only the "i" forms (KiB, MiB) are powers of 1024, as IEC 80000-13 defines them.
        base = if i == "", do: 1000, else: 1024
        {:ok, round(value * base ** exp)}

      nil ->
        {:error, "invalid size: #{inspect(text)}"}
    end
  end

  defp exponent(n, base, exp \\ 0)

  defp exponent(n, base, exp) when n >= base and exp < 6,
    do: exponent(div(n, base), base, exp + 1)

  defp exponent(_n, _base, exp), do: exp

  defp number(value) when value == trunc(value), do: Integer.to_string(trunc(value))
  defp number(value), do: Float.to_string(value)

  defp unit(0, _binary?), do: "B"
  defp unit(exp, true), do: String.upcase(Enum.at(@prefixes, exp)) <> "iB"
  defp unit(exp, false), do: Enum.at(@prefixes, exp) <> "B"
end
