using System;
using System.Linq;
using System.Text.RegularExpressions;

public sealed class SemVer : IComparable<SemVer>
{
    private const string Id = @"(?:0|[1-9][0-9]*|[0-9]*[A-Za-z-][0-9A-Za-z-]*)";
    private static readonly Regex Pattern = new Regex(
        $@"^v?(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)(?:-({Id}(?:\.{Id})*))?(?:\+([0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*))?$");

    public long Major { get; }
    public long Minor { get; }
    public long Patch { get; }
    public string PreRelease { get; }
    public string Build { get; }

    private SemVer(long major, long minor, long patch, string pre, string build)
    {
        Major = major; Minor = minor; Patch = patch; PreRelease = pre; Build = build;
    }

    public static bool TryParse(string text, out SemVer version)
    {
        version = null;
        var m = Pattern.Match(text ?? "");
        if (!m.Success || !long.TryParse(m.Groups[1].Value, out var major) ||
            !long.TryParse(m.Groups[2].Value, out var minor) || !long.TryParse(m.Groups[3].Value, out var patch))
            return false;
        version = new SemVer(major, minor, patch, m.Groups[4].Value, m.Groups[5].Value);
        return true;
    }

    public static SemVer Parse(string text) =>
        TryParse(text, out var v) ? v : throw new FormatException($"Not a semantic version: \"{text}\".");

    public int CompareTo(SemVer other)
    {
        if (ReferenceEquals(other, null)) return 1;
        var c = Major != other.Major ? Major.CompareTo(other.Major)
              : Minor != other.Minor ? Minor.CompareTo(other.Minor) : Patch.CompareTo(other.Patch);
        if (c != 0) return c;
        // A release outranks every pre-release of the same version.
        if (PreRelease == "" || other.PreRelease == "")
            return PreRelease == other.PreRelease ? 0 : (PreRelease == "" ? 1 : -1);

        string[] a = PreRelease.Split('.'), b = other.PreRelease.Split('.');
        for (var i = 0; i < Math.Min(a.Length, b.Length) && c == 0; i++)
        {
            bool aNum = a[i].All(char.IsDigit), bNum = b[i].All(char.IsDigit);
            // Numeric identifiers have no leading zeros, so longer means larger; no overflow possible.
            if (aNum && bNum) c = a[i].Length != b[i].Length ? a[i].Length.CompareTo(b[i].Length) : string.CompareOrdinal(a[i], b[i]);
            else c = aNum != bNum ? (aNum ? -1 : 1) : string.CompareOrdinal(a[i], b[i]);
        }
        return c != 0 ? Math.Sign(c) : a.Length.CompareTo(b.Length);
    }

    public override string ToString() =>
        $"{Major}.{Minor}.{Patch}" + (PreRelease == "" ? "" : "-" + PreRelease) + (Build == "" ? "" : "+" + Build);
}
