import java.net.URI;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;

/** Typed settings from environment variables, with defaults, validation and one error listing every problem. */
public record AppConfig(int port, URI databaseUrl, Duration requestTimeout, boolean debug, List<String> allowedOrigins) {

    public static AppConfig fromEnv() {
        return from(System.getenv());
    }

    /** Takes a map rather than reading System.getenv directly, so tests can pass their own. */
    public static AppConfig from(Map<String, String> env) {
        var errors = new ArrayList<String>();
        var reader = new Object() {
            <T> T read(String name, String fallback, Function<String, T> parse) {
                String raw = env.getOrDefault(name, fallback);
                if (raw == null || raw.isBlank()) {
                    errors.add(name + " is required");
                    return null;
                }
                try {
                    return parse.apply(raw.strip());
                } catch (RuntimeException e) {
                    errors.add(name + "=\"" + raw + "\" is invalid: " + e.getMessage());
                    return null;
                }
            }
        };
        Integer port = reader.read("PORT", "8080", s -> between(Integer.parseInt(s), 1, 65535));
        URI db = reader.read("DATABASE_URL", null, URI::create);
        Duration timeout = reader.read("REQUEST_TIMEOUT_MS", "5000", s -> Duration.ofMillis(between(Integer.parseInt(s), 1, 600_000)));
        Boolean debug = reader.read("DEBUG", "false", s -> switch (s.toLowerCase(Locale.ROOT)) {
            case "true", "1", "yes" -> true;
            case "false", "0", "no" -> false;
            default -> throw new IllegalArgumentException("expected true/false");
        });
        List<String> origins = reader.read("ALLOWED_ORIGINS", "*", s -> List.of(s.split("\\s*,\\s*")));
        if (!errors.isEmpty()) throw new IllegalStateException("invalid configuration:\n  " + String.join("\n  ", errors));
        return new AppConfig(port, db, timeout, debug, origins);
    }

    private static int between(int value, int min, int max) {
        if (value < min || value > max) throw new IllegalArgumentException("must be between " + min + " and " + max);
        return value;
    }
}
