['4111 1111 1111 1111', '4111-1111-1111-1112', '79927398713', '0', '4111 1111 1111 111a', ''].each do |input|
  puts "#{input.inspect.ljust(24)} #{Luhn.valid?(input)}"
end

puts Luhn.check_digit('7992739871')
puts Luhn.check_digit('411111111111111')
account = "12345#{Luhn.check_digit('12345')}"
puts "#{account} #{Luhn.valid?(account)}"
swapped = account.sub('12', '21')
puts "#{swapped} #{Luhn.valid?(swapped)}"

begin
  Luhn.check_digit('12a')
rescue ArgumentError => e
  puts e.message
end
