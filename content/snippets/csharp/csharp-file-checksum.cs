using System;
using System.IO;
using System.Security.Cryptography;
using System.Text;

public static class FileChecksum
{
    // Streams the file through the hash in buffered chunks, so memory stays flat for any file size.
    public static string Compute(string path, string algorithm = "SHA256")
    {
        using (var hash = HashAlgorithm.Create(algorithm) ?? throw new ArgumentException($"Unknown hash algorithm '{algorithm}'.", nameof(algorithm)))
        using (var stream = new FileStream(path, FileMode.Open, FileAccess.Read, FileShare.Read, 1 << 16))
        {
            return ToHex(hash.ComputeHash(stream));
        }
    }

    // Accepts the formats checksums are published in: any letter case, optional "sha256:" prefix,
    // or a whole "sha256sum" line of hash followed by a file name.
    public static bool Verify(string path, string expected, string algorithm = "SHA256")
    {
        string wanted = expected.Trim();
        int colon = wanted.IndexOf(':');
        if (colon >= 0) wanted = wanted.Substring(colon + 1);
        int space = wanted.IndexOfAny(new[] { ' ', '\t' });
        if (space >= 0) wanted = wanted.Substring(0, space);
        string actual = Compute(path, algorithm);
        return actual.Length == wanted.Length && string.Equals(actual, wanted, StringComparison.OrdinalIgnoreCase);
    }

    private static string ToHex(byte[] bytes)
    {
        var sb = new StringBuilder(bytes.Length * 2);
        foreach (byte b in bytes) sb.Append(b.ToString("x2"));
        return sb.ToString();
    }
}
