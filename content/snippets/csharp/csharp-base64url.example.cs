using System;
using System.Text;

static class Program
{
    static void Main()
    {
        var bytes = new byte[] { 0xfb, 0xff, 0xfe, 0x3e, 0x3f };
        Console.WriteLine($"standard:  {Convert.ToBase64String(bytes)}");
        Console.WriteLine($"base64url: {Base64Url.Encode(bytes)}");
        Console.WriteLine(BitConverter.ToString(Base64Url.Decode("-__-Pj8")));

        var header = Base64Url.Encode(Encoding.UTF8.GetBytes("{\"alg\":\"HS256\",\"typ\":\"JWT\"}"));
        Console.WriteLine(header);
        Console.WriteLine(Encoding.UTF8.GetString(Base64Url.Decode(header)));

        foreach (var s in new[] { "", "Zg", "Zm8", "Zm9v", "Zg==" })
            Console.WriteLine($"\"{s}\" -> \"{Encoding.UTF8.GetString(Base64Url.Decode(s))}\"");

        foreach (var bad in new[] { "abcde", "ab+/", "a b" })
        {
            try { Base64Url.Decode(bad); }
            catch (FormatException e) { Console.WriteLine($"{bad}: {e.Message}"); }
        }
    }
}
