local titles = {
  "Hello, World!",
  "  Crème Brûlée: A Recipe  ",
  "Straße & Œuvre — Ça va?",
  "Lua 5.4 released (finally)",
  "日本語 title with CJK",
  "!!!",
}
for _, t in ipairs(titles) do
  print(string.format("%-32s -> %q", string.format("%q", t), slugify(t)))
end
print(slugify("Top 10 Tips for Faster Lua Scripts", "_"))
print(slugify("Top 10 Tips for Faster Lua Scripts", "-", 20))
print(slugify("Supercalifragilisticexpialidocious", "-", 10))
