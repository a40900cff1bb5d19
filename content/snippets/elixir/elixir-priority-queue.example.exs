jobs =
  PQueue.new([{"send newsletter", 5}, {"charge card", 1}, {"resize image", 3}])
  |> PQueue.push("refund", 1)
  |> PQueue.push("resize avatar", 3)

IO.inspect(PQueue.size(jobs), label: "size")
IO.inspect(PQueue.peek(jobs), label: "peek")
IO.inspect(PQueue.to_list(jobs), label: "pop order")

{{job, priority}, jobs} = PQueue.pop(jobs)
IO.puts("popped #{job} (priority #{priority}), #{PQueue.size(jobs)} left")
IO.inspect(PQueue.pop(PQueue.new()), label: "pop empty")
IO.inspect(PQueue.peek(PQueue.new()), label: "peek empty")

# Dijkstra's shortest paths, the classic use of a priority queue.
graph = %{
  a: [b: 7, c: 9, f: 14],
  b: [a: 7, c: 10, d: 15],
  c: [a: 9, b: 10, d: 11, f: 2],
  d: [b: 15, c: 11, e: 6],
  e: [d: 6, f: 9],
  f: [a: 14, c: 2, e: 9]
}

relax = fn node, d, queue, dist ->
  Enum.reduce(graph[node], {queue, dist}, fn {next, weight}, {q, ds} ->
    # Numbers sort before atoms in Erlang term order, so :infinity works as "no path yet".
    if d + weight < Map.get(ds, next, :infinity),
      do: {PQueue.push(q, next, d + weight), Map.put(ds, next, d + weight)},
      else: {q, ds}
  end)
end

dijkstra = fn dijkstra, queue, dist ->
  case PQueue.pop(queue) do
    :empty ->
      dist

    # A stale entry: a shorter path to this node was already found after it was queued.
    {{node, d}, rest} when d > :erlang.map_get(node, dist) ->
      dijkstra.(dijkstra, rest, dist)

    {{node, d}, rest} ->
      {queue, dist} = relax.(node, d, rest, dist)
      dijkstra.(dijkstra, queue, dist)
  end
end

IO.inspect(dijkstra.(dijkstra, PQueue.new(a: 0), %{a: 0}), label: "distances from a")
