using System;
using System.Collections.Generic;

public static class Levenshtein
{
    public static int Distance(string a, string b, int maxDistance = int.MaxValue)
    {
        a = a ?? "";
        b = b ?? "";
        // Iterate over the longer string so the rows are as short as possible.
        if (a.Length < b.Length) { var t = a; a = b; b = t; }
        if (a.Length - b.Length > maxDistance) return maxDistance + 1;

        var previous = new int[b.Length + 1];
        var current = new int[b.Length + 1];
        for (var j = 0; j <= b.Length; j++) previous[j] = j;

        for (var i = 1; i <= a.Length; i++)
        {
            current[0] = i;
            var rowMin = current[0];
            for (var j = 1; j <= b.Length; j++)
            {
                var cost = a[i - 1] == b[j - 1] ? 0 : 1;
                current[j] = Math.Min(Math.Min(current[j - 1] + 1, previous[j] + 1), previous[j - 1] + cost);
                rowMin = Math.Min(rowMin, current[j]);
            }
            // Every later row is at least this row's minimum, so stop once it is out of range.
            if (rowMin > maxDistance) return maxDistance + 1;
            var swap = previous; previous = current; current = swap;
        }
        return previous[b.Length] > maxDistance ? maxDistance + 1 : previous[b.Length];
    }

    public static string Suggest(string input, IEnumerable<string> candidates, int maxDistance = 2)
    {
        string best = null;
        var bestDistance = maxDistance + 1;
        foreach (var candidate in candidates)
        {
            var d = Distance(input, candidate, bestDistance - 1);
            if (d < bestDistance) { best = candidate; bestDistance = d; }
        }
        return best;
    }
}
