using System;
using System.IO;

static class Program
{
    static void Main()
    {
        string dir = Path.Combine(Path.GetTempPath(), "checksum-demo-" + Guid.NewGuid().ToString("N"));
        Directory.CreateDirectory(dir);
        try
        {
            string file = Path.Combine(dir, "release.txt");
            File.WriteAllText(file, "abc");
            Console.WriteLine("sha256: " + FileChecksum.Compute(file));
            Console.WriteLine("md5:    " + FileChecksum.Compute(file, "MD5"));

            string published = "BA7816BF8F01CFEA414140DE5DAE2223B00361A396177A9CB410FF61F20015AD  release.txt";
            Console.WriteLine("verify sha256sum line: " + FileChecksum.Verify(file, published));
            Console.WriteLine("verify prefixed: " + FileChecksum.Verify(file, "sha256:ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"));

            File.AppendAllText(file, "!");
            Console.WriteLine("verify after tampering: " + FileChecksum.Verify(file, published));

            string empty = Path.Combine(dir, "empty.bin");
            File.WriteAllBytes(empty, new byte[0]);
            Console.WriteLine("empty file: " + FileChecksum.Compute(empty));

            try
            {
                FileChecksum.Compute(file, "SHA999");
            }
            catch (ArgumentException e)
            {
                Console.WriteLine("error: " + e.ParamName);
            }
        }
        finally
        {
            Directory.Delete(dir, recursive: true);
        }
    }
}
