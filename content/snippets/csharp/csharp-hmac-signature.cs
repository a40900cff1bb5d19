using System;
using System.Globalization;
using System.Security.Cryptography;
using System.Text;

public sealed class HmacSigner
{
    private readonly byte[] _key;
    private readonly long _toleranceSeconds;

    public HmacSigner(byte[] key, long toleranceSeconds = 300)
    {
        if (key == null || key.Length < 16) throw new ArgumentException("Use a key of at least 16 bytes.", nameof(key));
        _key = (byte[])key.Clone();
        _toleranceSeconds = toleranceSeconds;
    }

    public string Sign(string payload, long unixSeconds)
    {
        var message = Encoding.UTF8.GetBytes(unixSeconds.ToString(CultureInfo.InvariantCulture) + "." + payload);
        using (var hmac = new HMACSHA256(_key))
        {
            var sb = new StringBuilder(64);
            foreach (var b in hmac.ComputeHash(message)) sb.Append(b.ToString("x2"));
            return sb.ToString();
        }
    }

    public bool Verify(string payload, long unixSeconds, string signature, long nowUnixSeconds)
    {
        if (signature == null || Math.Abs(nowUnixSeconds - unixSeconds) > _toleranceSeconds) return false;
        var expected = Sign(payload, unixSeconds);
        var given = signature.Trim().ToLowerInvariant();
        // FixedTimeEquals has no early exit, so timing does not reveal how many characters matched.
        return CryptographicOperations.FixedTimeEquals(Encoding.ASCII.GetBytes(expected), Encoding.ASCII.GetBytes(given));
    }
}
