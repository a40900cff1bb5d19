using System;
using System.Collections.Generic;

static class Program
{
    static void Main()
    {
        string qs = QueryString.Build(new[]
        {
            new KeyValuePair<string, string>("q", "C# & .NET"),
            new KeyValuePair<string, string>("tag", "async/await"),
            new KeyValuePair<string, string>("tag", "naïve"),
            new KeyValuePair<string, string>("page", null),
            new KeyValuePair<string, string>("sort", "a+b=c"),
        });
        Console.WriteLine(qs);

        var parsed = QueryString.Parse("https://example.test/search" + qs + "#results");
        foreach (var key in new[] { "q", "tag", "sort" })
            Console.WriteLine($"{key} = [{string.Join(" | ", parsed[key])}]");
        Console.WriteLine($"keys: {parsed.Count}");

        var form = QueryString.Parse("name=Jane+Doe&empty=&flag&&city=S%C3%A3o%20Paulo");
        Console.WriteLine($"name={form.First("name")} empty='{form.First("empty")}' flag='{form.First("flag")}' city={form.First("city")}");
        Console.WriteLine($"missing is null: {form.First("missing") == null}");
    }
}
