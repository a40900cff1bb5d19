using System;
using System.Collections.Concurrent;
using System.Collections.Generic;
using System.Threading;
using System.Threading.Tasks;

public static class Memoizer
{
    // ConcurrentDictionary.GetOrAdd may run its factory more than once under contention; wrapping
    // the work in Lazy guarantees each key is computed exactly once, even for racing callers.
    public static Func<TKey, TValue> Memoize<TKey, TValue>(this Func<TKey, TValue> compute)
    {
        var cache = new ConcurrentDictionary<TKey, Lazy<TValue>>();
        return key => cache.GetOrAdd(key, k => new Lazy<TValue>(() => compute(k), LazyThreadSafetyMode.ExecutionAndPublication)).Value;
    }

    // Async version caches the Task, so concurrent awaits share one in-flight call. A faulted or
    // cancelled task is evicted so the next caller retries instead of getting the cached failure.
    public static Func<TKey, Task<TValue>> MemoizeAsync<TKey, TValue>(this Func<TKey, Task<TValue>> compute)
    {
        var cache = new ConcurrentDictionary<TKey, Lazy<Task<TValue>>>();
        return async key =>
        {
            var lazy = cache.GetOrAdd(key, k => new Lazy<Task<TValue>>(() => compute(k)));
            try
            {
                return await lazy.Value.ConfigureAwait(false);
            }
            catch
            {
                // Remove only this exact entry, in case another caller already replaced it.
                var entries = (ICollection<KeyValuePair<TKey, Lazy<Task<TValue>>>>)cache;
                entries.Remove(new KeyValuePair<TKey, Lazy<Task<TValue>>>(key, lazy));
                throw;
            }
        };
    }
}
