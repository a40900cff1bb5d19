using System;
using System.Collections.Concurrent;
using System.Linq;
using System.Threading;

static class Program
{
    static void Main()
    {
        var results = new ConcurrentDictionary<int, int>();
        int active = 0, peak = 0;

        using (var pool = new WorkerPool<int>(workers: 3, queueCapacity: 2, handle: n =>
        {
            int now = Interlocked.Increment(ref active);
            int seen;
            while (now > (seen = Volatile.Read(ref peak))) Interlocked.CompareExchange(ref peak, now, seen);
            Thread.Sleep(5);
            Interlocked.Decrement(ref active);
            if (n % 7 == 0) throw new InvalidOperationException($"item {n} rejected");
            results[n] = n * n;
        }))
        {
            for (int i = 1; i <= 20; i++) pool.Add(i);
            var errors = pool.Complete();

            Console.WriteLine($"processed: {results.Count}");
            Console.WriteLine($"sum of squares: {results.Values.Sum()}");
            Console.WriteLine($"peak concurrency within limit: {peak >= 1 && peak <= 3}");
            foreach (var message in errors.Select(e => e.Message).OrderBy(m => m, StringComparer.Ordinal))
                Console.WriteLine("error: " + message);
        }
    }
}
