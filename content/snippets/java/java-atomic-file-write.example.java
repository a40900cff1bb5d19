import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;

class Main {
    public static void main(String[] args) throws IOException {
        Path dir = Files.createTempDirectory("atomic-demo");
        try {
            Path config = dir.resolve("settings.json");
            AtomicFiles.writeString(config, "{\"theme\":\"light\"}\n");
            System.out.print("first write: " + Files.readString(config));

            AtomicFiles.writeString(config, "{\"theme\":\"dark\"}\n");
            System.out.print("replaced: " + Files.readString(config));

            try {
                AtomicFiles.write(config, out -> {
                    out.write("{\"theme\":".getBytes(StandardCharsets.UTF_8));
                    throw new IOException("disk full (simulated)");
                });
            } catch (IOException e) {
                System.out.println("write failed: " + e.getMessage());
            }
            System.out.print("still intact: " + Files.readString(config));

            try (var files = Files.list(dir)) {
                System.out.println("files left: " + files.map(p -> p.getFileName().toString()).sorted().toList());
            }

            try {
                AtomicFiles.writeString(dir.resolve("missing/dir/x.txt"), "x");
            } catch (IOException e) {
                System.out.println("missing directory: " + e.getClass().getSimpleName());
            }
        } finally {
            try (var paths = Files.walk(dir)) {
                paths.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            }
        }
    }
}
