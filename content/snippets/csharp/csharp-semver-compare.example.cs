using System;
using System.Linq;

static class Program
{
    static void Main()
    {
        var tags = new[] { "1.0.0", "1.0.0-rc.1", "1.0.0-alpha", "1.0.0-alpha.1", "1.0.0-beta.11",
                           "1.0.0-beta.2", "1.0.0-beta.99999999999999999999", "1.0.0-beta", "1.0.0-alpha.beta", "v2.0.0", "1.10.0", "1.2.0" };
        var sorted = tags.Select(SemVer.Parse).OrderBy(v => v).ToList();
        Console.WriteLine(string.Join(" < ", sorted));

        var a = SemVer.Parse("1.4.0+build.7");
        var b = SemVer.Parse("1.4.0+build.9");
        Console.WriteLine($"{a} vs {b}: {a.CompareTo(b)}");
        Console.WriteLine($"2.0.0 vs 1.99.99: {SemVer.Parse("2.0.0").CompareTo(SemVer.Parse("1.99.99"))}");
        Console.WriteLine($"newest: {tags.Select(SemVer.Parse).Max()}");

        foreach (var bad in new[] { "1.2", "01.2.3", "1.2.3-", "1.2.3-beta..1" })
            Console.WriteLine($"{bad}: {(SemVer.TryParse(bad, out _) ? "valid" : "invalid")}");
    }
}
