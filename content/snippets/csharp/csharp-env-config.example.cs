using System;

static class Program
{
    static void Main()
    {
        Environment.SetEnvironmentVariable("APP_DB_URL", "postgres://localhost/app");
        Environment.SetEnvironmentVariable("APP_PORT", " 8080 ");
        Environment.SetEnvironmentVariable("APP_DEBUG", "Yes");

        var env = new EnvConfig();
        string db = env.String("APP_DB_URL");
        int port = env.Int("APP_PORT", 3000, min: 1, max: 65535);
        int workers = env.Int("APP_WORKERS", 4, min: 1);
        bool debug = env.Bool("APP_DEBUG", false);
        env.Validate();
        Console.WriteLine($"db={db} port={port} workers={workers} debug={debug}");

        // A fake lookup keeps tests independent of the real process environment.
        var fake = new System.Collections.Generic.Dictionary<string, string>
        {
            ["PORT"] = "99999",
            ["DEBUG"] = "maybe",
            ["RETRIES"] = "three",
        };
        var bad = new EnvConfig(name => fake.TryGetValue(name, out var v) ? v : null);
        bad.String("API_KEY");
        bad.Int("PORT", 3000, min: 1, max: 65535);
        bad.Int("RETRIES", 3);
        bad.Bool("DEBUG", false);
        try
        {
            bad.Validate();
        }
        catch (InvalidOperationException e)
        {
            Console.WriteLine(e.Message);
        }
    }
}
