using System;
using System.Collections.Generic;

static class Program
{
    static void Main()
    {
        var build = new Dictionary<string, string[]>
        {
            ["app"] = new[] { "ui", "api" },
            ["api"] = new[] { "db", "auth", "db" },
            ["ui"] = new[] { "design-tokens" },
            ["auth"] = new[] { "db" },
            ["db"] = new string[0],
        };
        Console.WriteLine(string.Join(" -> ", TopoSort.Order(build)));

        var steps = new Dictionary<int, int[]> { [3] = new[] { 1, 2 }, [2] = new[] { 1 } };
        Console.WriteLine(string.Join(", ", TopoSort.Order(steps)));

        var cyclic = new Dictionary<string, string[]>
        {
            ["a"] = new[] { "b" },
            ["b"] = new[] { "c" },
            ["c"] = new[] { "a" },
            ["d"] = new[] { "c" },
            ["e"] = new[] { "e" },
            ["f"] = new string[0],
        };
        try
        {
            TopoSort.Order(cyclic);
        }
        catch (InvalidOperationException e)
        {
            Console.WriteLine(e.Message);
        }
    }
}
