using System;
using System.Text;

// Re-indents or minifies JSON text without deserializing it, so numbers, key order and escapes
// come out exactly as they went in. The input is assumed to be valid JSON.
public static class JsonFormat
{
    public static string Pretty(string json, int indent = 2) => Reformat(json, indent);

    public static string Minify(string json) => Reformat(json, -1);

    private static string Reformat(string json, int indent)
    {
        var sb = new StringBuilder(json.Length * 2);
        int depth = 0;
        bool inString = false;
        Action newLine = () =>
        {
            if (indent >= 0) sb.Append('\n').Append(' ', depth * indent);
        };

        for (int i = 0; i < json.Length; i++)
        {
            char c = json[i];
            if (inString)
            {
                sb.Append(c);
                if (c == '\\') sb.Append(json[++i]);
                else if (c == '"') inString = false;
                continue;
            }
            switch (c)
            {
                case '"': inString = true; sb.Append(c); break;
                case ' ': case '\t': case '\r': case '\n': break;
                case ',': sb.Append(c); newLine(); break;
                case ':': sb.Append(indent >= 0 ? ": " : ":"); break;
                case '{':
                case '[':
                    sb.Append(c);
                    // Keep empty containers on one line: {} and [] read better than a blank block.
                    int next = i + 1;
                    while (next < json.Length && char.IsWhiteSpace(json[next])) next++;
                    if (next < json.Length && (json[next] == '}' || json[next] == ']')) { sb.Append(json[next]); i = next; break; }
                    depth++;
                    newLine();
                    break;
                case '}':
                case ']':
                    depth--;
                    newLine();
                    sb.Append(c);
                    break;
                default: sb.Append(c); break;
            }
        }
        return sb.ToString();
    }
}
