using System;
using System.Collections.Generic;

static class Program
{
    static void Main()
    {
        var jobs = new MinHeap<string, int>();
        jobs.Enqueue("send newsletter", 5);
        jobs.Enqueue("charge card", 1);
        jobs.Enqueue("resize image A", 3);
        jobs.Enqueue("resize image B", 3);
        jobs.Enqueue("refund", 1);
        Console.WriteLine($"next up: {jobs.Peek()} ({jobs.Count} queued)");
        while (jobs.TryDequeue(out var job, out var priority))
            Console.WriteLine($"[{priority}] {job}");

        var maxHeap = new MinHeap<string, double>(Comparer<double>.Create((a, b) => b.CompareTo(a)));
        foreach (var score in new[] { 2.5, 9.1, 4.0 }) maxHeap.Enqueue($"score {score:0.0}", score);
        maxHeap.TryDequeue(out var best, out _);
        Console.WriteLine($"highest: {best}");

        try
        {
            new MinHeap<int, int>().Peek();
        }
        catch (InvalidOperationException e)
        {
            Console.WriteLine(e.Message);
        }
    }
}
