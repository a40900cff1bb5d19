using System;
using System.Collections.Generic;
using System.IO;
using System.Text;

public static class Csv
{
    public static IEnumerable<string[]> Read(TextReader reader, char separator = ',')
    {
        var fields = new List<string>();
        var field = new StringBuilder();
        bool inQuotes = false, atFieldStart = true, anyInput = false;
        var record = 1;

        for (var next = reader.Read(); next != -1; next = reader.Read())
        {
            var c = (char)next;
            anyInput = true;
            if (inQuotes)
            {
                if (c != '"') field.Append(c);
                else if (reader.Peek() == '"') { field.Append('"'); reader.Read(); }
                else inQuotes = false;
            }
            else if (c == '"' && atFieldStart) { inQuotes = true; atFieldStart = false; }
            else if (c == separator) { fields.Add(field.ToString()); field.Clear(); atFieldStart = true; }
            else if (c == '\r' || c == '\n')
            {
                // Treat \r\n as one line break rather than two records.
                if (c == '\r' && reader.Peek() == '\n') reader.Read();
                fields.Add(field.ToString());
                field.Clear();
                yield return fields.ToArray();
                fields.Clear();
                atFieldStart = true;
                anyInput = false;
                record++;
            }
            else { field.Append(c); atFieldStart = false; }
        }

        if (inQuotes) throw new FormatException($"Record {record}: quoted field is not closed.");
        // Only emit a final record if the input did not end right after a line break.
        if (anyInput)
        {
            fields.Add(field.ToString());
            yield return fields.ToArray();
        }
    }
}
