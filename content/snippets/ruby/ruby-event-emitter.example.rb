class Order
  include EventEmitter

  def pay(amount)
    emit(:paid, amount, currency: 'EUR')
  end
end

order = Order.new
log = ->(amount, currency:) { puts "log: paid #{amount} #{currency}" }
order.on(:paid, log)
receipt = order.on(:paid) { |amount, **| puts "receipt for #{amount}" }
order.once(:paid) { |*| puts 'first payment bonus' }

p order.pay(10)
p order.pay(25)

order.off(receipt)
p order.pay(5)

# A listener that unsubscribes itself mid-emit does not disturb the others.
sub = nil
sub = order.on(:refund) { |n| puts "refund #{n}"; order.off(sub) }
order.on(:refund) { |n| puts "audit refund #{n}" }
order.emit(:refund, 3)
order.emit(:refund, 4)
p order.listener_count(:refund)

p order.emit(:unknown)
begin
  order.on(:paid)
rescue ArgumentError => e
  puts "error: #{e.message}"
end
