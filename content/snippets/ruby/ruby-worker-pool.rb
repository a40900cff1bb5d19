# Runs jobs on a fixed number of threads and returns results in input order.
# Suits I/O-bound work (HTTP calls, file or DB access), where Ruby threads run in parallel.
module WorkerPool
  Failure = Struct.new(:item, :error)

  module_function

  def map(items, workers: 4)
    raise ArgumentError, 'workers must be positive' unless workers.positive?

    queue = Queue.new
    items.each_with_index { |item, index| queue << [item, index] }
    queue.close # pop returns nil once drained, which ends each worker loop
    results = Array.new(items.size)

    threads = Array.new([workers, items.size].min) do
      Thread.new do
        while (job = queue.pop)
          item, index = job
          # Each index is written by exactly one thread, so the array needs no lock.
          results[index] =
            begin
              yield item
            rescue StandardError => e
              Failure.new(item, e)
            end
        end
      end
    end
    threads.each(&:join)
    results
  end

  # Like map, but raises the first failure (in input order) after all jobs finish.
  def map!(items, workers: 4, &block)
    results = map(items, workers: workers, &block)
    failure = results.find { |result| result.is_a?(Failure) }
    raise failure.error if failure

    results
  end
end
