jobs: PriorityQueue[str] = PriorityQueue()
jobs.push("send newsletter", 5)
jobs.push("resize images", 3)
jobs.push("charge card", 1)
jobs.push("rebuild index", 3)  # same priority as "resize images": keeps insertion order
jobs.push("send newsletter", 2)  # reprioritised, not duplicated
jobs.remove("rebuild index")

print("queued:", len(jobs), "| next up:", jobs.peek(), "| has newsletter:", "send newsletter" in jobs)
while jobs:
    job, priority = jobs.pop()
    print(f"  {priority}: {job}")

# Dijkstra's shortest paths: the classic use of decrease-key.
graph = {"A": {"B": 4, "C": 1}, "C": {"B": 2, "D": 7}, "B": {"D": 1}, "D": {}}
distance = {"A": 0}
frontier: PriorityQueue[str] = PriorityQueue()
frontier.push("A", 0)
while frontier:
    node, dist = frontier.pop()
    for neighbour, weight in graph[node].items():
        if dist + weight < distance.get(neighbour, float("inf")):
            distance[neighbour] = dist + weight
            frontier.push(neighbour, dist + weight)
print("shortest distances from A:", distance)

try:
    jobs.pop()
except IndexError as error:
    print("IndexError:", error)
