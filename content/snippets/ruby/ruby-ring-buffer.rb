# A fixed-capacity circular buffer: pushing into a full buffer overwrites the
# oldest item, so memory stays bounded (recent log lines, rolling metrics).
class RingBuffer
  include Enumerable

  attr_reader :capacity, :size

  def initialize(capacity)
    raise ArgumentError, 'capacity must be a positive Integer' unless capacity.is_a?(Integer) && capacity.positive?

    @capacity = capacity
    @items = Array.new(capacity)
    @head = 0 # index of the oldest item
    @size = 0
  end

  # Returns the evicted item, or nil when nothing was overwritten.
  def push(item)
    tail = (@head + @size) % @capacity
    evicted = full? ? @items[tail] : nil
    @items[tail] = item
    if full?
      @head = (@head + 1) % @capacity # the slot just written held the oldest item
    else
      @size += 1
    end
    evicted
  end
  alias << push

  def shift
    return nil if empty?

    item = @items[@head]
    @items[@head] = nil # drop the reference so it can be garbage collected
    @head = (@head + 1) % @capacity
    @size -= 1
    item
  end

  # Index 0 is the oldest item and -1 the newest, like an Array.
  def [](index)
    index += @size if index.negative?
    return nil unless index.between?(0, @size - 1)

    @items[(@head + index) % @capacity]
  end

  def each
    return enum_for(:each) { @size } unless block_given?

    @size.times { |i| yield @items[(@head + i) % @capacity] }
    self
  end

  def empty? = @size.zero?
  def full? = @size == @capacity
end
