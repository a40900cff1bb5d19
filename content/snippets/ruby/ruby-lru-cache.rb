# A least-recently-used cache built on Hash, which keeps insertion order:
# re-inserting a key moves it to the end, so the first key is always the oldest.
class LruCache
  attr_reader :capacity

  def initialize(capacity)
    raise ArgumentError, 'capacity must be positive' unless capacity.positive?

    @capacity = capacity
    @store = {}
    @mutex = Mutex.new
  end

  def get(key)
    @mutex.synchronize do
      return nil unless @store.key?(key)

      @store[key] = @store.delete(key)
    end
  end

  def set(key, value)
    @mutex.synchronize do
      @store.delete(key)
      @store[key] = value
      @store.shift while @store.size > @capacity
      value
    end
  end

  # Returns the cached value or computes, stores and returns it.
  def fetch(key)
    @mutex.synchronize { return @store[key] = @store.delete(key) if @store.key?(key) }
    set(key, yield(key))
  end

  def size = @mutex.synchronize { @store.size }
  def keys = @mutex.synchronize { @store.keys }
end
