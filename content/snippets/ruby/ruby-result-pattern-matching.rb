# A small Result type: functions return Ok or Err instead of raising, and
# callers branch with `case ... in` pattern matching (Ruby 3.0+).
module Result
  Ok = Struct.new(:value) do
    def ok? = true
    def map = Ok.new(yield(value))
    def and_then = yield(value) # the block must return a Result itself
    def value_or(_default) = value
  end

  Err = Struct.new(:error) do
    def ok? = false
    def map = self
    def and_then = self
    def value_or(default) = default
  end

  module_function

  # Turns exceptions from a block into Err, so old raising APIs can join a chain.
  def try(*exceptions)
    exceptions = [StandardError] if exceptions.empty?
    Ok.new(yield)
  rescue *exceptions => e
    Err.new(e)
  end

  # Ok with all values when every result is Ok, otherwise the first Err.
  def all(results)
    results.find { |r| !r.ok? } || Ok.new(results.map(&:value))
  end
end
