using System;
using System.Collections.Generic;
using System.Text;

public static class TextWrap
{
    private static readonly char[] Blanks = { ' ', '\t' };

    public static string Wrap(string text, int width, string indent = "")
    {
        indent = indent ?? "";
        var room = width - indent.Length;
        if (room < 1) throw new ArgumentOutOfRangeException(nameof(width), "Width must exceed the indent.");

        var output = new List<string>();
        foreach (var paragraph in (text ?? "").Replace("\r\n", "\n").Split('\n'))
        {
            var line = new StringBuilder();
            foreach (var word in paragraph.Split(Blanks, StringSplitOptions.RemoveEmptyEntries))
            {
                var rest = word;
                // Cut words that can never fit, instead of letting them overflow the column.
                while (rest.Length > room)
                {
                    if (line.Length > 0) { output.Add(indent + line); line.Clear(); }
                    output.Add(indent + rest.Substring(0, room));
                    rest = rest.Substring(room);
                }
                if (rest.Length == 0) continue;
                if (line.Length > 0 && line.Length + 1 + rest.Length > room) { output.Add(indent + line); line.Clear(); }
                if (line.Length > 0) line.Append(' ');
                line.Append(rest);
            }
            // An empty paragraph still produces a line, which keeps blank lines between paragraphs.
            output.Add(line.Length > 0 ? indent + line : "");
        }
        return string.Join("\n", output);
    }
}
