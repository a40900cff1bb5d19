import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.Set;

class Main {
    public static void main(String[] args) throws Exception {
        Path root = Files.createTempDirectory("find-demo");
        try {
            for (String name : new String[] {"Main.java", "src/app/App.java", "src/app/App.class",
                    "src/util/Strings.java", "docs/README.md", "docs/guide/setup.md",
                    "node_modules/pkg/index.java", ".git/hooks/pre-commit.java"}) {
                Path file = root.resolve(name);
                Files.createDirectories(file.getParent());
                Files.writeString(file, "x");
            }
            Set<String> skip = Set.of(".git", "node_modules");
            System.out.println("**/*.java      " + FindFiles.find(root, "**/*.java", skip));
            // ** needs at least one directory before the slash, so top-level files need their own branch.
            System.out.println("{*,**/*}.java  " + FindFiles.find(root, "{*,**/*}.java", skip));
            System.out.println("*.java         " + FindFiles.find(root, "*.java", skip));
            System.out.println("docs/**.md     " + FindFiles.find(root, "docs/**.md", skip));
            System.out.println("src/*/App.*    " + FindFiles.find(root, "src/*/App.*", skip));
            System.out.println("no skipping    " + FindFiles.find(root, "**/*.java", Set.of()).size() + " java files");
            System.out.println("no match       " + FindFiles.find(root, "**/*.kt", skip));
        } finally {
            try (var paths = Files.walk(root)) {
                paths.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            }
        }
    }
}
