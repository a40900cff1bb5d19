class FlakyError < StandardError; end

waits = []
sleeper = ->(seconds) { waits << seconds }

calls = 0
result = Retry.with_backoff(attempts: 4, on: [FlakyError], sleeper: sleeper, random: Random.new(42)) do |attempt|
  calls += 1
  raise FlakyError, "timeout on attempt #{attempt}" if attempt < 3

  "succeeded on attempt #{attempt}"
end
puts result
puts "calls: #{calls}, sleeps: #{waits.size}"
puts "delays within caps: #{waits.each_with_index.all? { |w, i| w.between?(0, 0.2 * 2**i) }}"

begin
  Retry.with_backoff(attempts: 2, on: [FlakyError], sleeper: sleeper) { raise FlakyError, 'still down' }
rescue Retry::GaveUp => e
  puts e.message
end

begin
  Retry.with_backoff(on: [FlakyError], sleeper: sleeper) { raise ArgumentError, 'bad input' }
rescue ArgumentError => e
  puts "not retried: #{e.message}"
end
