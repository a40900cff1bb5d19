using System;

static class Program
{
    static void Main()
    {
        Console.WriteLine(Slug.From("Hello, World!"));
        Console.WriteLine(Slug.From("  Crème Brûlée: A Déjà Vu Recipe  "));
        Console.WriteLine(Slug.From("C# 7.0 -- What's New?"));
        Console.WriteLine(Slug.From("The Quick Brown Fox Jumps Over The Lazy Dog", maxLength: 20));
        Console.WriteLine($"[{Slug.From("!!! ???")}]");
    }
}
