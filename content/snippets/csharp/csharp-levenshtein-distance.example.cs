using System;

static class Program
{
    static void Main()
    {
        var pairs = new[] { ("kitten", "sitting"), ("flaw", "lawn"), ("", "abc"), ("same", "same"), ("teh", "the") };
        foreach (var pair in pairs)
            Console.WriteLine($"{pair.Item1} -> {pair.Item2}: {Levenshtein.Distance(pair.Item1, pair.Item2)}");

        Console.WriteLine($"capped: {Levenshtein.Distance("completely", "different", maxDistance: 3)}");

        var commands = new[] { "install", "uninstall", "update", "list", "search" };
        foreach (var typo in new[] { "instal", "updat", "serch", "xyzzy", "lsit" })
            Console.WriteLine($"{typo}: {Levenshtein.Suggest(typo, commands) ?? "(no suggestion)"}");
    }
}
