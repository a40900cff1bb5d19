cal = BusinessCalendar.new(holidays: %w[2024-12-25 2024-12-26 2025-01-01])

ordered = Date.new(2024, 12, 20) # a Friday
puts "ordered #{ordered} (#{ordered.strftime('%a')})"
[1, 3, 5, 10].each do |n|
  due = cal.add(ordered, n)
  puts "+#{n} business days -> #{due} #{due.strftime('%a')}"
end
puts "-3 business days -> #{cal.add(Date.new(2024, 12, 27), -3)}"
puts "saturday rolled forward: #{cal.add(Date.new(2024, 12, 21), 0)}"
puts "business days Dec 20 to Jan 3: #{cal.between(Date.new(2024, 12, 20), Date.new(2025, 1, 3))}"
puts "reversed: #{cal.between(Date.new(2025, 1, 3), Date.new(2024, 12, 20))}"
p cal.business_day?(Date.new(2025, 1, 1))

# A Friday-Saturday weekend, as used in several countries.
gulf = BusinessCalendar.new(weekend: [5, 6])
puts "gulf next business day after Thursday 2024-12-19: #{gulf.next_business_day(Date.new(2024, 12, 19))}"
