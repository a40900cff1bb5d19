using System;

static class Program
{
    static void Main()
    {
        var text = "# local settings\r\n" +
                   "export DATABASE_URL=postgres://localhost/app\r\n" +
                   "PORT = 8080   # dev port\n" +
                   "\n" +
                   "THEME_COLOR=#336699\n" +
                   "GREETING=\"Hello,\\n\\\"world\\\"\"  # trailing comment\n" +
                   "RAW='no $expansion \\n here'\n" +
                   "EMPTY=\n" +
                   "PORT=9090\n";
        var values = DotEnv.Parse(text);
        foreach (var key in new[] { "DATABASE_URL", "PORT", "THEME_COLOR", "GREETING", "RAW", "EMPTY" })
            Console.WriteLine($"{key} = [{values[key]}]");

        Environment.SetEnvironmentVariable("PORT", "1234");
        DotEnv.Apply(values);
        Console.WriteLine($"env PORT={Environment.GetEnvironmentVariable("PORT")}, THEME_COLOR={Environment.GetEnvironmentVariable("THEME_COLOR")}");

        foreach (var bad in new[] { "A=1\nnot a pair", "B=\"open" })
        {
            try { DotEnv.Parse(bad); }
            catch (FormatException e) { Console.WriteLine(e.Message); }
        }
    }
}
