seen = BloomFilter.new(expected_items: 1_000, false_positive_rate: 0.01)
puts "bits: #{seen.bit_count}, hashes: #{seen.hash_count}, bytes: #{(seen.bit_count + 7) / 8}"

1_000.times { |i| seen << "user-#{i}@example.com" }
p seen.include?('user-42@example.com')
p (0...1_000).all? { |i| seen.include?("user-#{i}@example.com") } # no false negatives

false_hits = (0...10_000).count { |i| seen.include?("stranger-#{i}@example.com") }
rate = false_hits / 10_000.0
puts "false positive rate near 1%: #{rate.between?(0.002, 0.03)}"
puts "fill ratio near half: #{seen.fill_ratio.round(1)}"

empty = BloomFilter.new(expected_items: 10)
p empty.include?('anything')
begin
  BloomFilter.new(expected_items: 10, false_positive_rate: 1.5)
rescue ArgumentError => e
  puts "error: #{e.message}"
end
