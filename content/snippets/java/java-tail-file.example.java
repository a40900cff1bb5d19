import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

class Main {
    public static void main(String[] args) throws Exception {
        Path dir = Files.createTempDirectory("tail-demo");
        try {
            Path log = dir.resolve("app.log");
            // About 300 kB, so the last lines sit many 8 kB blocks from the start.
            Files.writeString(log, IntStream.rangeClosed(1, 10_000)
                    .mapToObj(i -> "2024-05-01 request " + i + " served")
                    .collect(Collectors.joining("\n", "", "\n")));
            System.out.println("size: " + Files.size(log) + " bytes");
            System.out.println("last 3: " + Tail.lastLines(log, 3));

            Path noFinalNewline = Files.writeString(dir.resolve("a.txt"), "one\ntwo\nthree");
            System.out.println("no final newline: " + Tail.lastLines(noFinalNewline, 2));

            Path shortFile = Files.writeString(dir.resolve("b.txt"), "only\nfour\nlines\nhere\n");
            System.out.println("asked for 10: " + Tail.lastLines(shortFile, 10));

            Path windows = Files.writeString(dir.resolve("c.txt"), "alpha\r\nbeta\r\ngamma\r\n");
            System.out.println("crlf: " + Tail.lastLines(windows, 2));

            Path blanks = Files.writeString(dir.resolve("d.txt"), "x\n\n\ny\n");
            System.out.println("blank lines kept: " + Tail.lastLines(blanks, 3));

            Path empty = Files.createFile(dir.resolve("empty.txt"));
            System.out.println("empty file: " + Tail.lastLines(empty, 5));
        } finally {
            try (var paths = Files.walk(dir)) {
                paths.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            }
        }
    }
}
