using System;
using System.Collections.Generic;
using System.Text;
using System.Text.RegularExpressions;

public static class DotEnv
{
    private static readonly Regex Line = new Regex(@"^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_.]*)\s*=\s*(.*?)\s*$");

    public static Dictionary<string, string> Parse(string text)
    {
        var values = new Dictionary<string, string>(StringComparer.Ordinal);
        var lines = text.Replace("\r\n", "\n").Split('\n');
        for (var i = 0; i < lines.Length; i++)
        {
            var trimmed = lines[i].Trim();
            if (trimmed.Length == 0 || trimmed[0] == '#') continue;
            var m = Line.Match(lines[i]);
            if (!m.Success) throw new FormatException($"Line {i + 1}: expected KEY=value.");
            values[m.Groups[1].Value] = Value(m.Groups[2].Value, i + 1);
        }
        return values;
    }

    public static void Apply(IDictionary<string, string> values, bool overwrite = false)
    {
        foreach (var pair in values)
            if (overwrite || Environment.GetEnvironmentVariable(pair.Key) == null)
                Environment.SetEnvironmentVariable(pair.Key, pair.Value);
    }

    private static string Value(string raw, int line)
    {
        if (raw.StartsWith("'"))
        {
            var end = raw.IndexOf('\'', 1);
            if (end < 0) throw new FormatException($"Line {line}: unterminated single quote.");
            return raw.Substring(1, end - 1);
        }
        if (!raw.StartsWith("\""))
        {
            // Only " #" starts a comment, so values like colour=#fff keep their hash.
            var hash = raw.IndexOf(" #", StringComparison.Ordinal);
            return (hash >= 0 ? raw.Substring(0, hash) : raw).Trim();
        }
        var sb = new StringBuilder();
        for (var i = 1; i < raw.Length; i++)
        {
            var c = raw[i];
            if (c == '"') return sb.ToString();
            if (c != '\\' || i + 1 == raw.Length) { sb.Append(c); continue; }
            var e = raw[++i];
            sb.Append(e == 'n' ? '\n' : e == 't' ? '\t' : e == 'r' ? '\r' : e);
        }
        throw new FormatException($"Line {line}: unterminated double quote.");
    }
}
