import java.util.Set;

class Main {
    public static void main(String[] args) {
        String[] argv = {"build", "--out=dist", "-vq", "--jobs", "4", "--dry-run", "src", "-", "--", "-odd-name.txt"};
        var cli = CliArgs.parse(argv, Set.of("jobs", "out"));
        System.out.println("positionals: " + cli.positionals());
        System.out.println("out: " + cli.value("out").orElse("build"));
        System.out.println("jobs: " + cli.intValue("jobs", 1));
        System.out.println("verbose: " + cli.flag("v") + ", quiet: " + cli.flag("q"));
        System.out.println("dry-run: " + cli.flag("dry-run") + ", force: " + cli.flag("force"));
        System.out.println("config: " + cli.value("config").orElse("(default)"));

        var empty = CliArgs.parse(new String[0], Set.of());
        System.out.println("no args: " + empty.positionals() + ", jobs " + empty.intValue("jobs", 1));

        try {
            CliArgs.parse(new String[] {"--jobs"}, Set.of("jobs"));
        } catch (IllegalArgumentException e) {
            System.out.println("error: " + e.getMessage());
        }
        try {
            CliArgs.parse(new String[] {"--jobs=many"}, Set.of("jobs")).intValue("jobs", 1);
        } catch (IllegalArgumentException e) {
            System.out.println("error: " + e.getMessage());
        }
    }
}
