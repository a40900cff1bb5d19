using System;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;

static class Program
{
    static int active, peak, started;

    static async Task<string> FetchAsync(int id, CancellationToken token)
    {
        Interlocked.Increment(ref started);
        int now = Interlocked.Increment(ref active);
        int seen;
        while (now > (seen = Volatile.Read(ref peak))) Interlocked.CompareExchange(ref peak, now, seen);
        try
        {
            // Item 13 fails before it waits, so the cancellation it causes does not race the timers
            // of the items after it on a busy machine.
            if (id == 13) throw new InvalidOperationException($"item {id} failed");
            await Task.Delay(10 + id % 4 * 5, token);
            return $"#{id}";
        }
        finally
        {
            Interlocked.Decrement(ref active);
        }
    }

    static void Main()
    {
        var results = Enumerable.Range(1, 12).SelectAsync(FetchAsync, maxConcurrency: 3).Result;
        Console.WriteLine("results in input order: " + string.Join(" ", results));
        Console.WriteLine($"peak concurrency within limit: {peak >= 1 && peak <= 3}");

        started = 0;
        try
        {
            Enumerable.Range(13, 40).SelectAsync(FetchAsync, maxConcurrency: 2).Wait();
        }
        catch (AggregateException e)
        {
            Console.WriteLine("failed with: " + e.InnerException.Message);
            Console.WriteLine($"stopped early: {started < 40}");
        }
    }
}
