jobs = PriorityQueue.new
jobs.push('send newsletter', 5)
    .push('charge card', 1)
    .push('resize images', 3)
    .push('refund order', 1)
jobs.push('reindex search', 3)

puts "next up: #{jobs.peek} (#{jobs.size} queued)"
puts jobs.pop until jobs.empty?
p jobs.pop

scores = PriorityQueue.new { |a, b| b <=> a } # highest score first
{ 'ana' => 82, 'bo' => 97, 'cy' => 82, 'di' => 60 }.each { |name, score| scores.push(name, score) }
p Array.new(scores.size) { scores.pop }

# Dijkstra's shortest path is the classic use of a priority queue.
graph = { a: { b: 4, c: 1 }, c: { b: 2, d: 7 }, b: { d: 1 }, d: {} }
dist = Hash.new(Float::INFINITY).merge(a: 0)
frontier = PriorityQueue.new.push(:a, 0)
until frontier.empty?
  node = frontier.pop
  graph[node].each do |neighbour, weight|
    next unless dist[node] + weight < dist[neighbour]

    dist[neighbour] = dist[node] + weight
    frontier.push(neighbour, dist[neighbour])
  end
end
p dist.sort.to_h
