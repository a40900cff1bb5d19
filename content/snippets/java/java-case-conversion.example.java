class Main {
    public static void main(String[] args) {
        String[] inputs = {"userId", "HTTPServerError", "parse_json_v2", "max-retry-count",
                "  Already Title Case ", "API_KEY", "getHTTP2Response", "_leading__underscores_", ""};
        for (String s : inputs) {
            System.out.printf("%-24s camel=%s pascal=%s snake=%s kebab=%s constant=%s%n", "\"" + s + "\"",
                    CaseFormat.camel(s), CaseFormat.pascal(s), CaseFormat.snake(s),
                    CaseFormat.kebab(s), CaseFormat.constant(s));
        }
        System.out.println("words: " + CaseFormat.words("XMLHttpRequest2Fast"));
    }
}
