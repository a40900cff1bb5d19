inputs = ["1h30m", "90s", "1.5s", "250ms", "2d 4h", "1w", "10M", "", "5x", "h1", "1h-30m"]

for input <- inputs do
  IO.puts(String.pad_trailing(inspect(input), 10) <> inspect(Duration.parse(input)))
end

for ms <- [0, 999, 5_400_000, 93_784_005, 1_209_600_000] do
  IO.puts("#{ms} ms = #{Duration.format(ms)}")
end

# Round trip: formatted durations parse back to the same number.
{:ok, back} = 93_784_005 |> Duration.format() |> Duration.parse()
IO.puts("round trip: #{back}")
