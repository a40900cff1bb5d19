using System;
using System.Collections.Generic;

// Working-day arithmetic for due dates and SLAs: skips Saturdays, Sundays and a caller-supplied
// holiday set. Only the date part is used, so time zones and times of day cannot shift results.
public sealed class BusinessCalendar
{
    private readonly HashSet<DateTime> _holidays = new HashSet<DateTime>();

    public BusinessCalendar(IEnumerable<DateTime> holidays = null)
    {
        if (holidays != null)
            foreach (var day in holidays) _holidays.Add(day.Date);
    }

    public bool IsBusinessDay(DateTime date) =>
        date.DayOfWeek != DayOfWeek.Saturday && date.DayOfWeek != DayOfWeek.Sunday && !_holidays.Contains(date.Date);

    // Adding 0 rolls a non-working day forward to the next business day.
    public DateTime AddBusinessDays(DateTime start, int days)
    {
        int step = days < 0 ? -1 : 1;
        DateTime current = start.Date;
        if (days == 0)
        {
            while (!IsBusinessDay(current)) current = current.AddDays(1);
            return current;
        }
        for (int remaining = Math.Abs(days); remaining > 0;)
        {
            current = current.AddDays(step);
            if (IsBusinessDay(current)) remaining--;
        }
        return current;
    }

    // Counts business days in the half-open range [from, to), negative when `to` is earlier.
    public int CountBusinessDays(DateTime from, DateTime to)
    {
        DateTime a = from.Date, b = to.Date;
        if (b < a) return -CountBusinessDays(b, a);
        // Whole weeks contribute five days each, so only the leftover days need a loop.
        int totalDays = (int)(b - a).TotalDays;
        int count = totalDays / 7 * 5;
        for (DateTime d = a.AddDays(totalDays / 7 * 7); d < b; d = d.AddDays(1))
            if (d.DayOfWeek != DayOfWeek.Saturday && d.DayOfWeek != DayOfWeek.Sunday) count++;
        foreach (var holiday in _holidays)
            if (holiday >= a && holiday < b && holiday.DayOfWeek != DayOfWeek.Saturday && holiday.DayOfWeek != DayOfWeek.Sunday) count--;
        return count;
    }
}
