%w[90s 1h30m 250ms 1.5h].each { |text| puts "#{text} => #{Duration.parse(text)}" }
puts Duration.parse('2d 4h 5m')
puts Duration.format(Duration.parse('1h30m'))
puts Duration.format(694_861)
puts Duration.format(0.3)

['', '10 minutes', '5x', '1h-2m'].each do |bad|
  Duration.parse(bad)
rescue ArgumentError => e
  puts "error: #{e.message}"
end
