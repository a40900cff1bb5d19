# Turns SIGINT/SIGTERM into a shutdown request that long-running loops can
# check, then runs cleanup hooks in reverse order of registration.
class GracefulShutdown
  attr_reader :signal

  def initialize(signals: %w[INT TERM])
    # The self-pipe trick: a trap handler may not take locks, but it can write
    # a byte to a pipe, and IO.select on the pipe gives a wakeable sleep.
    @reader, @writer = IO.pipe
    @hooks = []
    @signal = nil
    @previous = signals.to_h do |sig|
      [sig, Signal.trap(sig) { request(sig) }]
    end
  end

  def request(reason = 'manual')
    @signal ||= reason
    @writer.write_nonblock('.', exception: false)
  end

  def requested? = !@signal.nil?

  # Sleeps up to `seconds`, waking early if shutdown is requested. Returns true
  # when shutdown was requested; use it instead of sleep in polling loops.
  def wait(seconds)
    return true if requested?

    IO.select([@reader], nil, nil, seconds)
    requested?
  end

  def on_shutdown(&hook)
    @hooks << hook
    self
  end

  # Runs hooks last-registered first (like nested ensure blocks), keeps going
  # if one fails, and restores the previous signal handlers.
  def finish
    errors = @hooks.reverse.filter_map do |hook|
      hook.call(@signal)
      nil
    rescue StandardError => e
      e
    end
    @previous.each { |sig, handler| Signal.trap(sig, handler || 'DEFAULT') }
    [@reader, @writer].each(&:close)
    errors
  end
end
