argv = %w[--verbose -f json --retries 5 -t billing,eu report.csv extra.csv]
result = CLI.parse(argv)
p result.options
p result.args
p argv.size # the input array is not consumed

p CLI.parse(%w[--no-verbose data.csv]).options

[
  %w[--format xml a.csv],
  %w[--retries abc a.csv],
  %w[--colour a.csv],
  %w[-v]
].each do |bad|
  CLI.parse(bad)
rescue OptionParser::ParseError => e
  puts "#{bad.join(' ')} -> #{e.message}"
end

puts CLI.parse(%w[-h]).options[:help]
