for bytes <- [0, 512, 1_000, 1_536, 999_960, 1_048_576, 5_368_709_120, -2_500_000] do
  decimal = Bytes.format(bytes)
  binary = Bytes.format(bytes, binary: true)
  IO.puts(String.pad_leading(Integer.to_string(bytes), 14) <> "  #{decimal}  |  #{binary}")
end

IO.puts(Bytes.format(123_456_789, decimals: 3))

for text <- ["1.5 MB", "2GiB", "512", "10 kb", "4 KiB", "1.5 TB", "ten MB", "-1 MB"] do
  IO.puts("#{inspect(text)} -> #{inspect(Bytes.parse(text))}")
end
