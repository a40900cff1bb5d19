recent = RingBuffer.new(3)
%w[boot connect query].each { |event| recent << event }
p recent.to_a
p recent.full?

p recent.push('timeout') # evicts the oldest
p recent.to_a
p [recent[0], recent[-1], recent[5]]

# Enumerable comes for free.
latencies = RingBuffer.new(4)
[120, 80, 300, 95, 110, 70].each { |ms| latencies.push(ms) }
p latencies.to_a
puts "rolling avg: #{latencies.sum / latencies.size}, max: #{latencies.max}"
p latencies.each_slice(2).to_a

p latencies.shift
p latencies.shift
latencies << 1
p latencies.to_a
p [latencies.size, latencies.each.size]

begin
  RingBuffer.new(0)
rescue ArgumentError => e
  puts "error: #{e.message}"
end
