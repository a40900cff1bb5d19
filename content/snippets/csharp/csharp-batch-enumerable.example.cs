using System;
using System.Collections.Generic;
using System.Linq;

static class Program
{
    static IEnumerable<int> Numbers()
    {
        for (int i = 1; ; i++)
        {
            Console.WriteLine($"  produced {i}");
            yield return i;
        }
    }

    static void Main()
    {
        foreach (var batch in Enumerable.Range(1, 7).Batch(3))
            Console.WriteLine($"[{string.Join(",", batch)}] size={batch.Length}");

        Console.WriteLine("empty source batches: " + Enumerable.Empty<string>().Batch(5).Count());

        // Lazy: taking two batches of an endless sequence pulls exactly four items.
        var firstTwo = Numbers().Batch(2).Take(2).ToList();
        Console.WriteLine("sums: " + string.Join(",", firstTwo.Select(b => b.Sum())));

        try
        {
            new[] { 1 }.Batch(0);
        }
        catch (ArgumentOutOfRangeException e)
        {
            Console.WriteLine("error for " + e.ParamName);
        }
    }
}
