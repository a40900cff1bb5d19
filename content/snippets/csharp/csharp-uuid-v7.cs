using System;
using System.Globalization;
using System.Security.Cryptography;
using System.Text;

public static class UuidV7
{
    private static readonly RandomNumberGenerator Rng = RandomNumberGenerator.Create();

    public static string NewUuid() => NewUuid(DateTimeOffset.UtcNow);

    public static string NewUuid(DateTimeOffset time)
    {
        var ms = time.ToUnixTimeMilliseconds();
        if (ms < 0 || ms >= 1L << 48) throw new ArgumentOutOfRangeException(nameof(time));

        var bytes = new byte[16];
        lock (Rng) Rng.GetBytes(bytes);
        // Big-endian timestamp first, so byte order and string order both follow creation time.
        for (var i = 0; i < 6; i++) bytes[i] = (byte)(ms >> (40 - 8 * i));
        bytes[6] = (byte)(0x70 | (bytes[6] & 0x0F));   // version 7
        bytes[8] = (byte)(0x80 | (bytes[8] & 0x3F));   // RFC 9562 variant

        var sb = new StringBuilder(36);
        for (var i = 0; i < 16; i++)
        {
            if (i == 4 || i == 6 || i == 8 || i == 10) sb.Append('-');
            sb.Append(bytes[i].ToString("x2"));
        }
        return sb.ToString();
    }

    public static DateTimeOffset TimestampOf(string uuid)
    {
        var hex = (uuid ?? "").Replace("-", "");
        if (hex.Length != 32 || hex[12] != '7') throw new FormatException("Not a version 7 UUID.");
        var ms = long.Parse(hex.Substring(0, 12), NumberStyles.HexNumber, CultureInfo.InvariantCulture);
        return DateTimeOffset.FromUnixTimeMilliseconds(ms);
    }
}
