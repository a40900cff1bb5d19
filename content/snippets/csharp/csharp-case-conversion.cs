using System.Collections.Generic;
using System.Linq;
using System.Text;

public static class CaseConvert
{
    public static List<string> Words(string text)
    {
        var words = new List<string>();
        var current = new StringBuilder();
        var s = text ?? "";
        for (var i = 0; i < s.Length; i++)
        {
            var c = s[i];
            if (!char.IsLetterOrDigit(c))
            {
                Flush(words, current);
                continue;
            }
            if (current.Length > 0 && char.IsUpper(c))
            {
                var prev = s[i - 1];
                var nextIsLower = i + 1 < s.Length && char.IsLower(s[i + 1]);
                // "aB" starts a word; in "HTTPResponse" the R also starts one because "e" follows it.
                if (char.IsLower(prev) || char.IsDigit(prev) || (char.IsUpper(prev) && nextIsLower)) Flush(words, current);
            }
            current.Append(c);
        }
        Flush(words, current);
        return words;
    }

    public static string ToSnake(string text) => string.Join("_", Words(text).Select(w => w.ToLowerInvariant()));
    public static string ToKebab(string text) => string.Join("-", Words(text).Select(w => w.ToLowerInvariant()));
    public static string ToConstant(string text) => string.Join("_", Words(text).Select(w => w.ToUpperInvariant()));
    public static string ToPascal(string text) => string.Concat(Words(text).Select(Capitalize));

    public static string ToCamel(string text)
    {
        var pascal = ToPascal(text);
        return pascal.Length == 0 ? pascal : char.ToLowerInvariant(pascal[0]) + pascal.Substring(1);
    }

    private static string Capitalize(string word) =>
        char.ToUpperInvariant(word[0]) + word.Substring(1).ToLowerInvariant();

    private static void Flush(List<string> words, StringBuilder current)
    {
        if (current.Length == 0) return;
        words.Add(current.ToString());
        current.Clear();
    }
}
