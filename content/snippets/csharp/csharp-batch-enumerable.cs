using System;
using System.Collections.Generic;

public static class BatchExtensions
{
    // Splits a sequence into arrays of at most `size` items, reading the source lazily and only once,
    // so it works on database readers, file lines and other one-shot or endless sequences.
    public static IEnumerable<T[]> Batch<T>(this IEnumerable<T> source, int size)
    {
        if (source == null) throw new ArgumentNullException(nameof(source));
        if (size < 1) throw new ArgumentOutOfRangeException(nameof(size), "Batch size must be at least 1.");
        // Validation sits outside the iterator so bad arguments throw at the call, not at first MoveNext.
        return BatchIterator(source, size);
    }

    private static IEnumerable<T[]> BatchIterator<T>(IEnumerable<T> source, int size)
    {
        T[] bucket = null;
        int count = 0;
        foreach (T item in source)
        {
            if (bucket == null) bucket = new T[size];
            bucket[count++] = item;
            if (count == size)
            {
                // A fresh array per batch lets callers keep batches after the loop moves on.
                yield return bucket;
                bucket = null;
                count = 0;
            }
        }
        if (count > 0)
        {
            Array.Resize(ref bucket, count);
            yield return bucket;
        }
    }
}
