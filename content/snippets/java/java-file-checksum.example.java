import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Arrays;

class Main {
    public static void main(String[] args) throws Exception {
        Path dir = Files.createTempDirectory("checksums");
        try {
            Path hello = Files.writeString(dir.resolve("hello.txt"), "hello world\n", StandardCharsets.UTF_8);
            Path empty = Files.createFile(dir.resolve("empty.bin"));
            byte[] big = new byte[200_000]; // larger than the buffer, so several reads happen
            Arrays.fill(big, (byte) 'a');
            Path large = Files.write(dir.resolve("large.bin"), big);

            System.out.println("hello.txt sha256: " + Checksums.sha256(hello));
            System.out.println("empty.bin sha256: " + Checksums.sha256(empty));
            System.out.println("large.bin sha256: " + Checksums.sha256(large));
            System.out.println("hello.txt md5:    " + Checksums.hexDigest(hello, "MD5"));
            System.out.println("matches published: " + Checksums.matches(hello,
                    " A948904F2F0F479B8F8197694B30184B0D2ED1C1CD2A1EC0FB85D299A192A447 "));
            System.out.println("matches wrong:     " + Checksums.matches(hello, "00ff"));
            try {
                Checksums.hexDigest(hello, "SHA-999");
            } catch (IllegalArgumentException e) {
                System.out.println("error: " + e.getMessage());
            }
            try {
                Checksums.sha256(dir.resolve("missing.txt"));
            } catch (NoSuchFileException e) {
                System.out.println("missing file: " + Path.of(e.getMessage()).getFileName());
            }
        } finally {
            try (var paths = Files.walk(dir)) {
                paths.sorted((a, b) -> b.compareTo(a)).forEach(p -> p.toFile().delete());
            }
        }
    }
}
