module Duration
  UNITS = { 'ms' => 0.001, 's' => 1, 'm' => 60, 'h' => 3600, 'd' => 86_400, 'w' => 604_800 }.freeze
  # Longest unit names first so "ms" is not read as "m" followed by junk.
  TOKEN = /\G\s*(\d+(?:\.\d+)?)\s*(ms|s|m|h|d|w)(?![a-z])/.freeze

  module_function

  # Parses strings like "1h30m", "2d 4h", "1.5s" or "250ms" into seconds (Float).
  def parse(text)
    input = text.to_s.strip
    raise ArgumentError, 'empty duration' if input.empty?

    total = 0.0
    position = 0
    while position < input.length
      match = TOKEN.match(input, position)
      raise ArgumentError, "invalid duration #{text.inspect} at #{input[position..].inspect}" unless match

      total += match[1].to_f * UNITS.fetch(match[2])
      position = match.end(0)
    end
    total
  end

  # Formats seconds back into the compact form, largest units first.
  def format(seconds)
    remaining = seconds.round
    return '0s' if remaining.zero?

    parts = %w[w d h m s].filter_map do |unit|
      count, remaining = remaining.divmod(UNITS[unit])
      "#{count}#{unit}" if count.positive?
    end
    parts.join
  end
end
