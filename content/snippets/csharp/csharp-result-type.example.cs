using System;

static class Program
{
    static Result<int> ParseAge(string input) =>
        int.TryParse(input, out int age) ? Result<int>.Ok(age) : Result<int>.Fail($"'{input}' is not a number");

    static Result<int> CheckAdult(int age) =>
        age >= 18 ? Result<int>.Ok(age) : Result<int>.Fail($"{age} is under 18");

    static void Main()
    {
        foreach (var input in new[] { "42", "abc", "15" })
        {
            var result = ParseAge(input).Bind(CheckAdult).Map(age => $"adult aged {age}");
            Console.WriteLine(result.Match(ok => "accepted: " + ok, err => "rejected: " + err));
        }

        var div = Result.Try(() => 10 / int.Parse("0"));
        Console.WriteLine(div);
        Console.WriteLine($"fallback: {div.ValueOr(-1)}");
        Console.WriteLine(Result.Try(() => int.Parse("7")).Map(n => n * 6));

        try
        {
            Console.WriteLine(div.Value);
        }
        catch (InvalidOperationException e)
        {
            Console.WriteLine(e.Message);
        }
    }
}
