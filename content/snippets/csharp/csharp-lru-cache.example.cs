using System;

static class Program
{
    static void Main()
    {
        var cache = new LruCache<string, int>(2, (k, v) => Console.WriteLine($"evicted {k}={v}"));
        cache.Set("a", 1);
        cache.Set("b", 2);
        cache.TryGet("a", out _);           // "a" is now the most recent
        cache.Set("c", 3);                  // evicts "b"
        Console.WriteLine(string.Join(",", cache.Keys));
        Console.WriteLine(cache.TryGet("b", out var b) ? $"b={b}" : "b missing");
        cache.Set("a", 10);                 // update, no eviction
        Console.WriteLine(cache.TryGet("a", out var a) ? $"a={a}" : "a missing");
        Console.WriteLine($"count={cache.Count}");
        try
        {
            new LruCache<int, int>(0);
        }
        catch (ArgumentOutOfRangeException e)
        {
            Console.WriteLine($"error: {e.ParamName}");
        }
    }
}
