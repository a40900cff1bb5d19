import java.util.Map;

/** Serializes maps, lists, strings, numbers, booleans and null to JSON, without a library. */
public final class Json {
    private Json() {}

    public static String write(Object value) {
        var out = new StringBuilder();
        write(value, out);
        return out.toString();
    }

    private static void write(Object value, StringBuilder out) {
        if (value == null || value instanceof Boolean) out.append(value);
        else if (value instanceof String s) quote(s, out);
        else if (value instanceof Number n) {
            // JSON has no NaN or Infinity; failing beats writing a document that parsers reject.
            if ((n instanceof Double || n instanceof Float) && !Double.isFinite(n.doubleValue()))
                throw new IllegalArgumentException("not valid in JSON: " + n);
            out.append(n);
        } else if (value instanceof Map<?, ?> map) {
            String sep = "";
            out.append('{');
            for (var e : map.entrySet()) {
                quote(String.valueOf(e.getKey()), out.append(sep));
                write(e.getValue(), out.append(':'));
                sep = ",";
            }
            out.append('}');
        } else if (value instanceof Iterable<?> list) {
            String sep = "";
            out.append('[');
            for (Object item : list) {
                write(item, out.append(sep));
                sep = ",";
            }
            out.append(']');
        } else throw new IllegalArgumentException("cannot write " + value.getClass().getName() + " as JSON");
    }

    /** Escapes quotes, backslashes and control characters; also U+2028/2029, which pre-ES2019 JavaScript rejects in strings. */
    public static void quote(String s, StringBuilder out) {
        out.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                default -> {
                    if (c < 0x20 || c == '\u2028' || c == '\u2029') out.append(String.format("\\u%04x", (int) c));
                    else out.append(c);
                }
            }
        }
        out.append('"');
    }
}
