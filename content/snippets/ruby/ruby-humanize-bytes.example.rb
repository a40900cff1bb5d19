[0, 1, 1023, 1024, 1536, 1_048_575, 5_368_709_120, -2048, 2**70].each do |n|
  puts "#{n.to_s.rjust(22)}  #{HumanSize.format(n).ljust(10)} #{HumanSize.format(n, binary: false)}"
end
puts HumanSize.format(123_456_789, precision: 2)
puts HumanSize.format(10 * 1024**2, precision: 0)

['1.5 GiB', '200MB', '512 k', '42', '0.5kib'].each { |s| puts "#{s} => #{HumanSize.parse(s)}" }
['ten MB', '5 XB', ''].each do |bad|
  HumanSize.parse(bad)
rescue ArgumentError => e
  puts e.message
end
