using System;

static class Program
{
    static void Main()
    {
        string raw = "{\"name\":\"Ada, \\\"the\\\" {first}\",\"tags\":[\"math\", \"code\"],\"meta\":{ },\"list\":[ ],\"n\":1.50e3,\"ok\":true,\"nested\":[{\"a\":null}]}";
        string pretty = JsonFormat.Pretty(raw);
        Console.WriteLine(pretty);
        Console.WriteLine(JsonFormat.Pretty("[1,[2,3]]", indent: 4));

        string min = JsonFormat.Minify(pretty);
        Console.WriteLine(min);
        // Whitespace inside strings survives both directions.
        Console.WriteLine($"stable: {JsonFormat.Minify(raw) == min}");
    }
}
