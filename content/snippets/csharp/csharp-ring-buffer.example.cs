using System;
using System.Linq;

static class Program
{
    static void Main()
    {
        var recent = new RingBuffer<string>(3);
        foreach (var line in new[] { "boot", "connect", "query", "timeout", "retry" })
        {
            bool dropped = recent.Add(line);
            Console.WriteLine($"add {line,-8} dropped={dropped} -> [{string.Join(", ", recent)}]");
        }
        Console.WriteLine($"oldest={recent[0]} newest={recent[recent.Count - 1]} full={recent.IsFull}");

        // A moving average over the last four samples.
        var window = new RingBuffer<double>(4);
        foreach (var sample in new[] { 10.0, 20, 30, 40, 50, 60 })
        {
            window.Add(sample);
            Console.Write($"{window.Average():0.0} ");
        }
        Console.WriteLine();

        recent.Clear();
        Console.WriteLine($"after clear count={recent.Count}");
        try
        {
            Console.WriteLine(recent[0]);
        }
        catch (ArgumentOutOfRangeException)
        {
            Console.WriteLine("index 0 is out of range when empty");
        }
    }
}
