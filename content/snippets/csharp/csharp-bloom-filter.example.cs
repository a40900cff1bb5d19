using System;
using System.Linq;

static class Program
{
    static void Main()
    {
        var seen = new BloomFilter(expectedItems: 1000, falsePositiveRate: 0.01);
        Console.WriteLine($"bits={seen.BitCount} hashes={seen.HashCount}");

        for (int i = 0; i < 1000; i++) seen.Add($"user-{i}");

        bool allFound = Enumerable.Range(0, 1000).All(i => seen.MightContain($"user-{i}"));
        Console.WriteLine($"every added item found: {allFound}");

        int falsePositives = Enumerable.Range(0, 10000).Count(i => seen.MightContain($"guest-{i}"));
        double rate = falsePositives / 10000.0;
        Console.WriteLine($"false-positive rate under 2%: {rate < 0.02}");
        Console.WriteLine($"never-added empty string: {seen.MightContain("") ? "maybe" : "no"}");

        try
        {
            new BloomFilter(10, 1.5);
        }
        catch (ArgumentOutOfRangeException e)
        {
            Console.WriteLine("rejected " + e.ParamName);
        }
    }
}
