using System;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;

static class Program
{
    static void Main()
    {
        int calls = 0;
        Func<int, long> slowSquare = n => { Interlocked.Increment(ref calls); Thread.Sleep(20); return (long)n * n; };
        var fastSquare = slowSquare.Memoize();

        // Eight threads race for the same three keys; each key is still computed once.
        var results = Enumerable.Range(0, 8).AsParallel().Select(i => fastSquare(i % 3 + 10)).ToArray();
        Console.WriteLine($"distinct results: {string.Join(",", results.Distinct().OrderBy(r => r))}");
        Console.WriteLine($"compute calls: {calls}");

        int fetches = 0;
        Func<string, Task<string>> fetch = async id =>
        {
            Interlocked.Increment(ref fetches);
            await Task.Delay(10);
            if (id == "bad" && fetches < 3) throw new InvalidOperationException("backend down");
            return "user:" + id;
        };
        var cachedFetch = fetch.MemoizeAsync();

        var shared = Task.WhenAll(cachedFetch("7"), cachedFetch("7"), cachedFetch("7")).Result;
        Console.WriteLine($"{shared[0]} fetched {fetches} time(s)");

        try
        {
            cachedFetch("bad").Wait();
        }
        catch (AggregateException e)
        {
            Console.WriteLine("first try: " + e.InnerException.Message);
        }
        Console.WriteLine("second try: " + cachedFetch("bad").Result);
        Console.WriteLine("third try is cached: " + cachedFetch("bad").Result + $" (fetches={fetches})");
    }
}
