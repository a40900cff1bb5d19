text = "The quick brown fox jumps over the lazy dog"
IO.puts(Truncate.graphemes(text, 18))
IO.puts(Truncate.graphemes(text, 18, words: false))
IO.puts(Truncate.graphemes(text, 20, omission: "... (more)"))
IO.puts(Truncate.graphemes("Short enough", 20))
IO.puts(Truncate.graphemes("Supercalifragilisticexpialidocious", 10))
IO.puts(Truncate.graphemes("Hello, world, again", 14))

# Emoji with modifiers and flags are single graphemes, so they are kept whole or dropped whole.
emoji = "Family 👨‍👩‍👧 and flag 🇵🇹 party"
IO.puts(Truncate.graphemes(emoji, 9, words: false))
IO.puts(Truncate.graphemes(emoji, 8, words: false))
IO.puts(Truncate.graphemes("abc", 2, omission: "..."))

cafe = "Café crème"
IO.puts("#{byte_size(cafe)} bytes")

for max <- [4, 5, 6] do
  cut = Truncate.bytes(cafe, max)

  IO.puts(
    "bytes(#{max}) -> #{inspect(cut)}, #{byte_size(cut)} bytes, valid UTF-8: #{String.valid?(cut)}"
  )
end
