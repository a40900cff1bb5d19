using System;

public static class RelativeTime
{
    // Thresholds follow common UI conventions: exact units stay small and readable
    // ("45 seconds"), then round up to the next unit once past it ("90 minutes" reads as "2 hours").
    private static readonly (double Limit, double Divisor, string Unit)[] Steps =
    {
        (45, 1, "second"),
        (45 * 60, 60, "minute"),
        (22 * 3600, 3600, "hour"),
        (26 * 86400, 86400, "day"),
        (320 * 86400, 30.4375 * 86400, "month"),
        (double.MaxValue, 365.25 * 86400, "year"),
    };

    // `now` is a parameter so callers and tests control the clock.
    public static string Format(DateTimeOffset time, DateTimeOffset now)
    {
        double seconds = (time - now).TotalSeconds;
        bool future = seconds > 0;
        double abs = Math.Abs(seconds);
        if (abs < 5) return "just now";

        foreach (var step in Steps)
        {
            if (abs >= step.Limit) continue;
            long amount = Math.Max(1, (long)Math.Round(abs / step.Divisor, MidpointRounding.AwayFromZero));
            string phrase = amount == 1
                ? (step.Unit == "hour" ? "an hour" : "a " + step.Unit)
                : $"{amount} {step.Unit}s";
            return future ? "in " + phrase : phrase + " ago";
        }
        throw new InvalidOperationException("unreachable");
    }
}
