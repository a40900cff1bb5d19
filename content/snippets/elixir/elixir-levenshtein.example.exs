pairs = [
  {"kitten", "sitting"},
  {"flaw", "lawn"},
  {"", "abc"},
  {"same", "same"},
  {"café", "cafe"},
  {"👍🏽 ok", "👍 ok"}
]

for {a, b} <- pairs do
  IO.puts("#{inspect(a)} -> #{inspect(b)}: #{Levenshtein.distance(a, b)}")
end

# Typical use: suggest a command or option name after a typo.
commands = ["deploy", "destroy", "describe", "delete", "status", "start", "stop"]
IO.inspect(Levenshtein.suggest("depoly", commands), label: "depoly")
IO.inspect(Levenshtein.suggest("STAT", commands), label: "STAT")
IO.inspect(Levenshtein.suggest("xyzzy", commands), label: "xyzzy")
