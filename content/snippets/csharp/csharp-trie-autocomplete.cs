using System;
using System.Collections.Generic;
using System.Linq;

public sealed class Trie
{
    private sealed class Node
    {
        public readonly SortedDictionary<char, Node> Children = new SortedDictionary<char, Node>();
        public string Word;   // original spelling, set when a word ends here
        public long Weight;
    }
    private readonly Node _root = new Node();

    public void Add(string word, long weight = 1)
    {
        if (string.IsNullOrEmpty(word)) throw new ArgumentException("Word must not be empty.", nameof(word));
        var node = _root;
        foreach (var c in word.ToLowerInvariant())
        {
            if (!node.Children.TryGetValue(c, out var next)) node.Children[c] = next = new Node();
            node = next;
        }
        node.Word = node.Word ?? word;
        node.Weight += weight;
    }

    public bool Contains(string word) => Find(word)?.Word != null;

    public List<string> Complete(string prefix, int limit = 5)
    {
        var start = Find(prefix ?? "");
        var found = new List<Node>();
        if (start != null) Collect(start, found);
        // Ties break alphabetically so the list never reshuffles between keystrokes.
        return found.OrderByDescending(n => n.Weight).ThenBy(n => n.Word, StringComparer.OrdinalIgnoreCase)
                    .Take(limit).Select(n => n.Word).ToList();
    }

    private Node Find(string prefix)
    {
        var node = _root;
        foreach (var c in prefix.ToLowerInvariant())
            if (!node.Children.TryGetValue(c, out node)) return null;
        return node;
    }

    // An explicit stack avoids deep recursion on very long words.
    private static void Collect(Node start, List<Node> found)
    {
        var stack = new Stack<Node>();
        stack.Push(start);
        while (stack.Count > 0)
        {
            var node = stack.Pop();
            if (node.Word != null) found.Add(node);
            foreach (var child in node.Children.Values) stack.Push(child);
        }
    }
}
