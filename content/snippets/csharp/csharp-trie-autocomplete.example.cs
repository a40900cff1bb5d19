using System;

static class Program
{
    static void Main()
    {
        var trie = new Trie();
        trie.Add("JavaScript", 90);
        trie.Add("Java", 70);
        trie.Add("Jakarta", 10);
        trie.Add("JSON", 40);
        trie.Add("Julia", 40);
        trie.Add("Go", 60);
        trie.Add("java", 25);   // same key: adds to Java's weight

        Console.WriteLine("j:    " + string.Join(", ", trie.Complete("j", 4)));
        Console.WriteLine("JA:   " + string.Join(", ", trie.Complete("JA")));
        Console.WriteLine("java: " + string.Join(", ", trie.Complete("java")));
        Console.WriteLine("top:  " + string.Join(", ", trie.Complete("", 2)));
        Console.WriteLine($"rust: [{string.Join(", ", trie.Complete("rust"))}]");
        Console.WriteLine($"contains 'jav': {trie.Contains("jav")}, 'JSON': {trie.Contains("json")}");
    }
}
