using System;

public static class Luhn
{
    public static bool IsValid(string number)
    {
        var sum = Sum(number, out var digits, doubleFirst: false);
        return digits >= 2 && sum % 10 == 0;
    }

    public static int CheckDigit(string payload)
    {
        // Appending the check digit shifts every payload digit left, so doubling starts at the rightmost one.
        var sum = Sum(payload, out var digits, doubleFirst: true);
        if (digits == 0) throw new ArgumentException("Payload must be digits, optionally grouped with spaces or dashes.", nameof(payload));
        return (10 - sum % 10) % 10;
    }

    private static int Sum(string text, out int digits, bool doubleFirst)
    {
        digits = 0;
        if (text == null) return -1;
        var sum = 0;
        var doubleIt = doubleFirst;
        for (var i = text.Length - 1; i >= 0; i--)
        {
            var c = text[i];
            if (c == ' ' || c == '-') continue;
            if (c < '0' || c > '9')
            {
                digits = 0;
                return -1;
            }
            var d = c - '0';
            if (doubleIt) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
            sum += d;
            doubleIt = !doubleIt;
            digits++;
        }
        return sum;
    }
}
