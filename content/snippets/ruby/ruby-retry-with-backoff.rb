module Retry
  class GaveUp < StandardError; end

  module_function

  # Retries the block on the given errors with exponential backoff and full jitter.
  # The sleeper and random source are injectable so tests never really wait.
  def with_backoff(attempts: 5, base: 0.2, max_delay: 10.0, on: [StandardError],
                   sleeper: ->(seconds) { sleep(seconds) }, random: Random.new)
    raise ArgumentError, 'attempts must be at least 1' if attempts < 1

    attempt = 0
    begin
      attempt += 1
      yield attempt
    rescue *on => e
      raise GaveUp, "gave up after #{attempt} attempts: #{e.message}" if attempt >= attempts

      # Full jitter spreads retries from many clients instead of syncing them up.
      ceiling = [max_delay, base * (2**(attempt - 1))].min
      sleeper.call(random.rand * ceiling)
      retry
    end
  end
end
