using System;
using System.Collections.Generic;
using System.Globalization;

// Reads typed settings from environment variables and collects every problem before failing,
// so a misconfigured deployment reports all bad variables in one go instead of one per restart.
public sealed class EnvConfig
{
    private readonly Func<string, string> _lookup;
    private readonly List<string> _errors = new List<string>();

    public EnvConfig(Func<string, string> lookup = null)
    {
        _lookup = lookup ?? Environment.GetEnvironmentVariable;
    }

    public string String(string name, string fallback = null)
    {
        string raw = _lookup(name);
        if (!string.IsNullOrWhiteSpace(raw)) return raw.Trim();
        if (fallback == null) _errors.Add($"{name} is required");
        return fallback;
    }

    public int Int(string name, int fallback, int min = int.MinValue, int max = int.MaxValue)
    {
        string raw = _lookup(name);
        if (string.IsNullOrWhiteSpace(raw)) return fallback;
        if (!int.TryParse(raw.Trim(), NumberStyles.Integer, CultureInfo.InvariantCulture, out int value))
            _errors.Add($"{name} must be an integer, got '{raw}'");
        else if (value < min || value > max)
            _errors.Add($"{name} must be between {min} and {max}, got {value}");
        else
            return value;
        return fallback;
    }

    public bool Bool(string name, bool fallback)
    {
        string raw = _lookup(name);
        if (string.IsNullOrWhiteSpace(raw)) return fallback;
        switch (raw.Trim().ToLowerInvariant())
        {
            case "1": case "true": case "yes": case "on": return true;
            case "0": case "false": case "no": case "off": return false;
        }
        _errors.Add($"{name} must be a boolean, got '{raw}'");
        return fallback;
    }

    // Call once after reading every setting.
    public void Validate()
    {
        if (_errors.Count > 0)
            throw new InvalidOperationException("Invalid configuration:\n  " + string.Join("\n  ", _errors));
    }
}
