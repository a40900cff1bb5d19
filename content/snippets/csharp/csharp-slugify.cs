using System.Globalization;
using System.Text;

public static class Slug
{
    public static string From(string text, int maxLength = 80)
    {
        if (string.IsNullOrWhiteSpace(text)) return "";

        // Form D splits "é" into "e" plus a combining accent, which is then easy to drop.
        var decomposed = text.Normalize(NormalizationForm.FormD);
        var sb = new StringBuilder(decomposed.Length);
        var pendingDash = false;

        foreach (var c in decomposed)
        {
            if (CharUnicodeInfo.GetUnicodeCategory(c) == UnicodeCategory.NonSpacingMark) continue;
            var lower = char.ToLowerInvariant(c);
            if ((lower >= 'a' && lower <= 'z') || (lower >= '0' && lower <= '9'))
            {
                // Dashes are only written between kept characters, so none lead or trail.
                if (pendingDash && sb.Length > 0) sb.Append('-');
                pendingDash = false;
                sb.Append(lower);
            }
            else
            {
                pendingDash = true;
            }
        }

        if (sb.Length <= maxLength) return sb.ToString();

        var cut = sb.ToString(0, maxLength);
        // Prefer ending on a whole word; fall back to a hard cut for one giant word.
        var lastDash = cut.LastIndexOf('-');
        return lastDash > 0 ? cut.Substring(0, lastDash) : cut;
    }
}
