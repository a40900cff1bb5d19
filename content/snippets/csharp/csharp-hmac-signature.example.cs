using System;
using System.Text;

static class Program
{
    static void Main()
    {
        var signer = new HmacSigner(Encoding.UTF8.GetBytes("whsec_0123456789abcdef0123456789"));
        const string body = "{\"event\":\"invoice.paid\",\"id\":42}";
        const long sentAt = 1700000000;

        var signature = signer.Sign(body, sentAt);
        Console.WriteLine($"signature: {signature}");
        Console.WriteLine($"valid:        {signer.Verify(body, sentAt, signature, sentAt + 10)}");
        Console.WriteLine($"uppercase:    {signer.Verify(body, sentAt, signature.ToUpperInvariant(), sentAt + 10)}");
        Console.WriteLine($"tampered:     {signer.Verify(body.Replace("42", "43"), sentAt, signature, sentAt + 10)}");
        Console.WriteLine($"replayed:     {signer.Verify(body, sentAt, signature, sentAt + 3600)}");
        Console.WriteLine($"wrong length: {signer.Verify(body, sentAt, "abc", sentAt)}");

        try
        {
            new HmacSigner(new byte[4]);
        }
        catch (ArgumentException e)
        {
            Console.WriteLine($"error: {e.ParamName}");
        }
    }
}
