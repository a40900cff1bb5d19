Address = JsonStruct.define(city: String, zip: String)
User = JsonStruct.define(name: String, age: Integer, tags: [String], addresses: [Address])

user = User.new(name: 'Ada', age: 36, tags: %w[admin], addresses: [Address.new(city: 'London', zip: 'N1')])
json = JSON.generate(user)
puts json

back = User.from_json(json)
p back.addresses.first.city
p back == user

p User.from_json('{"name":"Bo","age":null,"tags":[],"addresses":[]}').age

[
  '{"name":"Cy","age":"41","tags":[],"addresses":[]}',
  '{"name":"Di","age":3,"tags":["x",7],"addresses":[]}',
  '{"name":"Ed","age":3,"tags":[],"addresses":[{"city":"Oslo","zip":123}]}',
  '{"name":"Fa","age":3,"role":"root"}',
  '[1, 2]'
].each do |bad|
  User.from_json(bad)
rescue JsonStruct::SchemaError => e
  puts "rejected: #{e.message}"
end
