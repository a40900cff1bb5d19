using System;

static class Program
{
    static void Main()
    {
        var inputs = new[] { "XMLHttpRequest", "parseHTTPResponse", "user_id", "  Hello world--again ", "utf8Encoder", "api-v2.endpoint", "" };
        foreach (var input in inputs)
        {
            Console.WriteLine($"\"{input}\" -> [{string.Join(", ", CaseConvert.Words(input))}]");
            Console.WriteLine($"  snake={CaseConvert.ToSnake(input)} kebab={CaseConvert.ToKebab(input)} " +
                              $"camel={CaseConvert.ToCamel(input)} pascal={CaseConvert.ToPascal(input)} const={CaseConvert.ToConstant(input)}");
        }
    }
}
