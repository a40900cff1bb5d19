using System;
using System.IO;
using System.Text;

public static class AtomicFile
{
    // Writes to a temporary file in the same directory, flushes it to disk, then swaps it into
    // place with a rename. Readers see either the old content or the new, never a half-written
    // file, and a crash mid-write leaves the original untouched.
    public static void WriteAllText(string path, string contents, Encoding encoding = null)
    {
        string fullPath = Path.GetFullPath(path);
        string directory = Path.GetDirectoryName(fullPath);
        // Same directory keeps the rename on one file system, where it is atomic.
        string temp = Path.Combine(directory, $".{Path.GetFileName(fullPath)}.{Guid.NewGuid():N}.tmp");
        try
        {
            using (var stream = new FileStream(temp, FileMode.CreateNew, FileAccess.Write, FileShare.None))
            using (var writer = new StreamWriter(stream, encoding ?? new UTF8Encoding(false)))
            {
                writer.Write(contents);
                writer.Flush();
                // Without this the rename can reach disk before the data does.
                stream.Flush(flushToDisk: true);
            }
            if (File.Exists(fullPath))
                File.Replace(temp, fullPath, null);
            else
                File.Move(temp, fullPath);
        }
        finally
        {
            if (File.Exists(temp)) File.Delete(temp);
        }
    }
}
