using System;

static class Program
{
    static void Main()
    {
        var inputs = new[] { "4539 1488 0343 6467", "4539-1488-0343-6468", "79927398713", "0", "00", "4111x1111", null };
        foreach (var input in inputs)
            Console.WriteLine($"{input ?? "(null)",-22} {(Luhn.IsValid(input) ? "valid" : "invalid")}");

        var payload = "7992739871";
        var check = Luhn.CheckDigit(payload);
        Console.WriteLine($"check digit for {payload}: {check} -> {Luhn.IsValid(payload + check)}");

        try
        {
            Luhn.CheckDigit("12a4");
        }
        catch (ArgumentException e)
        {
            Console.WriteLine($"error: {e.ParamName}");
        }
    }
}
