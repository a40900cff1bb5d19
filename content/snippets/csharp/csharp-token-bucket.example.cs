using System;

static class Program
{
    static void Main()
    {
        var now = TimeSpan.Zero;
        var bucket = new TokenBucket(capacity: 3, tokensPerSecond: 2, clock: () => now);

        // A burst of five: the first three fit, the rest are refused.
        for (var i = 1; i <= 5; i++) Console.Write(bucket.TryTake() ? "ok " : "429 ");
        Console.WriteLine();
        Console.WriteLine($"retry after {bucket.RetryAfter().TotalMilliseconds} ms");

        now += TimeSpan.FromMilliseconds(500);   // one token refilled
        Console.WriteLine($"after 0.5s: {bucket.TryTake()}, {bucket.TryTake()}");

        now += TimeSpan.FromSeconds(10);         // refill is capped at capacity
        var taken = 0;
        while (bucket.TryTake()) taken++;
        Console.WriteLine($"after 10s idle: {taken} tokens");

        try { bucket.TryTake(4); }
        catch (ArgumentOutOfRangeException e) { Console.WriteLine($"error: {e.ParamName}"); }
    }
}
