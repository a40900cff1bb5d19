now = 0.0
breaker = CircuitBreaker.new(failure_threshold: 3, reset_timeout: 10, errors: [IOError], clock: -> { now })
healthy = false
fetch = lambda do
  breaker.call do
    raise IOError, 'upstream timeout' unless healthy

    'rates: 1.08'
  end
rescue IOError, CircuitBreaker::OpenError => e
  "#{e.class}: #{e.message}"
end

4.times { puts "#{fetch.call} -> #{breaker.state}" }

now = 4.0
puts "#{fetch.call} -> #{breaker.state}"

now = 11.0 # cool-down over: one trial call, which fails and reopens
puts "#{fetch.call} -> #{breaker.state}"
puts "#{fetch.call} -> #{breaker.state}"

now = 22.0
healthy = true
puts "#{fetch.call} -> #{breaker.state}"
puts "#{fetch.call} -> #{breaker.state}"

# Errors not listed in errors: pass through without counting.
begin
  breaker.call { raise ArgumentError, 'bad input' }
rescue ArgumentError => e
  puts "not counted: #{e.message} -> #{breaker.state}"
end
