text = """
Elixir runs on the Erlang VM, known for running low-latency, distributed and fault-tolerant systems.

Crème brûlée, naïve café: accented letters count as one character each.
See https://example.com/a/very/long/path/that/cannot/fit/on/one/line for details.
"""

IO.puts(String.duplicate("-", 30) <> "|")
IO.puts(WordWrap.wrap(text, 30))

IO.puts("\nindented to 24 columns:")

IO.puts(
  WordWrap.wrap("The quick brown fox jumps over the lazy dog near the river bank.", 24, "  > ")
)

IO.inspect(WordWrap.wrap("", 10), label: "\nempty")
IO.inspect(WordWrap.wrap("   lots    of   spaces   ", 8), label: "spaces")
