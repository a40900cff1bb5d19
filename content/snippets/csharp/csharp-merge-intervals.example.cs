using System;
using System.Linq;

static class Program
{
    static Interval<int> R(int a, int b) => new Interval<int>(a, b);

    static void Main()
    {
        var ranges = new[] { R(15, 18), R(1, 3), R(2, 6), R(8, 10), R(10, 12), R(16, 17), R(20, 20) };
        Console.WriteLine("merged: " + string.Join(" ", Intervals.Merge(ranges)));
        Console.WriteLine("empty:  " + Intervals.Merge(new Interval<int>[0]).Count);

        // Free slots in a working day from booked meetings.
        var day = new DateTime(2024, 6, 3);
        Func<int, int, Interval<DateTime>> meeting = (h, m) => new Interval<DateTime>(day.AddHours(h), day.AddHours(h).AddMinutes(m));
        var booked = new[] { meeting(9, 30), meeting(11, 60), meeting(9, 45), meeting(14, 30), meeting(16, 120) };
        foreach (var slot in Intervals.Gaps(booked, day.AddHours(9), day.AddHours(17)))
            Console.WriteLine($"free {slot.Start:HH:mm}-{slot.End:HH:mm} ({(slot.End - slot.Start).TotalMinutes} min)");

        try
        {
            R(5, 1);
        }
        catch (ArgumentException e)
        {
            Console.WriteLine("error: " + e.Message);
        }
    }
}
