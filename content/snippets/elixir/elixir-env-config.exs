defmodule EnvConfig do
  @moduledoc "Loads typed settings from environment variables, given a schema of `key: {type, opts}`."

  @spec load(keyword(), map(), keyword()) :: {:ok, map()} | {:error, [String.t()]}
  def load(schema, env \\ System.get_env(), opts \\ []) do
    {values, errors} =
      Enum.reduce(schema, {%{}, []}, fn {key, {type, key_opts}}, {values, errors} ->
        var = Keyword.get(opts, :prefix, "") <> String.upcase(Atom.to_string(key))

        case read(String.trim(Map.get(env, var, "")), type, key_opts) do
          {:ok, value} -> {Map.put(values, key, value), errors}
          {:error, message} -> {values, ["#{var} #{message}" | errors]}
        end
      end)

    # Collecting every error lets one failed boot show all the bad settings, not just the first.
    if errors == [], do: {:ok, values}, else: {:error, Enum.reverse(errors)}
  end

  defp read("", _type, opts),
    do: if(opts[:required], do: {:error, "is required"}, else: {:ok, opts[:default]})

  defp read(raw, type, _opts) do
    with {:error, expected} <- cast(type, raw),
         do: {:error, "must be #{expected}, got #{inspect(raw)}"}
  end

  defp cast(:string, raw), do: {:ok, raw}

  defp cast(:integer, raw) do
    case Integer.parse(raw) do
      {n, ""} -> {:ok, n}
      _ -> {:error, "an integer"}
    end
  end

  defp cast(:boolean, raw) do
    cond do
      String.downcase(raw) in ~w(1 true yes on) -> {:ok, true}
      String.downcase(raw) in ~w(0 false no off) -> {:ok, false}
      true -> {:error, "a boolean (true/false, 1/0, yes/no, on/off)"}
    end
  end

  # Matching against the allowed atoms avoids String.to_atom/1 on input, which can fill the atom table.
  defp cast({:enum, allowed}, raw) do
    case Enum.find(allowed, &(Atom.to_string(&1) == String.downcase(raw))) do
      nil -> {:error, "one of #{Enum.join(allowed, ", ")}"}
      atom -> {:ok, atom}
    end
  end

  defp cast({:list, type}, raw) do
    items = raw |> String.split(",", trim: true) |> Enum.map(&cast(type, String.trim(&1)))

    if Enum.all?(items, &match?({:ok, _}, &1)),
      do: {:ok, Enum.map(items, &elem(&1, 1))},
      else: {:error, "a comma-separated list of #{type}s"}
  end
end
