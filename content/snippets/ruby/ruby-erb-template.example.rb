require 'tmpdir'

email = Template.new(<<~'ERB')
  Hi <%= name %>,

  Your order #<%= order_id %> ships today:
  <%- items.each do |item| -%>
    - <%= item[:qty] %> x <%= item[:title] %>
  <%- end -%>
  Total: <%= format('%.2f', items.sum { |i| i[:qty] * i[:price] }) %> EUR
  Track it: https://shop.example/track?q=<%= url_encode(order_id) %>
ERB

puts email.render(name: 'Ada', order_id: 'A-1001/7', items: [
  { title: 'Keyboard', qty: 1, price: 49.9 },
  { title: 'Cable', qty: 2, price: 5.0 }
])

Dir.mktmpdir do |dir|
  path = File.join(dir, 'comment.html.erb')
  File.write(path, "<p><%= h comment %></p>\n")
  puts Template.load(path).render(comment: '<script>alert("x")</script> & more')
end

begin
  Template.new('Hello <%= nmae %>').render(name: 'Ada')
rescue Template::MissingLocal => e
  puts "#{e.class}: #{e.message} (name: #{e.name.inspect})"
end
