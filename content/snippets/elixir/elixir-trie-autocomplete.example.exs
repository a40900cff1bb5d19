trie =
  Trie.new([{"elixir", 50}, {"elixir genserver", 30}, {"elixir phoenix", 45}, "erlang", "ecto"])
  |> Trie.insert("elixir enum", 30)
  |> Trie.insert("erlang", 9)
  |> Trie.insert("élan", 2)

IO.inspect(Trie.complete(trie, "eli"), label: "eli")
IO.inspect(Trie.complete(trie, "elixir g"), label: "elixir g")
IO.inspect(Trie.complete(trie, "e", 3), label: "e, top 3")
IO.inspect(Trie.complete(trie, "é"), label: "é")
IO.inspect(Trie.complete(trie, "rust"), label: "rust")
IO.inspect(Trie.complete(trie, "", 2), label: "empty prefix")
IO.inspect({Trie.member?(trie, "ecto"), Trie.member?(trie, "ect")}, label: "member? ecto, ect")
