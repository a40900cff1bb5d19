# A binary min-heap priority queue. Ruby has no heap in its standard library;
# this one keeps insertion order for equal priorities so jobs stay FIFO within a level.
class PriorityQueue
  # Pass a block to change the order, e.g. { |a, b| b <=> a } for a max-heap.
  def initialize(&compare)
    @heap = []
    @counter = 0
    @compare = compare || ->(a, b) { a <=> b }
  end

  def push(item, priority)
    @heap << [priority, @counter += 1, item]
    sift_up(@heap.size - 1)
    self
  end

  def pop
    return nil if @heap.empty?

    last = @heap.pop
    return last[2] if @heap.empty?

    top = @heap[0]
    @heap[0] = last
    sift_down(0)
    top[2]
  end

  def peek = @heap.first&.last
  def size = @heap.size
  def empty? = @heap.empty?

  private

  def before?(i, j)
    order = @compare.call(@heap[i][0], @heap[j][0])
    order.negative? || (order.zero? && @heap[i][1] < @heap[j][1])
  end

  def sift_up(i)
    while i.positive? && before?(i, parent = (i - 1) / 2)
      @heap[i], @heap[parent] = @heap[parent], @heap[i]
      i = parent
    end
  end

  def sift_down(i)
    loop do
      child = [2 * i + 1, 2 * i + 2].select { |c| c < @heap.size }.min { |a, b| before?(a, b) ? -1 : 1 }
      break unless child && before?(child, i)

      @heap[i], @heap[child] = @heap[child], @heap[i]
      i = child
    end
  end
end
