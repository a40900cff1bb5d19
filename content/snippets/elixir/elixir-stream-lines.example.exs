dir = Path.join(System.tmp_dir!(), "logscan-#{System.unique_integer([:positive])}")
File.mkdir_p!(dir)
path = Path.join(dir, "app.log")

levels = ~w(INFO INFO WARN INFO ERROR INFO DEBUG)

lines =
  for i <- 1..5_000 do
    level = Enum.at(levels, rem(i, length(levels)))
    "2024-05-01T10:00:00Z #{level} request #{i} done\n"
  end

# A Windows line ending and a final line without a newline, both common in real logs.
File.write!(path, [
  lines,
  "2024-05-01T10:00:01Z ERROR disk full\r\n",
  "2024-05-01T10:00:02Z INFO bye"
])

IO.inspect(LogScan.grep(path, "ERROR", 3), label: "first 3 errors")
IO.inspect(LogScan.grep(path, ~r/disk|bye$/), label: "regex matches")
IO.inspect(LogScan.grep(path, "PANIC"), label: "no matches")
IO.inspect(LogScan.tally(path, ~r/Z (\w+) /), label: "per level")

File.rm_rf!(dir)
