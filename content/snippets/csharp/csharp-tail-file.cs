using System;
using System.Collections.Generic;
using System.IO;
using System.Text;

public static class FileTail
{
    // Returns the last `count` lines of a UTF-8 text file by scanning backwards from the end in
    // blocks, so a multi-gigabyte log costs a few reads instead of a full pass. Newline bytes never
    // occur inside multi-byte UTF-8 sequences, which makes it safe to split on the raw byte.
    public static IList<string> ReadLastLines(string path, int count, int blockSize = 4096)
    {
        if (count < 1) return new string[0];
        using (var stream = new FileStream(path, FileMode.Open, FileAccess.Read, FileShare.ReadWrite))
        {
            long end = stream.Length;
            // A final newline terminates the last line rather than starting an empty one.
            if (end > 0 && ReadByteAt(stream, end - 1) == '\n') end--;
            long start = end, position = end;
            int newlines = 0;
            var buffer = new byte[blockSize];
            while (position > 0 && newlines < count)
            {
                int size = (int)Math.Min(blockSize, position);
                position -= size;
                stream.Seek(position, SeekOrigin.Begin);
                ReadFully(stream, buffer, size);
                for (int i = size - 1; i >= 0; i--)
                {
                    if (buffer[i] != '\n' || ++newlines < count) continue;
                    start = position + i + 1;
                    break;
                }
                if (newlines < count) start = position;
            }
            stream.Seek(start, SeekOrigin.Begin);
            var bytes = new byte[end - start];
            ReadFully(stream, bytes, bytes.Length);
            string text = Encoding.UTF8.GetString(bytes);
            if (end == 0) return new string[0];
            return Array.ConvertAll(text.Split('\n'), line => line.TrimEnd('\r'));
        }
    }

    private static int ReadByteAt(Stream stream, long offset)
    {
        stream.Seek(offset, SeekOrigin.Begin);
        return stream.ReadByte();
    }

    private static void ReadFully(Stream stream, byte[] buffer, int count)
    {
        // A file truncated underneath us, as log rotation does, would otherwise loop forever.
        for (int read = 0, n; read < count; read += n)
            if ((n = stream.Read(buffer, read, count - read)) == 0) throw new EndOfStreamException("File shrank while reading.");
    }
}
