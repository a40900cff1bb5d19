defmodule Dotenv do
  @moduledoc "Parses .env files: comments, export prefixes, quotes, escapes and ${VAR} references."

  @assignment ~r/^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)$/
  @reference ~r/\$\{([A-Za-z_][A-Za-z0-9_]*)\}/
  @escapes %{"n" => "\n", "t" => "\t", "r" => "\r"}

  @doc "Parses the text; `${NAME}` may refer to earlier keys in the file or to `env`."
  @spec parse(String.t(), map()) :: {:ok, %{String.t() => String.t()}} | {:error, String.t()}
  def parse(text, env \\ %{}) do
    text
    |> String.split(~r/\r?\n/)
    |> Enum.with_index(1)
    |> Enum.reduce_while({:ok, %{}}, fn {line, n}, {:ok, vars} ->
      with false <- blank_or_comment?(line),
           [_, key, raw] <- Regex.run(@assignment, line) || {:error, "expected KEY=value"},
           {:ok, value} <- value(String.trim(raw), Map.merge(env, vars)) do
        {:cont, {:ok, Map.put(vars, key, value)}}
      else
        true -> {:cont, {:ok, vars}}
        {:error, reason} -> {:halt, {:error, "line #{n}: #{reason}"}}
      end
    end)
  end

  @doc "Loads a file into the OS environment without overriding variables that are already set."
  def load!(path) do
    {:ok, vars} = path |> File.read!() |> parse(System.get_env())
    for {key, value} <- vars, System.get_env(key) == nil, do: System.put_env(key, value)
    :ok
  end

  defp blank_or_comment?(line), do: line =~ ~r/^\s*(#.*)?$/

  # Single quotes are literal, as in POSIX shells: no escapes and no ${VAR} expansion.
  defp value(<<?', rest::binary>>, _vars) do
    case String.split(rest, "'", parts: 2) do
      [value, _after] -> {:ok, value}
      [_] -> {:error, "unterminated single quote"}
    end
  end

  defp value(<<?", rest::binary>>, vars) do
    case Regex.run(~r/^((?:[^"\\]|\\.)*)"/, rest) do
      [_, value] -> {:ok, value |> unescape() |> expand(vars)}
      nil -> {:error, "unterminated double quote"}
    end
  end

  # Unquoted values end at a " #" comment, so URLs with "#" fragments need quotes.
  defp value(raw, vars), do: {:ok, raw |> String.replace(~r/\s+#.*$/, "") |> expand(vars)}

  defp unescape(value),
    do: Regex.replace(~r/\\(.)/, value, fn _, char -> Map.get(@escapes, char, char) end)

  defp expand(value, vars),
    do: Regex.replace(@reference, value, fn _, name -> Map.get(vars, name, "") end)
end
