inputs = ['userId', 'HTTPServerError', 'parse_json_v2', 'max-retry-count', 'ORDER_TOTAL', 'the lord of the rings', 'iOS 17 update']
styles = %i[snake camel pascal kebab constant title]

inputs.each do |input|
  puts input
  styles.each { |style| puts format('  %-9s %s', style, CaseConvert.public_send(style, input)) }
end

p CaseConvert.words('  __weird--Input__  ')
p CaseConvert.camel('')
p CaseConvert.snake(:createdAt)
