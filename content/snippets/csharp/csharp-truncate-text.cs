using System;
using System.Globalization;
using System.Text;

public static class TextTruncate
{
    public static string Truncate(string text, int maxLength, string ellipsis = "…", bool wordBoundary = true)
    {
        if (string.IsNullOrEmpty(text)) return text ?? "";
        var info = new StringInfo(text);
        if (info.LengthInTextElements <= maxLength) return text;

        var ellipsisLength = new StringInfo(ellipsis).LengthInTextElements;
        var keep = maxLength - ellipsisLength;
        if (keep < 1) throw new ArgumentOutOfRangeException(nameof(maxLength), "Too short to hold any text plus the ellipsis.");

        // SubstringByTextElements cuts between graphemes, never inside a surrogate pair or accent.
        var head = info.SubstringByTextElements(0, keep);
        // Back up only when the cut lands inside a word.
        if (wordBoundary && !char.IsWhiteSpace(text[head.Length]))
        {
            var space = head.LastIndexOf(' ');
            // Only back up to a space near the end; otherwise one long word would leave almost nothing.
            if (space > 0 && new StringInfo(head.Substring(0, space)).LengthInTextElements >= keep * 2 / 3)
                head = head.Substring(0, space);
        }
        return TrimEndPunctuation(head) + ellipsis;
    }

    private static string TrimEndPunctuation(string s)
    {
        var end = s.Length;
        while (end > 0 && (char.IsWhiteSpace(s[end - 1]) || ",;:.-".IndexOf(s[end - 1]) >= 0)) end--;
        return end == 0 ? s : s.Substring(0, end);
    }
}
