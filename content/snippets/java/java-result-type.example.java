import java.util.List;

class Main {
    record User(String name, int age) {}

    static Result<Integer, String> parseAge(String text) {
        try {
            int age = Integer.parseInt(text.strip());
            return age >= 0 && age <= 150 ? Result.ok(age) : Result.err("age out of range: " + age);
        } catch (NumberFormatException e) {
            return Result.err("not a number: '" + text + "'");
        }
    }

    static Result<User, String> parseUser(String line) {
        String[] parts = line.split(",", -1);
        if (parts.length != 2 || parts[0].isBlank()) return Result.err("expected 'name,age' but got '" + line + "'");
        return parseAge(parts[1]).map(age -> new User(parts[0].strip(), age));
    }

    public static void main(String[] args) {
        for (String line : List.of("Ada, 36", "Linus,abc", "Grace,200", "nobody", "Alan,41")) {
            String shown = parseUser(line).fold(u -> "ok   " + u, e -> "err  " + e);
            System.out.println(shown);
        }

        int total = List.of("1", "2", "x", "4").stream().mapToInt(s -> parseAge(s).orElse(0)).sum();
        System.out.println("sum ignoring bad input: " + total);

        for (String port : List.of("8080", "80x")) {
            Result<Integer, Exception> parsed = Result.attempt(() -> Integer.parseInt(port));
            String outcome = parsed.mapErr(e -> e.getClass().getSimpleName()).fold(v -> "port " + v, e -> "caught " + e);
            System.out.println(outcome);
        }

        Result<User, String> user = parseUser("Margaret,33");
        if (user instanceof Result.Ok<User, String> ok) System.out.println("pattern match: " + ok.value().name());
    }
}
