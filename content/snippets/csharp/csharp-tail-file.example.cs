using System;
using System.IO;
using System.Linq;

static class Program
{
    static void Main()
    {
        string dir = Path.Combine(Path.GetTempPath(), "tail-demo-" + Guid.NewGuid().ToString("N"));
        Directory.CreateDirectory(dir);
        try
        {
            string log = Path.Combine(dir, "app.log");
            File.WriteAllLines(log, Enumerable.Range(1, 10000).Select(i => $"line {i} · ok"));

            // A small block size forces the backwards scan across several blocks.
            foreach (var line in FileTail.ReadLastLines(log, 3, blockSize: 16)) Console.WriteLine(line);

            string small = Path.Combine(dir, "small.txt");
            File.WriteAllText(small, "only\r\ntwo lines\r\n");
            Console.WriteLine(string.Join(" | ", FileTail.ReadLastLines(small, 5).Select(l => $"[{l}]")));

            string empty = Path.Combine(dir, "empty.txt");
            File.WriteAllText(empty, "");
            Console.WriteLine($"empty file lines: {FileTail.ReadLastLines(empty, 5).Count}");
        }
        finally
        {
            Directory.Delete(dir, recursive: true);
        }
    }
}
