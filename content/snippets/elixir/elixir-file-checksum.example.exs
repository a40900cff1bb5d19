dir = Path.join(System.tmp_dir!(), "digest-#{System.unique_integer([:positive])}")
File.mkdir_p!(Path.join(dir, "assets"))

File.write!(Path.join(dir, "hello.txt"), "hello world\n")
File.write!(Path.join(dir, "empty.txt"), "")
File.write!(Path.join([dir, "assets", "big.bin"]), :binary.copy(<<0, 1, 2, 3>>, 100_000))

hello = Path.join(dir, "hello.txt")
IO.puts("sha256 hello.txt: " <> FileDigest.hash(hello))
IO.puts("md5 hello.txt:    " <> FileDigest.hash(hello, :md5))

# Streaming gives the same digest as hashing the whole binary at once.
big = Path.join([dir, "assets", "big.bin"])
whole = :crypto.hash(:sha256, File.read!(big)) |> Base.encode16(case: :lower)
IO.puts("streamed == whole: #{FileDigest.hash(big) == whole}")

published = "  A948904F2F0F479B8F8197694B30184B0D2ED1C1CD2A1EC0FB85D299A192A447\n"
IO.puts("verify published: #{FileDigest.verify(hello, published)}")
IO.puts("verify wrong:     #{FileDigest.verify(hello, "deadbeef")}")

IO.write(FileDigest.manifest(dir))
File.rm_rf!(dir)
