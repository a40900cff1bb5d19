using System;
using System.Globalization;
using System.Linq;
using System.Text.RegularExpressions;

static class Program
{
    static void Main()
    {
        var start = new DateTimeOffset(2025, 3, 14, 15, 9, 26, 535, TimeSpan.Zero);
        var ids = Enumerable.Range(0, 5).Select(i => UuidV7.NewUuid(start.AddMilliseconds(i * 7))).ToList();

        var format = new Regex("^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$");
        Console.WriteLine($"all match v7 format: {ids.All(format.IsMatch)}");
        Console.WriteLine($"timestamp prefix: {ids[0].Substring(0, 13)}");
        Console.WriteLine($"sorted by creation: {ids.SequenceEqual(ids.OrderBy(id => id, StringComparer.Ordinal))}");
        Console.WriteLine($"distinct: {ids.Distinct().Count()}");
        Console.WriteLine($"decoded: {UuidV7.TimestampOf(ids[4]).ToString("yyyy-MM-dd HH:mm:ss.fff", CultureInfo.InvariantCulture)}");

        var now = UuidV7.NewUuid();
        Console.WriteLine($"now is v7: {format.IsMatch(now)}, newer than start: {string.CompareOrdinal(now, ids[0]) > 0}");

        try { UuidV7.TimestampOf(Guid.Empty.ToString()); }
        catch (FormatException e) { Console.WriteLine(e.Message); }
    }
}
