require 'digest'

# A Bloom filter: a compact set that answers "definitely not present" or
# "probably present", sized from the expected item count and error rate.
class BloomFilter
  attr_reader :bit_count, :hash_count

  def initialize(expected_items:, false_positive_rate: 0.01)
    unless expected_items.positive? && false_positive_rate.positive? && false_positive_rate < 1
      raise ArgumentError, 'need expected_items > 0 and 0 < false_positive_rate < 1'
    end

    # Standard optimal sizing: m = -n ln p / (ln 2)^2 bits, k = m/n ln 2 hashes.
    @bit_count = (-expected_items * Math.log(false_positive_rate) / Math.log(2)**2).ceil
    @hash_count = [(@bit_count.to_f / expected_items * Math.log(2)).round, 1].max
    @bits = "\0".b * ((@bit_count + 7) / 8)
  end

  def add(item)
    positions(item).each { |i| @bits.setbyte(i >> 3, @bits.getbyte(i >> 3) | (1 << (i & 7))) }
    self
  end
  alias << add

  def include?(item)
    positions(item).all? { |i| @bits.getbyte(i >> 3)[i & 7] == 1 }
  end

  # Share of bits set; near 0.5 the filter is at its designed capacity.
  def fill_ratio
    @bits.each_byte.sum { |byte| byte.to_s(2).count('1') }.fdiv(@bit_count)
  end

  private

  # Double hashing: k positions from two 64-bit halves of one SHA-256 digest,
  # as good as k independent hashes for this purpose and much cheaper.
  def positions(item)
    h1, h2 = Digest::SHA256.digest(item.to_s).unpack('Q>Q>')
    Array.new(@hash_count) { |i| (h1 + i * h2) % @bit_count }
  end
end
