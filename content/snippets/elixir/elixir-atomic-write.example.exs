dir = Path.join(System.tmp_dir!(), "atomic-#{System.unique_integer([:positive])}")
File.mkdir_p!(dir)
path = Path.join(dir, "settings.conf")

IO.inspect(AtomicFile.write(path, ["theme=dark\n", "lang=en\n"]), label: "first write")
IO.inspect(AtomicFile.write(path, "theme=light\n"), label: "replace")
IO.inspect(File.read!(path), label: "contents")

# A counter kept in a file: the missing file starts from the default.
counter = Path.join(dir, "runs.txt")

for _ <- 1..3 do
  :ok = AtomicFile.update(counter, "0", &Integer.to_string(String.to_integer(&1) + 1))
end

IO.inspect(File.read!(counter), label: "counter after 3 updates")

# Failures come back as error tuples and leave no temporary file behind.
IO.inspect(AtomicFile.write(Path.join([dir, "missing", "x.conf"]), "x"), label: "missing dir")
IO.inspect(AtomicFile.update(dir, "", & &1), label: "path is a directory")
IO.inspect(File.ls!(dir) |> Enum.sort(), label: "files left")

File.rm_rf!(dir)
