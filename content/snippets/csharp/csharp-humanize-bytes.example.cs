using System;

static class Program
{
    static void Main()
    {
        long[] sizes = { 0, 512, 1024, 1536, 10485760, 1073741824L * 5 / 2, -3145728, long.MaxValue };
        foreach (var size in sizes)
            Console.WriteLine($"{size,20} | {ByteSize.Format(size),-10} | {ByteSize.Format(size, si: true)}");
        Console.WriteLine(ByteSize.Format(123456789, decimals: 3));
    }
}
