config = %{
  db: %{host: "localhost", port: 5432, pool: %{size: 10}},
  features: %{"dark_mode" => true, beta: []},
  release_date: ~D[2024-06-01],
  extras: %{}
}

flat = FlatKeys.flatten(config)
flat |> Enum.sort() |> Enum.each(fn {key, value} -> IO.puts("#{key} = #{inspect(value)}") end)

IO.inspect(FlatKeys.unflatten(flat), label: "\nround trip")
IO.inspect(FlatKeys.flatten(%{a: %{b: 1}}, "__"), label: "env style")

# Environment variables to nested config.
env = %{"APP__HTTP__PORT" => "4000", "APP__HTTP__HOST" => "0.0.0.0", "APP__LOG" => "debug"}
IO.inspect(FlatKeys.unflatten(env, "__"), label: "from env")

IO.inspect(FlatKeys.unflatten(%{"db" => "x", "db.host" => "y"}), label: "conflict")
IO.inspect(FlatKeys.unflatten(%{}), label: "empty")
