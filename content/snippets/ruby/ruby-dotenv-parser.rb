# Parses .env files: KEY=value lines, comments, `export` prefixes, single quotes
# (literal), double quotes (escapes and ${VAR} expansion) and multi-line values.
module DotEnv
  LINE = /\A\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)\z/m.freeze
  ESCAPES = { 'n' => "\n", 't' => "\t", 'r' => "\r", '"' => '"', '\\' => '\\', '$' => '$' }.freeze

  module_function

  def parse(text, env: {})
    result = {}
    lines = text.each_line.map(&:chomp)
    until lines.empty?
      line = lines.shift
      next if line.strip.empty? || line.lstrip.start_with?('#')

      match = LINE.match(line) or raise ArgumentError, "invalid line: #{line.inspect}"
      key, raw = match[1], match[2]
      if raw.start_with?('"')
        # Keep reading lines until the closing quote that is not escaped.
        raw = "#{raw}\n#{lines.shift}" until raw =~ /\A"((?:[^"\\]|\\.)*)"\s*(?:#.*)?\z/m || lines.empty?
        raise ArgumentError, "unterminated quote for #{key}" unless Regexp.last_match

        result[key] = expand(Regexp.last_match(1), result, env)
      elsif raw.start_with?("'")
        value = raw[/\A'([^']*)'/, 1] or raise ArgumentError, "unterminated quote for #{key}"
        result[key] = value
      else
        result[key] = expand(raw.sub(/\s+#.*\z/, '').strip, result, env)
      end
    end
    result
  end

  # ${VAR} and $VAR refer to earlier keys in the file, then to the given environment.
  def expand(value, vars, env)
    value.gsub(/\\(.)|\$\{(\w+)\}|\$(\w+)/) do
      if Regexp.last_match(1) then ESCAPES.fetch(Regexp.last_match(1), "\\#{Regexp.last_match(1)}")
      else
        name = Regexp.last_match(2) || Regexp.last_match(3)
        vars.fetch(name) { env.fetch(name, '') }
      end
    end
  end
  private_class_method :expand
end
