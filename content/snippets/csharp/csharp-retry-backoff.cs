using System;
using System.Threading;
using System.Threading.Tasks;

public static class Retry
{
    private static readonly Random SharedRandom = new Random();

    public static async Task<T> RunAsync<T>(
        Func<CancellationToken, Task<T>> operation,
        int maxAttempts = 4,
        TimeSpan? baseDelay = null,
        TimeSpan? maxDelay = null,
        Func<Exception, bool> shouldRetry = null,
        Func<TimeSpan, CancellationToken, Task> delay = null,
        Func<double> random = null,
        CancellationToken cancellationToken = default(CancellationToken))
    {
        if (maxAttempts < 1) throw new ArgumentOutOfRangeException(nameof(maxAttempts));
        var initial = baseDelay ?? TimeSpan.FromMilliseconds(200);
        var cap = maxDelay ?? TimeSpan.FromSeconds(30);
        delay = delay ?? Task.Delay;
        random = random ?? (() => { lock (SharedRandom) return SharedRandom.NextDouble(); });

        for (var attempt = 1; ; attempt++)
        {
            try
            {
                return await operation(cancellationToken).ConfigureAwait(false);
            }
            catch (Exception ex) when (attempt < maxAttempts && !(ex is OperationCanceledException) && (shouldRetry?.Invoke(ex) ?? true))
            {
                // Full jitter: a random point in [0, backoff) spreads out clients that failed together.
                var backoff = Math.Min(cap.TotalMilliseconds, initial.TotalMilliseconds * Math.Pow(2, attempt - 1));
                await delay(TimeSpan.FromMilliseconds(backoff * random()), cancellationToken).ConfigureAwait(false);
            }
        }
    }
}
