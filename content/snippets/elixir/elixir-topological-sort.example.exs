# Build steps and what each needs first.
steps = %{
  "deploy" => ["test", "build"],
  "test" => ["compile"],
  "build" => ["compile", "assets"],
  "compile" => ["deps"],
  "assets" => ["deps"]
}

IO.inspect(TopoSort.sort(steps), label: "order")

# Atoms, numbers or tuples work too; independent nodes are ordered by value.
IO.inspect(TopoSort.sort(%{c: [], b: [], a: [:c]}), label: "independent")
IO.inspect(TopoSort.sort(%{}), label: "empty")

# A cycle is reported with every node that is on it or waits behind it.
cyclic = %{
  users: [:accounts],
  accounts: [:billing],
  billing: [:users],
  reports: [:users],
  config: []
}

IO.inspect(TopoSort.sort(cyclic), label: "cycle")
IO.inspect(TopoSort.sort(%{self: [:self]}), label: "self loop")
IO.inspect(TopoSort.sort(%{app: [:lib, :lib]}), label: "repeated dependency")
