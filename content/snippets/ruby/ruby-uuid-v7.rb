require 'securerandom'

# UUIDv7 (RFC 9562): a 48-bit Unix millisecond timestamp followed by random bits.
# Unlike v4, the IDs sort by creation time, which keeps database B-tree inserts local.
module UuidV7
  PATTERN = /\A\h{8}-\h{4}-7\h{3}-[89ab]\h{3}-\h{12}\z/.freeze

  module_function

  def generate(time: Time.now, random: SecureRandom)
    millis = (time.to_r * 1000).floor
    raise ArgumentError, 'time must be within the 48-bit millisecond range' unless millis.between?(0, 2**48 - 1)

    rand_a = random.random_number(2**12)
    rand_b = random.random_number(2**62)
    value = (millis << 80) | (0x7 << 76) | (rand_a << 64) | (0b10 << 62) | rand_b
    hex = value.to_s(16).rjust(32, '0')
    [hex[0, 8], hex[8, 4], hex[12, 4], hex[16, 4], hex[20, 12]].join('-')
  end

  def valid?(uuid) = PATTERN.match?(uuid.to_s.downcase)

  # Recovers the creation time embedded in the first 48 bits.
  def time_of(uuid)
    raise ArgumentError, "not a UUIDv7: #{uuid}" unless valid?(uuid)

    Time.at(Rational(uuid.delete('-')[0, 12].to_i(16), 1000)).utc
  end
end
