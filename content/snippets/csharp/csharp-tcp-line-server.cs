using System;
using System.IO;
using System.Net;
using System.Net.Sockets;
using System.Text;
using System.Threading;
using System.Threading.Tasks;

// A minimal async TCP server speaking a newline-delimited text protocol: one reply line per
// request line, one task per client. Port 0 lets the OS pick a free port, which tests rely on.
public sealed class LineServer
{
    private readonly TcpListener _listener;
    private readonly Func<string, string> _handle;
    public LineServer(Func<string, string> handle, int port = 0)
    {
        _handle = handle;
        _listener = new TcpListener(IPAddress.Loopback, port);
    }

    public int Port => ((IPEndPoint)_listener.LocalEndpoint).Port;

    public void Start() => _listener.Start();

    public async Task RunAsync(CancellationToken token)
    {
        // Stopping the listener is what makes a pending AcceptTcpClientAsync return.
        using (token.Register(() => _listener.Stop()))
        {
            while (!token.IsCancellationRequested)
            {
                TcpClient client;
                try { client = await _listener.AcceptTcpClientAsync().ConfigureAwait(false); }
                catch (Exception) when (token.IsCancellationRequested) { break; }
                // Not awaited: each client is served concurrently while accepting continues.
                _ = ServeAsync(client);
            }
        }
    }

    private async Task ServeAsync(TcpClient client)
    {
        using (client)
        using (var stream = client.GetStream())
        using (var reader = new StreamReader(stream, new UTF8Encoding(false)))
        using (var writer = new StreamWriter(stream, new UTF8Encoding(false)) { NewLine = "\n", AutoFlush = true })
        {
            try
            {
                string line;
                while ((line = await reader.ReadLineAsync().ConfigureAwait(false)) != null)
                    await writer.WriteLineAsync(_handle(line)).ConfigureAwait(false);
            }
            catch (IOException)
            {
                // The client went away mid-conversation; nothing to answer.
            }
        }
    }
}
