import java.util.*;

/** Parses GNU-style arguments: --name=value, --name value, bundled -abc flags and positionals. */
public final class CliArgs {
    private final Map<String, String> options = new LinkedHashMap<>();
    private final List<String> positionals = new ArrayList<>();

    private CliArgs() {}

    /** Long options listed in valued take the next argument as their value; all others are flags. */
    public static CliArgs parse(String[] args, Set<String> valued) {
        var cli = new CliArgs();
        for (int i = 0; i < args.length; i++) {
            String arg = args[i];
            if (arg.equals("--")) {
                // After a bare "--" everything is positional, so a file named "-x" can still be passed.
                cli.positionals.addAll(Arrays.asList(args).subList(i + 1, args.length));
                break;
            } else if (arg.startsWith("--")) {
                String body = arg.substring(2);
                int eq = body.indexOf('=');
                if (eq >= 0) {
                    cli.options.put(body.substring(0, eq), body.substring(eq + 1));
                } else if (valued.contains(body)) {
                    if (i + 1 == args.length) throw new IllegalArgumentException("--" + body + " needs a value");
                    cli.options.put(body, args[++i]);
                } else {
                    cli.options.put(body, "true");
                }
            } else if (arg.startsWith("-") && arg.length() > 1) {
                arg.substring(1).chars().forEach(c -> cli.options.put(Character.toString(c), "true"));
            } else {
                cli.positionals.add(arg); // includes a lone "-", the usual name for stdin
            }
        }
        return cli;
    }

    public boolean flag(String name) {
        return Boolean.parseBoolean(options.get(name));
    }

    public Optional<String> value(String name) {
        return Optional.ofNullable(options.get(name));
    }

    public int intValue(String name, int fallback) {
        String raw = options.get(name);
        if (raw == null) return fallback;
        try {
            return Integer.parseInt(raw);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("--" + name + " must be an integer, got '" + raw + "'");
        }
    }

    public List<String> positionals() {
        return List.copyOf(positionals);
    }
}
