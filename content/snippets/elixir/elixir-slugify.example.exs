titles = [
  "Hello, World!",
  "Crème Brûlée & Café au Lait",
  "Straße in Łódź",
  "  --Already-a-slug--  ",
  "日本語 only",
  ""
]

for title <- titles do
  IO.puts("#{inspect(title)} -> #{inspect(Slug.slugify(title))}")
end

IO.puts(Slug.slugify("Ten Tips for Writing Faster Elixir Code", max_length: 24))
IO.puts(Slug.slugify("Supercalifragilistic", max_length: 8))
IO.puts(Slug.slugify("Snake Case Please", separator: "_"))
