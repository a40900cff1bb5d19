cache = LruCache.new(3)
cache.set(:a, 1)
cache.set(:b, 2)
cache.set(:c, 3)
cache.get(:a)         # :a becomes the most recently used
cache.set(:d, 4)      # evicts :b, the least recently used
p cache.keys
p cache.get(:b)

computed = []
2.times { cache.fetch(:e) { |k| computed << k; k.to_s * 2 } }
p cache.fetch(:e) { raise 'not called' }
p computed
p cache.keys

cache.set(:c, 30)     # updating an existing key refreshes it too
p cache.keys, cache.size

begin
  LruCache.new(0)
rescue ArgumentError => e
  puts "error: #{e.message}"
end
