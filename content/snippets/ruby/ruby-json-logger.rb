require 'logger'
require 'json'
require 'time'

# Builds a standard Logger that writes one JSON object per line, with fixed
# context fields and structured data per call, ready for log collectors.
module JsonLogger
  class Formatter
    def initialize(context = {}, clock: nil)
      @context = context
      @clock = clock # tests inject a fixed clock instead of the logger's Time.now
    end

    def with(**fields) = self.class.new(@context.merge(fields), clock: @clock)

    def call(severity, time, progname, msg)
      entry = { time: stamp(time), level: severity }
      entry[:app] = progname if progname
      entry.merge!(@context)
      case msg
      when Hash then entry.merge!(msg)
      when Exception
        entry.merge!(message: msg.message, error: msg.class.name)
        entry[:backtrace] = msg.backtrace.first(5) if msg.backtrace
      else entry[:message] = msg.to_s
      end
      "#{JSON.generate(entry)}\n"
    rescue JSON::GeneratorError, Encoding::UndefinedConversionError
      # A bad value must never make logging itself raise.
      "#{JSON.generate(time: stamp(time), level: severity, message: msg.inspect.scrub)}\n"
    end

    private

    def stamp(time) = (@clock&.call || time).utc.iso8601(3)
  end

  module_function

  def new(io = $stdout, level: :info, progname: nil, clock: nil, **context)
    Logger.new(io, level: level, progname: progname, formatter: Formatter.new(context, clock: clock))
  end

  # A logger sharing the same output but with extra context fields.
  def child(logger, **fields)
    logger.dup.tap { |copy| copy.formatter = logger.formatter.with(**fields) }
  end
end
