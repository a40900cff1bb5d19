using System;
using System.Collections.Concurrent;
using System.Collections.Generic;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;

// A fixed number of workers drain a bounded queue. The bound gives back-pressure: a producer that
// outruns the workers blocks in Add instead of filling memory with queued work.
public sealed class WorkerPool<T> : IDisposable
{
    private readonly BlockingCollection<T> _queue;
    private readonly Task[] _workers;
    private readonly ConcurrentQueue<Exception> _errors = new ConcurrentQueue<Exception>();

    public WorkerPool(int workers, int queueCapacity, Action<T> handle)
    {
        if (workers < 1) throw new ArgumentOutOfRangeException(nameof(workers));
        _queue = new BlockingCollection<T>(queueCapacity);
        _workers = Enumerable.Range(0, workers)
            .Select(_ => Task.Factory.StartNew(() =>
            {
                // GetConsumingEnumerable ends once CompleteAdding is called and the queue is empty.
                foreach (T item in _queue.GetConsumingEnumerable())
                {
                    try { handle(item); }
                    catch (Exception e) { _errors.Enqueue(e); }
                }
            }, TaskCreationOptions.LongRunning))
            .ToArray();
    }

    public void Add(T item) => _queue.Add(item);

    // Stops accepting work, waits for queued items to finish and returns the handlers' failures.
    public IReadOnlyList<Exception> Complete()
    {
        _queue.CompleteAdding();
        Task.WaitAll(_workers);
        return _errors.ToArray();
    }

    public void Dispose()
    {
        if (!_queue.IsAddingCompleted) Complete();
        _queue.Dispose();
    }
}
