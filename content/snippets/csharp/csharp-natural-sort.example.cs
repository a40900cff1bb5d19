using System;
using System.Linq;

static class Program
{
    static void Main()
    {
        var files = new[] { "file10.txt", "file2.txt", "File1.txt", "file02.txt", "file1.txt", "readme", "v1.10", "v1.9", "v1.9a" };
        Console.WriteLine("ordinal: " + string.Join(", ", files.OrderBy(f => f, StringComparer.Ordinal)));
        Console.WriteLine("natural: " + string.Join(", ", files.OrderBy(f => f, NaturalComparer.Instance)));

        // Digit runs longer than any integer type still compare by value.
        var big = new[] { "id-100000000000000000000001", "id-99999999999999999999999" };
        Console.WriteLine(string.Join(" < ", big.OrderBy(s => s, NaturalComparer.Instance)));

        var list = new System.Collections.Generic.List<string> { "img12", null, "img3" };
        list.Sort(NaturalComparer.Instance);
        Console.WriteLine(string.Join(" | ", list.Select(s => s ?? "(null)")));
    }
}
