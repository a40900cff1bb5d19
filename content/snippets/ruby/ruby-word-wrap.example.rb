text = <<~TEXT
  Ruby's standard library covers files, sockets, JSON, YAML, dates and much
  more, so small tools rarely need extra gems.

  Second paragraph with a URL: https://example.com/a/very/long/path/that/cannot/fit
TEXT

puts WordWrap.wrap(text, width: 30)
puts '-' * 30
puts WordWrap.wrap(text, width: 30, indent: '  > ', break_long_words: false)
puts '-' * 30
puts WordWrap.wrap('naïve café résumé déjà vu', width: 11)
p WordWrap.wrap('', width: 10)
p WordWrap.wrap('exactly ten', width: 11)
begin
  WordWrap.wrap('x', width: 2, indent: '  ')
rescue ArgumentError => e
  puts "error: #{e.message}"
end
