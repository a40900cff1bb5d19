using System;
using System.Globalization;
using System.Text.RegularExpressions;

public static class Duration
{
    // "ms" must come before "m" and "s" so the alternation does not stop early.
    private static readonly Regex Part = new Regex(@"\G\s*(\d+(?:\.\d+)?)(ms|s|m|h|d)\s*", RegexOptions.Compiled);

    public static TimeSpan Parse(string text)
    {
        if (TryParse(text, out var span)) return span;
        throw new FormatException($"Invalid duration \"{text}\": expected parts like 1h30m, 250ms or 2d.");
    }

    public static bool TryParse(string text, out TimeSpan span)
    {
        span = TimeSpan.Zero;
        if (string.IsNullOrWhiteSpace(text)) return false;

        double totalMs = 0;
        var position = 0;
        // \G anchors each match where the previous ended, so any junk in between fails the parse.
        for (var match = Part.Match(text); match.Success; match = match.NextMatch())
        {
            var value = double.Parse(match.Groups[1].Value, CultureInfo.InvariantCulture);
            totalMs += value * UnitMs(match.Groups[2].Value);
            position = match.Index + match.Length;
        }
        if (position != text.Length) return false;

        span = TimeSpan.FromMilliseconds(totalMs);
        return true;
    }

    private static double UnitMs(string unit)
    {
        switch (unit)
        {
            case "ms": return 1;
            case "s": return 1000;
            case "m": return 60 * 1000;
            case "h": return 60 * 60 * 1000;
            default: return 24 * 60 * 60 * 1000;
        }
    }
}
