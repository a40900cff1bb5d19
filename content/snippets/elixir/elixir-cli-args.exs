defmodule CLI do
  @moduledoc "Parses command-line arguments into a validated options map with defaults."

  @switches [output: :string, verbose: :count, limit: :integer, format: :string, help: :boolean]
  @aliases [o: :output, v: :verbose, l: :limit, f: :format, h: :help]
  @defaults %{output: "-", verbose: 0, limit: 100, format: "text", help: false}
  @formats ~w(text json csv)

  @doc "Returns `{:ok, opts, files}` or `{:error, message}` ready to print to the user."
  @spec parse([String.t()]) :: {:ok, map(), [String.t()]} | {:error, String.t()}
  def parse(argv) do
    # strict: a typo like --limt must fail loudly instead of being silently ignored
    case OptionParser.parse(argv, strict: @switches, aliases: @aliases) do
      {parsed, files, []} ->
        opts = Map.merge(@defaults, Map.new(parsed))
        with :ok <- validate(opts, files), do: {:ok, opts, files}

      {_, _, [{flag, nil} | _]} ->
        {:error, "unknown option or missing value: #{flag}"}

      {_, _, [{flag, value} | _]} ->
        {:error, "invalid value #{inspect(value)} for #{flag}"}
    end
  end

  @doc "The help text, kept next to the switch definitions so the two stay in sync."
  def usage do
    """
    usage: report [options] FILE...
      -o, --output PATH    where to write (default: stdout)
      -f, --format FORMAT  one of #{Enum.join(@formats, ", ")} (default: text)
      -l, --limit N        maximum rows, at least 1 (default: 100)
      -v, --verbose        repeat for more detail (-vv)
      -h, --help           show this help
    """
  end

  # --help wins over every other check, as users expect from command-line tools.
  defp validate(%{help: true}, _files), do: :ok

  defp validate(%{format: format}, _files) when format not in @formats,
    do: {:error, "--format must be one of #{Enum.join(@formats, ", ")}, got #{inspect(format)}"}

  defp validate(%{limit: limit}, _files) when limit < 1,
    do: {:error, "--limit must be at least 1"}

  defp validate(_opts, []), do: {:error, "expected at least one FILE"}
  defp validate(_opts, _files), do: :ok
end
