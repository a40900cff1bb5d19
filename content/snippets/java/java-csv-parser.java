import java.util.ArrayList;
import java.util.List;

/** Parses RFC 4180 CSV: quoted fields, doubled quotes, and commas or line breaks inside quotes. */
public final class Csv {
    private Csv() {}

    public static List<List<String>> parse(String text, char delimiter) {
        List<List<String>> rows = new ArrayList<>();
        List<String> row = new ArrayList<>();
        var field = new StringBuilder();
        boolean quoted = false, fieldStarted = false;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (quoted) {
                if (c != '"') field.append(c);
                else if (i + 1 < text.length() && text.charAt(i + 1) == '"') field.append(text.charAt(++i));
                else quoted = false;
            } else if (c == '"' && field.length() == 0) {
                quoted = fieldStarted = true;
            } else if (c == delimiter) {
                row.add(field.toString());
                field.setLength(0);
                fieldStarted = true;
            } else if (c == '\n' || c == '\r') {
                // Treat \r\n as one line break, and skip lines that are completely empty.
                if (c == '\r' && i + 1 < text.length() && text.charAt(i + 1) == '\n') i++;
                if (fieldStarted || field.length() > 0 || !row.isEmpty()) {
                    row.add(field.toString());
                    rows.add(row);
                }
                row = new ArrayList<>();
                field.setLength(0);
                fieldStarted = false;
            } else {
                field.append(c);
                fieldStarted = true;
            }
        }
        if (quoted) throw new IllegalArgumentException("unterminated quoted field in row " + (rows.size() + 1));
        if (fieldStarted || field.length() > 0 || !row.isEmpty()) {
            row.add(field.toString());
            rows.add(row);
        }
        return rows;
    }

    public static List<List<String>> parse(String text) {
        return parse(text, ',');
    }
}
