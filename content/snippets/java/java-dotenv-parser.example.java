import java.util.Map;

class Main {
    public static void main(String[] args) {
        String env = """
                # database settings
                export DB_HOST=localhost
                DB_PORT = 5432   # trailing comment
                DB_URL="postgres://${DB_HOST}:${DB_PORT}/app"
                GREETING="Hello,\\n\\"world\\""
                WIN_PATH="C:\\\\new\\\\table"
                LITERAL="\\${DB_HOST} costs \\$5"
                RAW='${NOT_EXPANDED} # kept'
                HOME_DIR=${HOME}/data
                EMPTY=
                PRICE=$5
                """;
        var values = DotEnv.parse(env, Map.of("HOME", "C:\\Users\\app"));
        values.forEach((k, v) -> System.out.println(k + " = [" + v.replace("\n", "<LF>") + "]"));

        System.out.println("missing reference: [" + DotEnv.parse("A=${UNSET}x", Map.of()).get("A") + "]");
        try {
            DotEnv.parse("OK=1\nthis is not valid\n", Map.of());
        } catch (IllegalArgumentException e) {
            System.out.println("error: " + e.getMessage());
        }
    }
}
