module HumanSize
  SI = %w[B kB MB GB TB PB EB].freeze
  IEC = %w[B KiB MiB GiB TiB PiB EiB].freeze
  PARSE_UNITS = {
    'b' => 1, 'k' => 1000, 'kb' => 1000, 'mb' => 1000**2, 'gb' => 1000**3, 'tb' => 1000**4,
    'kib' => 1024, 'mib' => 1024**2, 'gib' => 1024**3, 'tib' => 1024**4
  }.freeze

  module_function

  # 1536 -> "1.5 KiB" (binary) or "1.5 kB" (decimal, like disk vendors and macOS).
  def format(bytes, binary: true, precision: 1)
    base = binary ? 1024 : 1000
    units = binary ? IEC : SI
    sign = bytes.negative? ? '-' : ''
    value = bytes.abs.to_f
    exponent = value < base ? 0 : [(Math.log(value) / Math.log(base)).floor, units.size - 1].min
    scaled = value / (base**exponent)
    # Rounding can produce "1024.0 KiB"; bump to the next unit instead.
    if scaled.round(precision) >= base && exponent < units.size - 1
      exponent += 1
      scaled = value / (base**exponent)
    end
    number = exponent.zero? ? bytes.abs.to_i.to_s : format_number(scaled, precision)
    "#{sign}#{number} #{units[exponent]}"
  end

  # "1.5 GiB", "200MB", "512 k" -> Integer bytes. Units are case-insensitive.
  def parse(text)
    match = /\A\s*(\d+(?:\.\d+)?)\s*([a-z]*)\s*\z/i.match(text.to_s)
    raise ArgumentError, "invalid size: #{text.inspect}" unless match

    multiplier = PARSE_UNITS.fetch(match[2].downcase.then { |u| u.empty? ? 'b' : u }) do
      raise ArgumentError, "unknown unit in #{text.inspect}"
    end
    (match[1].to_r * multiplier).round
  end

  def format_number(value, precision)
    text = Kernel.format("%.#{precision}f", value)
    text.include?('.') ? text.sub(/0+\z/, '').chomp('.') : text
  end
  private_class_method :format_number
end
