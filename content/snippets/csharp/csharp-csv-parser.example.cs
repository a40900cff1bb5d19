using System;
using System.IO;

static class Program
{
    static void Main()
    {
        var text = "name,quote,city\r\n" +
                   "Ada,\"Hello, world\",London\r\n" +
                   "Grace,\"She said \"\"hi\"\"\",\"New\nYork\"\r\n" +
                   "\r\n" +
                   "Linus,,Helsinki\n";
        foreach (var record in Csv.Read(new StringReader(text)))
            Console.WriteLine($"fields={record.Length} [{string.Join("|", record).Replace("\n", "\\n")}]");

        foreach (var row in Csv.Read(new StringReader("a;b;\"c;d\""), ';'))
            Console.WriteLine(string.Join(" / ", row));

        try
        {
            foreach (var row in Csv.Read(new StringReader("ok,row\n\"broken,row\n"))) Console.WriteLine(row[0]);
        }
        catch (FormatException e)
        {
            Console.WriteLine(e.Message);
        }
    }
}
