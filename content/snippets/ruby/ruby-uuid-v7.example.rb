base = Time.utc(2024, 1, 15, 9, 30, 0)
ids = [0, 1, 250, 60_000].map { |ms| UuidV7.generate(time: base + Rational(ms, 1000)) }

puts ids.all? { |id| UuidV7.valid?(id) }
puts ids == ids.sort # later timestamps sort later
puts ids.first[0, 13] # the timestamp prefix is deterministic
puts UuidV7.time_of(ids.last).strftime('%Y-%m-%d %H:%M:%S.%L UTC')
puts ids.map { |id| id[14] }.uniq.inspect # version nibble
puts ids.map(&:length).uniq.inspect

seeded = Random.new(7)
puts UuidV7.generate(time: Time.utc(1970, 1, 1), random: seeded)
puts UuidV7.valid?(SecureRandom.uuid) # a v4 is not a v7
begin
  UuidV7.generate(time: Time.utc(1969, 12, 31))
rescue ArgumentError => e
  puts e.message
end
