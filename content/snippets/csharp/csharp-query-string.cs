using System;
using System.Collections.Generic;
using System.Linq;
using System.Text;

// Builds and parses URL query strings with only System types; HttpUtility lives in System.Web,
// which console and library projects often cannot reference.
public static class QueryString
{
    public static string Build(IEnumerable<KeyValuePair<string, string>> pairs)
    {
        var sb = new StringBuilder();
        foreach (var pair in pairs)
        {
            if (pair.Value == null) continue;
            sb.Append(sb.Length == 0 ? '?' : '&')
              .Append(Uri.EscapeDataString(pair.Key))
              .Append('=')
              .Append(Uri.EscapeDataString(pair.Value));
        }
        return sb.ToString();
    }

    // Keys may repeat (?tag=a&tag=b), so every key maps to a list of values in input order.
    public static Dictionary<string, List<string>> Parse(string query)
    {
        var result = new Dictionary<string, List<string>>(StringComparer.Ordinal);
        if (string.IsNullOrEmpty(query)) return result;
        int questionMark = query.IndexOf('?');
        if (questionMark >= 0) query = query.Substring(questionMark + 1);
        int hash = query.IndexOf('#');
        if (hash >= 0) query = query.Substring(0, hash);

        foreach (string part in query.Split(new[] { '&' }, StringSplitOptions.RemoveEmptyEntries))
        {
            int eq = part.IndexOf('=');
            string key = Decode(eq < 0 ? part : part.Substring(0, eq));
            string value = eq < 0 ? "" : Decode(part.Substring(eq + 1));
            if (!result.TryGetValue(key, out var values)) result[key] = values = new List<string>();
            values.Add(value);
        }
        return result;
    }

    public static string First(this Dictionary<string, List<string>> query, string key) =>
        query.TryGetValue(key, out var values) ? values.First() : null;

    // Browsers encode spaces in form submissions as '+', which EscapeDataString never produces.
    private static string Decode(string s) => Uri.UnescapeDataString(s.Replace('+', ' '));
}
