# A circuit breaker: after repeated failures it stops calling a flaky
# dependency for a cool-down period, then lets one trial call through.
class CircuitBreaker
  class OpenError < StandardError; end

  attr_reader :state

  def initialize(failure_threshold: 5, reset_timeout: 30, errors: [StandardError],
                 clock: -> { Process.clock_gettime(Process::CLOCK_MONOTONIC) })
    @threshold = failure_threshold
    @reset_timeout = reset_timeout
    @errors = errors
    @clock = clock # monotonic by default, so wall-clock jumps cannot reopen it
    @lock = Mutex.new
    @state = :closed
    @failures = 0
    @opened_at = nil
  end

  def call
    @lock.synchronize do
      if @state == :open
        remaining = @reset_timeout - (@clock.call - @opened_at)
        raise OpenError, format('circuit open, retry in %.1fs', remaining) if remaining.positive?

        @state = :half_open # let a trial call decide whether to close again
      end
    end
    result = yield
    @lock.synchronize { @failures = 0; @state = :closed }
    result
  rescue *@errors
    @lock.synchronize do
      @failures += 1
      if @state == :half_open || @failures >= @threshold
        @state = :open
        @opened_at = @clock.call
      end
    end
    raise
  end
end
