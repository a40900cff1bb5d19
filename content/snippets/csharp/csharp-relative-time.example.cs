using System;

static class Program
{
    static void Main()
    {
        var now = new DateTimeOffset(2024, 3, 15, 12, 0, 0, TimeSpan.Zero);
        var offsets = new[]
        {
            TimeSpan.FromSeconds(-3),
            TimeSpan.FromSeconds(-30),
            TimeSpan.FromSeconds(-50),
            TimeSpan.FromMinutes(-1.6),
            TimeSpan.FromMinutes(-44),
            TimeSpan.FromMinutes(-50),
            TimeSpan.FromHours(-5),
            TimeSpan.FromHours(-23),
            TimeSpan.FromDays(-3),
            TimeSpan.FromDays(-45),
            TimeSpan.FromDays(-400),
            TimeSpan.FromDays(-3 * 365.25),
            TimeSpan.FromMinutes(10),
            TimeSpan.FromDays(1),
        };
        foreach (var offset in offsets)
            Console.WriteLine($"{offset,-18} -> {RelativeTime.Format(now + offset, now)}");

        // Offsets are compared as instants, so time zones do not matter.
        var tokyo = new DateTimeOffset(2024, 3, 15, 20, 0, 0, TimeSpan.FromHours(9));
        Console.WriteLine("tokyo: " + RelativeTime.Format(tokyo, now));
    }
}
