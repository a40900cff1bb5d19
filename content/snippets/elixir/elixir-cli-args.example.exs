cases = [
  ~w(-vv --format json --limit 5 a.log b.log),
  ~w(data.csv -o out.txt),
  ~w(--help),
  ~w(--limt 5 a.log),
  ~w(--limit five a.log),
  ~w(--limit 0 a.log),
  ~w(--format xml a.log),
  ~w(-v),
  ~w(a.log --limit)
]

for argv <- cases do
  IO.puts("$ report " <> Enum.join(argv, " "))

  case CLI.parse(argv) do
    {:ok, %{help: true}, _} -> IO.write(CLI.usage())
    {:ok, opts, files} -> IO.puts("  ok #{inspect(opts)} files=#{inspect(files)}")
    {:error, message} -> IO.puts("  error: " <> message)
  end
end
