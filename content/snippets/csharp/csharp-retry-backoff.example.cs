using System;
using System.IO;
using System.Threading;
using System.Threading.Tasks;

static class Program
{
    static void Main()
    {
        // A fake delay records the waits instead of sleeping; random() = 0.5 makes jitter predictable.
        Func<TimeSpan, CancellationToken, Task> recordDelay = (wait, ct) =>
        {
            Console.WriteLine($"  waiting {wait.TotalMilliseconds} ms");
            return Task.CompletedTask;
        };

        var calls = 0;
        var result = Retry.RunAsync(ct =>
        {
            calls++;
            Console.WriteLine($"attempt {calls}");
            if (calls < 4) throw new IOException("connection reset");
            return Task.FromResult("payload");
        }, maxAttempts: 5, baseDelay: TimeSpan.FromMilliseconds(100), maxDelay: TimeSpan.FromMilliseconds(300),
           delay: recordDelay, random: () => 0.5).Result;
        Console.WriteLine($"result: {result} after {calls} calls");

        try
        {
            Retry.RunAsync<int>(ct => throw new ArgumentException("bad input"),
                shouldRetry: ex => ex is IOException, delay: recordDelay).Wait();
        }
        catch (AggregateException e)
        {
            Console.WriteLine($"not retried: {e.InnerException.Message}");
        }

        calls = 0;
        try
        {
            Retry.RunAsync<int>(ct => { calls++; throw new IOException("still down"); },
                maxAttempts: 3, delay: recordDelay, random: () => 1.0).Wait();
        }
        catch (AggregateException e)
        {
            Console.WriteLine($"gave up after {calls} calls: {e.InnerException.Message}");
        }
    }
}
