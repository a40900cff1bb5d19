using System;

static class Program
{
    static void Main()
    {
        var calendar = new BusinessCalendar(new[]
        {
            new DateTime(2024, 12, 25),
            new DateTime(2024, 12, 26),
            new DateTime(2025, 1, 1),
        });
        var friday = new DateTime(2024, 12, 20, 17, 30, 0);

        Console.WriteLine($"Fri + 1  = {calendar.AddBusinessDays(friday, 1):ddd yyyy-MM-dd}");
        Console.WriteLine($"Fri + 5  = {calendar.AddBusinessDays(friday, 5):ddd yyyy-MM-dd}");
        Console.WriteLine($"Fri + 10 = {calendar.AddBusinessDays(friday, 10):ddd yyyy-MM-dd}");
        Console.WriteLine($"Fri - 3  = {calendar.AddBusinessDays(friday, -3):ddd yyyy-MM-dd}");

        var saturday = new DateTime(2024, 12, 21);
        Console.WriteLine($"Sat + 0  = {calendar.AddBusinessDays(saturday, 0):ddd yyyy-MM-dd}");
        Console.WriteLine($"Christmas is a business day: {calendar.IsBusinessDay(new DateTime(2024, 12, 25))}");

        var from = new DateTime(2024, 12, 1);
        var to = new DateTime(2025, 1, 1);
        Console.WriteLine($"business days in Dec 2024: {calendar.CountBusinessDays(from, to)}");
        Console.WriteLine($"reversed: {calendar.CountBusinessDays(to, from)}");
        Console.WriteLine($"same day: {calendar.CountBusinessDays(friday, friday)}");
    }
}
