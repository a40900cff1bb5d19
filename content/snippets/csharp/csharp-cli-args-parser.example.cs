using System;
using System.Linq;

static class Program
{
    static void Main()
    {
        var argv = new[] { "build", "--out", "dist", "--level=3", "-vq", "--dry-run", "-5", "--", "--not-an-option" };
        var parsed = ParsedArgs.Parse(argv, "out", "level");

        Console.WriteLine($"out={parsed.Get("out")} level={int.Parse(parsed.Get("level"))}");
        Console.WriteLine($"config={parsed.Get("config", "default.json")}");
        Console.WriteLine("flags: " + string.Join(",", parsed.Flags.OrderBy(f => f, StringComparer.Ordinal)));
        Console.WriteLine("positionals: " + string.Join(" ", parsed.Positionals));

        try
        {
            ParsedArgs.Parse(new[] { "--out" }, "out");
        }
        catch (ArgumentException e)
        {
            Console.WriteLine("error: " + e.Message);
        }
    }
}
