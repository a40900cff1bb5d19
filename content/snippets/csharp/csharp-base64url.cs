using System;
using System.Text;

public static class Base64Url
{
    public static string Encode(byte[] data)
    {
        if (data == null) throw new ArgumentNullException(nameof(data));
        return Convert.ToBase64String(data).TrimEnd('=').Replace('+', '-').Replace('/', '_');
    }

    public static byte[] Decode(string text)
    {
        if (text == null) throw new ArgumentNullException(nameof(text));
        var trimmed = text.TrimEnd('=');
        if (trimmed.Length % 4 == 1) throw new FormatException("Invalid base64url length.");

        var sb = new StringBuilder(trimmed.Length + 3);
        foreach (var c in trimmed)
        {
            // Reject the standard alphabet's '+' and '/' so mixed encodings are caught, not guessed at.
            if (c == '-') sb.Append('+');
            else if (c == '_') sb.Append('/');
            else if ((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9')) sb.Append(c);
            else throw new FormatException($"Invalid base64url character '{c}'.");
        }
        sb.Append('=', (4 - sb.Length % 4) % 4);
        return Convert.FromBase64String(sb.ToString());
    }
}
