using System;
using System.IO;

static class Program
{
    static void Main()
    {
        string dir = Path.Combine(Path.GetTempPath(), "atomic-demo-" + Guid.NewGuid().ToString("N"));
        Directory.CreateDirectory(dir);
        try
        {
            string settings = Path.Combine(dir, "settings.json");
            AtomicFile.WriteAllText(settings, "{\"theme\":\"light\"}");
            Console.WriteLine("created: " + File.ReadAllText(settings));

            AtomicFile.WriteAllText(settings, "{\"theme\":\"dark\",\"name\":\"Zoë\"}");
            Console.WriteLine("replaced: " + File.ReadAllText(settings));

            // No temporary files are left behind after a successful write.
            Console.WriteLine("files in folder: " + Directory.GetFiles(dir).Length);

            try
            {
                AtomicFile.WriteAllText(Path.Combine(dir, "missing", "x.txt"), "data");
            }
            catch (DirectoryNotFoundException)
            {
                Console.WriteLine("missing folder: DirectoryNotFoundException");
            }
            Console.WriteLine("files after failure: " + Directory.GetFiles(dir).Length);
        }
        finally
        {
            Directory.Delete(dir, recursive: true);
        }
    }
}
