defmodule MiniJSON do
  @moduledoc "Dependency-free JSON encoding with optional pretty printing (Elixir 1.18+ ships `JSON`)."
  @dates [Date, Time, NaiveDateTime, DateTime]
  @escapes %{?" => "\\\"", ?\\ => "\\\\", ?\n => "\\n", ?\r => "\\r", ?\t => "\\t"}

  @doc "Encodes maps, lists, strings, numbers, booleans, nil, atoms and dates; keys are sorted."
  @spec encode(term(), keyword()) :: {:ok, String.t()} | {:error, {:unsupported, term()}}
  def encode(term, opts \\ []) do
    pad = if Keyword.get(opts, :pretty, false), do: ""
    {:ok, term |> value(pad) |> IO.iodata_to_binary()}
  catch
    {:unsupported, bad} -> {:error, {:unsupported, bad}}
  end

  defp value(nil, _), do: "null"
  defp value(bool, _) when is_boolean(bool), do: Atom.to_string(bool)
  defp value(atom, _) when is_atom(atom), do: string(Atom.to_string(atom))
  defp value(int, _) when is_integer(int), do: Integer.to_string(int)
  defp value(float, _) when is_float(float), do: Float.to_string(float)
  defp value(bin, _) when is_binary(bin), do: string(bin)
  defp value(list, pad) when is_list(list), do: container("[", "]", list, pad, &value(&1, &2))
  defp value(%mod{} = date, _) when mod in @dates, do: string(mod.to_iso8601(date))
  defp value(%_{} = struct, pad), do: value(Map.from_struct(struct), pad)

  defp value(map, pad) when is_map(map) do
    # Sorted keys make output stable for diffs, caches and signatures.
    pairs = map |> Enum.map(fn {k, v} -> {key(k), v} end) |> Enum.sort()
    colon = if pad, do: ": ", else: ":"
    container("{", "}", pairs, pad, fn {k, v}, inner -> [string(k), colon, value(v, inner)] end)
  end

  defp value(other, _), do: throw({:unsupported, other})

  defp container(open, close, [], _pad, _fun), do: [open, close]

  defp container(open, close, items, nil, fun),
    do: [open, Enum.map_intersperse(items, ",", &fun.(&1, nil)), close]

  defp container(open, close, items, pad, fun) do
    inner = pad <> "  "
    body = Enum.map_intersperse(items, [",\n", inner], &fun.(&1, inner))
    [open, "\n", inner, body, "\n", pad, close]
  end

  defp key(k) when is_binary(k) or is_atom(k) or is_number(k), do: to_string(k)
  defp key(other), do: throw({:unsupported, other})

  defp string(bin) do
    unless String.valid?(bin), do: throw({:unsupported, bin})
    [?", for(<<c::utf8 <- bin>>, do: escape(c)), ?"]
  end

  defp escape(c) when is_map_key(@escapes, c), do: Map.fetch!(@escapes, c)

  # U+2028 and U+2029 are valid JSON but break JavaScript string literals when embedded in a page.
  defp escape(c) when c < 0x20 or c in [0x2028, 0x2029],
    do: "\\u" <> String.pad_leading(Integer.to_string(c, 16), 4, "0")

  defp escape(c), do: <<c::utf8>>
end
