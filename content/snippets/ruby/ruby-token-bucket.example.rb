now = 0.0
bucket = TokenBucket.new(capacity: 5, rate: 2, clock: -> { now })

burst = Array.new(7) { bucket.allow? }
p burst
puts "wait for next: #{bucket.wait_time}s"

now += 1.0 # two tokens refill in one second
p Array.new(3) { bucket.allow? }

now += 60.0 # refill never exceeds capacity
puts "tokens after idle: #{bucket.tokens}"
puts "expensive call: #{bucket.allow?(4)}, left: #{bucket.tokens}"
puts "wait for cost 3: #{bucket.wait_time(3)}s"
puts "cost above capacity: #{bucket.wait_time(10)}"

begin
  TokenBucket.new(capacity: 0, rate: 1)
rescue ArgumentError => e
  puts e.message
end
