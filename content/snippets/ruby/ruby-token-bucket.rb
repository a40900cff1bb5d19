# Token bucket rate limiter: allows bursts up to `capacity`, refilling at `rate`
# tokens per second. The clock is injectable so limits can be tested without sleeping.
class TokenBucket
  attr_reader :capacity, :rate

  def initialize(capacity:, rate:, clock: -> { Process.clock_gettime(Process::CLOCK_MONOTONIC) })
    raise ArgumentError, 'capacity and rate must be positive' unless capacity.positive? && rate.positive?

    @capacity = capacity.to_f
    @rate = rate.to_f
    @clock = clock
    @tokens = @capacity
    @updated_at = clock.call
    @mutex = Mutex.new
  end

  # Takes `cost` tokens if available. Returns true when the request may proceed.
  def allow?(cost = 1)
    @mutex.synchronize do
      refill
      return false if @tokens < cost

      @tokens -= cost
      true
    end
  end

  # Seconds until `cost` tokens will be available (0.0 if they already are).
  def wait_time(cost = 1)
    @mutex.synchronize do
      refill
      cost > @capacity ? Float::INFINITY : [(cost - @tokens) / @rate, 0.0].max
    end
  end

  def tokens = @mutex.synchronize { refill }

  private

  # Refill lazily from elapsed time instead of running a background timer.
  def refill
    now = @clock.call
    @tokens = [@capacity, @tokens + (now - @updated_at) * @rate].min
    @updated_at = now
    @tokens
  end
end
