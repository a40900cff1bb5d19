using System;
using System.Collections.Generic;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;

public static class AsyncThrottle
{
    // Runs an async operation over every item with at most `maxConcurrency` in flight and returns
    // results in input order. Task.WhenAll alone would start everything at once and can flood an
    // API or exhaust sockets; Parallel.ForEach would block threads on I/O.
    public static async Task<TResult[]> SelectAsync<T, TResult>(
        this IEnumerable<T> items,
        Func<T, CancellationToken, Task<TResult>> operation,
        int maxConcurrency,
        CancellationToken token = default(CancellationToken))
    {
        if (maxConcurrency < 1) throw new ArgumentOutOfRangeException(nameof(maxConcurrency));
        using (var gate = new SemaphoreSlim(maxConcurrency))
        using (var failFast = CancellationTokenSource.CreateLinkedTokenSource(token))
        {
            var tasks = items.Select(async item =>
            {
                await gate.WaitAsync(failFast.Token).ConfigureAwait(false);
                try
                {
                    return await operation(item, failFast.Token).ConfigureAwait(false);
                }
                catch
                {
                    // One failure cancels work that has not started yet instead of running it all.
                    failFast.Cancel();
                    throw;
                }
                finally
                {
                    gate.Release();
                }
            }).ToList();
            try
            {
                return await Task.WhenAll(tasks).ConfigureAwait(false);
            }
            catch (OperationCanceledException) when (!token.IsCancellationRequested)
            {
                // Surface the original failure rather than the cancellations it caused.
                var first = tasks.FirstOrDefault(t => t.IsFaulted);
                if (first != null) await first.ConfigureAwait(false);
                throw;
            }
        }
    }
}
