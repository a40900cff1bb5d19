require 'json'

def parse_json(text)
  Result.try(JSON::ParserError) { JSON.parse(text) }
end

def validate_age(data)
  age = data['age']
  return Result::Err.new(:missing_age) unless age
  return Result::Err.new(:too_young) if age < 18

  Result::Ok.new(data)
end

['{"name":"Ada","age":36}', '{"name":"Tim","age":12}', '{"name":"Kai"}', '{oops'].each do |input|
  result = parse_json(input).and_then { |data| validate_age(data) }.map { |d| d['name'].upcase }
  message =
    case result
    in Result::Ok[name] then "welcome #{name}"
    in Result::Err[Symbol => reason] then "rejected: #{reason}"
    in Result::Err[JSON::ParserError] then 'rejected: malformed JSON'
    end
  puts message
end

p Result.all([Result::Ok.new(1), Result::Ok.new(2)])
p Result.all([Result::Ok.new(1), Result::Err.new(:bad), Result::Err.new(:worse)])
p Result::Err.new(:x).value_or(0)
p Result.try { Integer('42') }.value

begin
  Result.try(KeyError) { Integer('nope') }
rescue ArgumentError => e
  puts "unlisted exceptions still raise: #{e.class}"
end
