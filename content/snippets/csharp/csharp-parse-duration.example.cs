using System;
using System.Globalization;

static class Program
{
    static void Main()
    {
        foreach (var text in new[] { "1h30m", "250ms", "1.5s", "2d 4h", "90m", "1m1m" })
            Console.WriteLine($"{text,-6} -> {Duration.Parse(text).ToString("c", CultureInfo.InvariantCulture)}");

        foreach (var bad in new[] { "10x", "5", "1h junk", "-3s", "" })
            Console.WriteLine($"\"{bad}\" valid: {Duration.TryParse(bad, out _)}");

        try
        {
            Duration.Parse("1hour");
        }
        catch (FormatException e)
        {
            Console.WriteLine(e.Message);
        }
    }
}
