using System;

static class Program
{
    static void Main()
    {
        const string text = "The quick brown fox jumps over the lazy dog.\n\nSee https://example.com/a/very/long/path/that/cannot/fit for details.";
        var ruler = new string('-', 20) + "|";

        Console.WriteLine(ruler);
        Console.WriteLine(TextWrap.Wrap(text, 20));
        Console.WriteLine(ruler);
        Console.WriteLine(TextWrap.Wrap("Options:\tpass --verbose   to see every step", 20, indent: "    "));
        Console.WriteLine(ruler);

        try { TextWrap.Wrap("x", 2, indent: "  "); }
        catch (ArgumentOutOfRangeException e) { Console.WriteLine($"error: {e.ParamName}"); }
    }
}
