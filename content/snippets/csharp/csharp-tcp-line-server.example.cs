using System;
using System.IO;
using System.Net.Sockets;
using System.Text;
using System.Threading;
using System.Threading.Tasks;

static class Program
{
    static string Handle(string line)
    {
        var parts = line.Split(new[] { ' ' }, 2);
        switch (parts[0].ToUpperInvariant())
        {
            case "PING": return "PONG";
            case "ECHO": return parts.Length > 1 ? parts[1] : "";
            case "UPPER": return parts.Length > 1 ? parts[1].ToUpperInvariant() : "";
            default: return "ERR unknown command " + parts[0];
        }
    }

    static async Task<string[]> TalkAsync(int port, params string[] lines)
    {
        using (var client = new TcpClient())
        {
            await client.ConnectAsync("127.0.0.1", port);
            using (var stream = client.GetStream())
            using (var reader = new StreamReader(stream, Encoding.UTF8))
            using (var writer = new StreamWriter(stream, new UTF8Encoding(false)) { NewLine = "\n", AutoFlush = true })
            {
                var replies = new string[lines.Length];
                for (int i = 0; i < lines.Length; i++)
                {
                    await writer.WriteLineAsync(lines[i]);
                    replies[i] = await reader.ReadLineAsync();
                }
                return replies;
            }
        }
    }

    static void Main()
    {
        var server = new LineServer(Handle);
        server.Start();
        var cts = new CancellationTokenSource();
        Task running = server.RunAsync(cts.Token);

        var a = TalkAsync(server.Port, "PING", "echo héllo wörld", "upper shout");
        var b = TalkAsync(server.Port, "NOPE", "ping");
        foreach (var reply in a.Result) Console.WriteLine("client a: " + reply);
        foreach (var reply in b.Result) Console.WriteLine("client b: " + reply);

        cts.Cancel();
        Console.WriteLine($"server stopped: {running.Wait(TimeSpan.FromSeconds(5))}");
    }
}
