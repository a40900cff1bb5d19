require 'optparse'

# Parses command-line flags into a frozen hash of options plus the remaining
# positional arguments, without calling exit, so it can be tested and reused.
module CLI
  Parsed = Struct.new(:options, :args, keyword_init: true)

  DEFAULTS = { verbose: false, format: 'text', retries: 3, tags: [] }.freeze

  module_function

  def parse(argv)
    options = DEFAULTS.dup
    parser = OptionParser.new do |o|
      o.banner = 'Usage: report [options] FILE...'
      o.on('-v', '--[no-]verbose', 'Print progress') { |v| options[:verbose] = v }
      o.on('-f', '--format FORMAT', %w[text json csv], 'Output format') { |v| options[:format] = v }
      # Integer as the type makes OptionParser reject "abc" with a clear message.
      o.on('-r', '--retries N', Integer, 'Retry count') { |v| options[:retries] = v }
      o.on('-t', '--tags A,B', Array, 'Comma-separated tags') { |v| options[:tags] = v }
      o.on('-h', '--help', 'Show this help') { options[:help] = parser.help }
    end
    # parse (not parse!) leaves the caller's array untouched.
    args = parser.parse(argv)
    raise OptionParser::MissingArgument, 'FILE' if args.empty? && !options[:help]

    Parsed.new(options: options.freeze, args: args)
  end
end
