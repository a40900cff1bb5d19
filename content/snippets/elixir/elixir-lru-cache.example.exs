cache =
  LRUCache.new(3)
  |> LRUCache.put(:a, 1)
  |> LRUCache.put(:b, 2)
  |> LRUCache.put(:c, 3)

IO.inspect(LRUCache.keys(cache), label: "after three puts")

# Reading :a makes it the most recent, so :b becomes the next to go.
{:ok, value, cache} = LRUCache.fetch(cache, :a)
IO.inspect(value, label: "fetch :a")
IO.inspect(LRUCache.keys(cache), label: "after fetch")

cache = LRUCache.put(cache, :d, 4)
IO.inspect(LRUCache.keys(cache), label: "after put :d")
IO.inspect(LRUCache.fetch(cache, :b), label: "fetch :b")

# Overwriting an existing key refreshes it without evicting anything.
cache = LRUCache.put(cache, :c, 30)
IO.inspect(LRUCache.keys(cache), label: "after put :c")
{:ok, c, cache} = LRUCache.fetch(cache, :c)
IO.inspect(c, label: "fetch :c")

cache = LRUCache.delete(cache, :a) |> LRUCache.delete(:missing)
IO.inspect({LRUCache.size(cache), LRUCache.keys(cache)}, label: "after delete")

# A nil value is cached like any other and is told apart from a miss.
cache = LRUCache.put(cache, :empty, nil)
IO.inspect(LRUCache.fetch(cache, :empty) |> elem(1), label: "fetch :empty")
