max_seen = 0
running = 0
lock = Mutex.new

urls = (1..8).map { |n| "https://example.com/page/#{n}" }
sizes = WorkerPool.map(urls, workers: 3) do |url|
  lock.synchronize { running += 1; max_seen = [max_seen, running].max }
  sleep(0.01 * (9 - url[-1].to_i)) # later pages finish first, results still keep input order
  lock.synchronize { running -= 1 }
  url[-1].to_i**2
end
p sizes
puts "concurrency never exceeded 3: #{max_seen <= 3}"

results = WorkerPool.map([4, 0, 2]) { |n| 100 / n }
results.each do |r|
  puts r.is_a?(WorkerPool::Failure) ? "failed #{r.item}: #{r.error.message}" : "ok #{r}"
end

begin
  WorkerPool.map!(%w[1 2 x 4 y], workers: 2) { |s| Integer(s) }
rescue ArgumentError => e
  puts "map! raised: #{e.message}"
end
p WorkerPool.map([], workers: 5) { |x| x }
