using System;
using System.Collections.Generic;
using System.Linq;

// A half-open range [Start, End): ranges that only touch (10-20 and 20-30) merge, and an
// interval's length is simply End - Start. Works for any comparable type, such as ints or DateTime.
public struct Interval<T> where T : IComparable<T>
{
    public Interval(T start, T end)
    {
        if (start.CompareTo(end) > 0) throw new ArgumentException($"Start {start} is after end {end}.");
        Start = start;
        End = end;
    }

    public T Start { get; }
    public T End { get; }
    public override string ToString() => $"[{Start}, {End})";
}

public static class Intervals
{
    // Sort by start, then sweep once extending the current range: O(n log n) overall.
    public static List<Interval<T>> Merge<T>(IEnumerable<Interval<T>> intervals) where T : IComparable<T>
    {
        var merged = new List<Interval<T>>();
        foreach (var next in intervals.OrderBy(i => i.Start))
        {
            int last = merged.Count - 1;
            if (last >= 0 && next.Start.CompareTo(merged[last].End) <= 0)
            {
                if (next.End.CompareTo(merged[last].End) > 0) merged[last] = new Interval<T>(merged[last].Start, next.End);
            }
            else
            {
                merged.Add(next);
            }
        }
        return merged;
    }

    // The gaps inside [from, to) not covered by any interval, such as free slots in a calendar.
    public static List<Interval<T>> Gaps<T>(IEnumerable<Interval<T>> busy, T from, T to) where T : IComparable<T>
    {
        var gaps = new List<Interval<T>>();
        T cursor = from;
        foreach (var block in Merge(busy))
        {
            if (block.End.CompareTo(cursor) <= 0) continue;
            if (block.Start.CompareTo(to) >= 0) break;
            if (block.Start.CompareTo(cursor) > 0) gaps.Add(new Interval<T>(cursor, block.Start));
            cursor = block.End;
        }
        if (cursor.CompareTo(to) < 0) gaps.Add(new Interval<T>(cursor, to));
        return gaps;
    }
}
