using System;
using System.Globalization;

public static class ByteSize
{
    private static readonly string[] Binary = { "B", "KiB", "MiB", "GiB", "TiB", "PiB", "EiB" };
    private static readonly string[] Decimal = { "B", "kB", "MB", "GB", "TB", "PB", "EB" };

    public static string Format(long bytes, bool si = false, int decimals = 1)
    {
        if (decimals < 0) throw new ArgumentOutOfRangeException(nameof(decimals));
        var units = si ? Decimal : Binary;
        double step = si ? 1000 : 1024;

        var sign = bytes < 0 ? "-" : "";
        // Work on a double magnitude so long.MinValue does not overflow on negation.
        var value = Math.Abs((double)bytes);
        if (value < step) return sign + value.ToString("0", CultureInfo.InvariantCulture) + " B";

        var unit = 0;
        while (value >= step && unit < units.Length - 1)
        {
            value /= step;
            unit++;
        }
        var number = value.ToString("F" + decimals, CultureInfo.InvariantCulture);
        return $"{sign}{number} {units[unit]}";
    }
}
