data = <<~CSV
  Order ID,Customer Name,Total,Placed On,Gift
  1001,"Smith, Jane",19.99,2024-03-01,no
  1002,"O""Brien, Pat",5,2024-03-02,yes

  1003,,12.50,2024-03-03,no
  10x4,Lee,3.00,2024-03-04,no
  1005,"Multi
  Line",7.25,2024-02-30,no
  1006,Kim,0.10,2024-03-05,
CSV

result = CsvRecords.parse(data, types: { order_id: :integer, total: :decimal, placed_on: :date, gift: :boolean },
                                required: %i[customer_name])
result.records.each do |r|
  puts [r[:order_id], r[:customer_name].inspect, r[:total].to_f, r[:placed_on], r[:gift].inspect].join(' | ')
end
puts result.errors
puts "sum: #{result.records.sum { |r| r[:total] }.to_f}"
