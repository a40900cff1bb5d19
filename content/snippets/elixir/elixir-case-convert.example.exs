inputs = [
  "user_id",
  "parseHTTPResponse",
  "XMLHttpRequest",
  "created-at",
  "  Hello, World!  ",
  "version2Beta",
  "ÉcoleNormale supérieure",
  ""
]

for input <- inputs do
  IO.puts(inspect(input))
  IO.puts("  words:    #{inspect(CaseConvert.words(input))}")

  for fun <- [:snake, :kebab, :camel, :pascal, :constant, :title] do
    IO.puts("  #{String.pad_trailing("#{fun}:", 9)} #{apply(CaseConvert, fun, [input])}")
  end
end

# Round trip: a JSON-style key to an Elixir-style atom name and back.
IO.puts(CaseConvert.snake("totalItemCount") |> CaseConvert.camel())
