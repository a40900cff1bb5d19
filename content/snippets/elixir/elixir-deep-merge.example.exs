defaults = %{
  http: %{port: 4000, timeouts: %{read: 5_000, write: 5_000}},
  repo: [pool_size: 10, ssl: false, hosts: ["db1"]],
  released: ~D[2024-01-01],
  features: []
}

file = %{http: %{timeouts: %{read: 15_000}}, repo: [ssl: true], released: ~D[2024-06-30]}
env = %{http: %{port: 8080}, repo: [hosts: ["db2", "db3"]], features: [:beta]}

config = DeepMerge.merge_all([defaults, file, nil, env])
IO.inspect(config.http, label: "http")
IO.inspect(config.repo, label: "repo")
IO.inspect(config.released, label: "released")
IO.inspect(config.features, label: "features")

# The inputs are untouched: merging always builds new maps.
IO.inspect(defaults.http.port, label: "defaults port")

# A resolver decides conflicts between leaves: here counters add up and lists are joined.
sum = fn
  _key, l, r when is_number(l) and is_number(r) -> l + r
  _key, l, r when is_list(l) and is_list(r) -> l ++ r
  _key, _l, r -> r
end

a = %{stats: %{hits: 3, misses: 1}, tags: ["a"]}
b = %{stats: %{hits: 2, errors: 1}, tags: ["b"]}
IO.inspect(DeepMerge.merge(a, b, sum), label: "summed")

try do
  DeepMerge.merge(%{a: 1}, a: 2)
rescue
  e in ArgumentError -> IO.puts("error: " <> Exception.message(e))
end
