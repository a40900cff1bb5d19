using System;
using System.Collections.Generic;

// Parses GNU-style arguments: --name=value, --name value, --flag, -abc bundles and a bare "--"
// that ends option parsing. Which long options take a value must be declared up front, otherwise
// "--out file" is ambiguous between a flag followed by a positional and an option with a value.
public sealed class ParsedArgs
{
    public Dictionary<string, string> Options { get; } = new Dictionary<string, string>(StringComparer.Ordinal);
    public HashSet<string> Flags { get; } = new HashSet<string>(StringComparer.Ordinal);
    public List<string> Positionals { get; } = new List<string>();

    public string Get(string name, string fallback = null) =>
        Options.TryGetValue(name, out var value) ? value : fallback;

    public static ParsedArgs Parse(IReadOnlyList<string> args, params string[] valueOptions)
    {
        var takesValue = new HashSet<string>(valueOptions, StringComparer.Ordinal);
        var result = new ParsedArgs();
        for (int i = 0; i < args.Count; i++)
        {
            string arg = args[i];
            if (arg == "--")
            {
                for (i++; i < args.Count; i++) result.Positionals.Add(args[i]);
                break;
            }
            if (arg.StartsWith("--", StringComparison.Ordinal))
            {
                int eq = arg.IndexOf('=');
                string name = eq < 0 ? arg.Substring(2) : arg.Substring(2, eq - 2);
                if (eq >= 0) result.Options[name] = arg.Substring(eq + 1);
                else if (!takesValue.Contains(name)) result.Flags.Add(name);
                else if (i + 1 < args.Count) result.Options[name] = args[++i];
                else throw new ArgumentException($"Option --{name} needs a value.");
            }
            else if (arg.Length > 1 && arg[0] == '-' && !char.IsDigit(arg[1]))
            {
                // "-vx" is shorthand for "-v -x"; "-5" stays a positional number.
                foreach (char c in arg.Substring(1)) result.Flags.Add(c.ToString());
            }
            else
            {
                result.Positionals.Add(arg);
            }
        }
        return result;
    }
}
