using System;

static class Program
{
    static void Main()
    {
        Show(TextTruncate.Truncate("Short title", 20));
        Show(TextTruncate.Truncate("The quick brown fox jumps over the lazy dog", 20));
        Show(TextTruncate.Truncate("The quick brown fox jumps over the lazy dog", 20, "...", wordBoundary: false));
        Show(TextTruncate.Truncate("Supercalifragilisticexpialidocious", 12));
        Show(TextTruncate.Truncate("Cafe\u0301 au lait, s'il vous plaît", 5));
        Show(TextTruncate.Truncate("Launch day \U0001F680\U0001F680\U0001F680 is here", 13, wordBoundary: false));
        Show(TextTruncate.Truncate("The quick brown fox jumps over the lazy dog", 24));
        Show(TextTruncate.Truncate("Wait, what, really?", 9));
        try { TextTruncate.Truncate("Hello there", 3, "..."); }
        catch (ArgumentOutOfRangeException e) { Console.WriteLine($"error: {e.ParamName}"); }
    }

    static void Show(string s) =>
        Console.WriteLine($"{s} ({s.Length} UTF-16 units, valid: {!HasLoneSurrogate(s)})");

    static bool HasLoneSurrogate(string s)
    {
        for (var i = 0; i < s.Length; i++)
        {
            if (char.IsHighSurrogate(s[i]) && (i + 1 == s.Length || !char.IsLowSurrogate(s[i + 1]))) return true;
            if (char.IsLowSurrogate(s[i]) && (i == 0 || !char.IsHighSurrogate(s[i - 1]))) return true;
        }
        return false;
    }
}
